"""Supertrump: the expert against the textbook PIMC, on paired seats.

    .venv/bin/python benchmarks/strength_supertrump.py                  # 300 boards, 600 games
    .venv/bin/python benchmarks/strength_supertrump.py --games 100 --jobs 2

Each board is one engine seed played twice with the seats swapped
(``cardtable.ai.tournament.run_tournament``), so both bots hold the same
cards from both chairs. Printed: the expert's share of games won with its
Wilson 95 % interval (over games, as if independent: conservative, the
pairing makes the true spread smaller), the goal and OK or
MISSED, its share of points, and its decision times (median and p95 of
non-forced decisions, wall clock, one process per job).
``benchmarks/ai_strength.py`` imports this module and calls :func:`run`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai.tournament import run_tournament, wilson

#: (baseline, goal: the expert's least share of games won).
ROWS = (("pimc", 0.58),)
#: Default size: 300 boards = 600 games (the sample the goal is set for).
FULL_GAMES = 600


def run(games: int | None, seed: int, jobs: int) -> bool:
    """Play the expert against each baseline over ``games`` games (default 600);
    print each row; True if every goal is met."""
    n_games = games or FULL_GAMES
    boards = max(1, (n_games + 1) // 2)
    ok = True
    for baseline, goal in ROWS:
        result = run_tournament("supertrump", 2, ["expert", baseline], boards, seed, jobs,
                                game="supertrump")
        st = result.stats["expert"]
        won = st.deals - st.lost
        lo, hi = wilson(won, st.deals)
        times = sorted(st.times)
        median = 1000 * times[len(times) // 2] if times else 0.0
        p95 = 1000 * times[int(0.95 * (len(times) - 1))] if times else 0.0
        met = bool(st.deals) and won / st.deals >= goal
        ok = ok and met
        points = st.points / st.all_points if st.all_points else 0.0
        print(f"  expert vs {baseline:6s} {st.deals} games: won {won / st.deals:6.1%} "
              f"[{lo:.1%}, {hi:.1%}]  goal >= {goal:.0%} {'OK' if met else 'MISSED'}  "
              f"points {points:.1%}  expert decision median {median:.0f} ms, "
              f"p95 {p95:.0f} ms  ({result.seconds:.0f} s, {jobs} job(s))", flush=True)
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None,
                        help=f"games per row (two per board; default {FULL_GAMES})")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    return 0 if run(args.games, args.seed, args.jobs) else 1


if __name__ == "__main__":
    raise SystemExit(main())
