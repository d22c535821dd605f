"""The table server: many shared tables behind one WebSocket port (asyncio).

``cardtable serve`` runs it headless; the desktop app will run the same code
in-process when a player hosts. Each connection says who it is (join with the
invitation's code, or rejoin with its seat's token) within
``HELLO_SECONDS``; after that its messages are moves and resyncs. What the
server sends a connection goes through an outbox of its own, so a slow
reader never holds up the table for the others: a reader that falls
``OUTBOX`` messages behind is closed (it can rejoin and resync).

A flood (past ``RATE``/``BURST``), a message over ``MAX_MESSAGE``, junk or an
unknown version closes that connection with the reason; a refused move or
join is one ``refused`` message and changes nothing. AI seats think in a
worker thread, one move at a time per table, so the event loop keeps
answering everyone. A finished game is written to the data folder as a
``.cardtable`` record, like any finished game.

With a data folder, every unfinished table is also written to
``DATA/tables/`` (``cardtable.net.table_store``) when it is made, when a
seat is taken and after every move, before anyone is told of the move: a
server killed at any moment comes back (:meth:`TableServer.resume_tables`)
with every move it announced, the same invitations and every seat's token.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from cardtable.ai.base import make_bot
from cardtable.net.invitation import CODE_BYTES, ID_BYTES, Invitation, new_secret
from cardtable.net.links import MAX_CONNECTIONS, Bucket, Link
from cardtable.net.protocol import (
    HELLO_SECONDS,
    MAX_MESSAGE,
    VERSION,
    ProtocolError,
    Request,
    read,
    refused,
)
from cardtable.net.table import SEAT_KINDS, Place, Refused, Table
from cardtable.net.table_store import Shelf, TableFileError, load_table, set_aside

log = logging.getLogger(__name__)


class TableServer:
    """Tables by id, the connections seated at each, and the AI seats' bots."""

    def __init__(self, data_dir: Path | None = None, ai_pause: float = 0.4,
                 public_host: str = "127.0.0.1", takeover: float | None = 60.0,
                 takeover_level: str = "normal", public_port: int | None = None,
                 public_tls: bool = False) -> None:
        """``takeover``: seconds after which an AI of ``takeover_level`` plays
        the turns of a person who left, until they rejoin (``None``: wait).
        Invitations name ``public_host``:``public_port`` (default: the port
        listened on), over TLS when ``public_tls``: a proxy in front of this
        server terminates TLS and forwards the WebSocket here."""
        self.data_dir = data_dir
        self.ai_pause = ai_pause
        self.takeover = takeover
        self.takeover_level = takeover_level
        self.public_host = public_host
        self.public_port, self.public_tls = public_port, public_tls
        self.port = 0
        self.tables: dict[str, Table] = {}
        self.links: dict[str, dict[int, Link]] = {}
        self.bots: dict[str, dict[int, Any]] = {}
        self.thinking: dict[str, asyncio.Task] = {}
        self.connections = 0
        self.finished: list[Path] = []
        self.left_at: dict[tuple[str, int], float] = {}
        self.shelf = Shelf(data_dir)
        #: The address a resumed table's invitation named when it was saved.
        self.was_at: dict[str, tuple[str, int]] = {}
        self.server: Any = None
        self.stopped = False

    # ------------------------------------------------------------ tables
    def create_table(self, game: str, variant: str | None, seats: Iterable[str],
                     seed: int | None = None, rules: Any = None) -> Invitation:
        """A new table; ``seats``: ``open``, ``person`` or ``ai-LEVEL`` each;
        ``rules``: the host's own, else the variant's (the record names both)."""
        places = [_place(kind, i) for i, kind in enumerate(seats)]
        table_id, code = new_secret(ID_BYTES), new_secret(CODE_BYTES)
        from cardtable import games
        spec = games.get(game)
        table = Table(table_id, code, game, variant or spec.default_preset, places, seed, rules)
        self.tables[table_id] = table
        self.links[table_id] = {}
        now = time.monotonic()   # a seat nobody takes is played after ``takeover`` from now
        self.left_at.update({(table_id, i): now for i, p in enumerate(places)
                             if p.kind == "open"})
        self.bots[table_id] = {i: make_bot(p.level, game) for i, p in enumerate(places)
                               if p.kind == "ai"}
        self.shelf.shelve(table_id)
        self._save(table)
        return self.invitation(table_id)

    def reserve_seat(self, table_id: str, seat: int, name: str) -> str:
        """Keep ``seat`` of a new table for ``name`` (the host): its token, on
        disk before the host has it. Nobody else can take it; its holder
        rejoins with the token, and until they do it waits like a seat a
        person left (``takeover``)."""
        table = self.tables[table_id]
        token = table.reserve(seat, name)
        self._save(table)
        self._seats_changed(table)
        return token

    def invitation(self, table_id: str) -> Invitation:
        """The invitation to table ``table_id`` as this server names it now."""
        return Invitation(self.public_host, self.public_port or self.port, table_id,
                          self.tables[table_id].code, self.public_tls)

    async def start(self, host: str = "127.0.0.1", port: int = 0):
        """Listen on ``host``:``port`` (0: any free port); the server object."""
        # No permessage-deflate: with protocol 3 an update is 1.1 KB on
        # average, and deflating it (to 0.1 KB) took about a tenth of the
        # server's CPU and half its memory a table (0.36 MB instead of 0.17).
        # Off, one process holds 500 four-seat tables at a move round-trip
        # p95 of 40-49 ms on the 2-core machine (90 ms with it on; the
        # Load section of docs/network.md); the bytes, ~4.5 KB a move for
        # a 4-seat table, are nothing to a home or club connection.
        server = await serve(self.handle, host, port, max_size=MAX_MESSAGE, max_queue=8,
                             compression=None, ping_interval=20, ping_timeout=20,
                             close_timeout=2)
        self.port = server.sockets[0].getsockname()[1]
        self.server = server
        for table in self.tables.values():
            self._think(table)      # resumed before the loop ran: their AIs go on
        return server

    # ------------------------------------------------------------ tables on disk
    def resume_tables(self, on_damaged: Callable[[str], None] | None = None) -> list[Table]:
        """Every unfinished table kept in the data folder, open again (call it at
        start). A file that cannot be resumed is renamed ``*.damaged`` (kept for
        a person to look at, never read again) and ``on_damaged`` is given one
        line saying why (default: printed on stderr); the others resume."""
        say = on_damaged or (lambda line: print(f"cardtable: {line}", file=sys.stderr))
        resumed = []
        for path in self.shelf.saved():
            try:
                resumed.append(self.resume_table(path))
            except TableFileError as exc:
                try:
                    kept = f"kept as {set_aside(path).name}"
                except OSError as err:
                    kept = f"left in place: {err.strerror or err}"
                say(f"table file {path.name} skipped ({kept}): {exc}")
        return resumed

    def resume_table(self, path: Path) -> Table:
        """Host again the table saved at ``path`` (by this server or an earlier
        one, e.g. the app's :meth:`stop`) and keep saving it there. Friends
        rejoin with their tokens, or join an open seat with the same invitation
        when this server listens at the same public host and port as before
        (``was_at``). People's seats count as left just now (``takeover``
        runs from here); AI seats go on. :class:`TableFileError` says why not."""
        saved = load_table(path)
        table = saved.table
        if table.id in self.tables:
            raise TableFileError(f"Table {table.id} is open here already.")
        self.tables[table.id] = table
        self.links[table.id] = {}
        self.bots[table.id] = {i: make_bot(p.level, table.spec.id)
                               for i, p in enumerate(table.places) if p.kind == "ai"}
        self.shelf.shelve(table.id, path)
        self.was_at[table.id] = (saved.host, saved.port)
        now = time.monotonic()
        for seat, place in enumerate(table.places):
            if place.kind in ("person", "open"):
                self.left_at[(table.id, seat)] = now
        if table.state.is_over:     # stopped between its last move and its record
            self._finish(table)
        elif self.server is not None:
            self._think(table)
        return table

    def save_all(self) -> list[Path]:
        """Write every unfinished table now; the files written."""
        return [path for t in self.tables.values()
                if not t.state.is_over and (path := self._save(t)) is not None]

    async def stop(self) -> list[Path]:
        """Close every table for now: save each unfinished one, tell everyone
        the host closed it (their clients try to come back for a while), stop
        the AIs and stop listening. The files written, for
        :meth:`resume_table` in a later server: the same game, seats and
        invitation (listen at the same public host and port)."""
        self.stopped = True
        written = self.save_all()
        for task in self.thinking.values():
            task.cancel()
        for links in self.links.values():
            for link in list(links.values()):
                link.close("the host closed the table for now")
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        return written

    def _save(self, table: Table) -> Path | None:
        invitation = self.invitation(table.id)
        return self.shelf.save(table, invitation.host, invitation.port)

    # ------------------------------------------------------------ a connection
    async def handle(self, ws: ServerConnection) -> None:
        if self.connections >= MAX_CONNECTIONS:
            await ws.close(1013, "the server is full")
            return
        self.connections += 1
        link = Link(ws)
        bucket = Bucket()
        try:
            try:
                first = await asyncio.wait_for(ws.recv(), HELLO_SECONDS)
            except TimeoutError:
                link.close("say who you are first (join or rejoin)")
                return
            if not self._hello(link, first):
                return
            async for raw in ws:
                if not bucket.take():
                    link.close("too many messages")
                    return
                try:
                    request = read(raw)
                except ProtocolError as exc:
                    link.close(str(exc))
                    return
                self._request(link, request)
                if link.closing is not None:
                    return
        except ConnectionClosed:
            pass
        finally:
            self.connections -= 1
            self._gone(link)
            if link.closing is None:
                link.outbox.put_nowait(None)
            with contextlib.suppress(ConnectionClosed):
                await link.finished()

    def _hello(self, link: Link, raw: str | bytes) -> bool:
        try:
            request = read(raw)
        except ProtocolError as exc:
            link.close(str(exc))
            return False
        if request.type not in ("join", "rejoin"):
            link.close("say who you are first (join or rejoin)")
            return False
        table = self.tables.get(request.table)
        if table is None:
            link.send(refused("There is no such table here (it may have ended).", "no-table"))
            link.close("no such table")
            return False
        try:
            if request.type == "join":
                seat, token = table.join(request.code, request.name, request.seat,
                                         request.key)
            else:
                seat = table.rejoin(request.token)
                token = request.token
        except Refused as exc:
            link.send(refused(exc.reason, exc.code, exc.params))
            link.close(str(exc))
            return False
        old = self.links[table.id].get(seat)
        if old is not None:
            old.close("your seat was taken up again from another window")
        link.table, link.seat = table, seat
        self.links[table.id][seat] = link
        if request.type == "join":
            self._save(table)      # the new token is on disk before its person has it
        link.send(self._welcome(table, seat, token))
        self._seats_changed(table)
        self._think(table)
        return True

    def _request(self, link: Link, request: Request) -> None:
        table, seat = link.table, link.seat
        if request.type in ("join", "rejoin"):
            link.send(refused("You are already seated.", "already-seated"))
        elif request.type == "resync":
            link.send(self._welcome(table, seat, table.places[seat].token or ""))
        elif request.type == "leave":
            link.close("left the table")
        elif request.type == "act":
            try:
                events = table.act(seat, request.move, request.n)
            except Refused as exc:
                link.send(refused(exc.reason, exc.code, exc.params))
                return
            self._after_move(table, events)

    def _welcome(self, table: Table, seat: int, token: str) -> dict[str, Any]:
        """The table's welcome, and the host's rule for an empty seat (shown at the table)."""
        return {**table.welcome(seat, token), "takeover": self.takeover}

    def _gone(self, link: Link) -> None:
        table = link.table
        if table is None or self.links[table.id].get(link.seat) is not link:
            return
        del self.links[table.id][link.seat]
        table.places[link.seat].connected = False
        self.left_at[(table.id, link.seat)] = time.monotonic()
        self._seats_changed(table)
        self._think(table)

    # ------------------------------------------------------------ the game moves on
    def _after_move(self, table: Table, events: list[Any]) -> None:
        # On disk before anyone is told: a restart never takes back an announced move.
        if table.state.is_over:
            self._finish(table)
        else:
            self._save(table)
        for seat, link in list(self.links[table.id].items()):
            link.send(table.update_text(seat, events))
        if not table.state.is_over:
            self._think(table)

    def _seats_changed(self, table: Table) -> None:
        message = {"v": VERSION, "t": "seats", "seats": table.seats()}
        for link in list(self.links[table.id].values()):
            link.send(message)

    def _think(self, table: Table) -> None:
        """Start the AI whose turn it is (or the stand-in of a person who left),
        if none is thinking already."""
        if self.stopped or self._mover(table) is None:
            return
        task = self.thinking.get(table.id)
        if task is not None and not task.done():
            return
        self.thinking[table.id] = asyncio.get_running_loop().create_task(
            self._ai_moves(table))

    def _mover(self, table: Table) -> int | None:
        """The seat the server plays now: an AI's, or an empty seat (a person
        left it, or nobody took it yet) once ``takeover`` seconds have passed
        since it was left or the table opened (until then a timer looks again)."""
        seat = table.to_move()
        if seat is None:
            return None
        place = table.places[seat]
        if place.kind == "ai":
            return seat
        if place.kind not in ("person", "open") or place.connected or self.takeover is None:
            return None
        wait = self.left_at.get((table.id, seat), 0.0) + self.takeover - time.monotonic()
        if wait > 0:
            asyncio.get_running_loop().call_later(wait, self._think, table)
            return None
        return seat

    async def _ai_moves(self, table: Table) -> None:
        while (seat := self._mover(table)) is not None:
            place = table.places[seat]
            if self.ai_pause:
                await asyncio.sleep(self.ai_pause)
                if self._mover(table) != seat:
                    continue            # the person came back, or the game moved on
            bot = self.bots[table.id].get(seat)
            if bot is None:
                bot = self.bots[table.id][seat] = make_bot(self.takeover_level, table.spec.id)
            obs, legal = table.state.observation(seat), table.state.legal_actions()
            try:
                action = await asyncio.to_thread(bot.choose, obs, legal, table.rngs[seat])
            except Exception:   # a failing bot must not stall the table for everyone
                log.exception("table %s: the AI at seat %d failed; it plays its first "
                              "legal move", table.id, seat)
                action = legal[0]
            place = table.places[seat]     # a friend may have sat down while it thought
            if table.to_move() != seat or (place.kind == "person" and place.connected):
                continue
            if action not in legal:
                log.warning("table %s: the AI at seat %d chose no legal move", table.id, seat)
                action = legal[0]
            self._after_move(table, table.play_for(seat, action))

    def _finish(self, table: Table) -> None:
        path = self.shelf.finish(table)
        if path is not None:
            self.finished.append(path)


def tune_gc() -> None:
    """Set the garbage collector for a process that holds many tables, once
    they are made (``cardtable serve``). With the defaults, a full collection
    of a server holding 500 tables stops every table for 0.1–0.35 s, every
    few seconds as the games' histories grow; the round-trip's tail is mostly
    those. What is alive now (modules, the tables made at start) is left out
    of every later collection, and the youngest generation is collected
    after 50,000 new objects rather than 700, so the objects of a move's
    updates die young instead of being promoted: one full collection instead
    of nine in a 30 s run at 500 tables (``benchmarks/net/load.py``). Cycles
    are still found."""
    import gc

    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 20, 10)


def _place(kind: str, index: int) -> Place:
    if kind.startswith("ai-"):
        return Place("ai", f"AI {index + 1}", level=kind[3:])
    if kind not in SEAT_KINDS or kind == "ai":
        raise ValueError(f"a seat is open, person or ai-LEVEL, not {kind!r}")
    return Place("open", f"Seat {index + 1}")


def parse_table_spec(text: str) -> tuple[str, str | None, int, list[str]]:
    """``GAME:VARIANT:PLAYERS[:SEATS]`` (SEATS comma-separated) as its parts;
    every seat open when SEATS is left out. ``ValueError`` naming what is wrong."""
    parts = text.split(":")
    if not 3 <= len(parts) <= 4:
        raise ValueError("a table is GAME:VARIANT:PLAYERS[:SEATS]")
    game, variant, players_text = parts[:3]
    if not players_text.isdigit():
        raise ValueError(f"players must be a number, not {players_text[:12]!r}")
    players = int(players_text)
    seats = parts[3].split(",") if len(parts) == 4 else ["open"] * players
    if len(seats) != players:
        raise ValueError(f"{players} players need {players} seats, not {len(seats)}")
    return game, variant or None, players, seats

