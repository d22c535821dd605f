"""What a deal leaves behind for the record, and what a script fixes in advance."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.cards import Card
from cardtable.games.cucumber.actions import Action


@dataclass(slots=True)
class ScriptedDeal:
    """A deal's dealer and deck fixed in advance (``None``: let the game decide)."""

    dealer: int | None = None
    deck: Sequence[Card] | None = None


@dataclass(slots=True)
class DealLog:
    """One deal as a record holds it: dealer, shuffled deck, moves, result."""

    dealer: int
    deck: tuple[Card, ...]
    moves: list[tuple[int, Action]]
    result: dict | None = None

    def copy(self) -> DealLog:
        return DealLog(self.dealer, self.deck, list(self.moves), self.result)
