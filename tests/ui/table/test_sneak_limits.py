"""Sneak's hand limit and deck count at the table: a forced pass
is offered as the one button, and the setup dialog will not start two decks
at 2–3 players, saying why in a line."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from cardtable.games.errors import IllegalAction
from cardtable.games.sneak import PRESETS, Draw, Pass
from cardtable.games.sneak import events as ev
from cardtable.table.presentation import presentation_for
from cardtable.ui.play.illegal_texts import illegal_text
from cardtable.ui.setup.setup_dialog import SetupDialog
from tests.games.sneak.helpers import position

HELD = ["2S", "3S", "4S", "5S", "6S", "7S", "8S"]


def test_a_forced_pass_is_the_one_choice_and_says_why(qapp):
    state = position(3, {0: HELD}, rules=PRESETS["sneak-hand-limit"])
    presentation = presentation_for("sneak")
    prompt = presentation.turn(state.observation(0), state.legal_actions())
    assert prompt.kind == "choices"
    assert [action for _, action in prompt.choices] == [Pass()]
    assert prompt.text == ("You hold 7 cards, the hand limit, and nobody else holds a card: "
                           "you must pass.")
    names = ["Aiko", "Ben", "Cleo"]
    passed = ev.LimitPassed(0, 7)
    assert presentation.describe(passed, names, 0) == (
        "You hold the hand limit (7 cards) with nothing to play, and pass.")
    assert presentation.describe(passed, names, 1) == (
        "Aiko holds the hand limit (7 cards) with nothing to play, and passes.")


def test_a_draw_refused_at_the_limit_reads_in_the_table_language(qapp):
    state = position(3, {0: HELD}, rules=PRESETS["sneak-hand-limit"])
    with pytest.raises(IllegalAction) as refused:
        state.apply(Draw())
    assert illegal_text(refused.value) == ("Your hand is at the limit (7 cards) and nobody "
                                           "else holds a card: you must pass.")


def test_the_setup_dialog_refuses_two_decks_at_three_players(qtbot):
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("sneak"))
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.players.setValue(3)
    dialog.editors["decks"].setValue(2)
    qtbot.waitUntil(lambda: not ok.isEnabled())
    assert dialog.problems.text() == ("This game cannot be played: 3 players play with one "
                                      "deck: two decks are for 4 to 7 players.")
    dialog.players.setValue(4)
    qtbot.waitUntil(ok.isEnabled)
    assert dialog.problems.text() == "" and dialog.rules().decks == 2


def test_every_bot_passes_when_it_must():
    from random import Random

    from cardtable.ai import bot_names, make_bot

    state = position(2, {0: HELD}, rules=PRESETS["sneak-hand-limit"])
    for level in bot_names("sneak"):
        bot = make_bot(level, "sneak")
        assert bot.choose(state.observation(0), state.legal_actions(), Random(1)) == Pass()
