"""The headless ``cardtable`` command: ``sim`` and ``check``, run in-process.

``main`` returns the exit code; bad input must give code 2 and one clean line
on stderr, and ``check`` must name each broken file and what is wrong.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.commands.cli import main

SIM = ["sim", "--variant", "twenty-two", "--players", "4", "--seed", "2"]
REPO = Path(__file__).resolve().parent.parent


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def sim_to(capsys, path: Path, *extra: str) -> tuple[int, str, str]:
    return run(capsys, *SIM, "--games", "5", "--bots", "random,easy,random,easy",
               "--record", str(path), *extra)


def assert_clean_failure(code: int, out: str, err: str) -> str:
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("cardtable: ")
    assert "Traceback" not in err
    return lines[0]


# ------------------------------------------------------------------------ sim
def test_sim_json_summary_and_records(capsys, tmp_path):
    path = tmp_path / "x.jsonl"
    code, out, err = sim_to(capsys, path, "--json")
    assert code == 0, err
    assert err == ""
    summary = json.loads(out.strip().splitlines()[-1])
    for key in ("actions_per_second", "wins", "deals", "actions"):
        assert key in summary
    assert len(summary["wins"]) == 4
    assert sum(summary["wins"]) >= 5  # every game has a winner (ties may share)
    assert summary["games"] == 5
    assert summary["bots"] == ["random", "easy", "random", "easy"]
    assert summary["deals"] >= 5
    assert summary["actions"] > summary["deals"]
    assert summary["actions_per_second"] > 0

    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 5
    records = [json.loads(line) for line in lines]
    assert sum(len(r["deals"]) for r in records) == summary["deals"]
    assert sum(len(d["moves"]) for r in records for d in r["deals"]) == summary["actions"]
    wins = [0] * 4
    for r in records:
        assert r["format"] == "cardtable-record"
        assert [s["level"] for s in r["seats"]] == ["random", "easy", "random", "easy"]
        for w in r["result"]["winners"]:
            wins[w] += 1
    assert wins == summary["wins"]
    assert os.listdir(tmp_path) == ["x.jsonl"]  # no temporary file left behind

    code, out, err = run(capsys, "check", str(path))
    assert code == 0, out
    assert out.strip().splitlines()[-1] == "5 records valid, 0 problems"
    assert err == ""


def test_sim_without_json_prints_readable_summary(capsys):
    code, out, err = run(capsys, *SIM, "--games", "2", "--bots", "random")
    assert code == 0, err
    assert out.startswith("2 games of twenty-two, 4 players")
    assert "actions/s" in out
    with pytest.raises(json.JSONDecodeError):
        json.loads(out.strip().splitlines()[-1])


def test_sim_is_deterministic(capsys, tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    assert sim_to(capsys, a)[0] == 0
    assert sim_to(capsys, b)[0] == 0
    assert a.read_bytes() == b.read_bytes()

    c = tmp_path / "c.jsonl"
    code = run(capsys, *SIM[:-1], "3", "--games", "5", "--bots", "random,easy,random,easy",
               "--record", str(c))[0]
    assert code == 0
    assert c.read_bytes() != a.read_bytes()  # the seed matters


def test_single_bot_name_for_every_seat(capsys, tmp_path):
    path = tmp_path / "easy.jsonl"
    code, out, err = run(capsys, *SIM, "--games", "3", "--bots", "easy", "--record", str(path),
                         "--json")
    assert code == 0, err
    summary = json.loads(out.strip().splitlines()[-1])
    assert summary["bots"] == ["easy"] * 4
    for line in path.read_text(encoding="utf-8").splitlines():
        assert [s["level"] for s in json.loads(line)["seats"]] == ["easy"] * 4


def test_sim_other_player_counts(capsys):
    for players in ("2", "7", "12"):
        code, out, err = run(capsys, "sim", "--players", players, "--games", "1", "--json")
        assert code == 0, err
        assert len(json.loads(out.strip().splitlines()[-1])["wins"]) == int(players)


def test_module_entry_point(tmp_path):
    path = tmp_path / "m.jsonl"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-m", "cardtable", "sim", "--games", "2", "--seed", "5",
         "--record", str(path), "--json"],
        capture_output=True, text=True, timeout=60, cwd=tmp_path, env=env)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1])["games"] == 2
    assert len(path.read_text(encoding="utf-8").splitlines()) == 2

    bad = subprocess.run([sys.executable, "-m", "cardtable", "sim", "--players", "1"],
                         capture_output=True, text=True, timeout=60, cwd=tmp_path, env=env)
    assert bad.returncode == 2
    assert len(bad.stderr.strip().splitlines()) == 1
    assert "Traceback" not in bad.stderr


# ----------------------------------------------------------------- bad input
@pytest.mark.parametrize(("args", "words"), [
    (["--variant", "poker"], ("unknown variant", "poker", "twenty-two")),
    (["--variant", ""], ("unknown variant",)),
    (["--players", "1"], ("1",)),
    (["--players", "0"], ("0",)),
    (["--players", "-3"], ("-3",)),
    (["--players", "13"], ("13",)),
    (["--players", "1000000"], ("1000000",)),
    (["--bots", "random,easy"], ("--bots", "2 bots", "4 players")),
    (["--bots", "random,easy,random,easy,easy"], ("--bots", "5 bots")),
    (["--bots", "random,,random,easy"], ("unknown bot",)),
    (["--bots", "genius"], ("unknown bot", "genius", "easy")),
    (["--bots", "random,easy,random,genius"], ("unknown bot", "genius")),
    (["--games", "0"], ("--games",)),
    (["--games", "-1"], ("--games",)),
    (["--games", "1000001"], ("--games",)),
])
def test_bad_sim_input(capsys, tmp_path, args, words):
    record = tmp_path / "never.jsonl"
    code, out, err = run(capsys, "sim", "--games", "1", *args, "--record", str(record))
    line = assert_clean_failure(code, out, err)
    for word in words:
        assert word in line, line
    assert not record.exists()


def test_sim_record_cannot_be_written(capsys, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    code, out, err = run(capsys, *SIM, "--games", "1", "--record", str(blocker / "x.jsonl"))
    line = assert_clean_failure(code, out, err)
    assert "cannot write" in line


@pytest.mark.parametrize("args", [
    ["sim", "--players", "four"],
    ["sim", "--games", "1.5"],
    ["sim", "--frobnicate"],
    ["frobnicate"],
    ["check"],
])
def test_argparse_errors_exit_2(capsys, args):
    with pytest.raises(SystemExit) as info:
        main(args)
    assert info.value.code == 2
    _, err = capsys.readouterr()
    assert "Traceback" not in err
    assert "error:" in err


# ---------------------------------------------------------------------- check
@pytest.fixture
def good_file(capsys, tmp_path) -> Path:
    path = tmp_path / "games.jsonl"
    assert sim_to(capsys, path)[0] == 0
    return path


def test_check_names_the_corrupted_record(capsys, tmp_path, good_file):
    lines = good_file.read_text(encoding="utf-8").splitlines()
    rec = json.loads(lines[2])
    deal = rec["deals"][0]
    # Move 1 is the first exchange: its seat holds only its dealt hand, never the
    # stock's bottom card.
    first = deal["moves"][0]
    assert first["action"] == "exchange"
    first["cards"] = [deal["deck"][-1]]
    lines[2] = json.dumps(rec)
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")

    code, out, err = run(capsys, "check", str(bad))
    assert code == 1
    assert err == ""
    out_lines = out.strip().splitlines()
    problems = [line for line in out_lines if line.startswith(str(bad))]
    assert len(problems) == 1, out
    assert problems[0].startswith(f"{bad}:3: deal 1, move 1: ")
    assert "do not hold" in problems[0]
    assert out_lines[-1] == "4 records valid, 1 problem"


def test_check_several_files(capsys, tmp_path, good_file):
    garbage = tmp_path / "garbage.cardtable"
    garbage.write_text("hello", encoding="utf-8")
    code, out, err = run(capsys, "check", str(good_file), str(garbage), str(good_file))
    assert code == 1
    assert err == ""
    assert out.strip().splitlines()[-1] == "10 records valid, 1 problem"
    assert sum(1 for line in out.splitlines() if line.startswith(str(garbage))) == 1


def test_check_missing_file(capsys, tmp_path):
    missing = tmp_path / "nope.jsonl"
    code, out, err = run(capsys, "check", str(missing))
    assert code == 1
    assert "Traceback" not in out + err
    lines = out.strip().splitlines()
    assert lines[0].startswith(f"{missing}: ")
    assert "cannot be opened" in lines[0]
    assert lines[-1] == "0 records valid, 1 problem"


@pytest.mark.parametrize("size", [0, 1, 50, 10_000])
def test_check_random_bytes(capsys, tmp_path, size):
    path = tmp_path / "noise.bin"
    path.write_bytes(random.Random(size).randbytes(size))
    code, out, err = run(capsys, "check", str(path))
    assert code == 1
    assert "Traceback" not in out + err
    problems = [line for line in out.splitlines() if line.startswith(str(path))]
    assert len(problems) == 1, out
    assert out.strip().splitlines()[-1] == "0 records valid, 1 problem"


def test_check_folder(capsys, tmp_path):
    code, out, _ = run(capsys, "check", str(tmp_path))
    assert code == 1
    assert "folder" in out


def test_help_names_every_game(capsys):
    """`cardtable --help` named 22, the Cucumber family and Supertrump, and
    `--game` offered cucumber or supertrump: Sneak, a game of the window and
    of `--demo --game sneak`, was missing from both."""
    from cardtable import games

    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = " ".join(capsys.readouterr().out.lower().split())
    for game_id in games.ids():
        assert out.count(game_id) >= 2, f"{game_id!r} missing from --help"
