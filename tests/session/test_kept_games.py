"""Kept games beside the autosave, saves that fail in any way, and the
``finished`` signal that statistics are written on."""

from __future__ import annotations

import datetime
import os

from cardtable import games
from cardtable.records.io import read_record_file
from cardtable.saves.autosave import AutosaveStore
from cardtable.saves.kept_games import KeptGames
from cardtable.session.seats import SeatSpec
from tests.session.fake_view import FakeView, easy_chooser
from tests.session.test_autosave_faults import unfinished

TIMEOUT = 10_000
DAY = datetime.datetime(2026, 11, 25, 19, 30, 15)


def test_every_declined_game_keeps_a_name_of_its_own(qtbot, make_session, tmp_path):
    path = tmp_path / "autosave.cardtable"
    unfinished(qtbot, make_session, path, moves=20, game="sneak").stop()
    long_game = path.read_bytes()
    first = AutosaveStore(path).keep_aside(DAY)
    unfinished(qtbot, make_session, path, moves=2, seed=7, game="sneak").stop()
    short_game = path.read_bytes()
    second = AutosaveStore(path).keep_aside(DAY)  # the same second: a second name
    assert first.name == "autosave-kept-2026-11-25-193015.cardtable"
    assert second.name == "autosave-kept-2026-11-25-193015-2.cardtable"
    assert first.read_bytes() == long_game and second.read_bytes() == short_game
    entries = KeptGames(path).entries()
    assert [e.path for e in entries] == [second, first]   # newest first
    assert entries[1].loaded.state.moves_made == 20 and not path.exists()


def test_only_past_the_cap_is_the_oldest_removed(tmp_path):
    path = tmp_path / "autosave.cardtable"
    kept = KeptGames(path, cap=3)
    made = []
    for n in range(5):
        path.write_text(f"game {n}", encoding="utf-8")
        made.append(kept.keep(DAY + datetime.timedelta(minutes=n)))
        assert len(kept.paths()) == min(n + 1, 3)
    assert kept.paths() == made[:1:-1]
    assert [p.read_text(encoding="utf-8") for p in kept.paths()] == ["game 4", "game 3",
                                                                     "game 2"]


def test_older_versions_previous_file_and_damaged_files_are_listed(qtbot, make_session,
                                                                    tmp_path):
    path = tmp_path / "autosave.cardtable"
    unfinished(qtbot, make_session, path, moves=5).stop()
    legacy = tmp_path / "autosave-previous.cardtable"
    os.replace(path, legacy)
    os.utime(legacy, (DAY.timestamp() - 86400,) * 2)   # kept the day before
    path.write_text('{"format": "cardtable-record", "version": 1, "ga', encoding="utf-8")
    damaged = KeptGames(path).keep(DAY)
    (tmp_path / "notes.txt").write_text("not a kept game", encoding="utf-8")
    first, second = KeptGames(path).entries()
    assert (first.path, first.loaded, "truncated" in first.reason) == (damaged, None, True)
    assert second.path == legacy and second.loaded.state.moves_made == 5
    assert second.kept == DAY - datetime.timedelta(days=1) and second.reason == ""


def test_a_name_that_cannot_be_encoded_is_a_failure_said_once(qtbot, make_session, tmp_path):
    """A surrogate in a name raised UnicodeEncodeError on every save (4 moves, 4
    tracebacks) and the file silently stopped changing."""
    path = tmp_path / "autosave.cardtable"
    session = make_session(autosave_path=path)
    changes = []
    session.autosave.status_changed.connect(lambda: changes.append(session.autosave.error))
    view = FakeView(session, chooser=easy_chooser(),
                    keep_going=lambda s: s.state.moves_made < 4)
    spec = games.get("sneak")
    seats = [SeatSpec("Ann\ud800", "human"), SeatSpec("Bo", "ai", "easy")]
    session.new_game(spec.preset(spec.default_preset), spec.default_preset, seats, seed=3)
    qtbot.waitUntil(lambda: session.state.moves_made == 4, timeout=TIMEOUT)
    assert len(view.errors) == 1 and "character" in view.errors[0]
    assert changes == [session.autosave.error] and "name" in session.autosave.error
    assert not path.exists() and session.autosave.temp_files() == []


def test_finished_is_said_once_the_final_move_is_saved_before_the_end_is_shown(
        qtbot, make_session, tmp_path):
    path = tmp_path / "autosave.cardtable"
    session = make_session(autosave_path=path)
    said = []

    def on_finished(winners):   # what the autosave holds at that moment
        said.append((winners, read_record_file(path).state.is_over))

    session.finished.connect(on_finished)
    # The view 'animates' for ever once the game is over: no game_over yet.
    view = FakeView(session, chooser=easy_chooser(), keep_going=lambda s: not s.state.is_over)
    spec = games.get("supertrump")
    session.new_game(spec.preset(spec.default_preset), spec.default_preset,
                     [SeatSpec("Ann", "human"), SeatSpec("Bo", "ai", "easy")], seed=4)
    qtbot.waitUntil(lambda: bool(said), timeout=TIMEOUT * 3)
    assert said == [(tuple(session.state.winners), True)] and view.overs == 0
    view.hold = False
    session.animations_finished()   # the end is shown: game_over, and no second finished
    qtbot.waitUntil(lambda: view.overs == 1, timeout=TIMEOUT)
    assert len(said) == 1
