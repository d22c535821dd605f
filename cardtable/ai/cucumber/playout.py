"""Playouts: one deal played to its end with the ``normal`` policy for every seat.

The expert's search spends nearly all its time here, so this module has two
ways to pick a play that must always agree:

* ``normal_step`` — the general way: ``Deal.options`` then
  ``normal.play_policy``, for every rule and every play;
* the fast path inside ``playout`` — a follower answering a *single* card
  under a ruleset without an ace rule (most plays of the family). For that
  case ``play_policy`` reduces to one scan of the sorted hand: play the
  cheapest card that heads the target, unless it is the reserve's kind (the
  lowest card), else play the lowest card. The scan skips building option
  lists and tuples and applies the play in place.

``tests/ai/test_playout.py`` plays thousands of random deals of every preset
both ways and checks that every play agrees, so the fast path is a pure
speed-up (about 2x: ``benchmarks/ai_playouts.py``).
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right

from cardtable.ai.cucumber.lean import Deal, lead_options
from cardtable.ai.cucumber.normal import counted_lead, play_policy


def normal_step(deal: Deal) -> tuple[int, ...]:
    """The normal policy's play for the seat to move (the general way)."""
    seat = deal.turn
    options = deal.options()
    if len(options) == 1:
        return options[0]
    # only a lead reads the unseen strengths (``play_policy``)
    pool = ([k >> 6 for s, h in enumerate(deal.hands) if s != seat for k in h] + deal.hidden
            if not deal.trick else ())
    n_after = deal.n_alive - len(deal.trick) - 1
    return play_policy(deal.hands[seat], options, not deal.trick, n_after, pool, deal.lr)


def fast_follow(hand: list[int], t: int, allow_equal: bool) -> int:
    """Index in ``hand`` of the normal policy's answer to a single card of
    strength ``t`` (no ace rule): the cheapest non-reserve heading card, else 0."""
    reserve = hand[0]
    if allow_equal:
        for i in range(1, len(hand)):
            c = hand[i]
            if c >> 6 >= t and c != reserve:
                return i
    else:
        for i in range(1, len(hand)):
            c = hand[i]
            if c >> 6 > t and c != reserve:
                return i
    return 0


def counting_lead(deal: Deal) -> tuple[int, ...]:
    """The normal policy's *counting* lead (sets, or following the highest card)
    for the seat to move, as ``play_policy`` picks it, without building the
    unseen pool: how many unseen cards reach a strength is counted by
    bisection in the other hands (sorted kinds) and in ``deal.hidden``
    (sorted strengths): ``normal.counted_lead``."""
    seat = deal.turn
    hand = deal.hands[seat]
    lr = deal.lr
    options = lead_options(hand, lr) if len(hand) > 1 else [(hand[0],)]
    others = [h for s, h in enumerate(deal.hands) if s != seat and h]
    hidden = deal.hidden

    def reaching(s: int, strict: bool) -> int:
        if strict:
            return (len(hidden) - bisect_right(hidden, s)
                    + sum(len(x) - bisect_left(x, (s + 1) << 6) for x in others))
        return (len(hidden) - bisect_left(hidden, s)
                + sum(len(x) - bisect_left(x, s << 6) for x in others))

    total = len(hidden) + sum(len(h) for h in others)
    return counted_lead(hand, options, deal.n_alive - 1, reaching, total, lr)


def playout(deal: Deal, me: int, rng: random.Random | None = None) -> float:
    """Play ``deal`` to its end with the normal policy (``me`` at random if
    ``rng``, see :func:`finish`); ``me``'s utility."""
    return utility(deal, finish(deal, me if rng is not None else None, rng), me)


def keeping_options(deal: Deal) -> list[tuple[int, ...]]:
    """The plays of the seat to move that keep a card of its lowest kind (all
    of them if none does): the searching seat's own moves in the playouts."""
    options = deal.options()
    return options if len(options) == 1 else keeping(deal, options)


def keeping(deal: Deal, options: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """Those of ``options`` (the seat to move's, two or more) that keep its lowest kind."""
    hand = deal.hands[deal.turn]
    low = hand[0]
    kept = hand.count(low)
    return [o for o in options if o.count(low) < kept] or options


def keeping_choice(deal: Deal, rng: random.Random) -> tuple[int, ...]:
    """A random play of the seat to move among those keeping its lowest kind."""
    options = deal.options()
    if len(options) == 1:
        return options[0]
    kept = keeping(deal, options)
    return kept[rng.randrange(len(kept))]


def normal_choice(deal: Deal) -> tuple[int, ...]:
    """The normal policy's play for the seat to move, as :func:`finish` picks it
    (the fast follow, the counting lead, else ``normal_step``), not applied."""
    lr = deal.lr
    if lr.ace_rule == "none" and deal.trick and len(deal.best) == 1:
        hand = deal.hands[deal.turn]
        t = deal.best[0] if lr.target_highest else deal.previous[0]
        return (hand[fast_follow(hand, t, lr.allow_equal)],)
    if (lr.sets or lr.target_highest) and not deal.trick:
        return counting_lead(deal)
    return normal_step(deal)


def finish(deal: Deal, explorer: int | None = None,
           rng: random.Random | None = None) -> list[tuple[int, int]]:
    """Play ``deal`` to its end with the normal policy; the last trick as shown.
    Seat ``explorer`` (if any) plays at random among the plays that keep its
    lowest kind, drawing from ``rng``."""
    lr = deal.lr
    fast = lr.ace_rule == "none"
    counting = lr.sets or lr.target_highest
    allow_equal = lr.allow_equal
    highest = lr.target_highest
    hands = deal.hands
    while True:
        trick = deal.trick
        if deal.turn == explorer:
            shown = deal.play(keeping_choice(deal, rng))
            if shown is not None:
                return shown
            continue
        if fast and trick and len(deal.best) == 1:
            seat = deal.turn
            hand = hands[seat]
            t = deal.best[0] if highest else deal.previous[0]
            i = fast_follow(hand, t, allow_equal)
            if len(trick) < deal.n_alive - 1:
                # not the trick's last card: apply in place, no tuples, no checks
                c = hand.pop(i)
                s = c >> 6
                mine = (s,)
                if s > t or (allow_equal and s == t):
                    deal.best = mine
                deal.previous = mine
                trick.append((seat, (c,)))
                deal.turn = deal.next_alive(seat)
                continue
            choice: tuple[int, ...] = (hand[i],)
        elif counting and not trick:
            choice = counting_lead(deal)
        else:
            choice = normal_step(deal)
        shown = deal.play(choice)
        if shown is not None:
            return shown


def utility(deal: Deal, shown: list[tuple[int, int]], me: int) -> float:
    """Not losing the deal first, then the points; going out weighs triple."""
    losers, delta = deal.result(shown)
    return outcome_utility(deal, losers, delta, me)


def outcome_utility(deal: Deal, losers: list[int], delta: dict[int, int], me: int) -> float:
    """:func:`utility` of a finished deal's ``Deal.result``."""
    d = delta.get(me, 0)
    u = -0.02 * d
    if me in losers:
        u -= 1.0
        if deal.lr.out(deal.scores[me] + d):
            u -= 2.0
    return u
