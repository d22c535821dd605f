"""A seat at a shared table over real sockets on 127.0.0.1: the remote session
plays whole games through the same signals as a local one, and its view is
the server's game (scores, winners, the record)."""

from __future__ import annotations

import asyncio
import json

import pytest

from cardtable import games
from cardtable.net.background import BackgroundServer
from cardtable.net.client import play
from cardtable.records.io import load_record, parse_text
from cardtable.session.remote_session import RemoteSession, deal_starts
from tests.depth import shorter_sneak
from tests.session.fake_view import FakeView, easy_chooser


@pytest.fixture
def host(tmp_path):
    server = BackgroundServer(data_dir=tmp_path, ai_pause=0)
    server.start("127.0.0.1", 0)
    yield server
    server.stop()


def remote(qtbot, invitation, name="Ann", **kwargs) -> RemoteSession:
    session = RemoteSession(invitation, name, pause_ms=0, **kwargs)
    session.link.reconnect_seconds = 20
    return session


@pytest.mark.parametrize(("game", "variant", "seats"), [
    ("cucumber", "twenty-two", ["open", "ai-easy", "ai-easy", "ai-normal"]),
    ("supertrump", None, ["open", "ai-easy"]),
    ("sneak", None, ["open", "ai-easy", "ai-easy"]),
])
def test_a_whole_game_at_a_shared_table(qtbot, host, game, variant, seats):
    invitation = host.create_table(game, variant, seats, seed=7,
                                   rules=shorter_sneak(game, variant))
    session = remote(qtbot, invitation)
    view = FakeView(session, chooser=easy_chooser())
    joined = []
    session.joined.connect(lambda seat, token: joined.append((seat, token)))
    session.connect_to_table()
    qtbot.waitUntil(lambda: view.overs == 1, timeout=60000)
    table = host.call(lambda: host.server.tables.get(invitation.table)) or None
    state = session.state
    assert joined and joined[0][0] == 0 and len(joined[0][1]) >= 20
    assert session.takeover == 60.0            # the host's rule for an empty seat, told
    assert state.is_over and list(state.winners) == list(json.loads(
        session.record_text())["result"]["winners"])
    # The record the server sent replays to the game the window showed.
    loaded = load_record(parse_text(session.record_text()))
    assert loaded.game == game and loaded.state.is_over
    assert list(loaded.state.scores) == list(state.scores)
    assert view.submitted, "the person played"
    assert session.past_events() and deal_starts(session.past_events())
    assert table is None or table.state.is_over
    session.stop()


def test_a_window_that_reconnects_sees_the_same_game(qtbot, host):
    """A closed window comes back with its token: the same seat, the same view."""
    invitation = host.create_table("cucumber", "twenty-two", ["open", "ai-easy", "ai-easy"],
                                   seed=3)
    first = remote(qtbot, invitation)
    choose = easy_chooser()
    view = FakeView(first, chooser=lambda s, seat, legal: (
        choose(s, seat, legal) if s.state.moves_made < 12 else None))
    tokens = []
    first.joined.connect(lambda seat, token: tokens.append(token))
    first.connect_to_table()
    # The person's turn after move 12, not answered: the server waits for it.
    qtbot.waitUntil(lambda: bool(view.turns) and first.state.moves_made >= 12
                    and bool(first.state.legal_actions()), timeout=30000)
    obs_before, n_before = first.observation(), first.state.moves_made
    events_before = len(first.past_events())
    first.stop()
    again = remote(qtbot, invitation, token=tokens[0])
    seen = FakeView(again)
    again.connect_to_table()
    qtbot.waitUntil(lambda: seen.resets == 1, timeout=20000)
    assert again.seat == 0 and again.state.moves_made == n_before
    assert again.observation() == obs_before
    assert len(again.past_events()) == events_before
    again.stop()


def test_a_join_whose_welcome_is_lost_is_seated_when_it_comes_back(qtbot, host, monkeypatch):
    """The connection drops after the server seated the join but before its
    welcome arrived (Wi-Fi gone at that moment): the window, with no token
    yet, joins again and is given the seat it took, not refused as taken."""
    from cardtable.net import server as server_module

    invitation = host.create_table("supertrump", None, ["open", "open"], seed=3)
    real_send, dropped = server_module.Link.send, []

    def send(link, message):
        if isinstance(message, dict) and message.get("t") == "welcome" and not dropped:
            dropped.append(link.seat)
            link.ws.transport.abort()          # gone before the welcome is written
            return
        real_send(link, message)

    monkeypatch.setattr(server_module.Link, "send", send)
    session = remote(qtbot, invitation, seat=1)
    refusals, joined = [], []
    session.refused.connect(refusals.append)
    session.joined.connect(lambda seat, token: joined.append(seat))
    session.connect_to_table()
    qtbot.waitUntil(lambda: bool(joined or refusals), timeout=30000)
    assert dropped == [1] and refusals == [] and joined == [1]
    places = host.call(lambda: [(p.kind, p.name) for p in host.server.tables[
        invitation.table].places])
    assert places == [("open", "Seat 1"), ("person", "Ann")]
    session.stop()


def test_a_wrong_code_is_refused_in_words(qtbot, host):
    invitation = host.create_table("supertrump", None, ["open", "ai-easy"])
    wrong = type(invitation)(invitation.host, invitation.port, invitation.table, "X" * 16)
    session = remote(qtbot, wrong)
    with qtbot.waitSignal(session.refused, timeout=10000) as blocker:
        session.connect_to_table()
    assert blocker.args[0].code == "wrong-code" and "code" in blocker.args[0].reason
    session.stop()


def test_friends_at_one_table_see_each_others_moves(qtbot, host):
    """A window and a headless friend: both finish, the window names the friend."""
    invitation = host.create_table("supertrump", None, ["open", "open"], seed=11)
    session = remote(qtbot, invitation, seat=0)
    view = FakeView(session, chooser=easy_chooser())
    session.connect_to_table()
    qtbot.waitUntil(lambda: session.seat is not None, timeout=10000)

    async def friend():
        return await play(invitation, "Ben", "easy", seat=1, timeout=60)

    import threading
    result = []
    thread = threading.Thread(target=lambda: result.append(asyncio.run(friend())))
    thread.start()
    qtbot.waitUntil(lambda: view.overs == 1, timeout=60000)
    thread.join(30)
    assert result and result[0].winners == list(session.state.winners)
    # The friend's client leaves once the game is over: its plate may say so already.
    assert [s.player for s in session.seats] in (["human", "friend"], ["human", "away"])
    assert session.seats[1].name == "Ben"
    assert games.get("supertrump").id == session.game
    session.stop()


def test_an_update_that_does_not_follow_asks_for_the_whole_view_again(qtbot, host):
    """Protocol 3 sends changes only: one that does not fit the view held (a
    message missed) makes the window ask for a resync, whose welcome is the
    server's game exactly."""
    invitation = host.create_table("cucumber", "twenty-two", ["open", "ai-easy", "ai-easy"],
                                   seed=5)
    session = remote(qtbot, invitation)
    choose, waiting = easy_chooser(), []

    def chooser(s, seat, legal):        # after move 8, the person's turn waits
        if s.state.moves_made < 8:
            return choose(s, seat, legal)
        waiting.append(s.state.moves_made)
        return None

    view = FakeView(session, chooser=chooser)
    sent = []
    real_send = session.link.send
    session.link.send = lambda message: sent.append(message) or real_send(message)
    session.connect_to_table()
    qtbot.waitUntil(lambda: bool(waiting), timeout=30000)
    n = session.state.moves_made
    assert n == waiting[-1]
    resets = view.resets
    session._on_message({"v": 3, "t": "update", "n": n + 5, "events": [], "obs_d": [],
                         "public": {}, "legal": None, "over": False, "winners": []})
    qtbot.waitUntil(lambda: view.resets == resets + 1, timeout=20000)
    assert {"t": "resync"} in sent
    table = host.call(lambda: host.server.tables[invitation.table])
    assert session.state.moves_made == n
    assert session.observation() == host.call(lambda: table.state.observation(0))
    session.stop()
