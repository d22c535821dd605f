"""What one seat may know: the only view of a game a bot or a player's screen gets.

Built from the state but holding nothing hidden from that seat — other
hands appear only as sizes, the stock only as a count, other players'
exchange discards only as counts — so a bot that reads only its
observation cannot cheat, and two states that differ only in what the
seat cannot see give equal observations (tested).
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.cards import Card
from cardtable.games.cucumber.rules import Ruleset


@dataclass(frozen=True, slots=True)
class CucumberObservation:
    """One seat's knowledge of the game at a moment."""

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
    """Build ``seat``'s observation of ``state`` (a ``CucumberState``)."""
    moves = state.log[-1].moves if state.log else []
    if state.phase == "last" and state.placed:
        # Cards laid face down for the simultaneous reveal are not public yet.
        moves = moves[:-len(state.placed)]
    played = [(s, a.cards) for s, a in moves if a.name == "play"]
    placed = tuple(s for s, _ in state.placed)
    return CucumberObservation(
        seat=seat, players=state.players, rules=state.rules, phase=state.phase,
        current_seat=state.current, deal=state.deal_no, dealer=state.dealer,
        leader=state.leader, hand=tuple(state.hands[seat]),
        hand_sizes=tuple(len(h) for h in state.hands), stock_size=len(state.stock),
        scores=tuple(state.scores), alive=tuple(state.alive),
        markers=tuple(tuple(m) for m in state.markers), trick_no=state.trick_no,
        trick=tuple(state.trick), to_beat=state._target() if state.trick else (),
        played=tuple(played), placed=placed, exchanges=tuple(state.exchanges),
        my_discards=tuple(state.discarded[seat]), winners=state.winners,
        tokens=tuple(tuple(t) for t in state.tokens),
        question=state.phase if state.phase not in ("play", "last", "exchange", "over") else None,
        multipliers=tuple(state.multipliers), contra_by=state.contra_by,
        stacks=tuple(state.stacks), pot=state.pot, rescued=tuple(state.rescued),
    )

