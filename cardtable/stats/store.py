"""The statistics file as the app uses it: opened on first use, never fatal.

A statistics file must never stop a game, and must never cost the player
a game either. What happens depends on what is wrong with the file:

* **truly damaged** (SQLite's "file is not a database", "database disk image
  is malformed", a failed integrity check) or **written by a newer
  cardtable**: the file is moved aside (``stats-damaged-<date>.sqlite``,
  ``stats-newer-…``) with its journal, a fresh one is started and the write
  is retried there;
* **locked by another program** ("database is locked"/busy, after a short
  busy wait): the file is that program's and is never moved — moving it
  under a program in the middle of a transaction broke that program's
  commit. The session goes on in an in-memory database, keeps its games in
  a side file (:mod:`cardtable.stats.pending`) so quitting loses none, and
  tries the file again at later uses (a very short busy wait, at most every
  few seconds): once it is free, the games kept meanwhile are added to it.
  A later start adds any side file left behind;
* **anything else** (read-only, disk full, no folder): the session goes on
  in memory, and the window saves each finished game's record as a file.

Each of these is kept as one :class:`Trouble` for the window to say once.
Pure Python (no Qt).
"""

from __future__ import annotations

import contextlib
import datetime
import itertools
import math
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from cardtable.stats import pending
from cardtable.stats.db import NewerSchema, StatsDB, connect

T = TypeVar("T")

#: SQLite error names (and their extended forms) of a file in use by another connection.
LOCKED_ERRORS = ("SQLITE_BUSY", "SQLITE_LOCKED")
#: SQLite error names of a file that is not, or no longer, a usable database.
DAMAGED_ERRORS = ("SQLITE_NOTADB", "SQLITE_CORRUPT")


@dataclass(frozen=True)
class Trouble:
    """Something to tell the player about the file. ``kind`` is damaged or
    newer (moved aside to ``backup``), locked (in use by another program:
    games are kept aside until it is free), unwritable (in memory for the
    session), resumed (``detail`` games kept aside were added to the file) or
    pending (a side file of kept games could not be read back)."""

    kind: str
    detail: str
    backup: Path | None = None


def trouble_kind(exc: BaseException) -> str:
    """locked, damaged, newer or unwritable. Only damaged and newer files are
    ever moved aside, so anything SQLite does not call corrupt is not."""
    if isinstance(exc, NewerSchema):
        return "newer"
    if isinstance(exc, OSError):
        return "unwritable"
    name = getattr(exc, "sqlite_errorname", None) or ""
    text = str(exc).lower()
    if name.startswith(LOCKED_ERRORS) or "locked" in text or "busy" in text:
        return "locked"
    if (name.startswith(DAMAGED_ERRORS) or "not a database" in text or "malformed" in text
            or "integrity check failed" in text):
        return "damaged"
    return "unwritable"


@dataclass
class StatsStore:
    """``call(fn)`` runs ``fn(db)`` on the statistics file, opened on first use;
    when the file fails it recovers as the module says, runs ``fn`` again
    and leaves a :class:`Trouble` in ``troubles``."""

    path: Path | None
    #: The busy wait when the file is opened: long enough for another cardtable's
    #: write to end, short enough not to hold up the end of a game.
    timeout: float = 1.0
    today: Callable[[], datetime.date] = datetime.date.today
    troubles: list[Trouble] = field(default_factory=list)
    #: No file holds this session's games: the window saves each record as a file.
    in_memory: bool = False
    #: The file is in use by another program: games are kept in memory and a side file.
    waiting: bool = False
    #: While waiting: each new try's busy wait, and the seconds between tries.
    retry_timeout: float = 0.1
    retry_every: float = 5.0
    clock: Callable[[], float] = time.monotonic
    _db: StatsDB | None = field(default=None, init=False, repr=False)
    _side_file: Path | None = field(default=None, init=False, repr=False)
    _last_try: float = field(default=-math.inf, init=False, repr=False)
    _saved_changes: int = field(default=0, init=False, repr=False)

    def call(self, fn: Callable[[StatsDB], T]) -> T:
        import sqlite3

        if self.waiting:
            self._try_file(force=False)
        for attempt in range(2):
            on_memory = self.waiting or self.in_memory or self.path is None
            try:
                result = fn(self._open())
                break
            except sqlite3.ProgrammingError:
                raise  # a mistake in our own SQL: not the file's fault, never move it
            except (sqlite3.Error, NewerSchema, OSError) as exc:
                if on_memory:
                    raise  # no file to blame, and dropping memory would lose its games
                self._recover(exc, give_up=attempt > 0)
        else:
            result = fn(self._open())  # in memory by now: nothing left that can fail
        self._keep_aside()
        return result

    def take_troubles(self) -> list[Trouble]:
        out, self.troubles = self.troubles, []
        return out

    def close(self) -> None:
        """Close the file — while waiting, after one last try to add the games
        kept meanwhile (those it cannot add stay in the side file)."""
        if self.waiting and self._db is not None:
            self._try_file(force=True)
            if self.waiting:  # a later session in memory must not overwrite that side file
                self._side_file, self._saved_changes = None, 0
        self._drop()

    def _drop(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    def _open(self) -> StatsDB:
        if self._db is None:
            if self.path is None or self.in_memory or self.waiting:
                self.in_memory = self.in_memory or not self.waiting
                self._db = StatsDB(connect(":memory:"))
            else:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._db = StatsDB(connect(self.path, self.timeout))
                self._resumed(self._add_side_files(self._db))
        return self._db

    def _recover(self, exc: BaseException, give_up: bool) -> None:
        """Keep a damaged or newer file aside and start afresh; wait for a
        locked one in memory; otherwise (or when a fresh file failed too,
        ``give_up``) go on in memory."""
        self._drop()
        kind = trouble_kind(exc)
        backup = None
        if kind == "locked" and self.path is not None:
            self.waiting = True  # its owner's file: never moved, tried again later
            self._last_try = self.clock()
        elif self.path is None or give_up or kind == "unwritable" or not self.path.exists():
            self.in_memory = True
        else:
            try:
                backup = self._move_aside(kind)
            except OSError:
                self.in_memory = True
        self.troubles.append(Trouble(kind, str(exc), backup))

    def _try_file(self, force: bool) -> None:
        """While waiting: open the file again with a very short busy wait (at most
        every ``retry_every`` seconds unless ``force``); if it is free, add the
        games kept meanwhile and go on with the file."""
        import sqlite3

        now = self.clock()
        if self.path is None or (not force and now - self._last_try < self.retry_every):
            return
        self._last_try = now
        try:
            file_db = StatsDB(connect(self.path, self.retry_timeout))
        except (sqlite3.Error, NewerSchema, OSError):
            return  # still in use (or worse): a later try or the next start sees to it
        try:
            kept = pending.kept_games(self._db) if self._db is not None else []
            added = file_db.add_games(kept)
            if self._side_file is not None:
                with contextlib.suppress(OSError):  # if it stays, its games are skipped
                    self._side_file.unlink(missing_ok=True)
            added += self._add_side_files(file_db)
        except (sqlite3.Error, OSError):
            file_db.close()  # taken again meanwhile: the kept games stay kept
            return
        self._drop()
        self._db = file_db
        self.waiting = self.in_memory = False
        self._side_file, self._saved_changes = None, 0
        self._resumed(added)

    def _add_side_files(self, db: StatsDB) -> int:
        """Add the games of side files left by earlier (or other) sessions and
        delete them; an unreadable one is renamed and said once. How many were added."""
        assert self.path is not None
        added = 0
        for side in pending.side_files(self.path):
            if side == self._side_file:
                continue
            try:
                games = pending.read_side_file(side)
            except pending.PendingError as exc:
                self.troubles.append(Trouble("pending", f"{side.name}: {exc}"))
                with contextlib.suppress(OSError):
                    pending.set_aside_unreadable(side)
                continue
            added += db.add_games(games)
            with contextlib.suppress(OSError):  # if it stays, its games are skipped next time
                side.unlink(missing_ok=True)
        return added

    def _resumed(self, added: int) -> None:
        if added:
            self.troubles.append(Trouble("resumed", str(added)))

    def _keep_aside(self) -> None:
        """While waiting: copy the games kept in memory to this session's side
        file after each change, so quitting before the file is free loses none."""
        if not self.waiting or self._db is None or self.path is None:
            return
        changes = self._db.conn.total_changes
        if changes == self._saved_changes:
            return
        if self._side_file is None:
            self._side_file = pending.new_side_file(self.path)
        try:
            pending.write_side_file(self._side_file, pending.kept_games(self._db))
        except OSError:
            self.in_memory = True  # nothing on disk holds them: the window saves the records
            return
        self.in_memory = False
        self._saved_changes = changes

    def _move_aside(self, kind: str) -> Path:
        """``stats-<kind>-<date>[-n].sqlite`` beside the file, never over another;
        SQLite's journal files go with it so they never touch the fresh file.
        Only for a damaged or newer file: a locked one is never moved."""
        assert self.path is not None and kind in ("damaged", "newer")
        date = self.today().isoformat()
        stem, suffix = self.path.stem, self.path.suffix
        for n in itertools.count(1):
            extra = "" if n == 1 else f"-{n}"
            target = self.path.with_name(f"{stem}-{kind}-{date}{extra}{suffix}")
            if not target.exists():
                break
        os.rename(self.path, target)
        for companion in ("-journal", "-wal", "-shm"):
            side = Path(str(self.path) + companion)
            if side.exists():
                os.rename(side, Path(str(target) + companion))
        return target
