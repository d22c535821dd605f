"""The autosave file: what is found there at start, keeping games aside, saving every move.

Why a module of its own: the session saves after every move, and every kind
of trouble with that file used to be invisible and then destructive. A
damaged autosave (truncated, garbage, a newer record version, a bad card) was
read as "nothing to resume" and overwritten by the next deal; so was one that
could not be read at all; a declined resume was overwritten at once; a kill
in the middle of a save left ``.autosave.cardtable.*.tmp`` files for ever;
and a full disk was reported again on every move. :class:`AutosaveStore`
owns those decisions so the session only says "save now", and the start-up
dialogs (``cardtable.ui.archive.resume``) only ask the player:

* :meth:`AutosaveStore.check` tells a missing, finished, unfinished, damaged
  (with the reader's own reason) and unreadable file apart;
* :meth:`~AutosaveStore.keep_damaged` and :meth:`~AutosaveStore.keep_aside`
  move a game aside instead of letting the next save destroy it; no kept
  copy is ever overwritten (a declined game gets a dated name of its own,
  ``cardtable.saves.kept_games``, listed by Game → Saved games…);
* :meth:`~AutosaveStore.pause` stops saving over a file the player chose to
  keep, and :meth:`~AutosaveStore.save` reports a failure once, keeps the
  state (for a "not saved" mark) and retries on every move — whatever the
  failure: a name the file cannot encode used to raise past it, move after
  move, while the file silently stopped changing.
"""

from __future__ import annotations

import datetime
import enum
import glob
import itertools
import logging
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from cardtable.games.record_schema import RecordError
from cardtable.records.files import read_capped
from cardtable.records.io import (
    MAX_FILE_BYTES,
    LoadedGame,
    decode_text,
    load_record,
    parse_text,
    save_atomic,
)
from cardtable.saves.kept_games import KeptGames
from cardtable.saves.kept_games import move_without_overwriting as _move_without_overwriting

log = logging.getLogger(__name__)


class Found(enum.Enum):
    """What :meth:`AutosaveStore.check` found at the autosave path."""

    NOTHING = "nothing"          # no file: a first start, or the game was kept aside
    FINISHED = "finished"        # a game that is over: nothing to offer
    UNFINISHED = "unfinished"    # a game to offer for resume
    DAMAGED = "damaged"          # readable, but not a record this cardtable can replay
    UNREADABLE = "unreadable"    # the file is there but cannot be read (permissions, I/O)


@dataclass(frozen=True)
class AutosaveCheck:
    """The verdict on the autosave file, with the reason when it is bad."""

    found: Found
    reason: str = ""                    # DAMAGED: the reader's words; UNREADABLE: the OS's
    loaded: LoadedGame | None = None    # FINISHED / UNFINISHED: the replayed game


def read_autosave(path: Path) -> LoadedGame:
    """Read and replay the autosave. ``OSError`` means the file could not be
    read (left alone); ``RecordError`` means it was read and is damaged."""
    return load_record(parse_text(decode_text(read_capped(path, MAX_FILE_BYTES))))


class AutosaveStore(QObject):
    """The autosave file of one session, and the state of saving to it."""

    failed = Signal(str)        # the first failure after a success: one message, not one a move
    status_changed = Signal()   # failing or paused changed: update the "not saved" mark

    def __init__(self, path: str | os.PathLike[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = Path(path)
        self._error: str | None = None
        self._paused = False

    # ------------------------------------------------------------ state
    @property
    def error(self) -> str | None:
        """Why the last save failed (``None``: it worked, or none was tried)."""
        return self._error

    @property
    def paused(self) -> bool:
        """Saving is off because the player chose to keep a file we cannot read."""
        return self._paused

    def pause(self) -> None:
        """Stop saving (until :meth:`unpause`): the file there must survive."""
        if not self._paused:
            self._paused = True
            self.status_changed.emit()

    def unpause(self) -> None:
        if self._paused:
            self._paused = False
            self.status_changed.emit()

    # ------------------------------------------------------------ at start
    def check(self) -> AutosaveCheck:
        """What is at the autosave path. Never raises."""
        try:
            loaded = read_autosave(self.path)
        except FileNotFoundError:
            return AutosaveCheck(Found.NOTHING)
        except OSError as exc:  # permission denied, I/O error, a folder or a FIFO there
            return AutosaveCheck(Found.UNREADABLE, str(exc.strerror or exc))
        except RecordError as exc:
            return AutosaveCheck(Found.DAMAGED, str(exc))
        except Exception as exc:  # a replay bug must not cost the game either: keep it aside
            return AutosaveCheck(Found.DAMAGED, f"It could not be replayed ({type(exc).__name__}).")
        found = Found.FINISHED if loaded.state.is_over else Found.UNFINISHED
        return AutosaveCheck(found, loaded=loaded)

    def temp_files(self) -> list[Path]:
        """This autosave's temporary files (``.{name}.*.tmp``, as ``save_atomic``
        names them) in its folder."""
        pattern = f".{glob.escape(self.path.name)}.*.tmp"
        try:
            return sorted(p for p in self.path.parent.glob(pattern) if p.is_file())
        except OSError:
            return []

    def clean_temp_files(self) -> list[Path]:
        """Remove the temporary files a killed save left behind; return them.
        Called once at start, before anything of ours is saving."""
        removed = []
        for tmp in self.temp_files():
            try:
                tmp.unlink()
            except OSError:
                continue
            removed.append(tmp)
        return removed

    def keep_damaged(self, today: datetime.date | None = None) -> Path:
        """Move a damaged autosave to ``<stem>-damaged-<date>[-n]<suffix>``
        beside it, never over an existing file; return where it went.
        ``OSError`` if it cannot be moved (the caller must then not save)."""
        date = (today or datetime.date.today()).isoformat()
        stem, suffix = self.path.stem, self.path.suffix

        def names() -> Iterator[Path]:
            yield self.path.with_name(f"{stem}-damaged-{date}{suffix}")
            for n in itertools.count(2):
                yield self.path.with_name(f"{stem}-damaged-{date}-{n}{suffix}")

        return _move_without_overwriting(self.path, names())

    def keep_aside(self, now: datetime.datetime | None = None) -> Path:
        """Move the autosave to a dated kept name (never over another kept
        game, the oldest removed only past the cap): a declined resume stays
        recoverable, and can be continued. ``OSError`` if it cannot be moved."""
        return KeptGames(self.path).keep(now)

    # ------------------------------------------------------------ every move
    def save(self, text: Callable[[], str]) -> bool:
        """Save atomically; ``True`` if it worked. A failure is announced once
        (``failed``) and the state kept until a later save works; every call
        tries again. ``text`` is only computed when a save is attempted."""
        if self._paused:
            return False
        try:
            save_atomic(self.path, text())
        except Exception as exc:  # any failure: said once and marked, never raised per move
            first = self._error is None
            self._error = self._reason(exc)
            if first:
                log.warning("autosave to %s failed: %r", self.path, exc)
                self.failed.emit(self.tr("Autosave to %1 failed: %2. It will be tried again "
                                         "after every move.")
                                 .replace("%1", str(self.path)).replace("%2", self._error))
                self.status_changed.emit()
            return False
        if self._error is not None:
            self._error = None
            self.status_changed.emit()
        return True

    def _reason(self, exc: Exception) -> str:
        """Why a save failed, in words a player understands."""
        if isinstance(exc, OSError):
            return str(exc.strerror or exc)
        if isinstance(exc, UnicodeError):
            return self.tr("a player's name holds a character that cannot be written to a "
                           "file")
        return self.tr("an unexpected error (%1)").replace("%1", type(exc).__name__)
