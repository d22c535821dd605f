"""What one seat may know: the only view of a Sneak game a bot or a screen gets.

Built from the state but holding nothing hidden from that seat: other hands
and the stock only as counts, other score piles as counts plus the cards
everyone saw go there, the open play as its size (and its cards only if it
was flaunted), and of the challenges so far only who challenged and who
passed. Two things are never in it for another seat: the cards of an
unchallenged sneak (or a banked last hand), which nobody but their owner
ever sees, and a challenger's commitment before the reveal. So a bot that
reads only its observation cannot cheat (the random-play tests scan for it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from cardtable.cards import Card
from cardtable.games.sneak import moves
from cardtable.games.sneak.rules import SneakRules


@dataclass(frozen=True, slots=True)
class PlayView:
    """The open lead as ``seat`` sees it."""

    leader: int
    kind: str                                   # sneak | flaunt
    size: int
    face_up: tuple[Card, ...]                   # a flaunt's cards; () for a sneak
    responses: tuple[tuple[int, str], ...]      # (seat, "challenge" | "pass") so far
    waiting: tuple[int, ...]                    # seats still to answer, in order


class PlayRecord(NamedTuple):
    """A finished lead as the whole table saw it: who led what kind of how
    many cards, who challenged it, and the sets the challenge turned face up
    (leader first; ``()`` when nobody challenged — an unchallenged sneak's
    cards are never shown to anyone)."""

    deal: int
    leader: int
    kind: str                                   # sneak | flaunt
    size: int
    challengers: tuple[int, ...]
    sets: tuple[tuple[int, tuple[Card, ...]], ...]


@dataclass(frozen=True, slots=True)
class SneakObservation:
    """One seat's knowledge of the game at a moment."""

    seat: int
    players: int
    rules: SneakRules
    decks: int
    target: int
    hand_limit: int | None
    phase: str                                  # turn | challenge | over
    current_seat: int | None
    deal_no: int
    dealer: int
    hand: tuple[Card, ...]                      # sorted, low rank first
    hand_sizes: tuple[int, ...]                 # every seat, this one included
    stock_size: int
    pile_sizes: tuple[int, ...]                 # cards banked this deal, per seat
    own_pile: tuple[Card, ...]                  # this seat's banked cards (it knows them all)
    public_piles: tuple[tuple[Card, ...], ...]  # banked cards everyone saw, per seat
    discard_count: int
    seen: tuple[Card, ...]                      # every card shown face up this deal
    play: PlayView | None
    committed: tuple[Card, ...]                 # this seat's cards in the open play
    max_play: int                               # the most cards this seat may lead now
    turns_taken: tuple[int, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    #: Every finished lead of the game so far, oldest first: what the table
    #: remembers of each player's habits (``cardtable.ai.sneak.model``).
    history: tuple[PlayRecord, ...] = ()

    @property
    def my_turn(self) -> bool:
        return self.current_seat == self.seat

    @property
    def challenging(self) -> bool:
        """Is this seat asked to challenge or pass?"""
        return self.my_turn and self.phase == "challenge"


def observe(state, seat: int) -> SneakObservation:
    """Build ``seat``'s observation of ``state`` (a ``SneakState``)."""
    play = state.play
    view = None
    committed: tuple[Card, ...] = ()
    if play is not None and state.phase == "challenge":
        view = PlayView(
            leader=play.leader, kind=play.kind, size=len(play.cards),
            face_up=play.cards if play.kind == "flaunt" else (),
            responses=tuple((s, "pass" if c is None else "challenge") for s, c in play.answers),
            waiting=tuple(play.pending))
        if play.leader == seat:
            committed = play.cards
        else:
            committed = next((c for s, c in play.answers if s == seat and c), ())
    return SneakObservation(
        seat=seat, players=state.players, rules=state.rules, decks=state.decks,
        target=state.target, hand_limit=state.limit, phase=state.phase,
        current_seat=state.current, deal_no=state.deal_no, dealer=state.dealer,
        hand=tuple(state.hands[seat]), hand_sizes=tuple(len(h) for h in state.hands),
        stock_size=len(state.stock), pile_sizes=tuple(len(p) for p in state.piles),
        own_pile=tuple(state.piles[seat]),
        public_piles=tuple(tuple(p) for p in state.public_piles),
        discard_count=len(state.discards), seen=tuple(state.seen), play=view,
        committed=committed, max_play=moves.play_cap(state.hands, seat),
        turns_taken=tuple(state.turns_taken), totals=tuple(state.totals),
        winners=state.winners, history=tuple(state.history),
    )
