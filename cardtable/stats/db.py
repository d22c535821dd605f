"""The statistics database: one SQLite file, a versioned schema, and recovery.

Why SQLite rather than a JSON file: statistics grow for years, are queried
per game and variant, and must survive a crash in the middle of a write —
SQLite gives all three from the standard library. The schema carries its
version in ``PRAGMA user_version``; :data:`MIGRATIONS` takes any older file
(or an empty one) step by step to :data:`SCHEMA_VERSION`, each step in one
transaction, so a file is never left half migrated.

A statistics file must never stop a game: :class:`StatsStore` opens the file
lazily and, when it turns out damaged, locked by another program or written
by a newer cardtable, moves it aside (``stats-damaged-<date>.sqlite``,
``stats-locked-…``, ``stats-newer-…``), starts a fresh one and retries the
write there — and if even that fails, keeps going in memory. What went wrong
is kept as :class:`Trouble` for the window to say. Pure Python (no Qt), so
all of it is tested headless.
"""

from __future__ import annotations

import datetime
import itertools
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    import sqlite3

T = TypeVar("T")

#: Version 1 had no ``assisted`` flag and no stored records; version 2 adds both.
SCHEMA_VERSION = 2
MIGRATIONS: tuple[str, ...] = (
    # 0 → 1: one row per finished game and one per seat.
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL, variant TEXT NOT NULL, options_hash TEXT NOT NULL,
        players INTEGER NOT NULL, deals INTEGER NOT NULL, duration REAL NOT NULL,
        finished TEXT NOT NULL, winners TEXT NOT NULL);
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL, name TEXT NOT NULL, player TEXT NOT NULL, level TEXT,
        place INTEGER NOT NULL, points REAL NOT NULL, won INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat));
    CREATE INDEX games_by_kind ON games(game, variant, finished);
    """,
    # 1 → 2: games played with undo or hints are marked; every game's record is kept.
    """
    ALTER TABLE games ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE records (
        game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        record TEXT NOT NULL);
    """,
)
assert len(MIGRATIONS) == SCHEMA_VERSION


class NewerSchema(Exception):
    """The file was written by a newer cardtable (a higher ``user_version``)."""


@dataclass(frozen=True)
class SeatRow:
    """One seat of a finished game: who sat there and how it ended for them."""

    seat: int
    name: str
    player: str
    level: str | None
    place: int
    points: float
    won: bool


@dataclass(frozen=True)
class FinishedGame:
    """One finished game as stored: the game row, its seats and its record JSON."""

    game: str
    variant: str
    options_hash: str
    deals: int
    duration: float
    finished: str                      # ISO date and time, local
    winners: tuple[int, ...]
    seats: tuple[SeatRow, ...]
    assisted: bool = False
    record: str | None = None
    id: int | None = None

    @property
    def person(self) -> SeatRow | None:
        """The first human seat (statistics are the person's)."""
        return next((s for s in self.seats if s.player == "human"), None)


@dataclass(frozen=True)
class Trouble:
    """Something wrong with the file: ``kind`` is damaged, locked, newer or
    unwritable; ``backup`` is where the old file was kept (``None``: not moved)."""

    kind: str
    detail: str
    backup: Path | None = None


def connect(path: str | os.PathLike[str], timeout: float = 3.0) -> sqlite3.Connection:
    """Open ``path`` (``:memory:`` too), check it, migrate it to the current schema.
    Raises ``sqlite3.Error`` for a damaged or locked file, :class:`NewerSchema`."""
    import sqlite3  # here, not at the top: the window starts without the statistics

    conn = sqlite3.connect(str(path), timeout=timeout, isolation_level=None)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        check = conn.execute("PRAGMA quick_check").fetchone()
        if not check or check[0] != "ok":
            raise sqlite3.DatabaseError(f"integrity check failed: {check[0] if check else '?'}")
        migrate(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def migrate(conn: sqlite3.Connection) -> int:
    """Bring the schema to :data:`SCHEMA_VERSION`, one transaction per step;
    return the version found."""
    found = conn.execute("PRAGMA user_version").fetchone()[0]
    if found > SCHEMA_VERSION:
        raise NewerSchema(f"schema version {found}, this cardtable knows {SCHEMA_VERSION}")
    for version in range(found, SCHEMA_VERSION):
        conn.execute("BEGIN IMMEDIATE")
        try:
            for statement in MIGRATIONS[version].split(";"):
                if statement.strip():
                    conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {version + 1}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    return found


class StatsDB:
    """Queries on one open, current-schema connection."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def close(self) -> None:
        self.conn.close()

    def add_game(self, game: FinishedGame) -> int:
        """Store a finished game, its seats and its record in one transaction."""
        c = self.conn
        c.execute("BEGIN IMMEDIATE")
        try:
            cur = c.execute(
                "INSERT INTO games (game, variant, options_hash, players, deals, duration,"
                " finished, winners, assisted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game.game, game.variant, game.options_hash, len(game.seats), game.deals,
                 game.duration, game.finished, json.dumps(list(game.winners)),
                 int(game.assisted)))
            game_id = int(cur.lastrowid)
            c.executemany(
                "INSERT INTO seats (game_id, seat, name, player, level, place, points, won)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(game_id, s.seat, s.name, s.player, s.level, s.place, s.points, int(s.won))
                 for s in game.seats])
            if game.record is not None:
                c.execute("INSERT INTO records (game_id, record) VALUES (?, ?)",
                          (game_id, game.record))
            c.execute("COMMIT")
        except BaseException:
            c.execute("ROLLBACK")
            raise
        return game_id

    def games(self, game: str | None = None, variant: str | None = None,
              newest_first: bool = False) -> list[FinishedGame]:
        """Finished games (without their record text), oldest first unless asked."""
        where, args = [], []
        if game is not None:
            where.append("game = ?")
            args.append(game)
        if variant is not None:
            where.append("variant = ?")
            args.append(variant)
        sql = ("SELECT id, game, variant, options_hash, deals, duration, finished, winners,"
               " assisted FROM games" + (" WHERE " + " AND ".join(where) if where else "")
               + " ORDER BY finished {0}, id {0}".format("DESC" if newest_first else "ASC"))
        rows = self.conn.execute(sql, args).fetchall()
        seats: dict[int, list[SeatRow]] = {}
        for r in self.conn.execute("SELECT game_id, seat, name, player, level, place, points,"
                                   " won FROM seats ORDER BY game_id, seat"):
            seats.setdefault(r[0], []).append(SeatRow(r[1], r[2], r[3], r[4], r[5], r[6],
                                                      bool(r[7])))
        return [FinishedGame(game=r[1], variant=r[2], options_hash=r[3], deals=r[4],
                             duration=r[5], finished=r[6], winners=tuple(json.loads(r[7])),
                             seats=tuple(seats.get(r[0], ())), assisted=bool(r[8]), id=r[0])
                for r in rows]

    def kinds(self) -> list[tuple[str, str]]:
        """Every (game, variant) with at least one finished game."""
        return [tuple(r) for r in self.conn.execute(
            "SELECT DISTINCT game, variant FROM games ORDER BY game, variant")]

    def record(self, game_id: int) -> str | None:
        row = self.conn.execute("SELECT record FROM records WHERE game_id = ?",
                                (game_id,)).fetchone()
        return row[0] if row else None

    def reset(self, game: str, variant: str | None = None) -> int:
        """Forget the games of ``game`` (one variant, or all); return how many."""
        c = self.conn
        cond, args = ("game = ?", [game]) if variant is None else (
            "game = ? AND variant = ?", [game, variant])
        ids = f"SELECT id FROM games WHERE {cond}"
        c.execute("BEGIN IMMEDIATE")
        try:
            c.execute(f"DELETE FROM records WHERE game_id IN ({ids})", args)
            c.execute(f"DELETE FROM seats WHERE game_id IN ({ids})", args)
            count = c.execute(f"DELETE FROM games WHERE {cond}", args).rowcount
            c.execute("COMMIT")
        except BaseException:
            c.execute("ROLLBACK")
            raise
        return count


@dataclass
class StatsStore:
    """The statistics file as the app uses it: opened on first use, never fatal.

    ``call(fn)`` runs ``fn(db)``; if the file is damaged, locked or newer it
    is moved aside, ``fn`` runs again on a fresh file (or in memory, if no
    file can be made), and a :class:`Trouble` is left in ``troubles``."""

    path: Path | None
    timeout: float = 3.0
    today: Callable[[], datetime.date] = datetime.date.today
    troubles: list[Trouble] = field(default_factory=list)
    _db: StatsDB | None = None
    in_memory: bool = False

    def call(self, fn: Callable[[StatsDB], T]) -> T:
        import sqlite3

        for attempt in range(2):
            try:
                return fn(self._open())
            except sqlite3.ProgrammingError:
                raise  # a mistake in our own SQL: not the file's fault, never move it
            except (sqlite3.Error, NewerSchema, OSError) as exc:
                self._recover(exc, give_up=attempt > 0)
        return fn(self._open())  # in memory by now: nothing left that can fail

    def take_troubles(self) -> list[Trouble]:
        out, self.troubles = self.troubles, []
        return out

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    def _open(self) -> StatsDB:
        if self._db is None:
            if self.path is None or self.in_memory:
                self.in_memory = True
                self._db = StatsDB(connect(":memory:"))
            else:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._db = StatsDB(connect(self.path, self.timeout))
        return self._db

    def _recover(self, exc: BaseException, give_up: bool) -> None:
        """Keep the troubled file aside and start afresh — or, when a fresh
        file failed too (``give_up``), go on in memory."""
        import sqlite3

        self.close()
        text = str(exc)
        if isinstance(exc, OSError):
            kind = "unwritable"
        elif isinstance(exc, NewerSchema):
            kind = "newer"
        elif "locked" in text or "busy" in text:
            kind = "locked"
        elif isinstance(exc, sqlite3.OperationalError) and (
                "unable to open" in text or "readonly" in text or "disk I/O" in text):
            kind = "unwritable"
        else:
            kind = "damaged"
        backup = None
        if self.in_memory or self.path is None or give_up:
            self.in_memory = True
        elif kind != "unwritable" and self.path.exists():
            try:
                backup = self._move_aside(kind)
            except OSError:
                self.in_memory = True
        else:
            self.in_memory = True
        self.troubles.append(Trouble(kind, text, backup))

    def _move_aside(self, kind: str) -> Path:
        """``stats-<kind>-<date>[-n].sqlite`` beside the file, never over another;
        SQLite's journal files go with it so they never touch the fresh file."""
        assert self.path is not None
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
