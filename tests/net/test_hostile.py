"""Hostile and careless clients, over real sockets on 127.0.0.1: each gets one
clear refusal or is closed with a reason, never a traceback, and the table
goes on for the others. Every loop here is bounded and stops by itself."""

from __future__ import annotations

import asyncio
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from cardtable.net import protocol
from cardtable.net.client import play
from cardtable.net.protocol import MAX_MESSAGE, VERSION, ProtocolError, Request, read
from cardtable.net.server import TableServer
from cardtable.net.table import Refused


async def served(seats, game="cucumber", variant="twenty-two"):
    srv = TableServer(ai_pause=0, takeover=0.05)
    server = await srv.start("127.0.0.1", 0)
    return srv, server, srv.create_table(game, variant, seats, seed=2)


async def answers(ws, limit: int = 5) -> list[dict]:
    """What the server says until it closes the connection (at most ``limit``)."""
    out = []
    try:
        for _ in range(limit):
            out.append(json.loads(await asyncio.wait_for(ws.recv(), 5)))
    except ConnectionClosed:
        pass
    return out


def join(invitation, name="Ann", code=None, seat=None) -> str:
    return json.dumps({"v": VERSION, "t": "join", "table": invitation.table,
                       "code": code or invitation.code, "name": name, "seat": seat})


def rejoin(invitation, token: str) -> str:
    return json.dumps({"v": VERSION, "t": "rejoin", "table": invitation.table, "token": token})


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 60))


@pytest.mark.parametrize(("first", "reason"), [
    ("not json at all", "not JSON"),
    (json.dumps([1, 2]), "object"),
    (json.dumps({"v": 99, "t": "join"}), "version"),
    (json.dumps({"v": VERSION, "t": "dance"}), "unknown message type"),
    (json.dumps({"v": VERSION, "t": "join", "table": 5, "code": "x", "name": "A"}), "table"),
    (json.dumps({"v": VERSION, "t": "act", "move": {}}), "join or rejoin"),
])
def test_junk_before_joining_is_closed_with_its_reason(first, reason):
    async def go():
        srv, server, _ = await served(["open", "ai-easy", "ai-easy", "ai-easy"])
        async with connect(f"ws://127.0.0.1:{srv.port}") as ws:
            await ws.send(first)
            await answers(ws)
            assert ws.close_code == 1008 and reason in ws.close_reason
        server.close()
    run(go())


def test_wrong_code_full_table_and_wrong_token_are_refused_and_change_nothing():
    async def go():
        srv, server, invitation = await served(["open", "ai-easy", "ai-easy", "ai-easy"])
        table = srv.tables[invitation.table]
        url = f"ws://127.0.0.1:{srv.port}"
        async with connect(url) as ws:
            await ws.send(join(invitation, code="AAAAAAAAAAAAAAAA"))
            said = await answers(ws)
            assert said[0]["t"] == "refused" and "code is wrong" in said[0]["reason"]
            assert said[0]["code"] == "wrong-code"
        assert table.places[0].kind == "open"
        async with connect(url) as first:
            await first.send(join(invitation))
            welcome = json.loads(await first.recv())
            assert welcome["t"] == "welcome" and welcome["seat"] == 0
            async with connect(url) as second:
                await second.send(join(invitation, name="Bo"))
                said = await answers(second)
                assert said[0]["t"] == "refused" and "taken" in said[0]["reason"]
                assert said[0]["code"] == "table-full"
            async with connect(url) as third:
                await third.send(rejoin(invitation, "guess"))
                said = await answers(third)
                assert said[0]["t"] == "refused" and "token" in said[0]["reason"]
                assert said[0]["code"] == "unknown-token"
            assert table.places[0].name == "Ann"
        server.close()
    run(go())


def test_a_reserved_seat_is_never_joined_only_rejoined_with_its_token():
    # The host's seat is kept before the invitation is out: a friend who comes
    # first takes the next open seat, asking for the host's is refused, and
    # only its token takes it up.
    async def go():
        srv, server, invitation = await served(["open", "open", "ai-easy"])
        table = srv.tables[invitation.table]
        token = srv.reserve_seat(invitation.table, 0, "Ann")
        assert (table.places[0].kind, table.places[0].name) == ("person", "Ann")
        assert not table.places[0].connected
        url = f"ws://127.0.0.1:{srv.port}"
        async with connect(url) as ws:
            await ws.send(join(invitation, name="Eve", seat=0))
            said = await answers(ws)
            assert said[0]["t"] == "refused" and said[0]["code"] == "seat-taken"
        async with connect(url) as friend, connect(url) as host:
            await friend.send(join(invitation, name="Ben"))
            assert json.loads(await friend.recv())["seat"] == 1
            await host.send(rejoin(invitation, token))
            welcome = json.loads(await host.recv())
            assert (welcome["t"], welcome["seat"], welcome["token"]) == ("welcome", 0, token)
            assert [p.name for p in table.places[:2]] == ["Ann", "Ben"]
        with pytest.raises(Refused):
            srv.reserve_seat(invitation.table, 1, "Cy")     # taken: not a second time
        server.close()
    run(go())


def test_secrets_with_characters_beyond_ascii_are_refused_in_words():
    # A code, token or join key in any script is compared like any other
    # wrong secret: one refusal with its reason, the seats unchanged.
    async def go():
        srv, server, invitation = await served(["open", "ai-easy"])
        table = srv.tables[invitation.table]
        srv.reserve_seat(invitation.table, 0, "Ann")
        table.places[0].join_key = "k" * 24
        url = f"ws://127.0.0.1:{srv.port}"
        for hello, code in ((join(invitation, code="コード"), "wrong-code"),
                            (rejoin(invitation, "トークン\udcff"), "unknown-token"),
                            (json.dumps({**json.loads(join(invitation)), "key": "鍵é"}),
                             "table-full")):
            async with connect(url) as ws:
                await ws.send(hello)
                said = await answers(ws)
                assert said and said[0]["t"] == "refused" and said[0]["code"] == code
        assert not table.places[0].connected and table.places[1].kind == "ai"
        server.close()
    run(go())


def test_a_join_sent_again_after_its_welcome_was_lost_gets_the_same_seat():
    # The connection drops after the server seated the join but before its
    # welcome arrived: the client, holding no token, sends the same join
    # again, with its own key, and is given that seat back, not the next one
    # (nor "seat taken"). Another key, even with the code, is a new person.
    async def go():
        srv, server, invitation = await served(["open", "open", "ai-easy"])
        table = srv.tables[invitation.table]
        url = f"ws://127.0.0.1:{srv.port}"
        hello = json.loads(join(invitation, name="Ben", seat=0))
        async with connect(url) as lost:
            await lost.send(json.dumps({**hello, "key": "k" * 24}))
        for _ in range(200):                        # the server sees it go (bounded)
            if table.places[0].kind == "person" and not table.places[0].connected:
                break
            await asyncio.sleep(0.02)
        assert table.places[0].name == "Ben" and not table.places[0].connected
        async with connect(url) as again:
            await again.send(json.dumps({**hello, "key": "k" * 24}))
            welcome = json.loads(await again.recv())
            assert (welcome["t"], welcome["seat"]) == ("welcome", 0)
            assert welcome["token"] == table.places[0].token
        async with connect(url) as other:
            await other.send(json.dumps({**hello, "seat": None, "key": "x" * 24}))
            assert json.loads(await other.recv())["seat"] == 1
        server.close()
    run(go())
    for bad in (5, "", "k" * 65):
        with pytest.raises(ProtocolError, match="key"):
            read(json.dumps({"v": VERSION, "t": "join", "table": "T", "code": "C",
                             "name": "Ben", "seat": None, "key": bad}))


def test_moves_out_of_turn_for_another_seat_or_illegal_are_refused():
    async def go():
        srv, server, invitation = await served(["open", "open"], "supertrump", None)
        table = srv.tables[invitation.table]
        url = f"ws://127.0.0.1:{srv.port}"
        async with connect(url) as a, connect(url) as b:
            await a.send(join(invitation, "Ann"))
            await b.send(join(invitation, "Bo"))
            wa, wb = json.loads(await a.recv()), json.loads(await b.recv())
            mover = a if wa["view"]["legal"] else b
            waiter = b if mover is a else a
            before = table.state.fingerprint()
            legal = (wa if mover is a else wb)["view"]["legal"]
            for ws, move, words, code in (
                    (waiter, legal[0], "not your turn", "not-your-turn"),
                    (mover, {"action": "play", "cards": ["ZZ"]}, "", "bad-move"),
                    (mover, {"action": "fly"}, "", "bad-move"),
                    (mover, {**legal[0], "seat": 1 - (wa["seat"] if mover is a else wb["seat"])},
                     "your own seat", "other-seat")):
                await ws.send(json.dumps({"v": VERSION, "t": "act", "move": move}))
                while (said := json.loads(await ws.recv()))["t"] != "refused":
                    pass
                assert words.lower() in said["reason"].lower() and said["reason"]
                assert said["code"] == code
            assert table.state.fingerprint() == before
        server.close()
    run(go())


def test_a_message_over_the_cap_and_a_flood_close_the_connection_only():
    async def go():
        srv, server, invitation = await served(["open", "open", "ai-easy", "ai-easy"])
        url = f"ws://127.0.0.1:{srv.port}"
        async with connect(url, max_size=None) as big:
            await big.send("x" * (MAX_MESSAGE + 1))
            await answers(big)
            assert big.close_code == 1009
        async with connect(url) as flood:
            await flood.send(join(invitation, "Flo"))
            for _ in range(400):                      # bounded: the server closes first
                try:
                    await flood.send(json.dumps({"v": VERSION, "t": "resync"}))
                except ConnectionClosed:
                    break
            await answers(flood, limit=500)
            assert flood.close_code == 1008 and "too many" in flood.close_reason
        # The table goes on: a well-behaved friend still plays the game to its end,
        # an AI standing in for the closed seat (the host's choice, here at once).
        outcome = await play(invitation, "Bo", "easy", timeout=120)
        assert outcome.winners
        server.close()
    run(go())


def test_idle_connections_do_not_stall_a_table():
    async def go():
        srv, server, invitation = await served(["open", "ai-easy", "ai-easy", "ai-easy"])
        url = f"ws://127.0.0.1:{srv.port}"
        idle = [await connect(url) for _ in range(150)]   # silent: never say who they are
        outcome = await play(invitation, "Ann", "easy", timeout=120)
        assert outcome.winners and srv.tables[invitation.table].state.is_over
        for ws in idle:
            await ws.close()
        server.close()
    run(go())


def test_a_silent_connection_is_closed_after_the_hello_time(monkeypatch):
    monkeypatch.setattr("cardtable.net.server.HELLO_SECONDS", 0.2)

    async def go():
        srv, server, _ = await served(["open", "ai-easy", "ai-easy", "ai-easy"])
        async with connect(f"ws://127.0.0.1:{srv.port}") as ws:
            await answers(ws)
            assert ws.close_code == 1008 and "who you are" in ws.close_reason
        server.close()
    run(go())


# ------------------------------------------------------------ the schema, by property
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                  max_size=5),
    max_leaves=20)
messages = st.fixed_dictionaries(
    {"v": st.sampled_from([VERSION, 0, 2, "1", None]),
     "t": st.sampled_from([*protocol.CLIENT_TYPES, "x", None])},
    optional={"table": json_values, "code": json_values, "name": json_values,
              "seat": json_values, "token": json_values, "move": json_values, "n": json_values})


@settings(max_examples=400, deadline=None)
@given(messages)
def test_any_message_is_read_or_refused_with_a_reason(data):
    try:
        request = read(json.dumps(data))
    except ProtocolError as exc:
        assert str(exc)
        return
    assert isinstance(request, Request) and request.type in protocol.CLIENT_TYPES
    assert data["v"] == VERSION


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes_are_read_or_refused_with_a_reason(raw):
    try:
        read(raw)
    except ProtocolError as exc:
        assert str(exc)
