"""Graphics items of the table: cards, seat plates and the banner.

Items only draw and report clicks; they know no rule. A card is drawn from
the SVG art at whatever zoom the view has (crisp at any size and DPI) and
is centred on its position so it can turn and scale about its middle. Its
``flip`` property (0 → 1) turns it over for animations: half way it is
edge-on and its face switches.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cardtable.table.layout import CARD_RATIO

BASE_W = 100.0
BASE_H = BASE_W * CARD_RATIO
GOLD = QColor(255, 206, 84)
PLATE_BG = QColor(12, 40, 28, 215)


class CardItem(QGraphicsObject):
    """One card on the table, face up or down, at a base size of 100 units
    wide (``setScale`` sizes it). ``code`` is ``None`` while nobody at this
    screen may know the card."""

    clicked = Signal(object)
    double_clicked = Signal(object)
    art = None  # the shared CardArt, set by the scene

    def __init__(self, code: str | None = None, face_up: bool = False) -> None:
        super().__init__()
        self.code = code
        self.face_up = face_up
        self.selected = False
        self.marked = ""          # "" | "legal" | "dim"
        self.focused = False
        self.badge = ""           # e.g. "+13" on a score token
        self.badge_good = False   # a gain (green) rather than a penalty (red)
        self.star = False         # a special card of the game in force (super trump)
        self.interactive = False
        self._flip = 0.0
        self._flip_to: bool | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # ------------------------------------------------------------ flipping
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        if value >= 0.5 and self._flip_to is not None:
            self.face_up = self._flip_to
            self._flip_to = None
        squash = max(0.02, abs(math.cos(math.pi * value)))
        self.setTransform(self.transform().fromScale(squash, 1.0))
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    def prepare_flip(self, face_up: bool) -> None:
        """The next 0 → 1 run of ``flip`` turns the card to ``face_up``."""
        self._flip = 0.0
        self._flip_to = face_up

    def show_face(self, face_up: bool) -> None:
        """Turn the card at once (instant animations)."""
        self._flip_to = None
        self.face_up = face_up
        self._flip = 0.0
        self.setTransform(self.transform().fromScale(1.0, 1.0))
        self.update()

    # ------------------------------------------------------------ drawing
    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        extra = 24 if self.badge else 0
        return QRectF(-BASE_W / 2 - 4, -BASE_H / 2 - 4, BASE_W + 8, BASE_H + 8 + extra)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = QRectF(-BASE_W / 2, -BASE_H / 2, BASE_W, BASE_H)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(rect.translated(2.5, 3.5), 7, 7)
        if self.art is not None:
            self._paint_face(painter, rect)
        if self.marked == "dim":
            painter.setBrush(QColor(0, 0, 0, 110))
            painter.drawRoundedRect(rect, 7, 7)
        elif self.marked == "legal":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(GOLD, 4))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 7, 7)
        if self.focused:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(120, 200, 255), 3, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 9, 9)
        if self.star and self.face_up:
            self._paint_star(painter, rect)
        if self.badge:
            self._paint_badge(painter, rect)

    def _paint_star(self, painter: QPainter, rect: QRectF) -> None:
        """A gold disc with a star in the top-right corner: this card is special."""
        disc = QRectF(rect.right() - 34, rect.top() + 4, 30, 30)
        painter.setPen(QPen(QColor(90, 60, 0), 1.5))
        painter.setBrush(GOLD)
        painter.drawEllipse(disc)
        painter.setPen(QColor(90, 40, 0))
        painter.setFont(_font(22, True))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, "★")

    def _paint_face(self, painter: QPainter, rect: QRectF) -> None:
        """Blit the card from a pixmap rendered for the size it has on screen.

        Rasterising SVG on every repaint would stall animations with dozens of
        cards moving; a pixmap per (card, on-screen size) stays crisp because it
        is made at the device resolution, rounded to 4 px to share the cache."""
        transform = painter.deviceTransform()
        on_screen = BASE_H * math.hypot(transform.m21(), transform.m22())
        width = max(8, 4 * round(on_screen / CARD_RATIO / 4))
        pixmap = self.art.pixmap(self.code if self.face_up else None, width)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))

    def _paint_badge(self, painter: QPainter, rect: QRectF) -> None:
        pill = QRectF(rect.center().x() - 38, rect.bottom() - 6, 76, 30)
        negative = self.badge_good or self.badge.startswith("-") or self.badge.startswith("−")
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(40, 110, 60) if negative else QColor(150, 30, 30))
        painter.drawRoundedRect(pill, 15, 15)
        painter.setPen(QColor(255, 255, 255))
        font = QFont()
        font.setPixelSize(22)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.badge)

    # ------------------------------------------------------------ input
    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self.interactive:
            self.clicked.emit(self)
            event.accept()
        else:
            event.ignore()

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self.interactive:
            self.double_clicked.emit(self)
            event.accept()
        else:
            event.ignore()


class SeatPlate(QGraphicsObject):
    """A seat's name plate: name, player kind, total against the threshold,
    chips, the dealer button, whose turn it is, and whether the seat is out."""

    def __init__(self, seat: int, w: float, h: float) -> None:
        super().__init__()
        self.seat = seat
        self.w, self.h = w, h
        self.name = ""
        self.detail = ""      # "You" / "AI · easy"
        self.score = ""       # "12 / 22"
        self.extra = ""       # chips, doubled, contra …
        self.dealer = False
        self.active = False
        self.out = False
        self.out_text = ""

    def set_size(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self.w, self.h = w, h

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
        pen = QPen(GOLD, 4) if self.active else QPen(QColor(255, 255, 255, 70), 1.5)
        painter.setPen(pen)
        painter.drawPath(path)
        unit = self.h
        pad = unit * 0.12
        big, small = _font(unit * 0.3, True), _font(unit * 0.22, False)
        colour = QColor(170, 170, 170) if self.out else QColor(255, 255, 255)
        painter.setPen(colour)
        painter.setFont(big)
        top = QRectF(pad, pad * 0.6, self.w - 2 * pad - unit * 0.4, unit * 0.42)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         painter.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight,
                                                          int(top.width())))
        painter.setFont(small)
        painter.setPen(QColor(200, 220, 205) if not self.out else colour)
        low = QRectF(pad, unit * 0.5, self.w - 2 * pad, unit * 0.42)
        left = self.out_text if self.out else self.detail
        if self.extra:
            left = f"{left}  {self.extra}"
        # The score keeps its room; the detail line is elided before it (a narrow
        # plate never prints "AI · normal16 / 22").
        score_font = _font(unit * 0.28, True)
        left = elide_before(left, painter.font(), self.score, score_font, low.width() - pad)
        painter.drawText(low, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, left)
        painter.setFont(score_font)
        painter.setPen(GOLD if not self.out else colour)
        painter.drawText(low, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         self.score)
        if self.dealer:
            d = unit * 0.34
            disc = QRectF(self.w - d - pad * 0.6, pad * 0.6, d, d)
            painter.setPen(QPen(QColor(60, 40, 0), 1.5))
            painter.setBrush(QColor(250, 250, 240))
            painter.drawEllipse(disc)
            painter.setFont(_font(d * 0.62, True))
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


class Banner(QGraphicsObject):
    """A message across the middle of the table (end of a deal, game over)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.w = 700.0
        self.setZValue(1000)

    def show_text(self, text: str, w: float) -> None:
        self.prepareGeometryChange()
        self.text, self.w = text, w
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(-self.w / 2, -60, self.w, 120)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(GOLD, 3))
        painter.setBrush(QColor(10, 25, 18, 230))
        painter.drawRoundedRect(rect, 18, 18)
        painter.setPen(QColor(255, 255, 255))
        painter.setFont(_font(34, True))
        painter.drawText(rect.adjusted(16, 8, -16, -8),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)


def elide_before(text: str, font: QFont, right: str, right_font: QFont, width: float) -> str:
    """``text`` cut with an ellipsis so that it and ``right`` fit side by side
    in ``width`` (a plate's detail line and its score)."""
    room = width - QFontMetricsF(right_font).horizontalAdvance(right)
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, room))


def _font(pixels: float, bold: bool) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, int(pixels)))
    font.setBold(bold)
    return font
