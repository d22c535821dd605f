"""Score chart, statistics, history and replay in the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox

from cardtable.records.io import dumps, read_record_file
from cardtable.stats.db import StatsDB, connect
from cardtable.ui.archive.history_dialog import HistoryDialog
from cardtable.ui.archive.statistics_dialog import StatisticsDialog
from cardtable.ui.kit.score_chart import TARGET_COLOUR, ScoreChart
from cardtable.ui.play.game_over import GameOverDialog
from tests.records.test_steps import played
from tests.stats.test_db import a_game

pytestmark = pytest.mark.long   # whole games: run first (tests/conftest.py)


def play_to_the_end(window, qtbot, game: str, variant: str, seed: int, rules=None) -> tuple:
    """Start a game (of ``rules``, else the preset's) and answer every turn of
    the person with the first legal move."""
    over: list[tuple] = []
    window.session.game_over.connect(over.append)
    window.session.human_turn.connect(lambda seat, legal: QTimer.singleShot(
        0, lambda: window.session.submit(legal[0])))
    window.start_game(game=game, variant=variant, players=2, seed=seed, rules=rules)
    qtbot.waitUntil(lambda: bool(over), timeout=60_000)
    return over[0]


def answer_file_dialog(monkeypatch, path, seen: list | None = None) -> None:
    """The next file dialog picks ``path`` at once (it is kept in ``seen``)."""
    def pick(dialog) -> int:
        if seen is not None:
            seen.append(dialog)
        dialog.selectFile(str(path))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QFileDialog, "exec", pick)


def has_colour(image, colour: str) -> bool:
    want = QColor(colour)
    return any(image.pixelColor(x, y) == want
               for x in range(0, image.width(), 2) for y in range(image.height()))


def test_the_chart_draws_totals_and_the_target_line(qtbot):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(360, 240)
    chart.set_scores(["You", "Aiko"], [(1, {0: 5}), (2, {0: 7, 1: 12}), (3, {1: 9})], 22)
    assert chart.series == [[0, 5, 12, 12], [0, 0, 12, 21]]
    image = chart.grab().toImage()
    assert not image.isNull() and image.width() >= 360
    assert has_colour(image, TARGET_COLOUR)
    chart.set_scores(["You", "Aiko"], [(1, {0: 5})], None)
    assert not has_colour(chart.grab().toImage(), TARGET_COLOUR)


def test_a_finished_game_lands_in_the_database_with_its_record(window, qtbot, tmp_path,
                                                               monkeypatch):
    shown: list[list] = []   # the game-over dialog's chart, while it is open
    monkeypatch.setattr(GameOverDialog, "exec",
                        lambda self: shown.append(self.findChild(ScoreChart).series) or 0)
    winners = play_to_the_end(window, qtbot, "supertrump", "supertrump", 4)
    state = window.session.state
    assert window.panel.chart.series and shown == [window.panel.chart.series]
    window.archive.store.close()
    db = StatsDB(connect(tmp_path / "stats.sqlite"))
    [game] = db.games()
    assert (game.game, game.variant, game.winners) == ("supertrump", "supertrump", winners)
    assert game.person.won == (0 in winners) and game.deals == len(state.log)
    assert not game.assisted
    record = db.record(game.id)
    path = tmp_path / "back.cardtable"
    path.write_text(record, encoding="utf-8")
    assert read_record_file(path).state.fingerprint() == state.fingerprint()
    dialog = HistoryDialog(window, db.games(newest_first=True), lambda g: None, lambda g: None)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 1 and dialog.replay_button.isEnabled()


def test_the_replay_viewer_shows_every_recorded_state(window, qtbot, tmp_path):
    _state, record, prints = played("cucumber", 21)
    path = tmp_path / "game.cardtable"
    path.write_text(dumps(record), encoding="utf-8")
    viewer = window.archive.open_path(path)
    assert viewer is not None
    qtbot.addWidget(viewer)
    seen = [viewer.current_state().fingerprint()]
    while viewer.move_forward.isEnabled():
        qtbot.mouseClick(viewer.move_forward, Qt.MouseButton.LeftButton)
        seen.append(viewer.current_state().fingerprint())
    assert seen == prints
    qtbot.mouseClick(viewer.move_back, Qt.MouseButton.LeftButton)
    assert viewer.current_state().fingerprint() == prints[-2]
    viewer.deal_box.setValue(2)
    assert viewer.index == viewer.steps.deal_start(2)
    assert viewer.current_state().fingerprint() == prints[viewer.index]
    hidden = [i for h in viewer.scene.hands[1:] for i in h]
    assert hidden and all(i.code is None for i in hidden)      # the person's view
    viewer.face_up.setChecked(True)
    shown = [i for h in viewer.scene.hands[1:] for i in h]
    assert shown and all(i.code for i in shown)               # all hands face up
    viewer.previous_deal()
    assert viewer.index == 0
    viewer.toggle_play()
    qtbot.waitUntil(lambda: viewer.index > 0, timeout=5000)
    viewer.toggle_play()
    assert not viewer.timer.isActive()


def test_open_record_on_a_bad_file_shows_the_reason(window, tmp_path, monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    bad = tmp_path / "bad.cardtable"
    bad.write_text('{"format": "cardtable-record", "version": 1, "game": "cucumber"', "utf-8")
    answer_file_dialog(monkeypatch, bad)
    window.archive.open_action.trigger()
    assert said == ["bad.cardtable cannot be opened: The file ends in the middle of the "
                    "record: it is truncated."]
    assert window.archive.replays == []


def test_save_record_as_exports_the_current_game(window, tmp_path, monkeypatch):
    window.start_game(game="sneak", variant="sneak", players=3, seed=2)
    target = tmp_path / "out"
    answer_file_dialog(monkeypatch, target)
    saved = window.archive.save_record_as()
    assert saved == tmp_path / "out.cardtable"
    assert read_record_file(saved).state.fingerprint() == window.session.state.fingerprint()


def test_statistics_dialog_counts_and_resets(window, qtbot, tmp_path):
    store = window.archive.store
    for i, won in enumerate([True, True, False, True]):
        store.call(lambda db, w=won, i=i: db.add_game(a_game(w, f"2024-05-0{i + 1}T10:00")))
    dialog = StatisticsDialog(window, store.call, ("cucumber", "twenty-two"))
    qtbot.addWidget(dialog)
    cells = [dialog.table.item(0, c).text() for c in range(7)]
    assert cells == ["4", "3", "75 %", "1.25", "1", "2", "0"]
    assert dialog.table.rowCount() == 2                 # all, then against easy
    assert dialog.kind_box.isEnabled()
    dialog.reset()                                      # the question is answered Yes
    assert store.call(lambda db: db.kinds()) == [] and dialog.table.rowCount() == 0
    # Nothing left to choose: the box is greyed and says why (it was blank).
    assert not dialog.kind_box.isEnabled() and dialog.kind_box.currentIndex() == -1
    assert dialog.kind_box.placeholderText() == "No game played yet"


def test_a_damaged_database_is_said_in_the_status_bar(window, qtbot, tmp_path):
    (tmp_path / "stats.sqlite").write_bytes(b"\x00garbage" * 500)
    play_to_the_end(window, qtbot, "supertrump", "supertrump", 5)
    message = window.statusBar().currentMessage()
    assert "damaged" in message and "stats-damaged-" in message
    assert len(window.archive.store.call(lambda db: db.games())) == 1


def test_an_assisted_game_is_stored_as_assisted(window, qtbot, tmp_path):
    window.session.human_turn.connect(      # as undo or a hint would mark it, mid-game
        lambda *_: window.session.assisted_changed.emit(True))
    play_to_the_end(window, qtbot, "supertrump", "supertrump", 6)
    [game] = window.archive.store.call(lambda db: db.games())
    assert game.assisted


def test_supertrump_is_replayed_in_games_not_deals(window, qtbot, tmp_path):
    """Supertrump is played in games: its replay said "Deal 1 of 1", its chart
    "No deal has ended yet."; a Cucumber replay keeps "Deal"."""
    for game, word in (("supertrump", "Game"), ("cucumber", "Deal")):
        _state, record, _prints = played(game, 5)
        path = tmp_path / f"{game}.cardtable"
        path.write_text(dumps(record), encoding="utf-8")
        viewer = window.archive.open_path(path)
        qtbot.addWidget(viewer)
        assert viewer.deal_label.text() == f"{word}:"
        assert viewer.where.text().startswith(f"{word} 1 of ")
        assert viewer.chart.rounds_are_games == (game == "supertrump")
        assert f"every {word.lower()}" in viewer.chart.toolTip()
        viewer.close()


def click_as_the_window_system(qtbot, button) -> None:
    """Click ``button`` through its window, as a real mouse would: a modal
    dialog elsewhere blocks such a click (a click sent to the widget itself
    would slip past the modality and prove nothing)."""
    top = button.window()
    qtbot.waitExposed(top)
    QTest.mouseClick(top.windowHandle(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, button.mapTo(top, button.rect().center()))


def shown_dialog(kind: type):
    """The open dialog of ``kind`` (opened by a menu entry, modal or not)."""
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, kind)
                and w.isVisible())


def test_a_replay_opened_from_history_answers_its_buttons(window, qtbot):
    """History was modal: the replay it opened ignored ▶ and the step buttons
    until History was closed."""
    _state, record, prints = played("cucumber", 21)
    window.archive.store.call(lambda db: db.add_game(a_game(record=dumps(record))))
    seen: list = []

    def in_history() -> None:        # inside History's event loop, were it modal
        history = shown_dialog(HistoryDialog)
        try:
            qtbot.mouseClick(history.replay_button, Qt.MouseButton.LeftButton)
            viewer = window.archive.replays[-1]
            seen.append(QApplication.activeModalWidget())
            click_as_the_window_system(qtbot, viewer.move_forward)
            click_as_the_window_system(qtbot, viewer.move_forward)
            seen.append(viewer.current_state().fingerprint())
            click_as_the_window_system(qtbot, viewer.play_button)
            seen.append(viewer.timer.isActive())
            viewer.timer.stop()
        finally:
            history.close()           # ends a modal History's loop; harmless otherwise

    QTimer.singleShot(0, in_history)
    window.archive.history_action.trigger()
    qtbot.waitUntil(lambda: len(seen) == 3, timeout=10_000)
    assert seen == [None, prints[2], True]
    # Asked again, the same History comes back, filled anew.
    history = window.archive.show_history()
    assert history is window.archive.show_history() and history.isVisible()
    assert history.table.rowCount() == 1 and not history.isModal()
    for viewer in list(window.archive.replays):
        viewer.close()


def test_a_replay_opened_from_saved_games_answers_its_buttons(window, qtbot, tmp_path):
    """Saved games is modal: it closes as its replay opens, which then takes clicks."""
    from cardtable.saves.kept_games import KeptGames
    from cardtable.ui.archive.saved_games import SavedGamesDialog

    _state, record, prints = played("sneak", 4)
    kept = KeptGames(window.session.autosave_path)
    kept.autosave.write_text(dumps(record), encoding="utf-8")
    kept.keep(prune=False)
    assert len(window.saved_games.entries()) == 1
    seen: list = []

    def in_dialog() -> None:
        dialog = shown_dialog(SavedGamesDialog)
        try:
            qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
            viewer = window.archive.replays[-1]
            seen.append((QApplication.activeModalWidget(), dialog.isVisible()))
            click_as_the_window_system(qtbot, viewer.move_forward)
            seen.append(viewer.current_state().fingerprint())
        finally:
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, in_dialog)
    window.saved_games.action.trigger()
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=10_000)
    assert seen == [(None, False), prints[1]]
    for viewer in list(window.archive.replays):
        viewer.close()


def test_the_replay_window_fits_a_small_screen(window, qtbot, tmp_path, monkeypatch):
    """It opened 760 pixels tall: below the taskbar of a 1366×768 screen."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1366, 728))
    _state, record, _prints = played("sneak", 3)
    path = tmp_path / "game.cardtable"
    path.write_text(dumps(record), encoding="utf-8")
    viewer = window.archive.open_path(path)
    qtbot.addWidget(viewer)
    assert viewer.height() <= 728 * 0.9 and viewer.width() <= 1366 * 0.9
    viewer.close()


def test_an_open_history_lists_a_game_finished_meanwhile(window):
    """History now stays open beside the table: a game finished meanwhile joins it."""
    history = window.archive.show_history()
    assert history.entries == [] and history.table.item(0, 0).text() == "No finished game yet."
    window.archive._store_game(lambda: a_game(), "{}")
    assert len(history.entries) == 1 and history.replay_button.isEnabled()
    history.close()


def test_escape_and_ctrl_w_close_the_replay_window(window, qtbot, tmp_path):
    """A replay window had only the window manager's close button: it closes like
    a dialog, by Escape or Ctrl+W."""
    _state, record, _prints = played("cucumber", 21)
    path = tmp_path / "game.cardtable"
    path.write_text(dumps(record), encoding="utf-8")
    for key, modifier in ((Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
                          (Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)):
        viewer = window.archive.open_path(path)
        qtbot.addWidget(viewer)
        viewer.activateWindow()
        qtbot.waitUntil(viewer.isActiveWindow, timeout=5000)
        QTest.keyClick(viewer, key, modifier)
        qtbot.waitUntil(lambda v=viewer: not v.isVisible(), timeout=5000)


def test_an_open_replay_window_follows_a_language_switch(window, qtbot, tmp_path):
    """A viewer opened before View → Language kept its English bar and plates."""
    _state, record, _prints = played("cucumber", 21)
    path = tmp_path / "game.cardtable"
    path.write_text(dumps(record), encoding="utf-8")
    viewer = window.archive.open_path(path)
    qtbot.addWidget(viewer)
    viewer.show_step(3)
    english = (viewer.deal_label.text(), viewer.play_on_button.text(), viewer.details[1])
    window.set_language("ja")
    try:
        qtbot.waitUntil(lambda: viewer.play_on_button.text() != english[1], timeout=5000)
        assert viewer.deal_label.text() != english[0]
        assert viewer.details[1] != english[2]            # "AI · easy" on the plate too
        assert viewer.index == 3
    finally:
        window.set_language("en")
