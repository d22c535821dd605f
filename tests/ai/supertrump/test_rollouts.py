"""The expert's rollouts and declarations: whole points, sensible worths, legal and
deterministic choices (fast: no full games)."""

from __future__ import annotations

import random

from cardtable.ai.supertrump import card_worth, declare
from cardtable.ai.supertrump.card_worth import PLAIN, SUPER, TRUMP, fit, worths
from cardtable.ai.supertrump.greedy import estimate_rollout, smooth_utility
from cardtable.ai.supertrump.inference import trumps_for
from cardtable.ai.supertrump.model import mask_of


def deal(rng: random.Random):
    deck = list(range(52))
    rng.shuffle(deck)
    return mask_of(deck[:13]), mask_of(deck[13:26]), deck[26], deck[27:]


def test_estimate_shares_all_39_points():
    rng = random.Random(2)
    for _ in range(30):
        a, b, face, stock = deal(rng)
        t = trumps_for(rng.randrange(4), rng.randrange(2, 15))
        mine, theirs = estimate_rollout(t, (a, b), stock, face, rng.randrange(2), -1, (0, 0))
        assert abs(mine + theirs - 39) < 1e-9
        assert 0 <= mine <= 39 and 0 <= theirs <= 39


def test_worths_order_the_cards():
    assert max(TRUMP) < SUPER
    assert min(TRUMP) > max(PLAIN[:9])
    assert PLAIN[12] > PLAIN[11] > PLAIN[10]          # A > K > Q
    vals = worths(0, 9)                                 # spades trump, 9s super
    ace_s, nine_h, two_h = 4 * 12, 4 * 7 + 1, 1
    assert vals[nine_h] > vals[ace_s] > vals[two_h]


def test_a_small_fit_lands_near_the_shipped_table():
    lead, table = fit(60, 21)
    assert len(table) == 27 and table[13 + 1] == 0.0   # the plain 2 is the reference
    assert abs(table[0] - SUPER) < 0.6                 # the super, from few positions
    assert abs(lead - card_worth.LEAD) < 0.5


def test_smooth_utility_rewards_reaching_20():
    assert smooth_utility(22, 17) - smooth_utility(18, 21) > 4 + 4


def test_declarations_are_deterministic_and_complete():
    rng = random.Random(5)
    a, _, _, _ = deal(rng)
    suits, tally = declare.ranked_trumps(a, 40, random.Random(1))
    assert sorted(suits) == [0, 1, 2, 3]
    assert declare.ranked_trumps(a, 40, random.Random(1))[0] == suits
    assert all(0 <= tally.figures(s)[0] <= 39 for s in suits)
    ranks, _ = declare.ranked_supers(a, suits[0], 40, random.Random(1))
    assert len(ranks) == declare.SUPER_CANDIDATES and all(2 <= r <= 14 for r in ranks)
    assert declare.ranked_supers(a, suits[0], 40, random.Random(1))[0] == ranks
