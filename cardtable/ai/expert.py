"""The ``expert`` bot: determinized Monte-Carlo search with heuristic playouts.

For each decision the expert samples *worlds*: the cards it has not seen
(``normal.unseen_cards``) dealt to the other seats consistently with what it
saw this deal (``infer``): a follower who played a non-heading card played
their lowest, so every card left in their hand is at least that strong; a
forced lowest (lead-lowest, lowest-after-ace) says the same; a compulsory
header (Ogórek) who did not head holds nothing that heads; and, modelling
the others as ``normal`` players (who head a single card whenever they can),
any follower who did not head a single card is treated the same way. Every candidate
move is then played out to the end of the deal in every world with the
``normal`` policy for all seats (the same worlds for every candidate, so
their comparison is not blurred by luck), and the move with the best mean
utility is chosen. The utility is the chance of *not* losing the deal, then
the points, and near the elimination threshold mostly the chance of going
out — exactly the quantity the tournament measures.

Exchanges (22's free exchange) and yes/no questions are searched the same
way: the candidate discards (or "yes" and "no") are compared by playing the
deal out, the unknown stock drawn from the unseen cards.

The search is budgeted in playout *steps*, not seconds, so a decision is a
pure function of (observation, legal actions, rng): deterministic and
blind to hidden cards (``tests/ai/test_expert.py``).

``OracleBot`` runs the same search on the true deal. It must be handed the
whole state (``choose_with_state``) and is never registered as a level: it
exists only to measure, in ``cardtable sim tournament``, how far the expert
is from perfect information.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.ai.base import register
from cardtable.ai.lean import Deal, desc, heads, lean_rules
from cardtable.ai.normal import (
    answer,
    exchange_choice,
    exchange_sizes,
    match_play,
    play_policy,
    unseen_cards,
)
from cardtable.games.cucumber.actions import Action, Decide, Exchange, Play
from cardtable.games.cucumber.dealing import seats_from
from cardtable.games.cucumber.observation import CucumberObservation
from cardtable.games.cucumber.values import values_for

#: Playout steps (plays) per decision: a median of ~100 ms on this 2-core machine
#: (4-player 22); MAX_WORLDS caps the small decisions.
STEP_BUDGET = 32000
MIN_WORLDS, MAX_WORLDS = 8, 480


# ---------------------------------------------------------------- inference
def infer(observation: CucumberObservation, kind: dict,
          model_normal: bool = False) -> tuple[list[int], list[int]]:
    """Per seat, the lowest and highest strength its remaining cards can have,
    from the plays of this deal (``observation.played``, in order).

    With ``model_normal`` the other seats are also assumed to follow the
    ``normal`` policy, which heads a single card whenever it can: a follower
    who did not head a single card then holds nothing that heads it (as if
    heading were compulsory). That is an opponent *model*, not a certainty;
    ``sample_hands`` relaxes a seat whose constraints the pool cannot meet."""
    lr = lean_rules(observation.rules)
    n = observation.players
    floor = [0] * n
    ceil = [10_000] * n
    n_alive = sum(observation.alive)
    best: tuple[int, ...] = ()
    previous: tuple[int, ...] = ()
    in_trick = 0
    last_cards: tuple[int, ...] = ()
    ace_seen = False
    for seat, cards in observation.played:
        ks = tuple(kind[c] for c in cards)
        mine = desc(ks)
        if in_trick == 0:
            best = mine
            ace_seen = False
            if lr.lead_lowest:
                floor[seat] = max(floor[seat], mine[0])
        else:
            target = previous if len(best) == 1 and not lr.target_highest else best
            forced = lr.ace_rule == "lowest-after-ace" and any(k >> 6 == 14 for k in last_cards)
            heading = heads(mine, target, lr.allow_equal)
            if forced or not heading:
                floor[seat] = max(floor[seat], mine[0])
            compulsory = lr.must_beat or model_normal
            if not heading and compulsory and not forced and len(target) == 1 and not (
                    lr.ace_rule == "one-ace-per-trick" and ace_seen):
                top = target[0] - 1 if lr.allow_equal else target[0]
                ceil[seat] = min(ceil[seat], top)
            if heading:
                best = mine
        ace_seen = ace_seen or any(k >> 6 == 14 for k in ks)
        previous = mine
        last_cards = ks
        in_trick += 1
        if in_trick == n_alive:
            in_trick = 0
    return floor, ceil


def sample_hands(pool: list[int], sizes: dict[int, int], floor: list[int], ceil: list[int],
                 rng: random.Random) -> tuple[dict[int, list[int]], list[int]]:
    """Deal the unseen kinds ``pool`` to the seats of ``sizes`` within their
    floors and ceilings (most constrained seat first); returns hands and the rest."""
    rest = list(pool)
    rng.shuffle(rest)
    hands: dict[int, list[int]] = {}

    def fits(seat: int, k: int) -> bool:
        return floor[seat] <= k >> 6 <= ceil[seat]

    order = sorted(sizes, key=lambda s: (sum(1 for k in rest if fits(s, k)) - sizes[s], s))
    for seat in order:
        want = sizes[seat]
        got: list[int] = []
        keep: list[int] = []
        for k in rest:
            if len(got) < want and fits(seat, k):
                got.append(k)
            else:
                keep.append(k)
        if len(got) < want:  # inconsistent inference (should not happen): relax
            extra = want - len(got)
            got.extend(keep[:extra])
            keep = keep[extra:]
        got.sort()
        hands[seat] = got
        rest = keep
    return hands, rest


# ---------------------------------------------------------------- playouts
def playout(deal: Deal, me: int) -> float:
    """Play ``deal`` to its end with the normal policy; ``me``'s utility."""
    lr = deal.lr
    while True:
        seat = deal.turn
        options = deal.options()
        if len(options) == 1:
            choice = options[0]
        else:
            # only a lead reads the unseen strengths (``play_policy``)
            pool = ([k >> 6 for s, h in enumerate(deal.hands) if s != seat for k in h]
                    if not deal.trick else ())
            n_after = deal.n_alive - len(deal.trick) - 1
            choice = play_policy(deal.hands[seat], options, not deal.trick, n_after, pool, lr)
        shown = deal.play(choice)
        if shown is not None:
            return utility(deal, shown, me)


def utility(deal: Deal, shown: list[tuple[int, int]], me: int) -> float:
    losers, delta = deal.result(shown)
    d = delta.get(me, 0)
    u = -0.02 * d
    if me in losers:
        u -= 1.0
        if deal.lr.out(deal.scores[me] + d):
            u -= 2.0
    return u


def steps_left(deal: Deal) -> int:
    return sum(len(h) for h in deal.hands) - len(deal.trick)


def root_deal(observation: CucumberObservation, kind: dict, hands: dict[int, list[int]]) -> Deal:
    lr = lean_rules(observation.rules)
    all_hands = [list(hands.get(s, [])) for s in range(observation.players)]
    all_hands[observation.seat] = [kind[c] for c in observation.hand]
    deal = Deal(lr, all_hands, list(observation.alive), observation.leader,
                list(observation.scores), list(observation.multipliers), observation.contra_by)
    deal.set_trick([(s, tuple(kind[c] for c in cs)) for s, cs in observation.trick])
    return deal


def search_play(worlds: Sequence[Deal], options: list[tuple[int, ...]], me: int,
                prior: tuple[int, ...] | None) -> tuple[int, ...]:
    """The option with the best mean utility over the worlds (ties: ``prior``)."""
    best_value, best = -1e18, options[0]
    for o in options:
        total = 0.0
        for w in worlds:
            d = w.copy()
            shown = d.play(o)
            total += utility(d, shown, me) if shown is not None else playout(d, me)
        if prior is not None and sorted(o) == sorted(prior):
            total += 1e-6
        if total > best_value:
            best_value, best = total, o
    return best


def n_worlds(options: int, steps: int, budget: int) -> int:
    return max(MIN_WORLDS, min(MAX_WORLDS, budget // max(1, options * steps)))


class ExpertBot:
    """Samples consistent deals and plays every candidate out with the normal policy."""

    name = "expert"

    def __init__(self, budget: int = STEP_BUDGET) -> None:
        self.budget = budget

    def choose(self, observation: CucumberObservation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        first = legal_actions[0]
        if isinstance(first, Decide):
            return Decide(first.name, answer(observation))
        if isinstance(first, Exchange):
            return self._exchange(observation, legal_actions, rng)
        rules = observation.rules
        kind = values_for(rules).kind
        options = [tuple(kind[c] for c in a.cards) for a in legal_actions if isinstance(a, Play)]
        pool = [kind[c] for c in unseen_cards(observation)]
        floor, ceil = infer(observation, kind, model_normal=True)
        sizes = {s: observation.hand_sizes[s] for s in range(observation.players)
                 if observation.alive[s] and s != observation.seat}
        hand = [kind[c] for c in observation.hand]
        lr = lean_rules(rules)
        n_after = sum(observation.alive) - len(observation.trick) - 1
        prior = play_policy(hand, options, observation.leading, n_after,
                            [k >> 6 for k in pool], lr)
        steps = sum(sizes.values()) + len(hand) - len(observation.trick)
        count = n_worlds(len(options), steps, self.budget)
        worlds = []
        for _ in range(count):
            hands, _rest = sample_hands(pool, sizes, floor, ceil, rng)
            worlds.append(root_deal(observation, kind, hands))
        choice = search_play(worlds, options, observation.seat, prior)
        return match_play(legal_actions, choice, kind)

    def _exchange(self, observation: CucumberObservation, legal_actions: Sequence[Action],
                  rng: random.Random) -> Action:
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
        alive = list(observation.alive)
        order = seats_from(observation.dealer, alive)
        done = {s for s, _ in observation.exchanges}
        later = [s for s in order[order.index(me) + 1:] if s not in done]
        sizes = {s: observation.hand_sizes[s] for s in range(observation.players)
                 if alive[s] and s != me}
        n = len(pool)
        steps = len(hand) * sum(alive)
        count = n_worlds(len(candidates), steps, self.budget * 2)
        nobody = [0] * observation.players
        top = [10_000] * observation.players
        totals = [0.0] * len(candidates)
        for _ in range(count):
            hands, rest = sample_hands(pool, sizes, nobody, top, rng)
            stock = rest[:observation.stock_size] if n else []
            for i, c in enumerate(candidates):
                world = {s: list(h) for s, h in hands.items()}
                mine = list(hand)
                for k in c:
                    mine.remove(k)
                st = list(stock)
                mine.extend(st[:len(c)])
                del st[:len(c)]
                mine.sort()
                world[me] = mine
                for s in later:  # the others exchange after us with the normal policy
                    h = world[s]
                    allowed = list(range(min(len(h), len(st)) + 1))
                    give = exchange_choice(h, allowed, lr)
                    for k in give:
                        h.remove(k)
                    h.extend(st[:len(give)])
                    del st[:len(give)]
                    h.sort()
                all_hands = [world.get(s, []) for s in range(observation.players)]
                first = order[0] if rules.first_lead == "dealer-left" else observation.dealer
                deal = Deal(lr, all_hands, alive, first, list(observation.scores),
                            list(observation.multipliers), observation.contra_by)
                totals[i] += playout(deal, me)
        best = max(range(len(candidates)), key=lambda i: (totals[i], candidates[i] == prior))
        return match_play(legal_actions, candidates[best], kind)


def exchange_candidates(hand: list[int], sizes: list[int],
                        prior: tuple[int, ...]) -> list[tuple[int, ...]]:
    """A few sensible discards: none, the normal choice, and the k highest
    non-reserve middle cards for several k."""
    most = max(sizes)
    out: list[tuple[int, ...]] = [(), tuple(prior)]
    above = sorted(hand[1:], reverse=True)
    for limit in (8, 10, 12):
        mids = [k for k in above if (k >> 6) <= limit]
        for n in (1, 2, len(mids)):
            c = tuple(mids[:min(n, most)])
            if c not in out:
                out.append(c)
    hi = tuple(sorted(hand[:1] + [k for k in hand[1:] if (k >> 6) <= 10], reverse=True)[:most])
    if hi not in out:
        out.append(hi)  # the reserve too, when it is not low
    return [c for c in out if len(c) in sizes or len(sizes) == most + 1]


class OracleBot(ExpertBot):
    """Measurement only: the same search on the *true* deal (sees every card).

    Never registered as a level and never given to a table: the tournament
    calls :meth:`choose_with_state` with the engine state."""

    name = "oracle"

    def choose(self, observation, legal_actions, rng):  # pragma: no cover - guard
        raise TypeError("the oracle needs the full state: use choose_with_state")

    def choose_with_state(self, state, legal_actions: Sequence[Action],
                          rng: random.Random) -> Action:
        seat = state.current_seat
        observation = state.observation(seat)
        if len(legal_actions) == 1:
            return legal_actions[0]
        first = legal_actions[0]
        if isinstance(first, Decide):
            return Decide(first.name, answer(observation))
        kind = state.values.kind
        if isinstance(first, Exchange):
            return ExpertBot._exchange(self, observation, legal_actions, rng)
        options = [tuple(kind[c] for c in a.cards) for a in legal_actions]
        hands = {s: [kind[c] for c in state.hands[s]] for s in range(state.players)}
        world = root_deal(observation, kind, hands)
        return match_play(legal_actions, search_play([world], options, seat, None), kind)


register("expert", ExpertBot)
