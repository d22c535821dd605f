"""22's exchange: which discards the expert weighs, valued with the other hands known.

Every exchange with a choice in the first deals of ``--deals`` 4-player 22
tables (four ``normal`` bots, tables seeded ``--base``, ``--base`` + 1, …)
is decided by the expert twice: with the shipped candidates
(``exchange.exchange_candidates``: every count of the highest middle
cards) and with the former ones (one, two or all of them: ``former``
below). Each choice is then valued as a player who saw the other hands
would value it, without knowing the stock's order: the deal played out by
the ``normal`` policy for every seat (the later seats exchanging as
``normal`` does) over ``--orders`` shuffles of the true stock, the utility
the search maximises (−1 a deal lost, −0.02 a point). Printed: the mean
difference per exchange with its 95 % interval (paired on the positions),
how many choices differ, and the CPU time per decision of each.

Run: ``.venv/bin/python benchmarks/exchange_candidates_22.py [--deals 60] [--base 5000]
[--orders 64]`` (about 10 minutes of one core at the defaults on the idle machine).
"""

from __future__ import annotations

import argparse
import math
import random
import time
from unittest import mock

from exchange_value_22 import exchange_states

from cardtable.ai.cucumber import expert as expert_module
from cardtable.ai.cucumber.exchange import after_exchange
from cardtable.ai.cucumber.expert import ExpertBot, exchange_seats, without
from cardtable.ai.cucumber.lean import Deal, lean_rules
from cardtable.ai.cucumber.normal import unseen_cards
from cardtable.ai.cucumber.playout import playout
from cardtable.games.cucumber.actions import Exchange


def former(hand: list[int], sizes: list[int], prior: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The candidates before: one, two or all of the highest middle cards."""
    most = max(sizes)
    out: list[tuple[int, ...]] = [(), tuple(prior)]
    above = sorted(hand[1:], reverse=True)
    for limit in (8, 10, 12):
        mids = [k for k in above if (k >> 6) <= limit]
        for n in (1, 2, len(mids)):
            c = tuple(mids[:min(n, most)])
            if c not in out:
                out.append(c)
    hi = tuple(sorted(hand[:1] + [k for k in hand[1:] if (k >> 6) <= 10], reverse=True)[:most])
    if hi not in out:
        out.append(hi)
    return [c for c in out if len(c) in sizes or len(sizes) == most + 1]


def value(state, action: Exchange, orders: int) -> float:
    """The mean utility of ``action`` over ``orders`` shuffles of the true stock."""
    seat = state.current_seat
    obs = state.observation(seat)
    kind = state.values.kind
    lr = lean_rules(state.rules)
    hands = {s: sorted(kind[c] for c in state.hands[s]) for s in range(state.players)
             if s != seat and state.alive[s]}
    stock = [kind[c] for c in state.stock]
    alive, later, _sizes, first = exchange_seats(obs)
    hand = sorted(kind[c] for c in obs.hand)
    chosen = tuple(kind[c] for c in action.cards)
    unseen = [k >> 6 for k in [kind[c] for c in unseen_cards(obs)] + hand]
    rng = random.Random(12345)
    total = 0.0
    for _ in range(orders):
        rng.shuffle(stock)
        after = after_exchange((hands, stock), hand, chosen, seat, later, state.players, lr)
        deal = Deal(lr, after, alive, first, list(obs.scores), list(obs.multipliers),
                    obs.contra_by)
        deal.hidden = sorted(without(unseen, after))
        total += playout(deal, seat)
    return total / orders


def decide(states: list, candidates) -> tuple[list[Exchange], list[float]]:
    """The expert's exchange at every state with ``candidates`` (None: shipped)."""
    bot = ExpertBot()
    chosen, times = [], []
    for i, state in enumerate(states):
        seat = state.current_seat
        start = time.thread_time()
        if candidates is None:
            a = bot.choose(state.observation(seat), state.legal_actions(), random.Random(i))
        else:
            with mock.patch.object(expert_module, "exchange_candidates", candidates):
                a = bot.choose(state.observation(seat), state.legal_actions(), random.Random(i))
        times.append(time.thread_time() - start)
        chosen.append(a)
    return chosen, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--base", type=int, default=5000)
    parser.add_argument("--orders", type=int, default=64)
    args = parser.parse_args()
    states = exchange_states(args.deals, args.base)
    ways = {"former (1, 2 or all)": former, "shipped (every count)": None}
    results = {}
    for name, candidates in ways.items():
        chosen, times = decide(states, candidates)
        values = [value(s, a, args.orders) for s, a in zip(states, chosen, strict=True)]
        results[name] = (chosen, values, sorted(times))
    (_, base_values, _), (new_chosen, new_values, _) = results.values()
    old_chosen = results["former (1, 2 or all)"][0]
    d = [b - a for a, b in zip(base_values, new_values, strict=True)]
    n = len(d)
    mean = sum(d) / n
    half = 1.96 * math.sqrt(sum((x - mean) ** 2 for x in d) / max(1, n - 1) / n)
    print(f"{n} exchanges of {args.deals} deals (tables {args.base}..), "
          f"{args.orders} stock orders each")
    for name, (_, values, times) in results.items():
        print(f"  {name}: mean utility {sum(values) / n:+.4f}, CPU median "
              f"{1000 * times[n // 2]:.0f} ms, p95 {1000 * times[int(0.95 * (n - 1))]:.0f} ms")
    differ = sum(1 for a, b in zip(old_chosen, new_chosen, strict=True)
                 if a != b)
    print(f"  shipped minus former: {mean:+.4f} [{mean - half:+.4f}, {mean + half:+.4f}] "
          f"a decision (about {100 * mean:+.1f} points of deals lost); {differ} choices differ")


if __name__ == "__main__":
    main()
