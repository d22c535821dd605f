"""22's free exchange: the playout search against the learned deal value, by regret.

The exchange positions of ``--deals`` first deals of 4-player 22 (four
``normal`` bots, tables seeded 1000, 1001, …) are each decided three ways
by the expert: its playout search (as shipped), the net valuing every world
(``ExpertBot.net_last_round``) and the net narrowing the candidates
to two that are then played out (``ExpertBot.value_net``). Each choice is
scored against a reference: the playout search with ``--reference`` times
the budget, explaining (so every candidate's figures are counted), whose
utility (−chance of losing the deal − 0.02 × points) of the best candidate
minus that of the chosen one is the *regret*. Printed: each way's mean
regret (about the points of deals lost per exchange, /100) and its mean CPU
time per decision.

Run: ``.venv/bin/python benchmarks/exchange_value_22.py [--deals 12] [--reference 8]``
(about 10 minutes of one core at the defaults).
"""

from __future__ import annotations

import argparse
import random
import time

from cardtable import games
from cardtable.ai.base import make_bot
from cardtable.ai.cucumber.expert import STEP_BUDGET, ExpertBot
from cardtable.games.cucumber.actions import Exchange


def exchange_states(deals: int, base: int = 1000) -> list:
    """The engine state at every exchange with a choice in the first deals of
    ``deals`` tables of four ``normal`` bots, seeded ``base``, ``base`` + 1, …"""
    spec = games.get("cucumber")
    rules = spec.preset("twenty-two")
    out = []
    for g in range(deals):
        bots = [make_bot("normal", "cucumber") for _ in range(4)]
        rngs = [random.Random(g * 31 + s) for s in range(4)]
        state = spec.new_game(rules, 4, base + g)
        while not state.is_over and state.deal_no == 1:
            seat, legal = state.current_seat, state.legal_actions()
            if len(legal) > 1 and isinstance(legal[0], Exchange):
                out.append(state.clone())
            state.apply(bots[seat].choose(state.observation(seat), legal, rngs[seat]))
    return out


def positions(deals: int) -> list:
    """(observation, legal actions) of every exchange with a choice."""
    return [(s.observation(s.current_seat), s.legal_actions()) for s in exchange_states(deals)]


def utility(figures: tuple[float, float]) -> float:
    return -figures[0] - 0.02 * figures[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--reference", type=int, default=8, help="the reference's budget factor")
    args = parser.parse_args()
    net_only, hybrid = ExpertBot(), ExpertBot()
    net_only.value_net = hybrid.value_net = True
    net_only.net_last_round = True
    ways = {"playouts (shipped)": ExpertBot(), "net only": net_only,
            "net, last two played out": hybrid}
    regrets: dict[str, list[float]] = {w: [] for w in ways}
    times: dict[str, list[float]] = {w: [] for w in ways}
    found = positions(args.deals)
    for i, (obs, legal) in enumerate(found):
        ref = ExpertBot(budget=STEP_BUDGET * args.reference)
        ref.explain = True
        ref.choose(obs, legal, random.Random(99))
        values = dict(ref.last_reason.values)
        best = max(utility(v) for v in values.values())
        for name, bot in ways.items():
            start = time.thread_time()
            action = bot.choose(obs, legal, random.Random(i))
            times[name].append(time.thread_time() - start)
            regrets[name].append(best - utility(values[action]))
    print(f"22's exchange, {len(found)} decisions from {args.deals} deals; reference: the "
          f"playout search at {args.reference}x the budget")
    for name in ways:
        r, t = regrets[name], times[name]
        print(f"  {name:26} mean regret {sum(r) / len(r):.4f}, CPU {1000 * sum(t) / len(t):.0f} ms "
              f"a decision")


if __name__ == "__main__":
    main()
