"""The strip under the table: what to do now, and the buttons to do it."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget


class ActionBar(QWidget):
    """Status text plus Play / Exchange / Keep / Yes / No buttons."""

    primary = Signal()          # Play or Exchange the selected cards
    keep = Signal()             # keep the hand (exchange phase)
    answer = Signal(bool)       # yes / no to a question

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.primary_button = QPushButton()
        self.keep_button = QPushButton()
        self.yes_button = QPushButton()
        self.no_button = QPushButton()
        self.primary_button.clicked.connect(self.primary)
        self.keep_button.clicked.connect(self.keep)
        self.yes_button.clicked.connect(lambda: self.answer.emit(True))
        self.no_button.clicked.connect(lambda: self.answer.emit(False))
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        row.addWidget(self.status, 1)
        for button in (self.primary_button, self.keep_button, self.yes_button, self.no_button):
            button.setMinimumWidth(110)
            row.addWidget(button)
        self.mode = "idle"
        self.text = ""
        self.retranslate()
        self.show_idle("")

    def retranslate(self) -> None:
        self.keep_button.setText(self.tr("Keep hand"))
        self.yes_button.setText(self.tr("Yes"))
        self.no_button.setText(self.tr("No"))
        self.primary_button.setText(self.tr("Exchange") if self.mode == "exchange"
                                    else self.tr("Play"))

    def show_idle(self, text: str) -> None:
        self._show("idle", text)

    def show_cards(self, mode: str, text: str) -> None:
        """``mode`` is ``play`` or ``exchange``."""
        self._show(mode, text)

    def show_question(self, text: str) -> None:
        self._show("question", text)

    def set_primary_enabled(self, enabled: bool) -> None:
        self.primary_button.setEnabled(enabled)

    def _show(self, mode: str, text: str) -> None:
        self.mode, self.text = mode, text
        self.status.setText(text)
        self.primary_button.setVisible(mode in ("play", "exchange"))
        self.keep_button.setVisible(mode == "exchange")
        self.yes_button.setVisible(mode == "question")
        self.no_button.setVisible(mode == "question")
        self.primary_button.setEnabled(False)
        self.retranslate()
