"""The Cucumber game state machine: deal → exchange → tricks → last trick → score.

One mutable object holds a whole game. ``apply`` first checks an action
completely (raising :class:`IllegalAction` with the reason and touching
nothing), then carries it out and returns the events. Between deals the
next one starts by itself, so a game is just a sequence of seat actions —
exactly what a record stores.

Hands are lists sorted low to high (see ``plays``); the shuffles come only
from the state's own seeded ``random.Random``. A *script* (stacked decks and
dealers, from a test or a record) can override a deal's deck and dealer;
the RNG is still advanced as if it had shuffled, so a replayed game goes on
with exactly the shuffles the original would have had.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from cardtable.cards import Card, cards_text
from cardtable.games.cucumber import dealing, plays
from cardtable.games.cucumber.actions import Action, Exchange, Play
from cardtable.games.cucumber.deal_flow import DealFlow
from cardtable.games.cucumber.events import (
    CardsExchanged,
    Event,
    Exchanged,
    ExchangeEnded,
    LastCardPlaced,
    LastTrickRevealed,
    Played,
    TrickWon,
)
from cardtable.games.cucumber.log import DealLog, ScriptedDeal
from cardtable.games.cucumber.rules import Ruleset
from cardtable.games.cucumber.values import values_for
from cardtable.games.errors import IllegalAction


class CucumberState(DealFlow):
    """A game of the Cucumber family in progress. Build with ``game.new_game``."""

    def __init__(self, rules: Ruleset, players: int, seed: int,
                 script: Sequence[ScriptedDeal] = ()) -> None:
        self.rules = rules
        self.values = values_for(rules)
        self.players = players
        self.seed = seed
        self.rng = random.Random(seed)
        self.script = list(script)
        self.pack = dealing.full_pack(rules, players)
        self.scores = [0] * players
        self.alive = [True] * players
        self.markers: list[list[Card]] = [[] for _ in range(players)]
        self.out_order: list[tuple[int, int]] = []  # (deal, seat) in elimination order
        self.log: list[DealLog] = []
        self.deal_no = 0
        self.dealer = 0
        self.hand_size = 0
        self.loss_points: int | None = None
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        self.discarded: list[list[Card]] = [[] for _ in range(players)]
        self.exchanges: list[tuple[int, int]] = []
        self.exchange_order: list[int] = []
        self.pile: list[Card] = []
        self.phase = "deal"
        self.current: int | None = None
        self.leader = 0
        self.trick: list[tuple[int, tuple[Card, ...]]] = []
        self.trick_no = 0
        self.best: tuple[int, ...] = ()
        self.previous: tuple[int, ...] = ()
        self.placed: list[tuple[int, Card]] = []
        self.winners: tuple[int, ...] = ()
        self.pending_events: list[Event] = []
        dealer, reason, draws = self._dealer_by_draw(list(range(players)), "draw")
        self.pending_events = self._start_deal(dealer, reason, draws)

    # ------------------------------------------------------------ protocol
    @property
    def current_seat(self) -> int | None:
        """Whose turn it is, or ``None`` once the game is over."""
        return self.current

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def legal_actions(self) -> list[Action]:
        """Every distinct legal action of the current seat (one per kind-multiset)."""
        if self.current is None:
            return []
        hand = self.hands[self.current]
        if self.phase == "exchange":
            most = min(len(hand), len(self.stock))
            return [Exchange(c) for c in plays.exchange_options(hand, most, self.values.kind)]
        if self.phase == "last":
            return [Play((hand[0],))]
        if not self.trick:
            return [Play(c) for c in plays.lead_options(hand, self.rules.lead == "sets",
                                                       self.values)]
        target = self._target()
        options = plays.heading_options(hand, target, self.rules.follow_allow_equal, self.values)
        lowest = tuple(hand[:len(target)])
        if not plays.heads(lowest, target, self.rules.follow_allow_equal, self.values.strength):
            options.append(lowest)
        return [Play(c) for c in options]

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` for the current seat and return what happened.
        Raises :class:`IllegalAction` (state unchanged) if the rules forbid it."""
        seat = self.current
        if seat is None:
            raise IllegalAction("The game is over: no more moves can be made.", "game-over")
        if self.phase == "exchange":
            cards = self._check_exchange(seat, action)
            self.log[-1].moves.append((seat, action))
            return self._do_exchange(seat, cards)
        cards = self._check_play(seat, action)
        self.log[-1].moves.append((seat, action))
        if self.phase == "last":
            return self._do_place_last(seat, cards[0])
        return self._do_play(seat, cards)

    def take_pending_events(self) -> list[Event]:
        """Events produced when the game was created (dealer draw, first deal)."""
        out, self.pending_events = self.pending_events, []
        return out

    def clone(self) -> CucumberState:
        """An independent copy (same RNG position), for search and previews."""
        other = object.__new__(CucumberState)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.script = list(self.script)
        other.scores = list(self.scores)
        other.alive = list(self.alive)
        other.markers = [list(m) for m in self.markers]
        other.out_order = list(self.out_order)
        other.log = [*self.log[:-1], self.log[-1].copy()] if self.log else []
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.discarded = [list(d) for d in self.discarded]
        other.exchanges = list(self.exchanges)
        other.exchange_order = list(self.exchange_order)
        other.pile = list(self.pile)
        other.trick = list(self.trick)
        other.placed = list(self.placed)
        other.pending_events = list(self.pending_events)
        return other

    def fingerprint(self) -> tuple:
        """Everything that defines the game (RNG position included), for equality tests."""
        return (
            self.rules, self.players, self.seed, self.rng.getstate(), tuple(self.scores),
            tuple(self.alive), _nested(self.markers), tuple(self.out_order),
            tuple((d.dealer, d.deck, tuple(d.moves), repr(d.result)) for d in self.log),
            self.deal_no, self.dealer, self.hand_size, self.loss_points, _nested(self.hands),
            tuple(self.stock), _nested(self.discarded), tuple(self.exchanges),
            tuple(self.exchange_order), tuple(self.pile), self.phase, self.current,
            self.leader, tuple(self.trick), self.trick_no, self.best, self.previous,
            tuple(self.placed), self.winners,
        )

    def alive_seats(self) -> list[int]:
        return [s for s in range(self.players) if self.alive[s]]

    # ------------------------------------------------------------- checks
    def _holds(self, seat: int, cards: Sequence[Card]) -> None:
        need = Counter(cards)
        have = Counter(self.hands[seat])
        for c, n in need.items():
            if have[c] < n:
                raise IllegalAction(f"You do not hold {c}.", "not-held", card=c.code)

    def _check_exchange(self, seat: int, action: Action) -> tuple[Card, ...]:
        if not isinstance(action, Exchange):
            raise IllegalAction("Exchange first: discard some cards to draw as many, or keep "
                                "your hand.", "exchange-phase")
        self._holds(seat, action.cards)
        if len(action.cards) > len(self.stock):
            raise IllegalAction(f"You can exchange at most {len(self.stock)} cards: that is "
                                "all the stock holds.", "stock-short", most=len(self.stock))
        return action.cards

    def _check_play(self, seat: int, action: Action) -> tuple[Card, ...]:
        if not isinstance(action, Play):
            raise IllegalAction("The exchange is over: play cards now.", "play-phase")
        cards = action.cards
        if not cards:
            raise IllegalAction("Play at least one card.", "empty")
        self._holds(seat, cards)
        hand = self.hands[seat]
        if self.phase == "last":
            if len(cards) != 1:
                raise IllegalAction("In the last trick each player shows their one card.",
                                    "last-one")
            return cards
        if not self.trick:
            self._check_lead(hand, cards)
            return cards
        k = len(self.trick[0][1])
        if len(cards) != k:
            raise IllegalAction(f"Play exactly {k} card{'s' if k > 1 else ''}, as many as "
                                "were led.", "count", count=k)
        target = self._target()
        strength = self.values.strength
        if plays.heads(cards, target, self.rules.follow_allow_equal, strength):
            return cards
        if plays.is_lowest(cards, hand, strength):
            return cards
        lowest = cards_text(hand[:k])
        need = "at least as high as" if self.rules.follow_allow_equal else "higher than"
        raise IllegalAction(
            f"{cards_text(cards)} neither heads the cards to beat nor is your lowest: play "
            f"cards each {need} the card in the same place of {self._target_text()}, or your "
            f"lowest {k} ({lowest}).", "not-heading", lowest=lowest)

    def _check_lead(self, hand: list[Card], cards: tuple[Card, ...]) -> None:
        if len(cards) == 1:
            return
        if self.rules.lead != "sets":
            raise IllegalAction("Only one card may be led in this game.", "single-lead")
        kinds = {self.values.kind[c] for c in cards}
        if len(kinds) != 1:
            raise IllegalAction("Cards led together must all be the same rank.", "mixed-set")
        if len(cards) >= len(hand):
            raise IllegalAction("A set lead must leave at least one card in your hand for "
                                "the last trick.", "set-empties-hand")

    def _target(self) -> tuple[int, ...]:
        if len(self.best) == 1 and self.rules.follow_target == "previous":
            return self.previous
        return self.best

    def _target_text(self) -> str:
        for _, cards in reversed(self.trick):
            if plays.strengths_desc(cards, self.values.strength) == self._target():
                return cards_text(sorted(cards, key=self.values.sort_key, reverse=True), "-")
        return "the best set"

    # ------------------------------------------------------------ actions
    def _do_exchange(self, seat: int, cards: tuple[Card, ...]) -> list[Event]:
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
        drawn = self.stock[:len(cards)]
        del self.stock[:len(cards)]
        hand.extend(drawn)
        hand.sort(key=self.values.sort_key)
        self.discarded[seat].extend(cards)
        self.exchanges.append((seat, len(cards)))
        events: list[Event] = [Exchanged(seat, len(cards), len(self.stock)),
                               CardsExchanged(seat, cards, tuple(drawn))]
        done = len(self.exchanges) == len(self.exchange_order)
        if done or not self.stock:
            events.append(ExchangeEnded(stock_empty=not done))
            self._begin_play()
        else:
            self.current = self.exchange_order[len(self.exchanges)]
        return events

    def _do_play(self, seat: int, cards: tuple[Card, ...]) -> list[Event]:
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
        strength = self.values.strength
        mine = plays.strengths_desc(cards, strength)
        lead = not self.trick
        heading = False
        if lead:
            self.best = mine
        elif plays.heads(cards, self._target(), self.rules.follow_allow_equal, strength):
            heading = True
            self.best = mine  # each heading play becomes the set to beat
        self.previous = mine
        self.trick.append((seat, cards))
        events: list[Event] = [Played(seat, cards, self.trick_no, lead, heading)]
        if len(self.trick) < sum(self.alive):
            self.current = dealing.next_alive(seat, self.alive)
            return events
        last = len(hand) == 0
        trick_strength = self.values.last_strength if last else strength
        winner = plays.trick_winner(self.trick, trick_strength)
        all_cards = tuple(c for _, cs in self.trick for c in cs)
        events.append(TrickWon(winner, self.trick_no, all_cards))
        self.pile.extend(all_cards)
        if last:  # an in-turn last trick is scored like the simultaneous one
            shown = [(s, cs[0]) for s, cs in self.trick]
            self.trick = []
            events.extend(self._end_deal(shown))
            return events
        self.trick = []
        self.trick_no += 1
        self.leader = winner
        self._begin_trick()
        return events

    def _do_place_last(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        self.placed.append((seat, card))
        events: list[Event] = [LastCardPlaced(seat)]
        if len(self.placed) < sum(self.alive):
            self.current = dealing.next_alive(seat, self.alive)
            return events
        shown = list(self.placed)
        events.append(LastTrickRevealed(tuple(shown)))
        self.pile.extend(c for _, c in shown)
        self.placed = []
        events.extend(self._end_deal(shown))
        return events

    # ------------------------------------------------------------ flow
    def _begin_play(self) -> None:
        self.trick_no = 1
        self._begin_trick()

    def _begin_trick(self) -> None:
        """The leader opens a trick; with one card each it is the last trick."""
        self.current = self.leader
        self.best = ()
        self.previous = ()
        last = len(self.hands[self.leader]) == 1
        self.phase = "last" if last and self.rules.last_trick == "simultaneous" else "play"


def _nested(lists: list[list[Card]]) -> tuple:
    return tuple(tuple(x) for x in lists)


def _observe(state: CucumberState, seat: int):
    from cardtable.games.cucumber.observation import observe
    return observe(state, seat)


CucumberState.observation = _observe  # type: ignore[attr-defined]
