"""Events: everything that happens in a Cucumber game, in order.

``apply`` returns these; the table animates them and the log prints them.
An event that shows private cards names the one seat allowed to see it
(``private_to``); :func:`visible_events` filters a list for one seat, so a
view or a bot never receives another seat's hidden cards.

The base :class:`Event`, ``CardsDealt`` and :func:`visible_events` are
shared by every game (:mod:`cardtable.games.common`) and re-exported here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardtable.cards import Card
from cardtable.games.common import CardsDealt as CardsDealt  # every game deals so
from cardtable.games.common import Event
from cardtable.games.common import visible_events as visible_events  # the game's filter

SeatCard = tuple[int, Card]


@dataclass(frozen=True, slots=True)
class DealerChosen(Event):
    """Who deals and why. ``reason``: ``draw`` (everyone drew), ``loser``,
    ``losers-draw`` (several losers drew), ``alive-draw`` (the loser is out,
    the others drew), ``record`` (taken from a record). ``draws`` holds each
    drawing round as (seat, card) pairs, ties redrawing in the next round."""

    dealer: int
    reason: str
    draws: tuple[tuple[SeatCard, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class DealStarted(Event):
    """A deal begins: ``order`` receives cards one at a time, ``hand_size``
    each (``short``: fewer than the rules asked for, the deck ran short)."""

    deal: int
    dealer: int
    order: tuple[int, ...]
    hand_size: int
    wanted: int
    stock: int

    @property
    def short(self) -> bool:
        return self.hand_size < self.wanted


@dataclass(frozen=True, slots=True)
class Exchanged(Event):
    """``seat`` discarded ``count`` cards face down and drew as many (0: kept)."""

    seat: int
    count: int
    stock: int


@dataclass(frozen=True, slots=True)
class CardsExchanged(Event):
    """What ``seat`` discarded and drew (only that seat sees it)."""

    seat: int
    discarded: tuple[Card, ...]
    drawn: tuple[Card, ...]

    @property
    def private_to(self) -> int | None:
        return self.seat


@dataclass(frozen=True, slots=True)
class ExchangeEnded(Event):
    """The exchange is over; ``stock_empty``: it stopped because the stock ran out."""

    stock_empty: bool


@dataclass(frozen=True, slots=True)
class Played(Event):
    """``seat`` played ``cards`` into trick ``trick``. ``lead``: it opened the
    trick; ``heading``: it headed the best set (a follow that is not heading
    is the player's lowest cards)."""

    seat: int
    cards: tuple[Card, ...]
    trick: int
    lead: bool
    heading: bool


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """``seat`` won trick ``trick`` and leads next; its cards go to the discard pile."""

    ends_trick = True  # the replay viewer steps by trick
    seat: int
    trick: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class LastCardPlaced(Event):
    """``seat`` laid its last card face down for the simultaneous reveal."""

    seat: int


@dataclass(frozen=True, slots=True)
class LastTrickRevealed(Event):
    """Every last card, turned face up at once (seat, card) in turn order."""

    ends_trick = True  # the replay viewer steps by trick
    cards: tuple[SeatCard, ...]


@dataclass(frozen=True, slots=True)
class PenaltyTaken(Event):
    """``seat`` lost the deal with ``card``: ``points`` added (``multiplier``
    times the card's value: contra, double, redouble), ``total`` now.
    ``kept``: the card stays out of play in the seat's marker row (22)."""

    seat: int
    card: Card
    points: int
    total: int
    kept: bool
    multiplier: int = 1


@dataclass(frozen=True, slots=True)
class PenaltyReduced(Event):
    """``last-loses`` ties: ``seat`` also showed the top card but played before
    the loser, so ``points`` come off its total (not below 0)."""

    seat: int
    card: Card
    points: int
    total: int


@dataclass(frozen=True, slots=True)
class ScoreSet(Event):
    """``seat``'s total became ``total``. ``reason``: ``exact-reset`` (a total of
    exactly the reset number), ``buy-in`` / ``reset`` (to the highest other
    total), ``re-entry`` (back to the total before the deal)."""

    seat: int
    total: int
    reason: str


@dataclass(frozen=True, slots=True)
class Declared(Event):
    """``seat`` answered ``name`` (contra, free, double, redouble, buy-in,
    re-entry, reset) with ``value``."""

    seat: int
    name: str
    value: bool


@dataclass(frozen=True, slots=True)
class ChipsPaid(Event):
    """``seat`` paid ``amount`` chips ``to`` the ``pot`` or as a ``buy-in``,
    leaving ``stack``.

    ``reason`` (``ante``, ``re-entry``, ``buy-in``) and ``pot`` (the pot after
    this payment) are there for the table, which logs an ante differently
    from a re-entry stake and shows the pot growing as the payments are
    shown. They take no part in equality or ``repr``: the events the engine
    is pinned by (tests, the digests of ``test_engine_identical``) stay as
    they were."""

    seat: int
    amount: int
    to: str
    stack: int
    reason: str = field(default="", compare=False, repr=False)
    pot: int = field(default=0, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class PotWon(Event):
    """The winners shared the pot: (seat, chips) each."""

    payouts: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class Eliminated(Event):
    """``seat`` reached the threshold with ``total`` points and is out."""

    seat: int
    total: int


@dataclass(frozen=True, slots=True)
class DealEnded(Event):
    """Deal ``deal`` is over: who lost, what they scored, totals, who went out.
    ``ends_deal`` tells generic layers (the session) that totals changed."""

    ends_deal = True
    deal: int
    losers: tuple[int, ...]
    points: tuple[tuple[int, int], ...]
    scores: tuple[int, ...]
    eliminated: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The game is over: ``winners`` (several on a shared win), final totals."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
