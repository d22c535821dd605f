"""Writes off the caller's thread (``records.later``): the newest text lands, a
text waiting is replaced, failures are told, readers and the exit wait."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

from cardtable.records import later
from cardtable.records.files import read_capped
from cardtable.records.io import save_atomic

REPO = Path(__file__).resolve().parents[2]


class Gate:
    """A write that records its text and waits at the gate until it opens."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.open = threading.Event()
        self.written: list[str] = []
        self.outcomes: list[BaseException | None] = []

    def write(self, path: Path, text: str) -> None:
        self.started.set()
        assert self.open.wait(30)
        save_atomic(path, text)
        self.written.append(text)

    def done(self, error: BaseException | None) -> None:
        self.outcomes.append(error)


def test_a_text_waiting_is_replaced_by_the_newest_and_flush_waits_for_it(tmp_path):
    path, gate = tmp_path / "auto.txt", Gate()
    writer = later.LaterWriter(path, gate.write, gate.done)
    writer.put("move 1")
    assert gate.started.wait(30)    # move 1 is being written: 2 waits, 3 replaces it
    writer.put("move 2")
    writer.put("move 3")
    assert writer.pending
    gate.open.set()
    writer.flush()
    assert not writer.pending
    assert gate.written == ["move 1", "move 3"] and gate.outcomes == [None, None]
    assert path.read_text(encoding="utf-8") == "move 3"


def test_a_reader_waits_for_the_write_under_way(tmp_path):
    path, gate = tmp_path / "auto.txt", Gate()
    path.write_text("old", encoding="utf-8")
    writer = later.LaterWriter(path, gate.write, gate.done)
    writer.put("new")
    assert gate.started.wait(30)
    seen: list[bytes] = []
    reader = threading.Thread(target=lambda: seen.append(read_capped(path, 100)))
    reader.start()
    gate.open.set()
    reader.join(30)
    assert seen == [b"new"]      # never the file from before the move


def test_a_failed_write_is_told_and_the_next_one_still_happens(tmp_path):
    path, outcomes = tmp_path / "auto.txt", []
    fail = [True]

    def write(target: Path, text: str) -> None:
        if fail[0]:
            raise OSError(28, "No space left on device")
        save_atomic(target, text)

    writer = later.LaterWriter(path, write, outcomes.append)
    writer.put("a")
    writer.flush()
    assert len(outcomes) == 1 and isinstance(outcomes[0], OSError) and not path.exists()
    fail[0] = False
    writer.put("b")
    later.flush(path)             # by path, as the readers do
    assert outcomes[1:] == [None] and path.read_text(encoding="utf-8") == "b"


def test_a_text_handed_over_just_before_the_exit_is_written(tmp_path):
    path = tmp_path / "auto.txt"
    code = ("import sys; from cardtable.records.later import LaterWriter;"
            "from cardtable.records.io import save_atomic;"
            "w = LaterWriter(sys.argv[1], save_atomic, lambda e: None);"
            "[w.put(f'move {i}') for i in range(1, 51)]")
    subprocess.run([sys.executable, "-c", code, str(path)], check=True, cwd=REPO, timeout=60)
    assert path.read_text(encoding="utf-8") == "move 50"
