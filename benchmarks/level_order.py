"""Are the levels ordered in every preset? ``expert`` < ``normal`` < ``easy`` in deals lost.

One duplicate tournament per preset (other than 22, which has its own
targets): ``expert,normal,easy,easy`` at 4 players, or ``expert,normal,easy``
at 3 where the preset's table starts at 3 (at 4 the two easy seats would
share the blame of two). Prints a Markdown table for the README; every row
can be reproduced alone with the ``cardtable sim tournament`` command in its
last column.

Run: ``.venv/bin/python benchmarks/level_order.py [--deals 60] [--seed 1] [--jobs 2]``.
"""

from __future__ import annotations

import argparse

from cardtable.ai.tournament import run_tournament, wilson
from cardtable.games.cucumber import PRESETS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    print("| preset | players | expert | normal | easy | order |")
    print("|---|---|---|---|---|---|")
    for variant, rules in sorted(PRESETS.items()):
        if variant == "twenty-two":
            continue
        players = 3 if rules.min_players >= 3 else 4
        bots = ["expert", "normal", "easy", "easy"][:players]
        result = run_tournament(variant, players, bots, args.deals, args.seed, args.jobs)
        rates = {}
        cells = []
        for name in ("expert", "normal", "easy"):
            st = result.stats[name]
            rates[name] = st.lost / st.deals
            lo, hi = wilson(st.lost, st.deals)
            cells.append(f"{rates[name]:.1%} [{lo:.0%}, {hi:.0%}]")
        ordered = rates["expert"] < rates["normal"] < rates["easy"]
        order = "expert < normal < easy" if ordered else "**inverted**"
        print(f"| {variant} | {players} | {' | '.join(cells)} | {order} |", flush=True)


if __name__ == "__main__":
    main()
