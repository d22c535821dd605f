"""Unfinished tables on disk: private files that rebuild the very game, damaged
or hostile files set aside with one line each while the others resume, and a
host that closes a table and hosts it again under the same invitation.
In-process, real sockets on 127.0.0.1 where a client plays; bounded waits."""

from __future__ import annotations

import asyncio
import copy
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.net.client import play
from cardtable.net.server import TableServer
from cardtable.net.table_store import TableFileError, load_table

ENV = dict(os.environ, PYTHONUNBUFFERED="1")


def kept_table(data: Path, moves: int = 12) -> tuple[TableServer, str, Path]:
    """A server with one 22 table (a person, an open seat, an AI) that has made
    ``moves`` moves, as its file holds it."""
    srv = TableServer(data_dir=data, ai_pause=0)
    invitation = srv.create_table("cucumber", "twenty-two", ["open", "open", "ai-easy"],
                                  seed=11)
    table = srv.tables[invitation.table]
    table.join(invitation.code, "Ann")
    table.places[0].connected = False          # no socket behind this join
    for _ in range(moves):
        seat = table.to_move()
        table.play_for(seat, table.state.legal_actions()[0])
    srv._save(table)
    return srv, invitation.table, data / "tables" / f"{invitation.table}.json"


def test_a_table_file_is_private_and_rebuilds_the_very_game(tmp_path):
    srv, table_id, path = kept_table(tmp_path)
    assert path.stat().st_mode & 0o777 == 0o600
    assert path.parent.stat().st_mode & 0o777 == 0o700
    original = srv.tables[table_id]
    saved = load_table(path)
    back = saved.table
    assert back.state.fingerprint() == original.state.fingerprint()
    assert back.moves_made == 12 and back.code == original.code
    assert [p.public() for p in back.places] == [p.public() for p in original.places]
    assert back.places[0].token == original.places[0].token and not back.places[0].connected
    # What a rejoining seat is sent: the same events as the table that was never stopped.
    assert back.welcome(0, "t") == original.welcome(0, "t")


def mutate(good: dict, change) -> str:
    data = copy.deepcopy(good)
    change(data)
    return json.dumps(data)


def _set(path: tuple, value):
    def change(data):
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


#: Files a careless hand, a crash or an attacker could leave, and a word of
#: the line each must be refused with.
HOSTILE = {
    "garbage": (lambda good, text: "not json {", "JSON"),
    "truncated": (lambda good, text: text[: len(text) // 2], "truncated"),
    "empty": (lambda good, text: "", "truncated"),
    "a list": (lambda good, text: "[1, 2]", "object"),
    "deep": (lambda good, text: "[" * 200_000, "nested"),
    "other format": (lambda good, text: mutate(good, _set(("format",), "cardtable-record")),
                     "not a table file"),
    "places not a list": (lambda good, text: mutate(good, _set(("places",), "x")), "places"),
    "token a number": (lambda good, text: mutate(good, _set(("places", 0, "token"), 5)),
                       "token"),
    "unknown kind": (lambda good, text: mutate(good, _set(("places", 1, "kind"), "god")),
                     "kind"),
    "unknown level": (lambda good, text: mutate(good, _set(("places", 2, "level"), "oracle")),
                      "level"),
    "control name": (lambda good, text: mutate(good, _set(("places", 0, "name"), "A\x07")),
                     "name"),
    "shared token": (lambda good, text: mutate(
        good, _set(("places", 1), dict(good["places"][0], name="Bo"))), "token"),
    "huge port": (lambda good, text: mutate(good, _set(("port",), 10**100)), "huge"),
    "huge seed": (lambda good, text: mutate(good, _set(("record", "seed"), 10**30)), "seed"),
    "huge dealer": (lambda good, text: mutate(
        good, _set(("record", "deals", 0, "dealer"), 10**40)), "dealer"),
    "unknown game": (lambda good, text: mutate(good, _set(("record", "game"), "chess")),
                     "chess"),
    "bad code": (lambda good, text: mutate(good, _set(("code",), "lower-case!")), "code"),
    "too few places": (lambda good, text: mutate(good, _set(("places",), good["places"][:2])),
                       "places"),
    "other seed": (lambda good, text: mutate(good, _set(("record", "seed"), 12)), "rebuild"),
}


def test_damaged_and_hostile_table_files_are_set_aside_and_the_others_resume(tmp_path):
    _srv, table_id, good_path = kept_table(tmp_path)
    text = good_path.read_text()
    good = json.loads(text)
    folder = good_path.parent
    for name, (make, _word) in HOSTILE.items():
        (folder / f"{name.replace(' ', '-')}.json").write_text(make(good, text))
    (folder / "a-folder.json").mkdir()
    (folder / f".{table_id}.json.abc123.tmp").write_text(text)   # a save cut short
    said: list[str] = []
    srv = TableServer(data_dir=tmp_path, ai_pause=0)
    resumed = srv.resume_tables(said.append)
    assert [t.id for t in resumed] == [table_id]
    assert good_path.exists() and not list(folder.glob(".*.tmp"))
    assert len(said) == len(HOSTILE) + 1
    for name, (_make, word) in HOSTILE.items():
        file = f"{name.replace(' ', '-')}.json"
        line = next(line for line in said if line.startswith(f"table file {file} "))
        assert "\n" not in line and word in line, line
        assert (folder / (file + ".damaged")).exists() and not (folder / file).exists()
    assert any("a-folder.json" in line and "folder" in line for line in said)
    # Set aside, never read again: a second start finds only the good table.
    again = TableServer(data_dir=tmp_path, ai_pause=0)
    assert [t.id for t in again.resume_tables(said.append)] == [table_id]
    assert len(said) == len(HOSTILE) + 1


def test_serve_says_which_file_it_skipped_and_resumes_the_rest(tmp_path):
    _srv, table_id, good_path = kept_table(tmp_path)
    (good_path.parent / "ZZZZZZZZ.json").write_text('{"format": "cardtable-table", "ver')
    server = subprocess.Popen(
        [sys.executable, "-m", "cardtable", "serve", "--port", "0", "--data", str(tmp_path)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    try:
        lines = [server.stdout.readline().strip() for _ in range(3)]
    finally:
        server.send_signal(signal.SIGTERM)
        _out, err = server.communicate(timeout=15)
    assert lines[0].startswith("listening on 127.0.0.1:")
    assert lines[1].startswith(f"resumed: table {table_id}, cucumber twenty-two, 12 moves")
    assert lines[2].startswith("invitation: cardtable://127.0.0.1:") and table_id in lines[2]
    assert err.strip().splitlines() == [
        "cardtable: table file ZZZZZZZZ.json skipped (kept as ZZZZZZZZ.json.damaged): "
        "The file ends in the middle of the record: it is truncated."]
    assert server.returncode == 0


def test_the_host_closes_a_table_and_hosts_it_again_with_the_same_invitation(tmp_path):
    async def go():
        host = TableServer(data_dir=tmp_path, ai_pause=0.01)
        await host.start("127.0.0.1", 0)
        invitation = host.create_table("supertrump", None, ["open", "ai-easy"], seed=3)
        friend = asyncio.create_task(play(invitation, "Ann", "easy", timeout=60))
        table = host.tables[invitation.table]
        for _ in range(1000):
            if table.moves_made >= 15:
                break
            await asyncio.sleep(0.01)
        written = await host.stop()
        assert [p.name for p in written] == [f"{invitation.table}.json"]
        made = table.moves_made
        await asyncio.sleep(0.3)                 # the friend's client tries meanwhile
        # Later, the app hosts it again: resume first, then listen where it was.
        again = TableServer(data_dir=tmp_path, ai_pause=0.01)
        back = again.resume_table(written[0])
        assert back.moves_made == made
        host_name, port = again.was_at[back.id]
        await again.start(host_name, port)
        assert again.invitation(back.id) == invitation
        outcome = await friend
        await again.stop()
        return back, outcome, again
    back, outcome, again = asyncio.run(asyncio.wait_for(go(), 60))
    assert back.state.is_over and outcome.winners == list(back.state.winners)
    assert outcome.rejoins >= 1
    assert len(again.finished) == 1 and not (tmp_path / "tables" / f"{back.id}.json").exists()


def test_a_table_open_already_is_not_resumed_twice(tmp_path):
    srv, _table_id, path = kept_table(tmp_path)
    with pytest.raises(TableFileError, match="open here already"):
        srv.resume_table(path)


def test_a_table_saved_as_its_game_ended_is_kept_as_one_record(tmp_path):
    # A server stopped between a game's last move and its record: the next one
    # keeps the record (once, even if it was written already) and drops the file.
    srv, table_id, path = kept_table(tmp_path, moves=0)
    table = srv.tables[table_id]
    while not table.state.is_over:
        table.play_for(table.to_move(), table.state.legal_actions()[0])
    srv.shelf.save(table, "127.0.0.1", 0)
    again = TableServer(data_dir=tmp_path, ai_pause=0)
    [back] = again.resume_tables()
    assert back.state.is_over and not path.exists()
    assert again.finished == sorted(tmp_path.glob(f"*-{table_id}.cardtable"))
    assert len(again.finished) == 1
    assert back.state.fingerprint() == table.state.fingerprint()
    # The record is there already and the file is back (a crash in between):
    # still one record.
    srv.shelf.shelve(table_id, path)
    srv.shelf.save(table, "127.0.0.1", 0)
    third = TableServer(data_dir=tmp_path, ai_pause=0)
    third.resume_tables()
    assert third.finished == again.finished and not path.exists()
    assert len(list(tmp_path.glob("*.cardtable"))) == 1


def test_a_table_of_the_hosts_own_rules_plays_them_and_keeps_them(tmp_path):
    """Rules changed in the host's dialog (not a preset): the engine plays
    them, each seat is told them, and the saved table resumes with them."""
    from dataclasses import replace

    from cardtable import games
    from cardtable.net import codec
    spec = games.get("cucumber")
    own = replace(spec.preset("twenty-two"), lead_lowest=True)
    srv = TableServer(data_dir=tmp_path, ai_pause=0)
    invitation = srv.create_table("cucumber", "twenty-two", ["open", "ai-easy", "ai-easy"],
                                  seed=4, rules=own)
    table = srv.tables[invitation.table]
    assert table.state.rules == own != spec.preset("twenty-two")
    seat, token = table.join(invitation.code, "Ann")
    table.places[seat].connected = False
    assert codec.decode(table.welcome(seat, token)["rules"]) == own
    for _ in range(6):
        table.play_for(table.to_move(), table.state.legal_actions()[0])
    srv._save(table)
    back = load_table(tmp_path / "tables" / f"{invitation.table}.json").table
    assert back.state.rules == own and back.state.fingerprint() == table.state.fingerprint()
