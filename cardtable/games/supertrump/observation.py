"""What one seat may know: the only view of a match a bot or a player's screen gets.

Built from the state but holding nothing hidden from that seat: the other
hand appears only as a size plus the face-up cards that seat took in view
of both players and has not played since, and the stock only as a count.
So a bot that reads only its observation cannot cheat, and two states that
differ only in what the seat cannot see give equal observations (tested).
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.cards import Card, Rank, Suit
from cardtable.games.supertrump.rules import SupertrumpRules


@dataclass(frozen=True, slots=True)
class SupertrumpObservation:
    """One seat's knowledge of the match at a moment."""

    seat: int
    players: int
    rules: SupertrumpRules
    phase: str                      # trump | super | play | over
    current_seat: int | None
    game_no: int
    dealer: int
    leader: int
    hand: tuple[Card, ...]          # sorted by suit (♠ ♥ ♦ ♣), then rank
    opponent_hand_size: int
    stock_size: int                 # hidden stock cards (the face-up one not counted)
    face_up: Card | None
    trump: Suit | None
    super_rank: Rank | None
    stage: int                      # 1 (drawing) or 2
    trick_no: int                   # 1–26 while playing
    trick: tuple[tuple[int, Card], ...]       # this trick so far, in play order
    played: tuple[tuple[int, Card], ...]      # every card played this game, in order
    known_opponent_cards: tuple[Card, ...]    # face-up cards the opponent took, still held
    turned: tuple[Card, ...]        # every card turned face up this game, in order
    tricks_won: tuple[tuple[int, int], ...]   # per seat: (stage 1, stage 2)
    points: tuple[int, ...]         # this game, per seat
    scores: tuple[int, ...]         # match score per seat
    winners: tuple[int, ...]

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    @property
    def leading(self) -> bool:
        return self.phase == "play" and not self.trick

    @property
    def lead_card(self) -> Card | None:
        return self.trick[0][1] if self.trick else None


def observe(state, seat: int) -> SupertrumpObservation:
    """Build ``seat``'s observation of ``state`` (a ``SupertrumpState``)."""
    other = 1 - seat
    return SupertrumpObservation(
        seat=seat, players=state.players, rules=state.rules, phase=state.phase,
        current_seat=state.current, game_no=state.deal_no, dealer=state.dealer,
        leader=state.leader, hand=tuple(state.hands[seat]),
        opponent_hand_size=len(state.hands[other]), stock_size=len(state.stock),
        face_up=state.face_up, trump=state.trump, super_rank=state.super_rank,
        stage=state.stage, trick_no=state.trick_no, trick=tuple(state.trick),
        played=tuple(state.played), known_opponent_cards=tuple(state.taken[other]),
        turned=tuple(state.turned),
        tricks_won=tuple(tuple(t) for t in state.tricks_won), points=tuple(state.points),
        scores=tuple(state.scores), winners=state.winners,
    )
