"""A scroll area that asks for room for a few rows of its content, not all.

The setup dialog's seats and rules each sit in one, so that sixteen seats or
a long list of rules scroll instead of stretching the dialog off a small
screen, while a short list asks for exactly its own height. ``fit_to_content``
does the same for a window round a plain scroll area (the trick viewers):
as wide as its rows, within the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


class RowsArea(QScrollArea):
    """A frameless vertical scroll area that asks for room for its content, but
    for no more than ``most`` rows and no fewer than ``least`` (rows of
    ``row_height`` pixels): a long list scrolls instead of stretching the
    dialog off the screen, and a short screen still shows a few rows."""

    def __init__(self, most: int, least: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.most, self.least = most, least
        self.row_height = 30   # set by the owner from its editors' heights
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _content(self) -> QSize:
        widget = self.widget()
        return widget.sizeHint() if widget is not None else QSize(0, 0)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        content = self._content()
        return QSize(content.width() + self.verticalScrollBar().sizeHint().width(),
                     min(content.height(), self.most * self.row_height))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        content = self._content()
        return QSize(min(content.width(), 200),
                     min(content.height(), self.least * self.row_height))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        """Rows added or removed change what this area asks for: tell the dialog."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)


def fit_to_content(window: QWidget, area: QScrollArea, width: int, height: int,
                   available: QRect | None = None) -> None:
    """Size ``window`` to at least ``width``×``height``, and wider where the rows
    in ``area`` need it, so that none is cut at the right edge (Played cards
    cut off the 4th seat of a 4-player trick of sets at 620 px) — but never
    beyond the screen's ``available`` area (its own, when ``None``): there the
    rows scroll sideways. Only grows: a window the player widened stays."""
    inner = area.widget()
    if inner is None:
        return
    # Rows just added to a window on screen are shown by Qt a moment later, and
    # a layout counts no hidden widget: show them now to measure them.
    for child in inner.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
        if child.isHidden() and not child.testAttribute(
                Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
            child.show()
    if inner.layout() is not None:
        inner.layout().activate()
    if available is None:
        screen = window.screen() or QGuiApplication.primaryScreen()
        available = screen.availableGeometry()
    margins = window.layout().contentsMargins() if window.layout() is not None else None
    chrome = (margins.left() + margins.right() if margins is not None else 0) \
        + 2 * area.frameWidth() + area.verticalScrollBar().sizeHint().width()
    need = inner.minimumSizeHint().expandedTo(inner.sizeHint()).width() + chrome
    w = min(max(width, window.width() if window.isVisible() else 0, need),
            int(available.width() * 0.96))
    h = min(max(height, window.height() if window.isVisible() else 0),
            int(available.height() * 0.9))
    window.resize(w, h)
