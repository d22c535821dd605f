"""Writing a file off the caller's thread: the newest text only, and never read half-done.

Why: the autosave is written after every move, and an atomic write costs two
fsyncs (the file, then its folder) — 2 to 10 ms on a quiet SSD, far more on
a busy disk or a network home folder — on the GUI thread, between a move and
its animation: about a tenth of a seven-player Sneak game's time on the
table at instant speed. A :class:`LaterWriter` takes the text and returns at
once; a thread of its own writes it with the caller's atomic write. A text
handed over while another is being written replaces any text still waiting:
the newest holds every move of the older ones, so no move is lost, and a
fast game writes less often.

Nothing reads a file that is still to be written: :func:`flush` waits for
the pending writes to a path, every reader in ``records`` calls it (through
``cardtable.records.files.open_regular``), and every writer is flushed when
the interpreter exits. How a write went is handed to ``done`` (``None``:
it worked; else the exception) on the writer's thread, which must touch no
Qt object: the autosave store keeps it, and its GUI thread picks it up (a Qt
signal emitted from here could wait for a Qt lock the GUI thread held while
that thread waited for the interpreter's lock, held here: both hung).

No Qt here, and nothing else from ``records``: the readers import this module.
"""

from __future__ import annotations

import atexit
import logging
import os
import threading
import weakref
from collections.abc import Callable
from pathlib import Path

log = logging.getLogger(__name__)

#: A writer's thread waits this long for the next text before it ends: moves
#: come faster than that, and starting a thread for each one cost the GUI
#: thread more than the write (the start waits for the new thread to run).
IDLE_SECONDS = 5.0

#: Every writer alive, for :func:`flush` (a writer that is gone has nothing pending).
_WRITERS: weakref.WeakSet[LaterWriter] = weakref.WeakSet()
_WRITERS_LOCK = threading.Lock()


def _key(path: str | os.PathLike[str]) -> str:
    return os.path.abspath(os.fspath(path))


class LaterWriter:
    """Writes the newest text handed to it to ``path``, on a thread of its own."""

    def __init__(self, path: str | os.PathLike[str], write: Callable[[Path, str], None],
                 done: Callable[[BaseException | None], None]) -> None:
        self.path = Path(path)
        self._key = _key(path)
        self._write = write
        self._done = done
        self._cond = threading.Condition()
        self._text: str | None = None     # waiting to be written
        self._writing = False             # the thread is writing a text
        self._alive = False               # the thread runs (writing or waiting for a text)
        self._thread: int | None = None   # its ident, while it runs
        with _WRITERS_LOCK:
            _WRITERS.add(self)

    @property
    def pending(self) -> bool:
        """A text is waiting or being written."""
        with self._cond:
            return self._text is not None or self._writing

    def put(self, text: str) -> None:
        """Write ``text`` soon, in place of any text still waiting."""
        with self._cond:
            self._text = text
            self._cond.notify_all()
            if self._alive:
                return
            self._alive = True
        # The thread ends after IDLE_SECONDS without a text: an idle window holds none.
        threading.Thread(target=self._run, name="cardtable-write", daemon=True).start()

    def flush(self) -> None:
        """Return once every text handed over is written (or has failed)."""
        if threading.get_ident() == self._thread:   # asked from the write itself: no wait
            return
        with self._cond:
            while self._text is not None or self._writing:
                self._cond.wait()

    def _run(self) -> None:
        self._thread = threading.get_ident()
        while True:
            with self._cond:
                if self._text is None:
                    self._cond.wait(IDLE_SECONDS)   # put() wakes it
                if self._text is None:   # said under the lock: the next text starts a thread
                    self._alive, self._thread = False, None
                    return
                text, self._text = self._text, None
                self._writing = True
            try:
                self._write_one(text)
            finally:
                with self._cond:
                    self._writing = False
                    self._cond.notify_all()

    def _write_one(self, text: str) -> None:
        error: BaseException | None = None
        try:
            self._write(self.path, text)
        except Exception as exc:  # any failure goes to the caller; the thread goes on
            error = exc
        try:
            self._done(error)
        except Exception:  # the caller is gone (its window closed): nobody to tell
            log.debug("nobody to tell how the write of %s went", self.path, exc_info=True)


def flush(path: str | os.PathLike[str] | None = None) -> None:
    """Wait for the pending writes to ``path`` (to every path: ``None``)."""
    key = None if path is None else _key(path)
    with _WRITERS_LOCK:
        writers = [w for w in _WRITERS if key is None or w._key == key]
    for writer in writers:
        writer.flush()


atexit.register(flush)   # a move handed over just before the exit is still written
