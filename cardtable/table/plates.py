"""A seat's name plate and the info box: the felt's panels of words.

Their letters follow ``labels``: never below ``layout.TEXT_UNITS`` on an AI
plate of full height, in proportion on the person's larger plate. A plate
is as wide as its words need, at least its slot in the layout: a fixed
width cut "AI · easy  ×2" to "AI · easy …" (see ``layout.plate_room``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cardtable.table.labels import GOLD, PLATE_BG, plate_font_sizes
from cardtable.table.labels import font as _font
from cardtable.table.layout import PLATE_GROWTH

#: Room the measured words keep, for rounding (the name is elided by whole pixels).
TEXT_SLACK = 2.0
#: A space of this many letters' height between the detail line and its score,
#: where the plate has room for it ("×2  0 / 50" read as "×20 / 50").
WORD_GAP = 0.6


class _Words:
    """A plate's words: setting one fits the plate's width to them again."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.attr = "_" + name

    def __get__(self, plate: Any, owner: type | None = None) -> Any:
        return self if plate is None else getattr(plate, self.attr)

    def __set__(self, plate: Any, value: Any) -> None:
        if getattr(plate, self.attr, None) != value:
            setattr(plate, self.attr, value)
            plate.fit()


class SeatPlate(QGraphicsObject):
    """A seat's name plate: name, player kind, total against the threshold,
    chips, the dealer button, whose turn it is, and whether the seat is out."""

    name = _Words()
    detail = _Words()
    score = _Words()
    extra = _Words()
    out = _Words()
    out_text = _Words()

    def __init__(self, seat: int, w: float, h: float) -> None:
        super().__init__()
        self.seat = seat
        self.w, self.h = w, h
        #: The layout's place (x, y, w, h) and how far left and right it may grow.
        self.slot: tuple[float, float, float, float, float, float] | None = None
        self.name = ""
        self.detail = ""      # "You" / "AI · easy"
        self.score = ""       # "12 / 22"
        self.extra = ""       # chips, doubled, contra …
        self.dealer = False
        self.active = False   # this seat is to act now (a gold border)
        self.out = False
        self.out_text = ""
        self._glow = 0.0      # 0 … 1: the plate lights up, its seat took the trick

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = value
        self.update()

    glow = Property(float, _get_glow, _set_glow)

    def set_size(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self.w, self.h = w, h

    def set_slot(self, x: float, y: float, w: float, h: float, lo: float, hi: float) -> None:
        """Place the plate in its layout slot; it may widen between ``lo`` and ``hi``."""
        self.slot = (x, y, w, h, lo, hi)
        self.fit()

    def left_text(self) -> str:
        """The detail line's words before the score ("AI · easy  ×2", or "Out")."""
        left = self.out_text if self.out else self.detail
        return f"{left}  {self.extra}" if self.extra else left

    def words_width(self, h: float) -> float:
        """The width a plate ``h`` high needs for its whole name (beside the
        dealer's disc, room kept for it whoever deals) and its detail line."""
        sizes = plate_font_sizes(h)
        pad = h * 0.12
        name = (QFontMetricsF(_font(sizes["name"], True)).horizontalAdvance(self.name)
                + 2.2 * pad + sizes["dealer"])
        low = (QFontMetricsF(_font(sizes["detail"], False)).horizontalAdvance(self.left_text())
               + QFontMetricsF(_font(sizes["score"], True)).horizontalAdvance(self.score)
               + 3 * pad + WORD_GAP * sizes["detail"])
        return max(name, low) + TEXT_SLACK

    def fit(self) -> None:
        """As wide as the words need, from the slot's width up to ``PLATE_GROWTH``
        times it and the room it has, centred on the slot where it can be (a
        plate at the table's edge grows inwards). A very long name is elided."""
        if self.slot is None:
            return
        x, y, w, h, lo, hi = self.slot
        width = max(w, min(self.words_width(h), w * PLATE_GROWTH, hi - lo))
        left = x if width == w else min(max(x + (w - width) / 2, lo), hi - width)
        if (width, h) != (self.w, self.h):
            self.set_size(width, h)
        if self.pos() != QPointF(left, y):
            self.setPos(left, y)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        path = QPainterPath()
        path.addRoundedRect(rect, 10, 10)
        bg = QColor(60, 60, 60, 200) if self.out else PLATE_BG
        painter.fillPath(path, QBrush(bg))
        if self._glow > 0:  # a gold halo round a gold-washed plate: it took the trick
            lit = QColor(GOLD)
            lit.setAlpha(int(150 * self._glow))
            painter.fillPath(path, QBrush(lit))
            halo = QColor(GOLD)
            halo.setAlpha(int(110 * self._glow))
            painter.setPen(QPen(halo, 6))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 11, 11)
        pen = QPen(GOLD, 4) if self.active else QPen(QColor(255, 255, 255, 70), 1.5)
        painter.setPen(pen)
        painter.drawPath(path)
        unit = self.h
        pad = unit * 0.12
        sizes = plate_font_sizes(unit)
        big, small = _font(sizes["name"], True), _font(sizes["detail"], False)
        colour = QColor(170, 170, 170) if self.out else QColor(255, 255, 255)
        painter.setPen(colour)
        painter.setFont(big)
        d = sizes["dealer"]
        top = QRectF(pad, pad * 0.6, self.w - 2 * pad - (d + pad * 0.2 if self.dealer else 0),
                     unit * 0.42)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         painter.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight,
                                                          int(top.width())))
        painter.setFont(small)
        painter.setPen(QColor(200, 220, 205) if not self.out else colour)
        low = QRectF(pad, unit * 0.5, self.w - 2 * pad, unit * 0.42)
        left = self.left_text()
        # The score keeps its room; the detail line is elided before it (a narrow
        # plate never prints "AI · normal16 / 22").
        score_font = _font(sizes["score"], True)
        left = elide_before(left, painter.font(), self.score, score_font, low.width() - pad)
        painter.drawText(low, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, left)
        painter.setFont(score_font)
        painter.setPen(GOLD if not self.out else colour)
        painter.drawText(low, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         self.score)
        if self.dealer:
            disc = QRectF(self.w - d - pad * 0.6, pad * 0.6, d, d)
            painter.setPen(QPen(QColor(60, 40, 0), 1.5))
            painter.setBrush(QColor(250, 250, 240))
            painter.drawEllipse(disc)
            painter.setFont(_font(sizes["letter"], True))
            painter.setPen(QColor(40, 30, 0))
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, "D")


class InfoBox(QGraphicsObject):
    """A small panel of lines on the felt (trump, stage, stock …); empty: hidden."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.w, self.line_h = 250.0, 34.0
        self.setZValue(600)

    def set_lines(self, lines: list[str]) -> None:
        """Show ``lines``; the box grows to the widest (any language)."""
        self.prepareGeometryChange()
        self.lines = list(lines)
        metrics = QFontMetricsF(_font(self.line_h * 0.62, True))
        widest = max((metrics.horizontalAdvance(line) for line in self.lines), default=0.0)
        self.w = max(200.0, widest + 32)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(0, 0, self.w, 16 + self.line_h * len(self.lines))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5))
        painter.setBrush(PLATE_BG)
        painter.drawRoundedRect(rect, 12, 12)
        painter.setPen(QColor(255, 255, 255))
        painter.setFont(_font(self.line_h * 0.62, True))
        for i, line in enumerate(self.lines):
            row = QRectF(14, 8 + i * self.line_h, self.w - 28, self.line_h)
            painter.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             line)


def elide_before(text: str, font: QFont, right: str, right_font: QFont, width: float) -> str:
    """``text`` cut with an ellipsis so that it and ``right`` fit side by side
    in ``width`` (a plate's detail line and its score)."""
    room = width - QFontMetricsF(right_font).horizontalAdvance(right)
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, room))
