"""The expert's rollouts: stage 1 played greedily in full view, stage 2 estimated.

Like the textbook's rollouts (``textbook_rollout``), both seats see both
hands and the stock order and fight for a face-up card when the trick's
point plus the card's worth over the hidden card they would draw instead
exceeds the worth of the card spent over their lowest. Two things differ,
both measured (README "Supertrump AI"):

* the **worth of a card** is what it is worth in stage 2: the per-card
  trick values of :mod:`card_worth`, fitted by least squares to the exact
  solver's values of random 13-card endgames;
* **stage 2 is not played out**: when the stock is gone, the rollout stops
  and the stage-2 points are estimated from the two hands with the same
  fitted values. On random endgames that estimate errs by 0.98 tricks
  (root mean square) against the exact solver, the greedy stage-2 playout
  of the textbook by 1.37, and it costs a sum instead of 13 tricks.

The utility then prices the chance to reach 20 smoothly (a logistic in the
estimated final points), since the estimate is not a whole number.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from cardtable.ai.supertrump.card_worth import LEAD_BONUS, worths
from cardtable.ai.supertrump.model import Trumps
from cardtable.ai.supertrump.textbook_rollout import greedy_follow, greedy_lead

#: Bonus in the utility for reaching the 20 points that win the game.
WIN_BONUS = 8.0
#: Spread (points) of the logistic that prices reaching 20 from an estimate.
WIN_SPREAD = 2.0


def estimate_rollout(t: Trumps, hands: Sequence[int], stock: Sequence[int], face: int,
                     leader: int, lead: int, points: Sequence[int],
                     reply: int = -1) -> tuple[float, float]:
    """Final points of seats 0 and 1: stage 1 played greedily, stage 2 estimated.

    Arguments as ``textbook_rollout.rollout``."""
    vals = worths(t.trump, t.super_rank)
    h = [hands[0], hands[1]]
    p = [points[0], points[1]]
    i = 0
    n_stock = len(stock)
    win = t.follower_wins
    if face >= 0:
        while True:
            f = 1 - leader
            gain = 1.0 + vals[face] - vals[stock[i]]
            if lead < 0:
                lead = greedy_lead(t, vals, h[leader], h[f], gain)
                h[leader] ^= 1 << lead
            if reply >= 0:
                b, reply = reply, -1
            else:
                b = greedy_follow(t, vals, h[f], lead, gain)
            h[f] ^= 1 << b
            winner = f if win(lead, b) else leader
            lead = -1
            leader = winner
            p[winner] += 1
            h[winner] |= 1 << face
            h[1 - winner] |= 1 << stock[i]
            i += 1
            if i >= n_stock:
                break
            face = stock[i]
            i += 1
    elif lead >= 0 or reply >= 0:
        raise ValueError("stage 2 is solved exactly, not estimated")
    left = h[0].bit_count()
    edge = sum(vals[c] for c in _cards(h[0])) - sum(vals[c] for c in _cards(h[1]))
    edge += LEAD_BONUS if leader == 0 else -LEAD_BONUS
    mine = min(float(left), max(0.0, left / 2 + edge / 2))
    return p[0] + 2 * mine, p[1] + 2 * (left - mine)


def _cards(m: int):
    while m:
        low = m & -m
        m ^= low
        yield low.bit_length() - 1


def smooth_utility(mine: float, theirs: float) -> float:
    """Estimated points plus the win bonus times the chance they reach 20."""
    return mine + WIN_BONUS / (1.0 + math.exp(-(mine - 19.5) / WIN_SPREAD * 1.7))
