"""Hostile, broken and hand-edited record files.

Whatever a file holds, the reader must answer with exactly one
:class:`RecordError` carrying a readable sentence — never another exception,
never a hang — and a valid record must replay to the very same game.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cardtable.cards import build_deck
from cardtable.commands.check import check_files
from cardtable.games.cucumber import new_game, preset
from cardtable.games.cucumber.record import decode_move
from cardtable.games.cucumber.state import CucumberState
from cardtable.games.record_schema import RecordError
from cardtable.records import io as record_io
from cardtable.records.io import (
    LoadedGame,
    Seat,
    dumps,
    iter_record_file,
    load_record,
    parse_text,
    read_record_file,
    record_dict,
    save_atomic,
)

VARIANT = "twenty-two"
PLAYERS = 4
SEED = 3
SEATS = [Seat(f"P{i}") for i in range(PLAYERS)]
#: Every hostile case must be refused within this many seconds.
TIME_LIMIT = 1.0


# --------------------------------------------------------------------- helpers
def play(seed: int, stop_after: int | None = None):
    """A random game of 22 for 4, seeded; stopped after ``stop_after`` actions."""
    st = new_game(preset(VARIANT), PLAYERS, seed=seed)
    rng = random.Random(seed)
    done = 0
    while not st.is_over and (stop_after is None or done < stop_after):
        st.apply(rng.choice(st.legal_actions()))
        done += 1
    return st


def check_message(msg: str, words: tuple[str, ...]) -> None:
    assert msg.strip(), "the error has no message"
    assert "\n" not in msg, f"message is not one line: {msg!r}"
    assert len(msg) < 1000, f"message is not readable ({len(msg)} characters)"
    assert "Traceback" not in msg
    for word in words:
        assert word.lower() in msg.lower(), f"{word!r} not in message {msg!r}"


def refused(data: Any, *words: str) -> str:
    """``load_record(data)`` raises RecordError (nothing else) quickly; the message."""
    start = time.perf_counter()
    with pytest.raises(RecordError) as info:
        load_record(data)
    elapsed = time.perf_counter() - start
    assert elapsed < TIME_LIMIT, f"refusing took {elapsed:.2f} s"
    msg = str(info.value)
    check_message(msg, words)
    return msg


def refused_file(path: Path, *words: str, one_problem: bool = True) -> str:
    """``read_record_file(path)`` raises RecordError quickly, and ``check`` reports
    the file as no valid record (one problem line unless told otherwise)."""
    start = time.perf_counter()
    with pytest.raises(RecordError) as info:
        read_record_file(path)
    elapsed = time.perf_counter() - start
    assert elapsed < TIME_LIMIT, f"refusing took {elapsed:.2f} s"
    msg = str(info.value)
    check_message(msg, words)

    start = time.perf_counter()
    valid, problems = check_files([str(path)])
    elapsed = time.perf_counter() - start
    assert elapsed < TIME_LIMIT, f"check took {elapsed:.2f} s"
    assert valid == 0
    assert problems, "check found no problem"
    if one_problem:
        assert len(problems) == 1, problems
    for line in problems:
        assert line.startswith(str(path))
        check_message(line, ())
    return msg


def refused_text(tmp_path: Path, content: str | bytes, *words: str, **kw: Any) -> str:
    path = tmp_path / "hostile.cardtable"
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return refused_file(path, *words, **kw)


def state_before(rec: dict, deal: int, move: int):
    """The replayed state just before move ``move`` (1-based) of deal ``deal``."""
    st = new_game(preset(VARIANT), PLAYERS, seed=rec["seed"])
    for i, d in enumerate(rec["deals"], 1):
        for j, raw in enumerate(d["moves"], 1):
            if (i, j) == (deal, move):
                return st
            st.apply(decode_move(raw, "test")[1])
    raise AssertionError("no such move")


def card_not_held(st) -> str:
    held = set(st.hands[st.current_seat])
    return next(c.code for c in build_deck() if c not in held)


# -------------------------------------------------------------------- fixtures
@pytest.fixture(scope="module")
def game():
    return play(SEED)


@pytest.fixture(scope="module")
def record_text(game) -> str:
    return dumps(record_dict(game, SEATS, VARIANT))


@pytest.fixture
def rec(record_text) -> dict:
    """A fresh, mutable copy of the valid record."""
    return json.loads(record_text)


# ----------------------------------------------------------------- round trips
def test_fixture_game_is_long_enough(rec, game):
    # The illegal-move tests below edit deal 4 and move 26 of deal 1: they must exist.
    assert len(rec["deals"]) >= 4
    assert len(rec["deals"][0]["moves"]) > 26
    assert all(len(d["moves"]) >= 10 for d in rec["deals"][:3])
    assert rec["result"] == {"winners": list(game.winners)}


@pytest.mark.parametrize("seed", [SEED, 11])
def test_finished_game_round_trips(seed):
    st = play(seed)
    text = dumps(record_dict(st, SEATS, VARIANT))
    loaded = load_record(json.loads(text))
    assert isinstance(loaded, LoadedGame)
    assert loaded.game == "cucumber"
    assert loaded.variant == VARIANT
    assert loaded.seats == SEATS
    assert loaded.state.is_over
    assert loaded.state.fingerprint() == st.fingerprint()
    # And once more through the loaded state: the record is a fixed point.
    assert dumps(record_dict(loaded.state, loaded.seats, loaded.variant)) == text


def test_record_file_round_trips_compact_and_pretty(tmp_path, game):
    rec = record_dict(game, SEATS, VARIANT)
    for pretty in (False, True):
        path = tmp_path / f"game-{pretty}.cardtable"
        save_atomic(path, dumps(rec, pretty=pretty))
        loaded = read_record_file(path)
        assert loaded.state.fingerprint() == game.fingerprint()
        assert [(n, type(x)) for n, x in iter_record_file(path)] == [(None, dict)]


def test_seat_kinds_and_levels_round_trip(game):
    seats = [Seat("You", "human"), Seat("Aiko", "ai", "easy"), Seat("Bo"), Seat("Çe 名前")]
    loaded = load_record(json.loads(dumps(record_dict(game, seats, VARIANT))))
    assert loaded.seats == seats


def test_the_assisted_mark_round_trips_and_must_be_a_boolean(game):
    plain = record_dict(game, SEATS, VARIANT)
    assert "assisted" not in plain and not load_record(plain).assisted
    marked = record_dict(game, SEATS, VARIANT, assisted=True)
    assert load_record(json.loads(dumps(marked))).assisted is True
    for bad in ("yes", 1, None, [True]):
        refused(dict(plain, assisted=bad), "assisted", "true or false")


@pytest.mark.parametrize("seed", [SEED, 11])
def test_unfinished_game_round_trips_and_plays_on(seed):
    full = play(seed)
    total = sum(len(log.moves) for log in full.log)
    half = play(seed, stop_after=total // 2)
    assert not half.is_over
    rec = record_dict(half, SEATS, VARIANT)
    assert rec["result"] is None
    assert "result" not in rec["deals"][-1]  # the deal in progress has no result yet

    loaded = load_record(json.loads(dumps(rec)))
    state = loaded.state
    assert not state.is_over
    assert state.fingerprint() == half.fingerprint()

    # The loaded state goes on exactly like the original (same later shuffles).
    rng_a, rng_b = random.Random(99), random.Random(99)
    steps = 0
    while not half.is_over:
        legal = state.legal_actions()
        assert legal
        assert legal == half.legal_actions()
        choice = rng_a.choice(legal)
        state.apply(choice)
        half.apply(rng_b.choice(half.legal_actions()))
        steps += 1
        assert steps < 10_000
    assert state.is_over
    assert state.fingerprint() == half.fingerprint()


def test_results_are_optional_but_checked(rec):
    # Result blocks are derived: leaving them out is fine ...
    for deal in rec["deals"]:
        del deal["result"]
    rec["result"] = None
    assert load_record(rec).state.is_over
    # ... but a result on an unfinished deal is not.
    rec["deals"][-1]["moves"].pop()
    rec["deals"][-1]["result"] = {"losers": [0], "points": {}, "scores": [0] * 4,
                                  "eliminated": []}
    refused(rec, "unfinished")


# --------------------------------------------------------- not a record at all
@pytest.mark.parametrize("size", [0, 1, 2, 7, 100, 4096, 100_000])
def test_random_bytes(tmp_path, size):
    data = random.Random(size).randbytes(size)
    msg = refused_text(tmp_path, data)
    if size == 0:
        assert "truncated" in msg or "empty" in msg


def test_random_printable_text(tmp_path):
    rng = random.Random(5)
    text = "".join(rng.choice("abc{}[]\":,0123456789 \n\t") for _ in range(5000))
    refused_text(tmp_path, text)


@pytest.mark.parametrize("data", [
    b"\xff\xfe{\x00}\x00",
    '{"format": "cardtable-record", "name": "é"}'.encode("latin-1"),
    b'{"format": "cardtable-record"}\n\x80\x81\n',
])
def test_not_utf8(tmp_path, data):
    refused_text(tmp_path, data, "UTF-8")


@pytest.mark.parametrize(("text", "words"), [
    ("[]", ("must be an object", "list")),
    ("[1, 2, 3]", ("must be an object",)),
    ("42", ("must be an object", "number")),
    ("-0.5e10", ("must be an object",)),
    ("null", ("must be an object", "null")),
    ("true", ("must be an object",)),
    ('"cardtable-record"', ("must be an object", "text")),
    ("{}", ("not a cardtable record",)),
    ('{"version": 1}', ("not a cardtable record",)),
    ("   \n\t  ", ("truncated",)),
])
def test_json_that_is_no_record(tmp_path, text, words):
    refused_text(tmp_path, text, *words)
    if text.strip():
        refused(json.loads(text), *words)


def test_text_that_is_no_json(tmp_path):
    refused_text(tmp_path, "format = cardtable-record\nversion = 1\n", "valid JSON")
    refused_text(tmp_path, "<?xml version='1.0'?><record/>", "valid JSON")
    refused_text(tmp_path, '{"a": 1} {"b": 2}', "valid JSON")


def test_parse_text_never_raises_json_errors():
    for text in ["", "{", "}", "[1,]", "{'a': 1}", "NaN]", "\x00", "1e99999x"]:
        with pytest.raises(RecordError):
            parse_text(text)


# ------------------------------------------------------------------ truncation
def test_truncated_at_many_points(tmp_path, record_text, game):
    pretty = dumps(record_dict(game, SEATS, VARIANT), pretty=True)
    rng = random.Random(1)
    for text in (record_text, pretty):
        cuts = [*sorted(rng.sample(range(len(text)), 30)), 0, 1, len(text) - 1]
        for cut in cuts:
            refused_text(tmp_path, text[:cut], "truncated")


def test_truncated_inside_a_string_says_truncated(tmp_path, record_text):
    cut = record_text.index('"deck":["') + len('"deck":["') + 1  # inside a card code
    refused_text(tmp_path, record_text[:cut], "truncated")


# ------------------------------------------------------- version, format, game
@pytest.mark.parametrize(("version", "words"), [
    (2, ("newer", "version 2")),
    (999, ("newer", "999")),
    (10**30, ("newer", "huge")),
    ("1", ("version",)),
    (1.0, ("version",)),
    (True, ("version",)),
    (None, ("version",)),
    ([1], ("version",)),
    (0, ("version 0",)),
    (-1, ("version -1",)),
])
def test_wrong_version(rec, version, words):
    rec["version"] = version
    msg = refused(rec, *words)
    assert len(msg) < 300


def test_missing_version(rec):
    del rec["version"]
    refused(rec, "version")


@pytest.mark.parametrize("fmt", ["cardtable-recordx", "CARDTABLE-RECORD", "", None, 1, ["x"]])
def test_wrong_format(rec, fmt):
    rec["format"] = fmt
    refused(rec, "not a cardtable record")


def test_missing_format(rec):
    del rec["format"]
    refused(rec, "not a cardtable record")


@pytest.mark.parametrize(("game_name", "words"), [
    ("chess", ("does not know the game", "chess")),
    ("Cucumber", ("does not know the game",)),
    ("", ("does not know the game",)),
    ("x" * 10_000, ("game",)),
    (5, ("game", "text")),
    (None, ("game",)),
])
def test_unknown_game(rec, game_name, words):
    rec["game"] = game_name
    refused(rec, *words)


# ------------------------------------------------------------- wrong types
def _set(path: tuple, value: Any) -> Callable[[dict], None]:
    def mutate(rec: dict) -> None:
        target = rec
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return mutate


def _delete(path: tuple) -> Callable[[dict], None]:
    def mutate(rec: dict) -> None:
        target = rec
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return mutate


def _rules_extra(rec: dict) -> None:
    rec["rules"]["house_rule"] = True


def _deck_duplicate(rec: dict) -> None:
    deck = rec["deals"][0]["deck"]
    deck[-1] = deck[0]


def _deck_short(rec: dict) -> None:
    rec["deals"][0]["deck"].pop()


def _seats(n: int) -> Callable[[dict], None]:
    return _set(("seats",), [{"name": f"S{i}", "player": "ai"} for i in range(n)])


M1 = ("deals", 0, "moves", 0)  # deal 1, move 1

WRONG = {
    "variant number": (_set(("variant",), 5), ("variant",)),
    "variant long": (_set(("variant",), "v" * 5000), ("variant",)),
    "seats not a list": (_set(("seats",), {"name": "x"}), ("seats", "list")),
    "seats missing": (_delete(("seats",)), ("seats",)),
    "no seats": (_seats(0), ("players",)),
    "one seat": (_seats(1), ("not 1",)),
    "too many seats": (_seats(17), ("seats",)),
    "seat not object": (_set(("seats", 0), "P0"), ("seat 1",)),
    "seat name number": (_set(("seats", 1, "name"), 7), ("seat 2: name",)),
    "seat name missing": (_delete(("seats", 0, "name")), ("seat 1: name",)),
    "seat player robot": (_set(("seats", 0, "player"), "robot"), ("seat 1: player",)),
    "seat level number": (_set(("seats", 0, "level"), 5), ("seat 1: level",)),
    "rules not object": (_set(("rules",), [1, 2]), ("rules",)),
    "rules missing": (_delete(("rules",)), ("rules",)),
    "rules field missing": (_delete(("rules", "elimination_at")), ("elimination_at",)),
    "rules extra field": (_rules_extra, ("house_rule",)),
    "elimination_at text": (_set(("rules", "elimination_at"), "22"), ("elimination_at",)),
    "elimination_at float": (_set(("rules", "elimination_at"), 22.0), ("elimination_at",)),
    "elimination_at huge": (_set(("rules", "elimination_at"), 10**30), ("elimination_at",)),
    "elimination_at zero": (_set(("rules", "elimination_at"), 0), ("elimination",)),
    "jokers 99": (_set(("rules", "jokers"), 99), ("jokers",)),
    "jokers bool": (_set(("rules", "jokers"), True), ("jokers",)),
    "points unknown": (_set(("rules", "points"), "poker"), ("points",)),
    "points list": (_set(("rules", "points"), ["twenty-two"]), ("points",)),
    "lead_lowest number": (_set(("rules", "lead_lowest"), 1), ("lead_lowest",)),
    "top_cards text": (_set(("rules", "top_cards"), "6C"), ("top_cards",)),
    "top_cards bad card": (_set(("rules", "top_cards"), ["ZZ"]), ("top card",)),
    "hand_cap text": (_set(("rules", "hand_cap"), "none"), ("hand_cap",)),
    "rules changed under the moves": (_set(("rules", "exchange"), "rassi"),
                                      ("deal 1, move 1", "cannot exchange")),
    "min players 1": (_set(("rules", "min_players"), 1), ("2 players",)),
    "seed float": (_set(("seed",), 1.5), ("seed",)),
    "seed text": (_set(("seed",), "3"), ("seed",)),
    "seed bool": (_set(("seed",), True), ("seed",)),
    "seed nan": (_set(("seed",), float("nan")), ("seed",)),
    "seed list": (_set(("seed",), [3]), ("seed",)),
    "deals not a list": (_set(("deals",), {"0": {}}), ("deals",)),
    "deals missing": (_delete(("deals",)), ("deals",)),
    "no deals": (_set(("deals",), []), ("no deal",)),
    "deal not object": (_set(("deals", 1), [0, [], []]), ("deal 2",)),
    "dealer text": (_set(("deals", 0, "dealer"), "1"), ("deal 1: dealer",)),
    "dealer float": (_set(("deals", 0, "dealer"), 1.0), ("deal 1: dealer",)),
    "dealer negative": (_set(("deals", 0, "dealer"), -1), ("deal 1: dealer",)),
    "dealer no seat": (_set(("deals", 0, "dealer"), 4), ("deal 1: dealer",)),
    "dealer missing": (_delete(("deals", 0, "dealer")), ("deal 1: dealer",)),
    "deck ZZ": (_set(("deals", 0, "deck", 5), "ZZ"), ("deal 1: deck", "ZZ")),
    "deck 10X": (_set(("deals", 0, "deck", 5), "10X"), ("deal 1: deck", "10X")),
    "deck number": (_set(("deals", 0, "deck", 5), 5), ("deal 1: deck",)),
    "deck null card": (_set(("deals", 1, "deck", 0), None), ("deal 2: deck",)),
    "deck not a list": (_set(("deals", 0, "deck"), "2S 3S 4S"), ("deal 1: deck",)),
    "deck missing": (_delete(("deals", 0, "deck")), ("deal 1: deck",)),
    "deck duplicate card": (_deck_duplicate, ("deck", "too many")),
    "deck short": (_deck_short, ("deck", "lacks")),
    "deck empty": (_set(("deals", 0, "deck"), []), ("deck",)),
    "moves not a list": (_set(("deals", 0, "moves"), {}), ("deal 1: moves",)),
    "moves missing": (_delete(("deals", 0, "moves")), ("deal 1: moves",)),
    "move not object": (_set(M1, ["play", "2S"]), ("deal 1, move 1",)),
    "move missing seat": (_delete((*M1, "seat")), ("deal 1, move 1: seat",)),
    "move seat text": (_set((*M1, "seat"), "0"), ("deal 1, move 1: seat",)),
    "move seat huge": (_set((*M1, "seat"), 10**40), ("deal 1, move 1: seat", "huge")),
    "action fly": (_set((*M1, "action"), "fly"), ("deal 1, move 1", "unknown action", "fly")),
    "action missing": (_delete((*M1, "action")), ("deal 1, move 1", "unknown action")),
    "action number": (_set((*M1, "action"), 3), ("deal 1, move 1", "unknown action")),
    "cards not a list": (_set((*M1, "cards"), "2S"), ("deal 1, move 1: cards",)),
    "cards missing": (_delete((*M1, "cards")), ("deal 1, move 1: cards",)),
    "card number": (_set((*M1, "cards"), [5]), ("deal 1, move 1",)),
    "card ZZ": (_set((*M1, "cards"), ["ZZ"]), ("deal 1, move 1", "ZZ")),
    "result not object": (_set(("result",), [3]), ("result",)),
    "winners not a list": (_set(("result", "winners"), 3), ("winners",)),
    "deal result text": (_set(("deals", 0, "result"), "lost"), ("deal 1", "result")),
}


@pytest.mark.parametrize("case", sorted(WRONG))
def test_wrong_types(rec, case):
    mutate, words = WRONG[case]
    mutate(rec)
    refused(rec, *words)


@pytest.mark.parametrize("action", [["play"], {"play": 1}])
def test_unhashable_action_is_a_record_error(rec, action):
    rec["deals"][0]["moves"][0]["action"] = action
    refused(rec, "deal 1, move 1", "unknown action")


# Values that are wrong almost anywhere in a record.
HOSTILE_VALUES = [None, True, -1, 0, 63, 10**20, -(10**20), 1.5, float("inf"), "", "ZZ",
                  "x" * 200, [], {}, [[[[]]]], {"a": {"b": []}}, ["2S", "2S"], [None]]


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix] if prefix else []
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(_paths(v, (*prefix, k)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(_paths(v, (*prefix, i)))
    return out


def test_fuzz_single_value_mutations(record_text):
    """Seeded fuzz: any one value replaced by a hostile one loads or is refused cleanly."""
    base = json.loads(record_text)
    paths = _paths(base)
    rng = random.Random(2024)
    refusals = 0
    for _ in range(250):
        rec = json.loads(record_text)
        path = rng.choice(paths)
        value = rng.choice(HOSTILE_VALUES)
        _set(path, json.loads(json.dumps(value)))(rec)
        start = time.perf_counter()
        try:
            load_record(rec)
        except RecordError as exc:
            refusals += 1
            check_message(str(exc), ())
        assert time.perf_counter() - start < TIME_LIMIT, path
    assert refusals > 150  # nearly every such edit breaks the record


# --------------------------------------------------------------- illegal moves
def test_card_not_held(rec):
    st = state_before(rec, 2, 3)
    move = rec["deals"][1]["moves"][2]
    assert move["seat"] == st.current_seat
    move["cards"] = [card_not_held(st), *move["cards"][1:]]
    refused(rec, "deal 2, move 3", "do not hold")


def test_card_not_held_in_first_move(rec):
    st = state_before(rec, 1, 1)
    rec["deals"][0]["moves"][0]["cards"] = [card_not_held(st)]
    refused(rec, "deal 1, move 1", "do not hold")


@pytest.mark.parametrize(("deal", "move"), [(1, 1), (2, 3), (3, 10)])
def test_seat_swapped(rec, deal, move):
    raw = rec["deals"][deal - 1]["moves"][move - 1]
    raw["seat"] = (raw["seat"] + 1) % PLAYERS
    refused(rec, f"deal {deal}, move {move}", "turn")


def test_play_in_exchange_phase(rec):
    raw = rec["deals"][0]["moves"][0]
    raw["action"] = "play" if raw["action"] == "exchange" else "exchange"
    refused(rec, "deal 1, move 1")


@pytest.mark.parametrize("deal", [1, 2, -1])
def test_extra_move_at_end_of_deal(rec, deal):
    moves = rec["deals"][deal]["moves"] if deal < 0 else rec["deals"][deal - 1]["moves"]
    moves.append(dict(moves[-1]))
    refused(rec, f"move {len(moves)}", "already over")


@pytest.mark.parametrize("index", [1, 5, 10, 17, 25])
def test_move_removed_from_the_middle(rec, index):
    del rec["deals"][0]["moves"][index]
    refused(rec, "deal 1")


def test_moves_of_two_deals_swapped(rec):
    deals = rec["deals"]
    deals[1]["moves"], deals[2]["moves"] = deals[2]["moves"], deals[1]["moves"]
    refused(rec, "deal 2")


@pytest.mark.parametrize("deal", [0, 1, 2, -1])
@pytest.mark.parametrize("shift", [1, 2, 3])
def test_dealer_changed(rec, deal, shift):
    entry = rec["deals"][deal]
    entry["dealer"] = (entry["dealer"] + shift) % PLAYERS
    refused(rec)


@pytest.mark.parametrize("how", ["reverse", "swap", "rotate", "shuffle"])
def test_deck_of_deal_2_reordered(rec, how):
    deck = rec["deals"][1]["deck"]
    original = list(deck)
    if how == "reverse":
        deck.reverse()
    elif how == "swap":
        deck[0], deck[1] = deck[1], deck[0]
        if deck == original:  # same card twice cannot happen with one deck
            pytest.fail("swap changed nothing")
    elif how == "rotate":
        deck.append(deck.pop(0))
    else:
        random.Random(8).shuffle(deck)
    assert sorted(deck) == sorted(original)  # still a permutation: a legal deck ...
    refused(rec)  # ... but the recorded moves no longer fit it


def test_deck_of_deal_2_from_a_fresh_pack(rec):
    rec["deals"][1]["deck"] = [c.code for c in build_deck()]  # 52 cards, but some are out
    refused(rec, "deal 2", "deck")


@pytest.mark.parametrize("field", ["scores", "losers", "points", "eliminated"])
def test_deal_result_changed(rec, field):
    result = rec["deals"][1]["result"]
    if field == "scores":
        result["scores"] = [s + 1 for s in result["scores"]]
    elif field == "losers":
        result["losers"] = [(result["losers"][0] + 1) % PLAYERS]
    elif field == "points":
        result["points"] = {k: v + 10 for k, v in result["points"].items()}
    else:
        result["eliminated"] = [0]
    refused(rec, "deal 2", "result")


def test_last_deal_result_changed(rec):
    rec["deals"][-1]["result"]["scores"] = [0, 0, 0, 0]
    refused(rec, f"deal {len(rec['deals'])}", "result")


WRONG_WINNERS: dict[str, Callable[[int], list]] = {
    "next seat": lambda w: [(w + 1) % PLAYERS],
    "seat after": lambda w: [(w + 2) % PLAYERS],
    "seat before": lambda w: [(w - 1) % PLAYERS],
    "extra winner": lambda w: sorted([w, (w + 1) % PLAYERS]),
    "twice": lambda w: [w, w],
    "none": lambda w: [],
    "as text": lambda w: [str(w)],
    "as fraction": lambda w: [w + 0.5],
    "no such seat": lambda w: [w + PLAYERS],
}


@pytest.mark.parametrize("case", sorted(WRONG_WINNERS))
def test_winners_changed(rec, game, case):
    assert len(game.winners) == 1
    rec["result"]["winners"] = WRONG_WINNERS[case](game.winners[0])
    refused(rec, "winners")


def test_result_written_for_unfinished_game(rec):
    rec["deals"].pop()
    refused(rec, "unfinished")


def test_deal_removed_from_the_middle(rec):
    del rec["deals"][3]
    refused(rec)


def test_deal_after_game_over(rec):
    rec["deals"].append(json.loads(json.dumps(rec["deals"][-1])))
    refused(rec)


def test_deal_unfinished_yet_next_follows(rec):
    rec["deals"][0]["moves"].pop()
    del rec["deals"][0]["result"]
    refused(rec, "deal 1 is unfinished")


# ------------------------------------------------------- huge and deep values
def test_huge_seed_in_text(tmp_path, record_text):
    assert '"seed":3,' in record_text
    text = record_text.replace('"seed":3,', '"seed":1' + "0" * 400 + ",")
    refused_text(tmp_path, text, "seed", "huge")


def test_huge_negative_seed(rec):
    rec["seed"] = -(10**400)
    refused(rec, "seed", "huge")


def test_huge_dealer(rec):
    rec["deals"][0]["dealer"] = 10**18
    refused(rec, "deal 1: dealer", "huge")


@pytest.mark.parametrize("digits", [5000, 100_000])
def test_long_integer_literal(tmp_path, record_text, digits):
    text = record_text.replace('"seed":3,', '"seed":' + "7" * digits + ",")
    refused_text(tmp_path, text, "cannot be read")
    refused_text(tmp_path, "9" * digits)


def test_long_integer_literal_in_a_move(tmp_path, record_text):
    text = record_text.replace('{"seat":', '{"seat":' + "1" * 5000 + ",\"x\":", 1)
    refused_text(tmp_path, text)


@pytest.mark.parametrize("depth", [1000, 100_000])
def test_deeply_nested_arrays(tmp_path, depth):
    refused_text(tmp_path, "[" * depth + "]" * depth, "nested")


def test_deeply_nested_value_inside_a_record(tmp_path, record_text):
    deep = "[" * 100_000 + "]" * 100_000
    refused_text(tmp_path, record_text.replace('"seed":3,', '"seed":' + deep + ","), "nested")
    deep_obj = '{"a":' * 100_000 + "1" + "}" * 100_000
    refused_text(tmp_path, record_text.replace('"seed":3,', '"seed":' + deep_obj + ","))


def test_deeply_nested_but_parseable_result(rec):
    value: Any = []
    for _ in range(990):
        value = [value]
    rec["deals"][0]["result"] = {"losers": value}
    rec["result"] = {"winners": value}
    refused(rec)


def test_deeply_nested_unclosed(tmp_path):
    refused_text(tmp_path, "[" * 100_000)


def test_million_moves_in_text(tmp_path, record_text):
    start = record_text.index('"moves":[') + len('"moves":')
    end = record_text.index("]", record_text.index("}]", start)) + 1
    assert record_text[end:].startswith(',"result"')
    moves = "[" + ",".join(["{}"] * 10**6) + "]"
    text = record_text[:start] + moves + record_text[end:]
    refused_text(tmp_path, text, "deal 1: moves", "1000000")


def test_million_real_moves_in_text_exceeds_file_cap(tmp_path, rec, record_text):
    one = json.dumps(rec["deals"][0]["moves"][0], separators=(",", ":"))
    start = record_text.index('"moves":[') + len('"moves":[')
    text = record_text[:start] + ",".join([one] * 10**6) + "," + record_text[start:]
    assert len(text.encode()) > record_io.MAX_FILE_BYTES
    refused_text(tmp_path, text, "larger than")


def test_million_entries_everywhere(rec):
    move = rec["deals"][0]["moves"][0]
    cases = [
        (("deals", 0, "moves"), [move] * 10**6, "deal 1: moves"),
        (("deals",), [rec["deals"][0]] * 10**6, "deals"),
        (("deals", 0, "deck"), ["2S"] * 10**6, "deal 1: deck"),
        (("seats",), [rec["seats"][0]] * 10**6, "seats"),
        (("deals", 0, "moves", 0, "cards"), ["2S"] * 10**6, "cards"),
        (("result", "winners"), [3] * 10**6, "winners"),
    ]
    for path, value, word in cases:
        fresh = json.loads(json.dumps(rec))
        _set(path, value)(fresh)
        refused(fresh, word)


def test_many_full_deals_fail_fast(tmp_path, rec, monkeypatch):
    # The biggest replay-shaped record under the file cap: as many full deals as
    # fit. It must be refused without replaying every deal before noticing that
    # deal 3 is a copy of deal 2. Measured in moves replayed, not in seconds: a
    # count does not depend on how busy the machine is.
    per_deal = len(dumps(rec["deals"][1]).encode()) + 1
    count = (record_io.MAX_FILE_BYTES - len(dumps(rec).encode())) // per_deal
    rec["deals"] = rec["deals"][:1] + [rec["deals"][1]] * count
    text = dumps(rec)
    assert len(text.encode()) < record_io.MAX_FILE_BYTES
    path = tmp_path / "big.cardtable"
    path.write_text(text, encoding="utf-8")
    applied = []
    real_apply = CucumberState.apply
    monkeypatch.setattr(CucumberState, "apply",
                        lambda state, action: applied.append(1) or real_apply(state, action))
    with pytest.raises(RecordError) as info:
        read_record_file(path)
    check_message(str(info.value), ())
    first_two = len(rec["deals"][0]["moves"]) + len(rec["deals"][1]["moves"])
    assert len(applied) <= first_two + len(rec["deals"][1]["moves"]) < count
    applied.clear()
    refused(json.loads(text))  # the replay itself stops as early
    assert len(applied) <= 3 * first_two


# --------------------------------------------------------------------- the cap
def test_file_over_cap_is_refused_unread(tmp_path, record_text, monkeypatch):
    # Shrink both caps, keeping the real relation (a line is smaller than a file).
    monkeypatch.setattr(record_io, "MAX_FILE_BYTES", 1000)
    monkeypatch.setattr(record_io, "MAX_LINE_BYTES", 500)
    assert len(record_text) > 1000
    refused_text(tmp_path, record_text, "larger than")


def test_sparse_file_over_real_cap(tmp_path):
    path = tmp_path / "huge.cardtable"
    with path.open("wb") as f:
        f.truncate(record_io.MAX_FILE_BYTES + 1)
    assert path.stat().st_size > record_io.MAX_FILE_BYTES
    refused_file(path, "larger than")
    items = list(iter_record_file(path))
    assert len(items) == 1 and isinstance(items[0][1], RecordError)


def test_huge_sparse_file_is_not_read_whole(tmp_path):
    path = tmp_path / "enormous.cardtable"
    with path.open("wb") as f:
        f.truncate(2**40)  # a terabyte of nothing: reading it whole would never end
    refused_file(path, "larger than")


def test_overlong_line_in_json_lines(tmp_path, record_text, monkeypatch):
    # One problem, and the records after it are still read.
    monkeypatch.setattr(record_io, "MAX_FILE_BYTES", 100)
    monkeypatch.setattr(record_io, "MAX_LINE_BYTES", len(record_text) + 10)
    path = tmp_path / "lines.jsonl"
    path.write_text(record_text + "\n" + record_text + "x" * 100 + "\n" + record_text + "\n")
    items = list(iter_record_file(path))
    assert [n for n, _ in items] == [1, 2, 3]
    assert isinstance(items[0][1], dict) and isinstance(items[2][1], dict)
    assert isinstance(items[1][1], RecordError)
    assert "longer than" in str(items[1][1])


def test_overlong_first_line_ends_the_file(tmp_path, record_text, monkeypatch):
    # A file whose first line is no record is no record file: not read on.
    monkeypatch.setattr(record_io, "MAX_FILE_BYTES", 100)
    monkeypatch.setattr(record_io, "MAX_LINE_BYTES", len(record_text) + 10)
    path = tmp_path / "lines.jsonl"
    path.write_text(record_text + "x" * 100 + "\n" + record_text + "\n")
    items = list(iter_record_file(path))
    assert len(items) == 1 and "longer than" in str(items[0][1])


def test_a_sparse_hole_after_a_record_is_not_read_through(tmp_path, record_text):
    path = tmp_path / "holey.jsonl"
    with path.open("wb") as f:
        f.write((record_text + "\n").encode())
        f.truncate(2**40)  # a terabyte of NUL bytes after one good line
    start = time.perf_counter()
    items = list(iter_record_file(path))
    assert time.perf_counter() - start < TIME_LIMIT
    assert [n for n, _ in items] == [1, 2]
    assert isinstance(items[0][1], dict)
    assert "NUL" in str(items[1][1]) and "not read" in str(items[1][1])


def test_folder_and_missing_file(tmp_path):
    with pytest.raises(RecordError, match="folder"):
        read_record_file(tmp_path)
    with pytest.raises(RecordError, match="cannot be read"):
        read_record_file(tmp_path / "nope.cardtable")
    items = list(iter_record_file(tmp_path / "nope.cardtable"))
    assert len(items) == 1 and isinstance(items[0][1], RecordError)


# ----------------------------------------------------------------- save_atomic
def test_save_atomic_writes_and_leaves_no_temp(tmp_path, record_text):
    path = tmp_path / "sub" / "dir" / "save.cardtable"
    save_atomic(path, record_text)
    assert path.read_text(encoding="utf-8") == record_text
    save_atomic(path, "second")
    assert path.read_text(encoding="utf-8") == "second"
    assert os.listdir(path.parent) == ["save.cardtable"]


@pytest.mark.parametrize("failing", ["replace", "fsync"])
def test_save_atomic_failure_keeps_old_file(tmp_path, record_text, monkeypatch, failing):
    path = tmp_path / "save.cardtable"
    save_atomic(path, record_text)

    def boom(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(record_io.os, failing, boom)
    with pytest.raises(OSError):
        save_atomic(path, '{"half": "a new save that never lands"}')
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == record_text
    assert os.listdir(tmp_path) == ["save.cardtable"]
    assert read_record_file(path).state.is_over


def test_save_atomic_failure_writing_new_file(tmp_path, monkeypatch):
    path = tmp_path / "new.cardtable"

    def boom(*args, **kwargs):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(record_io.os, "replace", boom)
    with pytest.raises(OSError):
        save_atomic(path, "text")
    monkeypatch.undo()
    assert os.listdir(tmp_path) == []


def test_save_atomic_interrupted(tmp_path, record_text, monkeypatch):
    path = tmp_path / "save.cardtable"
    save_atomic(path, record_text)

    def interrupt(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(record_io.os, "fsync", interrupt)
    with pytest.raises(KeyboardInterrupt):
        save_atomic(path, "new")
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == record_text
    assert os.listdir(tmp_path) == ["save.cardtable"]


# ------------------------------------------------------------ iter_record_file
def test_json_lines_with_one_bad_line(tmp_path, record_text):
    other = dumps(record_dict(play(11), SEATS, VARIANT))
    bad = record_text[: len(record_text) // 2]
    path = tmp_path / "games.jsonl"
    path.write_text("\n".join([record_text, other, bad, "", record_text, other]) + "\n")
    items = list(iter_record_file(path))
    assert [n for n, _ in items] == [1, 2, 3, 5, 6]
    errors = [n for n, item in items if isinstance(item, RecordError)]
    assert errors == [3]
    assert "truncated" in str(dict(items)[3])
    for n, item in items:
        if n != 3:
            assert load_record(item).state.is_over

    valid, problems = check_files([str(path)])
    assert valid == 4
    assert len(problems) == 1 and problems[0].startswith(f"{path}:3: ")


def test_json_lines_with_one_illegal_record(tmp_path, rec, record_text):
    rec["deals"][0]["moves"][0]["seat"] = (rec["deals"][0]["moves"][0]["seat"] + 1) % 4
    path = tmp_path / "games.jsonl"
    path.write_text("\n".join([record_text, dumps(rec), record_text]) + "\n")
    valid, problems = check_files([str(path)])
    assert valid == 2
    assert len(problems) == 1
    assert problems[0].startswith(f"{path}:2: deal 1, move 1:")


def test_json_lines_with_garbage_first_line(tmp_path, record_text):
    path = tmp_path / "games.jsonl"
    path.write_text("this is not a record\n" + (record_text + "\n") * 3)
    items = list(iter_record_file(path))
    assert len(items) == 1
    assert items[0][0] == 1
    assert isinstance(items[0][1], RecordError)


def test_json_lines_of_random_text_stops_at_once(tmp_path):
    rng = random.Random(4)
    lines = ["".join(rng.choice("{}[]:,\"ab1") for _ in range(80)) for _ in range(2000)]
    path = tmp_path / "noise.jsonl"
    path.write_text("\n".join(lines))
    start = time.perf_counter()
    items = list(iter_record_file(path))
    assert time.perf_counter() - start < TIME_LIMIT
    assert len(items) == 1 and isinstance(items[0][1], RecordError)


# --------------------------------------------------------------- strict values
def test_missing_seed_is_refused(rec):
    del rec["seed"]
    refused(rec, "seed")


def test_results_compare_types_strictly(rec):
    winner = rec["result"]["winners"][0]
    rec["result"]["winners"] = [True] if winner == 1 else [float(winner)]
    refused(rec, "winners")


def test_deal_result_numbers_must_be_whole(rec):
    result = rec["deals"][0]["result"]
    seat = next(iter(result["points"]))
    result["points"][seat] = float(result["points"][seat])
    refused(rec, "deal 1", "result")


def test_long_hostile_option_values_are_cut_short_in_messages(rec):
    rec["rules"]["points"] = "x" * 10_000
    with pytest.raises(RecordError) as info:
        load_record(rec)
    assert len(str(info.value)) < 300
