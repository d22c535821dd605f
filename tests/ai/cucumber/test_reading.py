"""Reading the others' leads (``reading``): the true hands of ``normal`` players
explain their leads (but for the exchange discards only they saw), while
many worlds drawn from the bounds alone do not — so the reading says something."""

from __future__ import annotations

import random

from cardtable.ai.cucumber.inference import exchange_quotas, infer, sample_hands
from cardtable.ai.cucumber.normal import unseen_cards
from cardtable.ai.cucumber.reading import reader
from tests.ai.cucumber.test_inference import normal_positions


def _true_hands(state):
    kind = state.values.kind
    return {s: sorted(kind[c] for c in state.hands[s]) for s in range(state.players)}


def test_true_hands_explain_normal_leads():
    for variant, allowed in (("agurk", 0.0), ("twenty-two", 0.05)):
        checked = unexplained = 0
        for state, obs in normal_positions(variant, 20):
            explained = reader(obs, state.values.kind)
            if explained is not None:
                checked += 1
                unexplained += not explained(_true_hands(state))
        assert checked > 100
        assert unexplained <= allowed * checked


def test_the_reading_rejects_many_sampled_worlds():
    rng = random.Random(2)
    drawn = accepted = 0
    for state, obs in normal_positions("twenty-two", 12):
        kind = state.values.kind
        explained = reader(obs, kind)
        if explained is None or state.phase != "play":
            continue
        gaps: dict = {}
        floor, ceil = infer(obs, kind, True, gaps)
        pool = [kind[c] for c in unseen_cards(obs)]
        sizes = {s: obs.hand_sizes[s] for s in range(4) if s != obs.seat}
        for _ in range(5):
            hands, _ = sample_hands(pool, sizes, floor, ceil, rng,
                                    exchange_quotas(obs, kind), gaps)
            drawn += 1
            accepted += explained(hands)
    assert drawn > 100
    assert accepted < 0.8 * drawn


