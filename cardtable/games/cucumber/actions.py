"""Actions of the Cucumber family: what a seat can do on its turn.

Actions are small frozen dataclasses so they can be compared, hashed, put in
records and sent across threads. Card-carrying actions hold concrete cards
(the person clicked *that* 8♥), while the engine judges them by kind.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.cards import Card, cards_text


@dataclass(frozen=True, slots=True)
class Exchange:
    """Discard these cards face down and draw as many from the stock (none: keep)."""

    cards: tuple[Card, ...]
    name = "exchange"

    def __str__(self) -> str:
        return f"exchange {cards_text(self.cards) or '(keep)'}"


@dataclass(frozen=True, slots=True)
class Play:
    """Put these cards into the trick (a lead, a follow, or the last card)."""

    cards: tuple[Card, ...]
    name = "play"

    def __str__(self) -> str:
        return f"play {cards_text(self.cards)}"


Action = Exchange | Play
ACTION_TYPES: dict[str, type] = {"exchange": Exchange, "play": Play}
