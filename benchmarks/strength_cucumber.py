"""22 (4 players): the expert against the textbook PIMC on paired seats.

The same boards are played with ``expert,normal,normal,normal`` and with
``pimc,normal,normal,normal`` (seats rotated: every board four times), and
each board-seat's loss is paired (``cardtable.ai.cucumber.paired``). The
goal: the expert loses at least 3 points fewer deals than PIMC, with the
paired 95 % interval above 0. Printed: both loss rates with Wilson
intervals, the paired difference with its interval, the goal and OK/MISSED,
and the expert's decision times (median / p95 per non-forced decision).

Run: ``.venv/bin/python benchmarks/strength_cucumber.py [--games 200] [--seed 1] [--jobs 1]``
(``--games`` counts boards; each board is 4 paired seat-deals).
"""

from __future__ import annotations

import argparse
import time

from cardtable.ai.cucumber.paired import run_paired, times_ms
from cardtable.games.cucumber import PRESETS

#: Boards by default: 800 paired seat-deals, an interval of about ±2.8 points
#: (about 25 minutes of one core: both bots think ~0.1 s a decision).
DEFAULT_BOARDS = 200
GOAL_POINTS = 0.03


def run(games: int | None, seed: int, jobs: int) -> bool:
    """Play the rows, print them; True if every goal is met."""
    boards = games or DEFAULT_BOARDS
    start = time.perf_counter()
    result = run_paired(PRESETS["twenty-two"], 4, "expert", "pimc", boards, seed, jobs)
    expert, pimc = result.rates()
    elo, ehi = result.wilson("a")
    plo, phi = result.wilson("b")
    diff, lo, hi = result.difference()
    ok = diff >= GOAL_POINTS and lo > 0
    med, p95 = times_ms(result.times_a)
    pmed, pp95 = times_ms(result.times_b)
    print(f"22, 4 players vs 3 normal, {boards} boards x 4 seats = {result.n} paired seat-deals, "
          f"seed {seed}, {time.perf_counter() - start:.0f} s")
    print(f"  expert lost {expert:.1%} [{elo:.1%}, {ehi:.1%}]; pimc lost {pimc:.1%} "
          f"[{plo:.1%}, {phi:.1%}]")
    print(f"  paired: expert loses {100 * diff:+.1f} points fewer [{100 * lo:+.1f}, "
          f"{100 * hi:+.1f}]; goal >= +3.0 with the interval above 0: "
          f"{'OK' if ok else 'MISSED'}")
    print(f"  decision time: expert {med:.0f} ms median, {p95:.0f} ms p95; "
          f"pimc {pmed:.0f} / {pp95:.0f} ms")
    return ok


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None, help="boards (4 seat-deals each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    raise SystemExit(0 if run(args.games, args.seed, args.jobs) else 1)


if __name__ == "__main__":
    main()
