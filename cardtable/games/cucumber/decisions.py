"""Questions asked outside the tricks, one seat at a time, as a queue of steps.

Before play: the exchange in each mode (22's free exchange, Agurk's
same-count, Norwegian dealer-first, Iceland one-fewer), Rassi's three
rounds (free? double? redouble?) and Ogórek's contra. After scoring, before
anyone is eliminated: Gurka's buy-in or free reset and gambling Cucumber's
re-entry. Each step is ``(question, seat)``; a step that no longer applies
when its turn comes (the stock ran out, the hand has a court card, the
rescue was used) is skipped, and some answers end a round early.

A mixin of :class:`~cardtable.games.cucumber.state.CucumberState`.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.cards import Card, Rank
from cardtable.games.cucumber import dealing
from cardtable.games.cucumber.actions import Action, Decide
from cardtable.games.cucumber.events import (
    CardsExchanged,
    Declared,
    Event,
    Exchanged,
    ExchangeEnded,
    ScoreSet,
)
from cardtable.games.cucumber.exchange_options import ExchangeOptions

EXCHANGE_STEPS = frozenset({"exchange", "free", "double", "redouble"})
RESCUE_STEPS = frozenset({"buy-in", "re-entry", "reset"})
_COURT = frozenset({Rank.KING, Rank.QUEEN, Rank.JACK})


class Decisions:
    """The step queue: planning, legal answers, carrying them out."""

    # ------------------------------------------------------------ planning
    def _plan_preplay(self, order: list[int]) -> list[Event]:
        """Queue the questions of a fresh deal and ask the first that applies."""
        mode = self.rules.exchange
        steps: list[tuple[str, int]] = []
        if mode in ("free", "same-count", "one-fewer"):
            steps += [("exchange", s) for s in order]
        elif mode == "dealer-first":
            steps += [("exchange", s) for s in dealing.seats_from(self.dealer, self.alive, True)]
        elif mode == "rassi":
            for question in ("free", "double", "redouble"):
                steps += [(question, s) for s in order]
        if self.rules.contra:
            steps += [("contra", s) for s in order]
        self.steps = steps
        self.step_count = None
        self.exchange_open = mode != "none"
        self.stock_ran_out = False
        self.in_rescue = False
        return self._advance_steps()

    def _rescue_steps(self, order: list[int]) -> list[tuple[str, int]]:
        """The rescue questions after scoring (RULES.md §1.4 Gurka SE, gambling)."""
        rescue = self.rules.rescue
        if rescue == "re-entry" and self.deal_start_alive > 3:
            return [("re-entry", s) for s in self.pending_over]
        if rescue == "buy-in" and self.deal_start_alive <= 3:
            return [("buy-in", s) for s in order]
        if rescue == "free-reset":
            return [("reset", s) for s in self.pending_over]
        return []

    # ------------------------------------------------------------ asking
    def _advance_steps(self) -> list[Event]:
        """Skip steps that no longer apply; ask the next one or move on."""
        events: list[Event] = []
        while self.steps:
            name, seat = self.steps[0]
            if self.exchange_open and name not in EXCHANGE_STEPS:
                events.append(self._close_exchange())
            applies = self._step_applies(name, seat)
            if applies is None:  # the whole round is over
                self._drop(name)
                continue
            if not applies:
                self.steps.pop(0)
                continue
            self.phase = name
            self.current = seat
            return events
        if self.exchange_open:
            events.append(self._close_exchange())
        if self.in_rescue:
            events.extend(self._finish_deal())
        else:
            self._begin_play()
        return events

    def _step_applies(self, name: str, seat: int) -> bool | None:
        """True: ask; False: skip this seat; None: the round ends here."""
        if name in EXCHANGE_STEPS and not self.stock:
            self.stock_ran_out = True
            return None
        if name == "exchange":
            sizes = self._exchange_sizes(seat)
            if not sizes:
                return None
            if sizes == [0]:
                return None if self.rules.exchange == "dealer-first" and not self.exchanges \
                    else False
            return True
        if name in ("free", "double", "redouble"):
            hand = self.hands[seat]
            if len(self.stock) < len(hand):
                return False  # no exchange the stock cannot cover
            return not (name == "free" and any(c.rank in _COURT for c in hand))
        if name in RESCUE_STEPS:
            return self._rescue_applies(name, seat)
        return True

    def _exchange_sizes(self, seat: int) -> list[int]:
        """How many cards ``seat`` may exchange now (empty: the exchange is over)."""
        hand, stock = len(self.hands[seat]), len(self.stock)
        mode = self.rules.exchange
        if mode == "dealer-first":
            return list(range(min(hand - 2, stock) + 1)) if hand > 2 else [0]
        if mode in ("same-count", "one-fewer") and self.exchanges:
            need = self.step_count if mode == "same-count" else self.step_count - 1
            need = min(need, stock)
            return [0, need] if need > 0 else []
        return list(range(min(hand, stock) + 1))

    def _rescue_target(self, seat: int) -> int | None:
        """The highest other player's total: for a seat about to go out, among
        those who stay in (else the rescue could not save it); for any other
        seat, among every player still at the table."""
        in_danger = seat in self.pending_over
        others = [self.scores[s] for s in self.alive_seats()
                  if s != seat and not (in_danger and self._over_threshold(self.scores[s]))]
        return max(others) if others else None

    def _rescue_applies(self, name: str, seat: int) -> bool:
        if self.rescued[seat] or not self.alive[seat]:
            return False
        if name == "re-entry":
            return seat in self.pending_over and self.stacks[seat] >= self.rules.ante
        target = self._rescue_target(seat)
        if target is None or self.scores[seat] <= target:
            return False
        if name == "buy-in":
            return self.stacks[seat] >= 2 * self.rules.ante
        return seat in self.pending_over

    def _step_actions(self) -> Sequence[Action]:
        name, seat = self.steps[0]
        if name != "exchange":
            return [Decide(name, False), Decide(name, True)]
        sizes = self._exchange_sizes(seat)
        # Lazy: built one option at a time as asked for ("exactly n or none"
        # keeps only some sizes).
        return ExchangeOptions(self.hands[seat], sizes[-1], self.values.kind, sizes)

    # ------------------------------------------------------------ answering
    def _do_step(self, seat: int, action: Action) -> list[Event]:
        name, _ = self.steps.pop(0)
        if name == "exchange":
            events = self._swap(seat, action.cards)
            count = len(action.cards)
            mode = self.rules.exchange
            first = len(self.exchanges) == 1
            ends_round = count == 0 and (mode == "one-fewer" or (
                first and mode in ("same-count", "dealer-first")))
            if ends_round:
                self._drop("exchange")
            elif mode == "one-fewer" or (mode == "same-count" and first):
                self.step_count = count
        else:
            events = [Declared(seat, name, action.value)]
            if action.value:
                events.extend(self._say_yes(name, seat))
        events.extend(self._advance_steps())
        return events

    def _say_yes(self, name: str, seat: int) -> list[Event]:
        events: list[Event] = []
        if name in ("free", "double", "redouble"):
            events.extend(self._swap(seat, tuple(self.hands[seat])))
            factor = {"free": 1, "double": 2, "redouble": 4}[name]
            self.multipliers[seat] = max(self.multipliers[seat], factor)
        elif name == "contra":
            self.contra_by = seat
            self._drop("contra")
        elif name == "re-entry":
            events.append(self._pay(seat, self.rules.ante, "pot", "re-entry"))
            self.rescued[seat] = True
            self.scores[seat] = self.pre_deal_scores[seat]
            events.append(ScoreSet(seat, self.scores[seat], "re-entry"))
        else:  # buy-in or free reset: down to the highest other total
            if name == "buy-in":
                events.append(self._pay(seat, 2 * self.rules.ante, "buy-in", "buy-in"))
            self.rescued[seat] = True
            self.scores[seat] = self._rescue_target(seat)
            events.append(ScoreSet(seat, self.scores[seat], name))
        return events

    def _swap(self, seat: int, cards: tuple[Card, ...]) -> list[Event]:
        """Discard ``cards`` face down and draw as many from the top of the stock."""
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
        drawn = self.stock[:len(cards)]
        del self.stock[:len(cards)]
        hand.extend(drawn)
        hand.sort(key=self.values.sort_key)
        self.discarded[seat].extend(cards)
        self.exchanges.append((seat, len(cards)))
        return [Exchanged(seat, len(cards), len(self.stock)),
                CardsExchanged(seat, tuple(cards), tuple(drawn))]

    def _drop(self, name: str) -> None:
        """End a round: remove every queued step of the same kind."""
        group = EXCHANGE_STEPS if name in EXCHANGE_STEPS else {name}
        self.steps = [s for s in self.steps if s[0] not in group]

    def _close_exchange(self) -> ExchangeEnded:
        self.exchange_open = False
        return ExchangeEnded(stock_empty=self.stock_ran_out)
