"""The expert's sneak challenge: read the lead by what the leader chose to do.

A sneak is a *choice*: a player who sneaks a real set does so when its
hand is good, not on a random hand. Reading the lead as "the best set of a
random hand" (what ``policy.sneak_odds`` does for ``normal``) therefore
underrates it, and a caller on those odds over-calls — the expert's
challenges once lost two times in three, most against players who never
bluffed. So the lead is read by *policy-based inference*:

* **how often the leader sneaks for real** — its sneaks this deal per turn
  taken, times the share of its revealed sneaks that held a real set, both
  Beta-smoothed (``sneak_rate`` and ``model.Tendencies.real_rate``): a real
  sneak is its best set from a hand in the top that fraction of hands,
  found by dealing hands from the unseen cards and keeping the strongest;
* **how often it bluffs** — the rest: its lowest cards (``hand.junk_set``).

The call is then taken when it pays in cards: won, it takes the leader's set
and every other challenger's; lost, it gives up its own.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.ai.sneak.hand import best_sneak_set, junk_set
from cardtable.ai.sneak.policy import rivals_stay_below
from cardtable.ai.sneak.view import View
from cardtable.cards import Card
from cardtable.games.sneak.combos import sneak_key

#: Beta prior (sneaks, other turns) of a player's sneaks per turn while the
#: stock lasts, and the fewest and most that a real-sneak fraction may be.
SNEAK_PRIOR = (1.0, 4.0)
FLOOR, CEILING = 0.1, 1.0


def sneak_rate(obs, seat: int) -> float:
    """How often ``seat`` has led a sneak this deal, per turn taken (smoothed)."""
    sneaks = sum(1 for r in obs.history
                 if r.deal == obs.deal_no and r.leader == seat and r.kind == "sneak")
    turns = max(obs.turns_taken[seat], sneaks)
    a, b = SNEAK_PRIOR
    return (a + sneaks) / (a + b + turns)


def beat_leader(v: View, mine: Sequence[Card], leader: int, real: float, top: float,
                rng: random.Random, samples: int) -> float:
    """Chance ``mine`` beats (or ties: the challenger sits later) the leader's set:
    a real set from a hand in the strongest ``top`` share with chance ``real``,
    else the lowest cards of a random hand."""
    k = len(mine)
    key = sneak_key(mine)
    pool = list(v.unseen)
    size = min(v.hand_sizes[leader] + k, len(pool))
    if size < k:
        return 1.0
    hands = [rng.sample(pool, size) for _ in range(samples)]
    strong = sorted((sneak_key(best_sneak_set(h, k)) for h in hands), reverse=True)
    strong = strong[:max(1, round(top * samples))]
    real_win = sum(1 for s in strong if key >= s) / len(strong)
    junk_win = sum(1 for h in hands if key >= sneak_key(junk_set(h, k))) / samples
    return real * real_win + (1 - real) * junk_win


def rivals_lose(v: View, mine: Sequence[Card], leader: int,
                rivals: Sequence[tuple[int, float]], rng: random.Random,
                samples: int) -> float:
    """Chance no other challenger (each joining with its given chance) beats
    ``mine``; a tie goes to the later seat."""
    if not rivals:
        return 1.0
    k = len(mine)
    key = sneak_key(mine)
    pool = list(v.unseen)
    total = 0.0
    for _ in range(samples):
        total += rivals_stay_below(v, key, k, leader, rivals, pool, rng)
    return total / samples


def call_edge(odds: float, joined: int) -> float:
    """How far the odds are above break-even: won, the call takes the leader's
    set and each joined challenger's (same size); lost, it gives its own."""
    return odds - 1.0 / (2 + joined)


__all__ = ["beat_leader", "call_edge", "rivals_lose", "sneak_rate"]
