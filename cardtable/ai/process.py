"""One bot decision in a separate *process*, for hints.

An AI move may think on a pool thread (``cardtable.session.ai_worker``) because the
person is only watching then. A hint is asked while the person is looking
at an idle table: the expert's search is pure Python, and sharing the GIL
with it makes every repaint wait its turn. Measured on a settled table
(2 cores, offscreen), the longest event-loop gap while the Cucumber expert
thinks was 9–36 ms with the search on a thread and 2–12 ms with it in a
process of its own. So the hint's search runs in a single spawned worker
process, kept for the next hint, that imports only the bots and engines
(no Qt). A frozen build must call ``multiprocessing.freeze_support()``
first thing (``packaging/pyinstaller_entry.py`` does).

Everything crossing over is plain data: the game id, the level, the seat's
observation, the legal actions and the seed (all picklable engine values),
and back the action, the bot's optional ``last_reason`` and any error text.
If a process cannot be used at all (a sandbox without ``fork``/``exec``,
a broken pool) ``submit`` raises and the caller falls back to a thread.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

    from cardtable.ai.reasons import Reason

#: (action, reason, error): what the worker process sends back.
Outcome = tuple[Any, "Reason | None", str | None]

_lock = threading.Lock()
_executor: ProcessPoolExecutor | None = None


def decide(game: str, level: str, observation: Any, legal: Sequence[Any],
           rng_seed: str) -> Outcome:
    """Run in the worker process: the bot's choice, never an exception."""
    from cardtable.ai import make_bot
    from cardtable.ai.reasons import explaining, reason_of
    try:
        bot = explaining(make_bot(level, game))  # a hint: the figures behind the move too
        action = bot.choose(observation, list(legal), random.Random(rng_seed))
    except Exception as exc:  # reported to the GUI, never raised across the pipe
        return None, None, f"{type(exc).__name__}: {exc}"
    return action, reason_of(bot), None


def spawn_pool() -> ProcessPoolExecutor:
    """A new one-worker process pool (``spawn``: never a ``fork`` of a process
    that runs Qt threads); the hint's and the review's (``cardtable.review``)."""
    import multiprocessing  # with the process pool ~10 ms: only when one is wanted
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))


def executor() -> ProcessPoolExecutor:
    """The hint's one-process pool, started on first use."""
    global _executor
    with _lock:
        if _executor is None:
            _executor = spawn_pool()
        return _executor


def submit(game: str, level: str, observation: Any, legal: Sequence[Any], rng_seed: str,
           done: Callable[[Outcome], None]) -> Future:
    """Start a decision; ``done(outcome)`` is called on a helper thread of
    this process when it is back (not when the future is cancelled)."""
    future = executor().submit(decide, game, level, observation, list(legal), rng_seed)

    def finished(f: Future) -> None:
        if f.cancelled():
            return
        try:
            outcome = f.result()
        except Exception as exc:  # the worker died (or could not unpickle)
            outcome = (None, None, f"{type(exc).__name__}: {exc}")
        done(outcome)

    future.add_done_callback(finished)
    return future


def shutdown() -> None:
    """Stop the worker (at exit, or in tests); a new one starts when needed."""
    global _executor
    with _lock:
        pool, _executor = _executor, None
    if pool is not None:
        pool.shutdown(wait=False, cancel_futures=True)
