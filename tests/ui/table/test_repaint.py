"""What a card leaves on the felt is painted over, however the view's next frame came.

Seen on an X server after every lesson: thin lines (a shadow, the bottom
edge of the lesson's glow, a lifted card's top) stayed where the hand's cards
had been. The screen reader's lists lie over the hand and draw nothing, so Qt
paints the table under them when they change; such a paint came between a
card's move and the scene telling the view about it, and the view forgot
where it had drawn the card before. The window's pixels as shown (what the
offscreen platform's screen grab returns: the backing store, painted bit by
bit) must equal a fresh full render of the table.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QEventLoop
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QWidget

from cardtable.table.art.card_art import CardArt
from cardtable.table.hand_input import HandInput
from cardtable.table.items import CardItem
from cardtable.table.scene import SELECT_LIFT, TableScene
from cardtable.table.view import TableView
from cardtable.ui.learning.lesson_panel import PointerGlow


@pytest.fixture
def table(qapp):
    scene = TableScene(CardArt())
    view = TableView(scene, HandInput(scene, scene.instant))
    view.resize(800, 500)
    view.show()
    yield scene, view
    view.close()
    scene.clear()


def settle(qapp) -> None:
    """Every queued change and paint done (no waiting: the queue is drained)."""
    for _ in range(5):
        qapp.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)


def pixels(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(),
                                                                image.bytesPerLine())
    return rows[:, :image.width() * 4].astype(int)


def stale_rows(view: TableView) -> list[int]:
    """Rows of the viewport where what is shown differs from a full render."""
    viewport = view.viewport()
    corner = viewport.mapToGlobal(viewport.rect().topLeft())
    shown = QGuiApplication.primaryScreen().grabWindow(
        0, corner.x(), corner.y(), viewport.width(), viewport.height()).toImage()
    full = viewport.grab().toImage()
    assert shown.size() == full.size()
    differ = np.abs(pixels(shown) - pixels(full)).max(axis=1) > 24
    return np.nonzero(differ)[0].tolist()


@pytest.mark.parametrize("glow", [False, True])
def test_a_paint_under_an_overlay_between_a_move_and_its_update_leaves_no_edges(
        qapp, table, glow):
    scene, view = table
    card = CardItem("AS", True)
    scene.addItem(card)
    card.setScale(0.8)
    if glow:
        PointerGlow(card)
    card.setPos(700, 900 - SELECT_LIFT)       # a selected card, lifted
    # A widget over the card's resting place that draws nothing (the screen
    # reader's hand list is such a one).
    overlay = QWidget(view.viewport())
    overlay.setGeometry(view.mapFromScene(card.sceneBoundingRect().translated(0, SELECT_LIFT))
                        .boundingRect())
    overlay.show()
    settle(qapp)
    assert stale_rows(view) == []
    card.setPos(700, 900)                     # dropped back into the hand …
    overlay.repaint()                         # … and the table under the list painted at once
    settle(qapp)
    assert stale_rows(view) == []


def test_cards_leaving_the_hand_leave_no_shadow(qapp, table):
    """The plain case, for comparison: moves the scene reports in time."""
    scene, view = table
    cards = [CardItem(code, True) for code in ("2C", "7S", "7H")]
    for i, card in enumerate(cards):
        scene.addItem(card)
        card.setScale(0.8)
        card.setPos(600 + 40 * i, 900)
        PointerGlow(card)
    settle(qapp)
    for card in cards:
        card.setPos(700, 450)
    settle(qapp)
    assert stale_rows(view) == []
