"""Fault injection on the autosave: damaged files of every kind, an unreadable
file, a full disk, and kills in the middle of a save — each followed by a
start (check, clean-up) and a resume."""

from __future__ import annotations

import datetime
import errno
import json
import os
import random
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable import games
from cardtable.records.io import read_record_file
from cardtable.saves import autosave
from cardtable.saves.autosave import AutosaveStore, Found
from cardtable.session.game_session import GameSession
from cardtable.session.seats import SeatSpec
from tests.session.fake_view import FakeView, easy_chooser

TIMEOUT = 10_000
SEATS = [SeatSpec("Ann", "human"), SeatSpec("Bo", "ai", "easy"), SeatSpec("Cy", "ai", "random")]
REPO = Path(__file__).resolve().parents[2]


def seats_for(game: str) -> list[SeatSpec]:
    spec = games.get(game)
    count = max(spec.min_players, min(3, spec.max_players))
    return SEATS[:count]


def unfinished(qtbot, make_session, path: Path, moves: int = 8, seed: int = 5,
               game: str = "cucumber") -> GameSession:
    """Play a game of ``game`` ``moves`` moves in, autosaving to ``path``, and hold it there."""
    spec = games.get(game)
    session = make_session(autosave_path=path)
    view = FakeView(session, chooser=easy_chooser(),
                    keep_going=lambda s: s.state.moves_made < moves)
    session.new_game(spec.preset(spec.default_preset), spec.default_preset, seats_for(game),
                     seed=seed)
    qtbot.waitUntil(lambda: session.state.moves_made == moves, timeout=TIMEOUT)
    assert read_record_file(path).state.fingerprint() == session.state.fingerprint()
    session.view = view  # the view lives as long as the session
    return session


def edit_record(path: Path, change) -> None:
    record = json.loads(path.read_text(encoding="utf-8"))
    change(record)
    path.write_text(json.dumps(record), encoding="utf-8")


def set_card(record: dict) -> None:
    record["deals"][0]["deck"][0] = "ZZ"


DAMAGE = {
    "truncated": (lambda p: p.write_bytes(p.read_bytes()[:-1]), "truncated"),
    "garbage": (lambda p: p.write_text("D" * 3000, encoding="utf-8"), "not valid JSON"),
    "binary": (lambda p: p.write_bytes(random.Random(1).randbytes(3000)), "not text"),
    "newer version": (lambda p: edit_record(p, lambda r: r.update(version=2)),
                      "newer cardtable"),
    "bad card": (lambda p: edit_record(p, set_card), "'ZZ' is not a card"),
    "unknown option": (lambda p: edit_record(p, lambda r: r["rules"].update(wild_option=1)),
                       "Unknown rule options: wild_option"),
}


@pytest.mark.parametrize("game", games.ids())
@pytest.mark.parametrize("kind", list(DAMAGE))
def test_a_damaged_autosave_is_kept_aside_with_the_readers_reason(qtbot, make_session,
                                                                   tmp_path, kind, game):
    path = tmp_path / "autosave.cardtable"
    unfinished(qtbot, make_session, path, game=game).stop()
    damage, reason = DAMAGE[kind]
    damage(path)
    damaged = path.read_bytes()
    store = AutosaveStore(path)
    check = store.check()
    assert check.found is Found.DAMAGED and reason in check.reason
    day = datetime.date(2024, 5, 17)
    kept = store.keep_damaged(day)
    assert kept == tmp_path / "autosave-damaged-2024-05-17.cardtable"
    assert kept.read_bytes() == damaged and not path.exists()
    # A new game autosaves afresh and can be resumed; the copy stays as it was.
    unfinished(qtbot, make_session, path, moves=4, seed=6, game=game).stop()
    again = make_session(autosave_path=path)
    assert again.resume() and again.state.moves_made == 4
    assert kept.read_bytes() == damaged


def test_a_damaged_copy_is_never_overwritten(tmp_path):
    path = tmp_path / "autosave.cardtable"
    day = datetime.date(2024, 5, 17)
    store = AutosaveStore(path)
    kept = []
    for n in range(3):
        path.write_text(f"damage {n}", encoding="utf-8")
        kept.append(store.keep_damaged(day))
    assert [p.name for p in kept] == ["autosave-damaged-2024-05-17.cardtable",
                                      "autosave-damaged-2024-05-17-2.cardtable",
                                      "autosave-damaged-2024-05-17-3.cardtable"]
    assert [p.read_text(encoding="utf-8") for p in kept] == ["damage 0", "damage 1", "damage 2"]


def test_an_unreadable_autosave_is_left_alone_while_saving_is_paused(qtbot, make_session,
                                                                      tmp_path, monkeypatch):
    path = tmp_path / "autosave.cardtable"
    unfinished(qtbot, make_session, path).stop()
    before = path.read_bytes()

    def denied(p, cap):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(p))

    monkeypatch.setattr(autosave, "read_capped", denied)
    session = make_session(autosave_path=path)
    check = session.autosave.check()
    assert check.found is Found.UNREADABLE and check.reason == os.strerror(errno.EACCES)
    session.autosave.pause()  # the player chose "Keep it and don't autosave"
    view = FakeView(session, chooser=easy_chooser())
    session.new_game(games.get("cucumber").presets["agurk"], "agurk", SEATS, seed=3)
    qtbot.waitUntil(lambda: view.winners is not None, timeout=TIMEOUT)
    assert path.read_bytes() == before and not view.errors
    # Once readable again (and the pause lifted), it resumes as it was.
    monkeypatch.undo()
    again = make_session(autosave_path=path)
    assert again.resume() and again.state.moves_made == 8


def test_a_full_disk_is_reported_once_then_saving_retries_every_move(qtbot, make_session,
                                                                      tmp_path, monkeypatch):
    path = tmp_path / "autosave.cardtable"
    real_fsync = os.fsync
    full = {"on": True}

    def fsync(fd):  # the disk fills up while the temporary file is written
        if full["on"]:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    session = make_session(autosave_path=path)
    changes = []
    session.autosave.status_changed.connect(lambda: changes.append(session.autosave.error))
    view = FakeView(session, chooser=easy_chooser(),
                    keep_going=lambda s: s.state.moves_made < 6)
    session.new_game(games.get("cucumber").presets["twenty-two"], "twenty-two", SEATS,
                     seed=5)
    qtbot.waitUntil(lambda: session.state.moves_made == 6, timeout=TIMEOUT)
    assert len(view.errors) == 1 and "No space left on device" in view.errors[0]
    assert session.autosave.error == os.strerror(errno.ENOSPC)
    assert changes == [os.strerror(errno.ENOSPC)]  # the "not saved" mark went up once
    assert not path.exists() and session.autosave.temp_files() == []
    full["on"] = False  # space again: the next move is saved and the mark goes
    view.keep_going = lambda s: s.state.moves_made < 7
    view.hold = False
    session.animations_finished()
    qtbot.waitUntil(lambda: session.state.moves_made == 7, timeout=TIMEOUT)
    assert session.autosave.error is None and changes[-1] is None and len(view.errors) == 1
    assert read_record_file(path).state.fingerprint() == session.state.fingerprint()
    again = make_session(autosave_path=path)
    assert again.resume() and again.state.moves_made == 7


def test_a_full_disk_keeps_the_previous_save_intact(qtbot, make_session, tmp_path, monkeypatch):
    path = tmp_path / "autosave.cardtable"
    session = unfinished(qtbot, make_session, path)
    before = path.read_bytes()
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(
        OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))))
    assert session.autosave.save(lambda: "x" * 1000) is False
    assert path.read_bytes() == before and session.autosave.temp_files() == []


def test_stale_temporary_files_are_removed_at_start(tmp_path):
    path = tmp_path / "autosave.cardtable"
    stale = [tmp_path / ".autosave.cardtable.k3j2_x.tmp", tmp_path / ".autosave.cardtable.a.tmp"]
    others = [tmp_path / ".other.cardtable.zz.tmp", tmp_path / "autosave.cardtable.tmp",
              tmp_path / "notes.txt"]
    for p in stale + others:
        p.write_text("half a save", encoding="utf-8")
    store = AutosaveStore(path)
    assert store.clean_temp_files() == sorted(stale)
    assert not any(p.exists() for p in stale) and all(p.exists() for p in others)


def test_a_save_flushes_the_folder_after_the_rename(tmp_path, monkeypatch):
    path = tmp_path / "autosave.cardtable"
    real_fsync, synced = os.fsync, []

    def fsync(fd):  # note what is flushed: the file, or the folder (and when)
        synced.append((stat.S_ISDIR(os.fstat(fd).st_mode), path.exists()))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    assert AutosaveStore(path).save(lambda: "text")
    # The data before the rename; the folder entry after it, so it survives a power cut.
    assert synced == [(False, False), (True, True)]


SAVER = """
import sys
from cardtable.records.io import save_atomic
path, a, b = sys.argv[1:4]
texts = [open(a, encoding="utf-8").read(), open(b, encoding="utf-8").read()]
n = 0
while True:
    save_atomic(path, texts[n % 2])
    n += 1
    print(n, flush=True)
"""


def test_a_kill_in_the_middle_of_a_save_leaves_the_old_or_the_new_record(qtbot, make_session,
                                                                          tmp_path):
    old, new = tmp_path / "old.cardtable", tmp_path / "new.cardtable"
    unfinished(qtbot, make_session, old, moves=6).stop()
    unfinished(qtbot, make_session, new, moves=9).stop()
    versions = {old.read_bytes(): 6, new.read_bytes(): 9}
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "autosave.cardtable"
    rng = random.Random(22)
    env = dict(os.environ, PYTHONPATH=str(REPO))
    for _ in range(20):
        child = subprocess.Popen([sys.executable, "-c", SAVER, str(path), str(old), str(new)],
                                 stdout=subprocess.PIPE, text=True, env=env)
        for _ in range(rng.randrange(1, 40)):  # a random number of saves, then kill
            child.stdout.readline()
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        assert path.read_bytes() in versions
        store = AutosaveStore(path)
        store.clean_temp_files()  # what the next start does first
        assert store.temp_files() == [] and sorted(os.listdir(folder)) == [path.name]
        session = make_session(autosave_path=path)
        assert session.resume() and session.state.moves_made == versions[path.read_bytes()]
        session.stop()
