"""A line chart of each player's total after every deal, with the target line.

Drawn with QPainter on a plain widget: a handful of lines and labels does
not justify a plotting stack (Qt Charts or matplotlib would add tens of
megabytes to the package for one small picture). The same widget serves
the side panel's Chart tab and the game-over dialog. It is fed the score
rows every presentation already gives (per deal, each seat's change), so
it works for every game in the registry without knowing any of them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

#: One colour per seat (eight seats at most on the table), distinct on white.
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf",
           "#8c564b", "#e377c2")
TARGET_COLOUR = "#b00020"


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

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("white"))
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        p.setFont(font)
        metrics = p.fontMetrics()
        legend_h = metrics.height() + 6
        left = metrics.horizontalAdvance("-0000") + 8
        plot = QRectF(left, 8, self.width() - left - 12,
                      self.height() - 8 - metrics.height() - 6 - legend_h)
        if plot.width() < 20 or plot.height() < 20:
            return
        low, high, tick = self._range()
        steps = max(1, len(self.deals))

        def at(i: int, v: float) -> QPointF:
            return QPointF(plot.left() + plot.width() * i / steps,
                           plot.bottom() - plot.height() * (v - low) / (high - low))

        self._axes(p, plot, low, high, tick, steps, at)
        if self.target is not None:
            y = at(0, self.target).y()
            p.setPen(QPen(QColor(TARGET_COLOUR), 1.6, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.drawText(QPointF(plot.left() + 4, y - 3),
                       self.tr("Target %1").replace("%1", _number(self.target)))
        for seat, line in enumerate(self.series):
            colour = QColor(COLOURS[seat % len(COLOURS)])
            path = QPainterPath(at(0, line[0]))
            for i, v in enumerate(line[1:], 1):
                path.lineTo(at(i, v))
            p.setPen(QPen(colour, 2.2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            p.setBrush(colour)
            for i, v in enumerate(line):
                p.drawEllipse(at(i, v), 2.5, 2.5)
        self._legend(p, plot.bottom() + metrics.height() + 6, legend_h)
        if not self.deals:
            p.setPen(QColor("#666"))
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter,
                       self.tr("No game has ended yet.") if self.rounds_are_games
                       else self.tr("No deal has ended yet."))
        p.end()

    def _axes(self, p: QPainter, plot: QRectF, low: float, high: float, tick: float,
              steps: int, at) -> None:
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
            p.setPen(QColor("#222"))
            p.drawText(QPointF(x + 18, top + height / 2 + metrics.ascent() / 2 - 1), name)
            x += 18 + metrics.horizontalAdvance(name) + 12


def nice_step(rough: float) -> float:
    """The round grid step (1, 2 or 5 times a power of ten) nearest above ``rough``."""
    power = 10 ** math.floor(math.log10(rough))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= rough)


def _number(value: float) -> str:
    """Whole numbers without ``.0``; halves (Supertrump) as they are."""
    return str(int(value)) if float(value).is_integer() else f"{value:g}"
