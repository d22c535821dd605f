"""Events: everything that happens in a Sneak game, in order.

``apply`` returns these; the table animates them and the log prints them.
Sneak lives on hidden cards, so every event that names hidden cards is
``private_to`` the one seat that holds them, and a public twin tells the
others only what they may know:

* a draw is ``Drew`` (public: a card left the stock) + ``CardDrawn`` (the drawer);
* a sneak is ``Sneaked`` (public: how many) + ``SneakCards`` (the sneaker);
* a challenge is ``Challenged`` (public: who, how many) + ``ChallengeCards``
  (the challenger): against a flaunt the commitments are face up but made
  "simultaneously", so they stay hidden until ``Revealed`` shows every set
  together, leader first.

An unchallenged sneak is never revealed: ``PlayBanked`` gives only a count.
:func:`visible_events` filters a list for one seat (or an onlooker).
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.cards import Card
from cardtable.games.common import Event
from cardtable.games.common import visible_events as visible_events  # the game's filter


@dataclass(frozen=True, slots=True)
class DealStarted(Event):
    """Deal ``deal_no`` begins: ``dealer`` shuffled ``decks`` decks into one
    face-down stock of ``stock`` cards; ``first`` (the dealer's left) starts."""

    deal_no: int
    dealer: int
    first: int
    decks: int
    stock: int


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """``seat`` drew the top stock card; ``stock`` cards remain."""

    seat: int
    stock: int


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """Which card ``seat`` drew (only that seat sees it)."""

    seat: int
    card: Card

    @property
    def private_to(self) -> int | None:
        return self.seat


@dataclass(frozen=True, slots=True)
class Sneaked(Event):
    """``seat`` led ``count`` cards face down."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class SneakCards(Event):
    """The cards ``seat`` sneaked (only that seat sees them, until a challenge)."""

    seat: int
    cards: tuple[Card, ...]

    @property
    def private_to(self) -> int | None:
        return self.seat


@dataclass(frozen=True, slots=True)
class Flaunted(Event):
    """``seat`` led ``cards`` face up."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Challenged(Event):
    """``seat`` challenged the ``kind`` (``sneak``/``flaunt``) with ``count``
    cards, content hidden until the reveal."""

    seat: int
    kind: str
    count: int


@dataclass(frozen=True, slots=True)
class ChallengeCards(Event):
    """The cards ``seat`` committed to a challenge (only that seat sees them)."""

    seat: int
    cards: tuple[Card, ...]

    @property
    def private_to(self) -> int | None:
        return self.seat


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """``seat`` did not challenge."""

    seat: int


@dataclass(frozen=True, slots=True)
class LimitPassed(Event):
    """``seat`` passed its turn: it holds ``held`` cards, the hand limit, and
    nobody else holds a card, so it could neither draw nor play (T22)."""

    seat: int
    held: int


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """A challenged play is shown: every set as (seat, cards), leader first,
    then the challengers in turn order."""

    leader: int
    kind: str
    sets: tuple[tuple[int, tuple[Card, ...]], ...]


@dataclass(frozen=True, slots=True)
class ChallengeWon(Event):
    """``seat`` won the challenged ``kind``: ``taken`` cards went to its score
    pile, ``discarded`` (the losers' sets, with that option) out of the game."""

    ends_trick = True  # the replay viewer steps by trick
    seat: int
    kind: str
    taken: int
    discarded: int


@dataclass(frozen=True, slots=True)
class PlayBanked(Event):
    """Nobody challenged: ``seat``'s ``kind`` of ``count`` cards went to its
    score pile (a sneak unseen, a flaunt as everyone saw it)."""

    ends_trick = True  # the replay viewer steps by trick
    seat: int
    kind: str
    count: int


@dataclass(frozen=True, slots=True)
class HandBanked(Event):
    """The stock is gone and only ``seat`` holds cards: it banks its last
    ``count`` cards unseen, and the deal ends."""

    ends_trick = True  # the replay viewer steps by trick
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class DealEnded(Event):
    """Deal ``deal_no`` is over: ``points`` per seat (cards banked) and the
    game ``totals`` after it. ``ends_deal``: the session reports new scores."""

    ends_deal = True
    deal_no: int
    points: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The game is over: ``winners`` (the highest total, alone) and the ``totals``."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]
