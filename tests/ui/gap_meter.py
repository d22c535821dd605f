"""How long the event loop was away: the gaps between a 1 ms timer's ticks.

The hint's and the review's stall tests both measure this way (and
``benchmarks/gui/gui_stall.py`` in a whole game): a precise 1 ms timer that
ticks late by as much as the GUI thread was busy elsewhere.

A stall is a gap over ``STALL_MS``. Work of ours on the GUI thread shows as a
stall at every decision (a search takes a hundred milliseconds and more);
when parallel test workers fill every core, the system may also set the GUI
thread aside for a moment, a stall or two in thousands of ticks that says
nothing about our code. So the checks allow ``NOISE`` stalls, none past
``WORST_MS``.
"""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, QTimer

#: A gap longer than this is a stall (the hint's limit).
STALL_MS = 50.0
#: Stalls the machine alone may cause in one measurement, and the longest.
NOISE = 2
WORST_MS = 250.0


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

    def stalls(self) -> list[float]:
        """The gaps over :data:`STALL_MS`."""
        return [gap for gap in self.gaps if gap > STALL_MS]

    def responsive(self) -> bool:
        """No stall of ours: at most :data:`NOISE` stalls, none past :data:`WORST_MS`."""
        return len(self.stalls()) <= NOISE and max(self.gaps, default=0.0) < WORST_MS
