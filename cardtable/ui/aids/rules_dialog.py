"""Help → Rules of this game: the rules text in a scrolling, screen-sized dialog.

Why not a message box: ``QMessageBox`` grows to fit its whole text and
never scrolls, so the longer rules (the Japanese ones above all) came out
taller than the window and ran off a 768-pixel screen. Here the text sits
in a :class:`QTextBrowser`, and the dialog starts as tall as the text needs
but never taller than :data:`SCREEN_SHARE` of the screen's available
height; it can be resized, and the text scrolls.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

#: At most this share of the screen's available height (and width).
SCREEN_SHARE = 0.85
#: A comfortable line length, in lines of text height (about 80 Latin characters).
READING_WIDTH = 40


class RulesDialog(QDialog):
    """The rules of the game on the table, as HTML."""

    def __init__(self, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(True)
        self.text.setHtml(html)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.buttons)
        self.setSizeGripEnabled(True)
        self.retranslate()
        self.resize(self.fitting_size())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules of this game"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def fitting_size(self) -> QSize:
        """Wide enough to read, tall enough for the whole text — within
        :data:`SCREEN_SHARE` of the available area of the screen it opens on
        (its parent's); what does not fit scrolls."""
        available = (self.parentWidget() or self).screen().availableGeometry()
        line = self.fontMetrics().height()
        width = min(READING_WIDTH * line, int(available.width() * SCREEN_SHARE))
        frame = 2 * self.text.frameWidth()
        doc = self.text.document().clone(self)
        doc.setTextWidth(width - frame - self.text.verticalScrollBar().sizeHint().width())
        margins = self.layout().contentsMargins()
        chrome = (margins.top() + margins.bottom() + self.layout().spacing()
                  + self.buttons.sizeHint().height() + frame)
        height = math.ceil(doc.size().height()) + chrome
        doc.deleteLater()
        width += margins.left() + margins.right()
        return QSize(width, min(height, int(available.height() * SCREEN_SHARE)))


def show_rules(parent: QWidget, html: str) -> None:
    """Show ``html`` in a :class:`RulesDialog` over ``parent`` until it is closed."""
    dialog = RulesDialog(html, parent)
    dialog.exec()
    dialog.deleteLater()
