"""A headless client: one seat at a shared table, played by one of our bots.

``cardtable join INVITATION --name NAME --bot LEVEL`` runs it: it joins, keeps
the seat's view from the server's messages (the observation and legal moves
are rebuilt with :mod:`cardtable.net.codec` and the game's move codec, as a
window's client will), plays its turn with the bot, and ends when the game
is over. Tests and load runs drive real sockets with it; a club fills seats
with it. A dropped connection rejoins with the seat's token, and a server
that is briefly gone (restarting: its tables come back from its data folder)
is tried again, ever less often, for ``reconnect`` seconds, as a person's
app would before giving up. Updates that carry only what changed are put
together into the seat's view (``SeatView``); one that does not follow
asks for a ``resync``.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from cardtable import games
from cardtable.ai.base import make_bot
from cardtable.net import codec
from cardtable.net.invitation import Invitation
from cardtable.net.protocol import VERSION, OutOfStep, SeatView, dumps

#: The largest message a client reads: a rejoin's welcome carries every event
#: of the game so far that the seat may see (a long 22 game: a few hundred KiB).
MAX_SERVER_MESSAGE = 8 * 1024 * 1024
#: The first pause before reconnecting, and the longest (it doubles in between).
RETRY_FIRST, RETRY_MOST = 0.05, 1.0


class JoinError(Exception):
    """The server turned the seat down, or could not be reached; the reason."""


@dataclass
class Outcome:
    """How a client's game ended: its seat, the winners, what it was sent."""

    seat: int
    winners: list[int]
    moves: int = 0
    rejoins: int = 0
    received: list[str] = field(default_factory=list)


async def play(invitation: Invitation, name: str, level: str, *, seat: int | None = None,
               seed: int = 1, keep: bool = False, drop: float = 0.0,
               timeout: float = 600.0, reconnect: float = 60.0) -> Outcome:
    """Play one seat to the end of the game. ``keep``: keep every message
    received (tests search them); ``drop``: the chance, per message, of
    dropping the connection and rejoining (fault tests); ``reconnect``: how
    long a lost seat keeps trying to come back before :class:`JoinError`."""
    rng = random.Random(seed)
    state: dict[str, Any] = {"token": None, "seat": None, "welcomes": 0}
    outcome = Outcome(-1, [])
    bot = None

    async def session(hello: dict[str, Any]) -> bool:
        """One connection; ``True`` when the game is over."""
        nonlocal bot
        welcomed = False
        view: SeatView | None = None        # None also while a resync is awaited
        async with connect(invitation.url, max_size=MAX_SERVER_MESSAGE, open_timeout=10,
                           close_timeout=2) as ws:
            await ws.send(dumps(hello))
            async for raw in ws:
                if keep:
                    outcome.received.append(raw if isinstance(raw, str) else raw.decode())
                message = json.loads(raw)
                kind = message.get("t")
                if kind == "refused":
                    if not welcomed:  # the seat itself was turned down: no retry helps
                        raise JoinError(message.get("reason", "refused"))
                    continue          # a stale move: the next update tells what is legal
                if kind == "welcome":
                    welcomed = True
                    state["welcomes"] += 1
                    state["token"], state["seat"] = message["token"], message["seat"]
                    state["game"] = message["game"]
                    state["refs"] = {"rules": codec.decode(message["rules"])}
                    outcome.seat = message["seat"]
                    if bot is None:
                        bot = make_bot(level, message["game"])
                    message = message["view"]
                    view = SeatView()
                elif kind != "update" or view is None:
                    continue
                try:
                    view.take(message)
                except OutOfStep:       # a message missed: the welcome puts it right
                    await ws.send(dumps({"v": VERSION, "t": "resync"}))
                    view = None
                    continue
                if message.get("over"):
                    outcome.winners = list(message.get("winners", []))
                    return True
                if message.get("legal"):
                    spec = games.get(state["game"])
                    obs = codec.decode(view.obs, state["refs"])
                    legal = [spec.decode_move(m, "a legal move")[1] for m in message["legal"]]
                    action = bot.choose(obs, legal, rng)
                    move = spec.encode_move(state["seat"], action)
                    await ws.send(dumps({"v": VERSION, "t": "act", "n": message["n"],
                                         "move": move}))
                    outcome.moves += 1
                if drop and rng.random() < drop:
                    return False
        return False

    hello = {"v": VERSION, "t": "join", "table": invitation.table, "code": invitation.code,
             "name": name, "seat": seat}

    async def run() -> Outcome:
        nonlocal hello
        lost_at: float | None = None
        pause = RETRY_FIRST
        while True:
            welcomes = state["welcomes"]
            try:
                if await session(hello):
                    return outcome
                lost_at, pause = None, RETRY_FIRST
            except (ConnectionClosed, OSError, InvalidHandshake) as exc:
                if state["token"] is None:
                    raise JoinError(f"could not join: {exc}") from None
                if lost_at is None or welcomes != state["welcomes"]:
                    lost_at, pause = time.monotonic(), RETRY_FIRST   # it was seated
                if time.monotonic() - lost_at > reconnect:
                    raise JoinError(f"the server could not be reached again for "
                                    f"{reconnect:g} s: {exc}") from None
                await asyncio.sleep(pause)
                pause = min(RETRY_MOST, pause * 2)
            hello = {"v": VERSION, "t": "rejoin", "table": invitation.table,
                     "token": state["token"]}
            outcome.rejoins += 1

    return await asyncio.wait_for(run(), timeout)
