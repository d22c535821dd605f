"""Records: a match round-trips through JSON, and every hostile or broken
record is refused with a sentence (``RecordError``), never a traceback."""

from __future__ import annotations

import copy
import json
import random

import pytest

from cardtable.games.record_schema import RecordError
from cardtable.games.supertrump import PRESETS, Declare, Play, new_game, record

from .helpers import card


def finished(name: str = "match-3", seed: int = 6):
    state = new_game(PRESETS[name], 2, seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def as_record(state) -> dict:
    rules, deals, result = record.encode(state)
    data = {"rules": rules, "seed": state.seed, "deals": deals, "result": result}
    return json.loads(json.dumps(data))


@pytest.fixture(scope="module")
def good() -> dict:
    return as_record(finished())


def refused(data: dict, match: str) -> str:
    with pytest.raises(RecordError, match=match) as exc:
        record.replay(data, 2)
    return str(exc.value)


def test_the_record_format(good):
    first = good["deals"][0]
    assert set(first) == {"dealer", "deck", "moves", "result"}
    assert len(first["deck"]) == 52 and len(first["moves"]) == 54
    assert first["moves"][0] == {"seat": 1 - first["dealer"], "action": "trump",
                                 "value": first["moves"][0]["value"]}
    assert first["moves"][1]["action"] == "super" and first["moves"][1]["seat"] == first["dealer"]
    assert set(first["moves"][2]) == {"seat", "action", "cards"}
    assert len(first["moves"][2]["cards"]) == 1
    assert set(first["result"]) == {"points", "winner", "scores"}
    assert good["result"]["winners"] in ([0], [1])
    assert good["rules"] == {"match": "games", "target": 3}


def test_round_trip_gives_the_same_match(good):
    original = finished()
    assert record.replay(good, 2).fingerprint() == original.fingerprint()


def test_an_unfinished_match_round_trips():
    state = new_game(PRESETS["match-100"], 2, 3)
    rng = random.Random(3)
    while state.deal_no < 2 or state.moves_made < 70:
        state.apply(rng.choice(state.legal_actions()))
    data = as_record(state)
    assert data["result"] is None and "result" not in data["deals"][-1]
    assert record.replay(data, 2).fingerprint() == state.fingerprint()


def test_moves_encode_and_decode():
    assert record.decode_move({"seat": 0, "action": "play", "cards": ["10H"]}, "m") == (
        0, Play(card("10H")))
    assert record.decode_move({"seat": 1, "action": "trump", "value": "H"}, "m") == (
        1, Declare("trump", "H"))
    assert record.decode_move({"seat": 0, "action": "super", "value": "10"}, "m") == (
        0, Declare("super", "10"))


def test_a_truncated_game_followed_by_another_is_refused(good):
    data = copy.deepcopy(good)
    del data["deals"][0]["moves"][30:]
    del data["deals"][0]["result"]
    refused(data, "game 1 is unfinished, yet game 2 follows it")


def test_a_truncated_deck_is_refused(good):
    data = copy.deepcopy(good)
    data["deals"][0]["deck"].pop()
    refused(data, "52 cards once each")


def test_a_move_by_the_wrong_seat_is_refused(good):
    data = copy.deepcopy(good)
    move = data["deals"][0]["moves"][0]
    move["seat"] = 1 - move["seat"]
    refused(data, "game 1, move 1: it was seat .'s turn")


def test_an_illegal_move_is_refused(good):
    data = copy.deepcopy(good)
    moves = data["deals"][0]["moves"]
    mover = moves[2]["seat"]
    other_hand_card = next(m["cards"][0] for m in moves[2:] if m["seat"] != mover)
    moves[2]["cards"] = [other_hand_card]
    message = refused(data, "game 1, move 3: seat . cannot play")
    assert "You do not hold" in message


def test_a_bad_card_text_is_refused(good):
    data = copy.deepcopy(good)
    data["deals"][0]["moves"][5]["cards"] = ["1X"]
    refused(data, "game 1, move 6: '1X' is not a card")
    data["deals"][0]["moves"][5]["cards"] = ["AS", "KS"]
    refused(data, "exactly one card")
    data["deals"][0]["deck"][3] = 7
    refused(data, "game 1: deck")


@pytest.mark.parametrize(("index", "value", "match"), [
    (0, "X", "trump suit must be one of S, H, D, C, not 'X'"),
    (1, "1", "super-trump rank must be one of 2, .*not '1'"),
    (0, 3, "value must be text"),
    (1, None, "value must be text"),
])
def test_a_bad_declaration_value_is_refused(good, index, value, match):
    data = copy.deepcopy(good)
    data["deals"][0]["moves"][index]["value"] = value
    refused(data, match)


def test_declarations_in_the_wrong_order_are_refused(good):
    data = copy.deepcopy(good)
    moves = data["deals"][0]["moves"]
    moves[0]["action"] = "super"
    moves[0]["value"] = "4"
    refused(data, "First you must name the trump suit")


def test_a_wrong_result_is_refused(good):
    data = copy.deepcopy(good)
    data["deals"][0]["result"]["points"] = [39, 0]
    refused(data, "game 1: the written result does not match the play")
    data = copy.deepcopy(good)
    data["deals"][0]["result"]["winner"] = True
    refused(data, "does not match")
    data = copy.deepcopy(good)
    data["result"]["winners"] = [1 - good["result"]["winners"][0]]
    refused(data, "not the real ones")
    data["result"]["winners"] = ["0"]
    refused(data, "not the real ones")


def test_a_result_for_an_unfinished_match_is_refused(good):
    data = copy.deepcopy(good)
    del data["deals"][-1]["moves"][-1]
    del data["deals"][-1]["result"]
    refused(data, "match is unfinished")


def test_moves_after_the_end_are_refused(good):
    data = copy.deepcopy(good)
    data["deals"].append(copy.deepcopy(data["deals"][-1]))
    refused(data, "already over")
    data = copy.deepcopy(good)
    data["deals"][-1]["moves"].append({"seat": 0, "action": "play", "cards": ["AS"]})
    refused(data, "already over")


def test_the_dealer_must_alternate(good):
    data = copy.deepcopy(good)
    data["deals"][1]["dealer"] = data["deals"][0]["dealer"]
    refused(data, "the dealer alternates")


@pytest.mark.parametrize(("path", "value", "match"), [
    ((), {"rules": {"match": "games", "target": 0}}, "rules cannot be played"),
    ((), {"rules": {"match": "games"}}, "rules cannot be played"),
    ((), {"rules": "single"}, "rules cannot be played"),
    ((), {"seed": "7"}, "seed must be a whole number"),
    ((), {"deals": []}, "holds no game"),
    ((), {"deals": {}}, "deals must be a list"),
    (("deals", 0), {"dealer": 2}, "dealer is 2"),
    (("deals", 0), {"moves": "all"}, "moves must be a list"),
    (("deals", 0, "moves", 4), {"seat": 5}, "seat is 5"),
    (("deals", 0, "moves", 4), {"action": "pass"}, "unknown action 'pass'"),
])
def test_malformed_values_are_refused(good, path, value, match):
    data = copy.deepcopy(good)
    target = data
    for key in path:
        target = target[key]
    target.update(value)
    refused(data, match)


def test_a_missing_seed_and_a_non_object_move_are_refused(good):
    data = copy.deepcopy(good)
    del data["seed"]
    refused(data, "no seed")
    data = copy.deepcopy(good)
    data["deals"][0]["moves"][3] = ["play", "AS"]
    refused(data, "move 4 must be an object")
    data = copy.deepcopy(good)
    data["deals"] = ["x"]
    refused(data, "game 1 must be an object")


def test_the_wrong_player_count_is_refused(good):
    with pytest.raises(RecordError, match="exactly 2 players"):
        record.replay(good, 3)
