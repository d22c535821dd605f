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
from dataclasses import dataclass

from cardtable.cards import Card, cards_text
from cardtable.games.cucumber import dealing, plays
from cardtable.games.cucumber.actions import Action, Exchange, Play
from cardtable.games.cucumber.events import (
    CardsDealt,
    CardsExchanged,
    DealEnded,
    DealerChosen,
    DealStarted,
    Eliminated,
    Event,
    Exchanged,
    ExchangeEnded,
    GameEnded,
    LastCardPlaced,
    LastTrickRevealed,
    PenaltyTaken,
    Played,
    TrickWon,
)
from cardtable.games.cucumber.rules import Ruleset
from cardtable.games.cucumber.values import values_for
from cardtable.games.errors import IllegalAction, ScriptError


@dataclass(slots=True)
class ScriptedDeal:
    """A deal's dealer and deck fixed in advance (``None``: let the game decide)."""

    dealer: int | None = None
    deck: Sequence[Card] | None = None


@dataclass(slots=True)
class DealLog:
    """One deal as a record holds it: dealer, shuffled deck, moves, result."""

    dealer: int
    deck: tuple[Card, ...]
    moves: list[tuple[int, Action]]
    result: dict | None = None

    def copy(self) -> DealLog:
        return DealLog(self.dealer, self.deck, list(self.moves), self.result)


class CucumberState:
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

    def _end_deal(self, shown: list[tuple[int, Card]]) -> list[Event]:
        """Score the last trick, eliminate, then end the game or deal again."""
        strength = self.values.last_strength
        top = max(strength[c] for _, c in shown)
        losers = [(s, c) for s, c in shown if strength[c] == top]
        events: list[Event] = []
        points: list[tuple[int, int]] = []
        for seat, c in losers:
            pts = self.values.points[c]
            self.scores[seat] += pts
            self.markers[seat].append(c)
            points.append((seat, pts))
            events.append(PenaltyTaken(seat, c, pts, self.scores[seat],
                                       self.rules.penalty_cards_out))
        out_now = []
        for seat, _ in losers:
            if self.alive[seat] and self._over_threshold(self.scores[seat]):
                self.alive[seat] = False
                self.out_order.append((self.deal_no, seat))
                out_now.append(seat)
                events.append(Eliminated(seat, self.scores[seat]))
        loser_seats = tuple(s for s, _ in losers)
        self.log[-1].result = {
            "losers": list(loser_seats), "points": {str(s): p for s, p in points},
            "scores": list(self.scores), "eliminated": out_now,
        }
        events.append(DealEnded(self.deal_no, loser_seats, tuple(points), tuple(self.scores),
                                tuple(out_now)))
        self.loss_points = max(self.values.points[c] for _, c in losers)
        winners = self._game_winners(out_now)
        if winners is not None:
            self.winners = winners
            self.phase = "over"
            self.current = None
            events.append(GameEnded(winners, tuple(self.scores)))
            return events
        events.extend(self._next_deal(loser_seats))
        return events

    def _over_threshold(self, total: int) -> bool:
        if self.rules.elimination_when == "over":
            return total > self.rules.elimination_at
        return total >= self.rules.elimination_at

    def _game_winners(self, out_now: list[int]) -> tuple[int, ...] | None:
        """The winners if the game ends after this deal, else ``None``."""
        alive = self.alive_seats()
        ending = (len(alive) <= 1 or
                  (self.rules.game_end == "first-elimination" and bool(out_now)))
        if not ending:
            return None
        if alive and len(alive) == 1:
            return (alive[0],)
        group = alive if alive else out_now
        if not alive and self.rules.all_out_winner == "shared":
            return tuple(sorted(group))
        low = min(self.scores[s] for s in group)
        return tuple(s for s in sorted(group) if self.scores[s] == low)

    def _next_deal(self, losers: tuple[int, ...]) -> list[Event]:
        alive_losers = [s for s in losers if self.alive[s]]
        if len(alive_losers) == 1:
            dealer, reason, draws = alive_losers[0], "loser", ()
        elif alive_losers:
            dealer, reason, draws = self._dealer_by_draw(alive_losers, "losers-draw")
        else:
            dealer, reason, draws = self._dealer_by_draw(self.alive_seats(), "alive-draw")
        return self._start_deal(dealer, reason, draws)

    def _dealer_by_draw(self, candidates: list[int], reason: str):
        dealer, draws = dealing.draw_for_dealer(candidates, self.rng)
        return dealer, reason, draws

    def _start_deal(self, dealer: int, reason: str, draws) -> list[Event]:
        self.deal_no += 1
        out_of_play = [c for m in self.markers for c in m] if self.rules.penalty_cards_out else []
        available = dealing.available_cards(self.pack, out_of_play)
        deck = available[:]
        self.rng.shuffle(deck)
        if self.script:
            entry = self.script.pop(0)
            if entry.dealer is not None and entry.dealer != dealer:
                self._check_scripted_dealer(entry.dealer, dealer, reason)
                dealer, reason, draws = entry.dealer, "record", ()
            if entry.deck is not None:
                if Counter(entry.deck) != Counter(available):
                    raise ScriptError(_deck_mismatch(self.deal_no, entry.deck, available))
                deck = list(entry.deck)
        self.dealer = dealer
        alive = self.alive_seats()
        wanted = dealing.wanted_hand_size(self.rules, self.hand_size or None, self.loss_points)
        size = min(wanted, len(deck) // len(alive))
        if size < 1:
            raise ScriptError(f"Deal {self.deal_no}: too few cards are left to deal.")
        self.hand_size = size
        order = dealing.seats_from(dealer, self.alive)
        self.hands, self.stock = dealing.deal_cards(deck, order, size, self.players)
        for h in self.hands:
            h.sort(key=self.values.sort_key)
        self.discarded = [[] for _ in range(self.players)]
        self.exchanges = []
        self.pile = []
        self.trick = []
        self.placed = []
        self.log.append(DealLog(dealer, tuple(deck), []))
        self.leader = order[0] if self.rules.first_lead == "dealer-left" else dealer
        events: list[Event] = [
            DealerChosen(dealer, reason, draws),
            DealStarted(self.deal_no, dealer, tuple(order), size, wanted, len(self.stock)),
        ]
        events.extend(CardsDealt(s, tuple(self.hands[s])) for s in order)
        if self.rules.exchange == "free" and self.stock:
            self.phase = "exchange"
            self.exchange_order = dealing.seats_from(self.leader, self.alive, include_self=True)
            self.current = self.exchange_order[0]
        else:
            if self.rules.exchange == "free":
                events.append(ExchangeEnded(stock_empty=True))
            self.exchange_order = []
            self._begin_play()
        return events

    def _check_scripted_dealer(self, wanted: int, chosen: int, reason: str) -> None:
        if not 0 <= wanted < self.players or not self.alive[wanted]:
            raise ScriptError(f"Deal {self.deal_no}: seat {wanted} cannot deal (not an "
                              "active seat).")
        if reason == "loser":
            raise ScriptError(f"Deal {self.deal_no}: seat {wanted} cannot deal: the loser of "
                              f"the previous deal, seat {chosen}, deals.")


def _nested(lists: list[list[Card]]) -> tuple:
    return tuple(tuple(x) for x in lists)


def _deck_mismatch(deal: int, deck: Sequence[Card], available: list[Card]) -> str:
    have, want = Counter(deck), Counter(available)
    extra = cards_text(sorted((have - want).elements())[:6])
    missing = cards_text(sorted((want - have).elements())[:6])
    parts = [f"Deal {deal}: the deck is not the {len(available)} cards left in play"]
    if extra:
        parts.append(f"it has too many of {extra}")
    if missing:
        parts.append(f"it lacks {missing}")
    return "; ".join(parts) + "."


def _observe(state: CucumberState, seat: int):
    from cardtable.games.cucumber.observation import observe
    return observe(state, seat)


CucumberState.observation = _observe  # type: ignore[attr-defined]
