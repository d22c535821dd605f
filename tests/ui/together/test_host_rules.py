"""Host a table with the host's own rules, chosen as in New game: the same
rules form, the same refusal of rules that cannot be played, the rules
played at the table and known to every seat; the last choices come back."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable import games
from cardtable.ui.together import hosted
from cardtable.ui.together.host_dialog import HostDialog, HostSetup, check_remembered


@pytest.fixture(autouse=True)
def no_boxes(monkeypatch) -> None:
    """A warning box would wait for a click for ever."""
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: None)


def choose(dialog: HostDialog, game: str, variant: str, players: int) -> None:
    dialog.game.setCurrentIndex(dialog.game.findData(game))
    dialog.variant.setCurrentIndex(dialog.variant.findData(variant))
    dialog.players.setValue(players)


def test_the_host_dialog_offers_new_games_rules_and_refuses_what_cannot_be_played(
        window, qtbot):
    dialog = HostDialog(window, "Ann", announce_available=False)
    qtbot.addWidget(dialog)
    choose(dialog, "cucumber", "twenty-two", 3)
    spec = games.get("cucumber")
    assert set(dialog.rules_form.editors) == {o.name for o in spec.options}
    assert dialog.rules() == spec.preset("twenty-two") and dialog.host_button.isEnabled()
    dialog.rules_form.editors["elimination_at"].setValue(0)       # as New game refuses it
    assert not dialog.host_button.isEnabled()
    assert dialog.problems.text().startswith("This game cannot be played: ")
    assert "●" in dialog.rules_form.labels["elimination_at"].text()
    dialog.reset_button.click()
    assert dialog.rules() == spec.preset("twenty-two") and dialog.host_button.isEnabled()
    assert not dialog.problems.isVisible() and "●" not in dialog.rules_form.labels[
        "elimination_at"].text()
    dialog.variant.setCurrentIndex(dialog.variant.findData("agurk"))   # a variant is its rules
    assert dialog.rules() == spec.preset("agurk")
    dialog.game.setCurrentIndex(dialog.game.findData("supertrump"))
    assert set(dialog.rules_form.editors) == {"match", "target"}
    assert dialog.setup().rules == games.get("supertrump").preset(dialog.setup().variant)


def test_a_table_hosted_with_changed_rules_plays_them_at_every_seat(window, qtbot, fresh):
    dialog = HostDialog(window, "Ann", announce_available=False)
    qtbot.addWidget(dialog)
    choose(dialog, "cucumber", "twenty-two", 3)
    dialog.seat_choices[1].setCurrentIndex(dialog.seat_choices[1].findData("ai-easy"))
    dialog.rules_form.editors["elimination_at"].setValue(30)
    dialog.network.setChecked(False)
    setup = dataclasses.replace(dialog.setup(), port=0)
    wanted = dataclasses.replace(games.get("cucumber").preset("twenty-two"), elimination_at=30)
    assert setup.rules == wanted
    shared = window.friends.host_table(setup)
    qtbot.addWidget(shared)
    qtbot.waitUntil(lambda: shared.session.state is not None, timeout=20000)
    joined = fresh().friends.join(str(shared.session.invitation), "Ben")
    qtbot.addWidget(joined)
    qtbot.waitUntil(lambda: joined.session.state is not None, timeout=20000)
    assert joined.session.seat == 1
    assert joined.session.state.rules == wanted and shared.session.state.rules == wanted
    [server] = window.friends.servers.values()
    [table] = server.call(lambda: list(server.server.tables.values()))
    assert table.state.rules == wanted            # the engine plays them
    joined.close()
    shared.close()


def test_the_hosts_last_choices_come_back(window, qtbot, monkeypatch):
    shown: list[HostDialog] = []
    hosted_setups: list[HostSetup] = []

    def first_time(dialog: HostDialog) -> int:
        choose(dialog, "sneak", "sneak", 4)
        dialog.seat_choices[0].setCurrentIndex(dialog.seat_choices[0].findData("ai-expert"))
        dialog.rules_form.editors["hand_limit"].setChecked(True)
        dialog.takeover.setValue(25)
        dialog.network.setChecked(False)
        dialog.port.setValue(9123)
        return 1

    monkeypatch.setattr(type(window.friends), "host_table",
                        lambda self, setup: hosted_setups.append(setup))
    monkeypatch.setattr(HostDialog, "exec", first_time)
    window.friends.host()
    monkeypatch.setattr(HostDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    window.friends.host()
    [first] = hosted_setups
    assert first.rules.hand_limit and first.seats == ("person", "ai-expert", "open", "open")
    assert shown[0].setup() == first        # the same game, variant, rules, seats and rules
    assert shown[0].rules_form.labels["hand_limit"].text().endswith("●")


@pytest.mark.parametrize("junk", [None, [], "x", {"game": "poker"}, {"game": "sneak",
                                  "rules": {"nonsense": 1}, "seats": ["ai-god"], "port": 80,
                                  "takeover": -1, "network": "yes"}])
def test_remembered_choices_that_cannot_be_used_fall_back_field_by_field(junk):
    checked = check_remembered(junk)
    assert checked.variant in checked.spec.presets
    assert checked.rules == checked.spec.preset(checked.variant)
    assert all(kind == "open" for kind in checked.seats)
    assert (checked.port, checked.takeover, checked.network) == (8765, 60, True)


def test_a_remembered_file_that_is_damaged_is_read_as_nothing(tmp_path):
    (tmp_path / hosted.LAST_SETUP).write_bytes(b"\xff{")
    assert hosted.read_last_setup(tmp_path) is None


def test_the_host_dialog_fits_a_small_screen_at_sixteen_seats_and_scrolls(
        window, qtbot, language, monkeypatch):
    """Cucumber's 32 rules and 16 seats on a 1366×768 screen: the dialog stays
    on it, the seats and the rules scroll, and no rule is cut at the right."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1366, 768))
    dialog = HostDialog(window, "Ann", announce_available=True)
    qtbot.addWidget(dialog)
    dialog.show()
    choose(dialog, "cucumber", "ogorek", 16)
    qtbot.waitUntil(lambda: dialog.seat_scroll.verticalScrollBar().maximum() > 0)
    assert dialog.height() <= 768 * 0.9 and dialog.rules_scroll.verticalScrollBar().maximum() > 0
    viewport = dialog.rules_scroll.viewport()
    shown = [e for e in dialog.rules_form.editors.values()
             if viewport.rect().contains(QRect(e.mapTo(viewport, QPoint(0, 0)), e.size()))]
    assert len(shown) >= 5                      # whole rows: none cut at the right either
    assert dialog.rect().contains(dialog.host_button.geometry().translated(
        dialog.host_button.parentWidget().mapTo(dialog, QPoint(0, 0))))
