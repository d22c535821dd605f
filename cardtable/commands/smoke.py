"""``cardtable --smoke-test``: prove an installation can open the table and draw it.

Opens the main window (offscreen when there is no display), deals a game of
22 for four at instant speed, reads back the frame it painted and checks it
is not blank, then closes everything. Exit code 0 and "smoke test
ok" on success; 1 and one "smoke test failed: ..." line on stderr otherwise.
Nothing of the user's is touched: no autosave, and the window's settings
go to a throwaway file. Meant for installed wheels and frozen (PyInstaller)
builds, where a missing asset, translation or Qt plugin shows up here first.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

#: How long the deal may take to reach the table before the test gives up.
TIMEOUT_S = 30.0
#: How long the table may take to settle (AIs before the person play) before
#: the frame is drawn anyway: waiting for the state, not a fixed time, keeps
#: the test as quick as the machine.
SETTLE_S = 2.0


class SmokeTestError(Exception):
    """The installation cannot show a dealt table."""


def _headless() -> bool:
    """True on Linux/BSD with no X11 or Wayland display to connect to."""
    if sys.platform in ("win32", "darwin"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def run_smoke_test(timeout_s: float = TIMEOUT_S) -> int:
    """Run the smoke test; the process exit code (0 ok, 1 failed)."""
    try:
        summary = _smoke(timeout_s)
    except Exception as exc:
        print(f"smoke test failed: {exc}", file=sys.stderr, flush=True)
        return 1
    print(f"smoke test ok: {summary}", flush=True)
    return 0


def _smoke(timeout_s: float) -> str:
    if _headless() and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    from cardtable.ui.window import startup

    startup.quicken_pyside_imports()  # before the rest of the window is imported
    from cardtable.ui.kit import qt_messages

    qt_messages.install()  # offscreen's propagateSizeHints() line is not a failure

    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
        app.setApplicationName("cardtable")
        app.setOrganizationName("cardtable")
        app.setApplicationDisplayName("cardtable")

    from cardtable.resources import asset_path, data_dir
    from cardtable.ui.window.appicon import app_icon

    if not asset_path("cards").is_dir():
        raise SmokeTestError(f"no card art in {asset_path('cards')}")
    _check_translations(data_dir("i18n"))
    if app_icon().pixmap(64, 64).isNull():
        raise SmokeTestError("the application icon does not render")

    from PySide6.QtCore import QTemporaryDir

    from cardtable.ui.window.main_window import MainWindow

    scratch = QTemporaryDir()  # Qt's: Python's tempfile would import shutil, bz2, lzma
    if not scratch.isValid():
        raise SmokeTestError(f"no scratch folder for the settings: {scratch.errorString()}")
    try:
        return _deal_and_draw(app, MainWindow, Path(scratch.path()), timeout_s)
    finally:
        scratch.remove()


def _check_translations(folder: Path) -> None:
    """Every compiled translation in ``folder`` loads."""
    from PySide6.QtCore import QTranslator

    for qm in sorted(folder.glob("*.qm")):
        if not QTranslator().load(str(qm)):
            raise SmokeTestError(f"the translation {qm} does not load")


def _window_options(scratch: Path) -> dict:
    """MainWindow's arguments: no autosave, instant, and throwaway settings."""
    from PySide6.QtCore import QSettings

    from cardtable.ui.window.settings import Settings

    store = QSettings(str(scratch / "settings.ini"), QSettings.Format.IniFormat)
    return {"autosave_path": None, "speed": "instant", "pause_ms": 0,
            "settings": Settings(store)}  # never the user's own preferences


def _deal_and_draw(app, main_window, scratch: Path, timeout_s: float) -> str:
    window = main_window(**_window_options(scratch))
    turn: list[int] = []  # the person's seat, once the table waits for them
    window.session.human_turn.connect(lambda seat, _actions: turn.append(seat))
    try:
        window.resize(1280, 800)
        window.show()
        window.start_game(variant="twenty-two", players=4, seed=1)
        if not _wait(app, lambda: bool(window.scene.all_cards()), timeout_s):
            raise SmokeTestError(f"no cards on the table after {timeout_s:g} s")
        # Settled: the AIs before the person have played and every card has
        # landed. Not a failure if it takes longer; the frame is drawn anyway.
        _wait(app, lambda: bool(turn) and not window.animator.busy, SETTLE_S)
        _flush(app)  # the layout the person's turn asked for (the prompt in the bar)
        cards = len(window.scene.all_cards())
        if not window.windowTitle():
            raise SmokeTestError("the window has no title")
        image = _painted_frame(window)
        colours, share = _colour_spread(image)
        if image.isNull() or image.width() < 100 or image.height() < 100:
            raise SmokeTestError(f"the window rendered a {image.width()}x{image.height()} image")
        if colours < 16 or share > 0.95:
            raise SmokeTestError(f"the rendered frame looks blank ({colours} colours, "
                                 f"{share:.0%} of it one colour)")
    finally:
        window.close()
        window.deleteLater()
        _flush(app)
    return (f"{cards} cards dealt, {image.width()}x{image.height()} frame, "
            f"{colours} colours, platform {app.platformName()}")


def _painted_frame(window):
    """The frame the window painted, as the screen holds it: ``QScreen.grabWindow``
    reads it back (the offscreen backing store, or the X server's pixels — what
    a person would see), without rendering the window a second time. Where the
    platform cannot give it back (Wayland) the window is rendered afresh."""
    screen = window.screen()
    if screen is not None:
        shot = screen.grabWindow(window.winId()).toImage()
        if not shot.isNull() and shot.width() >= 100 and shot.height() >= 100:
            return shot
    return window.grab().toImage()


def _wait(app, done, timeout_s: float) -> bool:
    """Process events until ``done()`` or the timeout; whether it got done."""
    from PySide6.QtCore import QEventLoop

    deadline = time.monotonic() + timeout_s
    while True:
        if done():
            return True
        if time.monotonic() >= deadline:
            return False
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.001)  # an AI thread's answer, a timer: short, every frame counts


def _flush(app) -> None:
    """Deliver what is posted now: layout requests and paints, and the deferred
    deletes, which a loop outside ``exec`` would otherwise never run."""
    from PySide6.QtCore import QEvent, QEventLoop

    for _ in range(2):  # a layout change posts one more round of events
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _colour_spread(image) -> tuple[int, float]:
    """Distinct colours on a sample grid, and the commonest colour's share.

    Reads the pixels as 32-bit words a row slice at a time: the same grid as
    ``image.pixel(x, y)`` point by point, without 16,000 calls into Qt (~5 ms).
    """
    from collections import Counter

    from PySide6.QtGui import QImage

    counts: Counter[int] = Counter()
    width, height = image.width(), image.height()
    if width > 0 and height > 0:
        rgb = image.convertToFormat(QImage.Format.Format_RGB32)  # 0xffRRGGBB per pixel
        words = memoryview(rgb.constBits()).cast("I")
        stride = rgb.bytesPerLine() // 4
        step = max(1, min(width, height) // 100)
        for y in range(0, height, step):
            counts.update(words[y * stride:y * stride + width:step])
    total = sum(counts.values()) or 1
    return len(counts), max(counts.values(), default=0) / total
