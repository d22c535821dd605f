"""Paints the game log's lines with the suit symbols in the cards' colours.

Why: in one ink, ``10♦`` and ``10♠`` (or ♥ and ♠ at a small size) are hard
to tell apart, and the log is where a player checks what was played. The
list keeps plain-text items — only painting and the wrapped height go
through a small HTML document, so whatever reads ``item.text()`` is
unchanged.

The colours are the card art's (``scripts/make_cards.py``): red hearts and
diamonds; with the four-colour deck, blue diamonds and green clubs. Black
suits take the palette's text colour, so they stay readable on a dark theme.
"""

from __future__ import annotations

import math
import re
from collections import OrderedDict

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QFont,
    QPainter,
    QPalette,
    QTextDocument,
)
from PySide6.QtWidgets import QListView, QStyledItemDelegate, QStyleOptionViewItem

RED, BLUE, GREEN = "#c0392b", "#1f5fbf", "#1e7d3a"
#: Suit symbol → colour, by deck (symbols not listed take the text colour).
TWO_COLOUR = {"♥": RED, "♦": RED}
FOUR_COLOUR = {"♥": RED, "♦": BLUE, "♣": GREEN}
_GLYPHS = re.compile("[♠♥♦♣]")
#: Line sizes remembered (a long game logs a few hundred lines per width).
CACHE_SIZE = 5000
#: Documents of painted lines kept (a few screens' worth).
PAINTED = 300
#: Pixels between a line's text and the list's edges (Fusion's item margin).
#: A constant, not ``QStyle.pixelMetric``: touching ``QStyle`` makes PySide6
#: build its 600 enum members (~9 ms) before the first frame.
MARGIN = 3


def _escaped(text: str) -> str:
    """``text`` safe inside HTML (a name may hold ``<`` or ``&``); the ``html``
    module would cost its import on the first frame for three replacements."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def suit_html(text: str, colours: dict[str, str]) -> str:
    """``text`` as HTML, each suit symbol in ``colours`` wrapped in a coloured span
    (the rest escaped: a player's name may hold ``<`` or ``&``)."""
    def colour(match: re.Match[str]) -> str:
        glyph = match[0]
        if glyph not in colours:
            return glyph
        return f'<span style="color:{colours[glyph]}">{glyph}</span>'

    return _GLYPHS.sub(colour, _escaped(text))


class SuitDelegate(QStyledItemDelegate):
    """Draws a list's items as wrapped rich text with coloured suits."""

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self._view = view
        self.colours = TWO_COLOUR
        # (text, width) → size: the view asks every line's size on every
        # line added, and laying out a document each time made a long game crawl.
        self._sizes: dict[tuple[str, int], QSize] = {}
        self._font = QFont()
        self._blank = False  # initStyleOption leaves the text out (paint draws it)
        # The lines on screen are repainted after every line added: keep their documents.
        self._documents: OrderedDict[tuple[str, int, str, bool], QTextDocument] = OrderedDict()

    def set_four_color(self, on: bool) -> None:
        """Use the four-colour deck's suit colours (``True``) or the usual two."""
        self.colours = FOUR_COLOUR if on else TWO_COLOUR
        self._documents.clear()

    def _document(self, option: QStyleOptionViewItem, width: float) -> QTextDocument:
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(option.font)
        doc.setHtml(suit_html(option.text, self.colours))
        doc.setTextWidth(max(20.0, width))
        return doc

    def initStyleOption(self, option: QStyleOptionViewItem,  # noqa: N802 (Qt override)
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        if self._blank:
            option.text = ""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        rect = opt.rect.adjusted(MARGIN, 1, -MARGIN, -1)
        doc = self._painted(opt, rect.width())
        self._blank = True  # the background, focus and selection only; the text is ours
        try:
            super().paint(painter, option, index)
        finally:
            self._blank = False
        context = QAbstractTextDocumentLayout.PaintContext()
        context.palette.setColor(QPalette.ColorRole.Text,
                                 opt.palette.color(QPalette.ColorRole.Text))
        painter.save()
        painter.translate(rect.topLeft())
        painter.setClipRect(0, 0, rect.width(), rect.height())
        doc.documentLayout().draw(painter, context)
        painter.restore()

    def _painted(self, option: QStyleOptionViewItem, width: int) -> QTextDocument:
        """The document of a line on screen (the last :data:`PAINTED` are kept)."""
        key = (option.text, width, option.font.key(), self.colours is FOUR_COLOUR)
        doc = self._documents.get(key)
        if doc is None:
            doc = self._documents[key] = self._document(option, width)
            if len(self._documents) > PAINTED:
                self._documents.popitem(last=False)
        else:
            self._documents.move_to_end(key)
        return doc

    def sizeHint(self, option: QStyleOptionViewItem,  # noqa: N802 (Qt override)
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        if option.font != self._font:   # a new font: every size changes
            self._font = QFont(option.font)
            self._sizes.clear()
        key = (index.data(), self._view.viewport().width())
        size = self._sizes.get(key)
        if size is None:
            opt = QStyleOptionViewItem(option)
            self.initStyleOption(opt, index)
            doc = self._document(opt, key[1] - 2 * MARGIN)
            size = QSize(math.ceil(doc.idealWidth()) + 2 * MARGIN + 1,
                         math.ceil(doc.size().height()) + 2)
            if len(self._sizes) > CACHE_SIZE:
                self._sizes.clear()
            self._sizes[key] = size
        return size
