"""Start-up with a troubled autosave: declined, damaged, unreadable, failing —
nothing the player had is destroyed without a word."""

from __future__ import annotations

import errno
import json
import os

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable import games
from cardtable.records.io import read_record_file
from cardtable.saves import autosave
from cardtable.session.game_session import GameSession
from cardtable.session.seats import SeatSpec
from cardtable.ui.archive import resume
from cardtable.ui.setup.remembered import AI_NAMES, check_setup, reset_text
from cardtable.ui.setup.setup_dialog import SetupDialog
from cardtable.ui.window.main_window import MainWindow
from tests.session.fake_view import FakeView, easy_chooser

TIMEOUT = 10_000


def leave_unfinished(window, qtbot, seed: int = 9) -> bytes:
    """Deal a game, make the person's first move, wait for their next turn, and
    'crash': the autosave stays (a game nobody moved in is not worth keeping)."""
    window.start_game(players=4, seed=seed)
    qtbot.waitUntil(lambda: window.controller.turn is not None, timeout=TIMEOUT)
    made = window.session.state.moves_made
    window.controller._submit(window.controller.turn[1][0])
    qtbot.waitUntil(lambda: window.session.state.moves_made > made
                    and window.controller.turn is not None, timeout=TIMEOUT)
    window.session.stop()
    return window.session.autosave.path.read_bytes()


def click_in_next_box(role: QMessageBox.ButtonRole) -> None:
    """Press the button with ``role`` in the message box about to be shown."""
    tries = [0]

    def click() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            for button in box.buttons():
                if box.buttonRole(button) == role:
                    button.click()
                    return
        tries[0] += 1
        if tries[0] < 500:
            QTimer.singleShot(10, click)

    QTimer.singleShot(0, click)


def test_declining_the_resume_keeps_the_game_aside(window, qtbot, fresh, monkeypatch,
                                                   tmp_path):
    saved = leave_unfinished(window, qtbot)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    again = fresh()
    assert not again.offer_resume()
    [previous] = tmp_path.glob("autosave-kept-*.cardtable")
    assert previous.read_bytes() == saved
    said = again.statusBar().currentMessage()   # by name, not by its file's path
    assert "22 (Twenty-Two), deal 1" in said and "Saved games" in said
    assert str(previous.parent) not in said
    again.start_game(players=3, seed=4)  # the new game does not touch the kept one
    assert previous.read_bytes() == saved
    assert read_record_file(tmp_path / "autosave.cardtable").state.players == 3


def test_a_game_dealt_at_launch_and_never_touched_is_not_kept(window, qtbot, fresh,
                                                              tmp_path):
    window.start_game(players=4, seed=9)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=TIMEOUT)
    window.session.stop()
    again = fresh()
    assert not again.offer_resume()
    assert list(tmp_path.glob("autosave-kept-*.cardtable")) == []


@pytest.mark.parametrize(("damage", "reason"), [
    (lambda raw: raw[:-1], "truncated"),
    (lambda raw: json.dumps({**json.loads(raw), "version": 7}).encode(), "newer cardtable"),
])
def test_a_damaged_autosave_is_kept_aside_and_the_player_told_why(window, qtbot, fresh,
                                                                   monkeypatch, tmp_path,
                                                                   damage, reason):
    path = tmp_path / "autosave.cardtable"
    path.write_bytes(damage(leave_unfinished(window, qtbot)))
    damaged = path.read_bytes()
    told = []
    monkeypatch.setattr(resume, "tell_damaged", lambda parent, text: told.append(text))
    again = fresh()
    assert not again.offer_resume()
    kept = list(tmp_path.glob("autosave-damaged-*.cardtable"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    assert len(told) == 1 and reason in told[0] and str(kept[0]) in told[0]
    # Play goes on with a new game, autosaved afresh, which the next start resumes.
    leave_unfinished(again, qtbot, seed=3)
    assert fresh().offer_resume() and kept[0].read_bytes() == damaged


def deny_reading(monkeypatch) -> None:
    def denied(path, cap):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))

    monkeypatch.setattr(autosave, "read_capped", denied)


def test_an_unreadable_autosave_kept_is_not_saved_over(window, qtbot, fresh, monkeypatch):
    saved = leave_unfinished(window, qtbot)
    deny_reading(monkeypatch)
    again = fresh()
    click_in_next_box(QMessageBox.ButtonRole.AcceptRole)  # "Keep it and don't autosave"
    assert not again.offer_resume()
    assert again.session.autosave.paused and not again.autosave_mark.isHidden()
    again.start_game(players=4, seed=1)
    qtbot.waitUntil(lambda: again.hand_input.active, timeout=TIMEOUT)
    assert again.session.autosave.path.read_bytes() == saved


def test_an_unreadable_autosave_replaced_is_saved_over(window, qtbot, fresh, monkeypatch):
    saved = leave_unfinished(window, qtbot)
    deny_reading(monkeypatch)
    again = fresh()
    click_in_next_box(QMessageBox.ButtonRole.DestructiveRole)  # "Replace it"
    assert not again.offer_resume()
    assert not again.session.autosave.paused and again.autosave_mark.isHidden()
    again.start_game(players=3, seed=1)
    path = again.session.autosave.path
    assert path.read_bytes() != saved
    monkeypatch.undo()
    assert read_record_file(path).state.players == 3


def test_the_not_saved_mark_stays_until_a_save_works(window, qtbot, monkeypatch):
    real_fsync, full = os.fsync, [True]

    def fsync(fd):
        if full[0]:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    mark = window.autosave_mark
    assert mark.isHidden()
    window.start_game(players=4, seed=9)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=TIMEOUT)
    assert not mark.isHidden() and os.strerror(errno.ENOSPC) in mark.toolTip()
    full[0] = False
    window.start_game(players=4, seed=8)  # the next save works: the mark goes
    assert mark.isHidden()


def test_stale_temporary_files_go_at_start(fresh, tmp_path):
    stale = tmp_path / ".autosave.cardtable.x1y2z3.tmp"
    stale.write_text("half a save", encoding="utf-8")
    assert not fresh().offer_resume()
    assert not stale.exists()


# ---------------------------------------------------------------- finished games and statistics
def finish(window, qtbot) -> None:
    """Play a short game of Supertrump to its final move (the person plays
    the first legal move, at once)."""
    session = window.session
    session.human_turn.connect(lambda _seat, legal: session.submit(legal[0]))
    window.start_game(game="supertrump", variant="supertrump", players=2, seed=4)
    qtbot.waitUntil(lambda: session.state.is_over, timeout=60_000)


def stored(window) -> list:
    return window.archive.store.call(lambda db: db.games())


def test_a_game_finished_just_before_a_crash_is_in_the_statistics_once(qtbot, fresh,
                                                                        monkeypatch):
    """The statistics waited for the end's animation (5.7 s at normal speed):
    a quit or crash in between lost the game from them."""
    monkeypatch.setattr(MainWindow, "_on_game_over", lambda self, winners: None)  # never shown
    first = fresh()
    finish(first, qtbot)
    first.session.stop()                                  # killed before the end was shown
    assert len(stored(first)) == 1
    for _ in range(2):                                    # the next starts find it there
        again = fresh()
        assert not again.offer_resume() and len(stored(again)) == 1


def test_a_finished_game_is_not_stored_again_at_the_next_start(window, qtbot, fresh):
    shown = []
    window.session.game_over.connect(shown.append)
    finish(window, qtbot)
    qtbot.waitUntil(lambda: bool(shown), timeout=TIMEOUT)   # the end was shown
    [game] = stored(window)
    again = fresh()
    assert not again.offer_resume()
    assert [g.id for g in stored(again)] == [game.id]


def test_a_finished_autosave_the_statistics_lack_is_stored_at_start(qtbot, fresh, tmp_path):
    """As an older version left it: the autosave finished, the statistics
    never written. It is stored as the normal path would, assisted mark and
    the person's seat included — and only once."""
    path = tmp_path / "autosave.cardtable"
    session = GameSession(autosave_path=path, pause_ms=0)
    view = FakeView(session, chooser=easy_chooser())
    spec = games.get("supertrump")
    session.new_game(spec.preset("supertrump"), "supertrump",
                     [SeatSpec("Bo", "ai", "easy"), SeatSpec("Ann", "human")], seed=4)
    session.mark_assisted()                               # a hint was asked
    qtbot.waitUntil(lambda: view.winners is not None, timeout=60_000)
    session.stop()
    state, record = session.state, path.read_text(encoding="utf-8")
    again = fresh()
    assert not again.offer_resume()
    [game] = stored(again)
    assert (game.game, game.variant, game.winners) == ("supertrump", "supertrump",
                                                        tuple(state.winners))
    assert game.person.seat == 1 and game.person.name == "Ann" and game.assisted
    assert game.person.won == (1 in state.winners) and game.deals == len(state.log)
    assert again.archive.store.call(lambda db: db.record(game.id)) == record
    assert not fresh().offer_resume() and len(stored(again)) == 1


# ---------------------------------------------------------------- names a file cannot hold
def test_a_name_that_cannot_be_saved_marks_the_game_not_saved(window, qtbot):
    mark = window.autosave_mark
    window.start_setup("sneak", games.get("sneak").preset("sneak"),
                       [SeatSpec("Ann\ud800", "human"), SeatSpec("Bo", "ai", "easy")], 3)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=TIMEOUT)
    assert not mark.isHidden() and mark.text() == "⚠ Not saved"
    assert "character" in mark.toolTip()


def test_remembered_names_lose_characters_no_file_can_hold(qapp):
    checked = check_setup({"game": "sneak", "variant": "sneak", "seats": [
        {"name": "An\ud800n\n", "player": "human"},
        {"name": "\ud800\x07", "player": "ai", "level": "easy"}]})
    assert [s.name for s in checked.seats] == ["Ann", AI_NAMES[0]]
    assert {"characters", "names"} <= set(checked.reset)
    assert "cannot be saved" in reset_text(checked.reset)


def test_the_setup_dialog_drops_characters_no_file_can_hold(qtbot):
    dialog = SetupDialog(last={"game": "sneak", "variant": "sneak"})
    qtbot.addWidget(dialog)
    dialog.seat_names[0].setText("An\tn")
    dialog.seat_names[1].setText("\x01")
    dialog.seat_names[2].setText("Ch\ud800")
    assert [s.name for s in dialog.seats()][:3] == ["An n", "AI", "Ch"]
