"""Random-bot table for every Cucumber preset over its whole player range.

    python benchmarks/family_table.py [--games 100] [--seed 1]

Prints a Markdown table: preset, players tested, games simulated, average
deals per game, and random-bot actions per second (one process, one core).
"""

from __future__ import annotations

import argparse

from cardtable.commands.sim import run_sim
from cardtable.games.cucumber import PRESETS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per player count")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print("| preset | players | games | deals/game | actions/s |")
    print("|---|---|---|---|---|")
    for name, rules in PRESETS.items():
        games = deals = actions = 0
        seconds = 0.0
        for players in range(rules.min_players, rules.max_players + 1):
            s = run_sim(name, players, args.games, args.seed, ["random"] * players)
            games += s.games
            deals += s.deals
            actions += s.actions
            seconds += s.seconds
        print(f"| {name} | {rules.min_players}–{rules.max_players} | {games} | "
              f"{deals / games:.2f} | {actions / seconds:,.0f} |")


if __name__ == "__main__":
    main()
