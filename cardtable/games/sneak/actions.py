"""Sneak actions: draw, sneak, flaunt, challenge, pass.

Small immutable, hashable values so they can be compared, put in records and
sent across threads. Every action has ``name`` (the record's ``action``) and
``cards`` (empty for draw and pass). A set of cards is kept in one canonical
order (rank, then suit) so two actions with the same cards are equal however
they were picked; with two decks a card may appear twice.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardtable.cards import Card


def canonical(cards: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` in the one order actions and events use (low rank first)."""
    return tuple(sorted(cards, key=lambda c: c.index))


class _Action:
    """Shared behaviour: equality and hash by name and cards."""

    __slots__ = ("cards",)
    name = ""
    cards: tuple[Card, ...]

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        items = tuple(cards)
        if all(isinstance(c, Card) for c in items):
            items = canonical(items)
        self.cards = items  # anything else is refused by ``apply`` with a sentence

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.cards == self.cards  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((self.name, self.cards))

    def __repr__(self) -> str:
        inner = " ".join(str(c) for c in self.cards)
        return f"{type(self).__name__}({inner})"

    def __str__(self) -> str:
        return " ".join([self.name, *(str(c) for c in self.cards)])

    def __reduce__(self) -> tuple:
        return (type(self), (self.cards,))


class Draw(_Action):
    """Take the top card of the stock."""

    __slots__ = ()
    name = "draw"

    def __init__(self) -> None:
        super().__init__(())

    def __reduce__(self) -> tuple:
        return (Draw, ())


class Pass(_Action):
    """Let a sneak or flaunt go unchallenged by this seat; on a turn, the one
    move of a seat at the hand limit when nobody else holds a card (T22)."""

    __slots__ = ()
    name = "pass"

    def __init__(self) -> None:
        super().__init__(())

    def __reduce__(self) -> tuple:
        return (Pass, ())


class Sneak(_Action):
    """Lead ``cards`` face down (any set)."""

    __slots__ = ()
    name = "sneak"


class Flaunt(_Action):
    """Lead ``cards`` face up (one card or a combo)."""

    __slots__ = ()
    name = "flaunt"


class Challenge(_Action):
    """Answer the lead with as many ``cards``: face down against a sneak, a
    hidden face-up commitment against a flaunt."""

    __slots__ = ()
    name = "challenge"


Action = Draw | Pass | Sneak | Flaunt | Challenge
ACTIONS: dict[str, type[_Action]] = {
    cls.name: cls for cls in (Draw, Pass, Sneak, Flaunt, Challenge)
}
