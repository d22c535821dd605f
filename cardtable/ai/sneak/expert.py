"""The ``expert`` Sneak bot: valued options, mixed strategies, a learnt table.

A fixed rule ("never sneak junk", "always call with a pair") is a pattern an
observant opponent exploits, so every bluffing decision is a *lottery*
whose odds the expert computes from the situation:

* **Values in cards.** A card in hand is worth its chance of being banked
  (``keep``: 1 for a card nothing unseen can beat, less the more higher
  cards of its suit are unseen), a draw about one card. Securing a card in
  the score pile is worth what it could still lose.
* **Determinized worlds.** For its own sneaks it deals each opponent a hand
  from the unseen cards (``WORLDS`` times), lets each call with the
  strength-weighted rate it has *learnt* the table calls at, and averages
  the outcome. Safe flaunts are worth the hopeless calls the table makes.
  Each opponent is imagined calling at the rate it has called the sneaks
  of others in the public record, and only with its strongest hands (a
  caller who calls at random is rare; one who calls on odds is not). For a
  challenge it reads the sneak by what the leader *chose* (``calls``):
  a real set from a hand good enough to sneak — as seldom as that leader
  sneaks — or junk, in the proportion that leader has shown
  (``model.Tendencies``), and calls only when the call pays in cards.
* **Quantal response.** Options are then chosen with probabilities
  ``exp(value / TEMPERATURE)`` (options far below the best never): close
  calls are genuinely mixed — sneak content (real or junk), size and
  challenges — while clear ones are taken almost surely.
* **Once the stock is gone** every lead is a face-up flaunt judged
  exactly against the unseen cards, so there it plays the counted lead
  (``policy.closing_lead``).

Work is counted in sampled worlds, never seconds: a decision is a pure
function of (observation, legal actions, rng) and whatever the tracker
learnt from earlier observations of the same game.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from cardtable.ai.reasons import CHALLENGE, GAIN, Reason
from cardtable.ai.sneak.calls import CEILING, FLOOR, beat_leader, call_edge, rivals_lose, sneak_rate
from cardtable.ai.sneak.hand import best_sneak_set, junk_set
from cardtable.ai.sneak.model import Tendencies, Tracker
from cardtable.ai.sneak.policy import (
    challenge_action,
    cheapest_answer,
    closing_lead,
    find,
    flaunt_leads,
    rival_threat,
    sneak_odds,
)
from cardtable.ai.sneak.view import View, flaunt_safe, view_of
from cardtable.cards import Card
from cardtable.games.sneak.actions import Action, Draw, Flaunt, Sneak
from cardtable.games.sneak.combos import sneak_key

#: Sampled worlds per lead decision, and per challenge estimate.
WORLDS = 16
CALL_SAMPLES = 32
#: What a draw is worth, in cards.
DRAW_VALUE = 2.0
#: Softness of the mixed choices (in cards), and how far below the best an
#: option may be and still be chosen at all.
TEMPERATURE = 0.3
CUTOFF = 1.2
#: Calls: odds needed to challenge a sneak, the most rival risk accepted
#: when answering a flaunt, and how soft both thresholds are.
CALL_ODDS = 0.55
RIVAL_RISK = 0.4
SPREAD = 0.05
#: Largest sneak the expert considers.
MAX_SNEAK = 3


def keep(card: Card, unseen: Sequence[Card]) -> float:
    """Chance a card in hand ends up banked by its holder (a rough count)."""
    higher = sum(1 for c in unseen if c.suit is card.suit and c.rank >= card.rank)
    return 1.0 if higher == 0 else max(0.5, 0.9 - 0.03 * higher)


def mixed(options: Sequence[tuple[float, object]], rng: random.Random,
          temperature: float = TEMPERATURE) -> object:
    """One option drawn with probability ∝ exp(value / temperature), among those
    within ``CUTOFF`` of the best (in the given order, so it is reproducible)."""
    best = max(v for v, _ in options)
    near = [(v, o) for v, o in options if v >= best - CUTOFF]
    weights = [math.exp((v - best) / temperature) for v, _ in near]
    pick = rng.random() * sum(weights)
    for w, (_, option) in zip(weights, near, strict=True):
        pick -= w
        if pick <= 0:
            return option
    return near[-1][1]


def gain_reason(options: Sequence[tuple[float, object]], chosen: object, hand_size: int,
                legal: Sequence[Action]) -> Reason:
    """A hint's reason for a lead: the cards ``chosen`` gains on average, and the
    best other option's (the choice is mixed, so the runner-up may be worth more)."""
    value = next(v for v, option in options if option == chosen)
    others = [(v, option) for v, option in options if option != chosen]
    values: dict = {find(legal, chosen, hand_size): (value,)}
    for v, option in sorted(others, key=lambda vo: -vo[0]):
        values.setdefault(find(legal, option, hand_size), (v,))
    if not others:
        return Reason(GAIN, (value,), values=tuple(values.items()))
    other_value, other = max(others, key=lambda vo: vo[0])
    return Reason(GAIN, (value,), 0, find(legal, other, hand_size), (other_value,),
                  values=tuple(values.items()))


def call_probability(margin: float) -> float:
    """The quantal chance of taking a bet whose odds beat the threshold by
    ``margin`` (negative: fall short): near-certain far from it, mixed near it."""
    return 1.0 / (1.0 + math.exp(-margin / SPREAD))


class ExpertBot:
    """Mixed strategies over sampled worlds, against a learnt table."""

    name = "expert"
    #: Read a sneak by what its leader chose to do (``calls``), not as the
    #: best set of a random hand (kept for measuring the change).
    reads_choice = True
    #: Imagine each opponent calling its own sneak-call rate (counted from the
    #: public record), with its strongest hands only.
    caller_rates = True
    selective_callers = True

    def __init__(self, worlds: int = WORLDS, call_samples: int = CALL_SAMPLES) -> None:
        self.worlds = worlds
        self.call_samples = call_samples
        self.tracker = Tracker()
        #: Work out ``last_reason`` for a hint (``cardtable.ai.reasons``).
        self.explain = False
        self.last_reason: Reason | None = None

    def choose(self, observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        obs = observation
        self.last_reason = None
        model = self.tracker.update(obs)
        if len(legal_actions) == 1:
            return legal_actions[0]
        v = view_of(obs)
        if obs.phase == "challenge":
            action = self.answer(obs, v, model, rng)
            self.tracker.watch_answer(obs, action.name == "challenge")
            return find(legal_actions, action, len(obs.hand))
        action = self.turn(obs, v, legal_actions, model, rng)
        if action.name in ("sneak", "flaunt"):
            self.tracker.watch_lead(obs, action.name, action.cards,
                                    action.name == "flaunt" and flaunt_safe(action.cards,
                                                                            v.unseen))
        return find(legal_actions, action, len(obs.hand))

    # ------------------------------------------------------------ leading
    def turn(self, obs, v: View, legal: Sequence[Action], model: Tendencies,
             rng: random.Random) -> Action:
        cap = obs.max_play
        if obs.stock_size == 0:
            return Flaunt(closing_lead(v, cap, rng, self.worlds))
        options: list[tuple[float, Action]] = []
        if any(a.name == "draw" for a in legal):
            options.append((DRAW_VALUE, Draw()))
        if cap >= 1 and v.hand:
            for k in range(1, min(cap, MAX_SNEAK, len(v.hand)) + 1):
                sets = [best_sneak_set(v.hand, k), junk_set(v.hand, k)]
                if sets[1] == sets[0] or sorted(sets[1]) == sorted(sets[0]):
                    sets.pop()
                for cards in sets:
                    options.append((self.sneak_value(v, cards, model, rng), Sneak(cards)))
            hopeless = model.hopeless_rate()
            for cards in flaunt_leads(v.hand, cap):
                if flaunt_safe(cards, v.unseen):
                    callers = len(v.holders(len(cards)))
                    value = self.secured(cards, v) + hopeless * callers * len(cards)
                    options.append((value, Flaunt(cards)))
        if not options:
            return Flaunt(closing_lead(v, cap, rng, self.worlds))
        chosen = mixed(options, rng)
        if self.explain:
            self.last_reason = gain_reason(options, chosen, len(obs.hand), legal)
        return chosen  # type: ignore[return-value]

    def secured(self, cards: Sequence[Card], v: View) -> float:
        """What banking ``cards`` now saves: their chance of being lost later."""
        return sum(1.0 - keep(c, v.unseen) for c in cards)

    def sneak_value(self, v: View, cards: Sequence[Card], model: Tendencies,
                    rng: random.Random) -> float:
        """Expected cards gained by sneaking ``cards``, over sampled worlds in which
        each opponent calls at the learnt rate, more often with a strong hand."""
        k = len(cards)
        mine = sneak_key(cards)
        secure = self.secured(cards, v)
        risk = sum(keep(c, v.unseen) for c in cards) + k / (v.players - 1)
        callers = v.holders(k)
        if not callers:
            return secure
        pool = list(v.unseen)
        keys: dict[int, list[tuple]] = {}
        for s in callers:
            size = min(v.hand_sizes[s], len(pool))
            keys[s] = [sneak_key(best_sneak_set(rng.sample(pool, size), k))
                       for _ in range(self.worlds)]
        total = 0.0
        rates = {s: model.caller_rate(s) if self.caller_rates else model.call_rate()
                 for s in callers}
        for w in range(self.worlds):
            called, best = 0, None
            for s in callers:
                key = keys[s][w]
                strength = sum(1 for other in keys[s] if other <= key) / self.worlds
                rate = rates[s]
                chance = (float(strength > 1 - rate) if self.selective_callers
                          else min(1.0, 2 * rate * strength))
                if rng.random() < chance:
                    called += 1
                    if best is None or key >= best:
                        best = key
            if not called:
                total += secure
            elif mine > best:  # type: ignore[operator]
                total += called * k + secure
            else:
                total -= risk
        return total / self.worlds

    # ------------------------------------------------------------ answering
    def answer(self, obs, v: View, model: Tendencies, rng: random.Random) -> Action:
        play = obs.play
        if play.kind == "flaunt":
            rivals = any(s != obs.seat for s in play.waiting) or any(
                r == "challenge" for _, r in play.responses)
            answer = cheapest_answer(v, play.face_up, rivals)
            if answer is None:
                return challenge_action(None)
            lose = rival_threat(v, answer, play.leader, rng, self.worlds)
            take = rng.random() < call_probability(RIVAL_RISK - lose)
            return challenge_action(answer if take else None)
        mine = best_sneak_set(v.hand, play.size)
        joined = [s for s, r in play.responses if r == "challenge"]
        rivals = [(s, 1.0) for s in joined]
        rivals += [(s, model.caller_rate(s) if self.caller_rates else model.call_rate())
                   for s in play.waiting if s != obs.seat]
        if self.reads_choice:
            real = model.real_rate(play.leader)
            top = min(CEILING, max(FLOOR, sneak_rate(obs, play.leader) * real))
            odds = beat_leader(v, mine, play.leader, real, top, rng, self.call_samples)
            odds *= rivals_lose(v, mine, play.leader, rivals, rng, self.call_samples)
            margin = call_edge(odds, len(joined))
        else:
            odds = sneak_odds(v, mine, play.leader, model.real_rate(play.leader), rivals,
                              rng, self.call_samples)
            margin = odds - CALL_ODDS
        take = rng.random() < call_probability(margin)
        if self.explain:
            # A pass is worth the odds the call needed to pay (its break-even).
            values = ((challenge_action(mine), (odds,)), (challenge_action(None), (odds - margin,)))
            self.last_reason = Reason(CHALLENGE, (odds,), self.call_samples, values=values)
        return challenge_action(mine if take else None)


class ForgetfulExpertBot:
    """Measurement only: the expert as a table asks it — a new bot for every
    decision (``cardtable.session.game_session`` makes one per move), so it can learn
    nothing across decisions beyond what the observation itself tells."""

    name = "expert-fresh"

    def choose(self, observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        return ExpertBot().choose(observation, legal_actions, rng)


__all__ = ["ExpertBot", "ForgetfulExpertBot", "call_probability", "keep", "mixed"]
