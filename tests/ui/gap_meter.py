"""How long the event loop was away: the gaps between a 1 ms timer's ticks.

The hint's and the review's stall tests both measure this way (and
``benchmarks/gui/gui_stall.py`` in a whole game): a precise 1 ms timer that
ticks late by as much as the GUI thread was busy elsewhere.
"""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, QTimer


class GapMeter:
    """Start, do the work, stop: ``gaps`` holds the intervals in milliseconds."""

    def __init__(self) -> None:
        self.gaps: list[float] = []
        self._last = time.perf_counter()
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(1)
        self.timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        now = time.perf_counter()
        self.gaps.append((now - self._last) * 1000)
        self._last = now

    def start(self) -> None:
        self._last = time.perf_counter()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
