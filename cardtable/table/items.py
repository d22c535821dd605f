"""Graphics items of the table: cards, seat plates and the info box.

Items only draw and report clicks; they know no rule. A card is drawn from
the SVG art at whatever zoom the view has (crisp at any size and DPI) and
is centred on its position so it can turn and scale about its middle. Its
``flip`` property (0 → 1) turns it over for animations: half way it is
edge-on and its face switches.

In the trick a card can carry marks the table's presentation asks for — a
ring round the cards to beat or the winner's, and small word tags on its
edges ("Lead", "To beat", "Wins") — drawn at one size on the felt whatever
the card's size, so they stay legible with sixteen players. The banner
has its own module (``banner``): where it may go is a question of layout.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cardtable.table.card_art import card_height
from cardtable.table.card_sprites import (
    BASE_W,
    CORNER,
    SHADOW,
    SHADOW_DX,
    SHADOW_DY,
    snapped_width,
)
from cardtable.table.layout import CARD_RATIO

BASE_H = BASE_W * CARD_RATIO
GOLD = QColor(255, 206, 84)
BEAT = QColor(110, 222, 240)     # the cards to beat: cool, unlike the winner's gold
PLATE_BG = QColor(12, 40, 28, 215)
RINGS = {"beat": BEAT, "won": GOLD}
TAG_UNITS = 17.0                 # a tag's letters, in table units (the table is 1000 high)


def _upright(t: QTransform) -> bool:
    """Whether ``t`` only moves and evenly scales (no turn, squash or perspective)."""
    sx = t.m11()
    return (not (t.m12() or t.m21() or t.m13() or t.m23())
            and sx > 0 and abs(sx - t.m22()) <= 1e-6 * sx)


class CardItem(QGraphicsObject):
    """One card on the table, face up or down, at a base size of 100 units
    wide (``setScale`` sizes it). ``code`` is ``None`` while nobody at this
    screen may know the card."""

    clicked = Signal(object)
    double_clicked = Signal(object)
    art = None      # the shared CardArt, set by the scene
    sprites = None  # the shared CardSprites of that art, set by the scene

    def __init__(self, code: str | None = None, face_up: bool = False) -> None:
        super().__init__()
        self.code = code
        self.face_up = face_up
        self.selected = False
        self.marked = ""          # "" | "legal" | "dim"
        self.focused = False
        self._badge = ""          # e.g. "+13" on a score token (``badge``)
        self.badge_good = False   # a gain (green) rather than a penalty (red)
        self.star = False         # a special card of the game in force (super trump)
        self.ring = ""            # "" | "beat" | "won": ringed as the cards to beat / the winner's
        self.top_tag = ""         # a word pinned over the top edge ("Lead")
        self.bottom_tag = ""      # … and over the bottom edge ("To beat", "Wins")
        self._tag_scale = 1.0     # the card's scale when tagged: tags keep one size on the felt
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

    @property
    def badge(self) -> str:
        return self._badge

    @badge.setter
    def badge(self, text: str) -> None:
        """A badge below the card grows its bounding box: the scene's index must
        hear of it first, or a card dropped later can stay in the index."""
        if bool(text) != bool(self._badge):
            self.prepareGeometryChange()
        self._badge = text
        self.update()

    # ------------------------------------------------------------ trick marks
    def set_marks(self, ring: str = "", top: str = "", bottom: str = "") -> None:
        """Ring the card (``RINGS``) and tag its edges; all empty: a plain card."""
        if (ring, top, bottom) == (self.ring, self.top_tag, self.bottom_tag):
            return
        self.prepareGeometryChange()
        self.ring, self.top_tag, self.bottom_tag = ring, top, bottom
        self._tag_scale = max(0.3, self.scale())
        self.update()

    def _tag_rect(self, text: str, top: bool) -> tuple[QRectF, QFont]:
        """A tag's pill on the top or bottom edge, and its font. The top one
        starts right of the corner index (the card must stay readable) and may
        stick out on the right; the bottom one is centred (it only hides the
        upside-down index)."""
        font = _font(TAG_UNITS / self._tag_scale, True)
        metrics = QFontMetricsF(font)
        h = metrics.height() * 1.2
        w = metrics.horizontalAdvance(text) + h * 0.9
        x = -BASE_W * 0.16 if top else -w / 2
        return QRectF(x, (-BASE_H if top else BASE_H) / 2 - h / 2, w, h), font

    # ------------------------------------------------------------ drawing
    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        extra = 24 if self.badge else 0
        m = 2 + 5 / self._tag_scale if self.ring else 4  # a ring's dark halo sticks out
        rect = QRectF(-BASE_W / 2 - m, -BASE_H / 2 - m, BASE_W + 2 * m, BASE_H + 2 * m + extra)
        if self.top_tag:
            rect = rect.united(self._tag_rect(self.top_tag, True)[0])
        if self.bottom_tag:
            rect = rect.united(self._tag_rect(self.bottom_tag, False)[0])
        return rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self._blit(painter)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if rect is None:  # turned or squashed (a flip): the general way
            rect = QRectF(-BASE_W / 2, -BASE_H / 2, BASE_W, BASE_H)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SHADOW)
            painter.drawRoundedRect(rect.translated(SHADOW_DX, SHADOW_DY), CORNER, CORNER)
            if self.art is not None:
                self._paint_face(painter, rect)
        painter.setPen(Qt.PenStyle.NoPen)
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
        if self.ring or self.top_tag or self.bottom_tag:
            self._paint_marks(painter, rect)

    def _paint_marks(self, painter: QPainter, rect: QRectF) -> None:
        """The trick's ring and tags, over everything else on the card."""
        colour = RINGS.get(self.ring)
        if colour is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(0, 0, 0, 120), 9 / self._tag_scale))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 8, 8)
            painter.setPen(QPen(colour, 5 / self._tag_scale))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 8, 8)
        if self.top_tag:
            self._paint_tag(painter, self.top_tag, True, QColor(245, 245, 235))
        if self.bottom_tag:
            self._paint_tag(painter, self.bottom_tag, False, colour or GOLD)

    def _paint_tag(self, painter: QPainter, text: str, top: bool, fill: QColor) -> None:
        pill, font = self._tag_rect(text, top)
        painter.setPen(QPen(QColor(20, 30, 24), 1.5 / self._tag_scale))
        painter.setBrush(fill)
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        painter.setPen(QColor(20, 30, 24))
        painter.setFont(font)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_star(self, painter: QPainter, rect: QRectF) -> None:
        """A gold disc with a star in the top-right corner: this card is special."""
        disc = QRectF(rect.right() - 34, rect.top() + 4, 30, 30)
        painter.setPen(QPen(QColor(90, 60, 0), 1.5))
        painter.setBrush(GOLD)
        painter.drawEllipse(disc)
        painter.setPen(QColor(90, 40, 0))
        painter.setFont(_font(22, True))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, "★")

    def _blit(self, painter: QPainter) -> QRectF | None:
        """Draw the card and its shadow as one sprite at whole device pixels
        (``card_sprites``), when it is upright and evenly scaled; the rect the
        card covers, in item units (its marks are drawn on exactly that), or
        ``None`` when it must be painted the general way."""
        if self.sprites is None:
            return None
        t = painter.combinedTransform()  # item units to device pixels (HiDPI scale included)
        sx = t.m11()
        if not _upright(t):
            return None
        width = snapped_width(BASE_W * sx)
        height = card_height(width)
        x = round(t.dx() - width / 2)  # the item's origin is the card's centre
        y = round(t.dy() - height / 2)
        painter.save()
        try:
            painter.resetTransform()
            base = painter.combinedTransform()  # the screen's own pixel ratio (HiDPI)
            if not _upright(base):
                return None
            ratio = base.m11()
            sprite = self.sprites.sprite(self.code if self.face_up else None, width, ratio)
            painter.drawPixmap(QPointF((x - base.dx()) / ratio, (y - base.dy()) / ratio), sprite)
        finally:
            painter.restore()
        return QRectF((x - t.dx()) / sx, (y - t.dy()) / sx, width / sx, height / sx)

    def _paint_face(self, painter: QPainter, rect: QRectF) -> None:
        """Blit the card from a pixmap rendered for the size it has on screen.

        Rasterising SVG on every repaint would stall animations with dozens of
        cards moving; a pixmap per (card, on-screen size) stays crisp because it
        is made at the device resolution, rounded to 4 px to share the cache."""
        transform = painter.deviceTransform()
        on_screen = BASE_H * math.hypot(transform.m21(), transform.m22())
        width = snapped_width(on_screen / CARD_RATIO)
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
