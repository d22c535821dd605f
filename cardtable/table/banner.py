"""The banner: a message on the felt at the end of a deal, a challenge or the game.

It says what just happened to the cards on the table, so it must not hide
them. ``banner_room`` finds a strip across the middle, below the other
seats' trick cards and above the person's (their marks included), clear of
every seat's plate, hand and marker row, at any player count and window
shape; the scene puts the banner there and the banner fits its text into
it, shrinking the letters for a long message rather than growing over cards.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cardtable.table.items import GOLD, TAG_UNITS
from cardtable.table.layout import CARD_RATIO, Rect, TableLayout

#: Room kept between the strip and a trick card: the card's tags and ring stick out.
CARD_MARGIN = TAG_UNITS * 0.8 + 6
#: Room kept between the strip and a seat's plate, hand or marker row.
SEAT_MARGIN = 12.0
#: A play of up to this many cards (a set) is kept clear, fanned as the scene fans it.
SET_CARDS = 4
MAX_W, MAX_H = 900.0, 132.0
#: Strip heights tried, and the width beyond which more room is no use to a message.
HEIGHTS = (MAX_H, 104.0, 84.0, 66.0, 52.0)
USEFUL_W = 700.0
LARGEST_PX, SMALLEST_PX = 32, 20  # never below the felt's smallest letters (layout.TEXT_UNITS)
PAD_X, PAD_Y = 22.0, 8.0


def banner_room(layout: TableLayout) -> Rect:
    """Where the banner may lie on ``layout``: a strip centred across the table
    that no trick card (a set of ``SET_CARDS`` with its marks), pile or seat
    touches. Usually between the other seats' trick spots and the person's;
    with large cards and many seats that gap closes, and the strip moves into
    the ring of trick spots or gets thinner."""
    obstacles = _obstacles(layout)
    cx = layout.width / 2
    best, score = Rect(cx, layout.height / 2, 0.0, 0.0), 0.0
    for h in HEIGHTS:
        for y in range(120, int(layout.height - 250), 4):
            half = _half_width(obstacles, cx, float(y), h)
            # Roomier wins (width counts up to what a line of text needs); at
            # equal room the lower strip, nearer the person's cards.
            room = min(2 * half, USEFUL_W) * h
            if room > 0 and room >= score:
                best, score = Rect(cx - half, float(y), 2 * half, h), room
    return best


def _obstacles(layout: TableLayout) -> list[Rect]:
    """Everything the strip must keep clear of, margins included."""
    w = layout.centre_card_w
    card_h = w * CARD_RATIO
    set_w = w * (1 + 0.36 * (SET_CARDS - 1))
    out = []
    spots = [b.trick for b in layout.seats] + [layout.stock, layout.pile, layout.discards]
    for x, y in spots:
        out.append(Rect(x - set_w / 2 - CARD_MARGIN, y - card_h / 2 - CARD_MARGIN,
                        set_w + 2 * CARD_MARGIN, card_h + 2 * CARD_MARGIN))
    for box in layout.seats:
        r = box.bounds
        out.append(Rect(r.x - SEAT_MARGIN, r.y - SEAT_MARGIN,
                        r.w + 2 * SEAT_MARGIN, r.h + 2 * SEAT_MARGIN))
    return out


def _half_width(obstacles: list[Rect], cx: float, y: float, h: float) -> float:
    """How far a strip from ``y`` to ``y + h`` may reach either side of ``cx``."""
    half = MAX_W / 2
    for r in obstacles:
        if r.y >= y + h or r.bottom <= y:
            continue
        if r.right <= cx:
            half = min(half, cx - r.right)
        elif r.x >= cx:
            half = min(half, r.x - cx)
        else:
            return 0.0
    return half


class Banner(QGraphicsObject):
    """A message in the banner strip (end of a deal, game over); no text: hidden.

    Centred on its position; ``set_room`` says how large it may grow. It is as
    wide as its text needs, wrapping and then shrinking the letters to stay
    inside the room."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.room_w, self.room_h = 760.0, MAX_H
        self._px = LARGEST_PX
        self._w, self._h = 0.0, 0.0
        self._cap: float | None = None
        self.setZValue(1000)

    def set_room(self, w: float, h: float) -> None:
        """The most room the banner may take (the scene's ``banner_room``)."""
        self.room_w, self.room_h = w, h
        self._fit()

    def show_text(self, text: str | None, w: float | None = None) -> None:
        """Show ``text`` (empty or ``None``: hide); ``w`` caps the width below the room's."""
        self.text = text or ""
        self._cap = w
        self._fit()

    def _fit(self) -> None:
        """Pick the largest letters at which the text fits the room, wrapped."""
        self.prepareGeometryChange()
        if not self.text:
            self.update()
            return
        room_w = min(self.room_w, self._cap) if self._cap else self.room_w
        inner_w = max(10.0, room_w - 2 * PAD_X)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        for px in range(LARGEST_PX, SMALLEST_PX - 1, -2):
            self._px = px
            used = QFontMetricsF(_font(px)).boundingRect(
                QRectF(0, 0, inner_w, 10_000), flags, self.text)
            self._w = min(room_w, used.width() + 2 * PAD_X)
            self._h = min(self.room_h, used.height() + 2 * PAD_Y)
            if used.height() + 2 * PAD_Y <= self.room_h:
                break
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        if not self.text:
            return QRectF()
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1.5, 1.5, -1.5, -1.5)
        painter.setPen(QPen(GOLD, 3))
        painter.setBrush(QColor(10, 25, 18, 235))
        radius = min(18.0, rect.height() / 2)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QColor(255, 255, 255))
        painter.setFont(_font(self._px))
        painter.drawText(rect.adjusted(PAD_X - 2, PAD_Y - 2, 2 - PAD_X, 2 - PAD_Y),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)


def _font(pixels: int) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(True)
    return font
