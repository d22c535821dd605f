"""The window with a statistics file another program holds: told once, nothing lost."""

from __future__ import annotations

from cardtable.stats.db import StatsDB, connect
from cardtable.stats.store import Trouble
from cardtable.ui.archive.history_dialog import HistoryDialog
from tests.stats.test_locked import held
from tests.ui.archive.test_history_replay import play_to_the_end


def test_a_locked_statistics_file_is_said_once_and_the_game_waits_for_it(
        window, qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(HistoryDialog, "exec", lambda self: 0)
    path = tmp_path / "stats.sqlite"
    StatsDB(connect(path)).close()                            # an existing, healthy file
    store = window.archive.store
    store.timeout, store.retry_timeout, store.retry_every = 0.05, 0.01, 0.0
    with held(path) as other:
        play_to_the_end(window, qtbot, "supertrump", "supertrump", 5)
        message = window.statusBar().currentMessage()
        assert message == window.archive.trouble_text(Trouble("locked", "database is locked"))
        assert "in use by another program" in message
        assert store.waiting and not list(tmp_path.glob("stats-locked-*"))
        assert not list(tmp_path.glob("game-*.cardtable"))  # kept aside, not in a loose file
        assert len(store.call(lambda db: db.games())) == 1
        assert store.take_troubles() == []                   # not said again
        other.execute("COMMIT")                               # their write lands
    window.archive.show_history()                             # the next use finds it free
    assert window.statusBar().currentMessage() == window.archive.trouble_text(
        Trouble("resumed", "1"))
    assert not store.waiting
    store.close()
    db = StatsDB(connect(path))
    assert [g.game for g in db.games()] == ["sneak", "supertrump"]
