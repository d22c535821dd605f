"""The statistics database: schema, migration, and surviving a bad file."""

from __future__ import annotations

import datetime
import sqlite3
import subprocess
import sys

from cardtable.stats.db import (
    SCHEMA_VERSION,
    FinishedGame,
    SeatRow,
    StatsDB,
    connect,
)
from cardtable.stats.store import StatsStore

DAY = datetime.date(2024, 5, 1)


def a_game(won: bool = True, finished: str = "2024-05-01T10:00:00", record: str | None = "{}",
           level: str = "easy") -> FinishedGame:
    return FinishedGame(
        game="cucumber", variant="twenty-two", options_hash="abc", deals=7, duration=300.0,
        finished=finished, winners=(0,) if won else (1,),
        seats=(SeatRow(0, "You", "human", None, 1 if won else 2, 12, won),
               SeatRow(1, "Aiko", "ai", level, 2 if won else 1, 23, not won)),
        assisted=False, record=record)


def tables(conn: sqlite3.Connection) -> set[str]:
    return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}


def test_schema_is_created_from_an_empty_file(tmp_path):
    conn = connect(tmp_path / "stats.sqlite")
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert {"games", "seats", "records"} <= tables(conn)
    db = StatsDB(conn)
    game_id = db.add_game(a_game())
    [back] = db.games()
    assert back.id == game_id and back.person.won and back.seats[1].level == "easy"
    assert db.record(game_id) == "{}"
    assert db.kinds() == [("cucumber", "twenty-two")]


def test_a_version_1_file_is_migrated_and_keeps_its_games(tmp_path):
    path = tmp_path / "stats.sqlite"
    old = sqlite3.connect(path)   # version 1, written by hand as an older cardtable did
    old.executescript("""
        CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, variant TEXT NOT NULL,
            options_hash TEXT NOT NULL, players INTEGER NOT NULL, deals INTEGER NOT NULL,
            duration REAL NOT NULL, finished TEXT NOT NULL, winners TEXT NOT NULL);
        CREATE TABLE seats (game_id INTEGER NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL,
            player TEXT NOT NULL, level TEXT, place INTEGER NOT NULL, points REAL NOT NULL,
            won INTEGER NOT NULL, PRIMARY KEY (game_id, seat));
        INSERT INTO games VALUES (1, 'sneak', 'sneak', 'h', 2, 5, 61.5, '2023-01-02T03:04:05',
                                  '[1]');
        INSERT INTO seats VALUES (1, 0, 'You', 'human', NULL, 2, 40, 0);
        INSERT INTO seats VALUES (1, 1, 'Aiko', 'ai', 'normal', 1, 90, 1);
        PRAGMA user_version = 1;
    """)
    old.commit()
    old.close()
    db = StatsDB(connect(path))
    assert db.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    [game] = db.games()
    assert (game.game, game.deals, game.assisted, game.winners) == ("sneak", 5, False, (1,))
    assert game.person is not None and not game.person.won and game.person.place == 2
    assert db.record(1) is None
    db.add_game(a_game())
    assert len(db.games("cucumber")) == 1


def test_garbage_is_kept_aside_and_the_game_still_lands(tmp_path):
    path = tmp_path / "stats.sqlite"
    garbage = b"this is not a database \x00\xff" * 200
    path.write_bytes(garbage)
    store = StatsStore(path, today=lambda: DAY)
    game_id = store.call(lambda db: db.add_game(a_game()))
    [trouble] = store.take_troubles()
    assert trouble.kind == "damaged"
    assert trouble.backup == tmp_path / "stats-damaged-2024-05-01.sqlite"
    assert trouble.backup.read_bytes() == garbage
    assert not store.in_memory
    store.close()
    assert StatsDB(connect(path)).record(game_id) == "{}"


def test_a_second_damaged_file_the_same_day_does_not_overwrite_the_first(tmp_path):
    path = tmp_path / "stats.sqlite"
    for n in (1, 2):
        path.write_bytes(b"garbage %d" % n * 100)
        store = StatsStore(path, today=lambda: DAY)
        store.call(lambda db: db.games())
        store.close()
    assert (tmp_path / "stats-damaged-2024-05-01.sqlite").read_bytes().startswith(b"garbage 1")
    assert (tmp_path / "stats-damaged-2024-05-01-2.sqlite").read_bytes().startswith(b"garbage 2")


def test_a_file_from_a_newer_cardtable_is_kept_aside(tmp_path):
    path = tmp_path / "stats.sqlite"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    conn.close()
    store = StatsStore(path, today=lambda: DAY)
    store.call(lambda db: db.add_game(a_game()))
    [trouble] = store.take_troubles()
    assert trouble.kind == "newer" and trouble.backup.name == "stats-newer-2024-05-01.sqlite"


def test_an_unusable_folder_keeps_statistics_in_memory(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    store = StatsStore(blocker / "stats.sqlite")
    store.call(lambda db: db.add_game(a_game()))
    assert store.in_memory
    [trouble] = store.take_troubles()
    assert trouble.kind == "unwritable" and trouble.backup is None
    assert len(store.call(lambda db: db.games())) == 1


def test_reset_forgets_one_variant_only(tmp_path):
    db = StatsDB(connect(tmp_path / "stats.sqlite"))
    db.add_game(a_game())
    db.add_game(a_game())
    other = FinishedGame(**{**a_game().__dict__, "variant": "agurk"})
    db.add_game(other)
    assert db.reset("cucumber", "twenty-two") == 2
    assert db.kinds() == [("cucumber", "agurk")]
    assert db.conn.execute("SELECT COUNT(*) FROM seats").fetchone()[0] == 2
    assert db.conn.execute("SELECT COUNT(*) FROM records").fetchone()[0] == 1


def test_the_statistics_and_replay_steps_do_not_import_qt():
    code = ("import sys, cardtable.stats.db, cardtable.stats.store, cardtable.stats.pending,"
            " cardtable.stats.summary, cardtable.records.steps\n"
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
