"""Shared tables over real sockets on 127.0.0.1: whole games of every game with
bot clients and AIs, records that ``cardtable check`` accepts, no byte to a
seat holding another seat's hidden card, and dropped connections that rejoin."""

from __future__ import annotations

import asyncio
import json
import re

import pytest

from cardtable.commands.check import check_files
from cardtable.net import codec
from cardtable.net import server as server_module
from cardtable.net.client import play
from cardtable.net.server import TableServer
from tests.depth import shorter_sneak

#: (game, variant, seats): every game, several presets, people and AIs mixed.
TABLES = [
    ("cucumber", "twenty-two", ["open", "open", "ai-easy", "ai-normal"]),
    ("cucumber", "rassi", ["open", "ai-easy", "open"]),
    ("cucumber", "gambling", ["open", "open", "ai-easy", "ai-easy"]),
    ("cucumber", "ogorek", ["open", "open"]),
    ("supertrump", None, ["open", "ai-normal"]),
    ("supertrump", "match-3", ["open", "open"]),
    ("sneak", None, ["open", "open", "ai-easy"]),
]
CARD = re.compile(r'"(10|[2-9JQKA])([SHDC])"')


def codes(value) -> set[str]:
    """Every card code in a JSON text or an engine value's text."""
    return {a + b for a, b in CARD.findall(value if isinstance(value, str) else json.dumps(value))}


def this_deal(view: dict) -> dict:
    """What a message says of the deal in play: its events from the last deal's
    start on (cards shown before a shuffle, such as the draw for the dealer or
    an earlier deal's reveal, say nothing about the hands dealt since), its
    observation whole or what changed in it (``obs_d``), its legal moves and
    the public part (scores, results) or its changes: every other key of the
    message. The record sent once the game is over is not searched: the cards
    are then turned face up. A welcome's earlier deals are the events the
    seat's updates carried, checked as they were sent."""
    events = view["events"]
    starts = [i for i, e in enumerate(events) if e["$"].endswith(":DealStarted")]
    events = events[starts[-1]:] if starts else events
    rest = {k: v for k, v in view.items() if k not in ("events", "record")}
    return {"events": [e for e in events if not e["$"].endswith(":DealerChosen")], **rest}


def hand_codes(state, seat: int) -> set[str]:
    return {c.code for c in state.hands[seat]}


async def run_table(tmp_path, game, variant, seats, *, drop=0.0, seed=5, watch=None):
    srv = TableServer(data_dir=tmp_path, ai_pause=0)
    server = await srv.start("127.0.0.1", 0)
    try:
        invitation = srv.create_table(game, variant, seats, seed=seed,
                                      rules=shorter_sneak(game, variant))
        if watch is not None:
            watch(srv)
        people = seats.count("open")
        outcomes = await asyncio.gather(*[
            play(invitation, f"Friend {i}", "easy", seed=seed + i, drop=drop, keep=True,
                 timeout=120)
            for i in range(people)])
        return srv, srv.tables[invitation.table], outcomes
    finally:
        server.close()
        await server.wait_closed()


@pytest.mark.parametrize(("game", "variant", "seats"), TABLES)
def test_a_whole_game_over_sockets_keeps_every_hidden_card_hidden(tmp_path, monkeypatch,
                                                                  game, variant, seats):
    sent: list[tuple[int, str, set[str]]] = []
    known: dict[int, set[str]] = {}
    shapes: set[str] = set()
    real_send = server_module.Link.send

    def watched_send(link, message):
        # At the moment of sending: the cards in the other seats' hands that
        # this seat has never been shown (its observations, whole or their
        # changes, say what it knows). An update comes as its very text.
        table, seat = link.table, link.seat
        message = json.loads(message) if isinstance(message, str) else message
        if table is not None and message.get("t") in ("welcome", "update"):
            view = message.get("view", message)
            shapes.add("obs" if "obs" in view else "obs_d")
            mine = known.setdefault(seat, set())
            mine |= (hand_codes(table.state, seat) | codes(json.dumps(view.get("obs")))
                     | codes(json.dumps(view.get("obs_d"))))
            hidden = set().union(*(hand_codes(table.state, s) for s in range(table.players)
                                   if s != seat)) - mine
            sent.append((seat, json.dumps(this_deal(view)), hidden))
        real_send(link, message)

    monkeypatch.setattr(server_module.Link, "send", watched_send)
    srv, table, outcomes = asyncio.run(run_table(tmp_path, game, variant, seats))
    assert table.state.is_over
    assert all(o.winners == list(table.state.winners) for o in outcomes)
    assert {o.seat for o in outcomes} == {i for i, s in enumerate(seats) if s == "open"}
    assert len(sent) > 20
    assert shapes == {"obs", "obs_d"}         # whole views and changes were both searched
    for seat, text, hidden in sent:
        leaked = codes(text) & hidden
        assert not leaked, f"seat {seat} was sent {sorted(leaked)}"
    # The finished game is a record like any other.
    assert len(srv.finished) == 1
    assert check_files([str(srv.finished[0])]) == (1, [])


@pytest.mark.parametrize("shape", ["obs", "obs_d"])
def test_the_leak_check_can_fail(tmp_path, monkeypatch, shape):
    # Proves the search above can fail: a server that sends every seat the
    # next seat's observation, whole or its changes, is caught.
    real_update = server_module.Table.update

    def leaky(table, seat, events, full=False):
        message = real_update(table, seat, events, full)
        other = (seat + 1) % table.players
        if shape == "obs":
            message["obs"] = real_update(table, other, events, full=True)["obs"]
        else:
            seen = table._seen.get(other)
            if seen is not None and seen[1] == table.moves_made - 1:
                message["obs_d"] = codec.changes(
                    seen[2], table.state.observation(other), {"rules": table.state.rules})
        return message

    monkeypatch.setattr(server_module.Table, "update", leaky)
    sent: list[tuple[str, set[str]]] = []
    real_send = server_module.Link.send

    def watched_send(link, message):
        message = json.loads(message) if isinstance(message, str) else message
        if message.get("t") == "update":
            table, seat = link.table, link.seat
            others = set().union(*(hand_codes(table.state, s) for s in range(table.players)
                                   if s != seat))
            sent.append((json.dumps(message), others - hand_codes(table.state, seat)))
        real_send(link, message)

    monkeypatch.setattr(server_module.Link, "send", watched_send)
    asyncio.run(run_table(tmp_path, "supertrump", None, ["open", "ai-easy"]))
    assert any(codes(text) & hidden for text, hidden in sent)


@pytest.mark.parametrize(("game", "variant", "seats"), [TABLES[0], TABLES[4], TABLES[6]])
def test_dropped_connections_rejoin_and_the_game_is_the_engines(tmp_path, game, variant,
                                                                seats):
    srv, table, outcomes = asyncio.run(run_table(tmp_path, game, variant, seats,
                                                 drop=0.1, seed=8))
    assert table.state.is_over
    assert sum(o.rejoins for o in outcomes) > 0
    # The record replays to the very game the table played.
    from cardtable import games
    from cardtable.records.io import read_record_file
    loaded = read_record_file(srv.finished[0])
    spec = games.get(game)
    assert loaded.state.fingerprint() == table.state.fingerprint()
    assert spec.id == loaded.game


def test_a_failing_ai_plays_its_first_legal_move_and_the_game_goes_on(tmp_path, monkeypatch):
    from cardtable.ai.base import make_bot

    calls = []

    def broken(self, observation, legal, rng):
        calls.append(1)
        raise RuntimeError("a bot's bug")

    monkeypatch.setattr(type(make_bot("random", "supertrump")), "choose", broken)
    _srv, table, outcomes = asyncio.run(run_table(tmp_path, "supertrump", None,
                                                  ["open", "ai-random"]))
    assert calls and table.state.is_over
    assert outcomes[0].winners == list(table.state.winners)


def test_a_seat_nobody_takes_is_played_by_an_ai_after_the_takeover_time(tmp_path):
    """The host's rule covers a seat never taken too: the game does not wait for ever."""
    async def run():
        srv = TableServer(data_dir=tmp_path, ai_pause=0, takeover=0.3)
        server = await srv.start("127.0.0.1", 0)
        try:
            invitation = srv.create_table("supertrump", None, ["open", "open"], seed=4)
            outcome = await play(invitation, "Ann", "easy", seat=0, timeout=60)
            return srv.tables[invitation.table], outcome
        finally:
            server.close()
            await server.wait_closed()

    table, outcome = asyncio.run(run())
    assert table.state.is_over and outcome.winners == list(table.state.winners)
    assert table.places[1].kind == "open"       # still free: the AI only stood in
