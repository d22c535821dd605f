"""The hand and the trick as list widgets lying over their cards, unseen.

A screen reader reviews what is on screen: Orca's flat review reads the
objects that are *showing* inside the window, line by line by where they
are, and Where Am I describes the object with the keyboard focus. A card on
a ``QGraphicsScene`` is none of these (Qt has no accessible object for a
graphics item, and PySide6 cannot give it one). So each list is a real
``QListWidget`` laid over its cards on the table view — the hand over the
hand, one item over each card's visible strip; the trick over the cards in
the middle, one line a play — drawing nothing and letting every click
through, so nothing changes on screen or under the mouse.

The hand list is the table view's *focus proxy*: when the table has the
keyboard focus, the hand list holds it, so the focused card is the current
item of a focused list — the accessible object a reader follows and
describes. Keys reaching it go on to the table view (the hand input, the
review keys), as they did before; Tab and Shift+Tab move the focus on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGraphicsView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QWidget,
)

from cardtable.table.items import BASE_H, BASE_W
from cardtable.table.scene import TableScene

#: Keys the list keeps: they move the focus out of the table.
FOCUS_KEYS = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)


class LiveItem(QListWidgetItem):
    """An item whose description is asked for when a reader reads it.

    A description kept as item data would change with every move of the
    game, and Qt tells the reader each change of the focused item's: Orca 46
    then said "Waiting for Ivo." after every play. Asked for, it is always
    current and never announced."""

    def __init__(self, text: str, describe: Callable[[int], str]) -> None:
        super().__init__(text)
        self.describe = describe

    def data(self, role: int) -> Any:
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            view = self.listWidget()
            return self.describe(view.row(self)) if view is not None else ""
        return super().data(role)


class Unpainted(QStyledItemDelegate):
    """Draws nothing: the cards under the list are what a person sees."""

    def paint(self, painter, option, index) -> None:
        return None


def overlay_list(parent: QWidget, flow: QListView.Flow) -> QListWidget:
    """A list that draws nothing and takes no mouse event, in ``parent``."""
    view = QListWidget(parent)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # reached as the table's focus proxy
    view.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
    view.setFrameShape(QFrame.Shape.NoFrame)
    view.setFlow(flow)
    view.setWrapping(False)
    view.setSpacing(0)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setItemDelegate(Unpainted(view))
    view.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    # A viewport made here, as the table's (``TableView``): PySide6 then knows its
    # type, and ``viewport()`` does not search every widget class at start.
    viewport = QWidget()
    viewport.setAutoFillBackground(False)
    view.setViewport(viewport)
    view.setAutoFillBackground(False)
    view.setStyleSheet("background: transparent; border: none;")
    view.setGeometry(0, 0, 0, 0)
    return view


def _on_view(view: QGraphicsView, rect: QRectF) -> QRect:
    """A scene rectangle in the view's viewport coordinates."""
    return view.mapFromScene(rect).boundingRect()


def hand_strips(scene: TableScene, view: QGraphicsView, seat: int, count: int) -> list[QRect]:
    """Where each of the seat's ``count`` hand cards shows on the view: the
    part of it not covered by the next card (all of the last card)."""
    if scene.layout_ is None or count == 0 or seat >= len(scene.layout_.seats):
        return []
    w = scene.box(seat).card_w
    h = w * BASE_H / BASE_W
    slots = scene.hand_slots(seat, count)
    strips = []
    for i, (x, y) in enumerate(slots):
        right = slots[i + 1][0] - w / 2 if i + 1 < count else x + w / 2
        strips.append(_on_view(view, QRectF(x - w / 2, y - h / 2, right - (x - w / 2), h)))
    return strips


def trick_area(scene: TableScene, view: QGraphicsView) -> QRect:
    """Where the cards of the trick lie on the view (empty without any)."""
    if scene.layout_ is None:
        return QRect()
    w = scene.layout_.centre_card_w
    h = w * BASE_H / BASE_W
    area = QRectF()
    spots = [spot for seat, items in scene.trick for spot in scene.trick_slots(seat, len(items))]
    spots += [scene.box(seat).trick for seat in scene.placed]
    for x, y in spots:
        area = area.united(QRectF(x - w / 2, y - h / 2, w, h))
    return _on_view(view, area) if not area.isEmpty() else QRect()


def lay_out(widget: QListWidget, area: QRect, sizes: list[QSize]) -> None:
    """Put the list over ``area`` with its items ``sizes`` (in order)."""
    for i, size in enumerate(sizes[:widget.count()]):
        item = widget.item(i)
        if item.sizeHint() != size:
            item.setSizeHint(size)
    if widget.geometry() != area:
        widget.setGeometry(area)
    widget.doItemsLayout()


def place_hand(widget: QListWidget, strips: list[QRect]) -> None:
    if len(strips) != widget.count() or not strips:
        lay_out(widget, QRect(), [])
        return
    area = strips[0]
    for strip in strips[1:]:
        area = area.united(strip)
    lay_out(widget, area, [QSize(strip.width(), area.height()) for strip in strips])


def place_trick(widget: QListWidget, area: QRect) -> None:
    count = widget.count()
    if not count or area.isEmpty():
        lay_out(widget, QRect(), [])
        return
    height = max(1, area.height() // count)
    lay_out(widget, QRect(area.x(), area.y(), area.width(), height * count),
            [QSize(area.width(), height)] * count)


class KeysToTable(QObject):
    """Hands the keys the hand list receives on to the table view."""

    def __init__(self, hand: QListWidget, table: QWidget) -> None:
        super().__init__(hand)
        self.table = table
        hand.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) \
                and isinstance(event, QKeyEvent) and event.key() not in FOCUS_KEYS:
            copy = QKeyEvent(event.type(), event.key(), event.modifiers(), event.text(),
                             event.isAutoRepeat(), event.count())
            QCoreApplication.sendEvent(self.table, copy)
            return True
        return False
