"""``cardtable check`` on big and odd JSON-lines files: a line over the cap is
one problem and the lines after it are still checked; problems are printed
as they are found, at most 20 a file with the rest counted; a file with no
record at all is a problem."""

from __future__ import annotations

import pytest

from cardtable.commands import check
from cardtable.commands.cli import main
from cardtable.games.cucumber import new_game, preset
from cardtable.records import io as record_io
from cardtable.records.io import Seat, dumps, record_dict


@pytest.fixture(scope="module")
def record_line() -> str:
    state = new_game(preset("twenty-two"), 3, seed=4)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return dumps(record_dict(state, [Seat("Ann"), Seat("Bo"), Seat("Cy")], "twenty-two"))


def run_check(capsys, *paths) -> tuple[int, list[str]]:
    code = main(["check", *map(str, paths)])
    out, err = capsys.readouterr()
    assert err == ""
    return code, out.splitlines()


def test_a_line_over_the_cap_is_one_problem_and_the_file_goes_on(capsys, tmp_path,
                                                                  record_line):
    path = tmp_path / "games.jsonl"
    with path.open("w", encoding="utf-8") as f:
        f.write(record_line + "\n")
        f.write("x" * (record_io.MAX_LINE_BYTES + 1) + "\n")
        f.write(record_line + "\n")
    code, lines = run_check(capsys, path)
    assert code == 1
    assert lines == [f"{path}:2: The line is longer than "
                     f"{record_io.MAX_LINE_BYTES // 2**20} MiB; no record is that big.",
                     "2 records valid, 1 problem"]


def test_many_problems_are_counted_but_twenty_are_shown(capsys, tmp_path):
    path = tmp_path / "braces.jsonl"
    path.write_text("{}\n" * 10_000, encoding="utf-8")
    code, lines = run_check(capsys, path)
    assert code == 1
    shown = [f"{path}:{n}: This is not a cardtable record (it lacks \"format\": "
             "\"cardtable-record\")." for n in range(1, 21)]
    assert lines == [*shown, f"{path}: ... and 9980 more problems (not shown)",
                     "0 records valid, 10000 problems"]


def test_the_cap_is_per_file_and_counts_mixed_lines(capsys, tmp_path, record_line):
    path = tmp_path / "mixed.jsonl"
    path.write_text("\n".join([record_line, "{}", "[]", "{}", "{}", record_line]) + "\n\n",
                    encoding="utf-8")
    valid, problems = check.report_files([str(path)] * 2, (out := []).append, shown_per_file=2)
    assert (valid, problems) == (4, 8)
    assert [line.split(": ")[0] for line in out] == [
        f"{path}:2", f"{path}:3", f"{path}", f"{path}:2", f"{path}:3", f"{path}"]
    assert out[2] == f"{path}: ... and 2 more problems (not shown)"


def test_problems_are_written_before_the_file_is_read_through(tmp_path, monkeypatch):
    path = tmp_path / "big.jsonl"
    path.write_bytes(b"{}\n" * 1_000_000)  # 3 MB: three chunks
    read = []
    real_open = record_io.open_regular

    def counting_open(p):
        f = real_open(p)
        real_read = f.read

        def counted(n=-1):
            data = real_read(n)
            read.append(len(data))
            return data

        f.read = counted
        return f

    monkeypatch.setattr(record_io, "open_regular", counting_open)
    read_when_written = []
    valid, problems = check.report_files([str(path)], lambda line: read_when_written.append(
        sum(read)))
    assert (valid, problems) == (0, 1_000_000)
    assert read_when_written[0] < path.stat().st_size // 2
    assert sum(read) == path.stat().st_size


@pytest.mark.parametrize("content, reason", [
    (b"", "It is empty: no record found."),
    (b"\n \n\t\n", "It holds only blank lines: no record found."),
    (b"\n" * (record_io.MAX_FILE_BYTES + 10), "It holds only blank lines: no record found."),
])
def test_a_file_without_a_record_is_a_problem(capsys, tmp_path, content, reason):
    path = tmp_path / "nothing.jsonl"
    path.write_bytes(content)
    code, lines = run_check(capsys, path)
    assert code == 1
    assert lines == [f"{path}: {reason}", "0 records valid, 1 problem"]
