"""The replay steps rebuild every state of a recorded game, for every game."""

from __future__ import annotations

import random

import pytest

from cardtable import games
from cardtable.records.io import Seat, dumps, record_dict
from cardtable.records.steps import steps_from_text
from tests.depth import shorter_sneak


def played(game: str, seed: int):
    """A seeded random game of ``game``'s default preset and every state's
    fingerprint (Sneak to 30, not 100: ``tests/depth.py``'s ``shorter_sneak``)."""
    spec = games.get(game)
    rules = shorter_sneak(game, spec.default_preset) or spec.preset(spec.default_preset)
    state = spec.new_game(rules, spec.default_players, seed)
    prints, rng = [state.fingerprint()], random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        prints.append(state.fingerprint())
    seats = [Seat("You", "human")] + [Seat(f"AI {i}", "ai", "easy")
                                      for i in range(1, state.players)]
    return state, record_dict(state, seats, spec.default_preset, game), prints


@pytest.mark.parametrize("game", games.ids())
def test_every_step_is_the_recorded_state(game):
    _state, record, prints = played(game, 11)
    steps = steps_from_text(dumps(record))
    assert steps.count == len(prints)
    for index in [*range(steps.count), 0, steps.count // 2]:   # forward, then jumps back
        assert steps.state(index).fingerprint() == prints[index], index
    starts = [steps.deal_start(d) for d in range(1, steps.deals + 1)]
    assert starts == sorted(starts) and starts[0] == 0
    assert [steps.position(i).deal for i in starts] == list(range(1, steps.deals + 1))


@pytest.mark.parametrize("game", games.ids())
def test_stacked_decks_that_the_seed_does_not_deal_still_replay(game):
    # A record's decks need not come from its seed (hand-made, other tools):
    # every deal then starts from the record's own replay.
    state, record, _ = played(game, 12)
    record["seed"] = 999_999
    steps = steps_from_text(dumps(record))
    assert steps.count == 1 + sum(len(d.moves) for d in state.log)
    last = steps.state(steps.count - 1)
    assert last.is_over and last.winners == state.winners


def test_a_supertrump_game_steps_by_its_26_tricks():
    _state, record, _prints = played("supertrump", 5)
    steps = steps_from_text(dumps(record))
    assert len(steps.trick_ends) == 26
    index, seen = 0, 0
    while index < steps.count - 1:
        index = steps.next_trick(index)
        seen += 1
        state = steps.state(index)
        assert not state.trick or state.is_over            # a trick has just been taken
    assert seen == 26
    assert steps.previous_trick(steps.trick_ends[3]) == steps.trick_ends[2]
    assert steps.previous_trick(steps.trick_ends[0]) == 0


@pytest.mark.parametrize("game", games.ids())
def test_trick_steps_go_forward_to_the_end(game):
    _state, record, _prints = played(game, 12)
    steps = steps_from_text(dumps(record))
    assert steps.trick_ends and steps.trick_ends == sorted(set(steps.trick_ends))
    index, hops = 0, 0
    while index < steps.count - 1:
        after = steps.next_trick(index)
        assert after > index
        index, hops = after, hops + 1
    assert hops <= len(steps.trick_ends) + 1
