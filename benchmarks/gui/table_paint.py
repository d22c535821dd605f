"""How long does one full repaint of a dealt table take?

    QT_QPA_PLATFORM=offscreen python benchmarks/gui/table_paint.py [--players 2 4 8] [--repeats 60]

Deals a game of 22 in the real window (1280×800, instant speed), waits for
the person's turn, then repaints the whole table view ``--repeats`` times
and reports the median. Every frame of an animation that moves across the
table costs up to this much, so it decides whether play stays at 60 frames
a second (16 ms a frame, minus everything else the frame does).

The machine is shared and its speed drifts, so each figure comes with a
fixed reference measured in the same run: plain Qt drawing none of our
code touches (52 smoothly scaled 250×350 images onto a 1280×800 image, as a
naive card table would). The ratio moves only when our painting does.
The felt and plates alone (every card hidden) are reported too.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path


def _median_ms(widget, repeats: int) -> float:
    """Median wall time of ``repeats`` synchronous full repaints (the first few warm up)."""
    times = []
    for _ in range(repeats + 5):
        start = time.perf_counter()
        widget.repaint()
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times[5:])


def reference_ms(repeats: int) -> float:
    """The fixed reference: 52 smoothly scaled images drawn onto a window-sized image."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    card = QImage(250, 350, QImage.Format.Format_ARGB32_Premultiplied)
    card.fill(QColor(240, 240, 235))
    canvas = QImage(1280, 800, QImage.Format.Format_ARGB32_Premultiplied)
    times = []
    for _ in range(repeats + 5):
        start = time.perf_counter()
        painter = QPainter(canvas)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.fillRect(canvas.rect(), QColor(20, 90, 50))
        for i in range(52):
            painter.drawImage(QRectF(20 + 23 * i, 100 + 7 * (i % 9), 77.3, 108.2), card)
        painter.end()
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times[5:])


def measure(players: int, repeats: int) -> dict:
    from PySide6.QtCore import QSettings

    from cardtable.commands import smoke
    from cardtable.ui.window.main_window import MainWindow
    from cardtable.ui.window.settings import Settings

    app = _application()
    with tempfile.TemporaryDirectory() as scratch:
        store = QSettings(str(Path(scratch) / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(autosave_path=None, speed="instant", pause_ms=0,
                            settings=Settings(store))
        turns: list[int] = []
        window.session.human_turn.connect(lambda seat, _actions: turns.append(seat))
        window.resize(1280, 800)
        window.show()
        window.start_game(variant="twenty-two", players=players, seed=3)
        if not smoke._wait(app, lambda: bool(turns) and not window.animator.busy, 30):
            raise SystemExit("table_paint: the table never waited for the person")
        smoke._flush(app)
        viewport = window.view.viewport()
        cards = window.scene.all_cards()
        table_ms = _median_ms(viewport, repeats)
        for card in cards:
            card.setVisible(False)
        felt_ms = _median_ms(viewport, repeats)
        window.close()
        smoke._flush(app)
    reference = reference_ms(repeats)
    return {"players": players, "cards": len(cards), "table_ms": round(table_ms, 2),
            "felt_ms": round(felt_ms, 2), "reference_ms": round(reference, 2),
            "ratio": round(table_ms / reference, 2)}


def _application():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(sys.argv[:1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4, 8])
    parser.add_argument("--repeats", type=int, default=60)
    parser.add_argument("--json", action="store_true", help="also print one JSON line")
    args = parser.parse_args()
    results = [measure(p, args.repeats) for p in args.players]
    print(f"{'players':>7} {'cards':>5} {'table (ms)':>10} {'felt only':>9} "
          f"{'reference':>9} {'ratio':>6}")
    for r in results:
        print(f"{r['players']:>7} {r['cards']:>5} {r['table_ms']:>10.2f} {r['felt_ms']:>9.2f} "
              f"{r['reference_ms']:>9.2f} {r['ratio']:>5.2f}x")
    if args.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
