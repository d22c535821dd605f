"""Seeded random play over every preset, its whole player range and (for 22)
both game ends: invariants.

Cards and chips are conserved at every step, a legal action exists until
the game is over, ``apply`` agrees with ``legal_actions`` about what is
legal, clones and record replays reproduce the same state, and every game
ends.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter

import pytest

from cardtable.games.cucumber import PRESETS, Decide, Exchange, Play, new_game, preset
from cardtable.games.errors import IllegalAction
from cardtable.records.io import Seat, dumps, load_record, record_dict
from tests.depth import depth

pytestmark = pytest.mark.long   # whole games: run first (tests/conftest.py)

MAX_ACTIONS = 20_000


def in_play(state) -> Counter:
    """Every card of the current deal, wherever it lies, plus the marker rows."""
    cards = Counter()
    for hand in state.hands:
        cards.update(hand)
    for discards in state.discarded:
        cards.update(discards)
    cards.update(state.stock)
    cards.update(state.pile)
    for _, cs in state.trick:
        cards.update(cs)
    cards.update(c for _, c in state.placed)
    for row in state.markers:
        cards.update(row)
    return cards


def kinds(state, cards) -> tuple:
    return tuple(sorted(state.values.kind[c] for c in cards))


def check_apply_agrees_with_legal_actions(state, rng) -> None:
    """Random candidate actions are accepted exactly when legal_actions lists their kinds."""
    seat = state.current_seat
    legal = {(type(a), kinds(state, a.cards)) for a in state.legal_actions()}
    hand = state.hands[seat]
    if state.phase not in ("exchange", "play", "last"):
        for value in (True, False, 1, None):
            trial = state.clone()
            try:
                trial.apply(Decide(state.phase, value))
                accepted = True
            except IllegalAction:
                accepted = False
            assert accepted == (type(value) is bool)
        return
    for _ in range(6):
        size = rng.randint(0 if state.phase == "exchange" else 1, len(hand))
        pick = tuple(rng.sample(hand, size))
        action = (Exchange if state.phase == "exchange" else Play)(pick)
        trial = state.clone()
        before = trial.fingerprint()
        try:
            trial.apply(action)
            accepted = True
        except IllegalAction as exc:
            accepted = False
            assert exc.reason and trial.fingerprint() == before
        assert accepted == ((type(action), kinds(state, pick)) in legal), (action, state.phase)


def chips(state) -> int:
    return sum(state.stacks) + state.pot + state.buyins


def play_game(rules, players: int, seed: int, deep: bool) -> None:
    state = new_game(rules, players, seed=seed)
    pack = Counter(state.pack)
    all_chips = players * rules.starting_chips if rules.ante else 0
    rng = random.Random(seed)
    snapshot_at = rng.randrange(40, 200)
    actions = 0
    clone = None
    clone_moves = []
    while not state.is_over:
        assert in_play(state) == pack
        assert chips(state) == all_chips and min(state.stacks) >= 0
        legal = state.legal_actions()
        assert legal, "a seat to move must have a legal action"
        assert len(set(legal)) == len(legal)
        if deep and actions % 19 == 0:
            check_apply_agrees_with_legal_actions(state, rng)
        if actions == snapshot_at:
            clone = state.clone()
            assert clone.fingerprint() == state.fingerprint()
            mid = load_record(json.loads(dumps(record_dict(state, seats(players), "x"))))
            assert mid.state.fingerprint() == state.fingerprint()
        action = rng.choice(legal)
        state.apply(action)
        if clone is not None:
            clone_moves.append(action)
        actions += 1
        assert actions < MAX_ACTIONS, "game does not end"
    assert state.current_seat is None and state.legal_actions() == []
    assert state.winners and all(0 <= w < players for w in state.winners)
    # At the end the last deal's cards are all in the pile; the markers laid
    # down before that deal were out of it, and together they are the pack.
    final = in_play(state)
    if rules.penalty_cards_out:
        for seat in state.log[-1].result["losers"]:
            final[state.markers[seat][-1]] -= 1
    assert +final == pack
    assert chips(state) == all_chips and state.pot == 0
    if clone is not None:
        for action in clone_moves:
            clone.apply(action)
        assert clone.fingerprint() == state.fingerprint()
    record = record_dict(state, seats(players), "twenty-two")
    loaded = load_record(json.loads(dumps(record)))
    assert loaded.state.fingerprint() == state.fingerprint()
    assert loaded.state.winners == state.winners


def seats(players: int) -> list[Seat]:
    return [Seat(f"P{i}", "ai", "random") for i in range(players)]


@pytest.mark.parametrize("game_end", ["last-survivor", "first-elimination"])
@pytest.mark.parametrize("players", range(2, 13))
def test_random_play_invariants_22(players, game_end):
    rules = dataclasses.replace(preset("twenty-two"), game_end=game_end)
    for seed in range(depth(2, 3)):
        play_game(rules, players, 1000 * players + seed, deep=seed == 0)


FAMILY = [(name, n) for name, r in PRESETS.items() if name != "twenty-two"
          for n in range(r.min_players, r.max_players + 1)]


@pytest.mark.parametrize(("variant", "players"), FAMILY)
def test_random_play_invariants_family(variant, players):
    for seed in range(depth(1, 2)):
        play_game(PRESETS[variant], players, 7000 * players + seed, deep=seed == 0)


def test_same_seed_same_game():
    a = new_game(preset("twenty-two"), 5, seed=77)
    b = new_game(preset("twenty-two"), 5, seed=77)
    rng_a, rng_b = random.Random(3), random.Random(3)
    while not a.is_over:
        a.apply(rng_a.choice(a.legal_actions()))
        b.apply(rng_b.choice(b.legal_actions()))
    assert a.fingerprint() == b.fingerprint()
    c = new_game(preset("twenty-two"), 5, seed=78)
    assert c.log[0].deck != a.log[0].deck
