"""The long run of the option fuzz: random rule combinations of every game, for minutes.

``tests/games/test_option_fuzz.py`` plays a fixed 120 combinations in CI;
this plays as many as fit in ``--seconds`` (round robin over every preset
of every game, random player counts and option values within what the
setup dialog and ``--set`` accept) and reports games played, combinations
refused by ``check_playable``, errors, and games per second. Each error is
printed with the ``cardtable sim`` arguments that set it up and its
traceback; the exit status is 1 if there was any.

Run: ``.venv/bin/python benchmarks/option_fuzz.py --seconds 600 [--seed 1]
[--game cucumber] [--json]``.
"""

from __future__ import annotations

import argparse
import json
import sys

from cardtable.games import option_fuzz


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=600.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=None, help="stop after this many games")
    parser.add_argument("--game", action="append", default=None,
                        help="only this game (repeatable); default every game")
    parser.add_argument("--json", action="store_true", help="one JSON line of totals")
    args = parser.parse_args(argv)
    report = option_fuzz.run(args.seconds, seed=args.seed, max_games=args.games,
                             game_ids=args.game)
    for combo, trace in report.failures:
        print(f"ERROR  {combo.describe()}\n{trace}", file=sys.stderr)
    totals = {"played": report.played, "refused": report.refused,
              "errors": len(report.failures), "moves": report.moves,
              "seconds": round(report.seconds, 1),
              "games_per_second": round(report.games_per_second, 1)}
    if args.json:
        print(json.dumps(totals))
    else:
        print(f"{totals['played']} games played, {totals['refused']} combinations refused, "
              f"{totals['errors']} errors, {totals['moves']} moves in {totals['seconds']} s "
              f"({totals['games_per_second']} games/s)")
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
