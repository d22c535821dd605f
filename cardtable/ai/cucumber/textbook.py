"""``pimc``: the textbook baseline the expert is measured against, for measurement only.

Perfect-information Monte Carlo as a textbook describes it, written from the
rules (RULES.md §1) and not from the expert:

* **worlds** are sampled uniformly among the deals consistent with what is
  public — the cards this seat has not seen are dealt to the other seats
  (and, before play, the stock), and the only inference is the one the
  rules force: a follower whose play did not head played their lowest
  cards, so every card left in their hand is at least that high (under
  compulsory heading a follower who did not head holds nothing that heads
  a single card). No model of how the others play;
* every candidate is played out to the end of the deal in the **same**
  worlds with **random** legal plays for every seat (flat Monte Carlo: the
  budget split evenly over the candidates) — uniform among the plays that
  keep a card of the hand's lowest kind, the one idea the rules themselves
  give (the highest last card loses). Fully uniform playouts were measured
  first and are not the textbook's strength: they lost 38.3 % of deals
  against three ``normal`` bots (this bot, as written: 15.2 %), since a random
  last card makes every earlier move look alike;
* the move with the best mean **utility** is chosen, utility measured as the
  expert measures it (``playout.outcome_utility``: losing the deal, then
  the points, going out weighs triple).

22's free exchange is decided by the same sampling: discarding each single
card is compared with keeping the hand, then keeping, the discards that
looked better on their own and every prefix of them (best first) are
compared on fresh worlds; the later seats exchange at random in the
playouts. Other exchange modes and the yes/no questions take the ``normal``
rules (``settled``/``exchange_choice``): the textbook says nothing there.

The budget (playout steps) is set so a decision takes about as long as the
expert's (random plays cost more per step than the expert's fast path).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.ai.cucumber.expert import exchange_seats, root_deal
from cardtable.ai.cucumber.inference import NO_CEILING, infer, sample_hands
from cardtable.ai.cucumber.lean import Deal, lean_rules
from cardtable.ai.cucumber.normal import (
    exchange_choice,
    exchange_sizes,
    match_play,
    settled,
    unseen_cards,
)
from cardtable.ai.cucumber.playout import utility
from cardtable.games.cucumber.actions import Action, Exchange, Play
from cardtable.games.cucumber.observation import CucumberObservation
from cardtable.games.cucumber.values import values_for

#: Playout steps per decision: about the expert's decision time (4-player 22).
STEP_BUDGET = 45000
MIN_WORLDS, MAX_WORLDS = 8, 400


def random_finish(deal: Deal, me: int, rng: random.Random) -> float:
    """Play ``deal`` to its end with random legal plays; ``me``'s utility.

    Uniform among the plays that keep a card of the hand's lowest kind (the
    one rule-given idea of the family: the highest last card loses, so
    nobody throws away their last low card while another play exists)."""
    while True:
        options = deal.options()
        if len(options) > 1:
            hand = deal.hands[deal.turn]
            low = hand[0]
            kept = hand.count(low)
            keeping = [o for o in options if o.count(low) < kept] or options
            choice = keeping[rng.randrange(len(keeping))]
        else:
            choice = options[0]
        shown = deal.play(choice)
        if shown is not None:
            return utility(deal, shown, me)


def flat_means(worlds: int, n_options: int, sample, evaluate) -> list[float]:
    """Mean value of each option over the same ``worlds`` sampled worlds."""
    totals = [0.0] * n_options
    for _ in range(worlds):
        world = sample()
        for i in range(n_options):
            totals[i] += evaluate(world, i)
    return [t / worlds for t in totals]


def n_worlds(budget: int, options: int, steps: int) -> int:
    return max(MIN_WORLDS, min(MAX_WORLDS, budget // max(1, options * steps)))


class PimcBot:
    """Uniform consistent worlds, random playouts, lowest expected loss."""

    name = "pimc"

    def __init__(self, budget: int = STEP_BUDGET) -> None:
        self.budget = budget

    def choose(self, observation: CucumberObservation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        done = settled(observation, legal_actions)
        if done is not None:
            return done
        if isinstance(legal_actions[0], Exchange):
            return self._exchange(observation, legal_actions, rng)
        kind = values_for(observation.rules).kind
        options = [tuple(kind[c] for c in a.cards) for a in legal_actions if isinstance(a, Play)]
        options = list(dict.fromkeys(tuple(sorted(o)) for o in options))
        pool = [kind[c] for c in unseen_cards(observation)]
        floor, ceil = infer(observation, kind)  # only what the rules force
        sizes = {s: observation.hand_sizes[s] for s in range(observation.players)
                 if observation.alive[s] and s != observation.seat}
        me = observation.seat
        steps = sum(sizes.values()) + len(observation.hand) - len(observation.trick)

        def sample() -> Deal:
            hands, _ = sample_hands(pool, sizes, floor, ceil, rng)
            return root_deal(observation, kind, hands)

        def evaluate(world: Deal, i: int) -> float:
            d = world.copy()
            shown = d.play(options[i])
            return utility(d, shown, me) if shown is not None else random_finish(d, me, rng)

        means = flat_means(n_worlds(self.budget, len(options), steps), len(options),
                           sample, evaluate)
        best = max(range(len(options)), key=lambda i: (means[i], -i))
        return match_play(legal_actions, options[best], kind)

    def _exchange(self, observation: CucumberObservation, legal_actions: Sequence[Action],
                  rng: random.Random) -> Action:
        """22's free exchange by sampling (see the module docstring)."""
        rules = observation.rules
        kind = values_for(rules).kind
        lr = lean_rules(rules)
        hand = [kind[c] for c in observation.hand]
        sizes_allowed = exchange_sizes(legal_actions)
        if rules.exchange != "free":
            return match_play(legal_actions, exchange_choice(hand, sizes_allowed, lr), kind)
        most = max(sizes_allowed)
        pool = [kind[c] for c in unseen_cards(observation)]
        me = observation.seat
        alive, later, sizes, first = exchange_seats(observation)
        nobody = [0] * observation.players
        top = [NO_CEILING] * observation.players
        steps = len(hand) * sum(alive)

        def sample() -> tuple[dict[int, list[int]], list[int]]:
            hands, rest = sample_hands(pool, sizes, nobody, top, rng)
            return hands, rest[:observation.stock_size]

        def value(world, discard: tuple[int, ...]) -> float:
            hands, stock = world
            after = {s: list(h) for s, h in hands.items()}
            mine = list(hand)
            for k in discard:
                mine.remove(k)
            st = list(stock)
            mine.extend(st[:len(discard)])
            del st[:len(discard)]
            after[me] = sorted(mine)
            for s in later:  # the later seats exchange at random
                h = after[s]
                n = rng.randint(0, min(len(h), len(st)))
                rng.shuffle(h)
                del h[:n]
                h.extend(st[:n])
                del st[:n]
                h.sort()
            deal = Deal(lr, [after.get(s, []) for s in range(observation.players)], alive,
                        first, list(observation.scores), list(observation.multipliers),
                        observation.contra_by)
            return random_finish(deal, me, rng)

        singles = [()] + [(k,) for k in sorted(set(hand))] if most else [()]
        half = self.budget  # the exchange gets twice a play's budget, in two rounds
        means = flat_means(n_worlds(half, len(singles), steps), len(singles), sample,
                           lambda w, i: value(w, singles[i]))
        better = sorted((i for i in range(1, len(singles)) if means[i] > means[0]),
                        key=lambda i: -means[i])
        picks = [singles[i][0] for i in better]
        candidates: list[tuple[int, ...]] = [()]
        for n in range(1, min(len(picks), most) + 1):
            candidates.append(tuple(picks[:n]))
        if len(candidates) > 1:
            means = flat_means(n_worlds(half, len(candidates), steps), len(candidates),
                               sample, lambda w, i: value(w, candidates[i]))
            choice = candidates[max(range(len(candidates)), key=lambda i: (means[i], -i))]
        else:
            choice = ()
        return match_play(legal_actions, choice, kind)
