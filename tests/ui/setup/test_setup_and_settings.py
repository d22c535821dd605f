"""The setup dialog accepts exactly what the engine accepts; settings persist."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox

from cardtable.games.cucumber import PRESETS, check_playable
from cardtable.games.errors import RulesError
from cardtable.ui.setup.setup_dialog import SetupDialog
from cardtable.ui.window.main_window import MainWindow
from cardtable.ui.window.settings import Settings


def ok_enabled(dialog: SetupDialog) -> bool:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def choose(dialog: SetupDialog, variant: str, players: int) -> None:
    dialog.preset.setCurrentIndex(dialog.preset.findData(variant))
    dialog.players.setValue(players)


CASES = [(name, n) for name, r in PRESETS.items() for n in range(2, 17)]


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_dialog_agrees_with_the_engine_for_every_preset_and_count(qtbot, variant, players):
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    choose(dialog, variant, players)
    assert dialog.rules() == PRESETS[variant]
    try:
        check_playable(PRESETS[variant], players)
        playable = True
    except RulesError:
        playable = False
    if dialog.players.value() != players:   # a count the rules cannot be played by is not offered
        assert not playable and ok_enabled(dialog) and not dialog.problems.text()
        return
    assert ok_enabled(dialog) == playable
    assert bool(dialog.problems.text()) == (not playable)


@pytest.mark.parametrize(("variant", "option", "value"), [
    ("agurk", "hand_cap", 5), ("agurk", "rescue", "buy-in"), ("gurka-is", "exact_reset", 30),
    ("norwegian", "first_hand", 2), ("twenty-two", "elimination_at", 0),
    ("ogorek", "players_per_deck", 16), ("gambling", "starting_chips", 0),
])
def test_invalid_combinations_disable_ok_with_the_engines_reason(qtbot, variant, option, value):
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    choose(dialog, variant, 9 if variant == "ogorek" else PRESETS[variant].min_players + 1)
    editor = dialog.editors[option]
    if hasattr(editor, "setValue"):
        editor.setValue(value)
    else:
        editor.setCurrentIndex(editor.findData(value))
    rules = dialog.rules()
    assert getattr(rules, option) == value
    with pytest.raises(RulesError) as refused:
        check_playable(rules, dialog.players.value())
    assert not ok_enabled(dialog)
    assert str(refused.value) in dialog.problems.text()
    assert "●" in dialog.option_labels[option].text()            # changed from the preset
    dialog.reset_button.click()
    assert dialog.rules() == PRESETS[variant] and "●" not in dialog.option_labels[option].text()


def test_a_changed_option_is_used_and_remembered(qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    choose(dialog, "agurk", 3)
    dialog.editors["lead"].setCurrentIndex(dialog.editors["lead"].findData("sets"))
    dialog.seed.setText("1234")
    dialog.seat_names[1].setText("Zoe")
    settings.last_setup = dialog.setup()
    again = SetupDialog(last=settings.last_setup)
    qtbot.addWidget(again)
    assert again.rules() == dataclasses.replace(PRESETS["agurk"], lead="sets")
    assert again.players.value() == 3 and again.seed_value() == 1234
    assert [s.name for s in again.seats()][1] == "Zoe"
    check_playable(again.rules(), 3)


def test_settings_survive_a_restart(qtbot, tmp_path):
    path = str(tmp_path / "settings.ini")
    first = MainWindow(autosave_path=None, settings=Settings(
        QSettings(path, QSettings.Format.IniFormat)))
    qtbot.addWidget(first)
    first.set_speed("fast")
    first.four_color_action.setChecked(True)
    first.autoplay_action.setChecked(False)
    first.set_language("ja")
    first.close()
    first.translations.set_language("en")   # back to English for the other tests
    stored = Settings(QSettings(path, QSettings.Format.IniFormat))
    assert (stored.speed, stored.four_color, stored.auto_play, stored.language) == (
        "fast", True, False, "ja")
    second = MainWindow(autosave_path=None, settings=stored)
    qtbot.addWidget(second)
    assert second.animator.speed == "fast" and second.speed_actions["fast"].isChecked()
    assert second.art.four_color and not second.session.auto_play_forced


@pytest.mark.parametrize(("variant", "changes", "players"), [
    ("twenty-two", {"min_players": 1}, 2), ("twenty-two", {"max_players": 20}, 4),
    ("twenty-two", {"min_players": 9, "max_players": 5}, 5),
    ("twenty-two", {"elimination_at": 0}, 4), ("gurka-is", {"exact_reset": 30}, 3),
    ("twenty-two", {"first_hand": 0}, 4), ("norwegian", {"hand_cap": 0}, 4),
    ("agurk", {"hand_cap": 5}, 4), ("twenty-two", {"max_decks": 9}, 4),
    ("norwegian", {"first_hand": 2}, 4), ("gurka-no", {"ante": -1}, 4),
    ("agurk", {"rescue": "buy-in"}, 4), ("gambling", {"starting_chips": 0}, 4),
    ("twenty-two", {"top_cards": ("6C", "6C")}, 4), ("twenty-two", {"top_cards": ("AS",)}, 4),
    ("twenty-two", {}, 13), ("twenty-two", {"players_per_deck": 1, "max_players": 16}, 5),
    ("agurk", {"players_per_deck": 12}, 8), ("ogorek", {"players_per_deck": 16}, 9),
    ("twenty-two", {"jokers": 5}, 4), ("twenty-two", {"players_per_deck": 0}, 4),
])
def test_every_problem_has_a_translatable_text_equal_to_the_engines(qapp, variant, changes,
                                                                    players):
    from cardtable.table.cucumber.option_texts import problem_text

    rules = dataclasses.replace(PRESETS[variant], **changes)
    with pytest.raises(RulesError) as refused:
        check_playable(rules, players)
    for problem in refused.value.problems:
        assert getattr(problem, "code", None), f"no code for {problem!r}"
        assert problem_text(problem) == str(problem)
