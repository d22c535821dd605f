"""Sneak: the expert against the textbook baselines, paired seats.

    .venv/bin/python benchmarks/strength_sneak.py                  # every row
    .venv/bin/python benchmarks/strength_sneak.py --games 150 --jobs 1

Each row is ``cardtable sim tournament --game sneak --deals 0 --games B``
(``run_tournament`` in game mode: every board is one seed played once per
seat rotation, so the expert meets the same stocks from every chair). The
figure is the expert's share of whole games won (ties split) with its
Wilson 95 % interval, over seat-games counted as independent (the pairing
makes the real spread smaller, so the interval is conservative). Goals:
≥ 1.3 × the fair share against the ``heuristic`` textbook bot
at 3 and 4 players, fair share + 8 points against two ``honest`` bots; the
``always-challenge`` row has the heuristic row's goal. Decision times are
the expert's wall clock per non-forced decision (goal: median ≤ 150 ms,
p95 ≤ 500 ms).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai.tournament import run_tournament

#: name → (bots by seat, goal for the expert's game-win share, default games)
ROWS: dict[str, tuple[list[str], float, int]] = {
    "heuristic-3p": (["expert", "heuristic", "heuristic"], 1.3 / 3, 240),
    "heuristic-4p": (["expert", "heuristic", "heuristic", "heuristic"], 1.3 / 4, 240),
    "honest-3p": (["expert", "honest", "honest"], 1 / 3 + 0.08, 240),
    "always-challenge-3p": (["expert", "always-challenge", "always-challenge"], 1.3 / 3,
                            120),
}
#: Not in the default run (``--rows``): the expert as a table asks it, a new
#: bot for every move, which must know the table as well from the record.
EXTRA: dict[str, tuple[list[str], float, int]] = {
    "fresh-heuristic-3p": (["expert-fresh", "heuristic", "heuristic"], 1.3 / 3, 240),
}
MEDIAN_MS, P95_MS = 150.0, 500.0


def run_row(name: str, games: int | None, seed: int, jobs: int) -> bool:
    """Play one row and print its line; ``True`` if the expert meets its goals."""
    bots, goal, default = {**ROWS, **EXTRA}[name]
    boards = max(1, -(-(games or default) // len(bots)))
    result = run_tournament("sneak", len(bots), bots, 0, seed, jobs=jobs, games=boards,
                            game="sneak")
    level = result.as_dict()["levels"][bots[0]]
    rate, (lo, hi) = level["game_win_rate"], level["game_win_ci95"]
    med, p95 = level["decision_ms_median"], level["decision_ms_p95"]
    won = rate >= goal
    fast = med is not None and med <= MEDIAN_MS and p95 <= P95_MS
    print(f"sneak {name}: {bots[0]} won {rate:.1%} [{lo:.1%}, {hi:.1%}] of {level['games']} "
          f"games ({boards} boards x {len(bots)} seats, seed {seed}); goal >= {goal:.1%} "
          f"{'OK' if won else 'MISSED'}; cards {level.get('points_share', 0):.1%}; "
          f"decisions median {med:.2f} ms, p95 {p95:.2f} ms {'OK' if fast else 'TOO SLOW'}"
          f" ({result.seconds:.0f} s)")
    sys.stdout.flush()
    return won and fast


def run(games: int | None, seed: int, jobs: int) -> bool:
    """Every row (``games`` per row, or each row's default); ``True`` if all goals are met."""
    results = [run_row(name, games, seed, jobs) for name in ROWS]
    return all(results)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None,
                        help="games per row (default: 240, 120 for always-challenge)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rows", default=None,
                        help=f"comma-separated rows of {list(ROWS) + list(EXTRA)}")
    args = parser.parse_args(argv)
    if args.rows:
        ok = all([run_row(r, args.games, args.seed, args.jobs) for r in args.rows.split(",")])
    else:
        ok = run(args.games, args.seed, args.jobs)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
