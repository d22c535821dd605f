"""The ``normal`` Sneak bot: counts cards and challenges on estimated odds.

Its plan, and why:

* **Draw while the stock lasts.** Every card drawn is a card the seat will
  bank unless it loses it in a challenge, and a bigger hand outlasts the
  others once the stock is gone (the last hand holding cards banks them
  all). So leading early mostly gives away draws.
* **Now and then it sneaks junk** (its lowest card, rarely two): a card that
  would be beaten once the stock is gone is worth hiding in the score pile
  if nobody calls — the habit the expert learns to punish.
* **It counts**: the unseen cards are the pack minus its hand, its own pile
  and everything shown. A flaunt is answered when its best set of the led
  type beats the lead and another answer is unlikely to beat it; a sneak is
  challenged when sampling the leader's hand from the unseen cards says the
  challenge wins more often than not (the leader is assumed to hold a real
  combo half of the time).
* **Once the stock is gone** it leads the set that rescues most cards
  (``policy.closing_lead``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.ai.sneak.hand import best_sneak_set, junk_set
from cardtable.ai.sneak.policy import (
    challenge_action,
    cheapest_answer,
    closing_lead,
    find,
    flaunt_leads,
    rival_threat,
    sneak_odds,
)
from cardtable.ai.sneak.view import View, flaunt_safe, single_safe, view_of
from cardtable.games.sneak.actions import Action, Draw, Flaunt, Sneak

#: Chance per turn of sneaking a junk card while the stock lasts.
JUNK_RATE = 0.08
#: Samples per odds estimate.
SAMPLES = 24
#: The leader's sneak is believed to be a real combo this often.
BELIEVED_REAL = 0.5
#: Challenge a sneak when the estimated chance of winning is above this.
CALL_ODDS = 0.55
#: Answer a flaunt unless another answer beats it at least this often.
RIVAL_RISK = 0.4


class NormalBot:
    """Draws, counts, calls on odds, sneaks a little junk."""

    name = "normal"
    junk_rate = JUNK_RATE

    def choose(self, observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        obs = observation
        v = view_of(obs)
        if obs.phase == "challenge":
            return find(legal_actions, self.answer(obs, v, rng), len(obs.hand))
        return find(legal_actions, self.turn(obs, v, legal_actions, rng), len(obs.hand))

    def turn(self, obs, v: View, legal: Sequence[Action], rng: random.Random) -> Action:
        cap = obs.max_play
        if obs.stock_size == 0:
            return Flaunt(closing_lead(v, cap, rng, SAMPLES))
        can_draw = any(a.name == "draw" for a in legal)
        if can_draw and (rng.random() >= self.junk_rate or len(v.hand) < 3 or cap < 1):
            return Draw()
        if not can_draw:
            return self.forced_lead(v, cap, rng)
        doomed = [c for c in v.hand if not single_safe(c, v.unseen)]
        if not doomed:
            return Draw()
        size = 2 if cap >= 2 and len(doomed) >= 4 and rng.random() < 0.25 else 1
        return Sneak(junk_set(doomed, size))

    def forced_lead(self, v: View, cap: int, rng: random.Random) -> Action:
        """At the hand limit: flaunt a safe set if there is one, else sneak the
        strongest set of two or more (or the best card)."""
        safe = [s for s in flaunt_leads(v.hand, cap) if flaunt_safe(s, v.unseen)]
        if safe:
            return Flaunt(max(safe, key=len))
        size = min(cap, 3)
        return Sneak(best_sneak_set(v.hand, size))

    def answer(self, obs, v: View, rng: random.Random) -> Action:
        play = obs.play
        if play.kind == "flaunt":
            rivals = any(s != obs.seat for s in play.waiting) or any(
                r == "challenge" for _, r in play.responses)
            answer = cheapest_answer(v, play.face_up, rivals)
            if answer is None:
                return challenge_action(None)
            if rival_threat(v, answer, play.leader, rng, SAMPLES) > RIVAL_RISK:
                return challenge_action(None)
            return challenge_action(answer)
        mine = best_sneak_set(v.hand, play.size)
        rivals = [(s, 1.0) for s, r in play.responses if r == "challenge"]
        rivals += [(s, 0.5) for s in play.waiting if s != obs.seat]
        odds = sneak_odds(v, mine, play.leader, BELIEVED_REAL, rivals, rng, SAMPLES)
        return challenge_action(mine if odds > CALL_ODDS else None)


__all__ = ["NormalBot"]
