"""A lesson for a blind player: each step's text is said as it comes, the
cards the lesson outlines are named, and Tab reaches Start, Continue and
Leave lesson."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible

from cardtable import texts
from cardtable.cards import parse_card
from cardtable.table.lesson import all_lessons
from tests.ui.access.test_keyboard_focus import tab_reaches
from tests.ui.learning.test_lessons import menu_action

TIMEOUT = 20_000
LESSON_22 = next(lesson for lesson in all_lessons() if lesson.key == "twenty-two")


@pytest.fixture(autouse=True)
def screen_reader():
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def test_each_step_is_said_and_the_outlined_cards_named(window, qtbot):
    said: list[tuple[str, str]] = []
    window.access.announced.connect(lambda text, kind: said.append((text, kind)))
    menu_action(window, LESSON_22).trigger()
    runner, panel = window.lessons, window.lessons.panel
    qtbot.waitUntil(lambda: panel.start_button.isVisible(), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: any(kind == "lesson" for _t, kind in said), timeout=TIMEOUT)
    first = next(text for text, kind in said if kind == "lesson")
    assert first == texts.spoken(f"{panel.title.text()}. {panel.text.text()}")
    said.clear()
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: (texts.spoken(panel.text.text()), "lesson") in said,
                    timeout=TIMEOUT)
    qtbot.waitUntil(lambda: bool(runner.pointer.glows), timeout=TIMEOUT)
    names = [texts.spoken_card_name(parse_card(glow.parentItem().code))
             for glow in runner.pointer.glows]
    outlined = QCoreApplication.translate("LessonPanel", "Outlined: %1").replace(
        "%1", texts.join_list(names))
    qtbot.waitUntil(lambda: (outlined, "lesson") in said, timeout=TIMEOUT)


def test_tab_reaches_the_lesson_buttons(window, qtbot):
    menu_action(window, LESSON_22).trigger()
    panel = window.lessons.panel
    qtbot.waitUntil(lambda: panel.start_button.isVisible(), timeout=TIMEOUT)
    assert {panel.start_button, panel.leave_button} <= tab_reaches(window, qtbot)
    for button in (panel.start_button, panel.continue_button, panel.leave_button):
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
        assert not button.focusPolicy() & Qt.FocusPolicy.ClickFocus   # the arrows stay the cards'


def test_an_outline_redrawn_is_not_said_again_but_a_new_steps_is(window, qtbot):
    """The glows are cleared and drawn again as the table moves: the same
    cards were said three times in a row ("Outlined: seven of spades, seven
    of hearts" after the lead, after the next text, after Ben's play)."""
    said: list[str] = []
    window.access.announced.connect(lambda text, kind: kind == "lesson" and said.append(text))
    panel = window.lessons.panel
    panel.set_legend(True, ["7S", "7H"])
    panel.set_legend(False)                      # the glows cleared, redrawn
    panel.set_legend(True, ["7S", "7H"])
    qtbot.waitUntil(lambda: not window.access.cards.pending, timeout=TIMEOUT)
    assert [text for text in said if text.startswith("Outlined")] == [
        QCoreApplication.translate("LessonPanel", "Outlined: %1").replace(
            "%1", texts.join_list([texts.spoken_card_name(parse_card(c)) for c in ("7S", "7H")]))]
    panel.set_text("22", "", "Lead your two 7s again.")   # a new step: its outline said again
    panel.set_legend(True, ["7S", "7H"])
    qtbot.waitUntil(lambda: not window.access.cards.pending, timeout=TIMEOUT)
    assert len([text for text in said if text.startswith("Outlined")]) == 2
