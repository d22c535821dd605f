"""Play with friends in the window, over real sockets on 127.0.0.1: the host's
window serves a table and plays it to the end with a friend's client; a
shared window offers nothing a shared game cannot do; a hosted table closed
mid-game is hosted again with the same invitation and the same game."""

from __future__ import annotations

import asyncio
import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from cardtable.games.errors import IllegalAction
from cardtable.net.client import play
from cardtable.ui.together.host_dialog import HostSetup
from cardtable.ui.window.friends import SharedWindow
from tests.depth import shorter


@pytest.fixture(autouse=True)
def warnings_said(monkeypatch) -> list[str]:
    """A warning box would wait for a click for ever: keep its text instead."""
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: said.append(text))
    return said


def host(window, seats=("person", "open"), game="supertrump", variant="supertrump",
         rules=None):
    setup = HostSetup(game=game, variant=variant, seats=seats, name="Ann", port=0,
                      network=False, takeover=None, announce=False, rules=rules)
    shared = window.friends.host_table(setup)
    assert shared is not None
    return shared


def answer_first_legal(shared, until: int = 10**6) -> None:
    """Play the first legal move on each turn, while fewer than ``until`` moves are made."""
    def submit(action):
        try:
            shared.session.submit(action)
        except IllegalAction as exc:   # the window closed (the test's end) before the click
            assert exc.code == "not-your-turn", exc

    def answer(seat, legal):
        if shared.session.state.moves_made < until:
            QTimer.singleShot(0, lambda: submit(legal[0]))

    shared.session.human_turn.connect(answer)
    # A turn that came before this answerer was connected (while a friend was
    # joining, say) is answered now: its signal will not come again, and the
    # table waited for it for good (a CI run caught it).
    state = shared.session.state
    if (state is not None and not state.is_over and state.current_seat == shared.session.seat
            and shared.controller.prompt is not None):
        answer(state.current_seat, state.legal_actions())


def play_to_a_turn_after(qtbot, shared, moves: int) -> None:
    """Play the person's first legal moves until ``moves`` are made, then wait
    for their next turn, left unanswered: the table waits for it."""
    answer_first_legal(shared, until=moves)
    qtbot.waitUntil(lambda: shared.session.state is not None
                    and shared.session.state.moves_made >= moves
                    and bool(shared.session.state.legal_actions()), timeout=30000)


def friend_thread(invitation, results: list) -> threading.Thread:
    thread = threading.Thread(target=lambda: results.append(asyncio.run(
        play(invitation, "Ben", "easy", seat=1, timeout=90))), daemon=True)
    thread.start()
    return thread


def test_a_hosted_table_is_played_to_the_end_with_a_friend(window, qtbot, warnings_said):
    shared = host(window)
    qtbot.addWidget(shared)
    answer_first_legal(shared)
    over = []
    shared.session.game_over.connect(over.append)
    qtbot.waitUntil(lambda: shared.session.seat == 0, timeout=10000)
    [server] = window.friends.servers.values()
    results: list = []
    thread = friend_thread(shared.session.invitation, results)
    qtbot.waitUntil(lambda: bool(over), timeout=90000)
    thread.join(30)
    assert results and results[0].winners == list(over[0])
    # The game is in the statistics, with the friend seated as a friend.
    [game] = shared.archive.store.call(lambda db: db.games())
    assert [s.player for s in game.seats] == ["human", "friend"]
    assert [s.name for s in game.seats] == ["Ann", "Ben"]
    assert game.shared and not game.assisted
    from cardtable.ui.archive.history_dialog import result_text
    assert "shared table" in result_text(game)
    # A finished game leaves no seat to rejoin; closing stops the server.
    assert window.friends.seats.seats() == []
    shared.close()
    assert not server.running
    assert warnings_said == []


def test_the_hosts_seat_is_kept_for_the_host_before_any_friend_joins(window, qtbot, fresh):
    # A friend who joins before the host's window has connected (a quick
    # click on a table found on the LAN) takes the next open seat: seat 1 is
    # the host's from the moment the table exists.
    shared = host(window, seats=("person", "open", "ai-easy"), game="cucumber",
                  variant="twenty-two")
    qtbot.addWidget(shared)
    [server] = window.friends.servers.values()
    kept = server.call(lambda: server.server.tables[shared.session.table_id].places[0])
    assert (kept.kind, kept.name) == ("person", "Ann") and kept.token
    joined = fresh().friends.join(str(shared.session.invitation), "Ben")
    qtbot.addWidget(joined)
    qtbot.waitUntil(lambda: joined.session.state is not None
                    and shared.session.state is not None, timeout=20000)
    assert (shared.session.seat, joined.session.seat) == (0, 1)
    joined.close()
    shared.close()


def test_a_shared_window_offers_no_undo_hint_or_new_game(window, qtbot):
    shared = host(window, seats=("person", "ai-easy"))
    qtbot.addWidget(shared)
    turns = []
    shared.session.human_turn.connect(lambda *a: turns.append(a))
    qtbot.waitUntil(lambda: bool(turns), timeout=20000)
    assert not shared.new_action.isVisible() and not shared.demo_action.isVisible()
    assert not shared.aids.undo_action.isEnabled()
    assert not shared.aids.hint_action.isEnabled()
    assert shared.friends is None and window.friends is not None
    assert "shared" in shared.windowTitle()
    assert "an empty seat waits" in shared.findChild(SharedWindow).mark.text()   # takeover=None
    box = shared.findChild(SharedWindow).show_invitation()
    copy = [b for b in box.buttons() if b.text() == "Copy"]
    assert copy and str(shared.session.invitation) in box.informativeText()
    copy[0].click()
    from PySide6.QtGui import QGuiApplication
    assert QGuiApplication.clipboard().text() == str(shared.session.invitation)
    shared.aids.hint.request()
    assert "shared table" in shared.statusBar().currentMessage()
    shared.close()


def test_a_hosted_table_closed_mid_game_is_hosted_again(window, qtbot, warnings_said):
    shared = host(window, seats=("person", "ai-easy", "ai-easy"), game="cucumber",
                  variant="twenty-two")
    qtbot.addWidget(shared)
    play_to_a_turn_after(qtbot, shared, 8)
    table, moves = shared.session.table_id, shared.session.state.moves_made
    shared.close()
    [seat] = window.friends.seats.seats()
    assert seat.hosted and seat.game == "cucumber"
    again = window.friends.come_back(seat)
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.session.state is not None, timeout=20000)
    assert again.session.table_id == table and again.session.seat == 0
    assert again.session.state.moves_made == moves
    assert warnings_said == []
    again.close()


def test_a_friend_joins_from_a_second_window_and_both_play_to_the_end(window, qtbot, fresh):
    """Two windows at one table: the host's, and a friend's joined by invitation
    (as ``cardtable join LINK --name Ben`` opens it). Both see the same end
    of a 22 made short (``shorter``: two or three deals; the whole preset
    with ``CARDTABLE_SLOW=1``)."""
    shared = host(window, seats=("person", "open", "ai-easy"), game="cucumber",
                  variant="twenty-two", rules=shorter("twenty-two", 3))
    qtbot.addWidget(shared)
    answer_first_legal(shared)
    qtbot.waitUntil(lambda: shared.session.seat == 0, timeout=10000)
    other = fresh()
    joined = other.friends.join(str(shared.session.invitation), "Ben")
    qtbot.addWidget(joined)
    answer_first_legal(joined)
    ends = []
    shared.session.game_over.connect(ends.append)
    joined.session.game_over.connect(ends.append)
    qtbot.waitUntil(lambda: len(ends) == 2, timeout=120000)
    assert ends[0] == ends[1]
    assert joined.session.seat == 1
    assert [s.name for s in shared.session.seats] == ["Ann", "Ben", "AI 3"]
    assert shared.session.state.scores == joined.session.state.scores
    # Each window's log was written by that window from engine events.
    assert shared.panel.log.count() > 10 and joined.panel.log.count() > 10
    joined.close()
    shared.close()


def test_the_join_dialog_checks_the_invitation_and_lists_tables_found(window, qtbot):
    from types import SimpleNamespace

    from cardtable.net.invitation import parse
    from cardtable.ui.together.join_dialog import JoinDialog

    found = SimpleNamespace(name="Lena", game="cucumber", variant="twenty-two", players=4,
                            free=2, invitation=parse("cardtable://10.0.0.5:8765/ABCDEFGH-"
                                                     "ABCDEFGHIJKLMNOP"))
    dialog = JoinDialog(window, "Ann", "not an invitation", finder=lambda: [found])
    qtbot.addWidget(dialog)
    ok = dialog.join_button
    assert not ok.isEnabled() and "not an invitation" in dialog.problem.text()
    dialog.refresh()
    assert "Lena" in dialog.found.item(0).text() and "2 free" in dialog.found.item(0).text()
    dialog.found.setCurrentRow(0)
    assert dialog.text.text() == str(found.invitation)
    assert ok.isEnabled() and dialog.invitation() == found.invitation
    dialog.name_edit.setText("")
    assert not ok.isEnabled()


def test_a_friend_who_closed_the_window_is_offered_the_seat_at_the_next_start(
        window, qtbot, fresh):
    shared = host(window, seats=("person", "open"))
    qtbot.addWidget(shared)
    qtbot.waitUntil(lambda: shared.session.seat == 0, timeout=10000)
    other = fresh()
    joined = other.friends.join(str(shared.session.invitation), "Ben")
    qtbot.addWidget(joined)
    qtbot.waitUntil(lambda: joined.session.state is not None, timeout=10000)
    seen = joined.session.observation()
    joined.close()            # as a crash would: the seat is held, the token kept
    qtbot.waitUntil(lambda: not shared_seats_now(window)[1]["connected"], timeout=10000)
    again = fresh().friends.offer_rejoin()      # the next start asks; the test says yes
    assert again is not None
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.session.state is not None, timeout=10000)
    assert again.session.seat == 1 and again.session.observation() == seen
    assert [s.player for s in again.session.seats] == ["friend", "human"]  # host connected
    again.close()
    shared.close()


def shared_seats_now(window) -> list[dict]:
    """The host's server's seats as every client is told them."""
    [server] = window.friends.servers.values()
    return server.call(lambda: next(t.seats() for t in server.server.tables.values()))


def test_the_host_dialog_offers_every_game_and_a_seat_row_per_friend(window, qtbot, language):
    from cardtable import games
    from cardtable.ui.together.host_dialog import HostDialog

    dialog = HostDialog(window, "Ann", announce_available=True)
    qtbot.addWidget(dialog)
    assert dialog.game.count() == len(games.all_games())
    assert all(dialog.game.itemText(i) for i in range(dialog.game.count()))
    dialog.game.setCurrentIndex(dialog.game.findData("cucumber"))
    dialog.variant.setCurrentIndex(dialog.variant.findData("twenty-two"))
    dialog.players.setValue(4)
    assert len(dialog.seat_choices) == 3
    dialog.seat_choices[1].setCurrentIndex(dialog.seat_choices[1].findData("ai-expert"))
    dialog.takeover.setValue(0)
    dialog.network.setChecked(False)
    setup = dialog.setup()
    assert setup.seats == ("person", "open", "ai-expert", "open")
    assert setup.takeover is None and not setup.network and not setup.announce
    assert setup.game == "cucumber" and setup.variant == "twenty-two" and setup.name == "Ann"
    dialog.players.setValue(2)        # fewer seats: the first choices are kept
    assert dialog.setup().seats == ("person", "open")


def test_a_shared_deal_ends_with_its_summary_and_the_next_waits_for_it(window, qtbot):
    """The summary between deals works at a shared table: the window holds
    the server's next moves until the person goes on."""
    shared = host(window, seats=("person", "ai-easy", "ai-easy"), game="cucumber",
                  variant="twenty-two")
    qtbot.addWidget(shared)
    shared.controller.deal_pause.enabled = True     # the test config turns it off
    answer_first_legal(shared)
    with qtbot.waitSignal(shared.controller.deal_pause.shown, timeout=60000) as shown:
        pass
    pause = shared.controller.deal_pause
    assert pause.waiting and shown.args[0] is not None
    n = shared.session.state.moves_made
    qtbot.wait(300)
    assert shared.session.state.moves_made == n, "the next deal waited for the summary"
    pause.go_on()
    qtbot.waitUntil(lambda: shared.session.state.moves_made > n, timeout=20000)
    shared.close()


def test_a_shared_table_is_worded_by_each_window_in_its_own_language(window, qtbot):
    """The wire carries engine events, never text: the same table switches to
    Japanese in the window alone (log, plates, the shared-table mark)."""
    from tests.ui.window.test_language import english_words, visible_texts

    def english(window) -> list[str]:   # the invitation itself is no word of English
        return [t for t in english_words(visible_texts(window)) if not t.startswith("cardtable:")]

    shared = host(window, seats=("person", "ai-easy", "ai-easy"), game="cucumber",
                  variant="twenty-two")
    qtbot.addWidget(shared)
    play_to_a_turn_after(qtbot, shared, 10)
    assert english(shared)
    try:
        shared.set_language("ja")
        qtbot.waitUntil(lambda: not english(shared), timeout=5000)
        log = "".join(shared.panel.log.item(i).text() for i in range(shared.panel.log.count()))
        assert "配りました" in log
        assert shared.windowTitle().endswith("共有テーブル")
    finally:
        shared.set_language("en")
    shared.close()
