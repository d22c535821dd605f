"""Supertrump actions: play a card, or name the trump suit / super-trump rank.

Small immutable, hashable values so they can be compared, put in records and
sent across threads. ``Play`` carries ``cards`` (a 1-tuple) as well as
``card`` because generic code (records, the table, the log) reads
``action.cards`` of any game's play. Declarations are actions like any other
(DESIGN.md "Engine protocol"), so AI, record and replay treat them uniformly;
their value is the record's text (``"H"``, ``"10"``), checked by the engine.
"""

from __future__ import annotations

from cardtable.cards import Card

#: Declaration names, in the order they are made.
DECLARATIONS = ("trump", "super")
#: Legal values: suit letters for the trump suit, rank texts for the super rank.
SUIT_VALUES = ("S", "H", "D", "C")
RANK_VALUES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


class Play:
    """Put ``card`` into the trick."""

    __slots__ = ("card", "cards")
    name = "play"
    card: Card
    cards: tuple[Card, ...]

    def __init__(self, card: Card) -> None:
        self.card = card
        self.cards = (card,)

    def __eq__(self, other: object) -> bool:
        return type(other) is Play and other.card is self.card  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(("play", self.card))

    def __repr__(self) -> str:
        return f"Play({self.card})"

    def __str__(self) -> str:
        return f"play {self.card}"

    def __reduce__(self) -> tuple:
        return (Play, (self.card,))


class Declare:
    """Name the ``trump`` suit (value ``S H D C``) or the ``super`` rank (``2``…``A``)."""

    __slots__ = ("name", "value")
    cards: tuple[Card, ...] = ()

    def __init__(self, name: str, value: str) -> None:
        self.name = name
        self.value = value

    def __eq__(self, other: object) -> bool:
        return (type(other) is Declare and other.name == self.name  # type: ignore[attr-defined]
                and other.value == self.value)  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((self.name, self.value))

    def __repr__(self) -> str:
        return f"Declare({self.name}={self.value})"

    def __str__(self) -> str:
        return f"{self.name}: {self.value}"

    def __reduce__(self) -> tuple:
        return (Declare, (self.name, self.value))


Action = Play | Declare
