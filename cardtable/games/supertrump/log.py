"""What a game leaves behind for the record, and what a script fixes in advance.

Named after the Cucumber ones (``ScriptedDeal``, ``DealLog``) because a
record calls every game of a match a "deal"; in Supertrump one deal is one
game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.cards import Card
from cardtable.games.supertrump.actions import Action


@dataclass(slots=True)
class ScriptedDeal:
    """A game's dealer and deck fixed in advance (``None``: let the game decide)."""

    dealer: int | None = None
    deck: Sequence[Card] | None = None


@dataclass(slots=True)
class DealLog:
    """One game as a record holds it: dealer, shuffled deck (top first), moves, result."""

    dealer: int
    deck: tuple[Card, ...]
    moves: list[tuple[int, Action]]
    result: dict | None = None

    def copy(self) -> DealLog:
        return DealLog(self.dealer, self.deck, list(self.moves), self.result)
