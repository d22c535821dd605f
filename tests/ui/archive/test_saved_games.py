"""Game → Saved games…: every declined game is kept, listed, and can be
continued, replayed or deleted — never overwritten by the next one."""

from __future__ import annotations

import os
import re

from PySide6.QtWidgets import QMessageBox

from cardtable.records.io import read_record_file
from cardtable.saves.kept_games import KeptGames
from cardtable.ui.archive.saved_games import SavedGamesDialog
from cardtable.ui.window.main_window import MainWindow

TIMEOUT = 10_000


def play_then_crash(window, qtbot, moves: int, seed: int, players: int = 3) -> bytes:
    """Play Sneak ``moves`` moves in (the person's turns answered with the
    first legal move), then 'kill' the app: the autosave stays as it was."""
    session = window.session
    session.human_turn.connect(lambda _seat, legal: session.state.moves_made < moves
                               and session.submit(legal[0]))
    window.start_game(game="sneak", variant="sneak", players=players, seed=seed)
    qtbot.waitUntil(lambda: session.state.moves_made >= moves and window.hand_input.active,
                    timeout=TIMEOUT)
    session.stop()
    return session.autosave.path.read_bytes()


def decline(make, monkeypatch) -> MainWindow:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    window = make()
    assert not window.offer_resume()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    return window


def test_a_second_declined_game_does_not_replace_the_first(window, qtbot, fresh, monkeypatch,
                                                            tmp_path):
    long_game = play_then_crash(window, qtbot, 12, seed=5)
    again = decline(fresh, monkeypatch)
    short_game = play_then_crash(again, qtbot, 1, seed=6)
    third = decline(fresh, monkeypatch)
    kept = KeptGames(tmp_path / "autosave.cardtable").paths()
    assert [p.read_bytes() for p in kept] == [short_game, long_game]   # newest first
    assert "Saved games" in third.statusBar().currentMessage()


def test_the_dialog_lists_each_game_with_its_progress(window, qtbot, fresh, monkeypatch,
                                                      tmp_path):
    play_then_crash(window, qtbot, 12, seed=5)
    again = decline(fresh, monkeypatch)
    legacy = tmp_path / "autosave-previous.cardtable"   # an older version's, damaged
    legacy.write_text("{", encoding="utf-8")
    os.utime(legacy, (1_700_000_000, 1_700_000_000))
    dialog = SavedGamesDialog(again, again.saved_games)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 2
    game, variant, players, progress, date = (dialog.table.item(0, c).text() for c in range(5))
    assert (game, variant) == ("Sneak", "Sneak")
    assert players.startswith("You, ") and date[:2] == "20"
    assert re.fullmatch(r"deal 1 · \d+ moves made", progress)
    assert "Damaged" in dialog.table.item(1, 1).text()
    assert "truncated" in dialog.table.item(1, 1).toolTip()
    assert dialog.continue_button.isEnabled() and dialog.replay_button.isEnabled()
    dialog.table.selectRow(1)
    assert not dialog.continue_button.isEnabled() and not dialog.replay_button.isEnabled()
    assert dialog.delete_button.isEnabled()


def test_continue_puts_the_kept_game_back_and_keeps_the_game_in_progress(
        window, qtbot, fresh, monkeypatch, tmp_path):
    path = tmp_path / "autosave.cardtable"
    saved = play_then_crash(window, qtbot, 12, seed=5)
    again = decline(fresh, monkeypatch)
    [kept] = KeptGames(path).paths()
    again.start_game(game="cucumber", variant="twenty-two", players=4, seed=3)
    session = again.session
    session.human_turn.connect(lambda _seat, legal: session.state.moves_made < 6
                               and session.submit(legal[0]))
    qtbot.waitUntil(lambda: session.state.moves_made >= 6 and again.hand_input.active,
                    timeout=TIMEOUT)
    in_progress = session.state.fingerprint()
    dialog = SavedGamesDialog(again, again.saved_games)
    qtbot.addWidget(dialog)
    dialog._continue()                                  # the question is answered Yes
    assert dialog.result() == SavedGamesDialog.DialogCode.Accepted
    assert session.game == "sneak" and session.state.moves_made == 12
    assert read_record_file(path).state.fingerprint() == session.state.fingerprint()
    assert path.read_bytes() == saved and not kept.exists()
    # The game that was on the table is now the one kept, whole.
    [entry] = KeptGames(path).entries()
    assert entry.loaded.state.fingerprint() == in_progress
    qtbot.waitUntil(lambda: again.hand_input.active, timeout=TIMEOUT)  # play goes on


def test_declining_the_question_changes_nothing(window, qtbot, fresh, monkeypatch, tmp_path):
    play_then_crash(window, qtbot, 12, seed=5)
    again = decline(fresh, monkeypatch)
    [kept] = KeptGames(tmp_path / "autosave.cardtable").paths()
    play_then_crash(again, qtbot, 3, seed=2)   # a game in progress (not stopped for good)
    before = again.session.state.fingerprint()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    [entry] = again.saved_games.entries()
    assert not again.saved_games.continue_game(entry)
    assert kept.exists() and again.session.state.fingerprint() == before
    assert KeptGames(tmp_path / "autosave.cardtable").paths() == [kept]


def test_delete_asks_first(window, qtbot, fresh, monkeypatch, tmp_path):
    play_then_crash(window, qtbot, 4, seed=5)
    again = decline(fresh, monkeypatch)
    [entry] = again.saved_games.entries()
    asked = []

    def answer(reply):
        return lambda *a, **k: asked.append(a[2]) or reply

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    assert not again.saved_games.delete(entry) and entry.path.exists()
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    assert again.saved_games.delete(entry) and not entry.path.exists()
    assert len(asked) == 2 and "Sneak" in asked[0]


def test_replay_opens_the_kept_game(window, qtbot, fresh, monkeypatch):
    play_then_crash(window, qtbot, 4, seed=5)
    again = decline(fresh, monkeypatch)
    [entry] = again.saved_games.entries()
    again.saved_games.replay(entry)
    assert len(again.archive.replays) == 1
    again.archive.replays[0].close()


def test_the_menu_entry_opens_the_dialog(window, monkeypatch):
    shown = []
    monkeypatch.setattr(SavedGamesDialog, "exec", lambda self: shown.append(self) or 0)
    assert window.saved_games.action in window.game_menu.actions()
    assert window.saved_games.action.text() == "Sa&ved games…"
    window.saved_games.action.trigger()
    assert len(shown) == 1 and shown[0].table.item(0, 0).text() == "No saved games."


def test_a_kept_file_that_cannot_be_read_is_listed(fresh, tmp_path):
    (tmp_path / "autosave-kept-2026-11-25-193015.cardtable").write_bytes(b"\xff\xfe not text")
    [entry] = fresh().saved_games.entries()
    assert entry.loaded is None and "not text" in entry.reason


def test_titles_name_a_game_once(qapp):
    """"Review my play — Sneak — Sneak" and "22 and the Cucumber family — Rassi"."""
    from cardtable.table.presentation import game_title

    assert game_title("sneak", "sneak") == "Sneak"
    assert game_title("cucumber", "rassi") == "Rassi (Finland) — Cucumber family"
    assert game_title("cucumber", "twenty-two") == "22 (Twenty-Two)"
    assert game_title("supertrump", "supertrump") == "Supertrump (one game)"


def test_a_two_player_loss_reads_lost(qapp):
    from cardtable.stats.db import FinishedGame, SeatRow
    from cardtable.ui.archive.history_dialog import result_text

    def game(players: int) -> FinishedGame:
        seats = tuple(SeatRow(i, "You" if i == 0 else f"AI {i}", "human" if i == 0 else "ai",
                              None, 2 if i == 0 else 1, 0.0, i == 1) for i in range(players))
        return FinishedGame("sneak", "sneak", "", 1, 1.0, "2026-11-28T20:00", (1,), seats)

    assert result_text(game(2)) == "Lost"             # not "Place 2 of 2"
    assert result_text(game(3)) == "Place 2 of 3"
