"""The Supertrump state machine (RULES.md §2): deal → trump suit → super rank →
13 tricks with drawing → 13 tricks without → score, game after game.

One mutable object holds a whole match. ``apply`` accepts an action only if
the rules allow it now, and otherwise raises :class:`IllegalAction` with the
reason in a sentence and touches nothing. Between games the next one starts
by itself (its events are in the same list), so a match is just a sequence
of seat actions — exactly what a record stores.

Randomness comes only from the state's own ``random.Random(seed)``: the
first dealer, then one shuffle per game. A *script* (stacked decks and
dealers, from a test or a record) may override a game's deck and first
dealer; the RNG still advances as if it had chosen and shuffled, so a
replayed match goes on with exactly the shuffles the original would have had.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from cardtable.cards import ALL_CARDS, CARDS_PER_DECK, Card, Rank, Suit, cards_text
from cardtable.games.common import frozen
from cardtable.games.errors import IllegalAction, ScriptError
from cardtable.games.supertrump import tricks
from cardtable.games.supertrump.actions import RANK_VALUES, SUIT_VALUES, Action, Declare, Play
from cardtable.games.supertrump.events import (
    CardDrawn,
    CardsDealt,
    CardTaken,
    CardTurned,
    DealStarted,
    Event,
    GameEnded,
    GameStarted,
    HiddenCardDrawn,
    MatchEnded,
    Played,
    StageTwo,
    SuperDeclared,
    TrickWon,
    TrumpDeclared,
)
from cardtable.games.supertrump.log import DealLog, ScriptedDeal
from cardtable.games.supertrump.rules import SupertrumpRules

HAND_SIZE = 13
STAGE_TRICKS = 13
TOTAL_TRICKS = 2 * STAGE_TRICKS
WINNING_POINTS = 20
PACK: tuple[Card, ...] = tuple(ALL_CARDS[:CARDS_PER_DECK])
RANKS_BY_TEXT = {r.symbol: r for r in Rank if r is not Rank.JOKER}


class SupertrumpState:
    """A Supertrump match in progress. Build with ``game.new_game``.

    Public attributes: ``hands`` (per seat, sorted by suit then rank),
    ``stock`` (hidden, top first), ``face_up``, ``trump``, ``super_rank``,
    ``stage``, ``trick`` ((seat, card) so far), ``trick_no`` (1–26),
    ``leader``, ``dealer``, ``phase`` (trump/super/play/over), ``points``
    (this game), ``tricks_won`` ([stage 1, stage 2] per seat), ``taken``
    (face-up cards each seat took and still holds: public knowledge),
    ``turned`` (the cards turned face up this game, in order: public too),
    ``played`` (this game, in order), ``games_won``, ``total_points``."""

    def __init__(self, rules: SupertrumpRules, players: int, seed: int,
                 script: Sequence[ScriptedDeal] = ()) -> None:
        self.rules = rules
        self.players = players
        self.seed = seed
        self.rng = random.Random(seed)
        self.script = list(script)
        self.games_won = [0, 0]
        self.total_points = [0, 0]
        self.log: list[DealLog] = []
        self.deal_no = 0
        self.dealer = 0
        self.phase = "trump"
        self.current: int | None = None
        self.leader = 0
        self.hands: list[list[Card]] = [[], []]
        self.stock: list[Card] = []
        self.face_up: Card | None = None
        self.trump: Suit | None = None
        self.super_rank: Rank | None = None
        self.stage = 1
        self.trick: list[tuple[int, Card]] = []
        self.trick_no = 0
        self.points = [0, 0]
        self.tricks_won = [[0, 0], [0, 0]]
        self.taken: list[list[Card]] = [[], []]
        self.played: list[tuple[int, Card]] = []
        self.turned: list[Card] = []
        self.winners: tuple[int, ...] = ()
        self.moves_made = 0
        first_dealer = self.rng.randrange(2)
        self.pending_events = self._start_game(first_dealer, first=True)

    # ------------------------------------------------------------ protocol
    @property
    def current_seat(self) -> int | None:
        """Whose turn it is, or ``None`` once the match is over."""
        return self.current

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def game_no(self) -> int:
        """The game of the match being played (1-based); the same as ``deal_no``."""
        return self.deal_no

    @property
    def scores(self) -> list[int]:
        """Match score per seat: games won, or total points in a points match."""
        return list(self.total_points if self.rules.match == "points" else self.games_won)

    @property
    def non_dealer(self) -> int:
        return 1 - self.dealer

    def legal_actions(self) -> list[Action]:
        """Every legal action of the current seat (none once the match is over)."""
        if self.current is None:
            return []
        if self.phase == "trump":
            return [Declare("trump", v) for v in SUIT_VALUES]
        if self.phase == "super":
            return [Declare("super", v) for v in RANK_VALUES]
        return [Play(c) for c in self.legal_cards()]

    def legal_cards(self) -> list[Card]:
        """The cards the current seat may play now (empty outside play)."""
        if self.phase != "play" or self.current is None:
            return []
        lead = self.trick[0][1] if self.trick else None
        return tricks.legal_cards(self.hands[self.current], lead, self.trump,  # type: ignore[arg-type]
                                  self.super_rank)  # type: ignore[arg-type]

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` for the current seat and return what happened.
        Raises :class:`IllegalAction` (state unchanged) if the rules forbid it."""
        seat = self.current
        if seat is None:
            raise IllegalAction("The game is over: no more moves can be made.", "game-over")
        self._check(seat, action)
        self.log[-1].moves.append((seat, action))
        self.moves_made += 1
        if isinstance(action, Declare):
            return self._declare(seat, action)
        return self._play(seat, action.card)  # type: ignore[union-attr]

    def take_pending_events(self) -> list[Event]:
        """Events produced when the match was created (the first deal)."""
        out, self.pending_events = self.pending_events, []
        return out

    def clone(self) -> SupertrumpState:
        """An independent copy (same RNG position), for search and previews."""
        other = object.__new__(SupertrumpState)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        for name in ("script", "games_won", "total_points", "stock", "trick", "points",
                     "played", "turned", "pending_events"):
            setattr(other, name, list(getattr(self, name)))
        for name in ("hands", "tricks_won", "taken"):
            setattr(other, name, [list(x) for x in getattr(self, name)])
        other.log = [*self.log[:-1], self.log[-1].copy()] if self.log else []
        return other

    def fingerprint(self) -> tuple:
        """Everything that defines the match (RNG position included), for equality tests."""
        skip = {"pending_events", "log", "rng", "script"}
        parts = [(k, frozen(v)) for k, v in sorted(self.__dict__.items()) if k not in skip]
        log = tuple((d.dealer, d.deck, tuple(d.moves), repr(d.result)) for d in self.log)
        return (self.rng.getstate(), log, tuple(parts))

    def observation(self, seat: int):
        """Everything ``seat`` may know now (a ``SupertrumpObservation``)."""
        from cardtable.games.supertrump.observation import observe
        return observe(self, seat)

    # ------------------------------------------------------------ legality
    def _check(self, seat: int, action: object) -> None:
        """Raise the most specific :class:`IllegalAction` unless ``action`` is legal."""
        if self.phase in ("trump", "super"):
            who = "the trump suit" if self.phase == "trump" else "the super-trump rank"
            if not isinstance(action, Declare) or action.name != self.phase:
                raise IllegalAction(f"First you must name {who}.", f"declare-{self.phase}")
            allowed = SUIT_VALUES if self.phase == "trump" else RANK_VALUES
            if not isinstance(action.value, str) or action.value not in allowed:
                raise IllegalAction(
                    f"{str(action.value)[:12]!r} cannot be {who}: choose one of "
                    f"{', '.join(allowed)}.", "bad-value", value=str(action.value)[:12])
            return
        if isinstance(action, Declare):
            raise IllegalAction("Trumps and super trumps are already named: play a card.",
                                "not-declaring")
        if not isinstance(action, Play) or not isinstance(action.card, Card):
            raise IllegalAction("That is not a move in Supertrump: play a card.", "unknown-action")
        card = action.card
        if card not in self.hands[seat]:
            raise IllegalAction(f"You do not hold {card}.", "not-in-hand", card=card.code)
        if card not in self.legal_cards():
            led = tricks.effective_suit(self.trick[0][1], self.trump, self.super_rank)
            if led is self.trump:
                text, what = "You must follow suit: trumps were led and you hold a trump.", "trumps"
            else:
                what = tricks.SUIT_NAMES[led]
                text = f"You must follow suit: you hold {what}."
            raise IllegalAction(text, "follow-suit", suit=led.value, what=what)

    # ------------------------------------------------------------ moves
    def _declare(self, seat: int, action: Declare) -> list[Event]:
        if action.name == "trump":
            self.trump = Suit(action.value)
            self.phase = "super"
            self.current = self.dealer
            return [TrumpDeclared(seat, self.trump)]
        self.super_rank = RANKS_BY_TEXT[action.value]
        self.phase = "play"
        self.stage = 1
        self.trick_no = 1
        self.leader = self.non_dealer
        self.current = self.leader
        events: list[Event] = [SuperDeclared(seat, self.super_rank)]
        events.append(self._turn_up())
        return events

    def _turn_up(self) -> CardTurned:
        self.face_up = self.stock.pop(0)
        self.turned.append(self.face_up)
        return CardTurned(self.face_up, len(self.stock))

    def _play(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        if card in self.taken[seat]:
            self.taken[seat].remove(card)
        lead = not self.trick
        self.trick.append((seat, card))
        self.played.append((seat, card))
        events: list[Event] = [Played(seat, card, self.trick_no, lead)]
        if len(self.trick) < 2:
            self.current = 1 - seat
            return events
        cards = tuple(c for _, c in self.trick)
        winner = self.trick[tricks.trick_winner(cards, self.trump, self.super_rank)][0]  # type: ignore[arg-type]
        stage = self.stage
        points = tricks.points_for(stage)
        self.points[winner] += points
        self.tricks_won[winner][stage - 1] += 1
        events.append(TrickWon(winner, self.trick_no, cards, stage, points))
        self.trick = []
        if stage == 1:
            events.extend(self._draw(winner))
        self.trick_no += 1
        if self.trick_no > TOTAL_TRICKS:
            events.extend(self._end_game())
            return events
        self.leader = winner
        self.current = winner
        return events

    def _draw(self, winner: int) -> list[Event]:
        """Stage 1: the winner takes the face-up card, the loser the next hidden
        one, and the next card is turned up; after the last, stage 2 begins."""
        loser = 1 - winner
        up = self.face_up
        assert up is not None
        self._receive(winner, up)
        self.taken[winner].append(up)
        self.face_up = None
        hidden = self.stock.pop(0)
        self._receive(loser, hidden)
        events: list[Event] = [CardTaken(winner, up), HiddenCardDrawn(loser, len(self.stock)),
                               CardDrawn(loser, hidden)]
        if self.stock:
            events.append(self._turn_up())
        else:
            self.stage = 2
            events.append(StageTwo())
        return events

    def _receive(self, seat: int, card: Card) -> None:
        hand = self.hands[seat]
        hand.append(card)
        hand.sort(key=tricks.hand_key)

    # ------------------------------------------------------------ games
    def _end_game(self) -> list[Event]:
        points = tuple(self.points)
        winner = 0 if points[0] >= WINNING_POINTS else 1
        self.games_won[winner] += 1
        for s in (0, 1):
            self.total_points[s] += points[s]
        scores = tuple(self.scores)
        self.log[-1].result = {"points": list(points), "winner": winner, "scores": list(scores)}
        events: list[Event] = [GameEnded(self.deal_no, points, winner, scores)]
        self.current = None
        winners = self._match_winners(winner)
        if winners is not None:
            self.winners = winners
            self.phase = "over"
            events.append(MatchEnded(winners, scores))
            return events
        events.extend(self._start_game(1 - self.dealer))
        return events

    def _match_winners(self, game_winner: int) -> tuple[int, ...] | None:
        """The match winners after a game, or ``None`` if another game is played."""
        rules = self.rules
        if rules.match == "single":
            return (game_winner,)
        if rules.match == "games":
            return (game_winner,) if self.games_won[game_winner] >= rules.target else None
        totals = self.total_points
        reached = [s for s in (0, 1) if totals[s] >= rules.target]
        if not reached:
            return None
        if len(reached) == 1:
            return (reached[0],)
        if totals[0] == totals[1]:
            return None  # both reached it level: another game decides
        return (0,) if totals[0] > totals[1] else (1,)

    def _start_game(self, dealer: int, first: bool = False) -> list[Event]:
        """Shuffle (always, so the RNG stays in step), apply a script, deal."""
        self.deal_no += 1
        deck = list(PACK)
        self.rng.shuffle(deck)
        if self.script:
            entry = self.script.pop(0)
            if entry.dealer is not None and entry.dealer != dealer:
                if not 0 <= entry.dealer < 2:
                    raise ScriptError(f"Game {self.deal_no}: seat {entry.dealer} cannot deal: "
                                      "the seats are 0 and 1.")
                if not first:
                    raise ScriptError(f"Game {self.deal_no}: seat {entry.dealer} cannot deal: "
                                      f"the dealer alternates, so seat {dealer} deals.")
                dealer = entry.dealer
            if entry.deck is not None:
                deck = list(entry.deck)
                if len(deck) != len(PACK) or Counter(deck) != Counter(PACK):
                    raise ScriptError(_deck_mismatch(self.deal_no, deck))
        self.dealer = dealer
        order = (1 - dealer, dealer)
        self.hands = [[], []]
        for i in range(2 * HAND_SIZE):
            self.hands[order[i % 2]].append(deck[i])
        for hand in self.hands:
            hand.sort(key=tricks.hand_key)
        self.stock = deck[2 * HAND_SIZE:]
        self.face_up = None
        self.trump = None
        self.super_rank = None
        self.stage = 1
        self.trick = []
        self.trick_no = 0
        self.points = [0, 0]
        self.tricks_won = [[0, 0], [0, 0]]
        self.taken = [[], []]
        self.played = []
        self.turned = []
        self.phase = "trump"
        self.leader = order[0]
        self.current = order[0]
        self.log.append(DealLog(dealer, tuple(deck), []))
        events: list[Event] = [
            GameStarted(self.deal_no, dealer, order[0]),
            DealStarted(self.deal_no, dealer, order, HAND_SIZE, len(self.stock)),
        ]
        events.extend(CardsDealt(s, tuple(self.hands[s])) for s in order)
        return events


def _deck_mismatch(game: int, deck: list[Card]) -> str:
    have, want = Counter(deck), Counter(PACK)
    extra = cards_text(sorted((have - want).elements())[:6])
    missing = cards_text(sorted((want - have).elements())[:6])
    parts = [f"Game {game}: the deck must be the 52 cards once each, not {len(deck)} cards"]
    if extra:
        parts.append(f"it has too many of {extra}")
    if missing:
        parts.append(f"it lacks {missing}")
    return "; ".join(parts) + "."

