"""The replay viewer's "Play from here": from History, from an opened record
(an AI-only one asks for a seat) and from a kept game, the main window's
table shows the position and the game plays on to its end, its record
saying where it came from; never at the end of a game; and a game in
progress is asked about and kept, never lost."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QInputDialog, QMessageBox

from cardtable.records.io import Seat, dumps, read_record_file, record_dict
from cardtable.records.steps import steps_from_text
from cardtable.saves.kept_games import KeptGames
from tests.records.test_steps import played
from tests.stats.test_db import a_game
from tests.ui.archive.test_history_replay import answer_file_dialog

pytestmark = pytest.mark.long   # whole games: run first (tests/conftest.py)

TIMEOUT = 60_000


def table_shows(window, state) -> bool:
    """The person's hand and the trick on the main table are the state's."""
    viewer = window.session.viewer_seat
    obs = state.observation(viewer)
    hand = Counter(item.code for item in window.scene.hands[viewer])
    trick = [(seat, len(items)) for seat, items in window.scene.trick]
    return (hand == Counter(card.code for card in obs.hand)
            and trick == [(seat, len(cards)) for seat, cards in obs.trick])


def play_on_to_the_end(window, qtbot) -> tuple:
    """Answer every turn of the person with the first legal move until the end."""
    over: list[tuple] = []
    window.session.game_over.connect(over.append)
    window.session.human_turn.connect(lambda _seat, legal: QTimer.singleShot(
        0, lambda: window.session.submit(legal[0])))
    if window.controller.prompt is not None:      # the person's turn came already
        window.session.submit(window.session.state.legal_actions()[0])
    qtbot.waitUntil(lambda: bool(over), timeout=TIMEOUT)
    return over[0]


def step_where(viewer, test, start: int = 1, late: bool = False) -> int:
    """The first step from ``start`` that passes ``test``; ``late``: looked for
    in the record's last deal (and last quarter) first, so that playing on to
    the end takes part of a deal, not a whole game (the step's place in the
    game changes nothing these tests check)."""
    steps = viewer.steps
    first = max(start, steps.count * 3 // 4, steps.deal_start(steps.deals)) if late else start
    for begin in dict.fromkeys((first, start)):
        found = next((i for i in range(begin, steps.count - 1) if test(steps.state(i))), None)
        if found is not None:
            return found
    raise AssertionError("no step of the record passes the test")


def test_play_from_history_mid_trick_on_the_persons_turn(window, qtbot, language):
    _state, record, _prints = played("cucumber", 21)
    window.archive.store.call(lambda db: db.add_game(a_game(record=dumps(record))))
    history = window.archive.show_history()
    qtbot.mouseClick(history.replay_button, Qt.MouseButton.LeftButton)
    viewer = window.archive.replays[-1]
    index = step_where(viewer, lambda s: s.current_seat == 0 and bool(s.trick), late=True)
    viewer.show_step(index)
    assert viewer.play_on_button.isEnabled()
    qtbot.mouseClick(viewer.play_on_button, Qt.MouseButton.LeftButton)
    wanted = viewer.steps.state(index)
    assert window.session.state.fingerprint() == wanted.fingerprint()
    qtbot.waitUntil(lambda: window.controller.prompt is not None, timeout=TIMEOUT)
    assert table_shows(window, wanted) and window.session.state.moves_made == index
    provenance = window.session.provenance
    assert provenance.record.endswith(", 2024-05-01 10:00")     # History's title of it
    assert provenance.record in viewer.windowTitle()
    deal_start = next(i for i in range(index, 0, -1)
                      if viewer.steps.state(i - 1).deal_no != wanted.deal_no)
    assert (provenance.deal, provenance.move, provenance.step) == (
        wanted.deal_no, index - deal_start, index)
    assert window.play_on.mark.isVisible() and viewer.isVisible()
    assert not window.demo and window.session.assisted
    play_on_to_the_end(window, qtbot)
    saved = json.loads(window.session.autosave_path.read_text(encoding="utf-8"))
    assert saved["from"]["step"] == index and saved["assisted"] is True
    [game] = [g for g in window.archive.store.call(lambda db: db.games())
              if g.finished != "2024-05-01T10:00:00"]
    assert game.assisted      # a retried hand is no fresh deal in the statistics
    stored = json.loads(window.archive.store.call(lambda db: db.record(game.id)))
    assert stored["from"] == saved["from"]
    viewer.close()


def test_an_ai_only_record_asks_for_a_seat_and_the_ai_moves_next(window, qtbot, tmp_path,
                                                                   monkeypatch):
    _state, record, _prints = played("sneak", 4)
    record["seats"] = [{"name": f"Bot {i}", "player": "ai", "level": "easy"}
                       for i in range(len(record["seats"]))]
    path = tmp_path / "sim.cardtable"
    path.write_text(dumps(record), encoding="utf-8")
    asked: list[list[str]] = []

    def second_seat(_parent, _title, _label, items, current, _editable):
        asked.append((list(items), current))
        return items[1], True

    monkeypatch.setattr(QInputDialog, "getItem", second_seat)
    viewer = window.archive.open_path(path)
    index = step_where(viewer, lambda s: s.current_seat not in (None, 1), 2, late=True)
    seat = viewer.steps.state(index).current_seat
    viewer.show_step(index)
    thinking: list[int] = []
    window.session.ai_thinking.connect(thinking.append)
    qtbot.mouseClick(viewer.play_on_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and asked[0][1] == 0 and len(asked[0][0]) == len(record["seats"])
    assert window.session.viewer_seat == 1
    assert [s.player for s in window.session.seats].count("human") == 1
    assert window.session.state.fingerprint() == viewer.steps.state(index).fingerprint()
    qtbot.waitUntil(lambda: bool(thinking), timeout=TIMEOUT)
    assert thinking[0] == seat                  # the AI whose turn it was moves next
    play_on_to_the_end(window, qtbot)
    target = tmp_path / "out.cardtable"
    answer_file_dialog(monkeypatch, target)
    assert window.archive.save_record_as() == target
    saved = json.loads(target.read_text(encoding="utf-8"))
    assert saved["from"]["record"] == "sim.cardtable" and saved["from"]["step"] == index
    assert read_record_file(target).provenance.step == index
    viewer.close()


def test_declining_the_seat_question_changes_nothing(window, qtbot, tmp_path, monkeypatch):
    _state, record, _prints = played("cucumber", 3)
    for seat in record["seats"]:
        seat.update(player="ai", level="easy")
    path = tmp_path / "sim.cardtable"
    path.write_text(dumps(record), encoding="utf-8")
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a: ("", False))
    viewer = window.archive.open_path(path)
    qtbot.mouseClick(viewer.play_on_button, Qt.MouseButton.LeftButton)
    assert window.session.state is None
    viewer.close()


def test_the_button_is_off_at_the_end_of_a_game_only(window, qtbot, tmp_path):
    _state, record, _prints = played("supertrump", 5)
    path = tmp_path / "done.cardtable"
    path.write_text(dumps(record), encoding="utf-8")
    viewer = window.archive.open_path(path)
    playable = viewer.play_on_button.toolTip()
    viewer.show_step(viewer.steps.count - 1)
    assert not viewer.play_on_button.isEnabled()
    assert "over" in viewer.play_on_button.toolTip() != playable
    viewer.show_step(viewer.steps.count - 2)
    assert viewer.play_on_button.isEnabled()
    viewer.close()


def test_a_kept_game_plays_on_from_its_last_move(window, qtbot):
    """A game kept aside (a declined resume) opens in the viewer from Saved
    games: at its last step the button continues it, as abandoned."""
    _state, record, _prints = played("sneak", 6)
    steps = steps_from_text(dumps(record))
    cut = steps.state(steps.count // 2)
    kept = KeptGames(window.session.autosave_path)
    kept.autosave.write_text(dumps(record_dict(cut, steps.loaded.seats, "sneak", "sneak")),
                             encoding="utf-8")
    path = kept.keep(prune=False)
    [entry] = window.saved_games.entries()
    window.saved_games.replay(entry)
    viewer = window.archive.replays[-1]
    viewer.show_step(viewer.steps.count - 1)
    assert viewer.play_on_button.isEnabled()
    qtbot.mouseClick(viewer.play_on_button, Qt.MouseButton.LeftButton)
    assert window.session.state.fingerprint() == cut.fingerprint()
    assert window.session.provenance.record == path.name
    viewer.close()


def test_a_game_in_progress_is_asked_about_and_kept(window, qtbot, tmp_path, monkeypatch):
    turns: list[int] = []
    window.session.human_turn.connect(lambda seat, _legal: turns.append(seat))
    window.start_game(game="sneak", variant="sneak", players=3, seed=2)
    qtbot.waitUntil(lambda: bool(turns), timeout=TIMEOUT)
    window.session.submit(window.session.state.legal_actions()[0])
    qtbot.waitUntil(lambda: len(turns) > 1, timeout=TIMEOUT)
    before = window.session.state.fingerprint()
    assert window.game_in_progress()
    _state, record, _prints = played("cucumber", 21)
    path = tmp_path / "other.cardtable"
    path.write_text(dumps(record), encoding="utf-8")
    viewer = window.archive.open_path(path)
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _p, _t, text, *a: asked.append(text) or answer[0])
    qtbot.mouseClick(viewer.play_on_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and "kept in Saved games" in asked[0]
    assert window.session.state.fingerprint() == before and window.saved_games.entries() == []
    answer[0] = QMessageBox.StandardButton.Yes
    qtbot.mouseClick(viewer.play_on_button, Qt.MouseButton.LeftButton)
    assert window.session.state.fingerprint() == viewer.steps.state(0).fingerprint()
    [entry] = window.saved_games.entries()            # nothing lost: kept to continue
    assert entry.loaded.state.fingerprint() == before and entry.loaded.game == "sneak"
    assert window.session.provenance.record == "other.cardtable"
    viewer.close()


def test_undo_does_not_reach_into_the_record(window, qtbot, tmp_path):
    _state, record, _prints = played("cucumber", 21)
    record["seats"][0] = Seat("You", "human").to_dict()
    path = tmp_path / "game.cardtable"
    path.write_text(dumps(record), encoding="utf-8")
    viewer = window.archive.open_path(path)
    index = step_where(viewer, lambda s: s.current_seat == 0 and len(s.legal_actions()) > 1
                       and any(seat == 0 for seat, _ in s.log[-1].moves))
    viewer.show_step(index)
    qtbot.mouseClick(viewer.play_on_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.prompt is not None, timeout=TIMEOUT)
    assert not window.session.can_undo()
    viewer.close()


def test_the_viewers_bar_fits_800_by_500(window, qtbot, tmp_path, monkeypatch, language):
    """In one row, the bar made the viewer at least 933 px wide (1041 with
    "Play from here"): on an 800×500 screen it ran off the side. It wraps."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 800, 500))
    _state, record, _prints = played("supertrump", 5)
    path = tmp_path / "game.cardtable"
    path.write_text(dumps(record), encoding="utf-8")
    viewer = window.archive.open_path(path)
    viewer.show_step(30)
    qtbot.waitUntil(lambda: viewer.play_on_button.isVisible(), timeout=5000)
    assert viewer.minimumSizeHint().width() <= 720 and viewer.width() <= 720

    def fits(widget) -> bool:     # inside the window and not squeezed
        box = widget.geometry()
        return (widget.parentWidget().rect().contains(box)
                and box.width() >= widget.sizeHint().width())

    bar = (viewer.play_on_button, viewer.where, viewer.face_up, viewer.deal_forward)
    qtbot.waitUntil(lambda: all(fits(w) for w in bar), timeout=5000)   # once laid out
    viewer.close()


def test_a_long_source_keeps_its_end_in_the_status_bar():
    """The status bar cut a History title after 40 characters, and with it the
    date that tells one game from another."""
    from cardtable.records.provenance import Provenance
    from cardtable.ui.review.played_on import SHOWN_SOURCE_CHARS, played_on_text

    title = "22 and the Cucumber family — 22 (Twenty-Two), 2026-11-26 02:14"
    text = played_on_text(Provenance.now(title, 2, 7, 30), "cucumber", short=True)
    assert "2026-11-26 02:14" in text and "22 and the" in text and "…" in text
    shown = text.split("Played on from ")[1].split(", deal")[0]
    assert len(shown) == SHOWN_SOURCE_CHARS
