"""The hand and the trick can be reviewed with the screen reader's own
commands: the focused card is an accessible object on screen with the
keyboard focus (what Where Am I describes), and both lists lie over their
cards (what flat review reads, line by line, by where things are).

They were 0×0 lists that took no focus: Orca's flat review read "Your hand
Trick" and Where Am I named the card table, never a card or whose turn.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from cardtable import texts
from cardtable.cards import parse_card
from tests.ui.access.test_accessibility import TIMEOUT, play
from tests.ui.access.test_review_keys import screen_reader, tr

__all__ = ["screen_reader"]                 # the fixture: the reader is on


def at_play_turn(window, qtbot) -> None:
    window.start_game(variant="twenty-two", players=4, seed=6)
    play(window, qtbot, lambda: window.hand_input.card_phase_name == "play")
    qtbot.waitUntil(lambda: not window.access.cards.pending, timeout=TIMEOUT)
    window.activateWindow()
    window.view.setFocus()


def window_rect(window) -> QRect:
    return QRect(window.mapToGlobal(QPoint(0, 0)), window.size())


def test_the_focused_card_is_a_focused_object_on_screen_that_says_if_it_can_go(window, qtbot):
    at_play_turn(window, qtbot)
    cards, hand_input = window.access.cards, window.hand_input
    assert QApplication.focusWidget() is cards.hand and window.view.hasFocus()
    for _ in range(len(hand_input.hand)):
        focus = QAccessible.queryAccessibleInterface(cards.hand).focusChild()
        item = hand_input.hand[hand_input.focus]
        assert focus is not None
        assert focus.text(QAccessible.Text.Name) == texts.spoken_card_name(parse_card(item.code))
        state = focus.state()
        assert state.focused and state.focusable and not state.invisible and not state.offscreen
        rect = focus.rect()
        assert not rect.isEmpty() and window_rect(window).contains(rect)
        assert focus.text(QAccessible.Text.Description) == (
            tr("Your turn: cannot be played now.") if item.marked == "dim"
            else tr("Your turn: can be played."))
        before = hand_input.focus
        qtbot.keyClick(cards.hand, Qt.Key.Key_Right)     # the keys go on to the table
        qtbot.waitUntil(lambda b=before: hand_input.focus != b, timeout=TIMEOUT)
        qtbot.waitUntil(lambda: cards.hand.currentRow() == hand_input.focus, timeout=TIMEOUT)


def test_the_lists_lie_over_their_cards_and_let_clicks_through(window, qtbot):
    at_play_turn(window, qtbot)
    cards, view, scene = window.access.cards, window.view, window.scene
    seat = window.session.viewer_seat
    hand = QAccessible.queryAccessibleInterface(cards.hand)
    assert hand.childCount() == len(scene.hands[seat])
    for i, item in enumerate(scene.hands[seat]):
        child = hand.child(i)
        card = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        card = QRect(view.viewport().mapToGlobal(card.topLeft()), card.size())
        assert child.rect().intersects(card) and not child.state().invisible
        centre = view.viewport().mapFromGlobal(child.rect().center())
        assert view.viewport().childAt(centre) is None          # a click reaches the card
    trick = QAccessible.queryAccessibleInterface(cards.trick)
    assert trick.childCount() == 3                              # Ben, Ivo, Daichi have played
    lines = [trick.child(i) for i in range(trick.childCount())]
    assert [line.text(QAccessible.Text.Name) for line in lines] == cards.items(cards.trick)
    for line in lines:
        assert not line.rect().isEmpty() and not line.state().invisible
        assert window_rect(window).contains(line.rect())
    tops = [line.rect().top() for line in lines]
    assert tops == sorted(tops)                                 # read top to bottom, in order
