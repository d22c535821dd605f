"""A reader that stops early (``cardtable check *.jsonl | head -1``) ends us quietly.

Why: when the reader of our standard output goes away, the next write raises
``BrokenPipeError`` — and if nothing catches it Python prints a traceback,
then complains again while flushing at exit. Unix tools simply stop (they
die of SIGPIPE; the shell reports 141). :func:`quiet_broken_pipe` does the
same for a command's ``main``: standard output is pointed at ``os.devnull``
so the exit flush cannot fail again, and the exit code is 141.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from typing import ParamSpec

P = ParamSpec("P")

#: 128 + SIGPIPE: what a shell reports for a Unix tool stopped by a closed pipe.
EXIT_BROKEN_PIPE = 141


def quiet_broken_pipe(main: Callable[P, int]) -> Callable[P, int]:
    """Wrap a command's ``main`` so a closed standard output ends it silently."""

    @functools.wraps(main)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> int:
        try:
            code = main(*args, **kwargs)
            sys.stdout.flush()  # a closed pipe shows here rather than at exit
        except BrokenPipeError:
            _silence_stdout()
            return EXIT_BROKEN_PIPE
        return code

    return wrapper


def _silence_stdout() -> None:
    """Point file descriptor 1 at devnull: the interpreter's last flush of
    the still-buffered output then goes nowhere instead of raising again."""
    try:
        fileno = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):  # replaced by a non-file (tests)
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, fileno)
    finally:
        os.close(devnull)
