"""Seeded random play over every preset: invariants at every step.

Cards are conserved, every game gives out 39 points, a legal action exists
until the match is over, ``apply`` agrees with ``legal_actions``, clones and
record replays reproduce the same state, and no observation ever holds the
opponent's hidden cards or the stock.
"""

from __future__ import annotations

import json
import random

import pytest

from cardtable.cards import Card
from cardtable.games.errors import IllegalAction
from cardtable.games.supertrump import PRESETS, Play, new_game, record
from cardtable.games.supertrump.events import GameEnded
from cardtable.games.supertrump.state import PACK
from tests.depth import depth

GAMES_PER_PRESET = depth(100, 300)   # 300 with CARDTABLE_SLOW=1 (tests/depth.py)


def all_cards(state) -> list[Card]:
    """Every card of the current game, wherever it lies."""
    out = [c for h in state.hands for c in h] + list(state.stock)
    out += [c for _, c in state.played]
    if state.face_up is not None:
        out.append(state.face_up)
    return out


def cards_in(value) -> set[Card]:
    """Every card anywhere inside an observation (fields, tuples, nested)."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, tuple | list):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    if hasattr(value, "__dataclass_fields__") and not isinstance(value, type):
        return set().union(*(cards_in(getattr(value, f)) for f in value.__dataclass_fields__))
    return set()


def check_observations(state) -> None:
    for seat in (0, 1):
        obs = state.observation(seat)
        hidden = set(state.hands[1 - seat]) - set(state.taken[1 - seat]) | set(state.stock)
        assert not cards_in(obs) & hidden
        assert obs.hand == tuple(state.hands[seat])
        assert obs.opponent_hand_size == len(state.hands[1 - seat])


def check_apply_agrees(state) -> None:
    """Every card of the mover's hand is accepted exactly when it is legal."""
    seat = state.current_seat
    legal = set(state.legal_actions())
    for c in state.hands[seat]:
        trial = state.clone()
        try:
            trial.apply(Play(c))
            accepted = True
        except IllegalAction:
            accepted = False
        assert accepted == (Play(c) in legal)


def round_trip(state):
    rules, deals, result = record.encode(state)
    data = json.loads(json.dumps({"rules": rules, "seed": state.seed, "deals": deals,
                                  "result": result}))
    return record.replay(data, 2)


@pytest.mark.parametrize("name", list(PRESETS))
def test_random_matches_keep_every_invariant(name):
    rules = PRESETS[name]
    for seed in range(GAMES_PER_PRESET):
        rng = random.Random(seed * 7 + 1)
        state = new_game(rules, 2, seed)
        steps = 0
        while not state.is_over:
            assert sorted(all_cards(state)) == list(PACK)
            actions = state.legal_actions()
            assert actions and state.current_seat is not None
            if seed % 25 == 0:
                check_observations(state)
                if state.phase == "play" and steps % 5 == 0:
                    check_apply_agrees(state)
            events = state.apply(rng.choice(actions))
            steps += 1
            for e in events:
                if isinstance(e, GameEnded):
                    assert sum(e.points) == 39 and e.points[e.winner] >= 20
            if seed % 50 == 0 and steps % 17 == 0:
                copy = state.clone()
                assert copy.fingerprint() == state.fingerprint()
                assert round_trip(state).fingerprint() == state.fingerprint()
            assert steps < 200_000
        assert state.legal_actions() == [] and state.current_seat is None
        assert all(sum(d.result["points"]) == 39 for d in state.log)
        if seed % 10 == 0:
            assert round_trip(state).fingerprint() == state.fingerprint()
        assert state.clone().fingerprint() == state.fingerprint()


def test_a_clone_is_independent():
    state = new_game(PRESETS["match-3"], 2, 8)
    rng = random.Random(8)
    for _ in range(20):
        state.apply(rng.choice(state.legal_actions()))
    copy = state.clone()
    before = state.fingerprint()
    while not copy.is_over:
        copy.apply(rng.choice(copy.legal_actions()))
    assert state.fingerprint() == before


def test_the_same_seed_and_moves_give_the_same_match():
    def run() -> tuple:
        state = new_game(PRESETS["match-100"], 2, 99)
        rng = random.Random(5)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        return state.fingerprint()
    assert run() == run()
