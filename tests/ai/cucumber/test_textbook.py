"""The textbook baseline ``pimc`` and the paired comparison: legal,
deterministic given its rng, blind to hidden cards, registered for
measurement only; the pairing lines up board-seats exactly."""

from __future__ import annotations

import random

import pytest

from cardtable.ai import bot_names, make_bot
from cardtable.ai.cucumber.paired import run_paired, times_ms
from cardtable.ai.cucumber.textbook import PimcBot
from cardtable.games.cucumber import PRESETS, new_game


def test_pimc_is_for_measurement_only():
    assert "pimc" not in bot_names()
    assert isinstance(make_bot("pimc", measurement=True), PimcBot)


@pytest.mark.parametrize("variant", ["twenty-two", "agurk", "gurka-is", "rassi"])
def test_every_pimc_decision_is_legal(variant):
    rules = PRESETS[variant]
    bot = PimcBot(budget=400)
    asked = set()
    for seed in range(3):
        state = new_game(rules, 4, seed=seed)
        rng = random.Random(seed)
        for _ in range(200):
            if state.is_over:
                break
            legal = state.legal_actions()
            if len(legal) > 1 and (state.phase not in asked or rng.random() < 0.2):
                assert bot.choose(state.observation(state.current_seat), legal,
                                  random.Random(1)) in legal
                asked.add(state.phase)
            state.apply(rng.choice(legal))
    assert "play" in asked
    if variant == "twenty-two":
        assert "exchange" in asked


def test_pimc_is_deterministic_given_its_rng():
    rules = PRESETS["twenty-two"]
    checked = 0
    for seed in range(8):
        state = new_game(rules, 4, seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 14)):
            state.apply(rng.choice(state.legal_actions()))
        legal = state.legal_actions()
        if len(legal) < 2:
            continue
        obs = state.observation(state.current_seat)
        a = PimcBot(budget=1500).choose(obs, legal, random.Random(3))
        assert a == PimcBot(budget=1500).choose(obs, legal, random.Random(3))
        checked += 1
    assert checked


def test_pimc_ignores_the_other_seats_hidden_cards():
    """Swapping two other hands and shuffling the stock leaves the observation,
    and so the decision, unchanged."""
    rules = PRESETS["twenty-two"]
    checked = 0
    for seed in range(40):
        state = new_game(rules, 4, seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 14)):
            state.apply(rng.choice(state.legal_actions()))
        seat = state.current_seat
        others = [s for s in range(4) if s != seat]
        others = [s for s in others if len(state.hands[s]) == len(state.hands[others[0]])]
        legal = state.legal_actions()
        if len(others) < 2 or len(legal) < 2:
            continue
        twin = state.clone()
        a, b = others[:2]
        twin.hands[a], twin.hands[b] = list(state.hands[b]), list(state.hands[a])
        random.Random(5).shuffle(twin.stock)
        twin._legal = None
        if twin.hands[a] == state.hands[a]:
            continue
        obs = state.observation(seat)
        assert obs == twin.observation(seat)
        da = PimcBot(budget=1500).choose(obs, legal, random.Random(9))
        db = PimcBot(budget=1500).choose(twin.observation(seat), twin.legal_actions(),
                                         random.Random(9))
        assert da == db
        checked += 1
        if checked >= 4:
            break
    assert checked


def test_paired_run_pairs_every_board_seat():
    """Fast levels only: normal against easy in the tested seat."""
    result = run_paired(PRESETS["twenty-two"], 4, "normal", "easy", 3, seed=2)
    assert result.n == 12 == len(result.lost_b)
    assert set(result.lost_a) <= {0, 1} and set(result.lost_b) <= {0, 1}
    mean, lo, hi = result.difference()
    a, b = result.rates()
    assert mean == pytest.approx(b - a)
    assert lo <= mean <= hi
    assert times_ms(result.times_a)[0] >= 0
    again = run_paired(PRESETS["twenty-two"], 4, "normal", "easy", 3, seed=2, jobs=2)
    assert again.lost_a == result.lost_a and again.lost_b == result.lost_b


def test_a_whole_game_line_up_counts_the_games_not_won():
    """``whole_games``: the tournament's own game boards, each board-seat the
    share of the game the tested bot did not win, so the tournament's wins
    for the same boards add up to the same figure."""
    from cardtable.ai.cucumber.paired import run_lineup
    from cardtable.ai.tournament import run_tournament

    rules = PRESETS["rassi"]
    lost, _ = run_lineup(rules, 4, "easy", 2, 1, whole_games=True)
    assert len(lost) == 8 and all(0 <= x <= 1 for x in lost)
    stats = run_tournament("rassi", 4, ["easy", "normal", "normal", "normal"], 0, 1, games=2,
                           game="cucumber", rules=rules).stats
    assert stats["easy"].games == 8
    assert sum(1 - x for x in lost) == pytest.approx(stats["easy"].wins)
