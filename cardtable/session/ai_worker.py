"""Running one bot decision off the GUI thread and handing the answer back.

The session (``cardtable.session.game_session``) asks for one move at a time. Each request
becomes an :class:`AiTask`, a plain callable run on a ``QThreadPool``; the
task sees only what the bot needs — an observation, the legal actions and a
seed for its RNG, all immutable or private copies — never the live engine
state, which the GUI thread keeps mutating, and never a widget. The answer travels back through
:class:`AiRelay`'s signal, which Qt queues to the relay's (GUI) thread, so the
session applies moves only on the GUI thread. Every answer carries the tag of
the request it answers; the session drops answers whose tag is no longer
current (a new game, a load, or the state moved on).
"""

from __future__ import annotations

import contextlib
import random
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from cardtable.ai.base import Bot
from cardtable.ai.reasons import Reason, reason_of

#: What identifies a request: (game generation, moves made when it was asked).
Tag = tuple[int, int]


@dataclass(frozen=True, slots=True)
class AiAnswer:
    """A bot's choice (or the reason it has none) for the request ``tag``."""

    tag: Tag
    seat: int
    action: Any
    error: str | None
    thread_id: int
    #: The figures behind the bot's choice (its optional ``last_reason``), for hints.
    reason: Reason | None = None


class Ticket:
    """A cancellation flag shared with a queued task (plain Python, thread-safe).

    Cancelling cannot stop a bot that is already thinking, but a task that has
    not started yet skips the work entirely — what closing a window wants."""

    def __init__(self) -> None:
        self._cancelled = threading.Event()

    def cancel(self) -> None:
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()


class AiRelay(QObject):
    """Lives on the GUI thread; a worker emits ``answered`` and Qt queues it home."""

    answered = Signal(object)


class AiTask:
    """One ``bot.choose`` call on a pool thread, reported through ``relay``.

    Deliberately *not* a ``QRunnable``: ``QThreadPool.start(runnable)`` makes
    the pool's Python wrapper keep a reference to the runnable, and when Qt
    auto-deletes the C++ half after ``run`` that reference is not always
    dropped (a race in the binding), so every task — with its observation and
    legal-move list — lived as long as the pool: about 1 MiB per game in a
    long session. Handed to ``QThreadPool.start`` as a plain callable, the
    task is released as soon as it has run."""

    def __init__(self, relay: AiRelay, ticket: Ticket, tag: Tag, seat: int, bot: Bot,
                 observation: Any, legal: Sequence[Any], rng_seed: str) -> None:
        self._relay = relay
        self._ticket = ticket
        self._tag = tag
        self._seat = seat
        self._bot = bot
        self._observation = observation
        self._legal = list(legal)
        self._rng_seed = rng_seed

    def __call__(self) -> None:
        """Run on a pool thread (``pool.start(task)`` takes any callable)."""
        self.run()

    def run(self) -> None:
        """Decide and report. Never raises: an exception here would only be
        printed by Qt and the game would wait forever, so errors are reported
        as part of the answer instead."""
        if self._ticket.cancelled:
            return
        action: Any = None
        error: str | None = None
        try:
            rng = random.Random(self._rng_seed)
            action = self._bot.choose(self._observation, self._legal, rng)
        except Exception as exc:  # a broken bot must not stall the table
            error = f"{type(exc).__name__}: {exc}"
        answer = AiAnswer(self._tag, self._seat, action, error, threading.get_ident(),
                          reason_of(self._bot))
        # RuntimeError: the session (and its relay) was destroyed while we thought.
        with contextlib.suppress(RuntimeError):
            self._relay.answered.emit(answer)
