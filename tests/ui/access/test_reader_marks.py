"""Marks and leftovers a screen reader met in the windows around the table:
the rule form's "●" (read as "black circle"), old lesson texts left in the
accessible tree, the warnings the score table's updates cost."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QMessageBox

from cardtable.ui.together.host_dialog import HostDialog


@pytest.fixture(autouse=True)
def no_boxes(monkeypatch) -> None:
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: None)


def said(widget) -> tuple[str, str]:
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name), interface.text(QAccessible.Text.Description)


def test_a_changed_rule_is_said_in_words_not_as_a_circle(window, qtbot):
    dialog = HostDialog(window, "Ann", announce_available=False)
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("cucumber"))
    dialog.variant.setCurrentIndex(dialog.variant.findData("twenty-two"))
    dialog.show()
    form = dialog.rules_form
    editor, label = form.editors["elimination_at"], form.labels["elimination_at"]
    editor.setValue(30)
    qtbot.waitUntil(lambda: "●" in label.text(), timeout=5000)   # the mark on screen
    name, description = said(editor)
    assert "●" not in name and name
    assert description.startswith(
        QCoreApplication.translate("RulesForm", "Changed from the usual rules."))
    assert editor.toolTip() in description                       # the rule's help kept
    assert "●" not in said(label)[0]
    dialog.reset_button.click()
    name, description = said(editor)
    assert "Changed" not in description and "●" not in label.text()


def test_said_texts_leave_the_accessible_tree_once_read(window, qtbot, monkeypatch):
    """Each announcement is a notification label: once read it is deleted,
    so a lesson's old steps and the last deal's plays are not reviewed (Orca's
    flat review read them as the status bar's current text)."""
    from cardtable.ui.access import speech

    monkeypatch.setattr(speech, "NOTICE_LIFE_MS", 50)
    speaker = window.access.cards.speaker
    speaker.notify = True                                  # as on X11 and Wayland
    for text in ("Step one.", "Step two.", "Step three."):
        speaker.say(text)
    assert [notice.text() for notice in speaker.notices] == ["Step one.", "Step two.",
                                                             "Step three."]
    bar = QAccessible.queryAccessibleInterface(window.statusBar())
    qtbot.waitUntil(lambda: speaker.notices == [], timeout=5000)
    qtbot.waitUntil(lambda: not any(
        "Step" in bar.child(i).text(QAccessible.Text.Name) for i in range(bar.childCount())),
        timeout=5000)


def test_a_form_row_removed_under_the_naming_pass_is_safe(window, qtbot):
    """The naming pass reads a form's labels (``layout_label``) when the focus
    lands on an unnamed field. A row removed (its label and field deleted,
    the field holding the focus) leaves no stale label to read: Qt takes the
    row out of the layout before it deletes its widgets, and clears the
    focus rather than moving it during the deletion, so no pass runs on a
    half-deleted widget; the next field is named by its own label."""
    from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QSpinBox

    QAccessible.setActive(True)
    try:
        dialog = QDialog(window)
        form = QFormLayout(dialog)
        fields = [QSpinBox(), QComboBox(), QSpinBox()]
        for i, field in enumerate(fields):
            form.addRow(f"Field {i}", field)
        dialog.show()
        dialog.activateWindow()
        qtbot.waitExposed(dialog)
        for round_ in range(3):
            focused = fields[1]
            focused.setFocus()
            qtbot.waitUntil(focused.hasFocus, timeout=5000)
            form.removeRow(1)                       # the focused field and its label go
            fields[1] = QComboBox()
            form.insertRow(1, f"Again {round_}", fields[1])
            fields[1].setFocus()                    # unnamed: the pass names the window
            qtbot.waitUntil(fields[1].hasFocus, timeout=5000)
            assert said(fields[1])[0] == f"Again {round_}"
            assert said(fields[2])[0] == "Field 2"
    finally:
        QAccessible.setActive(False)
