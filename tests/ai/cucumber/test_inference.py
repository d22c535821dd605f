"""The expert's opponent model: what the others' exchanges say about their hands."""

from __future__ import annotations

import random
from collections import Counter

from cardtable.ai import make_bot
from cardtable.ai.cucumber.inference import exchange_discards, exchange_quotas, sample_hands
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


def exchanged_positions(seeds: int, phases: tuple[str, ...]):
    """(state, observation, kind) in the given phases of the first two deals
    of four-``normal`` 22 games."""
    rules = PRESETS["twenty-two"]
    bot = make_bot("normal")
    for seed in range(seeds):
        state = new_game(rules, 4, seed=seed)
        rng = random.Random(seed)
        while not state.is_over and state.deal_no <= 2:
            obs = state.observation(state.current_seat)
            if state.phase in phases:
                yield state, obs, state.values.kind
            state.apply(bot.choose(obs, state.legal_actions(), rng))


def quota_ranges_met(state, obs, kind, kept_low: bool) -> list[int]:
    """Assert every quota holds for the true cards; the ranges' lowest strengths."""
    met = []
    for s, ranges in exchange_quotas(obs, kind, kept_low).items():
        assert s != obs.seat
        held = [kind[c] >> 6 for c in state.hands[s]]
        held += [kind[c] >> 6 for t, cs in obs.played if t == s for c in cs]
        for count, lo, hi in ranges:
            assert sum(1 for x in held if lo <= x <= hi) >= count
            met.append(lo)
    return met


def test_exchange_quotas_hold_for_normal_players_and_say_something():
    """22's free exchange: who stood pat holds a 2 or 3; who drew few kept high cards."""
    kinds = Counter()
    for state, obs, kind in exchanged_positions(60, ("play",)):
        kinds.update(quota_ranges_met(state, obs, kind, False))
    assert kinds[0] > 50 and kinds[12] > 20  # both readings occur
    assert kinds[4] == 0  # the kept middle card is read only with kept_low


def test_the_fuller_exchange_model_holds_for_normal_players():
    """With ``kept_low``: one who drew kept a middle card (its lowest), and
    what it threw were middle cards; nothing of it holds for the seat itself."""
    read = Counter()
    for state, obs, kind in exchanged_positions(40, ("exchange", "play")):
        read.update(quota_ranges_met(state, obs, kind, True))
        dead = exchange_discards(obs, kind)
        thrown = [kind[c] >> 6 for s in range(4) if s != obs.seat for c in state.discarded[s]]
        assert sum(count for count, _, _ in dead) == len(thrown)
        for count, lo, hi in dead:
            assert count > 0 and all(lo <= x <= hi for x in thrown)
        read["dead"] += len(dead)
    assert read[4] > 20 and read["dead"] > 20  # the new readings occur


def test_sample_hands_sets_the_discards_aside_behind_the_stock():
    pool = [s << 6 for s in range(2, 15)] * 4
    floor, ceil = [0] * 4, [10_000] * 4
    rng = random.Random(2)
    for _ in range(50):
        hands, rest = sample_hands(pool, {1: 7}, floor, ceil, rng, {1: [(1, 4, 11), (4, 12, 99)]},
                                   dead=[(3, 4, 11)])
        assert sum(1 for k in hands[1] if 4 <= k >> 6 <= 11) >= 1
        assert sum(1 for k in hands[1] if k >> 6 >= 12) >= 4
        assert all(4 <= k >> 6 <= 11 for k in rest[-3:])
        assert sorted(hands[1] + rest) == sorted(pool)


def test_sample_hands_fills_quotas_first():
    pool = [s << 6 for s in range(2, 15)] * 4
    floor, ceil = [0] * 4, [10_000] * 4
    rng = random.Random(1)
    for _ in range(50):
        hands, rest = sample_hands(pool, {1: 7, 2: 7}, floor, ceil, rng, {1: [(5, 12, 99)]})
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
