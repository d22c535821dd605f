"""Autosave after every move, resume, save and load."""

from __future__ import annotations

import json

import pytest

from cardtable.games.cucumber import PRESETS
from cardtable.games.record_schema import RecordError
from cardtable.records.io import read_record_file
from cardtable.session.game_session import GameSession
from cardtable.session.seats import SeatSpec
from tests.session.fake_view import FakeView, easy_chooser

TWENTY_TWO = PRESETS["twenty-two"]
TIMEOUT = 10_000
SEATS = [SeatSpec("Ann", "human"), SeatSpec("Bo", "ai", "easy"), SeatSpec("Cy", "ai", "random")]


def play_until(qtbot, session: GameSession, moves: int, **game) -> FakeView:
    """Start a game and let the view stop reporting once ``moves`` were made."""
    view = FakeView(session, chooser=easy_chooser(),
                    keep_going=lambda s: s.state.moves_made < moves)
    session.new_game(game.get("rules", TWENTY_TWO), game.get("variant", "twenty-two"),
                     game.get("seats", SEATS), seed=game.get("seed", 5))
    qtbot.waitUntil(lambda: session.state.moves_made == moves, timeout=TIMEOUT)
    return view


def test_autosave_then_resume_in_a_new_session_and_play_on(qtbot, make_session, tmp_path):
    path = tmp_path / "autosave.cardtable"
    first = make_session(autosave_path=path)
    assert first.autosave_path == path
    play_until(qtbot, first, 15)
    assert GameSession.unfinished_autosave(path)
    assert read_record_file(path).state.fingerprint() == first.state.fingerprint()

    second = make_session(autosave_path=path)
    view = FakeView(second, chooser=easy_chooser())
    assert second.resume()
    assert second.state.fingerprint() == first.state.fingerprint()
    assert second.seats == SEATS and second.variant == "twenty-two" and second.viewer_seat == 0
    assert view.resets == 1 and view.events == []  # the view rebuilds from the state
    qtbot.waitUntil(lambda: view.winners is not None, timeout=TIMEOUT)
    assert view.winners == second.state.winners and not view.errors
    # The autosave followed the resumed game to its end: nothing left to resume.
    assert read_record_file(path).state.fingerprint() == second.state.fingerprint()
    assert not GameSession.unfinished_autosave(path)
    third = make_session(autosave_path=path)
    assert not third.resume() and third.state is None


def test_a_damaged_or_missing_autosave_is_not_offered(make_session, tmp_path):
    missing = tmp_path / "none.cardtable"
    corrupt = tmp_path / "corrupt.cardtable"
    corrupt.write_text('{"format": "cardtable-record", "version": 1, "game"', encoding="utf-8")
    binary = tmp_path / "binary.cardtable"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    for path in (missing, corrupt, binary, tmp_path, None):
        assert GameSession.unfinished_autosave(path) is False
    session = make_session(autosave_path=corrupt)
    assert session.resume() is False and session.state is None
    assert make_session().resume() is False  # no autosave path at all


def test_a_failing_autosave_is_reported_and_play_goes_on(qtbot, make_session, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    session = make_session(autosave_path=blocker / "autosave.cardtable")
    view = FakeView(session)
    session.new_game(PRESETS["agurk"], "agurk", [SeatSpec("A"), SeatSpec("B")], seed=9)
    qtbot.waitUntil(lambda: view.winners is not None, timeout=TIMEOUT)
    # Said once, not on every move (the "not saved" mark stays up instead).
    assert len(view.errors) == 1 and session.state.moves_made > 5
    assert "Autosave" in view.errors[0] and "failed" in view.errors[0]
    assert session.autosave.error is not None


def test_save_and_load_restore_the_game_and_its_seats(qtbot, make_session, tmp_path):
    first = make_session()
    play_until(qtbot, first, 9)
    path = tmp_path / "game.cardtable"
    first.save(path)
    second = make_session()
    view = FakeView(second, chooser=easy_chooser())
    second.load(path)
    assert second.state.fingerprint() == first.state.fingerprint()
    assert second.seats == SEATS and view.resets == 1
    qtbot.waitUntil(lambda: view.winners is not None, timeout=TIMEOUT)


def test_a_bad_file_leaves_the_current_game_alone(qtbot, make_session, tmp_path):
    session = make_session()
    play_until(qtbot, session, 4)
    state, before = session.state, session.state.fingerprint()
    bad = tmp_path / "bad.cardtable"
    bad.write_text("[1, 2", encoding="utf-8")
    with pytest.raises(RecordError, match="truncated"):
        session.load(bad)
    assert session.state is state and state.fingerprint() == before


def test_an_unknown_ai_level_in_a_record_falls_back_to_easy(qtbot, make_session, tmp_path):
    session = make_session()
    play_until(qtbot, session, 3)
    path = tmp_path / "game.cardtable"
    session.save(path)
    record = json.loads(path.read_text(encoding="utf-8"))
    record["seats"][1]["level"] = "grandmaster"
    path.write_text(json.dumps(record), encoding="utf-8")
    other = make_session()
    view = FakeView(other, chooser=easy_chooser())
    other.load(path)
    assert other.seats[1] == SeatSpec("Bo", "ai", "easy")
    assert view.errors and "grandmaster" in view.errors[0]
    qtbot.waitUntil(lambda: view.winners is not None, timeout=TIMEOUT)


def test_a_finished_game_loaded_ends_once_the_view_is_ready(qtbot, make_session, tmp_path):
    session = make_session()
    view = FakeView(session, chooser=easy_chooser())
    session.new_game(PRESETS["agurk"], "agurk", SEATS, seed=12)
    qtbot.waitUntil(lambda: view.winners is not None, timeout=TIMEOUT)
    path = tmp_path / "done.cardtable"
    session.save(path)
    assert not GameSession.unfinished_autosave(path)
    other = make_session()
    later = FakeView(other)
    other.load(path)
    qtbot.waitUntil(lambda: later.winners is not None, timeout=TIMEOUT)
    assert later.winners == session.state.winners and later.overs == 1
    other.animations_finished()  # a stray report does not end the game twice
    assert later.overs == 1
