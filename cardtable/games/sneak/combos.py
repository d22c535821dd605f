"""Sneak combos: what a set of cards is and which set wins a challenge (RULES.md §3).

Pure functions of cards, shared by the engine and the AI (which judges sets
in imagined positions, without a state). The two comparisons differ:

* **sneak** (face down): the better combo type wins whatever was led, a set
  with no combo ("buta") being the weakest; within a type the ranks decide
  from the top card down. One card: the higher rank, any suit.
* **flaunt** (face up): a challenger must match the *led* type and be
  higher. A set counts as the led type whenever it satisfies that type's
  definition, so J♠-10♠-9♠ answering a led flush is judged as a flush (T20),
  while a led straight flush is beaten only by a higher straight flush
  (T21). One card: only a higher card of the led suit.

Ties go to the player later in turn order. A challenger always sits later
than the leader, so ``*_beats(challenger, leader)`` counts a tie as a win;
:func:`sneak_winner` / :func:`flaunt_winner` take the sets in turn order and
return the last best one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum

from cardtable.cards import Card, Rank


class ComboType(IntEnum):
    """Combo types; the value orders them for sneaks (stronger is larger)."""

    NONE = 0            # "buta": no combo, only sneaked
    FLUSH = 1
    STRAIGHT = 2
    STRAIGHT_FLUSH = 3
    MATCH = 4
    SINGLE = 5          # one card: never compared with a set of another size

    @property
    def label(self) -> str:
        return self.name.lower().replace("_", " ")


@dataclass(frozen=True, slots=True)
class Combo:
    """What a set is: its best ``type`` and its ranks from the top down
    (ace as 1 in a run that starts A-2, else as 14)."""

    type: ComboType
    ranks_desc: tuple[int, ...]

    @property
    def size(self) -> int:
        return len(self.ranks_desc)


ACE_LOW = 1


def _run(ranks: Sequence[int]) -> tuple[int, ...] | None:
    """The ranks of a run (top first) if ``ranks`` are consecutive and distinct,
    ace high (A-K-Q) or low (3-2-A), never wrapping (K-A-2); else ``None``.
    The ace-high reading wins when both work (a 13-card run)."""
    if len(set(ranks)) != len(ranks) or len(ranks) < 2:
        return None
    high = sorted(ranks, reverse=True)
    if high[0] - high[-1] == len(high) - 1:
        return tuple(high)
    if Rank.ACE in ranks:
        low = sorted((ACE_LOW if r == Rank.ACE else r for r in ranks), reverse=True)
        if low[0] - low[-1] == len(low) - 1:
            return tuple(low)
    return None


def _one_suit(cards: Sequence[Card]) -> bool:
    return len({c.suit for c in cards}) == 1


def _one_rank(cards: Sequence[Card]) -> bool:
    return len({c.rank for c in cards}) == 1


def classify(cards: Sequence[Card]) -> Combo:
    """The best combo ``cards`` form (a single card is ``SINGLE``).
    Two identical cards (two decks) are a match; so is any set of one rank."""
    if not cards:
        raise ValueError("an empty set is no combo")
    ranks = [int(c.rank) for c in cards]
    desc = tuple(sorted(ranks, reverse=True))
    if len(cards) == 1:
        return Combo(ComboType.SINGLE, desc)
    if _one_rank(cards):
        return Combo(ComboType.MATCH, desc)
    run = _run(ranks)
    if run is not None:
        return Combo(ComboType.STRAIGHT_FLUSH if _one_suit(cards) else ComboType.STRAIGHT, run)
    if _one_suit(cards):
        return Combo(ComboType.FLUSH, desc)
    return Combo(ComboType.NONE, desc)


def is_flaunt_set(cards: Sequence[Card]) -> bool:
    """May ``cards`` be flaunted (one card, or a combo)? Anything may be sneaked."""
    return bool(cards) and classify(cards).type is not ComboType.NONE


def as_type(cards: Sequence[Card], kind: ComboType) -> tuple[int, ...] | None:
    """The ranks of ``cards`` read as combo ``kind`` (top first), or ``None`` if
    they do not satisfy it: a straight flush is also a straight and a flush,
    a one-suit pair of identical cards also a flush."""
    ranks = [int(c.rank) for c in cards]
    if kind is ComboType.SINGLE:
        return tuple(ranks) if len(cards) == 1 else None
    if len(cards) < 2:
        return None
    if kind is ComboType.MATCH:
        return tuple(ranks) if _one_rank(cards) else None
    if kind is ComboType.FLUSH:
        return tuple(sorted(ranks, reverse=True)) if _one_suit(cards) else None
    if kind is ComboType.STRAIGHT_FLUSH and not _one_suit(cards):
        return None
    if kind in (ComboType.STRAIGHT, ComboType.STRAIGHT_FLUSH):
        return _run(ranks)
    return tuple(sorted(ranks, reverse=True))  # NONE: any set reads as plain cards


def sneak_key(cards: Sequence[Card]) -> tuple[int, tuple[int, ...]]:
    """Sort key of a sneaked set: combo type, then ranks from the top."""
    combo = classify(cards)
    return int(combo.type), combo.ranks_desc


def flaunt_key(cards: Sequence[Card], led: Sequence[Card]) -> tuple[int, ...] | None:
    """Sort key of ``cards`` answering the flaunt ``led``, or ``None`` if it cannot
    win at all (another suit for one card, another combo type for a set)."""
    if len(cards) != len(led):
        return None
    if len(led) == 1:
        return (int(cards[0].rank),) if cards[0].suit is led[0].suit else None
    return as_type(cards, classify(led).type)


def sneak_beats(challenger: Sequence[Card], leader: Sequence[Card]) -> bool:
    """Does a sneak challenge take the leader's set? Ties go to the challenger (later)."""
    return len(challenger) == len(leader) and sneak_key(challenger) >= sneak_key(leader)


def flaunt_beats(challenger: Sequence[Card], leader: Sequence[Card]) -> bool:
    """Does a flaunt challenge take the led set? Ties go to the challenger (later)."""
    key = flaunt_key(challenger, leader)
    return key is not None and key >= flaunt_key(leader, leader)  # type: ignore[operator]


def sneak_winner(sets: Sequence[Sequence[Card]]) -> int:
    """Index of the winning set of a sneak, ``sets`` in turn order (leader first)."""
    best = 0
    for i in range(1, len(sets)):
        if sneak_key(sets[i]) >= sneak_key(sets[best]):
            best = i
    return best


def flaunt_winner(sets: Sequence[Sequence[Card]]) -> int:
    """Index of the winning set of a flaunt, ``sets`` in turn order (leader first)."""
    led = sets[0]
    best, best_key = 0, flaunt_key(led, led)
    for i in range(1, len(sets)):
        key = flaunt_key(sets[i], led)
        if key is not None and key >= best_key:  # type: ignore[operator]
            best, best_key = i, key
    return best
