"""The session starts a game at a replayed position ("Play from here"): the
state is the replay's, the person or an AI moves next, the game is assisted
and autosaved with its "from", and Undo never goes back past the position."""

from __future__ import annotations

import json

import pytest

from cardtable.records.io import LoadedGame, Seat, dumps
from cardtable.records.provenance import Provenance
from cardtable.records.steps import ReplaySteps, steps_from_text
from tests.records.test_steps import played
from tests.session.fake_view import FakeView, easy_chooser


def steps_of(game: str, seed: int) -> ReplaySteps:
    _state, record, _prints = played(game, seed)
    return steps_from_text(dumps(record))


def position(steps: ReplaySteps, index: int, seats: list[Seat] | None = None) -> LoadedGame:
    """What the replay viewer hands the session for step ``index``."""
    state = steps.state(index)
    pos = steps.position(index)
    loaded = steps.loaded
    return LoadedGame(loaded.game, loaded.variant, seats or list(loaded.seats), state, True,
                      Provenance.now("source.cardtable", pos.deal, pos.move, state.moves_made))


def first_step(steps: ReplaySteps, test, start: int = 1) -> int:
    return next(i for i in range(start, steps.count - 1) if test(steps.state(i)))


def test_the_game_starts_at_the_position_on_the_persons_turn(qtbot, make_session, tmp_path):
    steps = steps_of("cucumber", 21)
    index = first_step(steps, lambda s: s.current_seat == 0, 5)
    session = make_session(autosave_path=tmp_path / "auto.cardtable")
    view = FakeView(session)
    session.play_from(position(steps, index))
    assert session.state.fingerprint() == steps.state(index).fingerprint()
    qtbot.waitUntil(lambda: bool(view.turns), timeout=5000)
    assert view.turns[0][0] == 0 and session.state.moves_made == index
    assert session.assisted and session.provenance.step == index
    saved = json.loads((tmp_path / "auto.cardtable").read_text(encoding="utf-8"))
    assert saved["assisted"] is True and saved["from"]["step"] == index
    assert saved["from"]["record"] == "source.cardtable"
    # Resumed later (another session on the same autosave), it keeps both.
    again = make_session(autosave_path=tmp_path / "auto.cardtable")
    FakeView(again)
    assert again.resume() and again.provenance == session.provenance and again.assisted
    # A new game is an ordinary one again.
    session.new_game(steps.loaded.state.rules, "twenty-two",
                     [Seat("You", "human"), Seat("AI", "ai", "easy")], seed=3)
    assert session.provenance is None and not session.assisted
    assert "from" not in json.loads(session.record_text())


def test_an_ai_moves_next_when_it_is_its_turn(qtbot, make_session):
    steps = steps_of("sneak", 4)
    index = first_step(steps, lambda s: s.current_seat != 0, 3)
    seat = steps.state(index).current_seat
    session = make_session()
    view = FakeView(session)
    session.play_from(position(steps, index))
    assert session.state.fingerprint() == steps.state(index).fingerprint()
    qtbot.waitUntil(lambda: session.state.moves_made > index, timeout=10_000)
    assert view.thinking[0] == seat
    moves = [move for deal in session.state.log for move in deal.moves]
    assert moves[index][0] == seat     # the AI whose turn it was moved next


def test_a_deal_start_and_an_unknown_level(qtbot, make_session):
    steps = steps_of("cucumber", 21)
    assert steps.deals >= 2
    index = steps.deal_start(2)
    seats = list(steps.loaded.seats)
    seats[1] = Seat("Old bot", "ai", "grandmaster")
    session = make_session()
    view = FakeView(session, chooser=easy_chooser())
    session.play_from(position(steps, index, seats))
    assert session.state.fingerprint() == steps.state(index).fingerprint()
    assert session.seats[1].level == "easy" and "grandmaster" in view.errors[0]
    assert session.provenance.deal == 2 and session.provenance.move == 0
    qtbot.waitUntil(lambda: view.winners is not None, timeout=60_000)
    assert json.loads(session.record_text())["from"]["step"] == index


def test_the_end_of_a_game_or_a_wrong_table_cannot_be_played_on(make_session):
    steps = steps_of("supertrump", 5)
    session = make_session()
    with pytest.raises(ValueError, match="nothing is left to play"):
        session.play_from(position(steps, steps.count - 1))
    with pytest.raises(ValueError, match="3 seats for a game of 2"):
        session.play_from(position(steps, 3, [Seat("You", "human"), *[Seat("A", "ai")] * 2]))
    assert session.state is None


def test_undo_stops_at_the_position_played_on_from(qtbot, make_session):
    """The person had moved earlier in this deal of the record: Undo took
    those moves back too, into the record the game came from."""
    steps = steps_of("cucumber", 21)

    def person_moved_in_this_deal(state) -> bool:
        moves = state.log[-1].moves
        return (state.current_seat == 0 and len(state.legal_actions()) > 1
                and any(seat == 0 for seat, _ in moves))

    index = first_step(steps, person_moved_in_this_deal)
    session = make_session(auto_play_forced=False)
    view = FakeView(session)
    session.play_from(position(steps, index))
    qtbot.waitUntil(lambda: bool(view.turns), timeout=5000)
    assert not session.can_undo() and not session.undo()
    start = session.state.fingerprint()
    session.submit(view.turns[-1][1][-1])
    qtbot.waitUntil(lambda: len(view.turns) > 1, timeout=10_000)
    assert session.can_undo() and session.undo()   # the person's own move goes back…
    assert session.state.fingerprint() == start
    assert not session.can_undo()                  # …and nothing before it
