"""Undo and redo through the session, property-style over seeded games at
every preset of every game: the state after undo is the state before the
move (fingerprint), redo restores the state after it, the AIs answer a
repeated move the same way, the autosave follows, and the *assisted* mark
and the availability signals say so."""

from __future__ import annotations

import json
import random
import zlib

import pytest

from cardtable import games
from cardtable.records.io import read_record_file
from cardtable.session.seats import SeatSpec
from cardtable.session.undo import UndoHistory, deal_events, rebuild
from tests.session.fake_view import FakeView

CASES = [(spec.id, name) for spec in games.all_games() for name in spec.presets]
#: Person's decisions tried per game (each: move, undo, redo, undo, same move again).
DECISIONS = 8


def players_for(spec, rules) -> int:
    for count in (spec.default_players, *spec.players):
        try:
            spec.check_playable(rules, count)
        except Exception:
            continue
        return count
    raise AssertionError(f"{spec.id}: no playable count")


def start(make_session, qtbot, game: str, variant: str, seed: int, **kwargs):
    spec = games.get(game)
    rules = spec.preset(variant)
    seats = [SeatSpec("You", "human", None)]
    seats += [SeatSpec(f"AI {i}", "ai", "easy") for i in range(1, players_for(spec, rules))]
    session = make_session(**kwargs)
    view = FakeView(session)
    session.new_game(rules, variant, seats, seed=seed)
    return session, view


class Turns:
    """Waits for the person's next turn, counting those already seen."""

    def __init__(self, qtbot, session, view) -> None:
        self.qtbot, self.session, self.view, self.seen = qtbot, session, view, 0

    def next(self) -> bool:
        """Wait for a new turn of the person; False if the game ended instead."""
        self.qtbot.waitUntil(lambda: len(self.view.turns) > self.seen
                             or self.session.state.is_over, timeout=10_000)
        self.seen = len(self.view.turns)
        return not self.session.state.is_over


@pytest.mark.parametrize(("game", "variant"), CASES)
def test_undo_redo_are_exact(qtbot, make_session, game, variant):
    session, view = start(make_session, qtbot, game, variant, seed=zlib.crc32(variant.encode()))
    undo_flags: list[bool] = []
    session.undo_available.connect(undo_flags.append)
    rng = random.Random(variant)
    turns = Turns(qtbot, session, view)
    tried = 0
    while tried < DECISIONS and turns.next():
        before = session.state.fingerprint()
        deal = session.state.deal_no
        action = rng.choice(view.turns[-1][1])
        session.submit(action)
        if not turns.next():
            break
        if session.state.deal_no != deal or not session.can_undo():
            turns.seen -= 1     # the move ended the deal: undo does not cross it
            continue
        after = session.state.fingerprint()
        assert session.undo()
        assert session.state.fingerprint() == before
        assert turns.next()                     # the person is asked again
        assert session.can_redo() and session.assisted
        assert session.redo()
        assert session.state.fingerprint() == after and not session.can_redo()
        assert turns.next()
        assert session.undo() and turns.next()
        session.submit(action)                  # the same move: the AIs answer as before
        assert not session.can_redo()
        assert turns.next()
        assert session.state.fingerprint() == after
        tried += 1
        turns.seen -= 1                         # this turn is the next decision
    assert tried >= 1 or session.state.is_over
    assert not view.errors
    assert True in undo_flags


def test_undo_follows_the_autosave_and_a_new_game_clears_the_mark(qtbot, make_session,
                                                                 tmp_path):
    path = tmp_path / "auto.cardtable"
    session, view = start(make_session, qtbot, "cucumber", "twenty-two", 4, autosave_path=path)
    marks: list[bool] = []
    session.assisted_changed.connect(marks.append)
    turns = Turns(qtbot, session, view)
    assert turns.next()
    before = session.state.fingerprint()
    session.submit(view.turns[-1][1][0])
    turns.next()
    assert session.undo()
    assert read_record_file(path).state.fingerprint() == before
    assert session.assisted and marks == [True]
    session.new_game(session.rules, "twenty-two", session.seats, seed=5)
    assert not session.assisted and marks == [True, False] and not session.can_redo()


def test_the_assisted_mark_survives_quit_and_resume(qtbot, make_session, tmp_path):
    # An undo, a quit, a resume: the game must still count as assisted, or the
    # statistics would file a helped game as an unaided one.
    path = tmp_path / "auto.cardtable"
    session, view = start(make_session, qtbot, "cucumber", "twenty-two", 4, autosave_path=path)
    turns = Turns(qtbot, session, view)
    assert turns.next()
    session.submit(view.turns[-1][1][0])
    turns.next()
    assert session.undo() and session.assisted
    assert json.loads(path.read_text(encoding="utf-8"))["assisted"] is True
    resumed = make_session(autosave_path=path)
    marks: list[bool] = []
    resumed.assisted_changed.connect(marks.append)
    FakeView(resumed).hold = True
    assert resumed.resume()
    assert resumed.assisted and marks == [True]
    # An unaided game's record has no mark at all (records unchanged).
    fresh, _view = start(make_session, qtbot, "cucumber", "twenty-two", 4)
    assert "assisted" not in json.loads(fresh.record_text())


def test_nothing_to_undo_before_the_first_move_and_in_a_demo(qtbot, make_session):
    session, _view = start(make_session, qtbot, "supertrump", "supertrump", 3)
    assert not session.can_undo() and not session.undo() and not session.redo()
    demo = make_session()
    FakeView(demo).hold = True
    spec = games.get("sneak")
    demo.new_game(spec.preset("sneak"), "sneak", [SeatSpec(f"AI {i}", "ai", "easy")
                                                  for i in range(3)], seed=1)
    assert not demo.can_undo()


def test_a_forced_move_is_no_decision(qtbot):
    """Undo skips back over moves the session played for the person."""
    spec = games.get("cucumber")
    state = spec.new_game(spec.preset("twenty-two"), 3, 9)
    rng = random.Random(1)
    while state.deal_no == 1 and not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    history = UndoHistory()
    back = history.undo(spec, state, {0}, auto_play_forced=True)
    if back is not None:       # a decision of seat 0 in the new deal
        assert len(back.legal_actions()) > 1 and back.current_seat == 0
    assert rebuild(spec, state, state.log[-1].moves).fingerprint() == state.fingerprint()


def test_deal_events_show_the_previous_and_this_deal(qtbot):
    spec = games.get("supertrump")
    state = spec.new_game(spec.preset("match-3"), 2, 2)
    rng = random.Random(2)
    while state.deal_no < 2:
        state.apply(rng.choice(state.legal_actions()))
    for _ in range(5):
        state.apply(rng.choice(state.legal_actions()))
    previous, current = deal_events(spec, state, 0)
    assert previous and current
    assert all(getattr(e, "private_to", None) in (None, 0) for e in previous + current)
