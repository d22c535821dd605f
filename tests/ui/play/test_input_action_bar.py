"""Clicks on a bar whose buttons change meaning: Sneak's
Pass does not wait where Draw was just pressed, the second press of a
double-click on a changed bar is ignored, and a replaced button leaves at
once (its Alt+letter with it)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.ui.play.action_bar import ActionBar

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def shown_bar(qtbot) -> ActionBar:
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.resize(900, 120)
    bar.show()
    qtbot.waitExposed(bar)
    return bar


def button(bar: ActionBar, word: str):
    """The shown choice button whose label reads ``word``, once it is shown."""
    return next(b for b in bar.choice_buttons if word in b.text() and b.isVisible())


def click_at(bar: ActionBar, spot: QPoint) -> None:
    """A click at ``spot`` of the bar, on whatever is there now (QTest sends a
    widget's events to that widget only; a person's click goes to what is shown)."""
    target = bar.childAt(spot) or bar
    QTest.mouseClick(target, LEFT, NONE, target.mapFrom(bar, spot))


def draw_prompt(bar: ActionBar) -> None:
    """Sneak's own turn: Draw, or select cards to Sneak / Flaunt."""
    bar.show_card_buttons("Draw, or select a card and Sneak.",
                          [("&Sneak", "sneak"), ("Fl&aunt", "flaunt")], [("&Draw", "draw")])


def answer_prompt(bar: ActionBar) -> None:
    """An AI sneaked: Challenge with a card, or Pass."""
    bar.show_card_buttons("Aiko sneaked. Challenge, or Pass.",
                          [("&Challenge", "challenge")], [("&Pass", "pass")])


def test_pass_does_not_take_the_place_of_the_draw_just_clicked(qtbot):
    bar = shown_bar(qtbot)
    chosen: list[str] = []
    bar.chosen.connect(chosen.append)
    draw_prompt(bar)
    qtbot.waitUntil(lambda: any(b.isVisible() and "Draw" in b.text() for b in bar.choice_buttons))
    draw = button(bar, "Draw")
    spot = draw.mapTo(bar, draw.rect().center())
    click_at(bar, spot)
    assert chosen == ["draw"]
    bar.show_idle("Aiko is thinking…")
    answer_prompt(bar)                  # the AI sneaked: the bar asks again
    qtbot.waitUntil(lambda: any(b.isVisible() and "Pass" in b.text() for b in bar.choice_buttons))
    passing = button(bar, "Pass")
    assert not passing.geometry().intersects(draw.geometry())
    click_at(bar, spot)                              # the person clicks Draw again …
    assert chosen == ["draw"]                        # … and passes nothing
    QTest.mouseClick(passing, LEFT)                  # Pass itself still passes
    assert chosen == ["draw", "pass"]


def test_the_next_prompt_keeps_its_places_after_a_click_elsewhere(qtbot):
    """Only the place of the button just pressed is kept free: after another
    prompt, Pass is at the start of the row again."""
    bar = shown_bar(qtbot)
    answer_prompt(bar)
    qtbot.waitUntil(lambda: any(b.isVisible() and "Pass" in b.text() for b in bar.choice_buttons))
    first = button(bar, "Pass").geometry()
    bar.show_question("Double?")
    QTest.mouseClick(bar.yes_button, LEFT)
    answer_prompt(bar)
    qtbot.waitUntil(lambda: any(b.isVisible() and "Pass" in b.text() for b in bar.choice_buttons))
    assert button(bar, "Pass").geometry() == first


def test_draw_and_pass_each_keep_one_place(qtbot):
    """Pass stood at x≈10 one turn and x≈124 the next (after a Draw click):
    each move without cards has a place of its own, whatever was pressed."""
    bar = shown_bar(qtbot)
    answer_prompt(bar)
    qtbot.waitUntil(lambda: any(b.isVisible() and "Pass" in b.text() for b in bar.choice_buttons))
    alone = button(bar, "Pass").geometry()
    draw_prompt(bar)
    qtbot.waitUntil(lambda: any(b.isVisible() and "Draw" in b.text() for b in bar.choice_buttons))
    draw = button(bar, "Draw")
    QTest.mouseClick(draw, LEFT)
    answer_prompt(bar)
    qtbot.waitUntil(lambda: any(b.isVisible() and "Pass" in b.text() for b in bar.choice_buttons))
    assert button(bar, "Pass").geometry() == alone
    assert alone.left() > draw.geometry().right()
    bar.show_card_buttons("Draw or Pass.", [], [("&Draw", "draw"), ("&Pass", "pass")])
    qtbot.waitUntil(lambda: any(b.isVisible() and "Pass" in b.text() for b in bar.choice_buttons))
    assert button(bar, "Pass").geometry().left() == alone.left()
    assert button(bar, "Draw").geometry().left() == draw.geometry().left()


def send(widget, kind: QEvent.Type, stamp: int) -> None:
    """A mouse event in ``widget``'s middle carrying its own time (ms), as a
    windowing system sends the presses of a double-click."""
    at = QPointF(widget.rect().center())
    held = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else LEFT
    event = QMouseEvent(kind, at, QPointF(widget.mapToGlobal(at)), LEFT, held, NONE)
    event.setTimestamp(stamp)
    QApplication.sendEvent(widget, event)


def test_the_second_press_of_a_double_click_on_a_changed_bar_is_ignored(qtbot):
    """Rassi asks Double? then Redouble? with Yes in the same place: a double-click
    on Yes answers the first question only; a later click answers the second."""
    bar = shown_bar(qtbot)
    answers: list[bool] = []

    def answered(value: bool) -> None:   # as the table does: the next question comes
        answers.append(value)
        bar.show_idle("")
        bar.show_question("Redouble?")

    bar.answer.connect(answered)
    bar.show_question("Double?")
    qtbot.waitUntil(bar.yes_button.isVisible)
    yes = bar.yes_button
    interval = QApplication.doubleClickInterval()
    press, release = QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease
    send(yes, press, 50_000)
    send(yes, release, 50_060)
    assert answers == [True]
    send(yes, press, 50_000 + interval // 2)        # a windowing system may send the press …
    send(yes, QEvent.Type.MouseButtonDblClick, 50_000 + interval // 2)   # … and the double-click
    send(yes, release, 50_000 + interval // 2 + 40)
    assert answers == [True]
    send(yes, press, 50_000 + 3 * interval)
    send(yes, release, 50_000 + 3 * interval + 60)
    assert answers == [True, True]


def test_a_quick_second_click_on_an_unchanged_bar_counts(qtbot):
    """Nothing changed under the pointer: both clicks are the person's."""
    bar = shown_bar(qtbot)
    bar.show_cards("play", "Play a card.")
    bar.set_primary_enabled(True)
    clicks: list[bool] = []
    bar.primary.connect(lambda: clicks.append(True))
    qtbot.waitUntil(bar.primary_button.isVisible)
    press, release = QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease
    send(bar.primary_button, press, 70_000)
    send(bar.primary_button, release, 70_050)
    send(bar.primary_button, press, 70_150)
    send(bar.primary_button, release, 70_200)
    assert clicks == [True, True]


def test_a_replaced_button_leaves_at_once_with_its_key(qtbot):
    """Two Draw prompts in a row: the first one's button is hidden at once, not
    left under the new row until Qt deletes it, so Alt+D is not ambiguous
    (an ambiguous mnemonic only moves the focus) and reaches the new Draw."""
    bar = shown_bar(qtbot)
    chosen: list[str] = []
    bar.chosen.connect(chosen.append)
    bar.show_choices("Draw a card.", [("&Draw", "first")])
    bar.show_choices("Draw a card.", [("&Draw", "second")])
    QApplication.processEvents()        # the new button is shown (a queued event)
    draws = [b for b in bar.findChildren(type(bar.primary_button))
             if "Draw" in b.text() and b.isVisible()]
    assert len(draws) == 1
    bar.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is bar)
    QTest.keyClick(bar, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: chosen == ["second"])


def test_a_press_on_yes_keeps_no_place_free_in_the_choices(qtbot):
    """Only a pressed choice keeps its place free: after Yes, Draw starts the row."""
    bar = shown_bar(qtbot)
    bar.show_question("Double?")
    qtbot.waitUntil(bar.yes_button.isVisible)
    QTest.mouseClick(bar.yes_button, LEFT, NONE, QPoint(5, 5))
    draw_prompt(bar)
    qtbot.waitUntil(lambda: any(b.isVisible() and "Draw" in b.text() for b in bar.choice_buttons))
    assert button(bar, "Draw").geometry().left() == 0


def test_choice_buttons_are_kept_for_the_next_prompt_not_deleted(qtbot):
    """Thirteen rank buttons a question, question after question: the bar
    reuses its buttons (a deleted one left a screen reader asking Qt about a
    dead object), and a reused button does only what its new prompt says."""
    bar = shown_bar(qtbot)
    chosen: list[str] = []
    bar.chosen.connect(chosen.append)
    ranks = [str(r) for r in range(2, 11)] + ["J", "Q", "K", "A"]
    for question in range(20):
        bar.show_choices("Name a rank.", [(rank, f"{question}:{rank}") for rank in ranks])
        bar.show_question("Double?")
    QApplication.processEvents()
    made = bar.findChildren(type(bar.primary_button))
    assert len(made) <= 4 + len(ranks)       # primary, keep, yes, no and one row of ranks
    bar.show_choices("Draw a card.", [("&Draw", "draw")])
    QApplication.processEvents()
    [draw] = bar.choice_buttons
    assert draw in made and draw.text() == "&Draw" and draw.accessibleName() == ""
    assert [b for b in made if b.isVisible() and b.text() == "Q"] == []
    qtbot.mouseClick(draw, LEFT)
    assert chosen == ["draw"]
