"""What a seat knows, in masks, and imagined deals consistent with it.

:func:`view_of` turns a ``SupertrumpObservation`` into a :class:`View`: the
bot's hand, the cards it has not seen (the *unseen* pool: the other hand's
hidden cards plus the hidden stock), the face-up cards the opponent took and
still holds (German Whist's memory: a card won face up is known to be in
that hand until it is played), and the **void caps**. A player who did not
follow suit held no card of that (effective) suit at that moment; in stage 1
they may have drawn some since, but only with a hidden draw after that
trick, so the number of hidden cards of that suit they hold now is at most
the number of hidden cards they drew since. In stage 2 no cards are drawn,
so a void is final.

:func:`sample_world` deals the unseen pool between the opponent's hidden
cards and the stock order, respecting the caps; the expert searches over
such worlds (PIMC). Once the stock is gone the world is unique: every
unseen card is in the other hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from cardtable.ai.supertrump.model import FULL, SUIT_INDEX, Trumps, bits, mask_of

STAGE_TRICKS = 13


@lru_cache(maxsize=64)
def trumps_for(trump: int, super_rank: int) -> Trumps:
    """One shared :class:`Trumps` per declaration (they are immutable)."""
    return Trumps(trump, super_rank)


@dataclass(frozen=True, slots=True)
class View:
    """One seat's knowledge during play, as masks and card indices (-1: none)."""

    trumps: Trumps
    hand: int
    #: The other hand's face-up cards still held (known to be there).
    known: int
    #: Cards neither in view nor played: the other hand's hidden cards and the stock.
    unseen: int
    played: int
    face_up: int
    lead: int
    stage: int
    opp_hidden: int          # how many of the other hand's cards are hidden
    stock_hidden: int        # hidden stock cards (face-up not counted)
    points: tuple[int, int]  # (mine, theirs) this game
    #: Per effective suit: the most hidden cards of it the other hand can hold (None: any).
    caps: tuple[int | None, int | None, int | None, int | None]

    @property
    def outstanding(self) -> int:
        """Cards that may still show up against me: the other hand and the stock."""
        return self.unseen | self.known


def declaration(obs) -> tuple[int, int] | None:
    """(trump suit index, super rank) once both are named, else ``None``."""
    if obs.trump is None or obs.super_rank is None:
        return None
    return SUIT_INDEX[obs.trump], int(obs.super_rank)


def view_of(obs) -> View:
    """The bot's :class:`View` of an observation in the play phase."""
    decl = declaration(obs)
    assert decl is not None, "view_of needs the declarations made"
    t = trumps_for(*decl)
    me, opp = obs.seat, 1 - obs.seat
    hand = mask_of(obs.hand)
    known = mask_of(obs.known_opponent_cards)
    played = mask_of(c for _, c in obs.played)
    face = obs.face_up.index if obs.face_up is not None else -1
    seen = hand | known | played | (1 << face if face >= 0 else 0)
    unseen = FULL & ~seen
    lead = obs.trick[0][1].index if obs.trick else -1
    return View(
        trumps=t, hand=hand, known=known, unseen=unseen, played=played, face_up=face,
        lead=lead, stage=obs.stage, opp_hidden=obs.opponent_hand_size - known.bit_count(),
        stock_hidden=obs.stock_size, points=(obs.points[me], obs.points[opp]),
        caps=void_caps(t, obs.played, opp))


def void_caps(t: Trumps, played, opp: int) -> tuple[int | None, ...]:
    """Per effective suit, how many hidden cards of it ``opp`` can hold now.

    Tricks are consecutive pairs of ``played`` (leader first). When ``opp``
    followed to a lead of another suit they were void in the led suit; each
    stage-1 trick they lost afterwards (that one included: the draw comes
    after the play) gave them one hidden card, which may be of that suit."""
    caps: list[int | None] = [None, None, None, None]
    draws_after: list[int] = []  # per trick: did opp draw a hidden card after it?
    voids: list[tuple[int, int]] = []  # (trick number, suit)
    for k in range(len(played) // 2):
        (s1, c1), (_, c2) = played[2 * k], played[2 * k + 1]
        a, b = c1.index, c2.index
        follower_won = t.follower_wins(a, b)
        winner = (1 - s1) if follower_won else s1
        draws_after.append(k < STAGE_TRICKS and winner != opp)
        if s1 != opp and t.eff[b] != t.eff[a]:
            voids.append((k, t.eff[a]))
    for k, s in voids:
        caps[s] = sum(draws_after[k:])
    return tuple(caps)


def sample_world(view: View, rng: random.Random) -> tuple[int, list[int]]:
    """A random (opponent hand, hidden stock order) consistent with ``view``.

    The unseen cards are shuffled; the opponent takes them in that order,
    passing over a card of a suit whose cap is full, and the rest is the
    stock in shuffled order. A true deal always fits the caps, so the
    opponent's hand always fills."""
    pool = list(bits(view.unseen))
    rng.shuffle(pool)
    caps = list(view.caps)
    eff = view.trumps.eff
    opp = view.known
    need = view.opp_hidden
    stock: list[int] = []
    for c in pool:
        s = eff[c]
        cap = caps[s]
        if need and (cap is None or cap > 0):
            opp |= 1 << c
            need -= 1
            if cap is not None:
                caps[s] = cap - 1
        else:
            stock.append(c)
    return opp, stock
