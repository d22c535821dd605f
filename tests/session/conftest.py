"""Fixtures for the session tests: a private thread pool, sessions that are
stopped before the pool drains, and a slow bot that waits for a gate."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QThreadPool

from cardtable.ai import base, bot_names
from cardtable.session.game_session import GameSession


@pytest.fixture
def pool(qapp) -> Iterator[QThreadPool]:
    """A pool per test, so no test waits on another test's bots."""
    pool = QThreadPool()
    pool.setMaxThreadCount(2)
    yield pool
    assert pool.waitForDone(5000)


@pytest.fixture
def make_session(pool: QThreadPool):
    """Build sessions on the test pool (pause 0); all are stopped at the end."""
    made: list[GameSession] = []

    def make(**kwargs) -> GameSession:
        kwargs.setdefault("pause_ms", 0)
        kwargs.setdefault("thread_pool", pool)
        session = GameSession(**kwargs)
        made.append(session)
        return session

    yield make
    for session in made:
        session.stop()


class Gate:
    """Shared by every ``slow`` bot: it says it has started, then waits to be let go."""

    def __init__(self) -> None:
        self.open = threading.Event()
        self.entered = threading.Event()
        self.calls = 0


class SlowBot:
    """Plays the first legal action, but only once the gate opens (at most 10 s)."""

    name = "slow"

    def __init__(self, gate: Gate) -> None:
        self.gate = gate

    def choose(self, observation, legal_actions, rng):
        self.gate.calls += 1
        self.gate.entered.set()
        self.gate.open.wait(10)
        return legal_actions[0]


@pytest.fixture
def slow(pool: QThreadPool, monkeypatch) -> Iterator[Gate]:
    """Registers the ``slow`` level; opens the gate before the pool drains."""
    bot_names()  # load the built-in levels first
    gate = Gate()
    monkeypatch.setitem(base._REGISTRY, "slow", lambda: SlowBot(gate))
    yield gate
    gate.open.set()
