"""Game → Saved games lists the tables this app hosted and closed before their
end, as shared tables: Host again serves one again with the same invitation
(the friend's window comes back by itself, the host's rule for an empty seat
is the one chosen), Delete removes it for good, a damaged one is said."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable.ui.archive.saved_games import SavedGamesDialog
from cardtable.ui.together import hosted
from cardtable.ui.together.host_dialog import HostSetup
from tests.ui.together.test_shared_window import answer_first_legal, play_to_a_turn_after


@pytest.fixture(autouse=True)
def warnings_said(monkeypatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: said.append(text))
    return said


def host(window, takeover: float | None = 25.0):
    setup = HostSetup(game="cucumber", variant="twenty-two", seats=("person", "open", "ai-easy"),
                      name="Ann", port=0, network=False, takeover=takeover, announce=False)
    shared = window.friends.host_table(setup)
    assert shared is not None
    return shared


def friend_joins(shared, fresh, qtbot):
    joined = fresh().friends.join(str(shared.session.invitation), "Ben")
    qtbot.addWidget(joined)
    answer_first_legal(joined)
    qtbot.waitUntil(lambda: joined.session.state is not None, timeout=20000)
    return joined


def saved_games(window, qtbot) -> SavedGamesDialog:
    dialog = SavedGamesDialog(window, window.saved_games)
    qtbot.addWidget(dialog)
    return dialog


def test_a_closed_hosted_table_is_hosted_again_from_saved_games(window, qtbot, fresh,
                                                                 warnings_said):
    shared = host(window, takeover=25.0)
    qtbot.addWidget(shared)
    joined = friend_joins(shared, fresh, qtbot)
    play_to_a_turn_after(qtbot, shared, 6)
    table, moves, invitation = (shared.session.table_id, shared.session.state.moves_made,
                                str(shared.session.invitation))
    assert saved_games(window, qtbot).hosted == []      # open now: not listed
    shared.close()                                       # as the host's app closing would
    dialog = saved_games(window, qtbot)
    assert len(dialog.hosted) == 1
    game, variant, players, progress, _date = (dialog.table.item(0, c).text() for c in range(5))
    assert game == "22 and the Cucumber family · shared table" and variant == "22 (Twenty-Two)"
    assert players == "Ann (you), Ben (friend), AI 3 (AI)" and progress.startswith("deal ")
    assert "same invitation" in dialog.table.item(0, 0).toolTip()
    assert dialog.host_button.isVisibleTo(dialog) and dialog.host_button.isEnabled()
    assert not dialog.continue_button.isEnabled() and not dialog.replay_button.isEnabled()
    assert dialog.delete_button.isEnabled()
    dialog.host_button.click()
    assert dialog.result() == SavedGamesDialog.DialogCode.Accepted
    [again] = window.friends.windows[-1:]
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.session.state is not None, timeout=20000)
    assert again.session.table_id == table and again.session.seat == 0
    assert again.session.state.moves_made == moves
    assert str(again.session.invitation) == invitation     # friends use the same one
    assert again.session.takeover == 25.0                  # the host's rule, kept
    [server] = window.friends.servers.values()
    qtbot.waitUntil(lambda: server.call(lambda: server.server.tables[table].places[1]
                                        .connected), timeout=30000)   # Ben is back by himself
    assert saved_games(window, qtbot).hosted == []
    assert warnings_said == []
    joined.close()
    again.close()


def test_a_hosted_table_is_deleted_from_saved_games_after_asking(window, qtbot, monkeypatch,
                                                                 tmp_path):
    shared = host(window, takeover=None)
    qtbot.addWidget(shared)
    qtbot.waitUntil(lambda: shared.session.state is not None, timeout=20000)
    table = shared.session.table_id
    shared.close()
    assert hosted.read_takeover(tmp_path, table) is None     # "the game waits", kept
    dialog = saved_games(window, qtbot)
    [entry] = dialog.hosted
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2])
                        or QMessageBox.StandardButton.No)
    dialog.delete_button.click()
    assert entry.path.exists() and len(asked) == 1 and "shared table" in asked[0]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog.delete_button.click()
    assert not entry.path.exists() and dialog.hosted == []
    assert not hosted.hosting_path(tmp_path, table).exists()
    assert window.friends.seats.seats() == []       # nothing left to host again from the menu
    assert not dialog.host_button.isVisibleTo(dialog)


def test_a_damaged_hosted_table_is_listed_with_why_and_can_only_be_deleted(window, qtbot,
                                                                          tmp_path):
    folder = hosted.tables_folder(tmp_path)
    folder.mkdir(parents=True)
    (folder / "ABCDEFGH.json").write_text("{", encoding="utf-8")
    dialog = saved_games(window, qtbot)
    [entry] = dialog.hosted
    assert entry.saved is None and "Damaged" in dialog.table.item(0, 1).text()
    assert dialog.table.item(0, 1).toolTip() == entry.reason
    assert not dialog.host_button.isEnabled() and dialog.delete_button.isEnabled()


def test_the_hosts_rule_for_an_empty_seat_is_read_back_as_kept_or_as_before(tmp_path):
    assert hosted.read_takeover(tmp_path, "ABCDEFGH") == 60.0     # an older build kept none
    hosted.keep_takeover(tmp_path, "ABCDEFGH", None)
    assert hosted.read_takeover(tmp_path, "ABCDEFGH") is None
    hosted.keep_takeover(tmp_path, "ABCDEFGH", 15.0)
    assert hosted.read_takeover(tmp_path, "ABCDEFGH") == 15.0
    for junk in (b"\xff", b"[]", b'{"takeover": true}', b'{"takeover": -5}', b'{"x": 1}'):
        hosted.hosting_path(tmp_path, "ABCDEFGH").write_bytes(junk)
        assert hosted.read_takeover(tmp_path, "ABCDEFGH") == 60.0
