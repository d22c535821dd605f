"""Games kept aside while another program holds the statistics file.

A statistics file locked by another program is that program's: cardtable
never moves it. :class:`~cardtable.stats.db.StatsStore` then plays on with
an in-memory database and, so that quitting before the lock is released
loses nothing, copies the games kept in memory to a side file beside the
database (``stats-pending-<random>.json``, one per session so two cardtables
waiting at once never overwrite each other's). Whoever next gets the file —
this session when the lock is released, or the next start — adds the games
of every side file to it and deletes the side file.

Adding is idempotent: a game already in the file (same game, variant,
options, finish time, duration, deals and winners) is skipped, so a crash
between the database's commit and the side file's removal, or two sessions
adding the same side file, never counts a game twice. Pure Python, no Qt.
"""

from __future__ import annotations

import dataclasses
import json
import os
import uuid
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtable.records.files import read_capped
from cardtable.records.io import save_atomic

if TYPE_CHECKING:
    from cardtable.stats.db import FinishedGame, StatsDB

FORMAT = "cardtable-pending-games"
VERSION = 1
#: A side file larger than this is not read (a session's games with their
#: records are a few MiB at most).
MAX_BYTES = 64 * 1024 * 1024
#: The suffix an unreadable side file gets, so it is reported once, not at every start.
UNREADABLE = ".unreadable"


class PendingError(ValueError):
    """A side file that cannot be read back; the message says why, for a person."""


def new_side_file(database: Path) -> Path:
    """A fresh side file name beside ``database``, unique to this session."""
    return database.with_name(f"{database.stem}-pending-{uuid.uuid4().hex[:12]}.json")


def side_files(database: Path) -> list[Path]:
    """Every side file beside ``database`` (this session's and earlier ones), by name."""
    folder = database.parent
    if not folder.is_dir():
        return []
    return sorted(folder.glob(f"{database.stem}-pending-*.json"))


def kept_games(db: StatsDB) -> list[FinishedGame]:
    """Every game in ``db`` with its record and without its id, ready to be added elsewhere."""
    return [dataclasses.replace(g, record=db.record(g.id), id=None) for g in db.games()]


def write_side_file(path: Path, games: list[FinishedGame]) -> None:
    """Save ``games`` to ``path`` atomically (no games: remove the file). Raises ``OSError``."""
    if not games:
        path.unlink(missing_ok=True)
        return
    body = {"format": FORMAT, "version": VERSION,
            "games": [_game_dict(g) for g in games]}
    save_atomic(path, json.dumps(body, ensure_ascii=False), create_folders=False)


def read_side_file(path: Path) -> list[FinishedGame]:
    """The games saved in ``path``; :class:`PendingError` says why they cannot be read."""
    try:
        raw = read_capped(path, MAX_BYTES)
    except OSError as exc:
        raise PendingError(f"it cannot be read: {exc.strerror or exc}") from None
    if len(raw) > MAX_BYTES:
        raise PendingError(f"it is larger than {MAX_BYTES // 2**20} MiB")
    try:
        body = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise PendingError("it is not a list of games written by cardtable") from None
    if not isinstance(body, dict) or body.get("format") != FORMAT:
        raise PendingError("it is not a list of games written by cardtable")
    if body.get("version") != VERSION:
        raise PendingError(f"it has version {body.get('version')!r}, this cardtable reads "
                           f"{VERSION}")
    games = body.get("games")
    if not isinstance(games, list):
        raise PendingError("it holds no list of games")
    try:
        return [_game_from(item) for item in games]
    except (KeyError, TypeError, ValueError) as exc:
        raise PendingError(f"a game in it is incomplete ({exc})") from None


def set_aside_unreadable(path: Path) -> None:
    """Rename an unreadable side file so it is kept, but reported only once."""
    os.replace(path, path.with_name(path.name + UNREADABLE))


def _game_dict(game: FinishedGame) -> dict[str, Any]:
    data = dataclasses.asdict(game)
    data.pop("id", None)
    return data


def _game_from(item: Any) -> FinishedGame:
    """One game back from its JSON form, with every field's type checked."""
    from cardtable.stats.db import FinishedGame, SeatRow

    if not isinstance(item, dict):
        raise TypeError("not an object")
    seats = item["seats"]
    if not isinstance(seats, list) or not seats:
        raise ValueError("no seats")
    record = item.get("record")
    return FinishedGame(
        game=_text(item["game"]), variant=_text(item["variant"]),
        options_hash=_text(item["options_hash"]), deals=_whole(item["deals"]),
        duration=_number(item["duration"]), finished=_text(item["finished"]),
        winners=tuple(_whole(w) for w in item["winners"]),
        seats=tuple(SeatRow(seat=_whole(s["seat"]), name=_text(s["name"]),
                            player=_text(s["player"]),
                            level=None if s.get("level") is None else _text(s["level"]),
                            place=_whole(s["place"]), points=_number(s["points"]),
                            won=bool(s["won"])) for s in seats),
        assisted=bool(item.get("assisted", False)),
        shared=item.get("shared") is True,
        record=None if record is None else _text(record))


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{value!r} is not text")
    return value


def _whole(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{value!r} is not a whole number")
    return value


def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(f"{value!r} is not a number")
    return float(value)
