"""The simple Sneak bots: the ``easy`` level and the measurement exploiters.

``easy`` is a beginner who knows the combos but not the game. It draws
until it holds a combo and then flaunts it (the biggest it may lead) —
showing off a combo feels strong, but it gives up draws and every face-up
combo can be beaten by a higher one of its type. It challenges only with a
sure winner: a flaunt it can see it beats, or a sneak no set of the cards
outside its own hand could beat. It does not count the cards shown, so
"sure" is judged against the whole pack minus its hand.

The exploiters are for tournaments only. A level with a fixed, predictable
pattern should lose to a bot that learns its opponents, and these make that
measurable. Each plays like ``normal`` except for its one habit:

* ``always-challenge`` answers every lead it may answer (its best set, or
  any legal set when nothing beats a flaunt);
* ``never-challenge`` never answers;
* ``always-sneak-junk`` sneaks its lowest card whenever it may lead while
  the stock lasts (so it draws only every other turn).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from cardtable.ai.sneak.hand import (
    best_of_type,
    best_sneak_set,
    junk_set,
    lead_candidates,
)
from cardtable.ai.sneak.normal import NormalBot
from cardtable.ai.sneak.policy import challenge_action, find, flaunt_answer
from cardtable.ai.sneak.view import View, sneak_safe, view_of
from cardtable.cards import Card, build_deck
from cardtable.games.sneak.actions import Action, Challenge, Draw, Flaunt, Pass, Sneak
from cardtable.games.sneak.combos import classify


def biggest_combo(hand: Sequence[Card], cap: int) -> list[Card] | None:
    """The largest combo the hand may lead (the stronger type on equal size)."""
    combos = [s for s in lead_candidates(hand, cap) if len(s) > 1]
    return max(combos, key=len) if combos else None


def outside(obs) -> tuple[Card, ...]:
    """The pack minus the seat's own hand: what an easy player thinks is out there."""
    pool = Counter(build_deck(obs.decks))
    pool.subtract(obs.hand)
    return tuple((+pool).elements())


class EasyBot:
    """Draws to a combo, flaunts it, calls only sure winners."""

    name = "easy"

    def choose(self, observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        obs = observation
        v = view_of(obs)
        if obs.phase == "challenge":
            return find(legal_actions, self.answer(obs, v), len(obs.hand))
        combo = biggest_combo(v.hand, obs.max_play) if obs.max_play >= 2 else None
        can_draw = any(a.name == "draw" for a in legal_actions)
        if combo is not None:
            return find(legal_actions, Flaunt(combo), len(obs.hand))
        if can_draw:
            return Draw()
        return find(legal_actions, Flaunt([max(v.hand, key=lambda c: int(c.rank))]), len(obs.hand))

    def answer(self, obs, v: View) -> Action:
        play = obs.play
        if play.kind == "flaunt":
            return challenge_action(flaunt_answer(v, play.face_up))
        mine = best_sneak_set(v.hand, play.size)
        return challenge_action(mine if sneak_safe(mine, outside(obs)) else None)


class AlwaysChallengeBot(NormalBot):
    """Answers every sneak and flaunt it can."""

    name = "always-challenge"

    def choose(self, observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        obs = observation
        if obs.phase != "challenge" or len(legal_actions) == 1:
            return super().choose(observation, legal_actions, rng)
        v = view_of(obs)
        play = obs.play
        if play.kind == "sneak":
            return Challenge(best_sneak_set(v.hand, play.size))
        led = play.face_up
        answer = flaunt_answer(v, led) or best_of_type(v.hand, classify(led).type,
                                                         len(led), led[0].suit)
        if answer is None:
            answer = next((list(a.cards) for a in legal_actions if a.name == "challenge"),
                          None)
        return Challenge(answer) if answer else Pass()


class NeverChallengeBot(NormalBot):
    """Lets every lead go."""

    name = "never-challenge"

    def choose(self, observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        if observation.phase == "challenge":
            return Pass()
        return super().choose(observation, legal_actions, rng)


class AlwaysSneakJunkBot(NormalBot):
    """Sneaks its lowest card at every turn it may."""

    name = "always-sneak-junk"

    def choose(self, observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        obs = observation
        if (obs.phase == "turn" and obs.stock_size > 0 and obs.hand and obs.max_play >= 1
                and any(a.name == "sneak" for a in legal_actions)):
            return Sneak(junk_set(obs.hand, 1))
        return super().choose(observation, legal_actions, rng)


__all__ = ["AlwaysChallengeBot", "AlwaysSneakJunkBot", "EasyBot", "NeverChallengeBot",
           "biggest_combo"]
