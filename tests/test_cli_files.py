"""The headless commands and odd files: FIFOs, devices, missing folders, closed pipes.

``check`` must refuse what is not a regular file instead of hanging on it,
``sim --record`` must neither create folders nor replace a device, and a
reader that stops early (``| head -1``) must end the command quietly.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.commands.cli import main
from cardtable.commands.sim import run_sim
from cardtable.records.files import NotRegularFile
from cardtable.records.io import save_atomic

REPO = Path(__file__).resolve().parent
ENV = {**os.environ, "PYTHONPATH": str(REPO.parent)}
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


def cardtable(*args: str, timeout: int = 60) -> subprocess.CompletedProcess:
    """Run the command in a subprocess (a hang becomes a failure, not a stuck run)."""
    return subprocess.run([sys.executable, "-m", "cardtable", *args], capture_output=True,
                          text=True, timeout=timeout, env=ENV)


@needs_fifo
def test_check_refuses_a_fifo_instead_of_hanging(tmp_path):
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    done = cardtable("check", str(fifo), timeout=20)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stdout.splitlines() == [
        f"{fifo}: It is a FIFO (named pipe), not a regular file.",
        "0 records valid, 1 problem"]


@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="no /dev/null here")
def test_check_refuses_a_device(capsys):
    assert main(["check", "/dev/null"]) == 1
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "/dev/null: It is a character device, not a regular file."


def test_check_into_a_closed_pipe_ends_quietly(tmp_path):
    many = tmp_path / "bad.jsonl"
    many.write_text("[1]\n", encoding="utf-8")
    # One problem line per file named: 4000 of them are more than a pipe holds
    # (a single file shows at most 20 of its problems).
    child = subprocess.Popen([sys.executable, "-m", "cardtable", "check", *[str(many)] * 4000],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV)
    first = child.stdout.readline()  # what `head -1` reads, then it goes away
    child.stdout.close()
    err = child.stderr.read().decode()
    code = child.wait(timeout=60)
    assert first == str(many).encode() + b": A record must be an object, not a list.\n"
    assert err == "" and code == 141


def test_sim_record_refuses_a_missing_folder(capsys, tmp_path):
    target = tmp_path / "missing" / "dir" / "x.jsonl"
    code = main(["sim", "--games", "1", "--record", str(target)])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.strip() == f"cardtable: cannot write {target}: the folder {target.parent} " \
                          "does not exist"
    assert not (tmp_path / "missing").exists()


@needs_fifo
def test_sim_record_refuses_a_fifo_and_leaves_it_alone(capsys, tmp_path):
    fifo = tmp_path / "out.jsonl"
    os.mkfifo(fifo)
    code = main(["sim", "--games", "1", "--record", str(fifo)])
    _, err = capsys.readouterr()
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "FIFO" in err and "not a regular file" in err
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_sim_record_never_replaces_a_device(capsys):
    code = main(["sim", "--games", "1", "--record", "/dev/full"])
    _, err = capsys.readouterr()
    assert code == 2 and err.strip() == ("cardtable: cannot write /dev/full: it is a "
                                         "character device, not a regular file")
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)


@needs_fifo
def test_atomic_saves_refuse_special_targets_and_missing_folders(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(NotRegularFile):
        save_atomic(fifo, "text")
    assert stat.S_ISFIFO(os.stat(fifo).st_mode) and os.listdir(tmp_path) == ["fifo"]
    with pytest.raises(FileNotFoundError):
        run_sim("twenty-two", 4, 1, 1, ["random"] * 4, str(tmp_path / "no" / "x.jsonl"))
    assert not (tmp_path / "no").exists()
