"""Deal boundaries: scoring the last trick, eliminations, the end of the game,
choosing the next dealer and dealing the next hand (RULES.md §1.1 "Last
trick" to "End").

A mixin of :class:`~cardtable.games.cucumber.state.CucumberState`: the
state machine there runs tricks; these methods run between them, where the
variants differ most.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from cardtable.cards import Card, cards_text
from cardtable.games.cucumber import dealing
from cardtable.games.cucumber.events import (
    CardsDealt,
    DealEnded,
    DealerChosen,
    DealStarted,
    Eliminated,
    Event,
    ExchangeEnded,
    GameEnded,
    PenaltyTaken,
)
from cardtable.games.cucumber.log import DealLog
from cardtable.games.errors import ScriptError


class DealFlow:
    """What happens when a deal ends and the next begins."""

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
