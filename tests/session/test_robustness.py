"""Broken bots do not stall the table; signals do not wear out the interpreter.

PySide6 6.12.0 returned ``True`` from ``emit()`` without a reference (and ``None``
from void calls, see tests/test_qt_binding.py): on Python < 3.12 a long game
then aborted the process. The last two tests catch such a binding."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import QObject, Signal

from cardtable.ai import base, bot_names
from cardtable.games.cucumber import PRESETS, Play
from cardtable.session.seats import SeatSpec
from tests.session.fake_view import FakeView


class CrashingBot:
    name = "crashing"

    def choose(self, observation, legal_actions, rng):
        raise ZeroDivisionError("oops")


class CheatingBot:
    name = "cheating"

    def choose(self, observation, legal_actions, rng):
        return Play(())


@pytest.mark.parametrize(("level", "factory", "words"), [
    ("crashing", CrashingBot, "failed (ZeroDivisionError: oops)"),
    ("cheating", CheatingBot, "not allowed"),
])
def test_a_broken_bot_is_reported_and_its_seat_plays_a_legal_move(
        qtbot, make_session, monkeypatch, level, factory, words):
    bot_names()
    monkeypatch.setitem(base._REGISTRY, level, factory)
    session = make_session()
    view = FakeView(session)
    session.new_game(PRESETS["agurk"], "agurk", [SeatSpec("A", "ai", level), SeatSpec("B")],
                     seed=1)
    qtbot.waitUntil(lambda: view.winners is not None, timeout=10_000)
    assert view.errors and all(words in e and "The AI of A" in e for e in view.errors)


class _Emitter(QObject):
    fired = Signal(int)


def test_emitting_many_signals_keeps_true_alive(qapp):
    emitter = _Emitter()
    seen: list[int] = []
    emitter.fired.connect(seen.append)
    before = sys.getrefcount(True)
    for i in range(3000):
        emitter.fired.emit(i)
    assert len(seen) == 3000
    assert abs(sys.getrefcount(True) - before) < 100


def test_a_whole_game_in_a_fresh_interpreter_exits_cleanly():
    # A binding's reference leak shows as an abort at exit, which no in-process test sees.
    code = textwrap.dedent("""
        from PySide6.QtCore import QCoreApplication, QTimer
        from cardtable.games.cucumber import PRESETS
        from cardtable.session.game_session import GameSession, SeatSpec
        app = QCoreApplication([])
        session = GameSession(pause_ms=0)
        session.events_ready.connect(
            lambda events: QTimer.singleShot(0, session, session.animations_finished))
        session.game_over.connect(lambda winners: app.quit())
        session.new_game(PRESETS["twenty-two"], "twenty-two",
                         [SeatSpec("A"), SeatSpec("B"), SeatSpec("C")], seed=3)
        app.exec()
        print("over", session.state.is_over)
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "over True"
