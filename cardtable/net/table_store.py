"""Shared tables on disk, so that a table outlives its server process.

Why a module of its own: a club's server restarts (an update, a crash, a
power cut) and a host closes the app, yet the friends at the table should
come back to the same game with the same invitation and their own seats.
So the server writes each unfinished table to ``DATA/tables/<TABLE>.json``
after every move and every join, and reads it back at start:

.. code-block:: json

    {"format": "cardtable-table", "version": 1, "table": "2HSYGU35",
     "code": "5JC3EXLMPFL3LTON", "host": "cards.example.org", "port": 8765,
     "places": [{"kind": "person", "name": "Lena", "level": null, "token": "…"},
                {"kind": "ai", "name": "AI 2", "level": "normal", "token": null}],
     "record": {"format": "cardtable-record", "…": "…"}}

The game itself is the project's ``.cardtable`` record (seed and every move),
so it is rebuilt by the engine, move by move, exactly as a record is
replayed, and checked against the records reader's own replay: nothing in
the file is trusted, executed or unpickled. The code and the seats' tokens
are secrets: the file is written 0600 (``save_atomic`` writes through
``mkstemp``, which creates the file 0600, and the rename keeps that mode) in
a folder made 0700. A file that cannot be resumed raises
:class:`TableFileError` with one sentence saying why.
"""

from __future__ import annotations

import datetime
import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardtable.ai.base import levels
from cardtable.games.record_schema import (
    RecordError,
    expect_int,
    expect_list,
    expect_obj,
    expect_str,
    expect_text,
)
from cardtable.net.invitation import valid_part
from cardtable.net.table import MAX_NAME, SEAT_KINDS, Place, Refused, Table, clean_name
from cardtable.records.files import read_capped
from cardtable.records.io import (
    MAX_FILE_BYTES,
    MAX_SEATS,
    decode_text,
    dumps,
    load_record,
    parse_text,
    save_atomic,
)

log = logging.getLogger(__name__)

FORMAT = "cardtable-table"
VERSION = 1
#: The folder of unfinished tables inside the server's data folder.
FOLDER = "tables"
#: A table file is its record (capped like any record) and a few seats.
MAX_TABLE_BYTES = MAX_FILE_BYTES + 64 * 1024
#: A seat's token as ``secrets.token_urlsafe`` writes it.
_TOKEN = re.compile(r"^[A-Za-z0-9_-]{16,64}$")
_HOST = re.compile(r"^[A-Za-z0-9.:-]{1,253}$")


class TableFileError(RecordError):
    """A table file that cannot be resumed, with the reason in one sentence."""


@dataclass
class SavedTable:
    """A table read back from its file, and the address its invitation named
    when it was last saved (to listen there again: same invitation)."""

    table: Table
    host: str
    port: int


def table_path(data_dir: Path, table_id: str) -> Path:
    """Where the unfinished table ``table_id`` is kept under ``data_dir``."""
    return data_dir / FOLDER / f"{table_id}.json"


def save_table(path: Path, table: Table, host: str, port: int) -> None:
    """Write ``table`` to ``path`` atomically, readable by its owner only."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    places = [{"kind": p.kind, "name": p.name, "level": p.level, "token": p.token}
              for p in table.places]
    save_atomic(path, dumps({"format": FORMAT, "version": VERSION, "table": table.id,
                             "code": table.code, "host": host, "port": port,
                             "places": places, "record": table.record()}))


def load_table(path: Path) -> SavedTable:
    """Read, check and replay the table file at ``path``; every seat's
    person is marked as gone until they rejoin. Raises :class:`TableFileError`."""
    try:
        text = decode_text(read_capped(path, MAX_TABLE_BYTES), MAX_TABLE_BYTES)
        obj = expect_obj(parse_text(text), "A table file")
        if obj.get("format") != FORMAT or obj.get("version") != VERSION:
            raise RecordError(f'It is not a table file (it lacks "format": "{FORMAT}", '
                              f'"version": {VERSION}).')
        table_id = _part(obj.get("table"), "table")
        code = _part(obj.get("code"), "code")
        host = expect_str(obj.get("host"), "host", 253)
        if not _HOST.match(host):
            raise RecordError("host is not a host name or address.")
        port = expect_int(obj.get("port"), "port", 0, 65535)
        loaded = load_record(obj.get("record"))
        raw_places = expect_list(obj.get("places"), "places", MAX_SEATS)
        places = [_place(raw, i, loaded.game) for i, raw in enumerate(raw_places, 1)]
        if len(places) != len(loaded.seats):
            raise RecordError(f"It has {len(places)} places for a game of "
                              f"{len(loaded.seats)} seats.")
        tokens = [p.token for p in places if p.token is not None]
        if len(set(tokens)) != len(tokens):
            raise RecordError("Two seats share one token.")
        return SavedTable(_rebuild(table_id, code, loaded, places), host, port)
    except OSError as exc:
        raise TableFileError(f"It cannot be read: {exc.strerror or exc}.") from None
    except RecordError as exc:
        raise TableFileError(str(exc)) from None


def _rebuild(table_id: str, code: str, loaded: Any, places: list[Place]) -> Table:
    """The live table: a fresh game of the record's rules and seed, then every
    move of the record through the table, so ``history`` holds every event
    a rejoining seat is sent. It must reach the records reader's own state."""
    played = loaded.state
    try:
        table = Table(table_id, code, loaded.game, loaded.variant, places, played.seed)
        table.state = table.spec.new_game(played.rules, len(places), played.seed)
    except (KeyError, ValueError) as exc:
        raise RecordError(f"The game cannot be set up again: {str(exc).strip(chr(39))}"
                          ) from None
    table.history = list(table.state.take_pending_events())
    wrong = "Its moves do not rebuild the game its record describes from its seed"
    try:
        for deal in played.log:
            for seat, action in deal.moves:
                table.play_for(seat, action)
    except Refused as exc:
        raise RecordError(f"{wrong} ({str(exc).rstrip('.')}).") from None
    if table.state.fingerprint() != played.fingerprint():
        raise RecordError(f"{wrong}.")
    return table


def _part(value: Any, what: str) -> str:
    text = expect_str(value, what, 32)
    if not valid_part(text):
        raise RecordError(f"{what} is not an id as invitations write them.")
    return text


def _place(raw: Any, i: int, game: str) -> Place:
    """One seat of the file, checked as strictly as a join would make it."""
    obj = expect_obj(raw, f"place {i}")
    kind = obj.get("kind")
    if kind not in SEAT_KINDS:
        raise RecordError(f"place {i}: kind must be one of {', '.join(SEAT_KINDS)}.")
    name = expect_text(obj.get("name"), f"place {i}: name", MAX_NAME, f"Place {i}'s name")
    try:
        if clean_name(name) != name:
            raise RecordError(f"place {i}: the name is not one a table gives.")
    except Refused:
        raise RecordError(f"place {i}: the name is empty.") from None
    level, token = obj.get("level"), obj.get("token")
    if kind == "ai" and level not in levels(game):
        raise RecordError(f"place {i}: an AI seat needs a level of this game.")
    if kind != "ai" and level is not None:
        raise RecordError(f"place {i}: only an AI seat has a level.")
    if kind == "person" and not (isinstance(token, str) and _TOKEN.match(token)):
        raise RecordError(f"place {i}: a person's seat needs its token.")
    if kind != "person" and token is not None:
        raise RecordError(f"place {i}: only a person's seat has a token.")
    return Place(kind, name, level=level, token=token, connected=False)


def set_aside(path: Path) -> Path:
    """Rename a table file that cannot be resumed to ``*.damaged`` (never over
    another kept file), so it is neither read again nor lost: the new name."""
    for n in range(1000):
        target = path.with_name(path.name + (".damaged" if n == 0 else f".damaged.{n}"))
        if not target.exists():
            os.replace(path, target)
            return target
    raise FileExistsError(f"{path.name}: too many damaged copies kept already")


def saved_tables(folder: Path) -> list[Path]:
    """The table files in ``folder``, in name order. A save cut short by a
    crash leaves its temporary file (``.NAME.json.*.tmp``), which holds
    secrets and is never read: it is removed here."""
    if not folder.is_dir():
        return []
    for temp in folder.glob(".*.json.*.tmp"):
        temp.unlink(missing_ok=True)
    return sorted(p for p in folder.glob("*.json") if not p.name.startswith("."))


class Shelf:
    """Where one server keeps its tables: each unfinished table's file (under
    the data folder, or the file it was resumed from) and, once a game is
    over, its ``.cardtable`` record beside the others, when the table file
    goes. Saving never stops play: a failure (a full disk) is logged once
    until a save succeeds again."""

    def __init__(self, data_dir: Path | None) -> None:
        self.data_dir = data_dir
        self.files: dict[str, Path] = {}
        self.unsaved: set[str] = set()

    def shelve(self, table_id: str, path: Path | None = None) -> None:
        """Keep table ``table_id`` at ``path`` (default: in the data folder, if any)."""
        if path is None and self.data_dir is not None:
            path = table_path(self.data_dir, table_id)
        if path is not None:
            self.files[table_id] = path

    def saved(self) -> list[Path]:
        """The table files in the data folder, to resume at start."""
        return [] if self.data_dir is None else saved_tables(self.data_dir / FOLDER)

    def save(self, table: Table, host: str, port: int) -> Path | None:
        """Write ``table`` to its file, if it has one: the file, or ``None``."""
        path = self.files.get(table.id)
        if path is None:
            return None
        try:
            save_table(path, table, host, port)
        except (OSError, ValueError) as exc:
            if table.id not in self.unsaved:
                log.warning("table %s could not be saved to %s: %s", table.id, path, exc)
            self.unsaved.add(table.id)
            return None
        self.unsaved.discard(table.id)
        return path

    def finish(self, table: Table) -> Path | None:
        """Keep the finished game as a record (once: a server stopped between
        the record and the table file's removal finds it again), then remove
        the table file. The record, or ``None`` when there is nowhere to keep it."""
        kept = self.files.get(table.id)
        folder = self.data_dir if self.data_dir is not None else kept and kept.parent
        if folder is None:
            return None
        done = sorted(folder.glob(f"*-{table.id}.cardtable"))
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        path = done[0] if done else folder / f"{stamp}-{table.id}.cardtable"
        if not done:
            try:
                save_atomic(path, dumps(table.record()))
            except OSError as exc:
                log.warning("table %s: the record could not be written: %s", table.id, exc)
                return None
        if kept is not None:
            kept.unlink(missing_ok=True)
            del self.files[table.id]
        return path
