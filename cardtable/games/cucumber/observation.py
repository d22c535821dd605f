"""What one seat may know: the only view of a game a bot or a player's screen gets.

Built from the state but holding nothing hidden from that seat — other
hands appear only as sizes, the stock only as a count, other players'
exchange discards only as counts — so a bot that reads only its
observation cannot cheat, and two states that differ only in what the
seat cannot see give equal observations (tested).
"""

from __future__ import annotations

from typing import NamedTuple

from cardtable.cards import Card
from cardtable.games.cucumber.variants.rules import Ruleset


class CucumberObservation(NamedTuple):
    """One seat's knowledge of the game at a moment.

    A named tuple rather than a frozen dataclass: bots get one every turn,
    and a frozen dataclass of 31 fields costs 31 ``object.__setattr__``
    calls to build — half the time of the former ``observe``. It is
    just as immutable, compares and prints the same way, and has no
    ``dataclasses`` helpers (nothing used them)."""

    seat: int
    players: int
    rules: Ruleset
    phase: str                      # exchange | play | last | over
    current_seat: int | None
    deal: int
    dealer: int
    leader: int
    hand: tuple[Card, ...]          # sorted low to high
    hand_sizes: tuple[int, ...]
    stock_size: int
    scores: tuple[int, ...]
    alive: tuple[bool, ...]
    markers: tuple[tuple[Card, ...], ...]   # penalty cards out of play (22)
    tokens: tuple[tuple[tuple[Card, int], ...], ...]  # every deal's (card, points) per seat
    trick_no: int
    trick: tuple[tuple[int, tuple[Card, ...]], ...]  # this trick so far, in play order
    to_beat: tuple[int, ...]        # strengths a follower must head (empty when leading)
    # Every play this deal, in order: the seat saw them all as they were played.
    # ``played_cards_visible`` only decides whether the table lets a person look
    # back at them; bots, like attentive players, may remember.
    played: tuple[tuple[int, tuple[Card, ...]], ...]
    placed: tuple[int, ...]         # seats that laid their last card face down
    exchanges: tuple[tuple[int, int], ...]  # (seat, cards exchanged) this deal
    my_discards: tuple[Card, ...]   # what this seat itself discarded this deal
    winners: tuple[int, ...]
    question: str | None            # the yes/no question being asked, if any
    multipliers: tuple[int, ...]    # Rassi double/redouble this deal
    contra_by: int | None
    stacks: tuple[int, ...]         # chips
    pot: int
    rescued: tuple[bool, ...]       # buy-in / re-entry / reset already used

    @property
    def leading(self) -> bool:
        return self.phase == "play" and not self.trick


def observe(state, seat: int) -> CucumberObservation:
    """Build ``seat``'s observation of ``state`` (a ``CucumberState``).

    Built positionally, straight through ``tuple.__new__``: it runs once per
    bot decision, so the field order below must follow the class exactly
    (the printed observations hashed by ``tests/records/test_engine_identical``
    name every field, so a slip fails there)."""
    phase = state.phase
    placed = state.placed
    moves = state.log[-1].moves if state.log else []
    if phase == "last" and placed:
        # Cards laid face down for the simultaneous reveal are not public yet.
        moves = moves[:-len(placed)]
    return _new(CucumberObservation, (
        seat, state.players, state.rules, phase, state.current, state.deal_no, state.dealer,
        state.leader, tuple(state.hands[seat]), tuple(map(len, state.hands)),
        len(state.stock), tuple(state.scores), tuple(state.alive),
        tuple(map(tuple, state.markers)), tuple(map(tuple, state.tokens)), state.trick_no,
        tuple(state.trick), state._target() if state.trick else (),
        tuple([(s, a.cards) for s, a in moves if a.name == "play"]),
        tuple([s for s, _ in placed]), tuple(state.exchanges), tuple(state.discarded[seat]),
        state.winners, phase if phase not in _NOT_QUESTIONS else None,
        tuple(state.multipliers), state.contra_by, tuple(state.stacks), state.pot,
        tuple(state.rescued),
    ))


_new = tuple.__new__
_NOT_QUESTIONS = frozenset({"play", "last", "exchange", "over"})
