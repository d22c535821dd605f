"""A line chart of each player's total after every deal, with the target line.

Drawn with QPainter on a plain widget: a handful of lines and labels does
not justify a plotting stack (Qt Charts or matplotlib would add tens of
megabytes to the package for one small picture). The same widget serves
the side panel's Chart tab and the game-over dialog. It is fed the score
rows every presentation already gives (per deal, each seat's change), so
it works for every game in the registry without knowing any of them.

Equal totals must not hide each other: where several lines pass through
the same point they are drawn side by side (:func:`spread`), a few pixels
apart, and each seat has its own marker shape as well as its colour. A
chart of a single deal or game is no line at all (one segment up from 0
says nothing): it shows each player's points as a bar, with the number.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

#: One colour per seat (eight seats at most on the table), distinct on white.
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf",
           "#8c564b", "#e377c2")
TARGET_COLOUR = "#b00020"
#: One marker shape per seat (after the colours run out, the shapes still differ).
MARKERS = ("circle", "square", "triangle", "diamond", "down", "cross")
#: Pixels between lines that share a point, so each stays in sight.
SPREAD_PX = 3.0


def spread(values: Sequence[float], gap: float = SPREAD_PX) -> list[float]:
    """Pixel offsets for seats whose ``values`` (at one point of the chart)
    are equal: each group of equal values is fanned out ``gap`` apart around
    its true height, in seat order; a value of its own stays where it is."""
    offsets = [0.0] * len(values)
    groups: dict[float, list[int]] = {}
    for seat, value in enumerate(values):
        groups.setdefault(value, []).append(seat)
    for seats in groups.values():
        for rank, seat in enumerate(seats):
            offsets[seat] = (rank - (len(seats) - 1) / 2) * gap
    return offsets


def totals_by_deal(rows: Sequence[tuple[int, dict[int, float]]], players: int
                   ) -> list[list[float]]:
    """Each seat's running total: 0 before the first deal, then after each row."""
    totals = [0.0] * players
    series = [[0.0] for _ in range(players)]
    for _deal, changes in rows:
        for seat in range(players):
            totals[seat] += changes.get(seat, 0)
            series[seat].append(totals[seat])
    return series


class ScoreChart(QWidget):
    """Totals per deal as coloured lines, the target as a dashed red line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.deals: list[int] = []
        self.series: list[list[float]] = []
        self.target: float | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(200, 140)
        self.set_rounds_are_games(False)

    def set_rounds_are_games(self, games: bool) -> None:
        """Say "game" where the game on show is played in games (Supertrump)."""
        self.rounds_are_games = games
        self.setToolTip(self.tr("Each player's total after every game; the dashed line is "
                                "the target") if games else
                        self.tr("Each player's total after every deal; the dashed line is "
                                "the target"))
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(320, 220)

    def set_scores(self, names: Sequence[str], rows: Sequence[tuple[int, dict[int, float]]],
                   target: float | None) -> None:
        """Show ``rows`` (deal number, {seat: change}) as running totals."""
        self.names = list(names)
        self.deals = [d for d, _ in rows]
        self.series = totals_by_deal(rows, len(self.names))
        self.target = target
        self.update()

    # ------------------------------------------------------------ drawing
    def _range(self) -> tuple[float, float, float]:
        """Lowest and highest value shown, and a round step between grid lines."""
        values = [v for line in self.series for v in line] or [0.0]
        if self.target is not None:
            values.append(self.target)
        low, high = min(0.0, *values), max(values)
        step = nice_step((high - low) / 4 or 1)
        low = math.floor(low / step) * step
        high = max(low + step, math.ceil(high * 1.04 / step) * step)
        return low, high, step

    def chart_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        return font

    def plot_rect(self) -> QRectF:
        """Where the lines (or bars) go: inside the axes, above the legend."""
        metrics = QFontMetricsF(self.chart_font())
        legend_h = metrics.height() + 6
        left = metrics.horizontalAdvance("-0000") + 8
        return QRectF(left, 8, self.width() - left - 12,
                      self.height() - 8 - metrics.height() - 6 - legend_h)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("white"))
        p.setFont(self.chart_font())
        metrics = p.fontMetrics()
        legend_h = metrics.height() + 6
        plot = self.plot_rect()
        if plot.width() < 20 or plot.height() < 20:
            return
        low, high, tick = self._range()
        bars = len(self.deals) == 1
        steps = max(1, len(self.deals))

        def at(i: float, v: float) -> QPointF:
            return QPointF(plot.left() + plot.width() * i / steps,
                           plot.bottom() - plot.height() * (v - low) / (high - low))

        self._axes(p, plot, low, high, tick, steps, at, bars)
        if self.target is not None:
            y = at(0, self.target).y()
            p.setPen(QPen(QColor(TARGET_COLOUR), 1.6, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.drawText(QPointF(plot.left() + 4, y - 3),
                       self.tr("Target %1").replace("%1", _number(self.target)))
        if bars:
            self._bars(p, plot, at(0, 0.0).y(), low, high)
        else:
            self._lines(p, at)
        self._legend(p, plot.bottom() + metrics.height() + 6, legend_h)
        if not self.deals:
            p.setPen(QColor("#666"))
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter,
                       self.tr("No game has ended yet.") if self.rounds_are_games
                       else self.tr("No deal has ended yet."))
        p.end()

    def _lines(self, p: QPainter, at) -> None:
        """Each seat's totals as a line with its markers; lines through the
        same point are fanned out so that none hides another."""
        points = [[QPointF(at(i, v)) for i, v in enumerate(line)] for line in self.series]
        for i in range(len(self.deals) + 1):
            offsets = spread([line[i] for line in self.series])
            for seat, dy in enumerate(offsets):
                points[seat][i].setY(points[seat][i].y() + dy)
        for seat, line in enumerate(points):
            colour = QColor(COLOURS[seat % len(COLOURS)])
            path = QPainterPath(line[0])
            for point in line[1:]:
                path.lineTo(point)
            p.setPen(QPen(colour, 2.2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            for point in line:
                marker(p, point, seat, colour)

    def _bars(self, p: QPainter, plot: QRectF, zero: float, low: float, high: float) -> None:
        """The one deal or game so far: each seat's points as a bar with its number."""
        count = max(1, len(self.series))
        slot = plot.width() / count
        width = min(48.0, slot * 0.6)
        for seat, line in enumerate(self.series):
            value = line[-1]
            colour = QColor(COLOURS[seat % len(COLOURS)])
            top = plot.bottom() - plot.height() * (value - low) / (high - low)
            x = plot.left() + slot * (seat + 0.5) - width / 2
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawRect(QRectF(x, min(top, zero), width, max(1.5, abs(zero - top))))
            p.setPen(QColor("#222"))
            label = QRectF(x - 20, min(top, zero) - 18, width + 40, 16)
            p.drawText(label, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                       _number(value))

    def _axes(self, p: QPainter, plot: QRectF, low: float, high: float, tick: float,
              steps: int, at, bars: bool = False) -> None:
        p.setPen(QPen(QColor("#ddd"), 1))
        for k in range(round((high - low) / tick) + 1):
            v = low + k * tick
            y = at(0, v).y()
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(QColor("#555"))
            p.drawText(QRectF(0, y - 8, plot.left() - 4, 16),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       _number(v))
            p.setPen(QPen(QColor("#ddd"), 1))
        p.setPen(QPen(QColor("#555"), 1))
        p.drawRect(plot)
        if bars:                # one deal or game: its name under the bars
            p.drawText(QRectF(plot.left(), plot.bottom() + 2, plot.width(), 16),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                       (self.tr("Game %1") if self.rounds_are_games else self.tr("Deal %1"))
                       .replace("%1", str(self.deals[0])))
            return
        every = max(1, steps // 10)
        labels = [0, *self.deals]
        for i in range(0, len(labels), every):
            x = at(i, low).x()
            p.drawText(QRectF(x - 20, plot.bottom() + 2, 40, 16),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, str(labels[i]))

    def _legend(self, p: QPainter, top: float, height: float) -> None:
        x = 8.0
        metrics = p.fontMetrics()
        for seat, name in enumerate(self.names):
            colour = QColor(COLOURS[seat % len(COLOURS)])
            p.setPen(QPen(colour, 3))
            p.drawLine(QPointF(x, top + height / 2), QPointF(x + 14, top + height / 2))
            marker(p, QPointF(x + 7, top + height / 2), seat, colour)
            p.setPen(QColor("#222"))
            p.drawText(QPointF(x + 18, top + height / 2 + metrics.ascent() / 2 - 1), name)
            x += 18 + metrics.horizontalAdvance(name) + 12


def marker(p: QPainter, at: QPointF, seat: int, colour: QColor, size: float = 3.6) -> None:
    """``seat``'s marker shape at ``at``: with equal totals the shapes still
    tell whose point is whose where the colours meet."""
    shape = MARKERS[seat % len(MARKERS)]
    p.setPen(QPen(QColor("white"), 0.8))
    p.setBrush(colour)
    x, y, r = at.x(), at.y(), size
    if shape == "circle":
        p.drawEllipse(at, r, r)
    elif shape == "square":
        p.drawRect(QRectF(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7))
    elif shape == "cross":
        p.setPen(QPen(colour, 2.0))
        p.drawLine(QPointF(x - r, y - r), QPointF(x + r, y + r))
        p.drawLine(QPointF(x - r, y + r), QPointF(x + r, y - r))
    else:
        corners = {"triangle": ((0, -1.15), (1.05, 0.8), (-1.05, 0.8)),
                   "down": ((0, 1.15), (1.05, -0.8), (-1.05, -0.8)),
                   "diamond": ((0, -1.2), (1.1, 0), (0, 1.2), (-1.1, 0))}[shape]
        p.drawPolygon(QPolygonF([QPointF(x + dx * r, y + dy * r) for dx, dy in corners]))


def nice_step(rough: float) -> float:
    """The round grid step (1, 2 or 5 times a power of ten) nearest above ``rough``."""
    power = 10 ** math.floor(math.log10(rough))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= rough)


def _number(value: float) -> str:
    """Whole numbers without ``.0``; halves (Supertrump) as they are."""
    return str(int(value)) if float(value).is_integer() else f"{value:g}"
