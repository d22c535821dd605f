"""The expert against honest textbook baselines, in every game, on paired seats.

    .venv/bin/python benchmarks/ai_strength.py                       # every game, full size
    .venv/bin/python benchmarks/ai_strength.py supertrump --jobs 2   # one game
    .venv/bin/python benchmarks/ai_strength.py --games 60            # a quick look

Why: measured only against our own lower levels, an expert can look strong
and still lose to a plain PIMC written from a textbook. Each
game's module (``strength_<game>.py`` beside this file) plays the expert
against that game's baselines — bots written from the rules alone, kept in
the game's ``MEASUREMENT`` bots — on duplicate boards with the seats
rotated, and prints each row's rate with its 95 % interval, the goal and
the expert's decision times (median and p95, wall clock, one process per
job). The exit status is 0 only if every row meets its goal.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

#: Each game's strength module, in the order they run.
GAMES = ("supertrump", "sneak", "cucumber")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_to_run", nargs="*", metavar="GAME",
                        help=f"games to measure (default all: {', '.join(GAMES)})")
    parser.add_argument("--games", type=int, default=None,
                        help="games (or deals) per row; default each module's full size")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    unknown = sorted(set(args.games_to_run) - set(GAMES))
    if unknown:
        parser.error(f"unknown game {unknown[0]!r}; choose from {', '.join(GAMES)}")
    ok = True
    for game in args.games_to_run or GAMES:
        module = importlib.import_module(f"strength_{game}")
        print(f"== {game}")
        sys.stdout.flush()
        start = time.perf_counter()
        ok = module.run(args.games, args.seed, args.jobs) and ok
        print(f"   ({time.perf_counter() - start:.0f} s)")
    print("every goal met" if ok else "some goals missed")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
