"""The textbook baselines play legally and deterministically,
blind to hidden cards; their table model counts the public record; and
the honest bot never bluffs."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.sneak import MEASUREMENT
from cardtable.ai.sneak.textbook import (
    BLUFF_PRIOR,
    CALL_PRIOR,
    HeuristicBot,
    HonestBot,
    is_bluff,
    table_model,
)
from cardtable.cards import parse_cards
from cardtable.games.sneak import new_game, preset

BASELINES = {"heuristic": HeuristicBot, "honest": HonestBot}


def play(names: list[str], seed: int, variant: str = "sneak", deals: int = 1):
    """A game of ``names`` played for ``deals`` deals; the bots' every choice
    goes through ``apply`` (which refuses an illegal one)."""
    state = new_game(preset(variant), len(names), seed)
    bots = [MEASUREMENT.get(n, BASELINES.get(n))() for n in names]
    rngs = [random.Random(seed * 7 + s) for s in range(len(names))]
    moves = 0
    while not state.is_over and state.deal_no <= deals and moves < 2000:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions(),
                                      rngs[seat]))
        moves += 1
    return state


@pytest.mark.parametrize("players,variant", [(3, "sneak"), (4, "sneak-hand-limit"),
                                             (5, "sneak-discard")])
def test_baselines_play_legally(players, variant):
    names = [("heuristic", "honest")[s % 2] for s in range(players)]
    state = play(names, 11 + players, variant)
    assert state.history  # leads were made and settled


def test_baselines_are_deterministic_and_blind():
    for seed in range(6):
        state = new_game(preset("sneak"), 3, 40 + seed)
        bots = [HeuristicBot(), HonestBot(), HeuristicBot()]
        rng = random.Random(seed)
        for _ in range(30 + 4 * seed):
            seat = state.current_seat
            state.apply(bots[seat].choose(state.observation(seat), state.legal_actions(), rng))
        seat = state.current_seat
        other = state.clone()
        victim = next(s for s in range(3) if s != seat and other.hands[s])
        for i, c in enumerate(list(other.hands[victim])[:2]):
            j = len(other.stock) - 1 - i
            if j < 0:
                break
            other.hands[victim][i], other.stock[j] = other.stock[j], c
            other.hands[victim].sort(key=lambda x: x.index)
        obs = state.observation(seat)
        assert other.observation(seat) == obs
        for cls in (HeuristicBot, HonestBot):
            for r in range(3):
                a = cls().choose(obs, state.legal_actions(), random.Random(r))
                b = cls().choose(other.observation(seat), other.legal_actions(),
                                 random.Random(r))
                assert a == b


def test_honest_never_bluffs():
    state = play(["honest", "honest", "honest"], 5, deals=2)
    revealed = [r.sets[0][1] for r in state.history if r.kind == "sneak" and r.sets]
    assert revealed and not any(is_bluff(cards) for cards in revealed)


def test_the_table_model_counts_the_public_record():
    state = play(["always-sneak-junk", "always-challenge", "heuristic"], 3, deals=1)
    model = table_model(state.observation(2))
    prior_bluff = BLUFF_PRIOR[0] / sum(BLUFF_PRIOR)
    prior_call = CALL_PRIOR[0] / sum(CALL_PRIOR)
    assert model.bluff_rate(0) > prior_bluff + 0.2
    assert model.call_rate(1) > prior_call + 0.3
    assert table_model(new_game(preset("sneak"), 3, 1).observation(0)).call_rate(1) \
        == prior_call


def test_bluffs_are_junk_sneaks():
    assert is_bluff(parse_cards(["2H", "9S"])) and is_bluff(parse_cards(["7C"]))
    assert not is_bluff(parse_cards(["5H", "5S"])) and not is_bluff(parse_cards(["KD"]))
