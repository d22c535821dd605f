"""Qt's log messages, minus the one harmless line that reads like a failure.

Platform plugins without a window manager to talk to (``offscreen``, which
``--smoke-test``, the tests and CI use, and ``minimal``) print "This plugin
does not support propagateSizeHints()" whenever a window with a minimum size
is shown. Nothing is wrong — there is nobody to tell the size hints to — but
in the output of a smoke test a warning looks like a broken installation.
:func:`install` drops exactly that message; every other one goes on
unchanged to the handler that was installed before (or, as Qt's default
handler would, formatted by ``QT_MESSAGE_PATTERN`` to stderr).
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable
from typing import Any

#: Messages that are dropped, compared whole.
HARMLESS = frozenset({"This plugin does not support propagateSizeHints()"})

#: The handler :func:`install` replaced (``None``: Qt's default).
_previous: Callable[[Any, Any, str], None] | None = None


def install() -> None:
    """Filter Qt's messages through :data:`HARMLESS` (again: no change).

    Call before the QApplication exists, so messages of its start are filtered too.
    """
    global _previous
    from PySide6.QtCore import qInstallMessageHandler

    previous = qInstallMessageHandler(_handle)
    if previous is not _handle:  # not installed twice over itself: it would loop
        _previous = previous


def uninstall() -> None:
    """Give Qt back the handler :func:`install` replaced (tests)."""
    global _previous
    from PySide6.QtCore import qInstallMessageHandler

    current = qInstallMessageHandler(_previous)
    if current is not _handle:  # someone else's handler was in place: keep it
        qInstallMessageHandler(current)
    _previous = None


def _handle(kind: Any, context: Any, message: str) -> None:
    """Qt's message handler: drop a harmless message, pass any other on."""
    if message in HARMLESS:
        return
    if _previous is not None:
        _previous(kind, context, message)
        return
    from PySide6.QtCore import qFormatLogMessage

    stream = sys.stderr
    if stream is None:  # a windowed app on Windows has no stderr
        return
    with contextlib.suppress(OSError, ValueError):  # a closed stderr is not worth a crash
        stream.write(qFormatLogMessage(kind, context, message) + "\n")
        stream.flush()
