"""The window's connection to a shared table: a WebSocket on its own thread.

The window never waits on the network. A plain Python thread runs
``websockets``' synchronous client (the library the server is built on, so
one well-kept implementation speaks both ends; PySide6-Essentials has no
QtWebSockets), reads the server's messages and hands each one to the GUI
thread as a Qt signal. ``send`` may be called from the GUI thread while the
thread reads: the library's connection allows one reader and other senders.

A dropped connection (Wi-Fi gone, the host's app restarted) is taken up
again with the seat's token, waiting a little longer each time, for up to
``RECONNECT_SECONDS``; a refusal (wrong code, seat taken, another window took
the seat) ends the link with a ``Refusal``: its code says which, so the
window words it in its own language.
"""

from __future__ import annotations

import json
import secrets
import threading
import time
from typing import Any

from PySide6.QtCore import QObject, Signal
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from cardtable.net.client import MAX_SERVER_MESSAGE
from cardtable.net.invitation import Invitation
from cardtable.net.protocol import VERSION, Refusal, read_refusal

#: How long a lost connection is tried again before the link gives up.
RECONNECT_SECONDS = 300.0
#: Waits between tries: quick at first (a blip), then every few seconds.
BACKOFF = (0.2, 0.5, 1.0, 2.0, 4.0)
#: The close reason with which the server hands a seat to a newer window.
TAKEN_ELSEWHERE = "your seat was taken up again"


class RemoteLink(QObject):
    """One seat's connection. ``token``: rejoin that seat, else join as ``name``."""

    received = Signal(dict)        # a message from the server (a JSON object)
    connected = Signal()           # (re)connected: a welcome follows
    lost = Signal(str)             # the connection dropped; trying again (why)
    failed = Signal(object)        # refused or gone for good: a ``Refusal``

    def __init__(self, invitation: Invitation, name: str, seat: int | None = None,
                 token: str | None = None, parent: QObject | None = None,
                 reconnect_seconds: float = RECONNECT_SECONDS) -> None:
        super().__init__(parent)
        self.invitation, self.name, self.seat, self.token = invitation, name, seat, token
        #: This join's own secret: a join sent again after a drop that lost
        #: its welcome is given the same seat, never refused as taken.
        self.join_key = secrets.token_urlsafe(18)
        self.reconnect_seconds = reconnect_seconds
        self._ws: ClientConnection | None = None
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="cardtable-table-link",
                                        daemon=True)
        self._thread.start()

    def send(self, message: dict[str, Any]) -> bool:
        """Send ``message`` now; ``False`` if the connection is down (the
        welcome after the reconnection says where the game stands)."""
        with self._lock:
            ws = self._ws
        if ws is None:
            return False
        try:
            ws.send(json.dumps({"v": VERSION, **message}, separators=(",", ":")))
        except (ConnectionClosed, OSError):
            return False
        return True

    def close(self, leave: bool = False) -> None:
        """Close the connection (the seat stays held unless ``leave``); never waits long."""
        self._closing.set()
        if leave:
            self.send({"t": "leave"})
        with self._lock:
            ws = self._ws
        if ws is not None:
            ws.close()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=3)

    # ------------------------------------------------------------ the thread
    def _hello(self) -> dict[str, Any]:
        inv = self.invitation
        if self.token is not None:
            return {"v": VERSION, "t": "rejoin", "table": inv.table, "token": self.token}
        return {"v": VERSION, "t": "join", "table": inv.table, "code": inv.code,
                "name": self.name, "seat": self.seat, "key": self.join_key}

    def _run(self) -> None:
        lost_since: float | None = None
        tries = 0
        while not self._closing.is_set():
            try:
                verdict = self._connection()
            except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
                address = f"{self.invitation.host}:{self.invitation.port}"
                verdict = f"cannot reach {address} ({exc})"
                if self.token is None and lost_since is None:   # never joined: none to rejoin
                    self.failed.emit(Refusal("unreachable", verdict, {"address": address}))
                    return
            if verdict is None or self._closing.is_set():
                return
            if isinstance(verdict, Refusal):
                self.failed.emit(verdict)
                return
            now = time.monotonic()
            if lost_since is None:
                lost_since, tries = now, 0
            if now - lost_since > self.reconnect_seconds:
                self.failed.emit(Refusal("lost", verdict, {}))
                return
            self.lost.emit(verdict)
            self._closing.wait(BACKOFF[min(tries, len(BACKOFF) - 1)])
            tries += 1

    def _connection(self) -> str | Refusal | None:
        """One connection until it ends: ``None`` when closed on purpose, a
        ``Refusal`` for good, else why it dropped (to try again)."""
        with connect(self.invitation.url, max_size=MAX_SERVER_MESSAGE, open_timeout=10,
                     close_timeout=2) as ws:
            with self._lock:
                self._ws = ws
            try:
                ws.send(json.dumps(self._hello()))
                welcomed = False
                for raw in ws:
                    message = json.loads(raw)
                    if not isinstance(message, dict):
                        continue
                    kind = message.get("t")
                    if kind == "refused" and not welcomed:
                        return read_refusal(message)
                    if kind == "welcome":
                        welcomed = True
                        self.token, self.seat = message.get("token"), message.get("seat")
                        self.connected.emit()
                    self.received.emit(message)
            except ConnectionClosed as exc:
                reason = exc.rcvd.reason if exc.rcvd is not None else ""
                if reason.startswith(TAKEN_ELSEWHERE):
                    return Refusal("taken-elsewhere", reason, {})
                return reason or "the connection dropped"
            except ValueError:   # not JSON: a server that is not ours
                return Refusal("not-a-table", "the server sent something that is not a "
                               "table's message", {})
            finally:
                with self._lock:
                    self._ws = None
        return None if self._closing.is_set() else "the server closed the connection"
