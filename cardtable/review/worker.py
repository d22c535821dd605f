"""Running a review off the GUI thread: one decision per task, in a process.

Like the hint (``cardtable.ai.process``), the expert's pure-Python search
runs in a spawned worker process so it never holds the GUI's GIL; the
review keeps a one-worker pool of its own, so a review never queues a hint
behind a whole game's decisions. Each decision is one task, submitted when
the last came back: progress is reported between decisions and a cancel
takes effect at the next one (the decision being thought about is dropped).
Each task is the hint's own ``process.decide`` with the hint's level and
seed, so the figures are the numbers a hint would show. Where no process
can be started, a thread does the work instead (slower to the eye, the same
values).

Callbacks run on a helper thread of this process; the GUI relays them to
its own thread (``cardtable.ui.review.review_window``). The requests are built
before the first task (``grading.requests``), so no helper thread ever
touches the replay's states.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future

from cardtable.ai import process
from cardtable.review.grading import REVIEW_LEVEL, Graded, Request, Summary, grade

_lock = threading.Lock()
_executor: Executor | None = None
_threads: Executor | None = None


def review_decision(request: Request) -> process.Outcome:
    """Run in the worker: the expert's choice and reason at ``request``, as a hint."""
    return process.decide(request.game, REVIEW_LEVEL, request.observation, request.legal,
                             request.seed)


def executor(use_process: bool = True) -> Executor:
    """The review's own one-worker pool (``spawn``, as the hint's), or a thread."""
    global _executor, _threads
    with _lock:
        if not use_process:
            if _threads is None:
                from concurrent.futures import ThreadPoolExecutor
                _threads = ThreadPoolExecutor(max_workers=1, thread_name_prefix="review")
            return _threads
        if _executor is None:
            _executor = process.spawn_pool()
        return _executor


def shutdown() -> None:
    """Stop the workers (at exit, or in tests); new ones start when needed."""
    global _executor, _threads
    with _lock:
        pools, _executor, _threads = (_executor, _threads), None, None
    for pool in pools:
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)


class ReviewJob:
    """Reviews ``requests`` one after the other; plain Python, callbacks on a helper thread.

    ``progress(done, total)`` after each decision, ``finished(summary)`` once
    at the end (also after a cancel, with what was reviewed by then)."""

    def __init__(self, requests: Sequence[Request], deal: int | None,
                 progress: Callable[[int, int], None],
                 finished: Callable[[Summary], None], use_process: bool = True) -> None:
        self.requests = list(requests)
        self.summary = Summary(deal=deal, planned=len(self.requests))
        self.progress = progress
        self.finished = finished
        self.use_process = use_process
        self.cancelled = False
        self.done = False
        self.future: Future | None = None
        self._lock = threading.Lock()

    def start(self) -> None:
        self._next()

    def cancel(self) -> None:
        """Stop after the decision being thought about (dropped); report what is done."""
        with self._lock:
            if self.done:
                return
            self.cancelled = True
            future = self.future
        if future is not None and future.cancel():
            self._finish()

    def _next(self) -> None:
        with self._lock:
            position = len(self.summary.decisions)
            if self.cancelled or position >= len(self.requests):
                stop = True
            else:
                stop = False
                request = self.requests[position]
        if stop:
            self._finish()
            return
        try:
            future = executor(self.use_process).submit(review_decision, request)
        except Exception:  # no process here: the rest on a thread
            if not self.use_process:
                raise
            logging.getLogger(__name__).exception("review process unavailable")
            self.use_process = False
            future = executor(False).submit(review_decision, request)
        with self._lock:
            self.future = future
        future.add_done_callback(lambda f, r=request: self._back(f, r))

    def _back(self, future: Future, request: Request) -> None:
        if future.cancelled():
            return
        try:
            _action, reason, error = future.result()
        except Exception as exc:  # the worker died: that decision stays ungraded
            reason, error = None, f"{type(exc).__name__}: {exc}"
        graded: Graded = grade(request, reason)
        if error is not None:
            logging.getLogger(__name__).warning("review of step %d: %s", request.index, error)
        with self._lock:
            if self.cancelled:
                stop = True
            else:
                stop = False
                self.summary.decisions.append(graded)
                done = len(self.summary.decisions)
        if stop:
            self._finish()
            return
        self.progress(done, len(self.requests))
        self._next()

    def _finish(self) -> None:
        with self._lock:
            if self.done:
                return
            self.done = True
        self.finished(self.summary)


def run_now(requests: Sequence[Request], deal: int | None = None) -> Summary:
    """The whole review in this thread (tests, the command line): the same values."""
    summary = Summary(deal=deal, planned=len(requests))
    for request in requests:
        _action, reason, _error = review_decision(request)
        summary.decisions.append(grade(request, reason))
    return summary
