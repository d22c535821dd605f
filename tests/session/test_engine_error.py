"""An engine fault in the middle of a move never leaves half a move behind.

An engine that raises inside the AI's move (a custom 22 whose deck ran dry
once did) must not leave the session trying a fallback move on the
half-applied state (IndexError), frozen without a word, with the autosave one
move earlier than the table. The move is all or nothing: the game stands as
before it, stops, the autosave holds that position, and ``engine_failed``
says so once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.games.cucumber import PRESETS
from cardtable.games.cucumber.state import CucumberState
from cardtable.games.errors import IllegalAction, ScriptError
from cardtable.records.io import read_record_file
from cardtable.session.seats import SeatSpec
from tests.session.fake_view import FakeView, easy_chooser


def _fail_from_the_second_deal(monkeypatch) -> None:
    """Deal 2 fails half-way, like a deck that ran dry: deal_no has moved on."""
    original = CucumberState._start_deal

    def start_deal(self, dealer, reason, draws):
        if self.deal_no >= 1:
            self.deal_no += 1
            raise ScriptError(f"Deal {self.deal_no}: too few cards are left to deal.")
        return original(self, dealer, reason, draws)

    monkeypatch.setattr(CucumberState, "_start_deal", start_deal)


def test_a_failing_ai_move_keeps_the_game_as_it_stood(qtbot, make_session, monkeypatch,
                                                      tmp_path):
    _fail_from_the_second_deal(monkeypatch)
    autosave = tmp_path / "auto.cardtable"
    session = make_session(autosave_path=autosave)
    view = FakeView(session)
    failures: list[str] = []
    session.engine_failed.connect(failures.append)
    session.new_game(PRESETS["agurk"], "agurk", [SeatSpec("A"), SeatSpec("B")], seed=5)
    qtbot.waitUntil(lambda: bool(failures), timeout=10_000)
    for _ in range(20):  # whatever is queued has run: nothing more happens
        QCoreApplication.processEvents()
    assert failures == ["Deal 2: too few cards are left to deal."]
    state = session.state
    assert state.deal_no == 1 and not state.is_over and state.legal_actions()
    assert read_record_file(autosave).state.fingerprint() == state.fingerprint()
    assert view.winners is None and not any("IndexError" in e for e in view.errors)
    batches = view.batches
    session.animations_finished()      # a late table report does not restart the game
    for _ in range(20):
        QCoreApplication.processEvents()
    assert view.batches == batches and failures == [failures[0]]


def test_a_failing_move_of_the_person_is_refused_whole(qtbot, make_session, monkeypatch,
                                                       tmp_path):
    autosave = tmp_path / "auto.cardtable"
    session = make_session(autosave_path=autosave)
    view = FakeView(session)
    failures: list[str] = []
    session.engine_failed.connect(failures.append)
    session.new_game(PRESETS["agurk"], "agurk", [SeatSpec("You", "human"), SeatSpec("B")],
                     seed=3)
    qtbot.waitUntil(lambda: bool(view.turns), timeout=10_000)
    before = session.state.fingerprint()
    _seat, legal = view.turns[-1]

    def broken_apply(self, action):
        self.scores[0] += 99          # half a move...
        raise RuntimeError("engine bug")  # ...then a fault

    monkeypatch.setattr(CucumberState, "apply", broken_apply)
    session.submit(legal[0])           # no exception into the view
    assert failures == ["engine bug"]
    assert session.state.fingerprint() == before
    assert read_record_file(autosave).state.fingerprint() == before
    try:
        session.submit(legal[0])
    except IllegalAction as exc:
        assert exc.code == "not-your-turn"
    else:
        raise AssertionError("a stopped game took another move")
    assert failures == ["engine bug"]
    # A new game starts afresh.
    monkeypatch.undo()
    view.chooser = easy_chooser()
    session.new_game(PRESETS["agurk"], "agurk", [SeatSpec("You", "human"), SeatSpec("B")],
                     seed=4)
    qtbot.waitUntil(lambda: view.winners is not None, timeout=20_000)
    assert failures == ["engine bug"]
