"""The Cucumber game state machine: deal → decisions → tricks → last trick → score.

One mutable object holds a whole game. ``apply`` accepts an action only if
it matches one of ``legal_actions()`` (compared by card *kind*, so any 8 may
stand for any other 8 in 22), which keeps checking and enumerating from
ever disagreeing; a refused action raises :class:`IllegalAction` with the
most specific reason (``explain``) and touches nothing. Between deals the
next one starts by itself, so a game is just a sequence of seat actions —
exactly what a record stores.

This module runs the tricks; ``decisions`` runs the questions asked before
play and after scoring (exchanges, contra, Rassi, buy-in, re-entry), and
``deal_flow`` runs scoring, chips, dealers and dealing. Hands are lists
sorted low to high (see ``plays``); shuffles come only from the state's own
seeded ``random.Random``. A *script* (stacked decks and dealers, from a test
or a record) can override a deal's deck and dealer; the RNG still advances
as if it had shuffled, so a replayed game goes on with exactly the shuffles
the original would have had.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.cards import Card
from cardtable.games.common import frozen
from cardtable.games.cucumber import dealing, explain, plays
from cardtable.games.cucumber.actions import Action, Decide, Exchange, Play
from cardtable.games.cucumber.deal_flow import DealFlow
from cardtable.games.cucumber.decisions import Decisions
from cardtable.games.cucumber.events import (
    Event,
    LastCardPlaced,
    LastTrickRevealed,
    Played,
    TrickWon,
)
from cardtable.games.cucumber.log import DealLog, ScriptedDeal
from cardtable.games.cucumber.observation import observe
from cardtable.games.cucumber.values import values_for
from cardtable.games.cucumber.variants.rules import Ruleset
from cardtable.games.errors import IllegalAction


class CucumberState(DealFlow, Decisions):
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
        self.markers: list[list[Card]] = [[] for _ in range(players)]  # cards out of play
        self.tokens: list[list[tuple[Card, int]]] = [[] for _ in range(players)]
        self.out_order: list[tuple[int, int]] = []  # (deal, seat) in elimination order
        self.stacks = [rules.starting_chips if rules.ante else 0] * players
        self.pot = 0
        self.buyins = 0
        self.rescued = [False] * players  # buy-in / re-entry / reset used
        self.log: list[DealLog] = []
        self.deal_no = 0
        self.dealer = 0
        self.hand_size = 0
        self.loss_points: int | None = None
        self.deal_start_alive = players
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        self.discarded: list[list[Card]] = [[] for _ in range(players)]
        self.exchanges: list[tuple[int, int]] = []
        self.steps: list[tuple[str, int]] = []
        self.step_count: int | None = None  # same-count k / one-fewer previous count
        self.multipliers = [1] * players
        self.contra_by: int | None = None
        self.pending_over: list[int] = []
        self.in_rescue = False
        self.exchange_open = False
        self.stock_ran_out = False
        self.last_losers: tuple[int, ...] = ()
        self.last_shown: list[tuple[int, Card]] = []
        self.pre_deal_scores = list(self.scores)
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
        self.moves_made = 0
        self._legal: tuple[int, Sequence[Action], frozenset | None] | None = None
        events = self._pay_antes()
        dealer, reason, draws = self._dealer_by_draw(list(range(players)), "draw")
        events += self._start_deal(dealer, reason, draws)
        self.pending_events = events

    # ------------------------------------------------------------ protocol
    @property
    def current_seat(self) -> int | None:
        """Whose turn it is, or ``None`` once the game is over."""
        return self.current

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def legal_actions(self) -> Sequence[Action]:
        """Every distinct legal action of the current seat (one per kind-multiset).

        Plays and answers come as a fresh list; exchanges as a read-only lazy
        sequence (``ExchangeOptions``: there can be thousands, and a bot
        usually needs one), equal to the list it stands for."""
        actions = self._legal_now()[1]
        return list(actions) if type(actions) is list else actions

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` for the current seat and return what happened.
        Raises :class:`IllegalAction` (state unchanged) if the rules forbid it."""
        seat = self.current
        if seat is None:
            raise IllegalAction("The game is over: no more moves can be made.", "game-over")
        if not self._is_legal(seat, action):
            raise explain.why_illegal(self, seat, action)
        self.log[-1].moves.append((seat, action))
        self.moves_made += 1
        if self.phase == "last":
            return self._do_place_last(seat, action.cards[0])
        if self.phase == "play":
            return self._do_play(seat, action.cards)
        return self._do_step(seat, action)

    def take_pending_events(self) -> list[Event]:
        """Events produced when the game was created (antes, dealer draw, first deal)."""
        out, self.pending_events = self.pending_events, []
        return out

    def action_key(self, action: object) -> tuple:
        """What makes two actions the same move: type and kinds (or decision)."""
        if isinstance(action, Decide):
            return (Decide, action.name, action.value)
        if isinstance(action, Exchange | Play):
            kind = self.values.kind
            try:
                return (type(action), tuple(sorted(kind[c] for c in action.cards)))
            except (KeyError, TypeError):
                return (type(action), None)
        return (type(action),)

    def clone(self) -> CucumberState:
        """An independent copy (same RNG position), for search and previews."""
        other = object.__new__(CucumberState)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        for name in ("script", "scores", "alive", "out_order", "stacks", "rescued", "stock",
                     "exchanges", "steps", "multipliers", "pending_over", "pre_deal_scores",
                     "pile", "trick", "placed", "pending_events"):
            setattr(other, name, list(getattr(self, name)))
        for name in ("markers", "tokens", "hands", "discarded"):
            setattr(other, name, [list(x) for x in getattr(self, name)])
        other.log = [*self.log[:-1], self.log[-1].copy()] if self.log else []
        return other

    def fingerprint(self) -> tuple:
        """Everything that defines the game (RNG position included), for equality tests."""
        skip = {"values", "_legal", "pending_events", "log", "rng", "script"}
        parts = [(k, frozen(v)) for k, v in sorted(self.__dict__.items()) if k not in skip]
        log = tuple((d.dealer, d.deck, tuple(d.moves), repr(d.result)) for d in self.log)
        return (self.rng.getstate(), log, tuple(parts))

    def alive_seats(self) -> list[int]:
        return [s for s in range(self.players) if self.alive[s]]

    # ------------------------------------------------------------ legality
    def _is_legal(self, seat: int, action: object) -> bool:
        """Is ``action`` one of the legal actions (by kind), with cards really held?

        Exchanges and yes/no answers are checked directly (a hand can have
        thousands of distinct exchanges); plays are matched against the few
        enumerated legal plays, so the two can never disagree."""
        phase = self.phase
        if phase == "exchange":
            return (type(action) is Exchange and _held(action.cards, self.hands[seat])
                    and len(action.cards) in self._exchange_sizes(seat))
        if phase not in ("play", "last"):
            return (type(action) is Decide and action.name == phase
                    and type(action.value) is bool)
        cached = self._legal_now()
        if action in cached[1]:  # usually the very object legal_actions() handed out:
            return True  # equal cards are the same (interned) cards, from this hand
        if type(action) is not Play or not _held(action.cards, self.hands[seat]):
            return False
        if cached[2] is None:  # kinds are compared only for a play built elsewhere
            self._legal = (cached[0], cached[1],
                           frozenset(self.action_key(a) for a in cached[1]))
        return self.action_key(action) in self._legal[2]

    def _legal_now(self) -> tuple[int, Sequence[Action], frozenset | None]:
        """The legal actions of this turn, worked out once per move (the key
        set of their kinds only when a play has to be matched by kind)."""
        cached = self._legal
        if cached is not None and cached[0] == self.moves_made:
            return cached
        self._legal = (self.moves_made, self._enumerate(), None)
        return self._legal

    def _enumerate(self) -> Sequence[Action]:
        if self.current is None:
            return []
        hand = self.hands[self.current]
        if self.phase == "last":
            return [Play((hand[0],))]
        if self.phase != "play":
            return self._step_actions()
        if not self.trick:
            return [Play(c) for c in self.lead_options(hand)]
        return [Play(c) for c in self.follow_options(hand)]

    def lead_options(self, hand: list[Card]) -> list[tuple[Card, ...]]:
        """Every distinct lead: any kind (or with ``lead_lowest`` the lowest),
        and sets of one kind that leave a card in hand."""
        options = plays.lead_options(hand, self.rules.lead == "sets", self.values)
        if self.rules.lead_lowest:
            low = self.values.kind[hand[0]]
            options = [o for o in options if self.values.kind[o[0]] == low]
        return options

    def follow_options(self, hand: list[Card]) -> list[tuple[Card, ...]]:
        """Every distinct follow: heading plays and the lowest cards, narrowed
        by the compulsory-heading and ace rules."""
        target = self._target()
        lowest = tuple(hand[:len(target)])
        if self._lowest_forced():
            return [lowest]
        allow_equal = self.rules.follow_allow_equal
        options = plays.heading_options(hand, target, allow_equal, self.values)
        optional = not options or not self.rules.follow_must_beat
        if optional and not plays.heads(lowest, target, allow_equal, self.values.strength):
            options.append(lowest)
        if self.rules.ace_rule == "one-ace-per-trick" and self._ace_in_trick():
            aces = self.values.aces
            options = [o for o in options if not any(c in aces for c in o)] or [lowest]
        return options

    def _target(self) -> tuple[int, ...]:
        if len(self.best) == 1 and self.rules.follow_target == "previous":
            return self.previous
        return self.best

    def _lowest_forced(self) -> bool:
        """``lowest-after-ace``: right after an ace the next player plays lowest."""
        if self.rules.ace_rule != "lowest-after-ace" or not self.trick:
            return False
        return any(c in self.values.aces for c in self.trick[-1][1])

    def _ace_in_trick(self) -> bool:
        aces = self.values.aces
        return any(c in aces for _, cs in self.trick for c in cs)

    def _dead_ace(self, cards: tuple[Card, ...], left: int) -> bool:
        """``one-ace-per-trick``: is this follow a forced second ace (RULES.md
        §1.4)? Only in ordinary tricks (``left`` cards remain after it): the
        last trick compares every last card as usual."""
        if self.rules.ace_rule != "one-ace-per-trick" or left == 0:
            return False
        aces = self.values.aces
        return any(c in aces for c in cards) and self._ace_in_trick()

    def _live_plays(self) -> list[tuple[int, tuple[Card, ...]]]:
        """The trick as it is compared: under ``one-ace-per-trick`` the aces
        played after the first ace cannot win (the first ace keeps the trick)."""
        if self.rules.ace_rule != "one-ace-per-trick":
            return self.trick
        aces = self.values.aces
        out: list[tuple[int, tuple[Card, ...]]] = []
        seen = False
        for seat, cards in self.trick:
            if seen:
                cards = tuple(c for c in cards if c not in aces)
            elif any(c in aces for c in cards):
                seen = True
            out.append((seat, cards))
        return out

    # ------------------------------------------------------------ tricks
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
            self.previous = mine
        elif self._dead_ace(cards, len(hand)):
            pass  # a forced second ace does not head and is never the card to beat
        else:
            if plays.strengths_head(mine, self._target(), self.rules.follow_allow_equal):
                heading = True
                self.best = mine  # each heading play becomes the set to beat
            self.previous = mine
        self.trick.append((seat, cards))
        events: list[Event] = [Played(seat, cards, self.trick_no, lead, heading)]
        if len(self.trick) < sum(self.alive):
            self.current = dealing.next_alive(seat, self.alive)
            return events
        last = len(hand) == 0
        if last:
            winner = plays.trick_winner(self.trick, self.values.last_strength)
        else:
            winner = plays.trick_winner(self._live_plays(), strength)
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


def _held(cards: tuple[Card, ...], hand: list[Card]) -> bool:
    """Are these exact cards (suits included) in the hand? Kinds alone are not enough."""
    return all(hand.count(c) >= cards.count(c) for c in cards)



CucumberState.observation = observe  # type: ignore[attr-defined]
