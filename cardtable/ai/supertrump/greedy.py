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
  (:func:`play_stage1`) and the stage-2 points are valued from the two
  hands. The expert values them with the learned net of :mod:`stage2_net`
  (:func:`net_points`, a decision's rollouts in one batch): 0.48 tricks
  root mean square error against the exact solver on positions play
  reaches. :func:`estimate_rollout` values them with the linear card worths
  (1.15 tricks there; 0.98 on random endgames, where the greedy stage-2
  playout of the textbook errs by 1.37); the expert used it before the net
  and the measured variants (``benchmarks/supertrump_variants.py``) still do.

The utility then prices the chance to reach 20 smoothly (a logistic in the
estimated final points), since the estimate is not a whole number.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from cardtable.ai.supertrump.card_worth import LEAD_BONUS, worths
from cardtable.ai.supertrump.model import Trumps
from cardtable.ai.supertrump.textbook_rollout import End, greedy_stage1

#: Bonus in the utility for reaching the 20 points that win the game.
WIN_BONUS = 8.0
#: Spread (points) of the logistic that prices reaching 20 from an estimate.
WIN_SPREAD = 2.0


def play_stage1(t: Trumps, hands: Sequence[int], stock: Sequence[int], face: int,
                leader: int, lead: int, points: Sequence[int],
                reply: int = -1) -> End:
    """Stage 1 played out greedily in full view, cards at their stage-2 worths:
    (points, hands, leader) when the stock is gone. Arguments as
    ``textbook_rollout.rollout``; without a face-up card (stage 2) nothing is
    played: stage 2 is solved exactly."""
    if face < 0:
        if lead >= 0 or reply >= 0:
            raise ValueError("stage 2 is solved exactly, not rolled out")
        return [points[0], points[1]], [hands[0], hands[1]], leader
    return greedy_stage1(t, worths(t.trump, t.super_rank), hands, stock, face, leader, lead,
                         points, reply)


def estimate_rollout(t: Trumps, hands: Sequence[int], stock: Sequence[int], face: int,
                     leader: int, lead: int, points: Sequence[int],
                     reply: int = -1) -> tuple[float, float]:
    """Final points of seats 0 and 1: stage 1 played greedily, stage 2 estimated
    by the linear card worths (arguments as :func:`play_stage1`)."""
    vals = worths(t.trump, t.super_rank)
    p, h, leader = play_stage1(t, hands, stock, face, leader, lead, points, reply)
    left = h[0].bit_count()
    edge = sum(vals[c] for c in _cards(h[0])) - sum(vals[c] for c in _cards(h[1]))
    edge += LEAD_BONUS if leader == 0 else -LEAD_BONUS
    mine = min(float(left), max(0.0, left / 2 + edge / 2))
    return p[0] + 2 * mine, p[1] + 2 * (left - mine)


def net_points(t: Trumps, ends: Sequence[End]) -> list[tuple[float, float]]:
    """Final points of seats 0 and 1 for each stage-1 end (points, hands, leader)
    of :func:`play_stage1`, stage 2 valued by the learned net in one batch."""
    # Imported here, on the AI's thread: numpy is not loaded with the game's modules.
    from cardtable.ai.supertrump import stage2_net
    tricks = stage2_net.leader_tricks(t.trump, t.super_rank, [h[lead] for _, h, lead in ends],
                                      [h[1 - lead] for _, h, lead in ends])
    out = []
    for (p, _, lead), k in zip(ends, tricks, strict=True):
        mine = k if lead == 0 else stage2_net.TRICKS - k
        out.append((p[0] + 2 * mine, p[1] + 2 * (stage2_net.TRICKS - mine)))
    return out


def _cards(m: int):
    while m:
        low = m & -m
        m ^= low
        yield low.bit_length() - 1


def smooth_utility(mine: float, theirs: float) -> float:
    """Estimated points plus the win bonus times the chance they reach 20."""
    return mine + WIN_BONUS / (1.0 + math.exp(-(mine - 19.5) / WIN_SPREAD * 1.7))
