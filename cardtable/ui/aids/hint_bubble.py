"""The hint's whole text over the table when the status line cannot hold it.

Why: the hint and its reason live in the window's status line, one line that
never grows (a growing bar shrank and moved the table the moment a hint
came). At 800×500, and in Japanese at smaller widths, that line cut the
reason off mid-sentence ("…The next best,"). When the text is wider than
the line, this bubble shows all of it, wrapped, over the top of the table:
floating, so nothing is laid out again; gone with the hint, or at a click.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QLabel, QWidget

#: Dark and readable over the felt and over cards, like the table's banner.
STYLE = ("QLabel { background: rgba(20, 30, 25, 225); color: white; border: 1px solid "
         "rgba(255, 255, 255, 90); border-radius: 6px; padding: 6px 8px; }")
MARGIN = 8


class HintBubble(QLabel):
    """A wrapped copy of the status line's hint over the top of ``table``."""

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setStyleSheet(STYLE)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.hide()

    def show_if_cut(self, text: str, line: QLabel) -> bool:
        """Show ``text`` whole unless ``line`` (the status line) holds it; True if shown."""
        if not text or line.fontMetrics().horizontalAdvance(text) <= line.width():
            self.hide()
            return False
        table = self.parentWidget()
        width = max(120, table.width() - 2 * MARGIN)
        self.setText(text)
        self.setFixedWidth(width)
        self.setFixedHeight(self.heightForWidth(width))
        self.move(MARGIN, MARGIN)
        self.show()
        self.raise_()
        return True

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        """A click puts it away (the status line and its tooltip keep the text)."""
        self.hide()
        event.accept()
