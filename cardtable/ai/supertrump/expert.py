"""The ``expert`` Supertrump bot: PIMC in stage 1, exact play in stage 2.

* **Stage 2** is perfect information — every card the expert has not seen
  is in the other hand — so it plays the double-dummy optimum found by the
  exact :class:`solver.Solver` (most tricks for itself; the same move also
  maximises its chance to reach 20, since that is monotone in tricks). Ties
  between optimal cards go to the cheaper card.
* **Stage 1** is German Whist's fight for the face-up card under hidden
  information. The expert samples worlds — the opponent's hidden cards and
  the stock order — consistent with what it saw (``inference``: known
  face-up cards, void caps), finishes the game in each world for every
  candidate card with a greedy full-knowledge rollout of stage 1 for both
  seats (``greedy``; it measured better than the ``normal`` policy's
  seat-limited playouts). The two hands each rollout leaves for
  stage 2 are valued, all in one batch, by a small network trained on
  positions the exact solver valued (``stage2_net``: it errs by half as
  much as the linear card worths it replaced, which took the expert from
  57.0 % to 64.8 % of games against the textbook PIMC). It plays
  the card with the best mean utility (points plus a bonus, priced
  smoothly, for reaching 20). Every candidate meets the same
  worlds, so their comparison is not blurred by luck. Cards that do the
  same work are tried once.
* **Declarations** are searched the same way over whole imagined games,
  with many more rollouts since they are made once a game (``declare``).

Budgets are counted in rollouts, never seconds, so a decision is a pure
function of (observation, legal actions, rng): deterministic, and blind to
the hidden cards (tested). The solvers' tables persist between decisions
for speed only: they hold proven bounds, so answers never depend on them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence

from cardtable.ai.reasons import TRICKS, Reason
from cardtable.ai.supertrump import declare
from cardtable.ai.supertrump.greedy import End, net_points, play_stage1, smooth_utility
from cardtable.ai.supertrump.inference import View, sample_world, trumps_for, view_of
from cardtable.ai.supertrump.model import FULL, SUIT_INDEX, Trumps, bits, mask_of, run_members, runs
from cardtable.ai.supertrump.normal import card_values, declare_action, play_action
from cardtable.ai.supertrump.reading import History, history_of, log_likelihood
from cardtable.ai.supertrump.solver import Solver
from cardtable.ai.supertrump.tally import ScoreTally
from cardtable.games.supertrump.actions import Action

#: Rollouts per stage-1 decision, shared among the candidate cards.
PLAY_BUDGET = 900
#: Rollouts per declaration (once a game each: see ``declare``).
DECLARE_BUDGET = 1000
#: At least this many worlds per decision, however many candidates.
MIN_WORLDS = 12
#: Reading the other seat's plays (``ReadingExpertBot``, measured, not a level):
#: consistent worlds drawn per world searched, and the power each world's
#: likelihood is raised to before they are resampled by it.
READ_POOL = 3
READ_TEMPER = 0.3


class ExpertBot:
    """Determinized search over imagined worlds, exact in stage 2."""

    name = "expert"
    #: Weight the worlds by the other seat's stage-1 plays (``reading``).
    read = False

    def __init__(self, play_budget: int = PLAY_BUDGET,
                 declare_budget: int = DECLARE_BUDGET) -> None:
        self.play_budget = play_budget
        self.declare_budget = declare_budget
        #: The other seat's past this decision, when ``read``.
        self.history: History | None = None
        self._solvers: dict[tuple[int, int], Solver] = {}
        #: Work out ``last_reason`` for a hint (``cardtable.ai.reasons``).
        self.explain = False
        self.last_reason: Reason | None = None

    def solver(self, trump: int, super_rank: int) -> Solver:
        """The solver of one declaration (only the latest is kept)."""
        key = (trump, super_rank)
        found = self._solvers.get(key)
        if found is None:
            self._solvers.clear()
            found = self._solvers[key] = Solver(trumps_for(trump, super_rank))
        return found

    def choose(self, observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        self.last_reason = None
        if len(legal_actions) == 1:
            return legal_actions[0]
        obs = observation
        if obs.phase in ("trump", "super"):
            if obs.phase == "trump":
                ranked, tally = self.ranked_trumps(mask_of(obs.hand), rng)
            else:
                ranked, tally = self.ranked_supers(mask_of(obs.hand), SUIT_INDEX[obs.trump], rng)
            if self.explain and len(ranked) > 1:
                self.last_reason = tally.reason(
                    ranked[0], ranked[1], declare_action(obs.phase, ranked[1], legal_actions),
                    tally.values(ranked, lambda o: declare_action(obs.phase, o, legal_actions)))
            return declare_action(obs.phase, ranked[0], legal_actions)
        v = view_of(obs)
        self.history = history_of(obs) if self.read and v.stage == 1 else None
        if v.stage == 2 and v.stock_hidden == 0 and v.face_up < 0:
            card = self.exact_card(v)
            if self.explain:
                self.last_reason = self.exact_reason(v, card, legal_actions)
            return play_action(card, legal_actions)
        cards, tally = self.searched(v, rng)
        if self.explain and len(cards) > 1:
            t = v.trumps
            same = run_members(t, t.follows(v.hand, v.lead) if v.lead >= 0 else v.hand,
                               FULL & ~(v.hand | v.played))
            values = tally.values(cards, lambda c: play_action(c, legal_actions), same,
                                  legal_actions)
            self.last_reason = tally.reason(cards[0], cards[1],
                                            play_action(cards[1], legal_actions), values)
        return play_action(cards[0], legal_actions)

    # -- reasons (hints only) ---------------------------------------------

    def exact_reason(self, v: View, card: int, legal: Sequence[Action]) -> Reason:
        """Tricks ``card`` takes from here with perfect play, and the best other card's."""
        t = v.trumps
        solver = self.solver(t.trump, t.super_rank)
        theirs = v.unseen | v.known
        values = (solver.lead_values(v.hand, theirs) if v.lead < 0
                  else solver.follow_values(v.hand, theirs, v.lead))
        others = [c for c in values if c != card]
        every = tuple((play_action(c, legal), (float(values[c]),))
                      for c in sorted(values, key=lambda c: (c != card, -values[c], c)))
        if not others:
            return Reason(TRICKS, (values[card],), values=every)
        other = max(others, key=lambda c: (values[c], -c))
        return Reason(TRICKS, (values[card],), 0, play_action(other, legal), (values[other],),
                      values=every)

    # -- stage 2 -----------------------------------------------------------

    def exact_card(self, v: View) -> int:
        """The double-dummy best card (the cheapest among equals)."""
        t = v.trumps
        solver = self.solver(t.trump, t.super_rank)
        theirs = v.unseen | v.known
        vals, _ = card_values(t.trump, t.super_rank)

        def cost(c: int) -> tuple[float, int, int]:
            return vals[c], t.power[c], c

        if v.lead < 0:
            return solver.best_lead(v.hand, theirs, sorted(bits(v.hand), key=cost))
        values = solver.follow_values(v.hand, theirs, v.lead)
        best = max(values.values())
        return min((c for c in values if values[c] == best), key=cost)

    # -- stage 1 -----------------------------------------------------------

    def candidates(self, v: View) -> list[int]:
        """Legal cards, one per run of equivalent cards."""
        t = v.trumps
        legal = t.follows(v.hand, v.lead) if v.lead >= 0 else v.hand
        return runs(t, legal, FULL & ~(v.hand | v.played))

    def search_card(self, v: View, rng: random.Random) -> int:
        """The stage-1 card with the best mean rollout utility over sampled worlds."""
        return self.searched(v, rng)[0][0]

    def searched(self, v: View, rng: random.Random) -> tuple[list[int], ScoreTally]:
        """The stage-1 candidates, best mean rollout utility over sampled worlds
        first, and what their rollouts scored."""
        cands = self.candidates(v)
        if len(cands) == 1:
            return cands, ScoreTally(cands)
        n_worlds = max(MIN_WORLDS, self.play_budget // len(cands))
        return self.ranked(v, cands, self.sample_worlds(v, n_worlds, rng))

    def sample_worlds(self, v: View, n: int, rng: random.Random) -> list[tuple[int, list[int]]]:
        """``n`` worlds consistent with ``v``: uniform, or (``read``, while
        there is a past to read and a stock to hide cards in) drawn
        :data:`READ_POOL` times over and kept by systematic resampling on how
        likely each makes the other seat's stage-1 plays (``reading``)."""
        history = self.history
        if history is None or not history.plays or v.stock_hidden == 0:
            return [sample_world(v, rng) for _ in range(n)]
        pool = [sample_world(v, rng) for _ in range(READ_POOL * n)]
        lls = [READ_TEMPER * log_likelihood(v.trumps, history, opp, rng) for opp, _ in pool]
        top = max(lls)
        weights = [math.exp(x - top) for x in lls]
        step = sum(weights) / n
        at = rng.random() * step
        out: list[tuple[int, list[int]]] = []
        total = 0.0
        for world, w in zip(pool, weights, strict=True):
            total += w
            while at < total and len(out) < n:
                out.append(world)
                at += step
        while len(out) < n:  # rounding
            out.append(pool[-1])
        return out

    def best_of(self, v: View, cands: list[int], worlds: Iterable[tuple[int, list[int]]]) -> int:
        """The candidate with the best total utility over ``worlds`` (see :meth:`ranked`)."""
        return self.ranked(v, cands, worlds)[0][0]

    def ranked(self, v: View, cands: list[int],
               worlds: Iterable[tuple[int, list[int]]]) -> tuple[list[int], ScoreTally]:
        """``cands`` best first by total utility over ``worlds`` (opponent hand,
        hidden stock), each candidate played out in every world (ties go to
        the cheaper card); and the tally of those rollouts, for a hint."""
        t = v.trumps
        tally = ScoreTally(cands)
        totals = [0.0] * len(cands)
        tried = [(j, self.stage1_end(v, c, opp, stock))
                 for opp, stock in worlds for j, c in enumerate(cands)]
        scores = self.value_ends(t, [end for _, end in tried])
        for (j, _), (mine, theirs) in zip(tried, scores, strict=True):
            utility = smooth_utility(mine, theirs)
            tally.add(j, mine, utility)
            totals[j] += utility
        vals, _ = card_values(t.trump, t.super_rank)
        order = sorted(range(len(cands)), key=lambda j: (-totals[j], vals[cands[j]], cands[j]))
        return [cands[j] for j in order], tally

    @staticmethod
    def stage1_end(v: View, c: int, opp: int, stock: list[int]) -> End:
        """(points, hands, leader) when the stock is gone, if I play ``c`` now
        and both seats then play greedily in full view."""
        bit = 1 << c
        if v.lead < 0:
            return play_stage1(v.trumps, (v.hand ^ bit, opp), stock, v.face_up, 0, c, v.points)
        return play_stage1(v.trumps, (v.hand, opp), stock, v.face_up, 1, v.lead, v.points,
                           reply=c)

    @staticmethod
    def value_ends(t: Trumps, ends: list[End]) -> list[tuple[float, float]]:
        """Final (my, their) points of each stage-1 end: stage 2 valued by the net."""
        return net_points(t, ends)

    # -- declarations ------------------------------------------------------

    def choose_trump(self, hand: int, rng: random.Random) -> int:
        """The non-dealer's trump suit (see :meth:`ranked_trumps`)."""
        return self.ranked_trumps(hand, rng)[0][0]

    def ranked_trumps(self, hand: int, rng: random.Random) -> tuple[list[int], ScoreTally]:
        """The four suits, the best trump first (``declare.ranked_trumps``)."""
        return declare.ranked_trumps(hand, self.declare_budget, rng)

    def choose_super(self, hand: int, trump: int, rng: random.Random) -> int:
        """The dealer's super rank (see :meth:`ranked_supers`)."""
        return self.ranked_supers(hand, trump, rng)[0][0]

    def ranked_supers(self, hand: int, trump: int,
                      rng: random.Random) -> tuple[list[int], ScoreTally]:
        """The dealer's candidate super ranks, the best first (``declare.ranked_supers``)."""
        return declare.ranked_supers(hand, trump, self.declare_budget, rng)


class OracleBot(ExpertBot):
    """The expert's search on the true deal: a measuring stick, never a level.

    Handed the whole engine state (``choose_with_state``), it plays stage 1
    with one rollout per candidate in the real world (the rollout policy is
    deterministic, so one is enough) and stage 2 exactly, showing how much
    the expert loses to hidden information in play. Its declarations are
    the expert's (searched over sampled deals, not read from the real one)."""

    name = "oracle"

    def choose_with_state(self, state, legal_actions: Sequence[Action],
                          rng: random.Random) -> Action:
        seat = state.current_seat
        obs = state.observation(seat)
        if len(legal_actions) == 1 or obs.phase != "play":
            return self.choose(obs, legal_actions, rng)
        v = view_of(obs)
        if v.stage == 2 and v.face_up < 0:
            return play_action(self.exact_card(v), legal_actions)
        cands = self.candidates(v)
        return play_action(self.best_of(v, cands, self.worlds(state, v, len(cands), rng)),
                           legal_actions)

    def worlds(self, state, v: View, n_cands: int,
               rng: random.Random) -> list[tuple[int, list[int]]]:
        """The worlds the candidates are played out in: the true one."""
        return [(mask_of(state.hands[1 - state.current_seat]), [c.index for c in state.stock])]


class OracleHandBot(OracleBot):
    """The expert's search seeing the other hand but not the stock's order: a
    measuring stick, never a level.

    The stock's order is luck no player can read; the other hand is what a
    better reading of the play could learn. So this bot's lead over the
    expert bounds what better worlds could win, and the oracle's lead over
    it is what knowing the stock is worth. Its worlds hold the true other
    hand and the rest of the unseen cards as the stock, shuffled afresh."""

    name = "oracle-hand"

    def worlds(self, state, v: View, n_cands: int,
               rng: random.Random) -> list[tuple[int, list[int]]]:
        opp = mask_of(state.hands[1 - state.current_seat])
        rest = list(bits(v.unseen & ~opp))
        if n_cands == 1:
            return [(opp, rest)]  # nothing to compare: no draws
        out = []
        for _ in range(max(MIN_WORLDS, self.play_budget // n_cands)):
            stock = rest[:]
            rng.shuffle(stock)
            out.append((opp, stock))
        return out


class ReadingExpertBot(ExpertBot):
    """The expert with its stage-1 worlds weighted by the other seat's plays
    (``reading``): measured against the shipped expert (docs/ai.md,
    "Supertrump measured"), no better and twice as slow, so not a level."""

    name = "expert-read"
    read = True
