"""The setup dialog refuses a threshold that could run the deck out, saying the safe one."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

from cardtable.ui.setup.setup_dialog import SetupDialog


def test_too_high_a_threshold_with_penalty_cards_out_disables_ok(qtbot):
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("twenty-two"))
    dialog.players.setValue(4)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.editors["elimination_at"].setValue(100)
    assert not ok.isEnabled()
    assert ("With 4 players and penalty cards kept out, the threshold can be at most 87"
            in dialog.problems.text())
    dialog.editors["elimination_at"].setValue(87)
    assert ok.isEnabled() and dialog.problems.text() == ""
