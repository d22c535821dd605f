"""The shared tables this person sits at, so a closed or crashed app comes back.

A seat at a shared table is held by the server for its token. The window
keeps, per table, the invitation, the seat's token and the name it joined
as, in ``shared-seats.json`` beside the autosave: reopening the app offers
to rejoin, and the view comes back from the server exactly. The token is
a secret (whoever holds it plays the seat): the file is written atomically
through ``mkstemp``, so it is readable by its owner only. Tables the host
itself serves also note where their saved table file is, to host it again.

A damaged file is read as "no seats" and never stops the app.
"""

from __future__ import annotations

import contextlib
import datetime
import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from cardtable.net.invitation import parse
from cardtable.records.io import save_atomic

FILE_NAME = "shared-seats.json"
#: Seats kept at most (the oldest are forgotten first).
MAX_SEATS = 20
#: The longest text a field may hold when read back.
MAX_FIELD = 300


@dataclass(frozen=True)
class SharedSeat:
    """One seat at one shared table."""

    invitation: str
    token: str
    seat: int
    name: str
    game: str
    since: str                    # ISO date and time the seat was taken
    hosted: bool = False          # this app serves the table


class SharedSeats:
    """The seats file in ``folder``."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / FILE_NAME

    def seats(self) -> list[SharedSeat]:
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        if not isinstance(raw, list):
            return []
        return [seat for item in raw[:MAX_SEATS] if (seat := _seat(item)) is not None]

    def remember(self, invitation: str, token: str, seat: int, name: str, game: str,
                 hosted: bool = False) -> None:
        """Keep (or refresh) the seat at ``invitation``'s table."""
        table = parse(invitation).table
        kept = [s for s in self.seats() if parse(s.invitation).table != table]
        now = datetime.datetime.now().isoformat(timespec="seconds")
        kept.insert(0, SharedSeat(invitation, token, seat, name, game, now, hosted))
        self._write(kept[:MAX_SEATS])

    def forget(self, table: str) -> None:
        """The table's game is over (or it refused the seat): nothing to rejoin."""
        kept = [s for s in self.seats() if parse(s.invitation).table != table]
        self._write(kept)

    def _write(self, seats: list[SharedSeat]) -> None:
        # On failure the seat is still held by the server; only the offer to rejoin is lost.
        with contextlib.suppress(OSError):
            save_atomic(self.path, json.dumps([asdict(s) for s in seats], indent=1))


def _seat(item: Any) -> SharedSeat | None:
    """A seat read back, or ``None`` for anything damaged or strange."""
    if not isinstance(item, dict):
        return None
    try:
        fields = {k: item[k] for k in ("invitation", "token", "seat", "name", "game", "since")}
    except KeyError:
        return None
    texts = [fields[k] for k in ("invitation", "token", "name", "game", "since")]
    if not all(isinstance(t, str) and len(t) <= MAX_FIELD for t in texts):
        return None
    if not isinstance(fields["seat"], int) or isinstance(fields["seat"], bool):
        return None
    try:
        parse(fields["invitation"])
    except ValueError:
        return None
    return SharedSeat(**fields, hosted=item.get("hosted") is True)
