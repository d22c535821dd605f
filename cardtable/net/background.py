"""A table server on a thread of its own: how the desktop app hosts a table.

The host's window must never wait on the network, and the server must not
wait on the window: the server's asyncio loop runs on a background thread,
the same :class:`~cardtable.net.server.TableServer` that ``cardtable serve``
runs headless. The host's own seat joins it over a loopback socket like any
friend's, so the host plays through exactly the path the friends do.
Calls from other threads are handed to the loop and waited for with a
time limit.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

from cardtable.net.invitation import Invitation
from cardtable.net.server import TableServer

T = TypeVar("T")
#: How long a call from another thread waits for the server's loop.
CALL_SECONDS = 10.0


def lan_address() -> str:
    """This machine's address on its local network, as friends there reach it
    (``127.0.0.1`` if it has none). A UDP socket "connected" to a documentation
    address picks the outgoing interface without sending a packet."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


class BackgroundServer:
    """One ``TableServer`` and the thread that runs it."""

    def __init__(self, *, data_dir: Path | None = None, public_host: str = "127.0.0.1",
                 takeover: float | None = 60.0, ai_pause: float = 0.4) -> None:
        self.server = TableServer(data_dir=data_dir, public_host=public_host,
                                  takeover=takeover, ai_pause=ai_pause)
        self.host = ""
        self.port = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Listen on ``host``:``port`` (0: any free port) and return the port;
        ``OSError`` (in use, not allowed) if it cannot."""
        ready = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            try:
                loop.run_until_complete(self.server.start(host, port))
            except BaseException as exc:  # told to the caller, which raises it
                failure.append(exc)
                ready.set()
                loop.close()
                return
            ready.set()
            try:
                loop.run_forever()
            finally:
                loop.close()

        self._thread = threading.Thread(target=run, name="cardtable-table-server", daemon=True)
        self._thread.start()
        if not ready.wait(CALL_SECONDS):
            raise OSError("the table server did not start")
        if failure:
            self._thread.join()
            self._thread = None
            raise failure[0]
        self.host, self.port = host, self.server.port
        return self.port

    def call(self, work: Callable[[], T]) -> T:
        """Run ``work`` on the server's loop and return what it returns."""
        if self._loop is None or not self.running:
            raise RuntimeError("the table server is not running")

        async def on_loop() -> T:
            return work()

        return asyncio.run_coroutine_threadsafe(on_loop(), self._loop).result(CALL_SECONDS)

    def create_table(self, game: str, variant: str | None, seats: Iterable[str],
                     seed: int | None = None, rules: Any = None) -> Invitation:
        seats = list(seats)
        return self.call(lambda: self.server.create_table(game, variant, seats, seed=seed,
                                                          rules=rules))

    def reserve_seat(self, table_id: str, seat: int, name: str) -> str:
        """``TableServer.reserve_seat`` on the server's loop: the seat's token."""
        return self.call(lambda: self.server.reserve_seat(table_id, seat, name))

    def stop(self) -> list[Path]:
        """Close the tables for now (each unfinished one saved, everyone told:
        ``TableServer.stop``) and end the thread; the files written. Waits a
        few seconds at most."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None or not thread.is_alive():
            return []
        written: list[Path] = []
        with contextlib.suppress(Exception):   # a stop must finish whatever went wrong
            written = asyncio.run_coroutine_threadsafe(
                self.server.stop(), loop).result(CALL_SECONDS)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(CALL_SECONDS)
        self._thread = None
        return written
