"""Letters and marks painted on the felt, at sizes a player reads at a glance.

Every letter on the table — a plate's name and score, a token's points, a
pile's or a hand's count, a trick's tags — is at least ``layout.TEXT_UNITS``
high on the felt (12 px and more at 1366×768, the status bar's size);
badges and tags keep that size whatever their card's size (a 32-unit token's
"+1" was 5 px). A special card's star sits in the index column under the
suit: the part of a card a fan, a marker row or a set in the trick leaves
in view (in the top-right corner the next card of a fan covered it).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from cardtable.table.art.card_sprites import BASE_W
from cardtable.table.layout import BADGE_H, CARD_RATIO, PLATE_H, TEXT_UNITS

GOLD = QColor(255, 206, 84)
PLATE_BG = QColor(12, 40, 28, 215)
INK = QColor(20, 30, 24)
#: The star's disc in card units (the card is BASE_W wide): centred on the
#: index column (the SVG deck's index is centred 15.2% from the left edge and
#: ends 40.6% down), just under the suit, inside the left 28% that even an
#: AI's tight fan (``layout.FAN_AI``) leaves in view.
STAR_D, STAR_CX, STAR_TOP = 25.0, 15.2, 42.5 * CARD_RATIO
#: A corner index (rank over suit) as a share of the card's width and height:
#: the index column is centred 15.2% from the edge, a "10" reaches about 27%,
#: and the suit ends 40.6% down. Nothing on a card may cover one (``index_rects``).
INDEX_W, INDEX_H = 0.3, 0.42


def index_rects(card: QRectF) -> tuple[QRectF, QRectF]:
    """The top-left and the (upside-down) bottom-right index of ``card``."""
    w, h = card.width() * INDEX_W, card.height() * INDEX_H
    return (QRectF(card.left(), card.top(), w, h),
            QRectF(card.right() - w, card.bottom() - h, w, h))


def badge_width(text: str) -> float:
    """A badge's pill width in table units: its letters are ``TEXT_UNITS``
    high on the felt whatever its card's size (a marker row keeps this much of
    each card in view)."""
    if not text:
        return 0.0
    return QFontMetricsF(font(TEXT_UNITS, True)).horizontalAdvance(text) + BADGE_H * 0.5


def star_rect(card: QRectF) -> QRectF:
    """Where a special card's star disc lies on ``card`` (the card's rect in item
    units): in the index column, under the rank and suit."""
    unit = card.width() / BASE_W
    d = STAR_D * unit
    return QRectF(card.left() + STAR_CX * unit - d / 2, card.top() + STAR_TOP * unit, d, d)


def star_path(disc: QRectF) -> QPainterPath:
    """A five-pointed star filling most of ``disc``."""
    path = QPainterPath()
    cx, cy = disc.center().x(), disc.center().y() + disc.height() * 0.03
    outer, inner = disc.width() * 0.4, disc.width() * 0.17
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / 5
        point = QPointF(cx + r * math.cos(angle), cy + r * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


def plate_font_sizes(h: float) -> dict[str, float]:
    """A plate's letters (pixels in its own units) for a plate ``h`` high: at
    least ``TEXT_UNITS`` on a full AI plate (``PLATE_H``) — its score and
    "AI · easy" were 11 units, 7 px at 1366×768 — and in proportion on the
    person's larger plate, or on a plate shrunk for 14–16 seats."""
    share = min(1.0, h / PLATE_H)
    text = TEXT_UNITS * share
    dealer = max(h * 0.34, text * 1.45)
    return {"name": max(h * 0.3, text * 1.1), "detail": max(h * 0.22, text),
            "score": max(h * 0.28, text), "dealer": dealer,
            "letter": max(dealer * 0.62, text)}


def paint_star(painter: QPainter, card: QRectF) -> None:
    """A gold disc with a star under ``card``'s index: this card is special
    (no trick tag reaches there either: "Lead" covered the old corner)."""
    disc = star_rect(card)
    painter.setPen(QPen(QColor(90, 60, 0), 1.5))
    painter.setBrush(GOLD)
    painter.drawEllipse(disc)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(110, 50, 0))
    painter.drawPath(star_path(disc))


def paint_badge(painter: QPainter, pill: QRectF, text: str, good: bool, felt: float) -> None:
    """A badge's pill (green: a gain or a count; red: a penalty) with ``text``
    ``TEXT_UNITS`` high on the felt (``felt``: item units per table unit)."""
    painter.setPen(QPen(QColor(255, 255, 255, 150), 1.2 * felt))
    painter.setBrush(QColor(40, 110, 60) if good else QColor(150, 30, 30))
    painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
    painter.setPen(QColor(255, 255, 255))
    painter.setFont(font(TEXT_UNITS * felt, True))
    painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)


def paint_tag(painter: QPainter, pill: QRectF, letters: QFont, text: str, fill: QColor,
              felt: float) -> None:
    """A word tag on a trick card's edge ("Lead", "To beat", "Wins")."""
    painter.setPen(QPen(INK, 1.5 * felt))
    painter.setBrush(fill)
    painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
    painter.setPen(INK)
    painter.setFont(letters)
    painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)


def font(pixels: float, bold: bool) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, math.ceil(pixels - 1e-6)))  # never below the size asked for
    font.setBold(bold)
    return font


def lay_badges(row: Sequence[Any], slots: Sequence[tuple[float, float]], keep: float,
               card_w: float) -> None:
    """Where the badges of a marker row's cards (``CardItem``) show, the cards
    at ``slots`` (centres, table units). A line of the row whose cards are
    ``keep`` apart or more shows every badge as it is; a line pushed closer
    (late in a game, in a small window) would pile each badge on the last,
    so it shows one badge for each run of equal ones, with the run's length
    ("+1 ×7"), wholly below the cards, side by side."""
    lines: dict[float, list[int]] = {}
    for i, (_, y) in enumerate(slots):
        lines.setdefault(round(y, 3), []).append(i)
    for line in lines.values():
        xs = [slots[i][0] for i in line]
        if keep <= 0 or all(b - a >= keep - 1e-6 for a, b in itertools.pairwise(xs)):
            for i in line:
                row[i].lay_badge()
            continue
        end = -math.inf
        start = 0
        while start < len(line):
            stop = start + 1
            text = row[line[start]].badge
            while stop < len(line) and row[line[stop]].badge == text:
                row[line[stop]].lay_badge("")
                stop += 1
            label = text if stop - start == 1 or not text else (
                QCoreApplication.translate("TableScene", "%1 ×%2").replace(
                    "%1", text).replace("%2", str(stop - start)))
            left = xs[start] - card_w / 2
            x = max(left, end + 3)
            row[line[start]].lay_badge(label, x - left, below=True)
            if label:
                end = x + badge_width(label)
            start = stop


class PileCaption(QGraphicsItem):
    """A face-down pile's name on the felt, over the pile ("Played cards"):
    a tooltip alone left a newcomer guessing what the backs were."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.setZValue(60)      # over the piles, under the trick
        self.setVisible(False)
        self._wanted = False

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self.setVisible(self._wanted and bool(text))
            self.update()

    def show_over(self, x: float, top: float, wanted: bool) -> None:
        """Centred over a pile whose top card's top edge is at ``top``."""
        self._wanted = wanted
        self.setPos(x, top - 4)
        self.setVisible(wanted and bool(self.text))

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        """The pill, its bottom edge at the item's origin."""
        letters = font(TEXT_UNITS, False)
        h = QFontMetricsF(letters).height() * 1.15
        w = QFontMetricsF(letters).horizontalAdvance(self.text) + h
        return QRectF(-w / 2, -h, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pill = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PLATE_BG)
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        painter.setPen(QColor(235, 240, 230))
        painter.setFont(font(TEXT_UNITS, False))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.text)
