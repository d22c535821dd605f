"""22's free exchange: the candidates the search weighs, and valuing them by the
learned deal value (``value22``) in batches.

The expert's exchange search (``expert.ExpertBot._exchange``) compares a few
candidate discards in sampled worlds: the other hands, the stock, the later
seats exchanging as ``normal`` would. Played out, every (world, candidate)
costs a whole deal of playout; here each becomes one input row of the net,
and a round of worlds is valued in one matrix product, so the same time
buys several times the worlds. The rounds are sequential halving as in
``expert.ranked_halving``: every survivor in the same fresh worlds, the
better half kept, the last two compared on every world.

Used only where the net was trained (``value22.applies`` and ``fits``: 22's
rules, four seats, seven cards each); else the expert plays the worlds out.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import numpy as np

from cardtable.ai.cucumber import value22
from cardtable.ai.cucumber.lean import LeanRules
from cardtable.ai.cucumber.normal import exchange_choice

#: Worlds per round of the halving at the expert's budget (the playout search
#: gets about 80-280).
WORLDS = 240

World = tuple[dict[int, list[int]], list[int]]


def after_exchange(world: World, hand: list[int], discard: tuple[int, ...], me: int,
                   later: Sequence[int], players: int, lr: LeanRules) -> list[list[int]]:
    """Every seat's hand as the play starts: ``me`` discards ``discard`` and draws
    from the world's stock, then the ``later`` seats exchange as ``normal``."""
    hands, stock = world
    after = {s: list(h) for s, h in hands.items()}
    mine = list(hand)
    for k in discard:
        mine.remove(k)
    st = list(stock)
    mine.extend(st[:len(discard)])
    del st[:len(discard)]
    mine.sort()
    after[me] = mine
    for s in later:
        h = after[s]
        give = exchange_choice(h, list(range(min(len(h), len(st)) + 1)), lr)
        for k in give:
            h.remove(k)
        h.extend(st[:len(give)])
        del st[:len(give)]
        h.sort()
    return [after.get(s, []) for s in range(players)]


def net_ranked(sample: Callable[[], World], all_hands: Callable[[World, int], list[list[int]]],
               n_options: int, prior: int | None, me: int, leader: int,
               value: Callable[[np.ndarray], np.ndarray],
               record: Callable[[int, float, float], None] | None = None,
               worlds: int = WORLDS, last_round: bool = True) -> list[int] | None:
    """The options ranked best first (the best two), by sequential halving over
    ``worlds`` fresh worlds a round, each (world, option) valued by the net
    (``value``: input rows to utilities). None if a world is not one the net
    knows (the caller plays out instead). ``record(option, lost, points)``, if
    given, is told the net's figures of every valued (world, option). Without
    ``last_round`` the last two are returned once the net has narrowed the
    options to them, not valued again: the caller plays them out."""
    alive = list(range(n_options))
    totals = [0.0] * n_options
    if prior is not None:
        totals[prior] += 1e-6
    for _ in range(max(1, math.ceil(math.log2(n_options)))):
        if len(alive) <= 2 and not last_round:
            return alive
        x = np.zeros((worlds * len(alive), value22.INPUTS), np.float32)
        row = 0
        for _w in range(worlds):
            world = sample()
            for i in alive:
                hands = all_hands(world, i)
                if not value22.fits(hands, [True] * len(hands)):
                    return None
                value22.encode_row(x[row], hands, me, leader)
                row += 1
        u = value(x).reshape(worlds, len(alive)).sum(0)
        for j, i in enumerate(alive):
            totals[i] += float(u[j])
        if record is not None:
            p, points = value22.forward(value22.shipped_weights(), x)
            p = p.reshape(worlds, len(alive))
            points = np.maximum(points, 0.0).reshape(worlds, len(alive))
            for j, i in enumerate(alive):
                for w in range(worlds):
                    record(i, float(p[w, j]), float(points[w, j]))
        alive.sort(key=lambda i: -totals[i])
        if len(alive) <= 2:
            return alive
        del alive[(len(alive) + 1) // 2:]
    return alive


def exchange_candidates(hand: list[int], sizes: list[int],
                        prior: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The sensible discards: none, the normal choice, and the k highest
    non-reserve cards up to 8, 10 or 12 for *every* k. Every k matters: the
    best discard often throws the middle cards but keeps a second low card
    or a low pair (4-4-5-7-8-10-J: throw 7-8-10-J), which the earlier
    choice of k in (1, 2, all) never offered (measured: ``docs/ai.md``, "22's
    exchange candidates")."""
    most = max(sizes)
    out: list[tuple[int, ...]] = [()] if not prior else [(), tuple(prior)]
    above = sorted(hand[1:], reverse=True)
    for limit in (8, 10, 12):
        mids = [k for k in above if (k >> 6) <= limit]
        for n in range(1, len(mids) + 1):
            c = tuple(mids[:min(n, most)])
            if c not in out:
                out.append(c)
    hi = tuple(sorted(hand[:1] + [k for k in hand[1:] if (k >> 6) <= 10], reverse=True)[:most])
    if hi not in out:
        out.append(hi)  # the reserve too, when it is not low
    return [c for c in out if len(c) in sizes or len(sizes) == most + 1]
