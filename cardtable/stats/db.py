"""The statistics database: one SQLite file, a versioned schema, its queries.

Why SQLite rather than a JSON file: statistics grow for years, are queried
per game and variant, and must survive a crash in the middle of a write —
SQLite gives all three from the standard library. The schema carries its
version in ``PRAGMA user_version``; :data:`MIGRATIONS` takes any older file
(or an empty one) step by step to :data:`SCHEMA_VERSION`, each step in one
transaction, so a file is never left half migrated.

The app does not use this module directly but through
:class:`cardtable.stats.store.StatsStore`, which opens the file lazily and
survives a damaged, locked or newer one. Pure Python (no Qt), so all of it
is tested headless.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import sqlite3

#: Version 1 had no ``assisted`` flag and no stored records; version 2 adds both;
#: version 3 marks the games played at a shared table.
SCHEMA_VERSION = 3
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
    # 2 → 3: games played at a shared table (with friends, over the network) are marked.
    """
    ALTER TABLE games ADD COLUMN shared INTEGER NOT NULL DEFAULT 0;
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
    shared: bool = False               # played at a shared table (friends, over the network)

    @property
    def person(self) -> SeatRow | None:
        """The first human seat (statistics are the person's)."""
        return next((s for s in self.seats if s.player == "human"), None)


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
            rollback(conn)
            raise
    return found


def rollback(conn: sqlite3.Connection) -> None:
    """Roll back if a transaction is still open: SQLite ends it by itself on
    some errors (disk full, I/O), and a failing ROLLBACK must not hide the
    error that says what really happened."""
    if conn.in_transaction:
        conn.execute("ROLLBACK")


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
            game_id = self._insert(game)
            c.execute("COMMIT")
        except BaseException:
            rollback(c)
            raise
        return game_id

    def add_games(self, games: Iterable[FinishedGame]) -> int:
        """Add games kept elsewhere, all in one transaction, skipping any that is
        already here (so adding the same kept games twice counts them once);
        return how many were added."""
        c = self.conn
        added = 0
        c.execute("BEGIN IMMEDIATE")
        try:
            for game in games:
                if c.execute(
                        "SELECT 1 FROM games WHERE game = ? AND variant = ? AND options_hash = ?"
                        " AND finished = ? AND duration = ? AND deals = ? AND winners = ?",
                        (game.game, game.variant, game.options_hash, game.finished,
                         game.duration, game.deals, json.dumps(list(game.winners))),
                ).fetchone() is None:
                    self._insert(game)
                    added += 1
            c.execute("COMMIT")
        except BaseException:
            rollback(c)
            raise
        return added

    def _insert(self, game: FinishedGame) -> int:
        """The rows of one game, inside the caller's transaction; its new id."""
        c = self.conn
        cur = c.execute(
            "INSERT INTO games (game, variant, options_hash, players, deals, duration,"
            " finished, winners, assisted, shared) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (game.game, game.variant, game.options_hash, len(game.seats), game.deals,
             game.duration, game.finished, json.dumps(list(game.winners)),
             int(game.assisted), int(game.shared)))
        game_id = int(cur.lastrowid)
        c.executemany(
            "INSERT INTO seats (game_id, seat, name, player, level, place, points, won)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [(game_id, s.seat, s.name, s.player, s.level, s.place, s.points, int(s.won))
             for s in game.seats])
        if game.record is not None:
            c.execute("INSERT INTO records (game_id, record) VALUES (?, ?)",
                      (game_id, game.record))
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
               " assisted, shared FROM games" + (" WHERE " + " AND ".join(where) if where else "")
               + " ORDER BY finished {0}, id {0}".format("DESC" if newest_first else "ASC"))
        rows = self.conn.execute(sql, args).fetchall()
        seats: dict[int, list[SeatRow]] = {}
        for r in self.conn.execute("SELECT game_id, seat, name, player, level, place, points,"
                                   " won FROM seats ORDER BY game_id, seat"):
            seats.setdefault(r[0], []).append(SeatRow(r[1], r[2], r[3], r[4], r[5], r[6],
                                                      bool(r[7])))
        return [FinishedGame(game=r[1], variant=r[2], options_hash=r[3], deals=r[4],
                             duration=r[5], finished=r[6], winners=tuple(json.loads(r[7])),
                             seats=tuple(seats.get(r[0], ())), assisted=bool(r[8]), id=r[0],
                             shared=bool(r[9]))
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
            rollback(c)
            raise
        return count
