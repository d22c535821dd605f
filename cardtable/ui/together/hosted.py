"""The tables this app hosted, kept on disk: to list, host again or delete them.

Why a module of its own: a hosted table outlives its window. When the host's
app closes (or crashes) mid-game, the in-app server has written the table
under the app's data, in ``hosted-tables/tables/<TABLE>.json``
(``cardtable.net.table_store``: the game as a record, the seats and their
tokens, the invitation's code), and Game → Saved games lists it beside the
games kept aside, to host again with the same invitation.

Beside the server's file, in ``hosted-tables/hosting/<TABLE>.json``, the
app keeps what the server's file does not hold: the host's rule for an
empty seat (``{"takeover": 60}``, ``null`` for "the game waits"). It is a
file of its own so that the server's format stays the server's; a table
saved by an older build has none and is hosted again with the old default
(:data:`DEFAULT_TAKEOVER`). The host's last choices in the Host a table
dialog are kept in ``host-setup.json`` beside the seats file.

The network code loads on first use (not before the first frame), so
``cardtable.net`` is imported inside the functions that read tables.
"""

from __future__ import annotations

import contextlib
import datetime
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtable.records.io import save_atomic
from cardtable.session.shared_seats import SharedSeat, SharedSeats

if TYPE_CHECKING:
    from cardtable.net.table_store import SavedTable

#: The folder under the app's data where hosted tables are saved.
HOSTED_FOLDER = "hosted-tables"
#: Its folder of the host's own rules, one file per table.
HOSTING = "hosting"
#: The host's last choices in Host a table, beside the seats file.
LAST_SETUP = "host-setup.json"
#: Seconds before an AI plays an empty seat, for a table saved without the host's rule.
DEFAULT_TAKEOVER = 60.0
#: The most a hosting or last-choices file may hold (they are small).
MAX_HOSTING_BYTES = 64 * 1024


@dataclass(frozen=True)
class HostedTable:
    """One saved hosted table: its file, the table read back (``None`` with
    ``reason`` when it cannot be), and when it was last saved."""

    path: Path
    table_id: str
    saved: SavedTable | None
    reason: str
    kept: datetime.datetime


def tables_folder(data: Path) -> Path:
    """The server's folder of unfinished tables under the app's data ``data``."""
    return data / HOSTED_FOLDER / "tables"


def hosted_tables(data: Path, leave_out: frozenset[str] = frozenset()) -> list[HostedTable]:
    """The tables saved under ``data``, newest first, but those in ``leave_out``
    (open in a window now). A file that cannot be read is listed with why."""
    from cardtable.net.table_store import TableFileError, load_table, saved_tables

    out = []
    for path in saved_tables(tables_folder(data)):
        table_id = path.stem
        if table_id in leave_out:
            continue
        try:
            kept = datetime.datetime.fromtimestamp(path.stat().st_mtime)
        except OSError:
            continue   # gone since it was listed
        try:
            saved, reason = load_table(path), ""
        except TableFileError as exc:
            saved, reason = None, str(exc)
        if saved is not None and saved.table.state.is_over:
            continue   # finished between its last move and its record: nothing to host
        out.append(HostedTable(path, table_id, saved, reason, kept))
    out.sort(key=lambda t: t.kept, reverse=True)
    return out


def host_seat(entry: HostedTable, seats: SharedSeats) -> SharedSeat | None:
    """The host's seat at ``entry``'s table, to sit down again: as remembered
    in the seats file, else as the table file has it (the host sits first;
    the seats file may be gone while the table is not)."""
    from cardtable.net.invitation import Invitation, parse

    for seat in seats.seats():
        if seat.hosted and parse(seat.invitation).table == entry.table_id:
            return seat
    if entry.saved is None:
        return None
    table = entry.saved.table
    invitation = Invitation(entry.saved.host, entry.saved.port, table.id, table.code)
    host = table.places[0]
    return SharedSeat(str(invitation), host.token or "", 0, host.name, table.spec.id,
                      entry.kept.isoformat(timespec="seconds"), hosted=True)


class HostedShelf:
    """Game → Saved games' view of the hosted tables: list them, host one
    again (through the window's own ``host_again``), delete one for good."""

    def __init__(self, data: Path, seats: SharedSeats,
                 host_again: Callable[[SharedSeat], Any],
                 open_now: Callable[[], set[str]]) -> None:
        """``open_now``: the ids of the tables in a window now (not listed)."""
        self.data, self.seats = data, seats
        self._host_again, self._open_now = host_again, open_now

    def entries(self) -> list[HostedTable]:
        return hosted_tables(self.data, frozenset(self._open_now()))

    def host_again(self, entry: HostedTable) -> bool:
        """Host ``entry`` again, same invitation; ``True`` if its window opened."""
        seat = host_seat(entry, self.seats)
        return seat is not None and self._host_again(seat) is not None

    def delete(self, entry: HostedTable) -> None:
        """Remove the table for good: its file, the host's rule, the seat
        (``OSError`` if the file cannot go)."""
        entry.path.unlink(missing_ok=True)
        self.seats.forget(entry.table_id)
        with contextlib.suppress(OSError):
            hosting_path(self.data, entry.table_id).unlink(missing_ok=True)


# ------------------------------------------------------------ the host's own rule
def hosting_path(data: Path, table_id: str) -> Path:
    return data / HOSTED_FOLDER / HOSTING / f"{table_id}.json"


def keep_takeover(data: Path, table_id: str, takeover: float | None) -> None:
    """Keep the host's rule for an empty seat of ``table_id`` (a failure only
    loses the rule: the table is hosted again with the default)."""
    with contextlib.suppress(OSError):
        path = hosting_path(data, table_id)
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        save_atomic(path, json.dumps({"takeover": takeover}))


def tidy(data: Path, table_id: str) -> None:
    """Forget the rule of a table that is no longer saved (its game is over)."""
    if not (tables_folder(data) / f"{table_id}.json").exists():
        with contextlib.suppress(OSError):
            hosting_path(data, table_id).unlink(missing_ok=True)


def read_takeover(data: Path, table_id: str) -> float | None:
    """The rule kept for ``table_id``: seconds, ``None`` (the game waits), or
    :data:`DEFAULT_TAKEOVER` when none was kept (an older build) or it is damaged."""
    raw = _read_json(hosting_path(data, table_id))
    if not isinstance(raw, dict) or "takeover" not in raw:
        return DEFAULT_TAKEOVER
    value = raw["takeover"]
    if value is None:
        return None
    if isinstance(value, int | float) and not isinstance(value, bool) and 0 < value <= 3600:
        return float(value)
    return DEFAULT_TAKEOVER


# ------------------------------------------------------------ the host's last choices
def read_last_setup(data: Path) -> Any:
    """The choices kept by :func:`keep_last_setup`, as read (the dialog checks them)."""
    return _read_json(data / LAST_SETUP)


def keep_last_setup(data: Path, setup: dict[str, Any]) -> None:
    with contextlib.suppress(OSError):
        data.mkdir(parents=True, exist_ok=True)
        save_atomic(data / LAST_SETUP, json.dumps(setup))


def _read_json(path: Path) -> Any:
    try:
        with path.open("rb") as file:
            return json.loads(file.read(MAX_HOSTING_BYTES + 1)[:MAX_HOSTING_BYTES])
    except (OSError, ValueError):
        return None
