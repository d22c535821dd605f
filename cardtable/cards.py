"""Playing cards: ranks, suits, jokers, notation, decks and seeded shuffling.

Cards are *interned*: there is exactly one ``Card`` object per distinct card
(``10H``, ``AS``, ``JK``), so two decks simply hold the same object twice.
Equality is identity and the hash is a small fixed integer, which makes
cards cheap to compare, to count in a ``Counter`` and to store in hands, and
keeps every set/dict iteration order reproducible from run to run (a random
``id()``-based hash would not be).

This module is pure Python and never imports Qt.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from enum import Enum, IntEnum


class Rank(IntEnum):
    """Card ranks; the integer value is the natural order (A high, joker above)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    JOKER = 15

    @property
    def symbol(self) -> str:
        """The rank as written in card notation (``10``, ``J``, ``A``, ``JK``)."""
        return _RANK_SYMBOLS[self]


class Suit(Enum):
    """The four suits, valued by their notation letter."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def glyph(self) -> str:
        """The Unicode suit symbol, for display."""
        return _SUIT_GLYPHS[self]


_RANK_SYMBOLS = {
    Rank.TWO: "2", Rank.THREE: "3", Rank.FOUR: "4", Rank.FIVE: "5",
    Rank.SIX: "6", Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9",
    Rank.TEN: "10", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K",
    Rank.ACE: "A", Rank.JOKER: "JK",
}
_SUIT_GLYPHS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
STANDARD_RANKS = tuple(r for r in Rank if r is not Rank.JOKER)


class Card:
    """One playing card. Never construct directly: use :func:`card`, :func:`parse_card`."""

    __slots__ = ("code", "index", "rank", "suit")

    rank: Rank
    suit: Suit | None
    index: int
    code: str

    def __init__(self, rank: Rank, suit: Suit | None, index: int) -> None:
        self.rank = rank
        self.suit = suit
        self.index = index
        self.code = rank.symbol + (suit.value if suit is not None else "")

    @property
    def is_joker(self) -> bool:
        return self.rank is Rank.JOKER

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __repr__(self) -> str:
        return f"Card({self.code})"

    def __str__(self) -> str:
        return self.code

    def __reduce__(self) -> tuple:
        # Keep interning across copy/pickle: rebuild through the registry.
        return (parse_card, (self.code,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict) -> Card:
        return self


def _build_registry() -> tuple[dict[str, Card], list[Card]]:
    by_code: dict[str, Card] = {}
    ordered: list[Card] = []
    for rank in STANDARD_RANKS:
        for suit in _SUIT_ORDER:
            c = Card(rank, suit, len(ordered))
            ordered.append(c)
            by_code[c.code] = c
    joker = Card(Rank.JOKER, None, len(ordered))
    ordered.append(joker)
    by_code[joker.code] = joker
    return by_code, ordered


_BY_CODE, ALL_CARDS = _build_registry()
JOKER = _BY_CODE["JK"]
CARDS_PER_DECK = 52


def card(rank: Rank, suit: Suit | None = None) -> Card:
    """The interned card of ``rank`` and ``suit`` (no suit for the joker)."""
    if rank is Rank.JOKER:
        if suit is not None:
            raise ValueError("a joker has no suit")
        return JOKER
    if suit is None:
        raise ValueError(f"rank {rank.symbol} needs a suit")
    return _BY_CODE[rank.symbol + suit.value]


def parse_card(text: str) -> Card:
    """Parse card notation: rank ``2``–``10``, ``J``, ``Q``, ``K``, ``A`` plus suit
    ``S H D C`` (``10H``, ``AS``), or ``JK`` for a joker. Raises ``ValueError``."""
    if not isinstance(text, str):
        raise ValueError(f"a card must be written as text like '10H', not {type(text).__name__}")
    found = _BY_CODE.get(text.strip().upper())
    if found is None:
        shown = text if len(text) <= 12 else text[:12] + "…"
        raise ValueError(f"'{shown}' is not a card (write cards like 10H, AS, 7C or JK)")
    return found


def parse_cards(texts: Iterable[str]) -> list[Card]:
    """Parse a sequence of card notations."""
    return [parse_card(t) for t in texts]


def cards_text(cards: Iterable[Card], sep: str = " ") -> str:
    """Card notation joined with ``sep`` (``"KS 9H 8D"``)."""
    return sep.join(c.code for c in cards)


def build_deck(decks: int = 1, jokers_per_deck: int = 0) -> list[Card]:
    """A fresh, unshuffled pack of ``decks`` standard 52-card decks, each with
    ``jokers_per_deck`` jokers, in a fixed order (deterministic)."""
    if decks < 1:
        raise ValueError("at least one deck is needed")
    if not 0 <= jokers_per_deck <= 3:
        raise ValueError("a deck holds 0 to 3 jokers")
    one = ALL_CARDS[:CARDS_PER_DECK] + [JOKER] * jokers_per_deck
    return one * decks


def shuffled(cards: Sequence[Card], rng: random.Random) -> list[Card]:
    """A shuffled copy of ``cards``, using only the injected ``rng``."""
    out = list(cards)
    rng.shuffle(out)
    return out
