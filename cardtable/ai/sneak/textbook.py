"""Textbook Sneak opponents, for measurement only: the baselines the expert is measured against.

Written from RULES.md §3 and the plain advice a card-game book gives, not
tuned against our expert, so the expert's figures against them say how it
does against a sound, ordinary player:

* **Count and draw.** The unseen cards are the pack minus the own hand,
  the own pile and everything shown (``view.view_of``). While the stock
  lasts a draw is worth about a card, so drawing is the default.
* **Bank what is at risk.** A card nothing unseen can beat is safe in hand
  until the end; a weak card is lost once the stock is gone and every lead
  is face up. So a strong *set* whose cards are weak on their own is sneaked
  (its value is the set, and any caller loses to it) — the honest lead.
* **Read the table from the public record.** Every observation carries the
  game's record of leads (who led, who challenged, what a challenge turned
  face up). From it each player's *bluff rate* (their revealed sneaks that
  held junk) and *call rate* (the leads of others they challenged) are
  counted, Beta-smoothed so a few records move them and an unknown player
  is average (:class:`TableModel`).
* **Call on the odds.** A sneak is challenged when sampling the leader's
  hand from the unseen cards — its best set if it plays honestly, its
  lowest cards if it bluffs, in the proportion it has shown — says the
  challenge wins more cards than it risks. A flaunt is answered when the
  best set of the led type beats it and another answer is unlikely to.
* **Bluff against timid tables.** ``heuristic`` sneaks its weakest cards
  when the players who could call have rarely called; ``honest`` never
  does, and believes every sneak is a real set as often as a card-value
  count says (it keeps no model of anyone).
* **Once the stock is gone** the counted face-up lead (``policy.closing_lead``).

Sample counts are fixed, so a choice is a pure function of the observation,
the legal actions and the rng.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from cardtable.ai.sneak.hand import best_sneak_set, is_combo, junk_set
from cardtable.ai.sneak.policy import (
    challenge_action,
    cheapest_answer,
    closing_lead,
    find,
    flaunt_leads,
    rival_threat,
    rivals_stay_below,
)
from cardtable.ai.sneak.view import View, flaunt_safe, single_safe, view_of
from cardtable.cards import Card
from cardtable.games.sneak.actions import Action, Draw, Flaunt, Sneak
from cardtable.games.sneak.combos import sneak_key

#: Samples per odds estimate.
SAMPLES = 24
#: Beta priors (hits, misses): a sneak is a bluff 1 time in 3, a player
#: challenges a lead 1 time in 4, until the record says otherwise.
BLUFF_PRIOR = (1.0, 2.0)
CALL_PRIOR = (1.0, 3.0)
#: Sneak an honest set when it beats a random hand's best set this often.
STRONG = 0.7
#: Bluff only when nobody is likely to call: the chance of no call needed,
#: and how often a chance to bluff is then taken.
QUIET = 0.6
BLUFF_TAKE = 0.35
#: What an honest player believes of a sneak: a real set this often.
BELIEVED_REAL = 0.75
#: Give up a flaunt answer another answer beats this often.
RIVAL_RISK = 0.5
#: Deals of a leader's hand tried for one holding a real set.
REDEALS = 4
#: Largest set sneaked.
MAX_SNEAK = 3


def is_bluff(cards: Sequence[Card]) -> bool:
    """A revealed sneak holding no combo, or a lone card below ten."""
    return not is_combo(cards) if len(cards) > 1 else int(cards[0].rank) < 10


@dataclass
class TableModel:
    """Per player: Beta counts of bluffs among revealed sneaks and of calls
    among the other players' sneaks (a flaunt is answered on sight, so it
    says nothing about a taste for calling)."""

    bluffs: dict[int, list[float]] = field(default_factory=dict)
    calls: dict[int, list[float]] = field(default_factory=dict)

    def bluff_rate(self, seat: int) -> float:
        a, b = self.bluffs.get(seat, BLUFF_PRIOR)
        return a / (a + b)

    def call_rate(self, seat: int) -> float:
        a, b = self.calls.get(seat, CALL_PRIOR)
        return a / (a + b)


def table_model(obs) -> TableModel:
    """Count every player's habits from the observation's public record."""
    model = TableModel()
    for record in obs.history:
        if record.kind == "sneak" and record.sets:
            a, b = model.bluffs.get(record.leader, BLUFF_PRIOR)
            bluff = is_bluff(record.sets[0][1])
            model.bluffs[record.leader] = [a + bluff, b + (not bluff)]
        for s in range(obs.players):
            if s != record.leader and record.kind == "sneak":
                a, b = model.calls.get(s, CALL_PRIOR)
                called = s in record.challengers
                model.calls[s] = [a + called, b + (not called)]
    return model


def call_odds(v: View, mine: Sequence[Card], leader: int, bluff: float,
              rivals: Sequence[tuple[int, float]], rng: random.Random,
              samples: int = SAMPLES) -> float:
    """Chance that ``mine`` wins a sneak challenge of ``leader``.

    The leader's hand is sampled from the unseen cards. With probability
    ``bluff`` it sneaked its lowest cards; otherwise it sneaked because it
    holds a real set, so hands whose best set is no real set are dealt
    again (a few times). Each rival (another challenger, with the chance
    it really joins) answers with its best set and wins ties if later."""
    k = len(mine)
    key = sneak_key(mine)
    pool = list(v.unseen)
    size = min(v.hand_sizes[leader] + k, len(pool))
    if size < k:
        return 1.0
    wins = 0.0
    for _ in range(samples):
        if rng.random() < bluff:
            led = junk_set(rng.sample(pool, size), k)
        else:
            for _ in range(REDEALS):
                led = best_sneak_set(rng.sample(pool, size), k)
                if not is_bluff(led):
                    break
        if key < sneak_key(led):
            continue
        wins += rivals_stay_below(v, key, k, leader, rivals, pool, rng)
    return wins / samples


def win_chance(v: View, cards: Sequence[Card], rng: random.Random,
               samples: int = SAMPLES) -> float:
    """How often ``cards`` sneaked beat the best same-size set of every
    opponent who could answer, over sampled hands of the unseen cards."""
    k = len(cards)
    callers = v.holders(k)
    if not callers or len(v.unseen) < k:
        return 1.0
    mine = sneak_key(cards)
    pool = list(v.unseen)
    wins = 0
    for _ in range(samples):
        wins += all(mine > sneak_key(best_sneak_set(rng.sample(pool, min(v.hand_sizes[s],
                                                                         len(pool))), k))
                    for s in callers if min(v.hand_sizes[s], len(pool)) >= k)
    return wins / samples


class HonestBot:
    """Never bluffs: sneaks only strong sets, calls on card-value odds."""

    name = "honest"
    bluffs = False

    def choose(self, observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        obs = observation
        v = view_of(obs)
        model = table_model(obs)
        if obs.phase == "challenge":
            action = self.answer(obs, v, model, rng)
        else:
            action = self.turn(obs, v, legal_actions, model, rng)
        return find(legal_actions, action, len(obs.hand))

    # ------------------------------------------------------------ leading
    def turn(self, obs, v: View, legal: Sequence[Action], model: TableModel,
             rng: random.Random) -> Action:
        cap = obs.max_play
        if obs.stock_size == 0:
            return Flaunt(closing_lead(v, cap, rng, SAMPLES))
        can_draw = any(a.name == "draw" for a in legal)
        strong = self.strong_sneak(v, cap, rng)
        if strong is not None:
            return Sneak(strong)
        if self.bluffs and can_draw:
            bluff = self.bluff(v, cap, model, rng)
            if bluff is not None:
                return Sneak(bluff)
        if can_draw:
            return Draw()
        return self.forced_lead(v, cap, rng)

    def strong_sneak(self, v: View, cap: int, rng: random.Random) -> list[Card] | None:
        """The largest set worth sneaking honestly: a real combo (or a high
        card) that usually wins a challenge and holds cards at risk on
        their own; ``None`` when there is none."""
        for k in range(min(cap, MAX_SNEAK, len(v.hand)), 0, -1):
            cards = best_sneak_set(v.hand, k)
            if is_bluff(cards) or all(single_safe(c, v.unseen) for c in cards):
                continue
            if win_chance(v, cards, rng) >= STRONG:
                return cards
        return None

    def bluff(self, v: View, cap: int, model: TableModel,
              rng: random.Random) -> list[Card] | None:
        """Weak cards to sneak when the possible callers rarely call."""
        doomed = [c for c in v.hand if not single_safe(c, v.unseen)]
        if cap < 1 or len(v.hand) < 3 or not doomed:
            return None
        quiet = 1.0
        for s in v.holders(1):
            quiet *= 1.0 - model.call_rate(s)
        if quiet < QUIET or rng.random() >= BLUFF_TAKE:
            return None
        return junk_set(doomed, 1)

    def forced_lead(self, v: View, cap: int, rng: random.Random) -> Action:
        """At the hand limit: a safe flaunt if there is one, else the best set."""
        safe = [s for s in flaunt_leads(v.hand, cap) if flaunt_safe(s, v.unseen)]
        if safe:
            return Flaunt(max(safe, key=len))
        return Sneak(best_sneak_set(v.hand, min(cap, MAX_SNEAK)))

    # ------------------------------------------------------------ answering
    def believed_real(self, leader: int, model: TableModel) -> float:
        return BELIEVED_REAL

    def answer(self, obs, v: View, model: TableModel, rng: random.Random) -> Action:
        play = obs.play
        if play.kind == "flaunt":
            rivals = any(s != obs.seat for s in play.waiting) or any(
                r == "challenge" for _, r in play.responses)
            answer = cheapest_answer(v, play.face_up, rivals)
            if answer is None or rival_threat(v, answer, play.leader, rng,
                                              SAMPLES) > RIVAL_RISK:
                return challenge_action(None)
            return challenge_action(answer)
        mine = best_sneak_set(v.hand, play.size)
        joined = [s for s, r in play.responses if r == "challenge"]
        rivals = [(s, 1.0) for s in joined]
        rivals += [(s, model.call_rate(s)) for s in play.waiting if s != obs.seat]
        odds = call_odds(v, mine, play.leader, 1.0 - self.believed_real(play.leader, model),
                         rivals, rng)
        # Won: the leader's set and every joined challenger's; lost: my own set.
        gain = odds * (1 + len(joined))
        return challenge_action(mine if gain > 1 - odds else None)


class HeuristicBot(HonestBot):
    """The honest player plus a model of each opponent: bluffs against
    players who rarely call, and reads each leader's sneaks as real in the
    proportion that leader has shown."""

    name = "heuristic"
    bluffs = True

    def believed_real(self, leader: int, model: TableModel) -> float:
        return 1.0 - model.bluff_rate(leader)


__all__ = ["HeuristicBot", "HonestBot", "TableModel", "call_odds", "is_bluff", "table_model",
           "win_chance"]
