"""The setup dialog chooses the game first, then its preset and options; per game memory."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox

from cardtable import games
from cardtable.ui.settings import Settings
from cardtable.ui.setup_dialog import SetupDialog, setup_from_dict


def ok_enabled(dialog: SetupDialog) -> bool:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def pick_game(dialog: SetupDialog, game: str) -> None:
    dialog.game.setCurrentIndex(dialog.game.findData(game))


def test_every_registered_game_is_offered_by_name(qtbot):
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    assert [dialog.game.itemData(i) for i in range(dialog.game.count())] == games.ids()
    assert [dialog.game.itemText(i) for i in range(dialog.game.count())] == [
        "22 and the Cucumber family", "Supertrump"]


def test_choosing_supertrump_shows_its_presets_options_and_two_seats(qtbot):
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    pick_game(dialog, "supertrump")
    spec = games.get("supertrump")
    assert [dialog.preset.itemData(i) for i in range(dialog.preset.count())] == list(
        spec.presets)
    assert set(dialog.editors) == {"match", "target"}
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 2)
    assert len(dialog.seats()) == 2 and dialog.seats()[1].level == "normal"
    assert ok_enabled(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("match-100"))
    assert dialog.rules() == spec.presets["match-100"]
    dialog.editors["target"].setValue(150)
    assert dialog.rules() == dataclasses.replace(spec.presets["match-100"], target=150)
    assert "●" in dialog.option_labels["target"].text()
    setup = dialog.setup()
    assert setup["game"] == "supertrump" and setup["variant"] == "match-100"
    found = setup_from_dict(setup)
    assert found is not None and found[0].id == "supertrump" and found[2].target == 150


def test_the_last_choice_of_each_game_comes_back(qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    first = SetupDialog()
    qtbot.addWidget(first)
    first.preset.setCurrentIndex(first.preset.findData("agurk"))
    first.players.setValue(5)
    settings.remember_game_setup(first.setup())
    pick_game(first, "supertrump")
    first.preset.setCurrentIndex(first.preset.findData("match-3"))
    settings.remember_game_setup(first.setup())
    settings.last_setup = first.setup()
    again = SetupDialog(last=settings.last_setup, per_game=settings.game_setups)
    qtbot.addWidget(again)
    assert again.spec().id == "supertrump" and again.variant() == "match-3"
    pick_game(again, "cucumber")
    assert again.variant() == "agurk" and again.players.value() == 5
    pick_game(again, "supertrump")
    assert again.variant() == "match-3"


def test_a_remembered_setup_is_checked_like_the_dialog_checks_it():
    good = {"game": "cucumber", "variant": "agurk",
            "rules": games.get("cucumber").rules_to_dict(games.get("cucumber").presets["agurk"]),
            "seats": [{"name": "You", "player": "human", "level": None},
                      {"name": "Aiko", "player": "ai", "level": "normal"}], "seed": 3}
    assert setup_from_dict(good) is not None
    assert setup_from_dict({**good, "game": None})[0].id == "cucumber"  # before the registry
    bad_cases = [
        {**good, "variant": "no-such-variant"},
        {**good, "game": "bridge"},
        {**good, "seats": [good["seats"][0], {"name": "B", "player": "human", "level": None}]},
        {**good, "seats": [good["seats"][0], {"name": "B", "player": "ai", "level": "god"}]},
        {**good, "rules": {"points": "agurk"}},
        {**good, "seats": good["seats"] * 9},
        "not a dict", None,
    ]
    for case in bad_cases:
        assert setup_from_dict(case) is None, case
    long = {**good, "seats": [{"name": "x" * 1_000_000, "player": "human", "level": None},
                              good["seats"][1]]}
    assert len(setup_from_dict(long)[3][0].name) == 40
