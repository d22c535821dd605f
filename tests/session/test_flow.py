"""The session's handshake with a view: signals, pace, threads, human moves."""

from __future__ import annotations

import random
import threading

import pytest

from cardtable.ai import make_bot
from cardtable.cards import parse_card
from cardtable.games.cucumber import PRESETS, Play, new_game
from cardtable.games.cucumber.events import (
    DealEnded,
    LastTrickRevealed,
    Played,
    visible_events,
)
from cardtable.games.errors import IllegalAction
from cardtable.session.seats import SeatSpec
from tests.session.fake_view import FakeView, easy_chooser

TWENTY_TWO = PRESETS["twenty-two"]
GAME_TIMEOUT = 10_000


def table(humans: int, ais: int, level: str = "easy") -> list[SeatSpec]:
    seats = [SeatSpec(f"Person {i + 1}", "human") for i in range(humans)]
    return seats + [SeatSpec(f"AI {i + 1}", "ai", level) for i in range(ais)]


def all_moves(state) -> list:
    return [move for deal in state.log for move in deal.moves]


def engine_events(rules, players: int, seed: int, moves: list, seat: int | None) -> list:
    """What a direct engine run of the same moves shows ``seat``."""
    state = new_game(rules, players, seed)
    events = visible_events(state.take_pending_events(), seat)
    for _, action in moves:
        events += visible_events(state.apply(action), seat)
    return events


def test_a_person_and_three_easy_bots_play_22_to_the_end(qtbot, make_session):
    session = make_session()
    view = FakeView(session, chooser=easy_chooser())
    session.new_game(TWENTY_TWO, "twenty-two", table(1, 3), seed=11)
    assert session.viewer_seat == 0 and session.variant == "twenty-two"
    qtbot.waitUntil(lambda: view.winners is not None, timeout=GAME_TIMEOUT)
    state = session.state
    assert state.is_over and view.winners == state.winners and view.overs == 1
    moves = all_moves(state)
    assert view.events == engine_events(TWENTY_TWO, 4, 11, moves, 0)
    mine = []  # every card seat 0 showed: in tricks, and in the simultaneous last trick
    for e in view.events:
        if isinstance(e, Played) and e.seat == 0:
            mine.append(e.cards)
        elif isinstance(e, LastTrickRevealed):
            mine += [(card,) for seat, card in e.cards if seat == 0]
    assert mine == [a.cards for s, a in moves if s == 0 and isinstance(a, Play)]
    # The person was only asked when there was a choice; forced moves were played.
    assert view.submitted and all(len(legal) > 1 for _, legal in view.turns)
    assert all(seat == 0 for seat, _ in view.turns)
    deals = [e for e in view.events if isinstance(e, DealEnded)]
    assert len(view.scores) == len(deals) and view.scores[-1] == state.scores
    assert view.resets == 1 and not view.errors and not view.refused
    assert session.observation().seat == 0


def test_ai_decisions_are_not_computed_on_the_gui_thread(qtbot, make_session):
    session = make_session()
    view = FakeView(session)
    session.new_game(PRESETS["agurk"], "agurk", table(0, 2), seed=3)
    qtbot.waitUntil(lambda: view.winners is not None, timeout=GAME_TIMEOUT)
    assert session.ai_thread_ids
    assert threading.get_ident() not in session.ai_thread_ids
    assert len(view.thinking) == session.state.moves_made == len(session.ai_thread_ids)


def test_ai_play_is_the_same_as_a_direct_engine_loop_with_the_documented_rng(qtbot, make_session):
    session = make_session()
    view = FakeView(session)
    session.new_game(TWENTY_TWO, "twenty-two", table(0, 3), seed=21)
    qtbot.waitUntil(lambda: view.winners is not None, timeout=GAME_TIMEOUT)
    state, bot = new_game(TWENTY_TWO, 3, 21), make_bot("easy")
    while not state.is_over:
        seat = state.current_seat
        rng = random.Random(f"21:{state.moves_made}:{seat}")
        state.apply(bot.choose(state.observation(seat), state.legal_actions(), rng))
    assert session.state.fingerprint() == state.fingerprint()
    # No person: the view sees public events only.
    assert view.events == engine_events(TWENTY_TWO, 3, 21, all_moves(state), None)


def test_without_auto_play_the_person_is_asked_even_for_a_forced_move(qtbot, make_session):
    session = make_session(auto_play_forced=False)
    view = FakeView(session, chooser=easy_chooser())
    session.new_game(TWENTY_TWO, "twenty-two", table(1, 1), seed=4)
    qtbot.waitUntil(lambda: view.winners is not None, timeout=GAME_TIMEOUT)
    assert any(len(legal) == 1 for _, legal in view.turns)


def test_a_view_that_answers_synchronously_still_gets_every_signal_in_order(qtbot, make_session):
    session = make_session()
    log: list[str] = []
    chooser = easy_chooser()

    def on_events(events):
        log.append("events")
        session.animations_finished()  # re-entrant: the session must finish emitting first

    def on_turn(seat, legal):
        log.append("turn")
        session.submit(chooser(session, seat, legal))

    session.events_ready.connect(on_events)
    session.human_turn.connect(on_turn)
    session.scores_changed.connect(lambda scores: log.append("scores"))
    session.game_over.connect(lambda winners: log.append("over"))
    session.new_game(TWENTY_TWO, "twenty-two", table(1, 1), seed=8)
    qtbot.waitUntil(lambda: "over" in log, timeout=GAME_TIMEOUT)
    assert log.count("over") == 1 and log[-1] == "over"
    # A deal's scores come right after the events that ended it, before any new turn.
    for i, entry in enumerate(log):
        if entry == "scores":
            assert log[i - 1] == "events"


def test_nothing_happens_until_the_view_has_finished_animating(qtbot, make_session):
    session = make_session()
    order: list[str] = []
    session.game_reset.connect(lambda: order.append("reset"))
    session.events_ready.connect(lambda events: order.append(f"events:{len(events)}"))
    with qtbot.assertNotEmitted(session.ai_thinking, wait=100):
        session.new_game(TWENTY_TWO, "twenty-two", table(0, 2), seed=1)
    assert order[0] == "reset" and order[1].startswith("events:") and order[1] != "events:0"
    assert session.state.moves_made == 0
    with qtbot.waitSignal(session.ai_thinking, timeout=GAME_TIMEOUT):
        session.animations_finished()
    session.animations_finished()  # a second report for the same batch is ignored
    qtbot.waitUntil(lambda: session.state.moves_made == 1, timeout=GAME_TIMEOUT)
    assert len(session.ai_thread_ids) == 1


def test_an_illegal_submit_raises_and_changes_nothing(qtbot, make_session):
    session = make_session()
    view = FakeView(session)  # answers no turn: the test does
    session.new_game(TWENTY_TWO, "twenty-two", table(1, 2), seed=2)
    qtbot.waitUntil(lambda: bool(view.turns), timeout=GAME_TIMEOUT)
    seat, legal = view.turns[-1]
    before = session.state.fingerprint()
    hand = session.state.hands[seat]
    stranger = next(c for c in map(parse_card, ("2S", "2H", "2D", "2C", "3S")) if c not in hand)
    with pytest.raises(IllegalAction):
        session.submit(Play((stranger,)))
    with pytest.raises(IllegalAction):
        session.submit("not an action")
    assert session.state.fingerprint() == before
    session.submit(legal[0])  # still the person's turn
    assert session.state.moves_made == 1


def test_submit_is_refused_when_it_is_not_a_persons_turn(qtbot, make_session):
    session = make_session()
    with pytest.raises(IllegalAction) as no_game:
        session.submit(Play(()))
    assert no_game.value.code == "no-game"
    session.new_game(TWENTY_TWO, "twenty-two", table(1, 2), seed=2)
    legal = session.state.legal_actions()
    before = session.state.fingerprint()
    with pytest.raises(IllegalAction) as early:  # the table is still dealing
        session.submit(legal[0])
    assert early.value.code == "not-your-turn" and session.state.fingerprint() == before


def test_submit_is_refused_while_an_ai_decides(qtbot, make_session, slow):
    session = make_session()
    view = FakeView(session, chooser=easy_chooser())
    session.new_game(TWENTY_TWO, "twenty-two", table(1, 2, "slow"), seed=6)
    qtbot.waitUntil(slow.entered.is_set, timeout=GAME_TIMEOUT)
    state = session.state
    assert view.thinking and state.current_seat != 0
    before = state.fingerprint()
    with pytest.raises(IllegalAction) as refused:
        session.submit(state.legal_actions()[0])
    assert refused.value.code == "not-your-turn" and state.fingerprint() == before
    moves = state.moves_made
    slow.open.set()
    qtbot.waitUntil(lambda: state.moves_made > moves, timeout=GAME_TIMEOUT)


def test_bad_seats_are_refused_before_anything_starts(make_session):
    session = make_session()
    with pytest.raises(ValueError):
        session.new_game(TWENTY_TWO, "twenty-two", table(0, 2, "grandmaster"))
    with pytest.raises(ValueError):
        session.new_game(TWENTY_TWO, "twenty-two", [SeatSpec("A", "robot"), SeatSpec("B")])
    assert session.state is None
    with pytest.raises(RuntimeError):
        session.observation()


def test_the_pause_can_be_changed(make_session):
    session = make_session(pause_ms=500)
    assert session.pause_ms == 500
    session.set_pause(0)
    assert session.pause_ms == 0
    session.set_pause(-3)
    assert session.pause_ms == 0


def test_a_new_game_drops_the_persons_pending_turn(qtbot, make_session):
    session = make_session()
    view = FakeView(session)
    session.new_game(TWENTY_TWO, "twenty-two", table(1, 1), seed=2)
    qtbot.waitUntil(lambda: bool(view.turns), timeout=GAME_TIMEOUT)
    view.hold = True
    session.new_game(TWENTY_TWO, "twenty-two", table(1, 1), seed=3)
    with pytest.raises(IllegalAction):
        session.submit(session.state.legal_actions()[0])
    assert session.state.moves_made == 0 and view.resets == 2
