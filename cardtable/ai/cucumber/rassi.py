"""Rassi's three questions searched: keep this hand, or take a fresh one?

Before play Rassi asks every player in turn "free?" (a hand without K, Q or
J may be replaced whole), then "double?" and "redouble?" (replace the hand;
a loss then counts ×2 or ×4). The ``normal`` rule answers on the reserve
alone (``questions``). The expert plays both answers out instead, in the
same sampled worlds: the other hands and the stock's order drawn from the
cards it has not seen, the questions still to come answered by the rule
(this seat's own later ones too), and the deal played to its end by the
``normal`` policy. It says yes when a fresh hand's mean utility —
not losing the deal, then the points with the multiplier, and near the
threshold the chance of going out (``playout.utility``) — beats this hand's.

The rule looks at the lowest card alone, but heading is compulsory in
Rassi: a hand that cannot head gives up its lowest cards first and keeps
its highest for the last trick, and aces (the lowest cards of the last
trick) go early, heading: kept, three aces and three tens lose the deal
about half the time. Measured in docs/ai.md ("Rassi's questions") in whole games
as well as deals, since a double is paid for in points.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.ai.cucumber.inference import NO_CEILING, sample_hands
from cardtable.ai.cucumber.lean import Deal, last_strength, lean_rules
from cardtable.ai.cucumber.normal import unseen_cards
from cardtable.ai.cucumber.playout import finish, outcome_utility
from cardtable.ai.cucumber.questions import exchange_yes
from cardtable.cards import Rank
from cardtable.games.cucumber.actions import Action, Decide
from cardtable.games.cucumber.dealing import seats_from
from cardtable.games.cucumber.observation import CucumberObservation
from cardtable.games.cucumber.values import values_for

#: Rassi's rounds in the order they are asked, and what a yes multiplies a loss by.
ROUNDS = ("free", "double", "redouble")
FACTOR = {"free": 1, "double": 2, "redouble": 4}
#: The strengths of J, Q and K (their ranks): a hand holding one is not asked "free?".
COURT = frozenset(int(r) for r in (Rank.JACK, Rank.QUEEN, Rank.KING))


def asks(observation: CucumberObservation, legal_actions: Sequence[Action]) -> bool:
    """Is this one of Rassi's three questions, with both answers legal?"""
    return (observation.question in ROUNDS and observation.rules.exchange == "rassi"
            and len(legal_actions) == 2 and all(isinstance(a, Decide) for a in legal_actions))


def later_steps(observation: CucumberObservation) -> list[tuple[str, int]]:
    """The (question, seat) steps still to be asked after this one, in order."""
    order = seats_from(observation.dealer, list(observation.alive))
    me = observation.seat
    at = ROUNDS.index(observation.question)
    steps = [(observation.question, s) for s in order[order.index(me) + 1:]]
    return steps + [(r, s) for r in ROUNDS[at + 1:] for s in order]


class Tally:
    """Per answer (no, yes): the worlds played, deals lost, points taken, utility."""

    def __init__(self) -> None:
        self.counts = [[0, 0, 0, 0.0], [0, 0, 0, 0.0]]

    def add(self, answer: int, lost: bool, points: int, value: float) -> None:
        c = self.counts[answer]
        c[0] += 1
        c[1] += lost
        c[2] += points
        c[3] += value

    def figures(self, answer: int) -> tuple[float, float]:
        """(chance of losing the deal, mean points taken) of ``answer``."""
        worlds, lost, points, _ = self.counts[answer]
        return (lost / worlds, points / worlds) if worlds else (0.0, 0.0)

    def best(self) -> bool:
        """Yes only when a fresh hand is worth more (a tie keeps the hand)."""
        return self.counts[1][3] > self.counts[0][3]


def weigh(observation: CucumberObservation, rng: random.Random, worlds: int) -> Tally:
    """Both answers played out in ``worlds`` sampled worlds (the same for both)."""
    rules = observation.rules
    kind = values_for(rules).kind
    lr = lean_rules(rules)
    me = observation.seat
    hand = sorted(kind[c] for c in observation.hand)
    pool = [kind[c] for c in unseen_cards(observation)]
    alive = list(observation.alive)
    sizes = {s: observation.hand_sizes[s] for s in range(observation.players)
             if alive[s] and s != me}
    order = seats_from(observation.dealer, alive)
    first = order[0] if rules.first_lead == "dealer-left" else observation.dealer
    steps = later_steps(observation)
    nobody = [0] * observation.players
    top = [NO_CEILING] * observation.players
    tally = Tally()
    for _ in range(worlds):
        hands, rest = sample_hands(pool, sizes, nobody, top, rng)
        stock = rest[:observation.stock_size]
        for answer in (0, 1):
            all_hands = [list(hands.get(s, [])) for s in range(observation.players)]
            all_hands[me] = list(hand)
            mult = list(observation.multipliers)
            left = list(stock)
            if answer:
                _replace(all_hands, left, mult, me, observation.question)
            for question, seat in steps:
                if not left:
                    break  # the stock is out: no more questions
                held = all_hands[seat]
                if len(left) < len(held) or (
                        question == "free" and any(k >> 6 in COURT for k in held)):
                    continue
                reserve = min(last_strength(k, lr) for k in held)
                if exchange_yes(question, reserve, rules.elimination_at
                                - observation.scores[seat]):
                    _replace(all_hands, left, mult, seat, question)
            deal = Deal(lr, all_hands, list(alive), first, list(observation.scores), mult,
                        observation.contra_by)
            losers, delta = deal.result(finish(deal))
            tally.add(answer, me in losers, delta.get(me, 0),
                      outcome_utility(deal, losers, delta, me))
    return tally


def _replace(hands: list[list[int]], stock: list[int], mult: list[int], seat: int,
             question: str) -> None:
    """``seat`` says yes: a fresh hand from the top of ``stock``, the multiplier raised."""
    n = len(hands[seat])
    hands[seat] = sorted(stock[:n])
    del stock[:n]
    mult[seat] = max(mult[seat], FACTOR[question])
