"""Tables survive their server: ``cardtable serve --data`` killed with SIGKILL in
the middle of a game comes back on the same port, the bot clients rejoin with
their tokens, and the game ends as the engine's own game. Real processes and
sockets on 127.0.0.1; every wait is bounded."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from cardtable import games
from cardtable.commands.check import check_files
from cardtable.records.io import read_record_file

ENV = dict(os.environ, PYTHONUNBUFFERED="1")
TABLE = "cucumber:twenty-two:3:open,open,ai-easy"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(data: Path, port: int, *tables: str) -> subprocess.Popen:
    args = [sys.executable, "-m", "cardtable", "serve", "--port", str(port), "--data",
            str(data), "--ai-pause", "0.02", "--takeover", "30"]
    for table in tables:
        args += ["--table", table]
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=ENV)


def lines_until_invitations(server: subprocess.Popen, count: int) -> list[str]:
    """The server's lines up to its ``count``-th invitation."""
    lines: list[str] = []
    while sum(line.startswith("invitation: ") for line in lines) < count:
        line = server.stdout.readline()
        assert line, (lines, server.stderr.read() if server.poll() is not None else "")
        lines.append(line.strip())
    return lines


def moves_in(path: Path) -> list[dict]:
    record = json.loads(path.read_text())["record"]
    return [move for deal in record["deals"] for move in deal["moves"]]


def engine_replay(record_path: Path):
    """The game the record's moves make when the engine plays them from its seed
    (no scripted decks): what the record must equal."""
    loaded = read_record_file(record_path)
    spec = games.get(loaded.game)
    state = spec.new_game(loaded.state.rules, len(loaded.seats), loaded.state.seed)
    for deal in loaded.state.log:
        for _seat, action in deal.moves:
            state.apply(action)
    return loaded.state, state


def test_a_server_killed_mid_game_comes_back_and_the_game_ends_as_the_engines(tmp_path):
    port = free_port()
    first = serve(tmp_path, port, TABLE)
    clients: list[subprocess.Popen] = []
    second = None
    try:
        invitation = lines_until_invitations(first, 1)[-1].split(" ", 1)[1]
        table_id = invitation.rsplit("/", 1)[1].split("-")[0]
        saved = tmp_path / "tables" / f"{table_id}.json"
        assert saved.stat().st_mode & 0o777 == 0o600
        clients = [subprocess.Popen([sys.executable, "-m", "cardtable", "join", invitation,
                                     "--name", name, "--bot", "easy"],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                    env=ENV)
                   for name in ("Ann", "Bo")]
        deadline = time.monotonic() + 30
        while len(moves_in(saved)) < 25:
            assert time.monotonic() < deadline, "the game did not get going"
            time.sleep(0.02)
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=10)
        before = moves_in(saved)           # what the killed server had announced
        killed_at = time.monotonic()
        second = serve(tmp_path, port)
        lines = lines_until_invitations(second, 1)
        back_after = time.monotonic() - killed_at
        assert lines[1].startswith(f"resumed: table {table_id}, cucumber twenty-two, ")
        assert lines[2] == f"invitation: {invitation}"
        outs = [client.communicate(timeout=60) for client in clients]
        for client, (out, err) in zip(clients, outs, strict=True):
            assert client.returncode == 0, err
            assert "rejoined" in out, out
        second.send_signal(signal.SIGTERM)
        assert second.wait(timeout=15) == 0
    finally:
        for process in (*clients, first, second):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait(timeout=10)
    records = sorted(tmp_path.glob(f"*-{table_id}.cardtable"))
    assert len(records) == 1 and not saved.exists()
    assert check_files([str(records[0])]) == (1, [])
    recorded, replayed = engine_replay(records[0])
    assert replayed.is_over and recorded.fingerprint() == replayed.fingerprint()
    final = [move for deal in json.loads(records[0].read_text())["deals"]
             for move in deal["moves"]]
    assert final[:len(before)] == before and len(final) > len(before)
    print(f"killed after {len(before)} moves; back in {back_after:.2f} s; "
          f"{len(final)} moves in all")


def test_the_systemd_unit_runs_a_serve_command_that_exists():
    # packaging/cardtable-serve.service is quoted by docs/network.md: its
    # command line must be one `cardtable serve` accepts, with a data folder
    # (tables come back after a restart) and a fixed port.
    from cardtable.commands.cli import _parser

    unit = (Path(__file__).resolve().parents[2] / "packaging" / "cardtable-serve.service")
    start = next(line for line in unit.read_text().splitlines()
                 if line.startswith("ExecStart="))
    program, *args = start.removeprefix("ExecStart=").split()
    assert program.endswith("/cardtable") and args[0] == "serve"
    parsed = _parser().parse_args(args)
    assert parsed.data == Path("/var/lib/cardtable") and parsed.port == 8765
    assert parsed.public_tls and parsed.public_port == 443
    assert f"ReadWritePaths={parsed.data}" in unit.read_text()
