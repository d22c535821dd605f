"""The mouse on the cards, as real events on the table's viewport: a
double-click plays and opens nothing; a card dragged onto
the felt is played, a short drag is a click, and a drop that cannot go says
why and slides back into the hand."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.ai import make_bot
from cardtable.cards import parse_card
from cardtable.texts import card_name
from cardtable.ui.aids import last_trick

TIMEOUT = 10_000
LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def record_viewers(monkeypatch) -> list:
    """Every last-trick / played-cards window that opens (none really shows)."""
    opened: list = []
    monkeypatch.setattr(last_trick.TricksDialog, "exec", lambda self: opened.append(self) or 0)
    return opened


def supertrump_play_turn(window, qtbot, seed: int = 4, wanted=lambda window: True) -> None:
    """A Supertrump game at the person's play turn where ``wanted`` holds; the
    person names trumps with the first button and plays the first legal card
    on the other turns."""
    window.start_game(game="supertrump", variant="supertrump", players=2, seed=seed,
                      level="easy")
    session, bar, hand_input = window.session, window.bar, window.hand_input
    for _ in range(60):
        qtbot.waitUntil(lambda: hand_input.active or bar.mode == "choices", timeout=TIMEOUT)
        if bar.mode == "choices":
            bar.chosen.emit(session.state.legal_actions()[0])
            continue
        if wanted(window):
            return
        action = session.state.legal_actions()[0]
        item = next(i for i in hand_input.hand if i.code == action.card.code)
        item.double_clicked.emit(item)
    raise AssertionError("the wanted turn did not come")


def point_of(window, item) -> QPoint:
    """A point of the viewport where ``item`` is on top (a fanned card shows
    only its left part: the next card covers the rest)."""
    view, rect = window.view, item.sceneBoundingRect()
    for share in (0.5, 0.35, 0.2, 0.1, 0.05):
        at = view.mapFromScene(QPointF(rect.left() + rect.width() * share, rect.center().y()))
        if view.itemAt(at) is item:
            return at
    raise AssertionError(f"{item.code} is nowhere on top")


def trick_cards(window) -> list:
    return [card for _, cards in window.scene.trick for card in cards]


# ---------------------------------------------------------------- double-click
def test_the_release_of_a_double_click_that_played_opens_nothing(window, qtbot, monkeypatch):
    """Press, release, double-click, release on a card: the card is played and
    the last release — on that card, now in the trick and (at any speed but
    instant) still under the pointer — does not open the last trick."""
    opened = record_viewers(monkeypatch)
    supertrump_play_turn(window, qtbot, wanted=lambda w: not trick_cards(w))   # a lead
    view, viewport = window.view, window.view.viewport()
    item = next(i for i in window.hand_input.hand if i.marked == "legal")
    at = point_of(window, item)
    moves = window.session.state.moves_made
    QTest.mousePress(viewport, LEFT, NONE, at)
    QTest.mouseRelease(viewport, LEFT, NONE, at)
    QTest.mouseDClick(viewport, LEFT, NONE, at)
    assert window.session.state.moves_made > moves          # the double-click played
    window.session.stop()     # the AI does not answer: the trick stays as the play left it
    qtbot.waitUntil(lambda: item in trick_cards(window), timeout=TIMEOUT)
    # Where the flying card still is when the button comes up (tests run at
    # instant speed, where it is already in the middle).
    item.setPos(view.mapToScene(at))
    item.setZValue(1000)
    assert view.itemAt(at) is item
    QTest.mouseRelease(viewport, LEFT, NONE, at)
    assert opened == []
    QTest.mouseClick(viewport, LEFT, NONE, at)      # a click of its own on the trick …
    assert len(opened) == 1                         # … still opens the last trick


def send(viewport, kind: QEvent.Type, at: QPoint, stamp: int) -> None:
    """A mouse event at ``at`` carrying its own time (ms), as a windowing system sends it."""
    held = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else LEFT
    event = QMouseEvent(kind, QPointF(at), QPointF(viewport.mapToGlobal(at)), LEFT, held, NONE)
    event.setTimestamp(stamp)
    QApplication.sendEvent(viewport, event)


def test_a_click_on_the_trick_just_after_a_hand_press_opens_nothing(window, qtbot,
                                                                   monkeypatch):
    """A third quick click, landing on a card that has just flown into the
    trick, is still part of playing: it opens nothing; later it does."""
    opened = record_viewers(monkeypatch)
    supertrump_play_turn(window, qtbot, wanted=lambda w: bool(trick_cards(w)))
    view, viewport = window.view, window.view.viewport()
    target = trick_cards(window)[-1]
    at, hand_at = point_of(window, target), point_of(window, window.hand_input.hand[0])
    assert view.itemAt(at) is target
    interval = QApplication.doubleClickInterval()
    press, release = QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease
    send(viewport, press, hand_at, 10_000)
    send(viewport, release, hand_at, 10_050)
    send(viewport, press, at, 10_000 + interval - 50)
    send(viewport, release, at, 10_000 + interval - 10)
    assert opened == []
    send(viewport, press, at, 20_000)
    send(viewport, release, at, 20_050)
    assert len(opened) == 1


# ---------------------------------------------------------------- dragging
def drag(viewport, start: QPoint, end: QPoint) -> None:
    """Press at ``start``, move there in a few steps with the button held, let go."""
    QTest.mousePress(viewport, LEFT, NONE, start)
    for step in (1, 2, 3, 4):
        QTest.mouseMove(viewport, start + (end - start) * step / 4)
    QTest.mouseRelease(viewport, LEFT, NONE, end)


def felt_point(window) -> QPoint:
    """The person's trick spot, on the felt above the hand."""
    x, y = window.scene.box(window.scene.bottom_seat).trick
    return window.view.mapFromScene(QPointF(x, y))


def held_codes(window) -> set[str]:
    """The cards the engine says the person holds."""
    return {c.code for c in window.session.state.hands[window.session.viewer_seat]}


def test_a_card_dragged_onto_the_felt_is_played(window, qtbot, monkeypatch):
    opened = record_viewers(monkeypatch)
    supertrump_play_turn(window, qtbot)
    item = next(i for i in window.hand_input.hand if i.marked == "legal")
    moves = window.session.state.moves_made
    drag(window.view.viewport(), point_of(window, item), felt_point(window))
    assert window.session.state.moves_made == moves + 1     # played on the release
    assert item.code not in held_codes(window)
    assert opened == []                   # let go over the trick: a play, not a look back


def test_a_drag_let_go_over_the_hand_plays_nothing(window, qtbot):
    supertrump_play_turn(window, qtbot)
    hand = window.hand_input.hand
    item = next(i for i in hand if i.marked == "legal")
    moves = window.session.state.moves_made
    drag(window.view.viewport(), point_of(window, item), point_of(window, hand[-1]))
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=TIMEOUT)
    assert window.session.state.moves_made == moves and item in window.hand_input.hand


def test_a_short_drag_is_a_click(window, qtbot):
    supertrump_play_turn(window, qtbot)
    item = next(i for i in window.hand_input.hand if i.marked == "legal")
    at = point_of(window, item)
    short = QPoint(QApplication.startDragDistance() // 2, 0)
    moves = window.session.state.moves_made
    drag(window.view.viewport(), at, at + short)
    assert item.selected and window.hand_input.selection == [item]
    assert window.session.state.moves_made == moves and window.bar.primary_button.isEnabled()


def has_dimmed(window) -> bool:
    return any(i.marked == "dim" for i in window.hand_input.hand)


def test_a_drop_that_cannot_go_says_why_and_slides_back(window, qtbot):
    """A dimmed card (it does not follow suit) dropped on the felt: no move, the
    status line says why as the card's tooltip does, the prompt's buttons stay,
    and the card slides back — from where it was let go, not in one jump."""
    supertrump_play_turn(window, qtbot, wanted=has_dimmed)
    item = next(i for i in window.hand_input.hand if i.marked == "dim")
    home, rule = item.pos(), window.bar.text
    moves, mode = window.session.state.moves_made, window.bar.mode
    window.animator.set_speed("normal")
    drag(window.view.viewport(), point_of(window, item), felt_point(window))
    assert (item.pos() - home).manhattanLength() > 50       # still where it was let go …
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=TIMEOUT)
    assert (item.pos() - home).manhattanLength() < 0.5      # … then back in its place
    assert window.session.state.moves_made == moves and window.bar.mode == mode
    said = QCoreApplication.translate("Tooltips", "%1 — not playable now: %2").replace(
        "%1", card_name(parse_card(item.code))).replace("%2", rule)
    assert window.bar.status.text() == said == item.toolTip()   # the tooltip's very words


def test_a_dragged_selection_is_played_together(window, qtbot):
    """Where a play is several cards (a set in 22), dragging one selected card
    carries the whole selection onto the felt."""
    window.start_game(variant="twenty-two", players=3, seed=2)
    bot, rng = make_bot("easy"), random.Random(2)
    session, bar, hand_input = window.session, window.bar, window.hand_input
    for _ in range(80):
        qtbot.waitUntil(lambda: hand_input.active or bar.mode == "question", timeout=TIMEOUT)
        legal = session.state.legal_actions()
        sets = [a for a in legal if getattr(a, "name", "") == "play" and len(a.cards) >= 2]
        if sets:
            break
        bar.chosen.emit(bot.choose(session.state.observation(session.viewer_seat), legal, rng))
    else:
        raise AssertionError("no set to play came up")
    codes = [c.code for c in sets[0].cards]
    cards = [next(i for i in hand_input.hand if i.code == code) for code in codes]
    for card in cards:
        card.clicked.emit(card)
    moves = session.state.moves_made
    drag(window.view.viewport(), point_of(window, cards[0]), felt_point(window))
    assert session.state.moves_made == moves + 1
    assert not set(codes) & held_codes(window)              # every card of the set went
