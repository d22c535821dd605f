"""The ``expert`` bot: determinized Monte-Carlo search with heuristic playouts.

For each decision the expert samples *worlds*: the cards it has not seen
(``normal.unseen_cards``) dealt to the other seats consistently with what it
saw this deal (``inference``): a follower who played a non-heading card
played their lowest, so every card left in their hand is at least that
strong; a forced lowest says the same; a compulsory header who did not head
holds nothing that heads; and, modelling the others as ``normal`` players,
a follower who did not head a single card holds nothing that heads it, one
who headed it did so with their cheapest card (``gaps``), one who stood pat
in 22's exchange kept a low card and one who drew few cards kept high ones.
A world whose hands would not have led as the others did is drawn again, a
few times (``reading``: 2.2 points fewer deals lost in 22).
Every candidate move is then played out to the end of the
deal in every world with the ``normal`` policy for all seats (``playout``;
the same worlds for every candidate, so their comparison is not blurred by
luck), and the move with the best mean utility is chosen. The utility is
the chance of *not* losing the deal, then the points, and near the
elimination threshold mostly the chance of going out — the quantity the
tournament measures.

22's free exchange is searched the same way: the sensible discards (none,
the normal choice, every count of the highest middle cards:
``exchange.exchange_candidates``) are compared by playing the deal out, the
stock drawn from the unseen cards and the later seats exchanging as
``normal`` would. So are Rassi's free / double / redouble: a fresh hand from
the stock against the one held, both played out (``rassi``). Other exchange
modes and the other yes/no questions (contra, buy-in, re-entry, reset) use
the ``normal`` rules: a contra changes only the points, and a rescue's value
lies beyond this deal, where playouts of one deal cannot see.

The search is budgeted in playout *steps*, not seconds, so a decision is a
pure function of (observation, legal actions, rng): deterministic and blind
to hidden cards (``tests/ai/test_levels.py``).

``oracle.OracleBot`` runs the same search on the true deal (and, in the
exchange, on the true stock): a measurement of how far the expert is from
perfect information, never a level.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial

from cardtable.ai.cucumber import rassi, value22
from cardtable.ai.cucumber.exchange import (
    WORLDS,
    after_exchange,
    exchange_candidates,
    net_ranked,
)
from cardtable.ai.cucumber.inference import (
    NO_CEILING,
    exchange_discards,
    exchange_quotas,
    infer,
    sample_hands,
)
from cardtable.ai.cucumber.lean import Deal, lean_rules
from cardtable.ai.cucumber.normal import (
    exchange_choice,
    exchange_sizes,
    match_play,
    play_policy,
    settled,
    unseen_cards,
)
from cardtable.ai.cucumber.own_tree import OwnTree
from cardtable.ai.cucumber.playout import finish, outcome_utility, playout, utility
from cardtable.ai.cucumber.questions import question_reason
from cardtable.ai.cucumber.reading import reader
from cardtable.ai.reasons import DEAL, Reason
from cardtable.games.cucumber.actions import Action, Decide, Exchange, Play
from cardtable.games.cucumber.dealing import seats_from
from cardtable.games.cucumber.observation import CucumberObservation
from cardtable.games.cucumber.values import values_for

#: Playout steps (plays) per decision (twice that for 22's exchange): in 4-player 22
#: with the lead reading, about 110 ms CPU median per decision, so that the wall-clock
#: median stays under the 150 ms target (26,000 measured 152.8 ms on the idle
#: machine; 23,500 costs 0.5 points of deals lost against pimc, README "22 AI");
#: MAX_WORLDS caps the small decisions.
STEP_BUDGET = 23500
MIN_WORLDS, MAX_WORLDS = 8, 480


# ---------------------------------------------------------------- search
def exchange_seats(observation: CucumberObservation
                   ) -> tuple[list[bool], list[int], dict[int, int], int]:
    """Who takes part in 22's free exchange, as a search imagines it: the seats
    still in, those who exchange after this one, the other hands' sizes, and
    who will lead the first trick (the expert and the textbook bot share it)."""
    me = observation.seat
    alive = list(observation.alive)
    order = seats_from(observation.dealer, alive)
    done = {s for s, _ in observation.exchanges}
    later = [s for s in order[order.index(me) + 1:] if s not in done]
    sizes = {s: observation.hand_sizes[s] for s in range(observation.players)
             if alive[s] and s != me}
    first = order[0] if observation.rules.first_lead == "dealer-left" else observation.dealer
    return alive, later, sizes, first


def root_deal(observation: CucumberObservation, kind: dict, hands: dict[int, list[int]],
              hidden: list[int] | None = None) -> Deal:
    """The world ``hands`` as a lean deal at the observed moment; ``hidden`` the
    strengths of the unseen cards in no hand (the others count them as unseen)."""
    lr = lean_rules(observation.rules)
    all_hands = [list(hands.get(s, [])) for s in range(observation.players)]
    all_hands[observation.seat] = [kind[c] for c in observation.hand]
    deal = Deal(lr, all_hands, list(observation.alive), observation.leader,
                list(observation.scores), list(observation.multipliers), observation.contra_by)
    deal.set_trick([(s, tuple(kind[c] for c in cs)) for s, cs in observation.trick])
    deal.hidden = sorted(hidden or [])
    return deal


def without(strengths: list[int], hands: Sequence[Sequence[int]]) -> list[int]:
    """``strengths`` less the strengths of the cards in ``hands`` (a multiset difference)."""
    left = Counter(strengths)
    left.subtract(k >> 6 for h in hands for k in h)
    return list(left.elements())


class DealTally:
    """For a hint's reason: plays options out like :func:`play_value` and counts,
    per option, the worlds seen, the deals lost and the points taken."""

    def __init__(self, options: Sequence[tuple[int, ...]], me: int) -> None:
        self.options = options
        self.me = me
        self.counts: list[list[float]] = [[0, 0, 0] for _ in options]

    #: As :func:`play_value`'s ``rng``: the searching seat explores at random.
    rng: random.Random | None = None

    #: The searching seat's own later moves (``own_tree``), if it learns them.
    tree: OwnTree | None = None

    def __call__(self, world: Deal, i: int) -> float:
        if self.tree is not None:
            return self.tree.play(world, self.options[i], partial(self.record, i))
        d = world.copy()
        shown = d.play(self.options[i])
        if shown is None:
            shown = finish(d, self.me if self.rng is not None else None, self.rng)
        return self.record(i, d, shown)

    def record(self, i: int, d: Deal, shown: list[tuple[int, int]]) -> float:
        """Count option ``i``'s finished deal ``d``; its utility (as ``utility``)."""
        losers, delta = d.result(shown)
        count = self.counts[i]
        count[0] += 1
        count[1] += self.me in losers
        count[2] += delta.get(self.me, 0)
        return outcome_utility(d, losers, delta, self.me)

    def record_value(self, i: int, lost: float, points: float) -> None:
        """Count one world of option ``i`` valued by the net: its chance of losing
        the deal and its points instead of a played-out deal's."""
        count = self.counts[i]
        count[0] += 1
        count[1] += lost
        count[2] += points

    def figures(self, i: int) -> tuple[float, float]:
        """Option ``i``'s (chance of losing the deal, mean points taken)."""
        worlds, lost, taken = self.counts[i]
        return (lost / worlds, taken / worlds) if worlds else (0.0, 0.0)

    def reason(self, ranked: list[int], legal: Sequence[Action], kind: dict) -> Reason:
        """The reason for ``ranked[0]`` (the search's order), beside the runner-up."""
        best = ranked[0]
        chosen = match_play(legal, self.options[best], kind)
        others = [(i, match_play(legal, self.options[i], kind)) for i in ranked[1:2]]
        others = [(i, a) for i, a in others if a != chosen]   # a candidate listed twice
        values = self.values(ranked, legal, kind)
        if not others:
            return Reason(DEAL, self.figures(best), self.counts[best][0], values=values)
        runner, action = others[0]
        return Reason(DEAL, self.figures(best), self.counts[best][0], action,
                      self.figures(runner), values=values)

    def values(self, ranked: list[int], legal: Sequence[Action], kind: dict
               ) -> tuple[tuple[Action, tuple[float, float]], ...]:
        """Every weighed option's figures, the ranked ones first; an option
        listed twice (equal cards) counts as the first of it the ranking names,
        and every legal move of the same cards gets its figures."""
        picked: dict[tuple[int, ...], int] = {}
        for i in [*ranked, *range(len(self.options))]:
            picked.setdefault(tuple(sorted(self.options[i])), i)
        out = [(match_play(legal, self.options[i], kind), self.figures(i))
               for i in picked.values()]
        listed = {a for a, _ in out}
        for a in legal:
            if not isinstance(a, (Play, Exchange)):
                continue
            i = picked.get(tuple(sorted(kind[c] for c in a.cards)))
            if i is not None and a not in listed:
                out.append((a, self.figures(i)))
        return tuple(out)


def play_value(world: Deal, option: tuple[int, ...], me: int,
               rng: random.Random | None = None) -> float:
    """``me``'s utility when ``option`` is played in ``world`` and the deal played
    out (``me`` at random when ``rng`` is given: ``playout.finish``)."""
    d = world.copy()
    shown = d.play(option)
    return utility(d, shown, me) if shown is not None else playout(d, me, rng)


def halving(sample: Callable[[], object], evaluate: Callable[[object, int], float],
            n_options: int, prior: int | None, steps: int, budget: int) -> int:
    """The index of the best option (see :func:`ranked_halving`)."""
    return ranked_halving(sample, evaluate, n_options, prior, steps, budget)[0]


def ranked_halving(sample: Callable[[], object], evaluate: Callable[[object, int], float],
                   n_options: int, prior: int | None, steps: int, budget: int) -> list[int]:
    """The best option's index and the runner-up's (if any), by *sequential halving*: the budget (in
    playout steps) is split over ⌈log2(options)⌉ rounds; each round scores
    the surviving options in fresh worlds from ``sample`` (all survivors in
    the same worlds, so luck does not tell them apart) and keeps the better
    half. The final two are compared on every world of every round, so a
    close call gets several times the worlds a flat split would give it,
    while a clearly bad move stops costing playouts early. Ties go to
    ``prior`` (the normal policy's choice)."""
    alive = list(range(n_options))
    totals = [0.0] * n_options
    if prior is not None:
        totals[prior] += 1e-6
    per_round = budget // max(1, math.ceil(math.log2(n_options)))
    while True:
        for _ in range(n_worlds(len(alive), steps, per_round)):
            world = sample()
            for i in alive:
                totals[i] += evaluate(world, i)
        alive.sort(key=lambda i: -totals[i])
        if len(alive) <= 2:
            return alive
        del alive[(len(alive) + 1) // 2:]


def n_worlds(options: int, steps: int, budget: int) -> int:
    return max(MIN_WORLDS, min(MAX_WORLDS, budget // max(1, options * steps)))


class ExpertBot:
    """Samples consistent deals and plays every candidate out with the normal policy."""

    name = "expert"
    #: Read the others' cheapest headings (``inference.infer``'s gaps).
    use_gaps = True
    #: In the playouts, play this seat's own later moves at random (keeping the
    #: reserve) rather than by the normal policy (``playout.finish``).
    explore_self = True
    #: Choose this seat's own later moves in the playouts by a tree shared by the
    #: decision's worlds (``own_tree``), over the random moves of ``explore_self``.
    #: Off: level with the random moves on 2,400 paired seat-deals of 22, at
    #: more time (docs/ai.md, "What is left for 22").
    own_tree = False
    #: Redraw worlds whose hands would not have led as the others did
    #: (``reading``), at most this many draws per world (1: no reading).
    lead_tries = 4
    #: Read more of the others' 22 exchanges (``inference.exchange_quotas``'s
    #: ``kept_low``, ``exchange_discards``): one who drew kept its lowest card,
    #: a middle one, and threw middle cards, which are out of play.
    kept_low = False
    #: Narrow 22's free exchange with the learned deal value (``exchange``,
    #: ``value22``) where it applies, and play out only the last two candidates.
    #: Off: about half the exchange's time, but a worse choice (docs/ai.md, "A
    #: learned value for 22's exchange").
    value_net = False
    #: With ``value_net``: let the net value the last two as well (no playouts).
    net_last_round = False
    #: Answer Rassi's free / double / redouble by playing both answers out
    #: (``rassi``); off, by the normal rule (docs/ai.md, "Rassi's questions").
    search_rassi = True

    def __init__(self, budget: int = STEP_BUDGET) -> None:
        self.budget = budget
        #: Work out ``last_reason`` for a hint (``cardtable.ai.reasons``).
        self.explain = False
        self.last_reason: Reason | None = None

    def choose(self, observation: CucumberObservation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        self.last_reason = None
        if self.search_rassi and rassi.asks(observation, legal_actions):
            return self._rassi(observation, legal_actions, rng)
        done = settled(observation, legal_actions)
        if done is not None:
            if self.explain and isinstance(done, Decide) and len(legal_actions) > 1:
                self.last_reason = question_reason(observation, done.value)
            return done
        if isinstance(legal_actions[0], Exchange):
            return self._exchange(observation, legal_actions, rng)
        rules = observation.rules
        kind = values_for(rules).kind
        options = [tuple(kind[c] for c in a.cards) for a in legal_actions if isinstance(a, Play)]
        pool = [kind[c] for c in unseen_cards(observation)]
        gaps: dict | None = {} if self.use_gaps else None
        floor, ceil = infer(observation, kind, model_normal=True, gaps=gaps)
        sizes = {s: observation.hand_sizes[s] for s in range(observation.players)
                 if observation.alive[s] and s != observation.seat}
        hand = [kind[c] for c in observation.hand]
        lr = lean_rules(rules)
        n_after = sum(observation.alive) - len(observation.trick) - 1
        prior = play_policy(hand, options, observation.leading, n_after,
                            [k >> 6 for k in pool], lr)
        steps = sum(sizes.values()) + len(hand) - len(observation.trick)
        mine = [kind[c] >> 6 for c in observation.my_discards]
        quotas = exchange_quotas(observation, kind, self.kept_low)
        dead = exchange_discards(observation, kind) if self.kept_low else None

        explained = reader(observation, kind) if self.lead_tries > 1 else None
        tries = self.lead_tries if explained else 1

        def sample() -> Deal:
            for _ in range(tries):
                hands, rest = sample_hands(pool, sizes, floor, ceil, rng, quotas, gaps, dead)
                if explained is None or explained(hands):
                    break
            return root_deal(observation, kind, hands, [k >> 6 for k in rest] + mine)

        me = observation.seat
        # Explaining plays the same playouts and counts what they show, so the
        # figures are the very ones the move was chosen by.
        tally = DealTally(options, me) if self.explain else None
        explore = rng if self.explore_self else None
        tree = OwnTree(me, rng) if self.own_tree and explore is not None else None
        if tally is not None:
            tally.rng = explore
            tally.tree = tree
        if tally is not None:
            evaluate: Callable[[Deal, int], float] = tally
        elif tree is not None:
            def value(d: Deal, shown: list[tuple[int, int]]) -> float:
                return utility(d, shown, me)

            def evaluate(world: Deal, i: int) -> float:
                return tree.play(world, options[i], value)
        else:
            def evaluate(world: Deal, i: int) -> float:
                return play_value(world, options[i], me, explore)
        ranked = ranked_halving(sample, evaluate, len(options), options.index(prior), steps,
                                self.budget)
        if tally is not None:
            self.last_reason = tally.reason(ranked, legal_actions, kind)
        return match_play(legal_actions, options[ranked[0]], kind)

    def _rassi(self, observation: CucumberObservation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        """Rassi's free / double / redouble: both answers played out (``rassi``)."""
        steps = len(observation.hand) * sum(observation.alive)
        tally = rassi.weigh(observation, rng, n_worlds(2, steps, self.budget))
        say = tally.best()
        chosen, other = sorted(legal_actions, key=lambda a: a.value != say)
        if self.explain:
            mine, theirs = tally.figures(say), tally.figures(not say)
            self.last_reason = Reason(DEAL, mine, tally.counts[say][0], other, theirs,
                                      values=((chosen, mine), (other, theirs)))
        return chosen

    def _exchange(self, observation: CucumberObservation, legal_actions: Sequence[Action],
                  rng: random.Random,
                  truth: tuple[dict[int, list[int]], list[int]] | None = None) -> Action:
        """22's free exchange: each candidate discard played out in sampled worlds
        (the oracle passes the one ``truth``: the other hands and the stock)."""
        rules = observation.rules
        kind = values_for(rules).kind
        lr = lean_rules(rules)
        hand = [kind[c] for c in observation.hand]
        sizes_allowed = exchange_sizes(legal_actions)
        prior = exchange_choice(hand, sizes_allowed, lr)
        if rules.exchange != "free":
            return match_play(legal_actions, prior, kind)
        candidates = exchange_candidates(hand, sizes_allowed, prior)
        if len(candidates) == 1:
            return match_play(legal_actions, candidates[0], kind)
        pool = [kind[c] for c in unseen_cards(observation)]
        me = observation.seat
        alive, later, sizes, first = exchange_seats(observation)
        n = len(pool)
        steps = len(hand) * sum(alive)
        nobody = [0] * observation.players
        top = [NO_CEILING] * observation.players
        unseen_strengths = [k >> 6 for k in pool + hand]
        quotas = exchange_quotas(observation, kind, self.kept_low)
        dead = exchange_discards(observation, kind) if self.kept_low else None
        tally = DealTally(candidates, me) if self.explain and not truth else None

        def sample() -> tuple[dict[int, list[int]], list[int]]:
            hands, rest = sample_hands(pool, sizes, nobody, top, rng, quotas, dead=dead)
            return hands, rest[:observation.stock_size] if n else []

        def all_hands(world: tuple[dict[int, list[int]], list[int]], i: int) -> list[list[int]]:
            return after_exchange(world, hand, candidates[i], me, later, observation.players, lr)

        def evaluate(world: tuple[dict[int, list[int]], list[int]], i: int) -> float:
            hands = all_hands(world, i)
            deal = Deal(lr, hands, alive, first, list(observation.scores),
                        list(observation.multipliers), observation.contra_by)
            deal.hidden = sorted(without(unseen_strengths, hands))
            if tally is not None:
                return tally.record(i, deal, finish(deal))
            return playout(deal, me)

        prior_index = candidates.index(tuple(prior)) if tuple(prior) in candidates else None
        if truth:  # the oracle: one known world, no luck to average out
            best = max(range(len(candidates)),
                       key=lambda i: (evaluate(truth, i), i == prior_index))
            return match_play(legal_actions, candidates[best], kind)
        ranked = None
        if self.value_net and value22.applies(rules):
            value = partial(value22.utilities, score=observation.scores[me],
                            mult=observation.multipliers[me], out_at=rules.elimination_at)
            worlds = max(16, WORLDS * self.budget // STEP_BUDGET)
            ranked = net_ranked(sample, all_hands, len(candidates), prior_index, me, first,
                                value, tally.record_value if tally is not None else None,
                                worlds, last_round=self.net_last_round)
            if ranked is None and tally is not None:
                tally = DealTally(candidates, me)  # played out after all: count afresh
            elif ranked is not None and len(ranked) == 2:
                # the last two played out, with one round's share of the budget
                pair = ranked
                ranked = [pair[j] for j in ranked_halving(
                    sample, lambda world, j: evaluate(world, pair[j]), 2,
                    pair.index(prior_index) if prior_index in pair else None, steps,
                    self.budget * 2 // max(1, math.ceil(math.log2(len(candidates)))))]
        if ranked is None:
            ranked = ranked_halving(sample, evaluate, len(candidates), prior_index, steps,
                                    self.budget * 2)
        if tally is not None:
            self.last_reason = tally.reason(ranked, legal_actions, kind)
        return match_play(legal_actions, candidates[ranked[0]], kind)

