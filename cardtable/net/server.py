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
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime
import logging
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from cardtable.ai.base import make_bot
from cardtable.net.invitation import CODE_BYTES, ID_BYTES, Invitation, new_secret
from cardtable.net.protocol import (
    BURST,
    HELLO_SECONDS,
    MAX_MESSAGE,
    RATE,
    VERSION,
    ProtocolError,
    Request,
    dumps,
    read,
    refused,
)
from cardtable.net.table import SEAT_KINDS, Place, Refused, Table
from cardtable.records.io import dumps as record_dumps
from cardtable.records.io import save_atomic

log = logging.getLogger(__name__)

#: Messages a connection may fall behind before it is closed as too slow.
OUTBOX = 256
#: Connections the server holds at once; more are turned away at the door.
MAX_CONNECTIONS = 2000


class Bucket:
    """A token bucket: ``RATE`` messages a second, bursts of ``BURST``."""

    def __init__(self, rate: float = RATE, burst: int = BURST) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Link:
    """One client connection and its outbox."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.table: Table | None = None
        self.seat: int | None = None
        self.closing: asyncio.Task | None = None
        self.sender = asyncio.get_running_loop().create_task(self._send_all())

    def send(self, message: dict[str, Any]) -> None:
        if self.closing is not None:
            return
        if self.outbox.qsize() >= OUTBOX:
            self.close("too slow: the table moved on without you; rejoin to catch up")
            return
        self.outbox.put_nowait(dumps(message))

    def close(self, reason: str) -> None:
        """Close with ``reason`` once what is already in the outbox is sent."""
        if self.closing is None:
            self.outbox.put_nowait(None)
            self.closing = asyncio.get_running_loop().create_task(self._close(reason))

    async def _close(self, reason: str) -> None:
        with contextlib.suppress(ConnectionClosed, asyncio.TimeoutError):
            await asyncio.wait_for(self.sender, 5)
        await self.ws.close(1008, reason[:120])

    async def finished(self) -> None:
        """Wait until a closing connection has said its last and closed."""
        if self.closing is not None:
            await self.closing

    async def _send_all(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while (text := await self.outbox.get()) is not None:
                await self.ws.send(text)


class TableServer:
    """Tables by id, the connections seated at each, and the AI seats' bots."""

    def __init__(self, data_dir: Path | None = None, ai_pause: float = 0.4,
                 public_host: str = "127.0.0.1", takeover: float | None = 60.0,
                 takeover_level: str = "normal") -> None:
        """``takeover``: seconds after which an AI of ``takeover_level`` plays
        the turns of a person who left, until they rejoin (``None``: wait)."""
        self.data_dir = data_dir
        self.ai_pause = ai_pause
        self.takeover = takeover
        self.takeover_level = takeover_level
        self.public_host = public_host
        self.port = 0
        self.tables: dict[str, Table] = {}
        self.links: dict[str, dict[int, Link]] = {}
        self.bots: dict[str, dict[int, Any]] = {}
        self.thinking: dict[str, asyncio.Task] = {}
        self.connections = 0
        self.finished: list[Path] = []
        self.left_at: dict[tuple[str, int], float] = {}

    # ------------------------------------------------------------ tables
    def create_table(self, game: str, variant: str | None, seats: Iterable[str],
                     seed: int | None = None) -> Invitation:
        """A new table; ``seats``: ``open``, ``person`` or ``ai-LEVEL`` each."""
        places = [_place(kind, i) for i, kind in enumerate(seats)]
        table_id, code = new_secret(ID_BYTES), new_secret(CODE_BYTES)
        from cardtable import games
        spec = games.get(game)
        table = Table(table_id, code, game, variant or spec.default_preset, places, seed)
        self.tables[table_id] = table
        self.links[table_id] = {}
        self.bots[table_id] = {i: make_bot(p.level, game) for i, p in enumerate(places)
                               if p.kind == "ai"}
        return Invitation(self.public_host, self.port, table_id, code)

    async def start(self, host: str = "127.0.0.1", port: int = 0):
        """Listen on ``host``:``port`` (0: any free port); the server object."""
        server = await serve(self.handle, host, port, max_size=MAX_MESSAGE, max_queue=8,
                             ping_interval=20, ping_timeout=20, close_timeout=2)
        self.port = server.sockets[0].getsockname()[1]
        return server

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
            link.send(refused("There is no such table here (it may have ended)."))
            link.close("no such table")
            return False
        try:
            if request.type == "join":
                seat, token = table.join(request.code, request.name, request.seat)
            else:
                seat = table.rejoin(request.token)
                token = request.token
        except Refused as exc:
            link.send(refused(str(exc)))
            link.close(str(exc))
            return False
        old = self.links[table.id].get(seat)
        if old is not None:
            old.close("your seat was taken up again from another window")
        link.table, link.seat = table, seat
        self.links[table.id][seat] = link
        link.send(table.welcome(seat, token))
        self._seats_changed(table)
        self._think(table)
        return True

    def _request(self, link: Link, request: Request) -> None:
        table, seat = link.table, link.seat
        if request.type in ("join", "rejoin"):
            link.send(refused("You are already seated."))
        elif request.type == "resync":
            link.send(table.welcome(seat, table.places[seat].token or ""))
        elif request.type == "leave":
            link.close("left the table")
        elif request.type == "act":
            try:
                events = table.act(seat, request.move, request.n)
            except Refused as exc:
                link.send(refused(str(exc)))
                return
            self._after_move(table, events)

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
        for seat, link in list(self.links[table.id].items()):
            link.send(table.update(seat, events))
        if table.state.is_over:
            self._finish(table)
        else:
            self._think(table)

    def _seats_changed(self, table: Table) -> None:
        message = {"v": VERSION, "t": "seats", "seats": table.seats()}
        for link in list(self.links[table.id].values()):
            link.send(message)

    def _think(self, table: Table) -> None:
        """Start the AI whose turn it is (or the stand-in of a person who left),
        if none is thinking already."""
        if self._mover(table) is None:
            return
        task = self.thinking.get(table.id)
        if task is not None and not task.done():
            return
        self.thinking[table.id] = asyncio.get_running_loop().create_task(
            self._ai_moves(table))

    def _mover(self, table: Table) -> int | None:
        """The seat the server plays now: an AI's, or an empty person's seat
        once ``takeover`` seconds have passed since its person left (until
        then a timer looks again)."""
        seat = table.to_move()
        if seat is None:
            return None
        place = table.places[seat]
        if place.kind == "ai":
            return seat
        if place.kind != "person" or place.connected or self.takeover is None:
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
            if table.to_move() != seat or (place.kind == "person" and place.connected):
                continue
            if action not in legal:
                log.warning("table %s: the AI at seat %d chose no legal move", table.id, seat)
                action = legal[0]
            self._after_move(table, table.play_for(seat, action))

    def _finish(self, table: Table) -> None:
        if self.data_dir is None:
            return
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        path = self.data_dir / f"{stamp}-{table.id}.cardtable"
        try:
            save_atomic(path, record_dumps(table.record()))
            self.finished.append(path)
        except OSError as exc:
            log.warning("table %s: the record could not be written: %s", table.id, exc)


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

