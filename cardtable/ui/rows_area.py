"""A scroll area that asks for room for a few rows of its content, not all.

The setup dialog's seats and rules each sit in one, so that sixteen seats or
a long list of rules scroll instead of stretching the dialog off a small
screen, while a short list asks for exactly its own height.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
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
