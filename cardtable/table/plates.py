"""A seat's name plate and the info box: the felt's panels of words.

Their letters follow ``labels``: never below ``layout.TEXT_UNITS`` on an AI
plate of full height, in proportion on the person's larger plate. A plate
is as wide as its words need, at least its slot in the layout: a fixed
width cut "AI · easy  ×2" to "AI · easy …" (see ``layout.plate_room``).
Where the felt has no room for the detail line beside the score (six to
eight seats: "AI · nor…  0 / 22"), the score moves up beside the name, which
is short, and the level keeps its line to itself (``SeatPlate.arrangement``).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cardtable.table.labels import GOLD, PLATE_BG, plate_font_sizes
from cardtable.table.labels import font as _font
from cardtable.table.layout import INFO_ROOM, PLATE_GROWTH

#: Room the measured words keep, for rounding (the name is elided by whole pixels).
TEXT_SLACK = 2.0
#: A space of this many letters' height between the detail line and its score,
#: where the plate has room for it ("×2  0 / 50" read as "×20 / 50").
WORD_GAP = 0.6
#: The room the dealer's disc keeps beyond its own margin, in shares of the
#: plate's padding: a word on its line ends a whole pad before it ("10 / 22"
#: must not touch the "D").
DISC_GAP = 0.4
#: How a plate lays out its words (``SeatPlate.arrangement``): the score ends
#: the detail line; or it ends the name line, before the dealer's disc; or it
#: ends the name line and the disc ends the detail line.
ROW, STACKED, SPLIT = "row", "stacked", "split"


class Needs(NamedTuple):
    """The widths a plate's words need, in each of its arrangements."""

    name: float     # the name line alone, room kept for the dealer's disc
    row: float      # the detail line with the score at its end (``ROW``)
    stacked: float  # the name, the score and the disc; the detail line alone
    split: float    # the name and the score; the detail line and the disc
    level: float    # the detail line and the disc (``SPLIT``'s lower line)


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
        needs = self.needs(h)
        return max(needs.name, needs.row)

    def needs(self, h: float) -> Needs:
        """What a plate ``h`` high needs in each arrangement, room kept for the
        dealer's disc whoever deals (the plate keeps its width as the deal
        moves on). On the name line a pad parts the white name from the gold
        score; the detail line and the score, of a colour closer, ``WORD_GAP``."""
        sizes = plate_font_sizes(h)
        pad, disc = h * 0.12, sizes["dealer"]
        gap = WORD_GAP * sizes["detail"]
        name = QFontMetricsF(_font(sizes["name"], True)).horizontalAdvance(self.name)
        left = QFontMetricsF(_font(sizes["detail"], False)).horizontalAdvance(self.left_text())
        score = QFontMetricsF(_font(sizes["score"], True)).horizontalAdvance(self.score)
        top = name + pad + score + 2 * pad       # the name and the score, no disc
        disc_room = disc + pad * (0.2 + DISC_GAP)
        level = left + 2 * pad + disc_room       # a pad before the disc
        widths = (name + 2.2 * pad + disc, left + score + 3 * pad + gap,
                  max(top + disc_room, left + 2 * pad), max(top, level), level)
        return Needs(*(width + TEXT_SLACK for width in widths))

    def arrangement(self) -> str:
        """How the plate lays out its words at its width: ``ROW`` where the
        detail line and the score fit side by side; else ``STACKED``, the score
        up beside the name (its line is short: "Lena"), the level alone below;
        else ``SPLIT``, the dealer's disc down beside the level. The level and
        the score are never cut ("AI · nor…"): where nothing fits, the name is."""
        needs = self.needs(self.h)
        if not self.score or needs.row <= self.w:
            return ROW
        if needs.stacked <= self.w:
            return STACKED
        return SPLIT if needs.level <= self.w else STACKED

    def fit(self) -> None:
        """As wide as the words need, from the slot's width up to ``PLATE_GROWTH``
        times it and the room it has, centred on the slot where it can be (a
        plate at the table's edge grows inwards). Where the detail line and the
        score cannot share a line, as wide as the next arrangement needs
        (``arrangement``). A very long name is elided."""
        if self.slot is None:
            return
        x, y, w, h, lo, hi = self.slot
        most = min(w * PLATE_GROWTH, hi - lo)
        cap = max(w, most)
        needs = self.needs(h)
        if not self.score or needs.row <= cap:
            need = max(needs.name, needs.row)
        else:
            need = needs.stacked if needs.stacked <= cap else needs.split
        width = max(w, min(need, most))
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
        self._paint_words(painter)

    def _paint_words(self, painter: QPainter) -> None:
        """The name, the detail line, the score and the dealer's disc, laid
        out as ``arrangement`` says."""
        unit = self.h
        pad = unit * 0.12
        sizes = plate_font_sizes(unit)
        big, small = _font(sizes["name"], True), _font(sizes["detail"], False)
        score_font = _font(sizes["score"], True)
        colour = QColor(170, 170, 170) if self.out else QColor(255, 255, 255)
        d = sizes["dealer"]
        arrangement = self.arrangement()
        disc_up = self.dealer and arrangement != SPLIT
        disc_down = self.dealer and arrangement == SPLIT
        disc_room = d + pad * (0.2 + DISC_GAP)      # as ``needs`` keeps it
        top = QRectF(pad, pad * 0.6, self.w - 2 * pad - (d + pad * 0.2 if disc_up else 0),
                     unit * 0.42)
        low = QRectF(pad, unit * 0.5, self.w - 2 * pad, unit * 0.42)
        score, score_metrics = self.score, QFontMetricsF(score_font)
        # Up on the name line, the score ends it, a pad clear of the disc; where
        # the name has no room beside it (seven seats, the dealer, "195 / 200"),
        # the score closes up ("195/200") before the name is cut.
        score_right = self.w - pad - (disc_room if disc_up else 0.0)
        name_w = QFontMetricsF(big).horizontalAdvance(self.name) + TEXT_SLACK
        if arrangement != ROW and score_right - score_metrics.horizontalAdvance(score) \
                - 2 * pad < name_w:
            score = score.replace(" / ", "/")
        score_w = score_metrics.horizontalAdvance(score)
        room = top.width() if arrangement == ROW else score_right - score_w - 2 * pad
        painter.setPen(colour)
        painter.setFont(big)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         painter.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight,
                                                          int(max(0.0, room))))
        metrics = QFontMetricsF(big)
        baseline = top.y() + (top.height() - metrics.height()) / 2 + metrics.ascent()
        painter.setFont(small)
        painter.setPen(QColor(200, 220, 205) if not self.out else colour)
        left = self.left_text()
        if arrangement == ROW:
            # The score keeps its room; the detail line is elided before it (a
            # narrow plate never prints "AI · normal16 / 22").
            left = elide_before(left, painter.font(), self.score, score_font, low.width() - pad)
        else:
            width = low.width() - (disc_room if disc_down else 0.0)
            left = elide_extras(self.out_text if self.out else self.detail, self.extra,
                                painter.font(), width)
        painter.drawText(low, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, left)
        painter.setFont(score_font)
        painter.setPen(GOLD if not self.out else colour)
        if arrangement == ROW:
            painter.drawText(low, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self.score)
        else:   # on the name's baseline
            painter.drawText(QPointF(score_right - score_w, baseline), score)
        if self.dealer:
            y = unit - pad * 0.6 - d if disc_down else pad * 0.6
            disc = QRectF(self.w - d - pad * 0.6, y, d, d)
            painter.setPen(QPen(QColor(60, 40, 0), 1.5))
            painter.setBrush(QColor(250, 250, 240))
            painter.drawEllipse(disc)
            painter.setFont(_font(sizes["letter"], True))
            painter.setPen(QColor(40, 30, 0))
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, "D")


class InfoBox(QGraphicsObject):
    """A small panel of lines on the felt (trump, stage, stock …); empty: hidden.

    It sits in the top-left corner (``MARGIN`` from the edges) and never grows
    past the room the layout keeps free there (``layout.INFO_ROOM``): a line
    too long for it wraps at a space (between any two characters in Japanese)
    rather than widening the box over the cards beside it (Supertrump's "You:
    tricks 7 + 11 × 2 = 29 points" covered an opponent's won tricks at 800×600)."""

    MARGIN = 20.0
    #: The widest the box gets: the corner's room, less its margin and a gap.
    MAX_W = INFO_ROOM - MARGIN - 12
    PAD = 16.0    # the text's inset either side

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.rows: list[str] = []   # the lines as painted, wrapped to the box
        self.w, self.line_h = 250.0, 34.0
        self.setZValue(600)

    def set_lines(self, lines: list[str]) -> None:
        """Show ``lines``; the box grows to the widest (any language), up to ``MAX_W``."""
        self.prepareGeometryChange()
        self.lines = list(lines)
        metrics = QFontMetricsF(_font(self.line_h * 0.62, True))
        room = self.MAX_W - 2 * self.PAD
        self.rows = [row for line in self.lines for row in wrap(line, metrics, room)]
        widest = max((metrics.horizontalAdvance(row) for row in self.rows), default=0.0)
        self.w = min(self.MAX_W, max(200.0, widest + 2 * self.PAD))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(0, 0, self.w, 16 + self.line_h * len(self.rows))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.rows:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5))
        painter.setBrush(PLATE_BG)
        painter.drawRoundedRect(rect, 12, 12)
        painter.setPen(QColor(255, 255, 255))
        painter.setFont(_font(self.line_h * 0.62, True))
        for i, line in enumerate(self.rows):
            row = QRectF(self.PAD - 2, 8 + i * self.line_h, self.w - 2 * (self.PAD - 2),
                         self.line_h)
            painter.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             line)


def wrap(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """``text`` in rows no wider than ``width``: broken at spaces, or anywhere
    in a word (or a Japanese line, which has no spaces) wider than a row."""
    rows: list[str] = []
    row = ""
    for word in text.split(" "):
        joined = f"{row} {word}" if row else word
        if metrics.horizontalAdvance(joined) <= width:
            row = joined
            continue
        if row:
            rows.append(row)
        row = ""
        for char in word:
            if row and metrics.horizontalAdvance(row + char) > width:
                rows.append(row)
                row = ""
            row += char
    return [*rows, row] if row or not rows else rows


def elide_before(text: str, font: QFont, right: str, right_font: QFont, width: float) -> str:
    """``text`` cut with an ellipsis so that it and ``right`` fit side by side
    in ``width`` (a plate's detail line and its score)."""
    room = width - QFontMetricsF(right_font).horizontalAdvance(right)
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, room))


def elide_extras(detail: str, extra: str, font: QFont, width: float) -> str:
    """A detail line ("AI · expert") and its extras ("×2  contra") in ``width``:
    the extras are cut first, the level only when it alone has no room."""
    metrics = QFontMetricsF(font)
    whole = f"{detail}  {extra}" if extra else detail
    cut = metrics.elidedText(whole, Qt.TextElideMode.ElideRight, width)
    if cut == whole or cut[:-1].startswith(detail):
        return cut
    return detail if metrics.horizontalAdvance(detail) <= width else cut
