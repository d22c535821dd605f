"""One client connection of the table server: its outbox and its rate limit.

Why apart from the server: what the server sends a connection goes through an
outbox of its own, so a slow reader never holds up the table for the others
(a reader that falls ``OUTBOX`` messages behind is closed; it can rejoin and
resync), and each connection's messages are metered by a token bucket. The
server (``cardtable.net.server``) decides what to send; this is how it goes.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import TYPE_CHECKING, Any

from websockets.asyncio.server import ServerConnection, broadcast
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State

from cardtable.net.protocol import BURST, RATE, dumps

if TYPE_CHECKING:
    from cardtable.net.table import Table

#: Messages a connection may fall behind before it is closed as too slow.
OUTBOX = 256
#: Connections the server holds at once; more are turned away at the door.
MAX_CONNECTIONS = 2000
#: Bytes a connection may have waiting in its socket's buffer and still be
#: written to at once; past it, messages wait in the outbox (websockets' own
#: write limit).
DIRECT_LIMIT = 32 * 1024


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
        #: The sender task is sending a message it took from the outbox.
        self.sending = False
        self.sender = asyncio.get_running_loop().create_task(self._send_all())

    def send(self, message: dict[str, Any] | str) -> None:
        """Send ``message`` (or its JSON text) once those before it have gone.

        When nothing waits before it and the reader keeps up, it is written
        to the socket at once (websockets' ``broadcast`` to this connection
        alone), without a trip through the outbox and its task: after each
        move the server sends every seat a message, and that trip was a tenth
        of its work. Otherwise it waits in the outbox, whose sender awaits
        the reader."""
        if self.closing is not None:
            return
        text = message if isinstance(message, str) else dumps(message)
        ws = self.ws
        if (not self.sending and self.outbox.empty() and ws.protocol.state is State.OPEN
                and ws.transport.get_write_buffer_size() < DIRECT_LIMIT):
            with contextlib.suppress(Exception):   # a failed write: the connection is going
                broadcast((ws,), text, raise_exceptions=True)
            return
        if self.outbox.qsize() >= OUTBOX:
            self.close("too slow: the table moved on without you; rejoin to catch up")
            return
        self.outbox.put_nowait(text)

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
                self.sending = True
                try:
                    await self.ws.send(text)
                finally:
                    self.sending = False
