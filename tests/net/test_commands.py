"""``cardtable serve`` and ``cardtable join --bot`` as a club runs them: real
processes, real sockets on 127.0.0.1, records that ``cardtable check`` accepts."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

ENV = dict(os.environ, PYTHONUNBUFFERED="1")


def cardtable(*args: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "cardtable", *args], capture_output=True,
                          text=True, env=ENV, timeout=180, **kwargs)


def test_a_served_table_is_played_by_bot_clients_and_kept_as_a_record(tmp_path):
    server = subprocess.Popen(
        [sys.executable, "-m", "cardtable", "serve", "--port", "0", "--data", str(tmp_path),
         "--ai-pause", "0",
         "--table", "cucumber:twenty-two:4:open,open,ai-easy,ai-normal",
         # The preset left out (GAME::PLAYERS); Supertrump's one deal rather than
         # Sneak's five or more (every game plays over sockets in test_server.py).
         "--table", "supertrump::2:open,ai-easy"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    try:
        lines = [server.stdout.readline() for _ in range(3)]
        assert lines[0].startswith("listening on 127.0.0.1:")
        invitations = [line.split(" ", 1)[1].strip() for line in lines[1:]]
        assert all(i.startswith("cardtable://127.0.0.1:") for i in invitations)
        clients = [subprocess.Popen([sys.executable, "-m", "cardtable", "join", inv,
                                     "--name", name, "--bot", "easy"],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                    env=ENV)
                   for inv, name in ((invitations[0], "Ann"), (invitations[0], "Bo"),
                                     (invitations[1], "Cy"))]
        for client in clients:
            out, err = client.communicate(timeout=180)
            assert client.returncode == 0, err
            assert out.startswith("game over: seat ")
        full = cardtable("join", invitations[0], "--name", "Late", "--bot", "easy")
        assert full.returncode == 2 and "taken" in full.stderr
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
    assert server.returncode == 0
    records = sorted(str(p) for p in tmp_path.glob("*.cardtable"))
    assert len(records) == 2
    check = cardtable("check", *records)
    assert check.returncode == 0, check.stdout + check.stderr


def test_bad_command_lines_say_what_is_wrong():
    for args, words in ((("serve", "--table", "cucumber:twenty-two"), "GAME:VARIANT:PLAYERS"),
                        (("serve", "--table", "cucumber:twenty-two:3:open,open"), "need 3"),
                        (("serve", "--data", "/nonexistent/folder"), "not a folder"),
                        (("join", "http://x", "--name", "A", "--bot", "easy"), "invitation"),
                        (("join", "cardtable://127.0.0.1:1/AAAAAAAA-BBBBBBBBBBBBBBBB",
                          "--name", "A", "--bot", "easy"), "could not join")):
        done = cardtable(*args)
        assert done.returncode == 2 and words in done.stderr, (args, done.stderr)
        assert "Traceback" not in done.stderr


def test_serve_never_imports_qt():
    code = ("import sys\nimport cardtable.commands.tables, cardtable.net.server, "
            "cardtable.net.client\n"
            "print(any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


def test_a_link_given_as_the_only_argument_joins_that_table(monkeypatch):
    """``cardtable LINK`` (what the desktop's x-scheme-handler runs) is ``cardtable join LINK``."""
    from cardtable.commands import cli, tables

    seen = []
    monkeypatch.setattr(tables, "join", lambda args: seen.append(args) or 0)
    link = "cardtable://127.0.0.1:8765/ABCDEFGH-ABCDEFGHIJKLMNOP"
    assert cli.main([link]) == 0
    assert seen and seen[0].invitation == link and seen[0].bot is None
