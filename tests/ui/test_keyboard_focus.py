"""The keyboard stays with the cards: a bar button that vanishes with its
prompt hands the focus back to the table, never to the game log (where the
arrow keys would scroll text instead of moving along the hand)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

TIMEOUT = 10_000


def test_after_keep_hand_the_arrow_keys_move_along_the_hand(window, qtbot):
    window.activateWindow()
    turns: list[int] = []
    window.session.human_turn.connect(lambda seat, _actions: turns.append(seat))
    window.start_game(variant="twenty-two", players=4, seed=1)
    qtbot.waitUntil(lambda: bool(turns) and window.bar.keep_button.isVisible(), timeout=TIMEOUT)
    window.bar.keep_button.setFocus()
    qtbot.mouseClick(window.bar.keep_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(turns) >= 2 and not window.animator.busy, timeout=TIMEOUT)
    assert QApplication.focusWidget() is window.view
    before = window.hand_input.focus
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert window.hand_input.focus == (before + 1) % len(window.hand_input.hand)


def test_the_log_and_scores_take_focus_only_when_clicked(window):
    for widget in (window.panel.log, window.panel.scores):
        assert widget.focusPolicy() == Qt.FocusPolicy.ClickFocus


def test_a_button_that_stays_keeps_its_focus(window, qtbot):
    released: list[bool] = []
    window.bar.focus_released.connect(lambda: released.append(True))
    window.activateWindow()
    window.bar.show_question("Double?")
    window.bar.yes_button.setFocus()
    window.bar.show_question("Redouble?")             # the Yes button is still there
    assert released == []
    window.bar.show_idle("")                          # … and now it is gone
    assert released == [True]
