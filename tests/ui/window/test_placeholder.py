"""The window the app opens until the table lands."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from cardtable.ui.window.placeholder import PlaceholderWindow


def test_window_opens_and_says_the_table_is_coming(qtbot):
    window = PlaceholderWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle() == "cardtable"
    label = window.centralWidget()
    assert isinstance(label, QLabel) and "coming" in label.text()
    assert not window.grab().isNull()
