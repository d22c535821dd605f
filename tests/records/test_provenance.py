"""A game played on from a recorded position says so in its record ("from"):
the object round-trips, and a bad or hostile value is refused with a
sentence, never a traceback."""

from __future__ import annotations

import json

import pytest

from cardtable.games.record_schema import RecordError
from cardtable.records.io import dumps, load_record, record_dict
from cardtable.records.provenance import Provenance
from cardtable.records.steps import steps_from_text
from tests.records.test_steps import played

SOURCE = "sneak-2026-11-25.cardtable"


def cut_record(game: str = "cucumber", seed: int = 21, index: int = 9) -> tuple[dict, dict]:
    """A game cut at step ``index`` of a played one, as "Play from here" writes
    it: (the record with its "from", the "from" object alone)."""
    _state, record, _prints = played(game, seed)
    steps = steps_from_text(dumps(record))
    state = steps.state(index)
    pos = steps.position(index)
    provenance = Provenance(SOURCE, pos.deal, pos.move, state.moves_made,
                            "2026-11-26T01:30:00")
    loaded = steps.loaded
    out = record_dict(state, loaded.seats, loaded.variant, loaded.game, assisted=True,
                      provenance=provenance)
    return out, out["from"]


@pytest.mark.parametrize("game", ["cucumber", "supertrump", "sneak"])
def test_the_provenance_round_trips(game):
    record, raw = cut_record(game, 7, 12)
    assert raw == {"record": SOURCE, "deal": raw["deal"], "move": raw["move"], "step": 12,
                   "date": "2026-11-26T01:30:00"}
    loaded = load_record(json.loads(dumps(record)))
    assert loaded.provenance == Provenance(SOURCE, raw["deal"], raw["move"], 12,
                                           "2026-11-26T01:30:00")
    assert loaded.assisted and loaded.state.moves_made == 12
    again = record_dict(loaded.state, loaded.seats, loaded.variant, loaded.game,
                        assisted=loaded.assisted, provenance=loaded.provenance)
    assert again == record


def test_a_record_without_it_has_none_and_writes_none():
    _state, record, _prints = played("cucumber", 3)
    assert "from" not in record
    assert load_record(json.loads(dumps(record))).provenance is None


def test_a_long_title_is_cut_to_what_a_record_keeps():
    made = Provenance.now("x" * 500, 2, 3, 40)
    assert len(made.record) == 200 and made.deal == 2
    Provenance.now("", 1, 0, 0).date.index("T")   # an ISO date-time


HOSTILE = [
    ([], 'The record\'s "from" must be an object, not a list.'),
    ("game.cardtable", 'The record\'s "from" must be an object, not text.'),
    ({"record": 5}, '"from": record must be text, not a number.'),
    ({"record": "x" * 201}, '"from": record is 201 characters long; at most 200 are allowed.'),
    ({"record": "a\ud800b"}, "The name of the record it was played on from is not valid text: "
                             "it holds a broken character (half of a surrogate pair), U+D800."),
    ({"record": "a\x07"}, "it holds a control character, U+0007."),
    ({"deal": True}, '"from": deal must be a whole number, not true/false.'),
    ({"deal": 0}, '"from": deal is 0; it must be from 1 to 100000.'),
    ({"deal": 10**40}, '"from": deal is a huge number; it must be from 1 to 100000.'),
    ({"deal": 2.5}, '"from": deal must be a whole number, not a number.'),
    ({"move": "3"}, '"from": move must be a whole number, not text.'),
    ({"move": -1}, '"from": move is -1; it must be from 0 to 10000000.'),
    ({"step": None}, '"from": step must be a whole number, not null.'),
    ({"step": 10}, '"from": step is 10, but the game has only 9 moves.'),
    ({"deal": 40}, '"from": deal is 40, but the game has only 1 deal.'),
    ({"move": 9, "step": 5}, '"from": move is 9, more than the 5 moves made before it (step).'),
    ({"date": 20261126}, '"from": date must be text, not a number.'),
    ({"date": "yesterday"}, "\"from\": date is not a date and time ('yesterday')."),
    ({"date": "9" * 33}, '"from": date is 33 characters long; at most 32 are allowed.'),
    ({"date": {"y": 2026}}, '"from": date must be text, not an object.'),
]


@pytest.mark.parametrize(("change", "message"), HOSTILE)
def test_a_bad_provenance_is_refused_with_a_sentence(change, message):
    record, raw = cut_record()
    assert (raw["deal"], raw["step"]) == (1, 9)
    record = json.loads(dumps(record))
    if isinstance(change, dict):
        record["from"].update(change)
    else:
        record["from"] = change
    with pytest.raises(RecordError) as caught:
        load_record(record)
    assert message in str(caught.value)
