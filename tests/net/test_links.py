"""A connection's messages go out in order: written at once while its reader
keeps up, through the outbox once it does not, and a reader that falls
``OUTBOX`` messages behind is closed (it can rejoin and resync)."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from websockets.protocol import State

from cardtable.net import links
from cardtable.net.links import DIRECT_LIMIT, OUTBOX, Link


class FakeConnection:
    """What a link touches of a websockets connection: its state, its socket's
    unsent bytes, ``send`` (which waits for the reader while ``stalled``)."""

    def __init__(self) -> None:
        self.protocol = SimpleNamespace(state=State.OPEN)
        self.buffered = 0
        self.transport = SimpleNamespace(get_write_buffer_size=lambda: self.buffered)
        self.written: list[str] = []
        self.stalled = asyncio.Event()
        self.closed: list[str] = []

    async def send(self, text: str) -> None:
        await self.stalled.wait()
        self.written.append(text)

    async def close(self, code: int, reason: str) -> None:
        self.closed.append(reason)


def test_messages_are_written_at_once_then_queue_behind_a_slow_reader_in_order(monkeypatch):
    async def run():
        ws = FakeConnection()
        monkeypatch.setattr(links, "broadcast", lambda conns, text, **kw: ws.written.append(text))
        link = Link(ws)
        link.send({"n": 1})
        link.send("2")
        assert ws.written == ['{"n":1}', "2"]              # no trip through the outbox
        ws.buffered = DIRECT_LIMIT                          # the reader fell behind
        link.send("3")
        ws.buffered = 0
        link.send("4")                                      # waits behind 3
        assert ws.written == ['{"n":1}', "2"] and link.outbox.qsize() == 2
        ws.stalled.set()
        while link.outbox.qsize() or link.sending:
            await asyncio.sleep(0)
        assert ws.written == ['{"n":1}', "2", "3", "4"]
        link.send("5")
        assert ws.written[-1] == "5"
        link.close("done")
        await link.finished()
        assert ws.closed == ["done"]

    asyncio.run(run())


def test_a_reader_that_falls_too_far_behind_is_closed():
    async def run():
        ws = FakeConnection()
        ws.buffered = DIRECT_LIMIT
        link = Link(ws)
        for n in range(OUTBOX + 5):
            link.send({"n": n})
        assert link.closing is not None
        ws.stalled.set()
        await link.finished()
        assert ws.closed and "too slow" in ws.closed[0]
        assert len(ws.written) == OUTBOX                    # nothing after the closing

    asyncio.run(run())
