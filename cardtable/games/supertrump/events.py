"""Events: everything that happens in a Supertrump match, in order.

``apply`` returns these; the table animates them and the log prints them.
An event showing a card only one seat may see names that seat
(``private_to``); :func:`visible_events` filters a list for one seat (or for
an onlooker), so a view or a bot never receives the other hand or the stock.
A hidden draw is told twice: ``HiddenCardDrawn`` to everyone (a card went
from the stock to that hand) and right after it ``CardDrawn`` to the drawer
only (which card it was).

The base :class:`Event`, ``CardsDealt`` and :func:`visible_events` are
shared by every game (:mod:`cardtable.games.common`) and re-exported here.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.cards import Card, Rank, Suit
from cardtable.games.common import CardsDealt as CardsDealt  # every game deals so
from cardtable.games.common import Event
from cardtable.games.common import visible_events as visible_events  # the game's filter


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    """Game ``game_no`` of the match begins; ``dealer`` deals, ``non_dealer``
    names trumps and leads the first trick."""

    game_no: int
    dealer: int
    non_dealer: int


@dataclass(frozen=True, slots=True)
class DealStarted(Event):
    """Cards go out one at a time in ``order`` (non-dealer first), ``hand_size``
    each; ``stock`` cards are left face down."""

    game_no: int
    dealer: int
    order: tuple[int, ...]
    hand_size: int
    stock: int


@dataclass(frozen=True, slots=True)
class TrumpDeclared(Event):
    """The non-dealer ``seat`` named ``suit`` as trumps."""

    seat: int
    suit: Suit


@dataclass(frozen=True, slots=True)
class SuperDeclared(Event):
    """The dealer ``seat`` named ``rank``: its four cards are super trumps."""

    seat: int
    rank: Rank


@dataclass(frozen=True, slots=True)
class CardTurned(Event):
    """The top stock card ``card`` was turned face up; ``stock`` hidden cards remain."""

    card: Card
    stock: int


@dataclass(frozen=True, slots=True)
class Played(Event):
    """``seat`` played ``card`` to trick ``trick`` (1–26); ``lead``: it opened the trick."""

    seat: int
    card: Card
    trick: int
    lead: bool


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """``seat`` won trick ``trick`` (``cards`` in play order) in ``stage``,
    scoring ``points`` (1 in stage 1, 2 in stage 2); it leads next."""

    ends_trick = True  # the replay viewer steps by trick
    seat: int
    trick: int
    cards: tuple[Card, ...]
    stage: int
    points: int


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """The trick winner ``seat`` took the face-up ``card`` (both players know it)."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class HiddenCardDrawn(Event):
    """The trick loser ``seat`` drew the next stock card face down; ``stock`` remain."""

    seat: int
    stock: int


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """Which card ``seat`` drew from the stock (only that seat sees it)."""

    seat: int
    card: Card

    @property
    def private_to(self) -> int | None:
        return self.seat


@dataclass(frozen=True, slots=True)
class StageTwo(Event):
    """The stock is gone: the last 13 tricks are played without drawing, 2 points each."""


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """Game ``game_no`` is over: ``points`` per seat (39 in all), ``winner``
    (20 or more), and the match ``scores`` after it (games won, or total
    points in a points match). ``ends_deal``: the session reports new scores."""

    ends_deal = True
    game_no: int
    points: tuple[int, ...]
    winner: int
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchEnded(Event):
    """The match is over: ``winners`` and the final match ``scores``."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
