"""The expert's declarations: trump suit and super rank chosen over sampled games.

A declaration is made once a game and shapes all 26 tricks, so the expert
spends far more rollouts on it than on a card (it is one decision in about
twenty: the median decision time does not see it). Each option meets the
same sampled deals (paired, so luck does not blur the comparison), and
each deal is played like the expert's stage-1 rollouts: stage 1 greedily in
full view (``greedy.play_stage1``), stage 2 valued by the learned net, all
of one option's deals in one batch (``greedy.net_points``). Why this way: the
expert's declarations made over normal-policy playouts lost 1.07 and 1.46
points where they differed from the textbook PIMC's; over greedy playouts
to the end of the game they were level with it; valued by the net they
won 65.7 % of games against it where the same expert declaring over
playouts won 64.8 % (300 deal pairs: within noise, and one valuation for
every decision).

* The **non-dealer** tries the four suits against a dealer who names the
  super rank that makes its hand worth most (``normal.super_choice``).
* The **dealer** knows the trump the other hand named, so it deals that
  hand only from deals where it would name that suit
  (``normal.trump_choice``, a few tries each), and compares its most
  promising super ranks (by the card values of its own hand).
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from cardtable.ai.supertrump.greedy import End, net_points, play_stage1, smooth_utility
from cardtable.ai.supertrump.inference import trumps_for
from cardtable.ai.supertrump.model import Trumps, bits, mask_of
from cardtable.ai.supertrump.normal import card_values, super_choice, trump_choice
from cardtable.ai.supertrump.tally import ScoreTally

#: How many super ranks the dealer compares (the best by its hand's card values).
SUPER_CANDIDATES = 7
#: At least this many deals per declaration.
MIN_WORLDS = 12
#: Tries to find an opponent hand that fits the trump suit it named.
FIT_TRIES = 20


def ranked_trumps(hand: int, budget: int, rng: random.Random) -> tuple[list[int], ScoreTally]:
    """The four suits, the best trump first, and what their rollouts scored."""
    worlds = max(MIN_WORLDS, budget // 4)
    ends: list[list[tuple[Trumps, End]]] = [[] for _ in range(4)]
    pool = [c for c in range(52) if not hand >> c & 1]
    for _ in range(worlds):
        rng.shuffle(pool)
        opp = mask_of(pool[:13])
        for s in range(4):
            t = trumps_for(s, super_choice(opp, s))
            ends[s].append((t, play_stage1(t, (hand, opp), pool[14:], pool[13], 0, -1, (0, 0))))
    totals, tally = _score(ends, range(4))
    return sorted(range(4), key=lambda s: (-totals[s], s)), tally


def super_candidates(hand: int, trump: int) -> list[int]:
    """The ranks that make ``hand`` worth most, the best first."""
    scored = []
    for r in range(2, 15):
        vals, _ = card_values(trump, r)
        scored.append((sum(vals[c] for c in bits(hand)), r))
    return [r for _, r in sorted(scored, reverse=True)[:SUPER_CANDIDATES]]


def ranked_supers(hand: int, trump: int, budget: int,
                  rng: random.Random) -> tuple[list[int], ScoreTally]:
    """The dealer's candidate super ranks, the best first, played out on deals
    where the other hand would have named ``trump``; and what they scored."""
    ranks = super_candidates(hand, trump)
    worlds = max(MIN_WORLDS, budget // len(ranks))
    ends: list[list[tuple[Trumps, End]]] = [[] for _ in ranks]
    pool = [c for c in range(52) if not hand >> c & 1]
    for _ in range(worlds):
        for _ in range(FIT_TRIES):
            rng.shuffle(pool)
            opp = mask_of(pool[:13])
            if trump_choice(opp) == trump:
                break
        for j, r in enumerate(ranks):
            t = trumps_for(trump, r)
            # seat 0 is the expert (the dealer); the other hand leads the first trick.
            ends[j].append((t, play_stage1(t, (hand, opp), pool[14:], pool[13], 1, -1, (0, 0))))
    totals, tally = _score(ends, ranks)
    order = sorted(range(len(ranks)), key=lambda j: (-totals[j], -ranks[j]))
    return [ranks[j] for j in order], tally


def _score(ends: list[list[tuple[Trumps, End]]],
           options: Iterable[int]) -> tuple[list[float], ScoreTally]:
    """Per option (``ends[j]`` are ``options[j]``'s), the total utility of its
    stage-1 ends, valued by the net one batch per declaration, and the tally
    of its final points."""
    totals = [0.0] * len(ends)
    tally = ScoreTally(options)
    for j, option in enumerate(ends):
        by_declaration: dict[Trumps, list[End]] = {}
        for t, end in option:
            by_declaration.setdefault(t, []).append(end)
        for t, group in by_declaration.items():
            for mine, theirs in net_points(t, group):
                utility = smooth_utility(mine, theirs)
                totals[j] += utility
                tally.add(j, mine, utility)
    return totals, tally

