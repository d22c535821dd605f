"""The largest games the options allow load, and names that no save could write
are refused when a record is read.

The largest record is Supertrump's "first to 1000 games" match: up to 1999
games of 2.6 kB each, over 5 MB. It used to pass the 4 MiB cap, so an
unfinished match that long was moved aside as damaged. Playing 1999 games
for a test is slow; two real games repeated make a match exactly as long
(each game's deck and moves are in the record, and the dealer alternates).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from cardtable import games
from cardtable.games.record_schema import RecordError
from cardtable.records import io as record_io
from cardtable.records.io import Seat, dumps, load_record, read_record_file, record_dict
from cardtable.saves.autosave import AutosaveStore, Found

TARGET = 1000  # the top of Supertrump's target option


def _rules(match: str = "games", target: int = TARGET):
    spec = games.get("supertrump")
    return spec, spec.with_options(spec.preset(spec.default_preset),
                                   {"match": match, "target": str(target)})


def _two_games_won_by_each() -> dict:
    """A record of a long match cut after two consecutive games won by
    different seats: the pair that, repeated, keeps the match level."""
    spec, rules = _rules()
    state = spec.new_game(rules, 2, 11)
    while True:
        state.apply(state.legal_actions()[0])
        if len(state.log) >= 3 and state.log[-2].result is not None:
            first, second = state.log[-3].result, state.log[-2].result
            if first["winner"] != second["winner"]:
                break
    record = record_dict(state, [Seat("Ann", "human"), Seat("Bo", "ai", "easy")], "single")
    record["deals"] = record["deals"][-3:-1]
    return record


@pytest.fixture(scope="module")
def largest_unfinished() -> str:
    """An unfinished first-to-1000 match at 999 games each, in its deciding game."""
    pair = _two_games_won_by_each()
    deals = []
    won = [0, 0]
    for _ in range(TARGET - 1):
        for deal in pair["deals"]:
            deal = copy.deepcopy(deal)
            won[deal["result"]["winner"]] += 1
            deal["result"]["scores"] = list(won)
            deals.append(deal)
    last = copy.deepcopy(pair["deals"][0])
    del last["result"]
    last["moves"] = last["moves"][:30]  # the deciding game, half played
    deals.append(last)
    return dumps({**pair, "deals": deals, "result": None})


def test_the_largest_match_fits_the_cap_three_times(largest_unfinished):
    size = len(largest_unfinished.encode("utf-8"))
    assert size > 5_000_000 > 4 * 2**20  # over the old cap: this match was "damaged"
    full_game = size / (2 * TARGET - 1)
    assert (2 * TARGET - 1) * full_game * 3 < record_io.MAX_FILE_BYTES


def test_the_largest_match_resumes_from_the_autosave(tmp_path, largest_unfinished):
    path = tmp_path / "autosave.cardtable"
    path.write_text(largest_unfinished, encoding="utf-8")
    found = AutosaveStore(path).check()
    assert found.found is Found.UNFINISHED, found.reason
    state = found.loaded.state
    assert state.deal_no == 2 * TARGET - 1 and state.scores == [TARGET - 1, TARGET - 1]
    assert path.exists() and list(tmp_path.iterdir()) == [path]


def test_the_longest_record_of_each_game_is_in_the_cap():
    # The per-game caps on deals leave room for each game's longest measured
    # record (see MAX_FILE_BYTES), and a JSON line holds as much as a file.
    from cardtable.games.cucumber import record as cucumber
    from cardtable.games.supertrump import record as supertrump
    assert supertrump.MAX_DEALS >= 2 * TARGET - 1
    assert cucumber.MAX_DEALS >= 1100  # 16 players at 200 with resets: ~1080 deals
    assert record_io.MAX_LINE_BYTES == record_io.MAX_FILE_BYTES


# ------------------------------------------------------------------ names
@pytest.fixture(scope="module")
def short_record() -> dict:
    spec, rules = _rules("single", 1)
    state = spec.new_game(rules, 2, 3)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    return record_dict(state, [Seat("Ann", "human"), Seat("Bo", "ai", "easy")], "single")


@pytest.mark.parametrize("name, words", [
    ("\ud800", "broken character"),
    ("Bo\udfff", "broken character"),
    ("Bo\nBo", "control character"),
    ("\x00", "control character"),
    ("Bo\x7f", "control character"),
])
def test_a_seat_name_that_no_save_could_write_is_refused(short_record, name, words):
    data = json.loads(json.dumps(short_record))  # the escapes a file would hold
    data["seats"][1]["name"] = name
    with pytest.raises(RecordError) as info:
        load_record(data)
    assert str(info.value).startswith("Seat 2's name is not valid text")
    assert words in str(info.value)


def test_other_texts_that_no_save_could_write_are_refused(short_record):
    for where, value, start in [(("variant",), "x\ud800", "The variant's name"),
                                (("seats", 1, "level"), "easy\t", "Seat 2's AI level")]:
        data = copy.deepcopy(short_record)
        target = data
        for key in where[:-1]:
            target = target[key]
        target[where[-1]] = value
        with pytest.raises(RecordError, match=f"^{start} is not valid text"):
            load_record(data)


def test_names_in_any_script_still_load(short_record):
    data = copy.deepcopy(short_record)
    data["seats"][0]["name"] = "Zoë 😀 Ødegård 張"
    assert load_record(data).seats[0].name == "Zoë 😀 Ødegård 張"


def test_an_autosave_with_a_broken_name_is_kept_aside_not_lost(tmp_path, short_record):
    path = tmp_path / "autosave.cardtable"
    text = dumps(short_record).replace('"name":"Bo"', '"name":"Bo\\ud800"')
    assert "\\ud800" in text
    path.write_text(text, encoding="utf-8")
    store = AutosaveStore(path)
    found = store.check()
    assert found.found is Found.DAMAGED
    assert found.reason.startswith("Seat 2's name is not valid text")
    kept = store.keep_damaged()
    assert kept.read_text(encoding="utf-8") == text and not path.exists()
    with pytest.raises(RecordError):
        read_record_file(kept)


def test_a_record_with_a_broken_name_is_refused_by_check(tmp_path, short_record):
    from cardtable.commands.check import check_files

    path: Path = tmp_path / "games.jsonl"
    good = dumps(short_record)
    path.write_text("\n".join([good, good.replace('"Ann"', '"\\u0007Ann"'), good]) + "\n",
                    encoding="utf-8")
    valid, problems = check_files([str(path)])
    assert valid == 2
    assert problems == [f"{path}:2: Seat 1's name is not valid text: it holds a control "
                        "character, U+0007."]
