"""Actions of the Cucumber family: what a seat can do on its turn.

Actions are small immutable values so they can be compared, hashed, put in
records and sent across threads. Card-carrying actions hold concrete cards
(the person clicked *that* 8♥), while the engine judges them by kind. They
are hand-written slotted classes rather than frozen dataclasses because the
engine creates thousands per second (every legal exchange of a hand) and a
frozen dataclass pays an ``object.__setattr__`` per field. Treat them as
immutable: they are hashed.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardtable.cards import Card, cards_text


class _CardAction:
    """An action carrying a tuple of cards; equal only to the same type and cards."""

    __slots__ = ("cards",)
    name = ""
    cards: tuple[Card, ...]

    def __init__(self, cards: Iterable[Card]) -> None:
        # Treated as immutable (it is hashed); not enforced, to keep creation cheap.
        self.cards = cards if type(cards) is tuple else tuple(cards)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.cards == self.cards  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((self.name, self.cards))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({cards_text(self.cards)})"

    def __reduce__(self) -> tuple:
        return (type(self), (self.cards,))


class Exchange(_CardAction):
    """Discard these cards face down and draw as many from the stock (none: keep)."""

    __slots__ = ()
    name = "exchange"

    def __str__(self) -> str:
        return f"exchange {cards_text(self.cards) or '(keep)'}"


class Play(_CardAction):
    """Put these cards into the trick (a lead, a follow, or the last card)."""

    __slots__ = ()
    name = "play"

    def __str__(self) -> str:
        return f"play {cards_text(self.cards)}"


#: Yes/no decisions that are not card plays, by record name.
DECISIONS = ("contra", "free", "double", "redouble", "buy-in", "re-entry", "reset")


class Decide:
    """Answer a yes/no question: ``contra``, Rassi's ``free``/``double``/
    ``redouble``, ``buy-in``, ``re-entry`` or a free ``reset``."""

    __slots__ = ("name", "value")
    cards: tuple[Card, ...] = ()

    def __init__(self, name: str, value: bool) -> None:
        self.name = name
        self.value = value

    def __eq__(self, other: object) -> bool:
        return (type(other) is Decide and other.name == self.name  # type: ignore[attr-defined]
                and other.value == self.value)  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((self.name, self.value))

    def __repr__(self) -> str:
        return f"Decide({self.name}={self.value})"

    def __str__(self) -> str:
        return f"{self.name}: {'yes' if self.value else 'no'}"

    def __reduce__(self) -> tuple:
        return (Decide, (self.name, self.value))


Action = Exchange | Play | Decide
ACTION_TYPES: dict[str, type[_CardAction]] = {"exchange": Exchange, "play": Play}
