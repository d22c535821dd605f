"""Building blocks every game engine shares: the deal log, the script, the event base.

``CardsDealt`` is here too: the one private event every game has.

Each game package re-exports these under its own module names
(``games.<id>.log.DealLog``, ``games.<id>.events.Event``, …) so callers keep
importing from the game they play; the classes live here once so that the
record layer and the event filter behave the same in every game. A record
calls each entry of its ``deals`` list a deal, whatever the game calls it (in
Supertrump one deal is one game of a match), hence the names.

Pure Python, and no game package is imported: games import this module,
never the other way round (``tests/test_registry.py``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from cardtable.cards import Card

ActionT = TypeVar("ActionT")


@dataclass(slots=True)
class ScriptedDeal:
    """A deal's dealer and deck (top first) fixed in advance (``None``: let the
    game decide), so a record or a test replays exactly the cards it wrote."""

    dealer: int | None = None
    deck: Sequence[Card] | None = None


@dataclass(slots=True)
class DealLog(Generic[ActionT]):
    """One deal as a record holds it: dealer, shuffled deck (top first), the
    moves as (seat, action) in order, and the result once the deal is over.
    Kept by the state while it plays, so saving a record never re-derives it."""

    dealer: int
    deck: tuple[Card, ...]
    moves: list[tuple[int, ActionT]]
    result: dict | None = None

    def copy(self) -> DealLog[ActionT]:
        """A copy whose move list can grow without touching this one (state clones)."""
        return DealLog(self.dealer, self.deck, list(self.moves), self.result)


@dataclass(frozen=True, slots=True)
class Event:
    """Base of all events. Public unless a subclass sets ``private_to``.

    One property rather than a flag per event, so an event that shows a
    seat's hidden cards names that seat in one place and
    :func:`visible_events` can never leak it by forgetting a case."""

    @property
    def private_to(self) -> int | None:
        return None


@dataclass(frozen=True, slots=True)
class CardsDealt(Event):
    """The cards ``seat`` was dealt (only that seat sees them). Shared because
    every game deals private hands the same way and its table reveals them the
    same way (``EventPlayer._reveal_dealt``)."""

    seat: int
    cards: tuple[Card, ...]

    @property
    def private_to(self) -> int | None:
        return self.seat


def visible_events(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events ``seat`` may see (``None``: an onlooker, only public ones)."""
    return [e for e in events if e.private_to is None or e.private_to == seat]


def frozen(value: object) -> object:
    """``value`` with lists and dicts turned into tuples, so a state's fields
    can be compared and hashed (every engine's ``fingerprint``)."""
    if isinstance(value, list | tuple):
        return tuple(frozen(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, frozen(v)) for k, v in value.items()))
    return value
