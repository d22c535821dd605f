"""The cheapest-heading gaps (``inference.infer``'s ``gaps``): they hold against
``normal`` players (whom they model), say something, and the sampler obeys them."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.cucumber.inference import _gap_ok, infer, sample_hands
from tests.ai.cucumber.test_inference import normal_positions


@pytest.mark.parametrize("variant", ["twenty-two", "agurk", "gurka-is"])
def test_gaps_hold_for_normal_players(variant):
    hands = gapped = 0
    for state, obs in normal_positions(variant, 25):
        kind = state.values.kind
        gaps: dict = {}
        infer(obs, kind, model_normal=True, gaps=gaps)
        assert obs.seat not in gaps
        for s, ranges in gaps.items():
            if state.hands[s]:
                hands += 1
                held = [kind[c] for c in state.hands[s]]
                assert _gap_ok(held, ranges)
                gapped += any(lo <= k >> 6 <= hi for k in held for lo, hi in ranges)
    assert hands > 50
    assert gapped  # the reserve case happens, and is allowed


def test_gaps_need_the_normal_model():
    for state, obs in normal_positions("twenty-two", 3):
        gaps: dict = {}
        infer(obs, state.values.kind, gaps=gaps)
        assert gaps == {}


def test_sampled_hands_obey_the_gaps():
    rng = random.Random(4)
    pool = [s * 64 + min(s, 11) for s in range(2, 15)] * 2
    for _ in range(200):
        hands, rest = sample_hands(pool, {1: 3, 2: 3}, [0] * 4, [99] * 4, rng,
                                   gaps={1: [(5, 12)]})
        assert _gap_ok(hands[1], [(5, 12)])
        assert sorted(hands[1] + hands[2] + rest) == sorted(pool)
