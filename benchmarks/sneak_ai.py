"""Sneak AI targets on duplicate game boards, with 95 % intervals and timings.

    .venv/bin/python benchmarks/sneak_ai.py                 # every row, 400 games each
    .venv/bin/python benchmarks/sneak_ai.py --rows expert-normal --games 400 --jobs 2

Each row is ``cardtable sim tournament --game sneak --deals 0 --games N/players``
(the generic duplicate tournament: every board is one seed played once per
seat rotation, so every level meets the same stocks from every chair), and
the figure is the first level's share of whole games won (ties split) with
its Wilson 95 % interval. Targets: expert wins ≥ 40 % of 4-player
games against three normal bots, normal ≥ 35 % against three easy ones, and
the expert ≥ 60 % of 2-player games against each exploiter; the expert's
decisions take ≤ 150 ms median and ≤ 500 ms p95 (wall clock, non-forced).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai.tournament import run_tournament

#: name → (bots by seat, target game-win share of the first bot)
ROWS: dict[str, tuple[list[str], float]] = {
    "expert-normal": (["expert", "normal", "normal", "normal"], 0.40),
    "normal-easy": (["normal", "easy", "easy", "easy"], 0.35),
    "expert-always-challenge": (["expert", "always-challenge"], 0.60),
    "expert-never-challenge": (["expert", "never-challenge"], 0.60),
    "expert-always-sneak-junk": (["expert", "always-sneak-junk"], 0.60),
    # The expert as the table plays it: a new bot for every move (measurement).
    "fresh-normal": (["expert-fresh", "normal", "normal", "normal"], 0.40),
    "fresh-always-challenge": (["expert-fresh", "always-challenge"], 0.60),
    "fresh-never-challenge": (["expert-fresh", "never-challenge"], 0.60),
    "fresh-always-sneak-junk": (["expert-fresh", "always-sneak-junk"], 0.60),
}
MEDIAN_MS, P95_MS = 150.0, 500.0


def run_row(name: str, games: int, seed: int, jobs: int, variant: str) -> bool:
    """Play one row and print its figures; ``True`` if it meets its targets."""
    bots, target = ROWS[name]
    boards = max(1, -(-games // len(bots)))
    result = run_tournament(variant, len(bots), bots, 0, seed, jobs=jobs, games=boards,
                            game="sneak")
    level = result.as_dict()["levels"][bots[0]]
    lo, hi = level["game_win_ci95"]
    ok = level["game_win_rate"] >= target
    print(f"{name}: {len(bots)} players, {level['games']} games of {bots[0]} "
          f"({boards} boards x {len(bots)} seats, seed {seed}, {result.seconds:.0f} s)")
    print(f"  won {level['game_win_rate']:.1%} [{lo:.1%}, {hi:.1%}] (target >= {target:.0%})"
          f"  points {level.get('points_share', 0):.1%}  {'OK' if ok else 'MISSED'}")
    if bots[0].startswith("expert") and level["decision_ms_median"] is not None:
        med, p95 = level["decision_ms_median"], level["decision_ms_p95"]
        fast = med <= MEDIAN_MS and p95 <= P95_MS
        print(f"  expert decisions: {level['decisions']}, median {med:.2f} ms, "
              f"p95 {p95:.2f} ms  {'OK' if fast else 'TOO SLOW'}")
        ok = ok and fast
    for line in result.lines()[1:]:
        print("  " + line.strip())
    sys.stdout.flush()
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", default=",".join(ROWS),
                        help=f"comma-separated rows (default all: {', '.join(ROWS)})")
    parser.add_argument("--games", type=int, default=400, help="games per row (default 400)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--variant", default="sneak")
    args = parser.parse_args(argv)
    results = [run_row(r, args.games, args.seed, args.jobs, args.variant)
               for r in args.rows.split(",")]
    return 0 if all(results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
