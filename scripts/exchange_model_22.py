"""How close the 22 expert's sampled worlds are to the true deal, with the
shipped model of the others' exchanges and with the whole of it (``kept_low``).

Four ``normal`` bots play the first two deals of ``--games`` 4-player 22
games (seeded 1000, 1001, …). At every play decision early in a deal
(before the fifth card is played) or every exchange after someone has
exchanged, the expert's sampler (``inference.sample_hands``) draws
``--worlds`` worlds with each model, and the log-loss of where each unseen
card lies (in each other hand, or with ``--stock`` in the stock the seat
draws from) is measured against the truth; lower is closer. Why it
matters: the expert searches in these worlds, so a model that makes them
truer is worth measuring in whole deals (docs/ai.md, "What is left for 22").

Run: ``.venv/bin/python scripts/exchange_model_22.py [play|exchange] [--stock]
[--games 60] [--worlds 200]`` (about a minute each at the defaults).
"""

from __future__ import annotations

import argparse
import math
import random
from collections import Counter

from cardtable.ai import make_bot
from cardtable.ai.cucumber.inference import (
    NO_CEILING,
    exchange_discards,
    exchange_quotas,
    infer,
    sample_hands,
)
from cardtable.ai.cucumber.normal import unseen_cards
from cardtable.games.cucumber import PRESETS, new_game

#: Where the stock stands in a world's placements.
STOCK = -1


def log_loss(state, obs, phase: str, stock: bool, kept_low: bool, worlds: int) -> float:
    """Summed log-loss of every unseen card kind's place under one model."""
    kind = state.values.kind
    seat = obs.seat
    pool = [kind[c] for c in unseen_cards(obs)]
    sizes = {s: obs.hand_sizes[s] for s in range(obs.players) if obs.alive[s] and s != seat}
    if phase == "play":
        floor, ceil = infer(obs, kind, model_normal=True)
    else:
        floor, ceil = [0] * obs.players, [NO_CEILING] * obs.players
    truth: dict[int, list[int]] = {}
    if stock:
        places = [STOCK]
        for c in state.stock:
            truth.setdefault(kind[c], []).append(STOCK)
    else:
        places = list(sizes)
        for s in sizes:
            for c in state.hands[s]:
                truth.setdefault(kind[c], []).append(s)
    quotas = exchange_quotas(obs, kind, kept_low)
    dead = exchange_discards(obs, kind) if kept_low else None
    counts: Counter = Counter()
    rng = random.Random(5)
    for _ in range(worlds):
        hands, rest = sample_hands(pool, sizes, floor, ceil, rng, quotas, dead=dead)
        if stock:
            hands = {STOCK: rest[:obs.stock_size]}
        for s, hand in hands.items():
            for k in hand:
                counts[(k, s)] += 1
    total = 0.0
    for k in set(pool):
        m = pool.count(k)
        for s in places:
            p = (counts[(k, s)] / worlds + 0.5 / worlds) / m
            p = min(max(p, 1e-4), 1 - 1e-4)
            y = truth.get(k, []).count(s) / m
            total -= m * (y * math.log(p) + (1 - y) * math.log(1 - p))
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("phase", nargs="?", choices=("play", "exchange"), default="play")
    parser.add_argument("--stock", action="store_true",
                        help="the stock's cards (at an exchange), not the others' hands")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--worlds", type=int, default=200)
    args = parser.parse_args()
    stock = args.stock and args.phase == "exchange"
    rules = PRESETS["twenty-two"]
    bot = make_bot("normal")
    totals = {False: 0.0, True: 0.0}
    cards = positions = 0
    for game in range(args.games):
        state = new_game(rules, 4, seed=1000 + game)
        rng = random.Random(game)
        while not state.is_over and state.deal_no <= 2:
            obs = state.observation(state.current_seat)
            legal = state.legal_actions()
            if ((args.phase == "play" and state.phase == "play" and len(obs.played) < 4)
                    or (args.phase == "exchange" and state.phase == "exchange" and obs.exchanges)):
                for kept_low in (False, True):
                    totals[kept_low] += log_loss(state, obs, args.phase, stock, kept_low,
                                                 args.worlds)
                places = 1 if stock else sum(1 for s in range(obs.players)
                                             if obs.alive[s] and s != obs.seat)
                cards += len(unseen_cards(obs)) * places
                positions += 1
            state.apply(bot.choose(obs, legal, rng))
    old, new = totals[False] / cards, totals[True] / cards
    print(f"{args.phase}{' (stock)' if stock else ''}: {positions} positions; log-loss a card "
          f"and place: shipped {old:.4f}, kept_low {new:.4f} ({100 * (new / old - 1):+.1f}%)")


if __name__ == "__main__":
    main()
