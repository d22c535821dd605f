"""Undo/Redo, Hint, the last-trick and played-cards viewers and the shortcuts
page on the real window: through its actions, buttons and keys."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable.ai import process
from cardtable.table.hand_input import is_card_action
from cardtable.ui.aids import aids, hint_reasons, last_trick
from tests.ui.gap_meter import STALL_MS, GapMeter

GAMES = [("cucumber", "agurk", 4), ("supertrump", "supertrump", 2), ("sneak", "sneak", 3)]


@pytest.fixture(autouse=True, scope="module")
def _hint_process():
    """One worker process for the module's hints, stopped at its end."""
    yield
    process.shutdown()


@pytest.fixture(autouse=True)
def _no_modal(monkeypatch):
    opened: list = []
    monkeypatch.setattr(last_trick.TricksDialog, "exec", lambda self: opened.append(self) or 0)
    monkeypatch.setattr(aids.ShortcutsDialog, "exec", lambda self: opened.append(self) or 0)
    return opened


def my_turn(window, qtbot) -> bool:
    qtbot.waitUntil(lambda: window.controller.prompt is not None
                    or window.session.state.is_over, timeout=15_000)
    return not window.session.state.is_over


def ask_hint(window, qtbot):
    window.aids.hint_action.trigger()
    qtbot.waitUntil(lambda: window.aids.hint.shown is not None, timeout=15_000)
    return window.aids.hint.shown


def play_shown_hint(window, qtbot) -> None:
    """Press what the hint outlined (the cards are already selected)."""
    buttons = window.aids.hint.outlined
    assert buttons, "the hint outlines the button to press"
    assert buttons[0].isEnabled()
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)


@pytest.mark.parametrize(("game", "variant", "players"), GAMES)
def test_hints_are_legal_and_play_through_the_table(window, qtbot, game, variant, players):
    window.start_game(game=game, variant=variant, players=players, seed=3, level="easy")
    reasons: list = []
    for _ in range(6):
        if not my_turn(window, qtbot):
            break
        legal = window.controller.turn[1]
        moves = window.session.state.moves_made
        prompt, table = window.bar.status.text(), window.view.geometry()
        action, reason = ask_hint(window, qtbot)
        assert action in legal
        reasons.append(reason)
        why = (hint_reasons.only_move_text() if len(legal) == 1 else
               hint_reasons.reason_text(reason, window.aids.hint.action_name))
        message = window.aids.hint.line.text()
        assert why == window.aids.hint.why and message == window.aids.hint.message
        assert message.startswith("Hint: ") and message.endswith(why)
        if is_card_action(action):
            chosen = sorted(i.code for i in window.hand_input.selection)
            assert chosen == sorted(c.code for c in action.cards)
        assert window.session.assisted
        # The prompt and the table stay as they were: the hint is in the status line.
        QApplication.processEvents()
        assert window.bar.status.text() == prompt and window.view.geometry() == table
        play_shown_hint(window, qtbot)
        assert window.session.state.moves_made > moves
        assert window.aids.hint.line.text() != message   # gone with the move
        last = window.session.state.log[-1].moves or window.session.state.log[-2].moves
        assert any(a == action or (is_card_action(a) and sorted(c.code for c in a.cards) ==
                                   sorted(c.code for c in action.cards))
                   for s, a in last if s == 0)
    # the expert says why: its figures, worded (what they are is tests/ai/test_reasons.py)
    given = [r for r in reasons if r is not None]
    assert given and all(hint_reasons.reason_text(r, str) for r in given)


def test_a_hint_on_a_question_outlines_the_answer_and_says_why(window, qtbot):
    """Rassi asks "double?" every deal: the hint outlines Yes or No and says
    why (it said nothing once): how often each answer loses the deal and for
    how many points, both played out (``ai.cucumber.rassi``)."""
    window.start_game(game="cucumber", variant="rassi", players=3, seed=3, level="easy")
    for _ in range(40):
        assert my_turn(window, qtbot)
        if window.bar.mode == "question":
            break
        ask_hint(window, qtbot)
        play_shown_hint(window, qtbot)
        qtbot.waitUntil(lambda: window.controller.prompt is None or window.aids.hint.shown
                        is None, timeout=15_000)
    assert window.bar.mode == "question"
    action, reason = ask_hint(window, qtbot)
    assert reason is not None and reason.kind == "deal" and reason.runner_up is not None
    assert window.aids.hint.outlined == [window.bar.yes_button if action.value
                                         else window.bar.no_button]
    message = window.aids.hint.line.text()
    assert message.endswith(window.aids.hint.why) and "points" in window.aids.hint.why
    # the other answer is named by its button ("The next best, Yes: loses 38%, …")
    other = window.bar.no_button if action.value else window.bar.yes_button
    assert f"next best, {other.text().replace('&', '')}:" in window.aids.hint.why
    # A menu's item tips take the status bar for a moment; the hint comes back.
    window.statusBar().showMessage("a menu item's tip")
    window.statusBar().clearMessage()
    assert window.aids.hint.line.text() == message and not window.aids.hint.line.isHidden()
    # However long, the reason never widens the window.
    narrowest = window.minimumSizeHint().width()
    window.aids.hint.line.setText(message * 4)
    assert window.minimumSizeHint().width() == narrowest < 1100


def is_blocked(gaps: list[float], took: float) -> bool:
    """The loop was held for most of a hint: its longest gap is a stall and
    covers over half the time the hint took (ms)."""
    return max(gaps) > max(STALL_MS, took / 2)


def test_a_hint_never_stalls_the_table(window, qtbot):
    """The expert thinks in its process: while a hint is worked out, the event
    loop keeps answering a 1 ms timer (measured from a table that has finished
    showing the last move).

    A search on the GUI thread shows as one gap covering most of the hint's
    time, at every hint. A loaded machine may set the GUI thread aside for
    tens of milliseconds now and then (``gap_meter``), but not for half of
    every hint: a hint counts as blocked when its longest gap is over
    ``STALL_MS`` and over half the time the hint took, and one blocked hint
    in five is let pass as the machine's."""
    window.start_game(game="cucumber", variant="agurk", players=4, seed=8, level="easy")
    worst = 0.0
    blocked: list[tuple[float, float]] = []
    hints = 0
    for _ in range(5):
        if not my_turn(window, qtbot):
            break
        qtbot.wait(200)
        meter = GapMeter()
        meter.start()
        started = time.perf_counter()
        ask_hint(window, qtbot)
        took = (time.perf_counter() - started) * 1000
        meter.stop()
        gaps = meter.gaps
        assert took > 0 and len(gaps) > 3
        longest = max(gaps)
        worst = max(worst, longest)
        if is_blocked(gaps, took):
            blocked.append((round(longest, 1), round(took, 1)))
        hints += 1
        play_shown_hint(window, qtbot)
    print(f"longest event-loop gap while hinting: {worst:.1f} ms")
    assert hints >= 3
    assert len(blocked) <= 1, blocked


def test_the_blocked_criterion_tells_a_search_from_the_machines_noise():
    # The check above can fail: a search holding the loop for most of a hint
    # is blocked; a loaded machine's 80 ms in a 600 ms hint is not.
    assert is_blocked([1.0, 170.0, 1.0], took=180.0)
    assert not is_blocked([1.0] * 50 + [80.0, 60.0] + [1.0] * 50, took=600.0)
    assert not is_blocked([1.0, 30.0, 1.0], took=40.0)


def test_undo_and_redo_from_the_menu_and_the_bar(window, qtbot):
    window.start_game(game="cucumber", variant="agurk", players=4, seed=11, level="easy")
    aids = window.aids
    assert my_turn(window, qtbot)
    assert not aids.undo_action.isEnabled() and not aids.redo_action.isEnabled()
    before = window.session.state.fingerprint()
    window.controller._submit(window.controller.turn[1][0])
    assert my_turn(window, qtbot)
    assert aids.undo_action.isEnabled()
    undo_button = aids.buttons[0]
    qtbot.mouseClick(undo_button, Qt.MouseButton.LeftButton)
    assert window.session.state.fingerprint() == before
    assert my_turn(window, qtbot) and aids.redo_action.isEnabled()
    hand = [c.code for c in window.session.state.hands[0]]
    assert sorted(i.code for i in window.scene.hands[0]) == sorted(hand)
    aids.redo_action.trigger()
    assert not aids.redo_action.isEnabled()
    assert aids.undo_action.shortcuts()[0].toString() == "Ctrl+Z"
    assert "Ctrl+Shift+Z" in [k.toString() for k in aids.redo_action.shortcuts()]


def test_last_trick_by_key_and_by_clicking_the_pile(window, qtbot, _no_modal):
    window.start_game(game="supertrump", variant="supertrump", players=2, seed=4, level="easy")
    aids = window.aids
    assert my_turn(window, qtbot)
    aids.last_trick_action.trigger()
    assert _no_modal[-1].panels == []            # no trick finished yet
    while not any(isinstance(getattr(e, "cards", None), tuple) and hasattr(e, "points")
                  for e in window.controller.shown):
        window.controller._submit(window.controller.turn[1][0])
        assert my_turn(window, qtbot)
    aids.last_trick_action.trigger()
    dialog = _no_modal[-1]
    assert len(dialog.panels) == 1
    trick = aids.tricks.last_trick_view()
    assert trick.finished and len(trick.plays) == 2 and len(trick.winners) == 1
    qtbot.waitUntil(lambda: bool(window.scene.pile), timeout=5000)
    item = window.scene.pile[-1]
    point = window.view.mapFromScene(item.scenePos())
    count = len(_no_modal)
    press = QMouseEvent(QMouseEvent.Type.MouseButtonPress, QPointF(point),   # a click: press
                        QPointF(window.view.viewport().mapToGlobal(point)),  # and release
                        Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window.view.viewport(), press)
    release = QMouseEvent(QMouseEvent.Type.MouseButtonRelease, QPointF(point),
                          QPointF(window.view.viewport().mapToGlobal(point)),
                          Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton,
                          Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window.view.viewport(), release)
    assert len(_no_modal) == count + 1


def test_an_open_trick_viewer_follows_the_table(window, qtbot, _no_modal):
    """The AIs play on behind the modal viewer: a trick that ends while it is
    open appears in it, and closing it deletes it (no viewer outlives its use)."""
    window.start_game(game="supertrump", variant="supertrump", players=2, seed=4, level="easy")
    assert my_turn(window, qtbot)
    window.aids.last_trick_action.trigger()
    dialog = _no_modal[-1]
    assert dialog.panels == []
    window.played_action.trigger()
    played = _no_modal[-1]
    assert played is not dialog and played.panels == []
    at_trick_end: list[int] = []    # what the viewer shows as the table shows the trick taken
    window.controller.trick_shown.connect(lambda: at_trick_end.append(len(dialog.panels)))
    for _ in range(2):      # the person leads, the AI answers: the first trick ends
        window.controller._submit(window.controller.turn[1][0])
        assert my_turn(window, qtbot)
    qtbot.waitUntil(lambda: len(dialog.panels) == 1, timeout=5000)
    assert at_trick_end and at_trick_end[0] == 1
    assert dialog.panels[0] is not None and window.aids.tricks.last_trick_view().finished
    assert len(played.panels) >= 1
    with qtbot.waitSignal(dialog.destroyed, timeout=5000):
        dialog.done(0)


def test_played_cards_in_pictures_or_a_word_when_hidden(window, qtbot, _no_modal, monkeypatch):
    told: list = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a))
    window.start_game(game="cucumber", variant="kurkku", players=4, seed=2, level="easy")
    assert my_turn(window, qtbot)
    for _ in range(6):
        window.controller._submit(window.controller.turn[1][0])
        assert my_turn(window, qtbot)
    window.played_action.trigger()
    dialog = _no_modal[-1]
    assert dialog.panels and not told
    window.start_game(game="cucumber", variant="agurk", players=4, seed=2, level="easy")
    assert my_turn(window, qtbot)
    window.played_action.trigger()
    assert told and _no_modal[-1] is dialog


def test_the_shortcuts_page_lists_the_menus_keys(window, qtbot, _no_modal):
    window.aids.shortcuts_action.trigger()
    table = _no_modal[-1].table
    rows = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
    assert rows["H"] == "Hint" and rows["L"] == "Last trick"
    assert any("Ctrl+Z" in keys for keys in rows)
    assert window.aids.shortcuts_action in window.help_menu.actions()


@pytest.mark.parametrize("language_code", ["en", "ja"])
def test_a_hint_too_long_for_the_status_line_is_shown_whole(window, qtbot, language_code):
    """At 800×500 the status line cut the reason off ("…The next best,"): the
    whole text then floats over the table, wrapped, and goes with the hint."""
    from cardtable.ai.reasons import SCORE, Reason

    window.translations.set_language(language_code)
    window.resize(800, 500)
    window.start_game(game="supertrump", variant="supertrump", players=2, seed=5)
    assert my_turn(window, qtbot)
    hint, legal = window.aids.hint, window.controller.turn[1]
    hint.show_hint(legal[0], Reason(SCORE, (27.4, 0.94, 34.9), 400, legal[1],
                                    (26.8, 0.97, 34.6)))
    line, bubble = hint.line, hint.bubble
    assert line.fontMetrics().horizontalAdvance(hint.message) > line.width()   # cut there
    assert bubble.isVisible() and bubble.text() == hint.message
    view = window.view.rect()
    assert view.contains(bubble.geometry())
    assert bubble.heightForWidth(bubble.width()) <= bubble.height()            # nothing cut
    hint.invalidate()
    assert not bubble.isVisible()
    window.resize(1600, 900)
    hint.show_hint(legal[0], None)     # "Hint: ♠ (3 held)" fits the line
    assert not bubble.isVisible() and line.text() == hint.message


def test_every_shortcut_row_shows_its_whole_text(qtbot, language):
    # The last row ("Alt + underlined letter: Press that button…") was cut.
    from PySide6.QtCore import QRect

    dialog = aids.ShortcutsDialog(None, aids.table_keys())
    qtbot.addWidget(dialog)
    dialog.show()
    table, metrics = dialog.table, dialog.table.fontMetrics()
    for row in range(table.rowCount()):
        keys, what = table.item(row, 0).text(), table.item(row, 1).text()
        assert metrics.horizontalAdvance(keys) <= table.columnWidth(0), keys
        needed = metrics.boundingRect(QRect(0, 0, table.columnWidth(1) - 8, 10_000),
                                      int(Qt.TextFlag.TextWordWrap), what).height()
        assert needed <= table.rowHeight(row), (row, what)
        assert table.wordWrap() or metrics.horizontalAdvance(what) <= table.columnWidth(1)
