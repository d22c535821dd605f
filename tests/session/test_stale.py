"""Answers that come back too late — after a new game, a load or stop — are dropped."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.games.cucumber import PRESETS, new_game
from cardtable.session.seats import SeatSpec
from tests.session.fake_view import FakeView

TIMEOUT = 10_000


def slow_seats(players: int) -> list[SeatSpec]:
    return [SeatSpec(f"Slow {i + 1}", "ai", "slow") for i in range(players)]


def test_an_answer_for_the_previous_game_is_dropped(qtbot, make_session, slow):
    session = make_session()
    view = FakeView(session)
    session.new_game(PRESETS["twenty-two"], "twenty-two", slow_seats(2), seed=1)
    qtbot.waitUntil(slow.entered.is_set, timeout=TIMEOUT)  # the old game's bot is thinking
    view.hold = True
    session.new_game(PRESETS["agurk"], "agurk", slow_seats(2), seed=2)
    fresh = session.state
    expected = new_game(PRESETS["agurk"], 2, 2).fingerprint()
    slow.open.set()
    qtbot.waitUntil(lambda: len(session.ai_thread_ids) == 1, timeout=TIMEOUT)  # it landed
    assert session.state is fresh and fresh.moves_made == 0
    assert fresh.fingerprint() == expected and not view.errors
    # The new game's own AI then moves as usual.
    session.animations_finished()
    qtbot.waitUntil(lambda: fresh.moves_made == 1, timeout=TIMEOUT)
    assert len(session.ai_thread_ids) == 2


def test_stop_drops_the_answer_being_computed(qtbot, make_session, slow):
    session = make_session()
    view = FakeView(session)
    session.new_game(PRESETS["agurk"], "agurk", slow_seats(2), seed=3)
    qtbot.waitUntil(slow.entered.is_set, timeout=TIMEOUT)
    session.stop()
    slow.open.set()
    qtbot.waitUntil(lambda: len(session.ai_thread_ids) == 1, timeout=TIMEOUT)
    assert session.state.moves_made == 0 and view.batches == 1
    session.animations_finished()  # a closing window's last report changes nothing
    QCoreApplication.processEvents()
    assert len(view.thinking) == 1 and session.state.moves_made == 0


def test_a_queued_request_is_skipped_after_stop(qtbot, make_session, pool, slow):
    pool.setMaxThreadCount(1)
    session = make_session()
    view = FakeView(session)
    session.new_game(PRESETS["agurk"], "agurk", slow_seats(2), seed=4)
    qtbot.waitUntil(slow.entered.is_set, timeout=TIMEOUT)  # the only pool thread is busy
    session.new_game(PRESETS["agurk"], "agurk", slow_seats(2), seed=5)
    # The new game's request is handed to the pool and waits behind the stale one.
    qtbot.waitUntil(lambda: len(view.thinking) == 2, timeout=TIMEOUT)
    session.stop()
    slow.open.set()
    assert pool.waitForDone(TIMEOUT)
    QCoreApplication.processEvents()
    assert slow.calls == 1  # the queued request never ran its bot
    assert len(session.ai_thread_ids) == 1 and session.state.moves_made == 0
