"""The simplest Cucumber bot: ``easy`` (``random`` is generic, in ``ai.base``).

``easy`` plays like a beginner who knows one idea of 22: keep your lowest
card for the last trick, and head as cheaply as you can. It never counts
cards and never plans the lead, which is what the stronger levels add.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.games.cucumber.actions import Action, Decide, Exchange, Play
from cardtable.games.cucumber.observation import CucumberObservation
from cardtable.games.cucumber.plays import heads
from cardtable.games.cucumber.values import values_for


class EasyBot:
    """Heads with the lowest cards that head, keeping the lowest card back."""

    name = "easy"
    #: Without a card of this strength or lower the hand has no safe last card.
    SAFE_LAST = 7

    def choose(self, observation: CucumberObservation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        values = values_for(observation.rules)
        strength = values.strength
        hand = observation.hand
        if isinstance(legal_actions[0], Decide):
            return Decide(legal_actions[0].name, self._answer(observation, strength))
        if isinstance(legal_actions[0], Exchange):
            return self._exchange(hand, legal_actions, strength)
        reserve = hand[0]
        kept = sum(1 for c in hand if values.kind[c] == values.kind[reserve])
        plays = [a for a in legal_actions if isinstance(a, Play)]
        if observation.leading:
            singles = [a for a in plays if len(a.cards) == 1 and a.cards[0] is not reserve]
            return min(singles, key=lambda a: strength[a.cards[0]]) if singles else plays[0]
        target = observation.to_beat
        allow_equal = observation.rules.follow_allow_equal

        def spends_reserve(a: Action) -> bool:
            return sum(1 for c in a.cards if values.kind[c] == values.kind[reserve]) >= kept

        heading = [a for a in plays if heads(a.cards, target, allow_equal, strength)
                   and not spends_reserve(a)]
        if heading:
            return min(heading, key=lambda a: sorted(strength[c] for c in a.cards))
        return min(plays, key=lambda a: sorted(strength[c] for c in a.cards))


    def _answer(self, observation: CucumberObservation, strength) -> bool:
        """Yes/no questions, answered like a cautious beginner."""
        question = observation.question
        if question == "free":          # a new hand costs nothing: take it without a low card
            return strength[observation.hand[0]] > self.SAFE_LAST
        if question in ("re-entry", "reset"):
            return True                 # only offered when it saves the player
        if question == "buy-in":        # pay only to escape elimination
            rules = observation.rules
            total = observation.scores[observation.seat]
            if rules.elimination_when == "over":
                return total > rules.elimination_at
            return total >= rules.elimination_at
        return False                    # contra, double, redouble: too risky for a beginner

    def _exchange(self, hand, legal_actions: Sequence[Action], strength) -> Action:
        """Keep the hand unless it has no low card; then swap the lowest card(s)."""
        keep = next(a for a in legal_actions if not a.cards)
        if strength[hand[0]] <= self.SAFE_LAST:
            return keep
        sizes = sorted({len(a.cards) for a in legal_actions if a.cards})
        want = tuple(hand[:sizes[0]])
        for action in legal_actions:
            if sorted(action.cards, key=lambda c: c.index) == sorted(want, key=lambda c: c.index):
                return action
        return keep
