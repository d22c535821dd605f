"""The Sneak state machine (RULES.md §3): one stock, turns of draw / sneak /
flaunt, challenges, score piles, deal after deal up to the target.

One mutable object holds a whole game. ``apply`` accepts an action only if
the rules allow it now (``moves.check``), and otherwise raises
:class:`IllegalAction` with the reason in a sentence and touches nothing.
A turn that leads a play opens the *challenge* phase: the other seats that
hold enough cards answer one at a time in turn order (``Challenge`` or
``Pass``), then the play is resolved and the turn passes to the leader's
left, whoever won. Between deals the next one starts by itself (its events
are in the same list), so a game is just a sequence of seat actions —
exactly what a record stores.

Randomness comes only from the state's own ``random.Random(seed)``: the
first dealer, then one shuffle per deal. A *script* (stacked decks and
dealers, from a test or a record) may override a deal's deck and the first
dealer; the RNG still shuffles, so a replay goes on in step with the original.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from cardtable.cards import Card, build_deck, cards_text
from cardtable.games.common import DealLog, ScriptedDeal, frozen
from cardtable.games.errors import IllegalAction, ScriptError
from cardtable.games.sneak import combos, moves
from cardtable.games.sneak.actions import Action, Challenge, Draw, Flaunt, Pass, canonical
from cardtable.games.sneak.events import (
    CardDrawn,
    ChallengeCards,
    Challenged,
    ChallengeWon,
    DealEnded,
    DealStarted,
    Drew,
    Event,
    Flaunted,
    GameEnded,
    HandBanked,
    LimitPassed,
    Passed,
    PlayBanked,
    Revealed,
    SneakCards,
    Sneaked,
)
from cardtable.games.sneak.observation import PlayRecord
from cardtable.games.sneak.rules import SneakRules


@dataclass(slots=True)
class OpenPlay:
    """A lead waiting for its challenges: ``pending`` seats still to answer (in
    turn order), ``answers`` so far as (seat, cards or ``None`` for a pass)."""

    leader: int
    kind: str                       # sneak | flaunt
    cards: tuple[Card, ...]
    pending: list[int]
    answers: list[tuple[int, tuple[Card, ...] | None]] = field(default_factory=list)

    def copy(self) -> OpenPlay:
        return OpenPlay(self.leader, self.kind, self.cards, list(self.pending),
                        list(self.answers))


class SneakState:
    """A Sneak game in progress. Build with ``game.new_game``.

    Public attributes: ``hands`` (per seat, sorted), ``stock`` (hidden, top
    first), ``piles`` (cards banked this deal, per seat), ``public_piles``
    (the banked cards everyone saw), ``discards``, ``seen`` (every card shown
    face up this deal, in order), ``play`` (the open lead, or ``None``),
    ``phase`` (turn/challenge/over), ``dealer``, ``turns_taken`` (this deal,
    per seat), ``totals`` (the game score), ``decks``, ``target``, ``limit``."""

    def __init__(self, rules: SneakRules, players: int, seed: int,
                 script: Sequence[ScriptedDeal] = ()) -> None:
        self.rules = rules
        self.players = players
        self.seed = seed
        self.rng = random.Random(seed)
        self.script = list(script)
        self.decks = rules.deck_count(players)
        self.target = rules.target_for(players)
        self.limit = rules.limit_for(players)
        self.pack: tuple[Card, ...] = tuple(build_deck(self.decks))
        self.log: list[DealLog] = []
        self.deal_no = 0
        self.dealer = 0
        self.phase = "turn"
        self.current: int | None = None
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        self.piles: list[list[Card]] = [[] for _ in range(players)]
        self.public_piles: list[list[Card]] = [[] for _ in range(players)]
        self.discards: list[Card] = []
        self.seen: list[Card] = []
        self.turns_taken = [0] * players
        self.play: OpenPlay | None = None
        self.history: list[PlayRecord] = []   # every finished lead (public)
        self.totals = [0] * players
        self.winners: tuple[int, ...] = ()
        self.moves_made = 0
        first_dealer = self.rng.randrange(players)
        self.pending_events = self._start_deal(first_dealer, first=True)

    # ------------------------------------------------------------ protocol
    @property
    def current_seat(self) -> int | None:
        """Whose move it is (a turn or a challenge answer), ``None`` once over."""
        return self.current

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def scores(self) -> list[int]:
        """The game total per seat (banked cards of finished deals)."""
        return list(self.totals)

    def left_of(self, seat: int) -> int:
        return (seat + 1) % self.players

    def legal_actions(self) -> list[Action]:
        """Every listed legal action of the current seat (``moves`` explains the
        cap on very large hands); none once the game is over."""
        seat = self.current
        if seat is None:
            return []
        if self.phase == "challenge":
            return moves.challenge_actions(self, seat)
        return moves.turn_actions(self, seat)

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` for the current seat and return what happened.
        Raises :class:`IllegalAction` (state unchanged) if the rules forbid it."""
        seat = self.current
        if seat is None:
            raise IllegalAction("The game is over: no more moves can be made.", "game-over")
        moves.check(self, seat, action)
        self.log[-1].moves.append((seat, action))
        self.moves_made += 1
        if self.phase == "challenge":
            cards = action.cards if isinstance(action, Challenge) else None
            return self._answer(seat, cards)
        self.turns_taken[seat] += 1
        if isinstance(action, Draw):
            return self._draw(seat)
        if isinstance(action, Pass):     # at the hand limit with nothing to play (T22)
            return [LimitPassed(seat, len(self.hands[seat])), *self._end_turn(seat)]
        return self._lead(seat, "flaunt" if isinstance(action, Flaunt) else "sneak",
                          action.cards)

    def take_pending_events(self) -> list[Event]:
        """Events produced when the game was created (the first deal)."""
        out, self.pending_events = self.pending_events, []
        return out

    def clone(self) -> SneakState:
        """An independent copy (same RNG position), for search and previews."""
        other = object.__new__(SneakState)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        for name in ("script", "stock", "discards", "seen", "turns_taken", "totals",
                     "pending_events", "history"):
            setattr(other, name, list(getattr(self, name)))
        for name in ("hands", "piles", "public_piles"):
            setattr(other, name, [list(x) for x in getattr(self, name)])
        other.play = self.play.copy() if self.play else None
        other.log = [*self.log[:-1], self.log[-1].copy()] if self.log else []
        return other

    def fingerprint(self) -> tuple:
        """Everything that defines the game (RNG position included), for equality tests."""
        skip = {"pending_events", "log", "rng", "script", "play"}
        parts = [(k, frozen(v)) for k, v in sorted(self.__dict__.items()) if k not in skip]
        play = self.play
        open_play = None if play is None else (play.leader, play.kind, play.cards,
                                               tuple(play.pending), tuple(play.answers))
        log = tuple((d.dealer, d.deck, tuple(d.moves), repr(d.result)) for d in self.log)
        return (self.rng.getstate(), log, open_play, tuple(parts))

    def observation(self, seat: int):
        """Everything ``seat`` may know now (a ``SneakObservation``)."""
        from cardtable.games.sneak.observation import observe
        return observe(self, seat)

    # ------------------------------------------------------------ moves
    def _take(self, seat: int, cards: Sequence[Card]) -> None:
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)

    def _draw(self, seat: int) -> list[Event]:
        card = self.stock.pop(0)
        self.hands[seat].append(card)
        self.hands[seat].sort(key=lambda c: c.index)
        events: list[Event] = [Drew(seat, len(self.stock)), CardDrawn(seat, card)]
        events.extend(self._end_turn(seat))
        return events

    def _lead(self, seat: int, kind: str, cards: tuple[Card, ...]) -> list[Event]:
        self._take(seat, cards)
        events: list[Event]
        if kind == "flaunt":
            self.seen.extend(cards)
            events = [Flaunted(seat, cards)]
        else:
            events = [Sneaked(seat, len(cards)), SneakCards(seat, cards)]
        order = [(seat + i) % self.players for i in range(1, self.players)]
        pending = [s for s in order if len(self.hands[s]) >= len(cards)]
        self.play = OpenPlay(seat, kind, cards, pending)
        if pending:
            self.phase = "challenge"
            self.current = pending[0]
            return events
        events.extend(self._resolve())
        return events

    def _answer(self, seat: int, cards: tuple[Card, ...] | None) -> list[Event]:
        play = self.play
        assert play is not None
        play.pending.pop(0)
        play.answers.append((seat, cards))
        if cards is None:
            events: list[Event] = [Passed(seat)]
        else:
            self._take(seat, cards)
            events = [Challenged(seat, play.kind, len(cards)), ChallengeCards(seat, cards)]
        if play.pending:
            self.current = play.pending[0]
            return events
        events.extend(self._resolve())
        return events

    def _resolve(self) -> list[Event]:
        """Settle the open play: bank it unchallenged, or reveal every set and
        give the cards to the winner (ties to the later seat)."""
        play = self.play
        assert play is not None
        self.play = None
        leader = play.leader
        sets = [(leader, play.cards)] + [(s, c) for s, c in play.answers if c is not None]
        self.history.append(PlayRecord(self.deal_no, leader, play.kind, len(play.cards),
                                       tuple(s for s, _ in sets[1:]),
                                       tuple(sets) if len(sets) > 1 else ()))
        events: list[Event] = []
        if len(sets) == 1:
            self._bank(leader, play.cards, public=play.kind == "flaunt")
            events.append(PlayBanked(leader, play.kind, len(play.cards)))
        else:
            shown = sets if play.kind == "sneak" else sets[1:]
            for _, cards in shown:
                self.seen.extend(cards)
            pick = combos.sneak_winner if play.kind == "sneak" else combos.flaunt_winner
            win_seat, win_cards = sets[pick([c for _, c in sets])]
            if self.rules.losers_discarded:
                taken = list(win_cards)
                self.discards.extend(c for s, cs in sets if s != win_seat for c in cs)
            else:
                taken = [c for _, cs in sets for c in cs]
            self._bank(win_seat, taken, public=True)
            events.append(Revealed(leader, play.kind, tuple(sets)))
            events.append(ChallengeWon(win_seat, play.kind, len(taken),
                                       sum(len(c) for _, c in sets) - len(taken)))
        events.extend(self._end_turn(leader))
        return events

    def _bank(self, seat: int, cards: Sequence[Card], public: bool) -> None:
        self.piles[seat].extend(cards)
        if public:
            self.public_piles[seat].extend(cards)

    def _end_turn(self, mover: int) -> list[Event]:
        """Pass the turn to the mover's left; once the stock is empty skip empty
        hands, and when at most one hand holds cards, bank it and end the deal."""
        if not self.stock:
            holders = [s for s in range(self.players) if self.hands[s]]
            if len(holders) <= 1:
                events: list[Event] = []
                for s in holders:
                    count = len(self.hands[s])
                    self._bank(s, self.hands[s], public=False)
                    self.hands[s] = []
                    events.append(HandBanked(s, count))
                events.extend(self._end_deal())
                return events
        seat = self.left_of(mover)
        while not self.stock and not self.hands[seat]:
            seat = self.left_of(seat)
        self.phase = "turn"
        self.current = seat
        return []

    # ------------------------------------------------------------ deals
    def _end_deal(self) -> list[Event]:
        """Score the deal (a point per banked card). The game ends once the
        highest total reaches the target and no one shares it; a tie at the
        top plays another deal, dealt by the seat to the dealer's left."""
        points = tuple(len(p) for p in self.piles)
        for s in range(self.players):
            self.totals[s] += points[s]
        totals = tuple(self.totals)
        self.log[-1].result = {"points": list(points), "scores": list(totals)}
        events: list[Event] = [DealEnded(self.deal_no, points, totals)]
        top = max(totals)
        leaders = [s for s in range(self.players) if totals[s] == top]
        if top >= self.target and len(leaders) == 1:
            self.winners = (leaders[0],)
            self.phase = "over"
            self.current = None
            events.append(GameEnded(self.winners, totals))
            return events
        events.extend(self._start_deal(self.left_of(self.dealer)))
        return events

    def _start_deal(self, dealer: int, first: bool = False) -> list[Event]:
        """Shuffle (always, so the RNG stays in step), apply a script, lay the stock."""
        self.deal_no += 1
        deck = list(self.pack)
        self.rng.shuffle(deck)
        if self.script:
            entry = self.script.pop(0)
            if entry.dealer is not None and entry.dealer != dealer:
                if not 0 <= entry.dealer < self.players:
                    raise ScriptError(f"Deal {self.deal_no}: seat {entry.dealer} cannot deal: "
                                      f"the seats are 0 to {self.players - 1}.")
                if not first:
                    raise ScriptError(f"Deal {self.deal_no}: seat {entry.dealer} cannot deal: "
                                      f"the deal passes left, so seat {dealer} deals.")
                dealer = entry.dealer
            if entry.deck is not None:
                deck = list(entry.deck)
                if Counter(deck) != Counter(self.pack):
                    raise ScriptError(_deck_mismatch(self.deal_no, deck, self.pack))
        self.dealer = dealer
        self.stock = deck
        self.hands = [[] for _ in range(self.players)]
        self.piles = [[] for _ in range(self.players)]
        self.public_piles = [[] for _ in range(self.players)]
        self.discards = []
        self.seen = []
        self.turns_taken = [0] * self.players
        self.play = None
        self.phase = "turn"
        self.current = self.left_of(dealer)
        self.log.append(DealLog(dealer, tuple(deck), []))
        return [DealStarted(self.deal_no, dealer, self.current, self.decks, len(deck))]


def _deck_mismatch(deal: int, deck: list[Card], pack: Sequence[Card]) -> str:
    have, want = Counter(deck), Counter(pack)
    extra = cards_text(canonical((have - want).elements())[:6])
    missing = cards_text(canonical((want - have).elements())[:6])
    decks = len(pack) // 52
    whole = "the 52 cards once each" if decks == 1 else "two 52-card decks"
    parts = [f"Deal {deal}: the deck must be {whole}, not {len(deck)} cards"]
    if extra:
        parts.append(f"it has too many of {extra}")
    if missing:
        parts.append(f"it lacks {missing}")
    return "; ".join(parts) + "."

