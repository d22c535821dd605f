"""How fast does cardtable start, next to the barest PySide6 window?

    python benchmarks/gui/launch.py [--runs 7] [--platform offscreen|xcb] [--floor] [--check]
           [--json]

Runs two whole processes alternately, ``--runs`` times each:

* **bare** — a few lines of PySide6: a QApplication, a QMainWindow holding a
  QGraphicsView on a scene with one rectangle, shown, its first frame drawn;
* **cardtable** — ``cardtable --smoke-test``: the real window, a dealt game
  of 22, one frame drawn and checked.

It reports the median wall time (from spawning the process to its exit) and
the median peak resident memory of each, and cardtable's ratio to bare. The
target is a time ratio of at most 1.5 (``--check`` exits 1 above ``--limit``):
what the bare window costs is the floor any PySide6 program pays on this
machine, so the ratio measures only what is ours — and does not drift with
the machine's speed the way a fixed number of milliseconds would.

Both processes get the same environment: the Qt platform of ``--platform``
(offscreen by default, so no display is needed), fresh configuration and
data folders (nothing of the user's is read or written), and a private
bytecode cache warmed by one untimed run of each — an installed wheel is
byte-compiled, so a checkout's ``PYTHONDONTWRITEBYTECODE`` must not charge
compilation to the start-up (``--no-bytecode`` measures it that way anyway).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

#: Where both commands run (``python -m cardtable`` finds the package here).
REPO = Path(__file__).resolve().parents[2]


def _first_frame(name: str) -> str:
    """The end both reference scripts share: show ``window``, wait until the
    platform exposes it, draw one frame and say so. One text, so the two
    references always end at the same point and their times compare."""
    return """\
window.show()
deadline = time.monotonic() + 30
while not (window.windowHandle() and window.windowHandle().isExposed()):
    if time.monotonic() > deadline:
        sys.exit("NAME window: never exposed")
    app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    time.sleep(0.001)
image = window.grab().toImage()
print(f"NAME ok: {image.width()}x{image.height()} frame, platform {app.platformName()}")
""".replace("NAME", name)


#: The reference: the least a PySide6 program must do to show a graphics view.
BARE_SCRIPT = """\
import sys, time
from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication(sys.argv[:1])
scene = QGraphicsScene()
scene.addRect(0, 0, 200, 120)
window = QMainWindow()
window.setCentralWidget(QGraphicsView(scene))
window.resize(1280, 800)
""" + _first_frame("bare")


#: With ``--floor``: the least any PySide6 card table must do beyond the bare
#: window, with none of cardtable's code — Qt's namespace enums (every real
#: program touches ``Qt``), QtSvg rendering the card faces a dealt table of 22
#: shows (seven faces and a back, from cardtable's own SVG deck), 52 card items
#: on the scene, a menu bar, a side list, a button row and a status bar. Its
#: ratio to bare is what a target leaves no room under: what the target allows
#: above it is all the budget the engine, layout and game flow have.
FLOOR_SCRIPT = """\
import sys, time
from pathlib import Path
from PySide6.QtCore import QEventLoop, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (QApplication, QGraphicsScene, QGraphicsView, QHBoxLayout,
                               QListWidget, QMainWindow, QPushButton, QSplitter, QVBoxLayout,
                               QWidget)
app = QApplication(sys.argv[:1])
cards = Path(sys.argv[1])
def face(name):
    pixmap = QPixmap(96, 134)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    QSvgRenderer(str(cards / name)).render(painter)
    painter.end()
    return pixmap
faces = [face(n) for n in ("AS.svg", "KH.svg", "QD.svg", "JC.svg", "10S.svg", "9H.svg", "8D.svg")]
back = face("back.svg")
scene = QGraphicsScene(0, 0, 1000, 700)
for i in range(52):
    item = scene.addPixmap(faces[i] if i < len(faces) else back)
    item.setPos(40 + (i % 13) * 70, 40 + (i // 13) * 150)
window = QMainWindow()
for title in ("File", "Game", "View", "Help"):
    window.menuBar().addMenu(title).addAction(title + " item")
left = QWidget()
column = QVBoxLayout(left)
column.addWidget(QGraphicsView(scene), 1)
row = QHBoxLayout()
for text in ("Keep hand", "Exchange", "Play"):
    row.addWidget(QPushButton(text))
column.addLayout(row)
split = QSplitter(Qt.Orientation.Horizontal)
split.addWidget(left)
split.addWidget(QListWidget())
window.setCentralWidget(split)
window.statusBar().showMessage("Your turn")
window.resize(1280, 800)
""" + _first_frame("floor")


#: cardtable's start-up may take at most this many times the bare window's.
TIME_LIMIT = 1.5


@dataclass
class Samples:
    """Wall times (s) and peak resident memory (MiB, ``None``: not measurable) of one command."""

    name: str
    argv: list[str]
    seconds: list[float] = field(default_factory=list)
    peak_mib: list[float | None] = field(default_factory=list)

    @property
    def median_s(self) -> float:
        return statistics.median(self.seconds)

    @property
    def median_mib(self) -> float | None:
        known = [m for m in self.peak_mib if m is not None]
        return statistics.median(known) if known else None


def cardtable_argv() -> list[str]:
    """The ``cardtable`` launcher beside this Python (what a shell runs), else ``-m``."""
    folder = Path(sys.executable).parent
    for name in ("cardtable", "cardtable.exe"):
        if (folder / name).is_file():
            return [str(folder / name), "--smoke-test"]
    return [sys.executable, "-m", "cardtable", "--smoke-test"]


def child_env(platform: str, scratch: Path, bytecode: bool) -> dict[str, str]:
    """The environment both commands share: same platform, nothing of the user's."""
    env = dict(os.environ, QT_QPA_PLATFORM=platform)
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        folder = scratch / var.lower()
        folder.mkdir(exist_ok=True)
        env[var] = str(folder)
    if bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(scratch / "pycache")
    return env


def run_once(argv: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float | None]:
    """Run ``argv`` to its end; its wall time (s) and peak RSS (MiB, if the OS says).

    ``os.wait4`` gives the rusage of exactly this child (``RUSAGE_CHILDREN``
    would be the maximum over every child so far). Output goes to a file, not
    a pipe, so a chatty child cannot block while nobody reads.
    """
    with tempfile.TemporaryFile() as out:
        start = time.perf_counter()
        process = subprocess.Popen(argv, env=env, cwd=cwd, stdout=out, stderr=subprocess.STDOUT)
        if hasattr(os, "wait4"):
            _, status, usage = os.wait4(process.pid, 0)
            elapsed = time.perf_counter() - start
            process.returncode = os.waitstatus_to_exitcode(status)
            # ru_maxrss: KiB on Linux and the BSDs, bytes on macOS.
            scale = 1024 * 1024 if sys.platform == "darwin" else 1024
            peak: float | None = usage.ru_maxrss / scale
        else:  # Windows: no per-child rusage
            process.wait()
            elapsed = time.perf_counter() - start
            peak = None
        if process.returncode != 0:
            out.seek(0)
            text = out.read().decode(errors="replace")
            raise SystemExit(f"launch benchmark: {' '.join(argv)[:80]} failed "
                             f"(exit {process.returncode}):\n{text}")
    return elapsed, peak


def measure(runs: int, platform: str, bytecode: bool,
            floor: bool = False) -> tuple[Samples, Samples, Samples | None]:
    """Alternate bare and cardtable (and the floor) ``runs`` times, after one
    untimed warm-up each."""
    bare = Samples("bare PySide6", [sys.executable, "-c", BARE_SCRIPT])
    app = Samples("cardtable", cardtable_argv())
    least = (Samples("floor", [sys.executable, "-c", FLOOR_SCRIPT, str(REPO / "assets" / "cards")])
             if floor else None)
    every = [s for s in (bare, app, least) if s is not None]
    scratch = Path(tempfile.mkdtemp(prefix="cardtable-launch-"))
    try:
        env = child_env(platform, scratch, bytecode)
        for samples in every:  # bytecode, disk cache, font cache: warm for all
            run_once(samples.argv, env, REPO)
        for i in range(runs):
            order = every if i % 2 == 0 else every[::-1]  # no order bias
            for samples in order:
                seconds, peak = run_once(samples.argv, env, REPO)
                samples.seconds.append(seconds)
                samples.peak_mib.append(peak)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return bare, app, least


def report(bare: Samples, app: Samples, floor: Samples | None = None) -> dict:
    """The medians and ratios as one dict (what ``--json`` prints)."""
    mem_ratio = (app.median_mib / bare.median_mib
                 if app.median_mib is not None and bare.median_mib else None)
    result = {
        "runs": len(app.seconds),
        "bare": {"median_s": bare.median_s, "median_peak_mib": bare.median_mib},
        "cardtable": {"median_s": app.median_s, "median_peak_mib": app.median_mib},
        "time_ratio": app.median_s / bare.median_s,
        "memory_ratio": mem_ratio,
    }
    if floor is not None:
        result["floor"] = {"median_s": floor.median_s, "median_peak_mib": floor.median_mib,
                           "time_ratio": floor.median_s / bare.median_s}
    return result


def table(result: dict) -> str:
    """A short plain-text table of the result."""
    def mib(value: float | None) -> str:
        return f"{value:8.1f}" if value is not None else "     n/a"

    runs = result["runs"]
    lines = [f"{'':14}{'wall (s)':>10}{'peak (MiB)':>12}   "
             f"median of {runs} run{'s' if runs != 1 else ''} each"]
    for key in ("bare", "floor", "cardtable"):
        row = result.get(key)
        if row is not None:
            lines.append(f"{key:14}{row['median_s']:10.3f}    {mib(row['median_peak_mib'])}")
    if "floor" in result:
        lines.append(f"{'floor ratio':14}{result['floor']['time_ratio']:9.2f}x")
    memory = result["memory_ratio"]
    lines.append(f"{'ratio':14}{result['time_ratio']:9.2f}x    "
                 + (f"{memory:7.2f}x" if memory is not None else "     n/a"))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs of each (default 7)")
    parser.add_argument("--platform", default="offscreen",
                        help="Qt platform of both processes (default offscreen; "
                             "xcb or wayland needs a display)")
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if the time ratio is above --limit")
    parser.add_argument("--limit", type=float, default=TIME_LIMIT,
                        help=f"the time ratio --check allows (default {TIME_LIMIT})")
    parser.add_argument("--no-bytecode", dest="bytecode", action="store_false",
                        help="keep the environment's bytecode setting (may compile every run)")
    parser.add_argument("--floor", action="store_true",
                        help="also time the least any PySide6 card table does (no cardtable code)")
    parser.add_argument("--json", action="store_true", help="also print the result as JSON")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    if args.platform in ("xcb", "wayland") and not (os.environ.get("DISPLAY")
                                                    or os.environ.get("WAYLAND_DISPLAY")):
        parser.error(f"--platform {args.platform} needs a display")
    bare, app, floor = measure(args.runs, args.platform, args.bytecode, args.floor)
    result = report(bare, app, floor)
    print(table(result))
    if args.json:
        print(json.dumps(result))
    if args.check and result["time_ratio"] > args.limit:
        print(f"too slow: cardtable takes {result['time_ratio']:.2f}x the bare window "
              f"(limit {args.limit:g}x)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
