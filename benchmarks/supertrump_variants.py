"""Supertrump expert variants that were measured and not shipped, kept so their figures reproduce.

    .venv/bin/python benchmarks/supertrump_variants.py blind --pairs 300 --jobs 2   # seed 1
    .venv/bin/python benchmarks/supertrump_variants.py --duel 300                  # policies alone

Each variant is the expert as it was before its stage-2 net (``linear``: its
rollouts valued stage 2 with the linear card worths,
``greedy.estimate_rollout``) with one change to its stage-1 rollout, played
against the textbook ``pimc`` on the duplicate deals of ``supertrump_ai.py``
(README "Supertrump AI" lists what each scored). The switches:

* ``blind``: the rollout's players do not know the hidden card the loser of
  a trick will draw; a fight is priced against the mean worth of the cards
  still in the stock (the linear rollout prices it against the true one);
* ``look``: the leader tries every card against the follower's greedy answer
  and leads the one that nets most (the linear rollout's leader leads its cheapest
  sure winner when the fight pays, else its cheapest card);
* ``blind2``: ``blind``, and the leader's "sure winner" is judged against
  every card it cannot see (the other hand and the stock), not the other
  hand alone;
* ``blindlook``: ``blind`` and ``look``;
* ``blindme``: ``blind`` for the searching seat's own later moves only; the
  other seat still prices fights against the card it will really draw (its
  knowledge is a safe, pessimistic guess; mine would be fused into my plan).

``--duel N`` plays the rollout policies against each other with every card
in view over N random deals, stage 2 solved exactly: the policy that wins
such duels (``look``, by about 2.7 points a game) is not the one that makes
the better search (``look`` lost about 3 points a pair against ``pimc``).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import supertrump_ai  # noqa: E402

from cardtable.ai.supertrump.card_worth import LEAD_BONUS, worths  # noqa: E402
from cardtable.ai.supertrump.expert import ExpertBot  # noqa: E402
from cardtable.ai.supertrump.inference import trumps_for  # noqa: E402
from cardtable.ai.supertrump.model import Trumps, bits, mask_of  # noqa: E402
from cardtable.ai.supertrump.normal import super_choice, trump_choice  # noqa: E402
from cardtable.ai.supertrump.textbook_rollout import greedy_follow, greedy_lead  # noqa: E402

#: Variant name → (blind draw: "" none, "both" or "me" (seat 0, the searching
#: seat, only), lookahead leader, sure winners against the unseen).
SWITCHES = {"linear": ("", False, False), "blind": ("both", False, False),
            "look": ("", True, False), "blind2": ("both", False, True),
            "blindlook": ("both", True, False), "blindme": ("me", False, False)}


def look_lead(t: Trumps, vals: Sequence[float], hand: int, other: int, gain: float) -> int:
    """The card that nets most against the follower's greedy answer: the trick's
    ``gain`` won or lost, less my card's worth, plus the worth the follower spends."""
    best, bv = -1, -1e9
    for s in range(4):
        mine = hand & t.suit_mask[s]
        for c in t.by_power[s]:
            if not mine >> c & 1:
                continue
            b = greedy_follow(t, vals, other, c, gain)
            v = (-gain if t.follower_wins(c, b) else gain) - vals[c] + vals[b]
            if v > bv + 1e-9:
                best, bv = c, v
    return best


def rollout(switches: tuple[str, bool, bool], t: Trumps, hands: Sequence[int],
            stock: Sequence[int], face: int, leader: int, lead: int,
            points: Sequence[int], reply: int = -1) -> tuple[float, float]:
    """``greedy.estimate_rollout`` with the variant's switches (all off: the same numbers)."""
    blind, look, unseen = switches
    vals = worths(t.trump, t.super_rank)
    h, p = [hands[0], hands[1]], [points[0], points[1]]
    i, n = 0, len(stock)
    rest = sum(vals[c] for c in stock)
    smask = mask_of(stock)
    while face >= 0:
        f = 1 - leader
        mean, drawn = rest / (n - i), vals[stock[i]]
        gains = [1.0 + vals[face] - (mean if blind == "both" or (blind == "me" and s == 0)
                                     else drawn) for s in (0, 1)]
        if lead < 0:
            if look:
                lead = look_lead(t, vals, h[leader], h[f], gains[leader])
            else:
                lead = greedy_lead(t, vals, h[leader], h[f] | (smask if unseen else 0),
                                   gains[leader])
            h[leader] ^= 1 << lead
        b, reply = ((reply, -1) if reply >= 0
                    else (greedy_follow(t, vals, h[f], lead, gains[f]), -1))
        h[f] ^= 1 << b
        winner = f if t.follower_wins(lead, b) else leader
        lead, leader = -1, winner
        p[winner] += 1
        h[winner] |= 1 << face
        h[1 - winner] |= 1 << stock[i]
        rest -= vals[stock[i]]
        smask &= ~(1 << stock[i])
        i += 1
        face = stock[i] if i < n else -1
        if face >= 0:
            rest -= vals[face]
            smask &= ~(1 << face)
            i += 1
    left = h[0].bit_count()
    edge = sum(vals[c] for c in bits(h[0])) - sum(vals[c] for c in bits(h[1]))
    edge += LEAD_BONUS if leader == 0 else -LEAD_BONUS
    mine = min(float(left), max(0.0, left / 2 + edge / 2))
    return p[0] + 2 * mine, p[1] + 2 * (left - mine)


def variant(name: str) -> type[ExpertBot]:
    """The expert whose rollouts use ``name``'s switches."""
    switches = SWITCHES[name]

    class Variant(ExpertBot):
        @staticmethod
        def stage1_end(v, c, opp, stock):
            # The variant's rollout ends in final points already (its stage 2 estimated).
            if v.lead < 0:
                return rollout(switches, v.trumps, (v.hand ^ 1 << c, opp), stock, v.face_up,
                               0, c, v.points)
            return rollout(switches, v.trumps, (v.hand, opp), stock, v.face_up, 1, v.lead,
                           v.points, reply=c)

        @staticmethod
        def value_ends(t, ends):
            return list(ends)

    Variant.__name__ = Variant.name = name
    return Variant


def duel(a: str, b: str, deals: int, seed: int = 2) -> tuple[float, float]:
    """Mean points a game by which rollout policy ``a`` beats ``b`` with every card in
    view (stage 2 solved exactly), each deal played from both chairs; and its 95 % half-width."""
    from cardtable.ai.supertrump.solver import Solver
    rng = random.Random(seed)
    solvers: dict[tuple[int, int], Solver] = {}
    margins = []
    for _ in range(deals):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = mask_of(deck[:13]), mask_of(deck[13:26])
        trump = trump_choice(hands[0])
        t = trumps_for(trump, super_choice(hands[1], trump))
        solver = solvers.setdefault((t.trump, t.super_rank), Solver(t))
        sides = []
        for first, second in ((a, b), (b, a)):
            sides.append(_full_view_game(t, solver, hands, deck[26:], (first, second)))
        margins.append((sides[0] - sides[1]) / 2)
    mean = sum(margins) / deals
    sd = (sum((m - mean) ** 2 for m in margins) / deals) ** 0.5
    return mean, 1.96 * sd / deals ** 0.5


def _full_view_game(t: Trumps, solver, hands: Sequence[int], stock: Sequence[int],
                    names: tuple[str, str]) -> float:
    """Seat 0's points minus seat 1's: stage 1 by the named policies, stage 2 exact."""
    vals = worths(t.trump, t.super_rank)
    h, p, leader = [hands[0], hands[1]], [0, 0], 0
    for i in range(0, len(stock), 2):
        face, hid = stock[i], stock[i + 1]
        blind = [bool(SWITCHES[n][0]) for n in names]
        later = stock[i + 1:]
        cost = [sum(vals[c] for c in later) / len(later) if bl else vals[hid] for bl in blind]
        f = 1 - leader
        gain_l, gain_f = 1.0 + vals[face] - cost[leader], 1.0 + vals[face] - cost[f]
        unseen = mask_of(later) if SWITCHES[names[leader]][2] else 0
        lead = (look_lead(t, vals, h[leader], h[f], gain_l) if SWITCHES[names[leader]][1]
                else greedy_lead(t, vals, h[leader], h[f] | unseen, gain_l))
        h[leader] ^= 1 << lead
        b = greedy_follow(t, vals, h[f], lead, gain_f)
        h[f] ^= 1 << b
        leader = f if t.follower_wins(lead, b) else leader
        p[leader] += 1
        h[leader] |= 1 << face
        h[1 - leader] |= 1 << hid
    k = solver.value(h[leader], h[1 - leader])
    mine = k if leader == 0 else 13 - k
    return p[0] + 2 * mine - p[1] - 2 * (13 - mine)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--duel"]:
        deals = int(argv[1]) if len(argv) > 1 else 300
        for name in SWITCHES:
            if name != "linear":
                mean, half = duel(name, "linear", deals)
                print(f"{name:9s} vs linear rollout, every card in view, {deals} deals: "
                      f"{mean:+.2f} ± {half:.2f} points a game")
        return 0
    name = argv.pop(0)
    supertrump_ai.BOTS[name] = variant(name)
    return supertrump_ai.main([name, "pimc", "--no-solver", *argv])


if __name__ == "__main__":
    raise SystemExit(main())
