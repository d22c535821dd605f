"""Sneak records: round trips, the move format, and hostile input refused in words."""

from __future__ import annotations

import copy
import dataclasses
import json
import random

import pytest

from cardtable.games.record_schema import RecordError
from cardtable.games.sneak import PRESETS, SneakRules, new_game, record


def finished(players: int = 3, seed: int = 4, rules: SneakRules | None = None):
    state = new_game(rules or SneakRules(target=20), players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def as_record(state) -> dict:
    rules, deals, result = record.encode(state)
    return json.loads(json.dumps({"rules": rules, "seed": state.seed, "deals": deals,
                                  "result": result}))


@pytest.fixture(scope="module")
def data() -> dict:
    return as_record(finished())


def test_round_trip_rebuilds_the_same_game(data):
    state = record.replay(copy.deepcopy(data), 3)
    assert state.is_over and as_record(state) == data


def test_an_unfinished_game_round_trips_too():
    state = new_game(PRESETS["sneak-hand-limit"], 6, seed=8)
    rng = random.Random(1)
    for _ in range(150):
        state.apply(rng.choice(state.legal_actions()))
    data = as_record(state)
    assert data["result"] is None
    assert record.replay(data, 6).fingerprint() == state.fingerprint()


def test_move_format(data):
    moves = [m for d in data["deals"] for m in d["moves"]]
    assert {m["action"] for m in moves} <= {"draw", "sneak", "flaunt", "challenge", "pass"}
    draw = next(m for m in moves if m["action"] == "draw")
    assert set(draw) == {"seat", "action"}
    sneak = next(m for m in moves if m["action"] == "sneak")
    assert set(sneak) == {"seat", "action", "cards"} and all(
        isinstance(c, str) for c in sneak["cards"])
    first = data["deals"][0]
    assert len(first["deck"]) == 52 and set(first["result"]) == {"points", "scores"}


def broken(data, change):
    bad = copy.deepcopy(data)
    change(bad)
    return bad


def _set_move(index, value):
    def change(d):
        d["deals"][0]["moves"][index] = value
    return change


@pytest.mark.parametrize(("change", "message"), [
    (_set_move(0, {"seat": 0, "action": "shuffle"}), "unknown action 'shuffle'"),
    (_set_move(0, {"seat": "x", "action": "draw"}), "seat must be a whole number"),
    (_set_move(0, {"seat": 9, "action": "draw"}), "seat is 9"),
    (_set_move(0, [1, 2]), "must be an object"),
    (_set_move(0, {"seat": 0, "action": "draw", "cards": ["AS"]}), "a draw takes no cards"),
    (_set_move(0, {"seat": 0, "action": "sneak", "cards": []}), "needs at least one card"),
    (_set_move(0, {"seat": 0, "action": "sneak", "cards": "AS"}), "cards must be a list"),
    (_set_move(0, {"seat": 0, "action": "sneak", "cards": ["ZZ"]}), "is not a card"),
    (_set_move(0, {"seat": 0, "action": "flaunt", "cards": [7]}), "written as text"),
    (lambda d: d["deals"][0].update(deck=d["deals"][0]["deck"][:-1]), "51 cards"),
    (lambda d: d["deals"][0].update(deck=["AS"] * 52), "too many of AS"),
    (lambda d: d["deals"][0].update(dealer=5), "dealer is 5"),
    (lambda d: d["deals"][0]["result"].update(points=[0, 0, 0]), "does not match the play"),
    (lambda d: d.update(result={"winners": [0, 1]}), "not the real ones"),
    (lambda d: d["rules"].update(decks=3), "Its rules cannot be played"),
    (lambda d: d["rules"].pop("target"), "lack these options: target"),
    (lambda d: d["rules"].update(hand_limit="yes"), "true or false"),
    (lambda d: d.update(deals=[]), "holds no deal"),
    (lambda d: d.pop("seed"), "no seed"),
    (lambda d: d["deals"][0]["moves"].append({"seat": 0, "action": "draw"}),
     "was already over|turn"),
    (lambda d: d["deals"][0]["moves"].pop(), "unfinished|turn"),
])
def test_hostile_records_are_refused_with_a_sentence(data, change, message):
    with pytest.raises(RecordError, match=message):
        record.replay(broken(data, change), 3)


def test_a_move_out_of_turn_is_refused(data):
    bad = copy.deepcopy(data)
    first = bad["deals"][0]["moves"][0]
    first["seat"] = (first["seat"] + 1) % 3
    with pytest.raises(RecordError, match=r"it was seat .* turn, not seat"):
        record.replay(bad, 3)


def test_an_illegal_move_is_refused_with_the_engine_reason(data):
    bad = copy.deepcopy(data)
    first = bad["deals"][0]["moves"][0]
    bad["deals"][0]["moves"][0] = {"seat": first["seat"], "action": "sneak", "cards": ["AS"]}
    with pytest.raises(RecordError, match=r"deal 1, move 1: seat .* cannot sneak AS: "):
        record.replay(bad, 3)


def test_the_wrong_player_count_is_refused(data):
    with pytest.raises(RecordError):
        record.replay(copy.deepcopy(data), 8)


def test_two_deck_records_round_trip():
    state = finished(5, seed=2, rules=SneakRules(target=30))
    data = as_record(state)
    assert len(data["deals"][0]["deck"]) == 104
    assert record.replay(data, 5).fingerprint() == state.fingerprint()


def test_a_record_that_draws_past_the_hand_limit_is_refused_in_a_sentence():
    # Records of the old rule drew an 8th card where the player had to pass (T22).
    from tests.games.sneak.test_random_play import hoarder_and_dumpers

    state = new_game(dataclasses.replace(PRESETS["sneak-hand-limit"], target=25), 2, seed=0)
    rng = random.Random(0)
    while True:     # until a seat must pass its turn
        on_turn = state.phase == "turn"
        action = hoarder_and_dumpers(state, rng)
        state.apply(action)
        if on_turn and action.name == "pass":
            break
    data = as_record(state)
    moves = data["deals"][-1]["moves"]
    assert moves[-1] == {"seat": 0, "action": "pass"}      # seat 0 hoards
    assert record.replay(copy.deepcopy(data), 2).fingerprint() == state.fingerprint()
    moves[-1] = {"seat": 0, "action": "draw"}
    with pytest.raises(RecordError) as refused:
        record.replay(data, 2)
    message = str(refused.value)
    assert "\n" not in message and len(message) < 200
    assert message.endswith("seat 0 cannot draw: You hold 7 cards, the hand limit, so you "
                            "cannot draw, and nobody else holds a card, so you cannot play: "
                            "you must pass.")
