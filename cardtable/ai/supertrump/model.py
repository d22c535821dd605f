"""Supertrump in integers: the card arithmetic every Supertrump bot shares.

The bots (and above all the stage-2 solver and the rollouts) evaluate
thousands of tricks per decision, so they do not touch ``Card`` objects or
the engine: a card is its index in ``cardtable.cards.ALL_CARDS`` (0–51,
rank-major: ``index = (rank - 2) * 4 + suit``, suits in the order S H D C),
a hand is a 52-bit mask. :class:`Trumps` precomputes, for one declared
trump suit and super-trump rank (RULES.md §2), each card's *effective*
suit (a super trump belongs to the trump suit) and its *power* inside a
trick, so that following suit is one mask test and the trick winner two
comparisons. ``tests/ai/supertrump`` checks these against the engine's
``tricks.py``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from cardtable.cards import Card, Suit

SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
SUIT_INDEX: dict[Suit, int] = {s: i for i, s in enumerate(SUITS)}
FULL = (1 << 52) - 1
#: Power of a super trump: above every trump (50 + rank), all four equal.
SUPER_POWER = 100


def rank_of(c: int) -> int:
    """The rank (2–14) of card index ``c``."""
    return (c >> 2) + 2


def suit_of(c: int) -> int:
    """The printed suit (0–3) of card index ``c``."""
    return c & 3




def mask_of(cards: Iterable[Card | int]) -> int:
    """The bitmask of ``cards`` (Card objects or indices)."""
    m = 0
    for c in cards:
        m |= 1 << (c if isinstance(c, int) else c.index)
    return m


def bits(m: int) -> Iterator[int]:
    """The card indices in mask ``m``, lowest first."""
    while m:
        low = m & -m
        yield low.bit_length() - 1
        m ^= low



class Trumps:
    """Effective suits and trick powers under one (trump suit, super rank) declaration.

    ``power`` orders the cards of one effective suit: plain cards by rank,
    trumps 50 + rank, supers :data:`SUPER_POWER`. Between two supers the
    first played wins, which the strict comparison in :meth:`follower_wins`
    gives for free.
    """

    __slots__ = ("by_power", "eff", "power", "suit_mask", "super_mask", "super_rank",
                 "trump", "trump_mask")

    def __init__(self, trump: int, super_rank: int) -> None:
        self.trump = trump
        self.super_rank = super_rank
        self.eff: list[int] = []
        self.power: list[int] = []
        self.suit_mask = [0, 0, 0, 0]
        for c in range(52):
            r, s = rank_of(c), suit_of(c)
            if r == super_rank:
                e, p = trump, SUPER_POWER
            elif s == trump:
                e, p = trump, 50 + r
            else:
                e, p = s, r
            self.eff.append(e)
            self.power.append(p)
            self.suit_mask[e] |= 1 << c
        self.trump_mask = self.suit_mask[trump]
        self.super_mask = sum(1 << c for c in range(52) if rank_of(c) == super_rank)
        #: Per effective suit, its cards from weakest to strongest.
        self.by_power: list[list[int]] = [
            sorted(bits(self.suit_mask[s]), key=lambda c: (self.power[c], c)) for s in range(4)]

    def follows(self, hand: int, lead: int) -> int:
        """The mask of cards in ``hand`` legal after ``lead``: its suit if held, else all."""
        same = hand & self.suit_mask[self.eff[lead]]
        return same or hand

    def follower_wins(self, lead: int, follow: int) -> bool:
        """Does ``follow`` beat ``lead``? (RULES.md §2: suit, trump, super; ties to the leader.)"""
        el, ef = self.eff[lead], self.eff[follow]
        if el == ef:
            return self.power[follow] > self.power[lead]
        return ef == self.trump

    def is_trump(self, c: int) -> bool:
        return self.eff[c] == self.trump



def runs(t: Trumps, hand: int, other: int) -> list[int]:
    """One card per run of ``hand`` (same effective suit, no card of ``other``
    between): such cards do the same work, so a search tries one of each."""
    reps: list[int] = []
    for s in range(4):
        if not hand & t.suit_mask[s]:
            continue
        last = -1
        for c in t.by_power[s]:
            bit = 1 << c
            if hand & bit:
                last = c
            elif other & bit and last >= 0:
                reps.append(last)
                last = -1
        if last >= 0:
            reps.append(last)
    return reps


def run_members(t: Trumps, hand: int, other: int) -> dict[int, int]:
    """Each card of ``hand`` → the card :func:`runs` tries for its run (a hint's
    values give equal cards the figures of the one searched)."""
    out: dict[int, int] = {}
    for s in range(4):
        if not hand & t.suit_mask[s]:
            continue
        run: list[int] = []
        for c in t.by_power[s]:
            bit = 1 << c
            if hand & bit:
                run.append(c)
            elif other & bit and run:
                out.update((m, run[-1]) for m in run)
                run = []
        out.update((m, run[-1]) for m in run)
    return out
