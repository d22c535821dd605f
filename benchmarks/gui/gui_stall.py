"""How smooth is the table? Launch-to-first-paint time and event-loop stalls.

    QT_QPA_PLATFORM=offscreen python benchmarks/gui/gui_stall.py [--seconds 60] [--players 4]
        [--level normal|expert]

Opens the main window, measures the time from the start of this script to
the first paint of a dealt table, then lets AIs play every seat at normal
animation speed while a 1 ms precise timer records how late the event loop
answers. Prints the longest stall and the 50th/99th percentile gap (a stall
is a gap beyond the timer's own 1 ms). Targets: longest < 50 ms, p99 < 16 ms.
"""

from __future__ import annotations

import time

START = time.perf_counter()

import argparse  # noqa: E402
import json  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402

from PySide6.QtCore import QEvent, QObject, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


class FirstPaint(QObject):
    """Notes when the view first paints with cards on the table."""

    def __init__(self, window) -> None:
        super().__init__()
        self.window = window
        self.at: float | None = None

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt override)
        if self.at is None and event.type() == QEvent.Type.Paint \
                and self.window.scene.all_cards():
            self.at = time.perf_counter()
        return False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--level", default="normal",
                        help="AI level of every seat (expert: the search shares the GIL)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    app = QApplication(sys.argv)
    from cardtable.ui.window.main_window import MainWindow

    window = MainWindow(autosave_path=None, speed="normal", pause_ms=450)
    painted = FirstPaint(window)
    window.view.viewport().installEventFilter(painted)
    window.resize(1280, 800)
    window.show()
    window.start_game(demo=True, players=args.players, seed=1, level=args.level)
    window.demo_game_finished.connect(
        lambda w: window.start_game(demo=True, level=args.level))
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append((now - last[0]) * 1000)
        last[0] = now

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(1)
    timer.timeout.connect(tick)
    def start_measuring() -> None:
        last[0] = time.perf_counter()
        timer.start()

    QTimer.singleShot(1500, start_measuring)  # measure play, not start-up
    QTimer.singleShot(int(1500 + args.seconds * 1000), app.quit)
    app.exec()
    gaps.sort()
    result = {
        "first_paint_ms": round((painted.at - START) * 1000, 1) if painted.at else None,
        "samples": len(gaps),
        "longest_stall_ms": round(gaps[-1], 2),
        "p50_gap_ms": round(statistics.median(gaps), 2),
        "p99_gap_ms": round(gaps[int(len(gaps) * 0.99)], 2),
        "moves": window.session.state.moves_made if window.session.state else 0,
    }
    print(json.dumps(result) if args.json else "\n".join(f"{k}: {v}" for k, v in result.items()))
    window.session.stop()


if __name__ == "__main__":
    main()
