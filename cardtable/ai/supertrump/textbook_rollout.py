"""The textbook PIMC's rollouts: a game finished greedily with every card in view.

In a sampled world both seats see both hands and the stock order (a
*full-knowledge* rollout, as in PIMC's textbook description), and each
plays a simple greedy rule written from RULES.md §2:

* cards are worth what they can win later (:func:`textbook_values`, in
  points: a super about a stage-2 trick, trumps a little less, then plain
  aces and kings; low plain cards nothing);
* **stage 1**: winning a trick gives its point and the face-up card, losing
  it the next hidden card (known here). A seat wins with its cheapest card
  that surely wins (as follower: the cheapest that beats the lead; as
  leader: the cheapest the other hand cannot beat) when the point plus the
  face-up card's worth over the hidden card's exceeds the worth spent over
  its lowest card; otherwise it plays its lowest card;
* **stage 2**: cash the cheapest sure winner, else lead the lowest card; a
  follower wins as cheaply as it can, else plays its lowest.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from cardtable.ai.supertrump.model import SUPER_POWER, Trumps, bits, rank_of

#: A stage-1 rollout's end: (points, hands, leader) when the stock is gone.
End = tuple[list[int], list[int], int]
#: Bonus in the utility for reaching the 20 points that win the game.
WIN_BONUS = 8.0
_PLAIN = {14: 1.2, 13: 0.7, 12: 0.35, 11: 0.15}


@lru_cache(maxsize=64)
def textbook_values(trump: int, super_rank: int) -> tuple[float, ...]:
    """Each card's worth in later points under one declaration (ties broken by power)."""
    from cardtable.ai.supertrump.inference import trumps_for
    t = trumps_for(trump, super_rank)
    out = []
    for c in range(52):
        if t.power[c] == SUPER_POWER:
            v = 2.0
        elif t.eff[c] == trump:
            v = 1.0 + (rank_of(c) - 2) / 12
        else:
            v = _PLAIN.get(rank_of(c), 0.0)
        out.append(v + t.power[c] * 1e-4)
    return tuple(out)


def _cheapest(vals: Sequence[float], m: int) -> int:
    best, bv = -1, 1e9
    while m:
        low = m & -m
        m ^= low
        c = low.bit_length() - 1
        if vals[c] < bv:
            best, bv = c, vals[c]
    return best


def _beaten(t: Trumps, lead: int, hand: int) -> bool:
    """Can ``hand`` (answering legally) beat the lead ``lead``?"""
    win = t.follower_wins
    return any(win(lead, b) for b in bits(t.follows(hand, lead)))


def greedy_lead(t: Trumps, vals: Sequence[float], hand: int, other: int,
                gain: float | None) -> int:
    """The leader's card; ``gain`` is what winning this stage-1 trick is worth
    (``None`` in stage 2, where a sure trick is always taken)."""
    low = _cheapest(vals, hand)
    sure = 0
    for c in bits(hand):
        if not _beaten(t, c, other):
            sure |= 1 << c
    w = _cheapest(vals, sure)
    if w >= 0 and (gain is None or gain > vals[w] - vals[low]):
        return w
    return low


def greedy_follow(t: Trumps, vals: Sequence[float], hand: int, lead: int,
                  gain: float | None) -> int:
    """The follower's card (``gain`` as in :func:`greedy_lead`)."""
    legal = t.follows(hand, lead)
    win = lose = 0
    for c in bits(legal):
        if t.follower_wins(lead, c):
            win |= 1 << c
        else:
            lose |= 1 << c
    w = _cheapest(vals, win)
    low = _cheapest(vals, lose)
    if w < 0:
        return low
    if low < 0 or gain is None or gain > vals[w] - vals[low]:
        return w
    return low


def greedy_trick(t: Trumps, vals: Sequence[float], h: list[int], leader: int, lead: int,
                 reply: int, gain: float | None) -> int:
    """Play one trick greedily on the hands ``h`` (changed in place): ``lead`` and
    ``reply`` when already chosen (-1: not yet), ``gain`` as in :func:`greedy_lead`.
    The winner's seat."""
    f = 1 - leader
    if lead < 0:
        lead = greedy_lead(t, vals, h[leader], h[f], gain)
        h[leader] ^= 1 << lead
    b = reply if reply >= 0 else greedy_follow(t, vals, h[f], lead, gain)
    h[f] ^= 1 << b
    return f if t.follower_wins(lead, b) else leader


def greedy_stage1(t: Trumps, vals: Sequence[float], hands: Sequence[int],
                  stock: Sequence[int], face: int, leader: int, lead: int,
                  points: Sequence[int], reply: int = -1) -> End:
    """Stage 1 finished greedily in full view with card worths ``vals``:
    (points, hands, leader) when the stock is gone. Arguments as :func:`rollout`,
    ``face`` a face-up card (the expert's rollouts share this: ``greedy``)."""
    h = [hands[0], hands[1]]
    p = [points[0], points[1]]
    for i in range(-1, len(stock), 2):   # stock: hidden, face, hidden, face, ...
        if i >= 0:
            face = stock[i]
        hidden = stock[i + 1]
        leader = greedy_trick(t, vals, h, leader, lead, reply, 1.0 + vals[face] - vals[hidden])
        lead = reply = -1
        p[leader] += 1
        h[leader] |= 1 << face
        h[1 - leader] |= 1 << hidden
    return p, h, leader


def rollout(t: Trumps, hands: Sequence[int], stock: Sequence[int], face: int,
            leader: int, lead: int, points: Sequence[int],
            reply: int = -1) -> tuple[int, int]:
    """Finish the game greedily with full knowledge; the final points of seats 0, 1.

    ``hands`` exclude a ``lead`` already on the table (-1: none yet);
    ``stock`` is the hidden stock top first, ``face`` the face-up card (-1 in
    stage 2); ``reply``, if given, is the follower's card to ``lead``."""
    vals = textbook_values(t.trump, t.super_rank)
    if face >= 0:
        p, h, leader = greedy_stage1(t, vals, hands, stock, face, leader, lead, points, reply)
        lead = reply = -1
    else:
        h, p = [hands[0], hands[1]], [points[0], points[1]]
    while h[leader] or lead >= 0:
        leader = greedy_trick(t, vals, h, leader, lead, reply, None)
        lead = reply = -1
        p[leader] += 2
    return p[0], p[1]


def utility(mine: int, theirs: int) -> float:
    """Points, and a bonus for winning the game (reaching 20)."""
    return mine + (WIN_BONUS if mine >= 20 else 0.0)
