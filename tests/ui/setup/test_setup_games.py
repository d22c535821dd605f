"""The setup dialog chooses the game first, then its preset and options; per game memory."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox

from cardtable import games
from cardtable.ui.setup.remembered import check_setup, reset_text
from cardtable.ui.setup.setup_dialog import SetupDialog
from cardtable.ui.window.settings import Settings


def ok_enabled(dialog: SetupDialog) -> bool:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def pick_game(dialog: SetupDialog, game: str) -> None:
    dialog.game.setCurrentIndex(dialog.game.findData(game))


def test_every_registered_game_is_offered_by_name(qtbot):
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    assert [dialog.game.itemData(i) for i in range(dialog.game.count())] == games.ids()
    assert [dialog.game.itemText(i) for i in range(dialog.game.count())] == [
        "22 and the Cucumber family", "Supertrump", "Sneak"]


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
    found = check_setup(setup)
    assert found.reset == [] and found.spec.id == "supertrump" and found.rules.target == 150


def test_an_empty_number_says_what_it_means(qtbot):
    # "Decks: none" read as "no decks"; the spin box says what empty means.
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    pick_game(dialog, "sneak")
    decks, target = dialog.editors["decks"], dialog.editors["target"]
    assert decks.value() == decks.minimum()                      # empty: rules decide
    assert decks.text() == "by players" and target.text() == "by decks"
    pick_game(dialog, "cucumber")
    assert dialog.editors["max_decks"].text() == "no limit"
    assert dialog.editors["hand_cap"].specialValueText() == "no cap"
    assert dialog.editors["exact_reset"].specialValueText() == "never"


def test_an_empty_number_in_japanese(qtbot):
    from cardtable.ui.window.i18n import Translations

    translations = Translations()
    translations.set_language("ja")
    try:
        dialog = SetupDialog()
        qtbot.addWidget(dialog)
        pick_game(dialog, "sneak")
        assert dialog.editors["decks"].specialValueText() == "人数による"
    finally:
        translations.set_language("en")


def test_an_option_that_means_nothing_is_greyed_out(qtbot):
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    pick_game(dialog, "supertrump")
    match, target = dialog.editors["match"], dialog.editors["target"]
    match.setCurrentIndex(match.findData("single"))
    assert not target.isEnabled() and not dialog.option_labels["target"].isEnabled()
    match.setCurrentIndex(match.findData("games"))
    assert target.isEnabled()
    pick_game(dialog, "cucumber")
    dialog.preset.setCurrentIndex(dialog.preset.findData("agurk"))   # fixed hands
    sizes, cap = dialog.editors["hand_size"], dialog.editors["hand_cap"]
    assert sizes.currentData() != "loser-points" and not cap.isEnabled()
    sizes.setCurrentIndex(sizes.findData("loser-points"))
    assert cap.isEnabled()


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


def test_a_remembered_setup_is_checked_field_by_field():
    good = {"game": "cucumber", "variant": "agurk",
            "rules": games.get("cucumber").rules_to_dict(games.get("cucumber").presets["agurk"]),
            "seats": [{"name": "You", "player": "human", "level": None},
                      {"name": "Aiko", "player": "ai", "level": "expert"}], "seed": 3}
    assert check_setup(good).reset == []
    assert check_setup({**good, "game": None}).spec.id == "cucumber"  # before the registry
    cases = {
        "variant": {**good, "variant": "no-such-variant"},
        "game": {**good, "game": "bridge"},
        "humans": {**good, "seats": [good["seats"][0],
                                     {"name": "B", "player": "human", "level": None}]},
        "levels": {**good, "seats": [good["seats"][0],
                                     {"name": "B", "player": "ai", "level": "god"}]},
        "rules": {**good, "rules": {"points": "agurk"}},
        "players": {**good, "seats": good["seats"] * 9},
        "names": {**good, "seats": [{"name": "x" * 1_000_000, "player": "human"},
                                    good["seats"][1]]},
        "setup": "not a dict",
    }
    for reason, case in cases.items():
        checked = check_setup(case)
        assert reason in checked.reset, (reason, checked.reset)
        checked.spec.check_playable(checked.rules, len(checked.seats))
        assert [s.player for s in checked.seats] == ["human"] + ["ai"] * (
            len(checked.seats) - 1)
        assert all(len(s.name) <= 40 for s in checked.seats)
    # One bad field does not throw the good ones away.
    level = check_setup(cases["levels"])
    assert level.variant == "agurk" and level.seats[1].level == "normal" and level.seed == 3
    assert "AI levels" in reset_text(level.reset)


def test_a_bad_remembered_setup_starts_a_game_and_says_so_once(qtbot, tmp_path):
    from cardtable.ui.window.main_window import MainWindow

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.last_setup = {"game": "cucumber", "variant": "no-such", "seats": [
        {"name": "You", "player": "human"}, {"name": "B", "player": "human"}]}
    window = MainWindow(autosave_path=None, speed="instant", pause_ms=0, settings=settings)
    qtbot.addWidget(window)
    window.start_remembered()
    assert window.session.state is not None
    assert [s.player for s in window.session.seats] == ["human", "ai"]
    message = window.statusBar().currentMessage()
    assert "variant" in message and "seats" in message
    window.restart_game()                                  # once raised KeyError
    assert window.session.variant == "twenty-two"
    window.close()


def test_the_players_box_offers_only_the_counts_the_variant_plays(qtbot):
    # It took 10 for a 3–7 variant, then refused the game.
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    pick_game(dialog, "cucumber")
    dialog.preset.setCurrentIndex(dialog.preset.findData("gambling"))
    assert (dialog.players.minimum(), dialog.players.maximum()) == (3, 7)
    dialog.players.setValue(10)
    assert dialog.players.value() == 7 and ok_enabled(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("ogorek"))
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 16)
