"""``cardtable check``: replay every record in some files and report problems.

Problems are written as they are found, not gathered first: 200 MB of
``{}`` lines once grew to gigabytes of problem lines and printed nothing
for minutes. At most :data:`SHOWN_PER_FILE` are shown per file and the rest
only counted, and identical lines (``iter_record_runs``) are judged once,
so memory stays small and the count stays exact however big the file is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from cardtable.games.record_schema import RecordError
from cardtable.records.io import iter_record_runs, load_record

#: Problems shown per file; the rest are counted in one closing line.
SHOWN_PER_FILE = 20
_NOTHING = object()  # no line judged yet (a line may well be ``null``)


def check_files(paths: list[str]) -> tuple[int, list[str]]:
    """Replay every record of ``paths``; returns (valid records, every problem
    line). It holds every problem: for small files and tests; the command
    streams with :func:`report_files`."""
    valid = 0
    problems: list[str] = []
    for path in paths:
        for line, problem, count in _judged(path):
            if problem is None:
                valid += count
            else:
                problems.extend(f"{_where(path, line, i)}: {problem}" for i in range(count))
    return valid, problems


def report_files(paths: list[str], write: Callable[[str], None],
                 shown_per_file: int = SHOWN_PER_FILE) -> tuple[int, int]:
    """Replay every record of ``paths``, calling ``write`` with each problem
    line as soon as it is found — at most ``shown_per_file`` per file, then
    one line that counts the rest. Returns (valid records, problems)."""
    valid = problems = 0
    for path in paths:
        in_file = 0
        for line, problem, count in _judged(path):
            if problem is None:
                valid += count
                continue
            for i in range(min(count, max(0, shown_per_file - in_file))):
                write(f"{_where(path, line, i)}: {problem}")
            in_file += count
        if in_file > shown_per_file:
            hidden = in_file - shown_per_file
            write(f"{path}: ... and {hidden} more problem{'s' if hidden != 1 else ''} "
                  "(not shown)")
        problems += in_file
    return valid, problems


def _judged(path: str) -> Iterator[tuple[int | None, str | None, int]]:
    """``(first line, problem or None if the record is valid, how many lines)``
    for each run of identical records in the file at ``path``."""
    last: tuple[Any, str | None] = (_NOTHING, None)
    for line, item, count in iter_record_runs(path):
        if item is not last[0]:  # the same object again: the same line, judged already
            last = (item, _problem(item))
        yield line, last[1], count


def _problem(item: Any) -> str | None:
    """What is wrong with one parsed record (or its reading error); ``None`` if valid."""
    if isinstance(item, RecordError):
        return str(item)
    try:
        load_record(item)
    except RecordError as exc:
        return str(exc)
    return None


def _where(path: str, line: int | None, offset: int) -> str:
    return path if line is None else f"{path}:{line + offset}"
