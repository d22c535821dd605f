"""``pimc``: the textbook Supertrump player, a measuring stick for the expert.

Written from the rules (RULES.md §2) and the textbook description of
Perfect-Information Monte Carlo, not tuned against our expert:

* **worlds** are sampled uniformly among the deals consistent with what
  the seat saw: its hand, the played cards, the face-up cards the opponent
  took and still holds, and the voids it showed (``inference.sample_world``);
* **stage 1**: every legal card (one per run of equivalent cards) is tried
  in every world and the game is finished with a **greedy full-knowledge
  rollout** (:mod:`textbook_rollout`): both seats see both hands and the
  stock, win a trick with their cheapest winning card when the face-up card
  (plus the trick's point) is worth more than the card spent and the hidden
  card they would draw instead, and otherwise throw their lowest card; the
  card with the best mean result (points, plus a bonus for reaching 20) is
  played;
* **stage 2** is played double-dummy exactly (the stage-2 ``Solver``);
* **declarations** are chosen over sampled playouts: the non-dealer tries
  every trump suit, the dealer every super rank, each in the same sampled
  deals, finished by the greedy rollouts.

Its budget (worlds per decision) gives about the expert's time per decision,
so the two are compared at equal cost. Budgets are counted in rollouts, so a choice
is a pure function of (observation, legal actions, rng).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.ai.supertrump.inference import View, sample_world, trumps_for, view_of
from cardtable.ai.supertrump.model import FULL, SUIT_INDEX, bits, mask_of, rank_of, runs
from cardtable.ai.supertrump.normal import declare_action, play_action
from cardtable.ai.supertrump.solver import Solver
from cardtable.ai.supertrump.textbook_rollout import rollout, utility
from cardtable.games.supertrump.actions import Action

#: Rollouts per stage-1 decision, shared among the candidate cards.
PLAY_BUDGET = 160
#: At least this many worlds per decision.
MIN_WORLDS = 10
#: Rollouts per declaration, shared among the options.
DECLARE_BUDGET = 260


def dealer_super_guess(hand: int, trump: int) -> int:
    """The super rank a dealer is assumed to name in the trump search: the rank
    it holds most of (the higher on ties), since supers are the top trumps."""
    counts = [0] * 15
    for c in bits(hand):
        counts[rank_of(c)] += 1
    return max(range(2, 15), key=lambda r: (counts[r], r))


class TextbookPIMCBot:
    """Plain PIMC: uniform consistent worlds, greedy full-knowledge rollouts."""

    name = "pimc"

    def __init__(self, play_budget: int = PLAY_BUDGET,
                 declare_budget: int = DECLARE_BUDGET) -> None:
        self.play_budget = play_budget
        self.declare_budget = declare_budget
        self._solver: tuple[tuple[int, int], Solver] | None = None

    def choose(self, observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        obs = observation
        hand = mask_of(obs.hand)
        if obs.phase == "trump":
            return declare_action("trump", self.choose_trump(hand, rng), legal_actions)
        if obs.phase == "super":
            trump = SUIT_INDEX[obs.trump]
            return declare_action("super", self.choose_super(hand, trump, rng), legal_actions)
        v = view_of(obs)
        if v.stage == 2 and v.face_up < 0:
            return play_action(self.exact_card(v), legal_actions)
        return play_action(self.search_card(v, rng), legal_actions)

    # -- play ----------------------------------------------------------------

    def exact_card(self, v: View) -> int:
        """A double-dummy optimal card (the weakest among equals)."""
        t = v.trumps
        key = (t.trump, t.super_rank)
        if self._solver is None or self._solver[0] != key:
            self._solver = (key, Solver(t))
        solver = self._solver[1]
        theirs = v.unseen | v.known
        order = sorted(bits(v.hand), key=lambda c: (t.power[c], c))
        if v.lead < 0:
            return solver.best_lead(v.hand, theirs, order)
        values = solver.follow_values(v.hand, theirs, v.lead)
        best = max(values.values())
        return min((c for c in values if values[c] == best), key=lambda c: (t.power[c], c))

    def search_card(self, v: View, rng: random.Random) -> int:
        """The stage-1 card with the best mean rollout result over sampled worlds."""
        t = v.trumps
        legal = t.follows(v.hand, v.lead) if v.lead >= 0 else v.hand
        cands = runs(t, legal, FULL & ~(v.hand | v.played))
        if len(cands) == 1:
            return cands[0]
        n_worlds = max(MIN_WORLDS, self.play_budget // len(cands))
        totals = [0.0] * len(cands)
        for _ in range(n_worlds):
            opp, stock = sample_world(v, rng)
            for j, c in enumerate(cands):
                bit = 1 << c
                if v.lead < 0:
                    mine, theirs = rollout(t, (v.hand ^ bit, opp), stock, v.face_up, 0, c,
                                           v.points)
                else:
                    mine, theirs = rollout(t, (v.hand, opp), stock, v.face_up, 1, v.lead,
                                           v.points, reply=c)
                totals[j] += utility(mine, theirs)
        best = max(range(len(cands)), key=lambda j: (totals[j], -t.power[cands[j]]))
        return cands[best]

    # -- declarations ----------------------------------------------------------

    def choose_trump(self, hand: int, rng: random.Random) -> int:
        """The suit whose sampled games, finished by rollouts, score best."""
        worlds = max(MIN_WORLDS, self.declare_budget // 4)
        totals = [0.0] * 4
        pool = [c for c in range(52) if not hand >> c & 1]
        for _ in range(worlds):
            rng.shuffle(pool)
            opp = mask_of(pool[:13])
            stock = pool[14:]
            for s in range(4):
                t = trumps_for(s, dealer_super_guess(opp, s))
                mine, theirs = rollout(t, (hand, opp), stock, pool[13], 0, -1, (0, 0))
                totals[s] += utility(mine, theirs)
        return max(range(4), key=lambda s: (totals[s], -s))

    def choose_super(self, hand: int, trump: int, rng: random.Random) -> int:
        """The rank whose sampled games, finished by rollouts, score best."""
        worlds = max(MIN_WORLDS, self.declare_budget // 13)
        totals = dict.fromkeys(range(2, 15), 0.0)
        pool = [c for c in range(52) if not hand >> c & 1]
        for _ in range(worlds):
            rng.shuffle(pool)
            opp = mask_of(pool[:13])
            stock = pool[14:]
            for r in range(2, 15):
                t = trumps_for(trump, r)
                # The dealer (seat 0 here) follows: the opponent leads the first trick.
                mine, theirs = rollout(t, (hand, opp), stock, pool[13], 1, -1, (0, 0))
                totals[r] += utility(mine, theirs)
        return max(range(2, 15), key=lambda r: (totals[r], r))
