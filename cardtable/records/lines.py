"""The lines of a JSON-lines file, read in bounded chunks.

Why a module of its own: ``cardtable check`` reads files of any size, and
reading them line by line with ``readline`` was both unbounded and slow. A
line longer than the cap used to end the whole file (everything after it
went unchecked), and 200 MB of blank lines took half a minute. Here the file
is read one chunk at a time: a line over the cap is reported once and the
rest of it skipped without being kept, a run of blank lines is counted
without splitting it, and consecutive identical lines come out as one run,
so a reader can judge them once (200 MB of ``{}`` lines are 67 million
lines, and all of them must be counted). Memory stays at about the cap plus
two chunks whatever the file holds.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import BinaryIO

#: How much of the file is read at once.
CHUNK_BYTES = 1 << 20


@dataclass(frozen=True, slots=True)
class Run:
    """``count`` consecutive lines from ``number`` on, each holding ``text``
    (the line without its newline), or ``None`` if it is longer than the cap.
    ``binary``: line ``number`` holds a NUL byte, which no text file does
    (a binary file, or the hole of a sparse one); reading stopped there."""

    number: int
    text: bytes | None
    count: int = 1
    binary: bool = False


def iter_runs(f: BinaryIO, limit: int, chunk: int = CHUNK_BYTES) -> Iterator[Run]:
    """Every line of ``f`` that is not blank (spaces, tabs, line ends only),
    with its 1-based number, as runs of identical lines; a run is cut at the
    end of each chunk, so the first runs come before the file is read
    through. A line of more than ``limit`` bytes comes as a run of
    ``text=None`` and is never held whole."""
    number = 1          # the number of the line that ``rest`` starts
    rest = b""          # the start of a line not ended yet (at most ``limit`` bytes)
    skipping = False    # inside a line over the cap: drop bytes up to its end
    first, text, count = 1, None, 0   # the run being gathered (count 0: none yet)
    while data := f.read(chunk):
        nul = data.find(b"\0")
        if nul >= 0:
            data = data[:nul]
        if skipping:
            end = data.find(b"\n")
            if end < 0:
                data = b""
            else:
                data, skipping = data[end + 1:], False
                number += 1
        if not rest and not data.strip():  # only blank lines: count them, unsplit
            number += data.count(b"\n")
            rest = data[data.rfind(b"\n") + 1:]
            lines: list[bytes] = []
        else:
            lines = (rest + data).split(b"\n")
            rest = lines.pop()
        if first + count == number and lines.count(text) == len(lines):  # type: ignore[arg-type]
            count += len(lines)  # the run goes on through the whole chunk (or it is blank)
            number += len(lines)
            lines = []
        for line in lines:
            if len(line) > limit or line.strip():
                line_text = line if len(line) <= limit else None
                if count and line_text == text and first + count == number:
                    count += 1
                else:
                    if count:
                        yield Run(first, text, count)
                    first, text, count = number, line_text, 1
            number += 1
        if count:
            yield Run(first, text, count)
            first, count = first + count, 0
        if nul >= 0:
            yield Run(number, None, binary=True)
            return
        if len(rest) > limit:
            yield Run(number, None)
            rest, skipping = b"", True
    if rest.strip():
        yield Run(number, rest)
