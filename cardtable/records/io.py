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

from cardtable.games.record_schema import (
    RecordError,
    expect_list,
    expect_obj,
    expect_str,
    expect_text,
)
from cardtable.records.files import (
    NotRegularFile,
    fsync_folder,
    open_regular,
    read_capped,
    refuse_special_target,
)
from cardtable.records.lines import iter_runs
from cardtable.records.provenance import Provenance, read_provenance

FORMAT = "cardtable-record"
VERSION = 1
#: A single record file larger than this is refused unread. It follows from
#: the longest games the options allow, measured with ``cardtable sim
#: --record`` (compact JSON, as every save is written):
#:
#: * Supertrump, first to 1000 games (the target's top): at most 1999 games,
#:   and every game is 52 plays and 2 declarations, 2,622 bytes — 5.25 MB.
#:   (Points matches to 1000 last about 52 games, 0.14 MB.)
#: * Sneak to 1000 (the top), 7 players, two decks, losers' cards discarded:
#:   199 deals of at most 10.7 kB, 2.0 MB. A challenge's winner keeps at
#:   least a seventh of its cards, so a deal banks roughly 15 or more: even
#:   bad luck ends within ~470 deals, 5 MB.
#: * Cucumber, 16 players at threshold 200 (the options' top), four decks
#:   dealt out evenly, low-point ogorek scoring: ~307 deals of at most
#:   10.4 kB, 3.1 MB; with a free reset for everyone, an exact reset at 200
#:   and tied last cards taking points off, ~1080 deals: 10.8 MB, the
#:   largest of all (random, easy and normal AIs alike: 1080, 791, 1058 deals).
#:
#: 16 MiB (16.8 MB) leaves half as much again over that, and three times
#: Supertrump's. The cap also bounds what a hostile file can cost: at most
#: 16 MiB are read, and parsing the worst JSON of that size (millions of
#: empty objects) takes ~1.5 s and ~400 MB.
MAX_FILE_BYTES = 16 * 1024 * 1024
#: One line of a JSON-lines file (``sim --record``) is one record: the same cap.
MAX_LINE_BYTES = MAX_FILE_BYTES
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
    provenance: Provenance | None = None  # played on from another record ("from")


def record_dict(state: Any, seats: list[Seat], variant: str, game: str | None = None,
                *, assisted: bool = False, provenance: Provenance | None = None) -> dict:
    """The full record of ``state`` as a JSON-ready dict. ``game`` defaults to
    the registered game whose rules ``state`` plays. ``assisted`` (the person
    undid a move or asked a hint) is written only when true, so the record of
    an unaided game is what it always was — and a resumed game keeps the mark.
    ``provenance`` (a game played on from a recorded position) is ``"from"``."""
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
    if provenance is not None:
        record["from"] = provenance.to_dict()
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
    variant = expect_text(obj.get("variant"), "variant", 80, "The variant's name")
    raw_seats = expect_list(obj.get("seats"), "seats", MAX_SEATS)
    seats = [_seat(s, i) for i, s in enumerate(raw_seats, 1)]
    assisted = obj.get("assisted", False)
    if not isinstance(assisted, bool):
        raise RecordError('The record\'s "assisted" must be true or false.')
    try:
        state = codec.replay(obj, len(seats))
    except RecursionError:
        raise RecordError("The record is nested too deeply to be real.") from None
    provenance = read_provenance(obj.get("from"), state)
    return LoadedGame(game, variant, seats, state, assisted, provenance)


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
    for line, item, count in iter_record_runs(path):
        for i in range(count):
            yield (None if line is None else line + i), item


def iter_record_runs(path: str | os.PathLike[str]) -> Iterator[tuple[int | None, Any, int]]:
    """:func:`iter_record_file` with consecutive identical lines as one entry:
    ``(first line, parsed JSON or RecordError, how many lines)``. The item
    is parsed once for the run, so a reader can judge it once too."""
    p = Path(path)
    try:
        size = p.stat().st_size
    except OSError as exc:
        yield None, RecordError(f"It cannot be opened: {exc.strerror or exc}."), 1
        return
    if size <= MAX_FILE_BYTES:
        try:
            text = _read_text(p, MAX_FILE_BYTES)
        except RecordError as exc:
            yield None, exc, 1
            return
        if not text.strip():
            what = "It holds only blank lines" if text else "It is empty"
            yield None, RecordError(f"{what}: no record found."), 1
            return
        try:
            yield None, parse_text(text), 1
            return
        except RecordError as whole_error:
            if "\n" not in text.strip():
                yield None, whole_error, 1
                return
    yield from _iter_lines(p)


def _iter_lines(p: Path) -> Iterator[tuple[int | None, Any, int]]:
    """The records of a JSON-lines file, read in bounded chunks (see ``lines``)."""
    try:
        f = open_regular(p)
    except OSError as exc:
        yield None, _unreadable(exc), 1
        return
    with f:
        found = False
        last: tuple[bytes | None, Any] = (None, None)
        for run in iter_runs(f, MAX_LINE_BYTES):
            if run.binary:
                yield run.number, RecordError("It holds a NUL byte, so it is not text: the rest "
                                              "of the file is not read."), 1
                return
            # A run cut at a chunk's end goes on in the next: parse its line once.
            item = last[1] if run.text is not None and run.text == last[0] else _line_item(run.text)
            last = (run.text, item)
            yield run.number, item, run.count
            if not found and isinstance(item, RecordError):
                # The first line is no record: this is not a record file (nor a
                # terabyte of zeros to be read through for more of the same).
                return
            found = True
        if not found:
            yield None, RecordError("It holds only blank lines: no record found."), 1


def _line_item(raw: bytes | None) -> Any:
    """One line as parsed JSON, or the :class:`RecordError` saying why it is none."""
    if raw is None:
        return RecordError(f"The line is longer than {MAX_LINE_BYTES // 2**20} MiB; "
                           "no record is that big.")
    try:
        return parse_text(raw.decode("utf-8"))
    except UnicodeDecodeError:
        return RecordError("It is not text (UTF-8); it cannot be a record.")
    except RecordError as exc:
        return exc


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
    except OSError as exc:
        raise _unreadable(exc) from None
    return decode_text(raw, cap)


def _unreadable(exc: OSError) -> RecordError:
    """Why a file could not be read, as a record problem."""
    if isinstance(exc, IsADirectoryError):
        return RecordError("It is a folder, not a record file.")
    if isinstance(exc, NotRegularFile):
        return RecordError(str(exc))
    return RecordError(f"It cannot be read: {exc.strerror or exc}.")


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
    name = expect_text(obj.get("name"), f"seat {i}: name", 60, f"Seat {i}'s name")
    player = obj.get("player")
    if player not in PLAYER_KINDS:
        raise RecordError(f"seat {i}: player must be \"human\" or \"ai\".")
    level = obj.get("level")
    if level is not None:
        expect_text(level, f"seat {i}: level", 30, f"Seat {i}'s AI level")
    return Seat(name, player, level)


def _codec(game: str):
    """The game's record codec (its spec: ``encode``/``replay``), by registry id."""
    from cardtable import games
    try:
        return games.get(game)
    except KeyError:
        raise RecordError(f"This cardtable does not know the game {game[:40]!r} "
                          f"(it knows {', '.join(games.ids())}).") from None
