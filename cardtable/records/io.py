"""Reading and writing record files: single records, JSON lines, atomic saves.

Reading is bounded: a file is never read past a size cap, JSON errors and
deep nesting become :class:`RecordError`, and nothing is ever executed from
a file (plain JSON, no pickle). Writing goes to a temporary file that is
renamed over the target, so a crash never leaves half a save.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardtable.records.files import (
    NotRegularFile,
    fsync_folder,
    read_capped,
    refuse_special_target,
)
from cardtable.records.schema import RecordError, expect_list, expect_obj, expect_str

FORMAT = "cardtable-record"
VERSION = 1
#: A single record file larger than this is refused unread.
#: The longest real game is a few hundred kB, and at this size reading and
#: refusing a hostile file stays well under a second.
MAX_FILE_BYTES = 4 * 1024 * 1024
#: One line of a JSON-lines file (one record) larger than this is refused.
MAX_LINE_BYTES = 2 * 1024 * 1024
MAX_SEATS = 16
PLAYER_KINDS = ("human", "ai")


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits at a seat: a name, human or AI, and the AI's level."""

    name: str
    player: str = "ai"
    level: str | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "player": self.player}
        if self.level is not None:
            out["level"] = self.level
        return out


@dataclass(slots=True)
class LoadedGame:
    """A record that replayed cleanly: its seats, variant name and live state."""

    game: str
    variant: str
    seats: list[Seat]
    state: Any
    assisted: bool = False  # the person undid a move or asked a hint (statistics say so)


def record_dict(state: Any, seats: list[Seat], variant: str, game: str | None = None,
                *, assisted: bool = False) -> dict:
    """The full record of ``state`` as a JSON-ready dict. ``game`` defaults to
    the registered game whose rules ``state`` plays. ``assisted`` (the person
    undid a move or asked a hint) is written only when true, so the record of
    an unaided game is what it always was — and a resumed game keeps the mark."""
    if game is None:
        from cardtable import games
        game = games.spec_for_rules(state.rules).id
    codec = _codec(game)
    rules, deals, result = codec.encode(state)
    record = {
        "format": FORMAT, "version": VERSION, "game": game, "variant": variant,
        "rules": rules, "seats": [s.to_dict() for s in seats], "seed": state.seed,
        "deals": deals, "result": result,
    }
    if assisted:
        record["assisted"] = True
    return record


def dumps(record: dict, pretty: bool = False) -> str:
    """A record as JSON text (one line unless ``pretty``)."""
    if pretty:
        return json.dumps(record, ensure_ascii=False, indent=1)
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def load_record(data: Any) -> LoadedGame:
    """Check a parsed record and replay it. Raises :class:`RecordError`."""
    obj = expect_obj(data, "A record")
    if obj.get("format") != FORMAT:
        raise RecordError("This is not a cardtable record (it lacks \"format\": "
                          f"\"{FORMAT}\").")
    version = obj.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError("The record has no valid version number.")
    if version > VERSION:
        raise RecordError(f"This record was written by a newer cardtable (record version "
                          f"{version if version < 10**6 else 'huge'}); this one reads "
                          f"version {VERSION}. Please update cardtable.")
    if version < 1:
        raise RecordError(f"Record version {version} does not exist.")
    game = expect_str(obj.get("game"), "game", 40)
    codec = _codec(game)
    variant = expect_str(obj.get("variant"), "variant", 80)
    raw_seats = expect_list(obj.get("seats"), "seats", MAX_SEATS)
    seats = [_seat(s, i) for i, s in enumerate(raw_seats, 1)]
    assisted = obj.get("assisted", False)
    if not isinstance(assisted, bool):
        raise RecordError('The record\'s "assisted" must be true or false.')
    try:
        state = codec.replay(obj, len(seats))
    except RecursionError:
        raise RecordError("The record is nested too deeply to be real.") from None
    return LoadedGame(game, variant, seats, state, assisted)


def parse_text(text: str) -> Any:
    """JSON text to Python values, with errors as plain sentences."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        # Cut at the end, inside a string ("Unterminated string" only happens at
        # the end of the text) or inside true/false/null: the file is truncated.
        rest = text[exc.pos:].rstrip()
        if (exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string")
                or any(word.startswith(rest) for word in ("true", "false", "null"))):
            raise RecordError("The file ends in the middle of the record: it is truncated."
                              ) from None
        raise RecordError(f"It is not valid JSON (line {exc.lineno}, column {exc.colno}: "
                          f"{exc.msg}).") from None
    except RecursionError:
        raise RecordError("The JSON is nested too deeply to be a record.") from None
    except ValueError as exc:  # e.g. integers too long to convert
        raise RecordError(f"It holds a value that cannot be read ({str(exc)[:80]}).") from None


def read_record_file(path: str | os.PathLike[str]) -> LoadedGame:
    """Read, check and replay the single record (or save) at ``path``."""
    return load_record(parse_text(_read_text(Path(path), MAX_FILE_BYTES)))


def iter_record_file(path: str | os.PathLike[str]) -> Iterator[tuple[int | None, Any]]:
    """Yield ``(line, parsed JSON or RecordError)`` for each record in a file:
    one pretty-printed record (line ``None``) or one per line (JSON lines).
    A file that is not records at all yields one error and stops."""
    p = Path(path)
    try:
        size = p.stat().st_size
    except OSError as exc:
        yield None, RecordError(f"It cannot be opened: {exc.strerror or exc}.")
        return
    if size <= MAX_FILE_BYTES:
        try:
            text = _read_text(p, MAX_FILE_BYTES)
        except RecordError as exc:
            yield None, exc
            return
        try:
            yield None, parse_text(text)
            return
        except RecordError as whole_error:
            if "\n" not in text.strip():
                yield None, whole_error
                return
    yield from _iter_lines(p)


def _iter_lines(p: Path) -> Iterator[tuple[int | None, Any]]:
    with p.open("rb") as f:
        number = 0
        while True:
            raw = f.readline(MAX_LINE_BYTES + 1)
            if not raw:
                return
            number += 1
            if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
                yield number, RecordError(f"Line {number} is longer than "
                                          f"{MAX_LINE_BYTES // 2**20} MiB; no record is that big.")
                return
            if not raw.strip():
                continue
            try:
                yield number, parse_text(raw.decode("utf-8"))
            except UnicodeDecodeError:
                yield number, RecordError("It is not text (UTF-8); it cannot be a record.")
                return
            except RecordError as exc:
                yield number, exc
                if number == 1:
                    return  # the very first line is no record: this is not a record file


def save_atomic(path: str | os.PathLike[str], text: str, *, create_folders: bool = True) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old file or
    the new one, never a mix: temporary file, flush, fsync, rename, fsync of
    the folder (so the rename itself survives a power cut). A target that is
    not a regular file (a device, a FIFO) raises ``NotRegularFile`` rather
    than being replaced; ``create_folders=False`` refuses a missing folder."""
    target = Path(path)
    if create_folders:
        target.parent.mkdir(parents=True, exist_ok=True)
    refuse_special_target(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
        fsync_folder(target.parent)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _read_text(p: Path, cap: int) -> str:
    try:
        raw = read_capped(p, cap)  # never blocks: a FIFO or device is refused unread
    except IsADirectoryError:
        raise RecordError("It is a folder, not a record file.") from None
    except NotRegularFile as exc:
        raise RecordError(str(exc)) from None
    except OSError as exc:
        raise RecordError(f"It cannot be read: {exc.strerror or exc}.") from None
    return decode_text(raw, cap)


def decode_text(raw: bytes, cap: int = MAX_FILE_BYTES) -> str:
    """The text of a record file from its first ``cap + 1`` bytes, or the
    :class:`RecordError` that says why it cannot be a record."""
    if len(raw) > cap:
        raise RecordError(f"It is larger than {cap // 2**20} MiB; no single record is that big.")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError("It is not text (UTF-8); it cannot be a record.") from None


def _seat(raw: Any, i: int) -> Seat:
    obj = expect_obj(raw, f"seat {i}")
    name = expect_str(obj.get("name"), f"seat {i}: name", 60)
    player = obj.get("player")
    if player not in PLAYER_KINDS:
        raise RecordError(f"seat {i}: player must be \"human\" or \"ai\".")
    level = obj.get("level")
    if level is not None:
        expect_str(level, f"seat {i}: level", 30)
    return Seat(name, player, level)


def _codec(game: str):
    """The game's record codec (its spec: ``encode``/``replay``), by registry id."""
    from cardtable import games
    try:
        return games.get(game)
    except KeyError:
        raise RecordError(f"This cardtable does not know the game {game[:40]!r} "
                          f"(it knows {', '.join(games.ids())}).") from None
