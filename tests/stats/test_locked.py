"""A statistics file locked by another program is that program's: never moved.

The other program is a second SQLite connection in the test holding
``BEGIN EXCLUSIVE`` with a write in progress (its journal on disk): SQLite's
file locks work between connections of one process as between processes.
Busy waits are set to a few hundredths of a second so the tests stay fast.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtable.stats import pending
from cardtable.stats.db import StatsDB, connect
from cardtable.stats.store import StatsStore, trouble_kind
from tests.stats.test_db import a_game

DAY = datetime.date(2024, 5, 1)


@contextlib.contextmanager
def held(path: Path) -> Iterator[sqlite3.Connection]:
    """Another program in the middle of a transaction on ``path``: exclusive
    lock taken, one row written but not committed (so its journal exists)."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    other.execute("INSERT INTO games (game, variant, options_hash, players, deals, duration,"
                  " finished, winners) VALUES ('sneak', 'sneak', 'x', 2, 1, 1.0,"
                  " '2024-01-01T00:00:00', '[0]')")
    try:
        yield other
    finally:
        if other.in_transaction:
            other.execute("ROLLBACK")
        other.close()


def a_file_with_one_game(tmp_path: Path) -> Path:
    path = tmp_path / "stats.sqlite"
    db = StatsDB(connect(path))
    db.add_game(a_game(finished="2024-04-01T10:00:00"))
    db.close()
    return path


def quick_store(path: Path) -> StatsStore:
    """Busy waits of a few hundredths of a second; a new try at every use."""
    return StatsStore(path, timeout=0.05, retry_timeout=0.01, retry_every=0.0,
                      today=lambda: DAY)


def finished_times(path: Path) -> list[str]:
    db = StatsDB(connect(path))
    try:
        return [g.finished for g in db.games()]
    finally:
        db.close()


def test_a_locked_file_is_left_alone_and_its_owner_commits(tmp_path):
    path = a_file_with_one_game(tmp_path)
    with held(path) as other:
        before = sorted(p.name for p in tmp_path.iterdir())
        assert "stats.sqlite-journal" in before          # a write of theirs is in progress
        store = quick_store(path)
        store.call(lambda db: db.add_game(a_game(finished="2024-05-01T10:00:00")))
        store.call(lambda db: db.add_game(a_game(finished="2024-05-01T11:00:00")))
        [trouble] = store.take_troubles()                 # said once, for both games
        assert trouble.kind == "locked" and trouble.backup is None
        assert store.waiting and not store.in_memory
        # nothing moved or renamed: the file and its journal are where they were
        assert not list(tmp_path.glob("stats-locked-*"))
        assert {"stats.sqlite", "stats.sqlite-journal"} <= {p.name for p in tmp_path.iterdir()}
        # this session's games are kept, in memory and in a side file
        assert [g.finished for g in store.call(lambda db: db.games())] == [
            "2024-05-01T10:00:00", "2024-05-01T11:00:00"]
        [side] = pending.side_files(path)
        assert len(pending.read_side_file(side)) == 2
        other.execute("COMMIT")                           # the other program's write lands
    assert finished_times(path) == ["2024-01-01T00:00:00", "2024-04-01T10:00:00"]


def test_once_the_lock_is_released_the_kept_games_reach_the_file(tmp_path):
    path = a_file_with_one_game(tmp_path)
    store = quick_store(path)
    with held(path) as other:
        store.call(lambda db: db.add_game(a_game(finished="2024-05-01T10:00:00",
                                                 record='{"kept": 1}')))
        other.execute("COMMIT")
    store.call(lambda db: db.add_game(a_game(finished="2024-05-01T12:00:00")))
    assert not store.waiting
    assert [t.kind for t in store.take_troubles()] == ["locked", "resumed"]
    assert not pending.side_files(path)
    store.close()
    assert finished_times(path) == ["2024-01-01T00:00:00", "2024-04-01T10:00:00",
                                    "2024-05-01T10:00:00", "2024-05-01T12:00:00"]
    db = StatsDB(connect(path))
    kept = next(g for g in db.games() if g.finished == "2024-05-01T10:00:00")
    assert db.record(kept.id) == '{"kept": 1}'                # with its record


def test_a_lock_taken_between_two_games_is_waited_out_too(tmp_path):
    path = a_file_with_one_game(tmp_path)
    store = quick_store(path)
    assert len(store.call(lambda db: db.games())) == 1        # the file is open and fine
    with held(path):
        store.call(lambda db: db.add_game(a_game(finished="2024-05-01T10:00:00")))
        assert store.waiting and [t.kind for t in store.take_troubles()] == ["locked"]
        assert not list(tmp_path.glob("stats-*.sqlite"))
    store.close()                                             # free by now: added on close
    assert not store.waiting and not pending.side_files(path)
    assert finished_times(path) == ["2024-04-01T10:00:00", "2024-05-01T10:00:00"]


def test_quitting_while_locked_loses_nothing_the_next_start_adds_the_games(tmp_path):
    path = a_file_with_one_game(tmp_path)
    with held(path) as other:
        store = quick_store(path)
        store.call(lambda db: db.add_game(a_game(finished="2024-05-01T10:00:00")))
        store.close()                                         # still locked: kept aside
        other.execute("COMMIT")
    assert len(pending.side_files(path)) == 1
    later = quick_store(path)
    assert len(later.call(lambda db: db.games())) == 3
    [trouble] = later.take_troubles()
    assert (trouble.kind, trouble.detail) == ("resumed", "1")
    assert not pending.side_files(path)


def test_kept_games_added_twice_are_counted_once(tmp_path):
    """A crash between the commit and the side file's removal, or two
    cardtables adding the same side file, must not count a game twice."""
    path = a_file_with_one_game(tmp_path)
    games = [a_game(finished="2024-05-01T10:00:00"), a_game(finished="2024-05-01T11:00:00")]
    pending.write_side_file(tmp_path / "stats-pending-a.json", games)
    pending.write_side_file(tmp_path / "stats-pending-b.json", games[:1])
    store = quick_store(path)
    assert len(store.call(lambda db: db.games())) == 3
    assert [(t.kind, t.detail) for t in store.take_troubles()] == [("resumed", "2")]


def test_an_unreadable_side_file_is_said_once_and_kept(tmp_path):
    path = a_file_with_one_game(tmp_path)
    bad = tmp_path / "stats-pending-bad.json"
    bad.write_text(json.dumps({"format": pending.FORMAT, "version": 1,
                               "games": [{"game": "cucumber"}]}))
    store = quick_store(path)
    assert len(store.call(lambda db: db.games())) == 1
    [trouble] = store.take_troubles()
    assert trouble.kind == "pending" and "incomplete" in trouble.detail
    assert (tmp_path / "stats-pending-bad.json.unreadable").exists() and not bad.exists()
    store.close()
    again = quick_store(path)
    again.call(lambda db: db.games())
    assert again.take_troubles() == []


@pytest.mark.parametrize(("error", "kind"), [
    (sqlite3.OperationalError("database is locked"), "locked"),
    (sqlite3.OperationalError("database table is locked"), "locked"),
    (sqlite3.DatabaseError("file is not a database"), "damaged"),
    (sqlite3.DatabaseError("database disk image is malformed"), "damaged"),
    (sqlite3.OperationalError("disk I/O error"), "unwritable"),
    (sqlite3.OperationalError("database or disk is full"), "unwritable"),
    (sqlite3.OperationalError("attempt to write a readonly database"), "unwritable"),
])
def test_only_a_truly_damaged_file_counts_as_damaged(error, kind):
    assert trouble_kind(error) == kind


def test_a_full_disk_never_moves_the_file(tmp_path):
    """Any failure SQLite does not call corrupt (here: disk full) keeps the file
    where it is; it was moved aside as "damaged" before."""
    path = a_file_with_one_game(tmp_path)
    store = quick_store(path)
    failures = [sqlite3.OperationalError("database or disk is full")]

    def add(db: StatsDB) -> int:
        if failures:
            raise failures.pop()
        return db.add_game(a_game())

    store.call(add)
    [trouble] = store.take_troubles()
    assert trouble.kind == "unwritable" and trouble.backup is None and store.in_memory
    assert not list(tmp_path.glob("stats-*.sqlite"))
    assert finished_times(path) == ["2024-04-01T10:00:00"]
