"""Deal boundaries: scoring the last trick, eliminations, the end of the game,
chips, choosing the next dealer and dealing the next hand (RULES.md §1.1
"Last trick" to "End", and the §1.3 options that change them).

A mixin of :class:`~cardtable.games.cucumber.state.CucumberState`: the
state machine there runs tricks; these methods run between them, where the
variants differ most. Rescue decisions (buy-in, re-entry, reset) sit
between scoring and elimination and are asked by ``decisions``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from cardtable.cards import Card, cards_text
from cardtable.games.cucumber import dealing
from cardtable.games.cucumber.events import (
    CardsDealt,
    ChipsPaid,
    DealEnded,
    DealerChosen,
    DealStarted,
    Eliminated,
    Event,
    GameEnded,
    PenaltyReduced,
    PenaltyTaken,
    PotWon,
    ScoreSet,
)
from cardtable.games.cucumber.log import DealLog
from cardtable.games.errors import ScriptError


class DealFlow:
    """What happens when a deal ends and the next begins."""

    # ------------------------------------------------------------ scoring
    def _end_deal(self, shown: list[tuple[int, Card]]) -> list[Event]:
        """Score the last trick, then ask rescue questions, then finish the deal."""
        strength = self.values.last_strength
        points = self.values.points
        top = max(strength[c] for _, c in shown)
        tied = [(s, c) for s, c in shown if strength[c] == top]
        if self.rules.last_trick_ties == "last-loses" and len(tied) > 1:
            scorers, reducers = tied[-1:], tied[:-1]
        else:
            scorers, reducers = tied, []
        events: list[Event] = []
        scored: list[tuple[int, int]] = []
        for seat, c in scorers:
            mult = self.multipliers[seat] * self._contra_factor(seat)
            pts = points[c] * mult
            self.scores[seat] += pts
            self.tokens[seat].append((c, pts))
            if self.rules.penalty_cards_out:
                self.markers[seat].append(c)
            scored.append((seat, pts))
            events.append(PenaltyTaken(seat, c, pts, self.scores[seat],
                                       self.rules.penalty_cards_out, mult))
        for seat, c in reducers:
            # Tied players who played before the loser take off their card's
            # plain value: a double or contra multiplies only the loser's loss.
            before = self.scores[seat]
            self.scores[seat] = max(0, before - points[c])
            if self.scores[seat] != before:  # a player on 0 has nothing to show for it
                self.tokens[seat].append((c, self.scores[seat] - before))
            events.append(PenaltyReduced(seat, c, before - self.scores[seat], self.scores[seat]))
        if self.rules.exact_reset is not None:
            for seat, _ in scorers + reducers:
                if self.scores[seat] == self.rules.exact_reset:
                    self.scores[seat] = 0
                    events.append(ScoreSet(seat, 0, "exact-reset"))
        self.last_losers = tuple(s for s, _ in scorers)
        self.last_shown = list(shown)
        self.loss_points = max(points[c] for _, c in scorers)
        self.log[-1].result = {"losers": list(self.last_losers),
                               "points": {str(s): p for s, p in scored}}
        order = dealing.seats_from(self.dealer, self.alive)
        self.pending_over = [s for s in order if self._over_threshold(self.scores[s])]
        self.steps = self._rescue_steps(order)
        self.in_rescue = True
        events.extend(self._advance_steps())
        return events

    def _contra_factor(self, seat: int) -> int:
        if self.contra_by is None:
            return 1
        return 4 if self.contra_by == seat else 2

    def _over_threshold(self, total: int) -> bool:
        if self.rules.elimination_when == "over":
            return total > self.rules.elimination_at
        return total >= self.rules.elimination_at

    def _finish_deal(self) -> list[Event]:
        """Eliminate whoever is still over the threshold; end the game or deal again."""
        self.in_rescue = False
        events: list[Event] = []
        out_now = [s for s in self.pending_over if self._over_threshold(self.scores[s])]
        for seat in out_now:
            self.alive[seat] = False
            self.out_order.append((self.deal_no, seat))
            events.append(Eliminated(seat, self.scores[seat]))
        self.pending_over = []
        result = self.log[-1].result
        result["scores"] = list(self.scores)
        result["eliminated"] = out_now
        points = tuple((int(s), p) for s, p in result["points"].items())
        events.append(DealEnded(self.deal_no, self.last_losers, points, tuple(self.scores),
                                tuple(out_now)))
        winners = self._game_winners(out_now)
        if winners is not None:
            self.winners = winners
            self.phase = "over"
            self.current = None
            events.append(GameEnded(winners, tuple(self.scores)))
            events.extend(self._pay_pot(winners))
            return events
        events.extend(self._next_deal())
        return events

    def _game_winners(self, out_now: list[int]) -> tuple[int, ...] | None:
        """The winners if the game ends after this deal, else ``None``."""
        alive = self.alive_seats()
        last_three = self.rules.rescue == "re-entry" and self.deal_start_alive <= 3
        ending = (len(alive) <= 1 or
                  (bool(out_now) and (self.rules.game_end == "first-elimination" or last_three)))
        if not ending:
            return None
        if len(alive) == 1:
            return (alive[0],)
        group = alive if alive else out_now
        if not alive and self.rules.all_out_winner == "shared":
            return tuple(sorted(group))
        low = min(self.scores[s] for s in group)
        return tuple(s for s in sorted(group) if self.scores[s] == low)

    # ------------------------------------------------------------ chips
    def _pay_antes(self) -> list[Event]:
        events: list[Event] = []
        if self.rules.ante:
            for seat in range(self.players):
                events.append(self._pay(seat, self.rules.ante, "pot", "ante"))
        return events

    def _pay(self, seat: int, amount: int, to: str, reason: str) -> ChipsPaid:
        """Take ``amount`` chips from ``seat`` into the pot or the buy-ins;
        ``reason`` (ante, re-entry, buy-in) only tells the table why."""
        self.stacks[seat] -= amount
        if to == "pot":
            self.pot += amount
        else:
            self.buyins += amount
        return ChipsPaid(seat, amount, to, self.stacks[seat], reason, self.pot)

    def _pay_pot(self, winners: tuple[int, ...]) -> list[Event]:
        if not self.pot:
            return []
        share, extra = divmod(self.pot, len(winners))
        payouts = tuple((w, share + (1 if i < extra else 0)) for i, w in enumerate(winners))
        for seat, amount in payouts:
            self.stacks[seat] += amount
        self.pot = 0
        return [PotWon(payouts)]

    # ------------------------------------------------------------ next deal
    def _next_deal(self) -> list[Event]:
        rotation = self.rules.dealer_rotation
        if rotation == "clockwise":
            return self._start_deal(dealing.next_alive(self.dealer, self.alive), "clockwise", ())
        if rotation == "lowest-last-card":
            low_strength = self.values.last_strength
            low = min(low_strength[c] for _, c in self.last_shown)
            seat = next(s for s, c in self.last_shown if low_strength[c] == low)
            if not self.alive[seat]:
                seat = dealing.next_alive(seat, self.alive)
            return self._start_deal(seat, "lowest-last-card", ())
        alive_losers = [s for s in self.last_losers if self.alive[s]]
        if len(alive_losers) == 1:
            return self._start_deal(alive_losers[0], "loser", ())
        if alive_losers:
            return self._start_deal(*self._dealer_by_draw(alive_losers, "losers-draw"))
        return self._start_deal(*self._dealer_by_draw(self.alive_seats(), "alive-draw"))

    def _dealer_by_draw(self, candidates: list[int], reason: str):
        dealer, draws = dealing.draw_for_dealer(candidates, self.rng)
        return dealer, reason, draws

    def _start_deal(self, dealer: int, reason: str, draws) -> list[Event]:
        self.deal_no += 1
        out_of_play = [c for m in self.markers for c in m]
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
        self.deal_start_alive = len(alive)
        self.pre_deal_scores = list(self.scores)
        wanted = dealing.wanted_hand_size(self.rules, self.hand_size or None, self.loss_points,
                                          len(deck), len(alive), self.deal_no)
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
        self.multipliers = [1] * self.players
        self.contra_by = None
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
        events.extend(self._plan_preplay(order))
        return events

    def _check_scripted_dealer(self, wanted: int, chosen: int, reason: str) -> None:
        if not 0 <= wanted < self.players or not self.alive[wanted]:
            raise ScriptError(f"Deal {self.deal_no}: seat {wanted} cannot deal (not an "
                              "active seat).")
        if reason in ("loser", "clockwise", "lowest-last-card"):
            raise ScriptError(f"Deal {self.deal_no}: seat {wanted} cannot deal: the rules "
                              f"make seat {chosen} the dealer ({reason}).")


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
