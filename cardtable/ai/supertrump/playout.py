"""Fast playouts: a Supertrump game finished by the ``normal`` policy on masks.

The expert judges a stage-1 move or a declaration by finishing the game in
many imagined worlds. A playout works on one world as plain integers: two
hand masks, the face-up card and the hidden stock order; both seats play
:func:`normal.normal_card`, each counting only what it has seen (its own
hand, the played cards, the face-up card), so the imagined opponent is the
counting player the expert expects to meet. Seat 0 of a playout is the
searching bot. The count of playouts, not the clock, is the expert's budget.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.ai.supertrump.model import FULL, Trumps
from cardtable.ai.supertrump.normal import normal_card

#: Bonus in the utility for reaching the 20 points that win the game.
WIN_BONUS = 8.0


def playout(t: Trumps, hands: Sequence[int], stock: Sequence[int], face: int,
            leader: int, lead: int, played: int, points: Sequence[int],
            reply: int = -1) -> tuple[int, int]:
    """Finish the game; returns the final points of seats 0 and 1.

    ``hands`` exclude a ``lead`` already on the table (-1: the trick is
    empty); ``stock`` is the hidden stock, top first; ``face`` is -1 once
    the stock is gone (stage 2); ``played`` includes ``lead``. ``reply``, if
    given, is the follower's card to ``lead`` (the move being judged)."""
    h = [hands[0], hands[1]]
    p = [points[0], points[1]]
    i = 0
    n_stock = len(stock)
    stage = 1 if face >= 0 else 2
    face_bit = 1 << face if face >= 0 else 0
    win = t.follower_wins
    while True:
        f = 1 - leader
        if lead < 0:
            hl = h[leader]
            if not hl:
                break
            lead = normal_card(t, hl, -1, face, FULL & ~(hl | played | face_bit), stage)
            h[leader] = hl ^ (1 << lead)
            played |= 1 << lead
        hf = h[f]
        if reply >= 0:
            b, reply = reply, -1
        else:
            b = normal_card(t, hf, lead, face, FULL & ~(hf | played | face_bit), stage)
        h[f] = hf ^ (1 << b)
        played |= 1 << b
        winner = f if win(lead, b) else leader
        lead = -1
        leader = winner
        if stage == 1:
            p[winner] += 1
            h[winner] |= face_bit
            h[1 - winner] |= 1 << stock[i]
            i += 1
            if i < n_stock:
                face = stock[i]
                face_bit = 1 << face
                i += 1
            else:
                stage, face, face_bit = 2, -1, 0
        else:
            p[winner] += 2
    return p[0], p[1]


def utility(mine: int, theirs: int) -> float:
    """What the expert maximises: points, and a bonus for winning the game."""
    return mine + (WIN_BONUS if mine >= 20 else 0.0)
