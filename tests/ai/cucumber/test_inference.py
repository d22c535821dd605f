"""The expert's opponent model: what the others' exchanges say about their hands."""

from __future__ import annotations

import random
from collections import Counter

from cardtable.ai import make_bot
from cardtable.ai.cucumber.inference import exchange_quotas, sample_hands
from cardtable.games.cucumber import PRESETS, new_game


def normal_positions(variant: str, seeds: int):
    """(state, observation) at every play with a history, four normal bots, first deal."""
    rules = PRESETS[variant]
    bot = make_bot("normal")
    for seed in range(seeds):
        state = new_game(rules, 4, seed=seed)
        rng = random.Random(seed)
        while not state.is_over and state.deal_no == 1:
            seat = state.current_seat
            obs = state.observation(seat)
            legal = state.legal_actions()
            if state.phase in ("play", "last") and obs.played:
                yield state, obs
            state.apply(bot.choose(obs, legal, rng))


def test_exchange_quotas_hold_for_normal_players_and_say_something():
    """22's free exchange: who stood pat holds a 2 or 3; who drew few kept high cards."""
    rules = PRESETS["twenty-two"]
    bot = make_bot("normal")
    kinds = Counter()
    for seed in range(60):
        state = new_game(rules, 4, seed=seed)
        rng = random.Random(seed)
        while not state.is_over and state.deal_no <= 2:
            seat = state.current_seat
            obs = state.observation(seat)
            if state.phase == "play":
                kind = state.values.kind
                for s, (count, lo, hi) in exchange_quotas(obs, kind).items():
                    assert s != seat
                    held = [kind[c] >> 6 for c in state.hands[s]]
                    held += [kind[c] >> 6 for t, cs in obs.played if t == s for c in cs]
                    assert sum(1 for x in held if lo <= x <= hi) >= count
                    kinds[lo] += 1
            state.apply(bot.choose(obs, state.legal_actions(), rng))
    assert kinds[0] > 50 and kinds[12] > 20  # both readings occur


def test_sample_hands_fills_quotas_first():
    pool = [s << 6 for s in range(2, 15)] * 4
    floor, ceil = [0] * 4, [10_000] * 4
    rng = random.Random(1)
    for _ in range(50):
        hands, rest = sample_hands(pool, {1: 7, 2: 7}, floor, ceil, rng, {1: (5, 12, 99)})
        assert sum(1 for k in hands[1] if k >> 6 >= 12) >= 5
        assert len(hands[1]) == len(hands[2]) == 7
        assert sorted(hands[1] + hands[2] + rest) == sorted(pool)


def test_exchange_quotas_are_empty_outside_the_free_exchange():
    for state, obs in normal_positions("gurka-se", 3):
        assert exchange_quotas(obs, state.values.kind) == {}


def test_the_samplers_shuffle_is_the_standard_one_faster():
    """``inference._shuffle`` deals as ``random.Random.shuffle`` does (the same
    order and the same draws, so the expert's choices did not change) and is
    a fair permutation."""
    from cardtable.ai.cucumber.inference import _shuffle

    firsts = Counter()
    for seed in range(2000):
        cards = list(range(30))
        ours, theirs = random.Random(seed), random.Random(seed)
        expected = list(cards)
        theirs.shuffle(expected)
        _shuffle(cards, ours)
        assert cards == expected
        assert ours.random() == theirs.random()   # the generator left in the same state
        firsts[cards[0]] += 1
    assert sorted(cards) == list(range(30))
    assert set(firsts) == set(range(30))
    assert max(firsts.values()) < 2.5 * 2000 / 30
