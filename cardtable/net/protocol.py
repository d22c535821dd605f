"""The shared table's messages: JSON objects with a version, and their limits.

Written down for people in ``docs/network.md``. From a client:

* ``{"v": 3, "t": "join", "table": ID, "code": CODE, "name": NAME, "seat": K|null, "key": KEY}``
  (``key``, optional: the client's own secret for this join, so that a join
  sent again after a connection dropped before its welcome gets the same
  seat back instead of a refusal)
* ``{"v": 3, "t": "rejoin", "table": ID, "token": TOKEN}``
* ``{"v": 3, "t": "act", "n": MOVES_MADE, "move": {record move}}``
* ``{"v": 3, "t": "resync"}``, ``{"v": 3, "t": "leave"}``

From the server: ``welcome`` (seat, token, the seats, the rules, and an
``update`` over the whole game so far), ``update`` (visible events, the
seat's observation, which names the welcome's rules by reference, or only
what changed in it since the seat's previous update, its legal moves on its
turn, whether the game is over), ``seats`` (who sits
where, who is connected) and ``refused`` (a reason in words, with a
code and params to word it from in the window's language). Every
refusal is one message; the connection stays open unless the peer broke the
protocol itself (size, flood, junk), when it is closed with the reason.

Client messages are read here, strictly: every field's type and size is
checked before anything else looks at it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from cardtable.net import codec

#: 2: an update's observation names the welcome's rules (``{"$": "rules"}``).
#: 3: an update after the seat's previous one carries only what changed
#: (``obs_d``, and the public part's changed keys); see :class:`SeatView`.
VERSION = 3
#: A refusal's code, its reason and each of its params at most this long,
#: and at most this many params (``refused``).
MAX_CODE, MAX_REASON, MAX_PARAM, MAX_PARAMS = 32, 300, 80, 8
#: The largest message either side accepts, in bytes.
MAX_MESSAGE = 64 * 1024
#: The longest table id, invitation code and token, in characters.
MAX_ID = 64
#: What a client may send: this many messages a second on average, in bursts of
#: up to ``BURST``; past it the connection is closed (a flood).
RATE = 20.0
BURST = 40
#: Seconds a new connection has to say who it is.
HELLO_SECONDS = 10.0

CLIENT_TYPES = ("join", "rejoin", "act", "resync", "leave")


class ProtocolError(ValueError):
    """A message that breaks the protocol, with what was wrong."""


@dataclass(frozen=True)
class Request:
    """One checked client message."""

    type: str
    table: str = ""
    code: str = ""
    name: str = ""
    seat: int | None = None
    token: str = ""
    key: str = ""
    move: dict[str, Any] | None = None
    n: int | None = None


def read(raw: str | bytes) -> Request:
    """``raw`` (one WebSocket message) as a :class:`Request`; ``ProtocolError`` if not one."""
    if len(raw) > MAX_MESSAGE:
        raise ProtocolError("message too large")
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        raise ProtocolError("not JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("a message must be a JSON object")
    if data.get("v") != VERSION:
        raise ProtocolError(f"protocol version {str(data.get('v'))[:12]} is not spoken here "
                            f"(this server speaks {VERSION})")
    kind = data.get("t")
    if kind not in CLIENT_TYPES:
        raise ProtocolError(f"unknown message type {str(kind)[:20]!r}")
    if kind == "join":
        seat = data.get("seat")
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)
                                 or not 0 <= seat < 64):
            raise ProtocolError("seat must be a seat number or null")
        key = _text(data, "key") if data.get("key") is not None else ""
        return Request("join", table=_text(data, "table"), code=_text(data, "code"),
                       name=_text(data, "name", 200), seat=seat, key=key)
    if kind == "rejoin":
        return Request("rejoin", table=_text(data, "table"), token=_text(data, "token"))
    if kind == "act":
        move, n = data.get("move"), data.get("n")
        if not isinstance(move, dict) or len(move) > 8:
            raise ProtocolError("move must be a small object")
        if n is not None and (not isinstance(n, int) or isinstance(n, bool)):
            raise ProtocolError("n must be a move count")
        return Request("act", move=move, n=n)
    return Request(kind)


def _text(data: dict[str, Any], key: str, limit: int = MAX_ID) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value or len(value) > limit:
        raise ProtocolError(f"{key} must be text of 1 to {limit} characters")
    return value


def refused(reason: str, code: str = "refused",
            params: dict[str, Any] | None = None) -> dict[str, Any]:
    """A refusal: the reason in English words, and the ``code`` and
    ``params`` a window words it from in its own language."""
    return {"v": VERSION, "t": "refused", "reason": reason, "code": code,
            "params": _plain_params(params or {})}


@dataclass(frozen=True)
class Refusal:
    """A refusal as a client reads it: every part checked, nothing trusted."""

    code: str
    reason: str
    params: dict[str, str | int]


def read_refusal(message: Any) -> Refusal:
    """The refusal in a server's ``message`` (a parsed JSON object): codes
    and params the window does not know simply find no sentence of their own."""
    if not isinstance(message, dict):
        return Refusal("refused", "", {})
    code, reason = message.get("code"), message.get("reason")
    params = message.get("params")
    return Refusal(code if isinstance(code, str) and len(code) <= MAX_CODE else "refused",
                   reason[:MAX_REASON] if isinstance(reason, str) else "",
                   _plain_params(params if isinstance(params, dict) else {}))


def _plain_params(params: dict[Any, Any]) -> dict[str, str | int]:
    """At most a few short words and whole numbers: what a sentence is filled with."""
    plain: dict[str, str | int] = {}
    for key, value in list(params.items())[:MAX_PARAMS]:
        if not isinstance(key, str) or len(key) > MAX_CODE:
            continue
        if isinstance(value, bool) or not isinstance(value, int | str):
            value = str(value)
        plain[key] = value[:MAX_PARAM] if isinstance(value, str) else value
    return plain


class OutOfStep(codec.CodecError):
    """An update of changes that does not follow the view held (a message
    was missed): ask for a ``resync``."""


class SeatView:
    """One seat's view of the game as its updates build it, still written
    as they write it: the moves made (``n``), the observation (``obs``, as
    :func:`codec.encode` writes it) and the public part (``public``, by key).

    An update either carries the whole view (``obs``, and every public key:
    the welcome's, and any the server sends without a base) or only what
    changed since the seat's previous update (``obs_d``, for
    :func:`codec.patch`, and the public keys that changed), which holds only
    for the update of the very next move. What does not fit raises
    :class:`codec.CodecError` (:class:`OutOfStep` for a gap) and leaves the
    view as it was."""

    def __init__(self) -> None:
        self.n: int | None = None
        self.obs: Any = None
        self.public: dict[str, Any] = {}

    def take(self, update: dict[str, Any]) -> None:
        """Stand where ``update`` (a parsed ``update`` message) says."""
        n, public = update.get("n"), update.get("public")
        if not isinstance(n, int) or isinstance(n, bool):
            raise codec.CodecError("an update without its move count")
        if not isinstance(public, dict):
            raise codec.CodecError("an update without its public part")
        if "obs" in update:
            self.n, self.obs, self.public = n, update["obs"], dict(public)
            return
        if self.n is None or n != self.n + 1:
            raise OutOfStep(f"changes for move {n} to a view of move {self.n}")
        self.obs = codec.patch(self.obs, update.get("obs_d"))
        self.n, self.public = n, {**self.public, **public}


def dumps(message: Any) -> str:
    """``message`` as compact JSON text (one encoder made once: ``json.dumps``
    with options makes a new one at every call)."""
    return _ENCODER.encode(message)


_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))
