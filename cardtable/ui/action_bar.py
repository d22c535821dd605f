"""The strip under the table: what to do now, and the buttons to do it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)


class ActionBar(QWidget):
    """Status text plus Play / Exchange / Keep / Yes / No buttons, or one
    button per choice (a declaration such as a trump suit)."""

    primary = Signal()          # Play or Exchange the selected cards
    keep = Signal()             # keep the hand (exchange phase)
    answer = Signal(bool)       # yes / no to a question
    chosen = Signal(object)     # the action of a choice button
    named = Signal(str)         # a card button: play the selection as this action name
    # The button the player pressed went away with its prompt: Qt would hand the
    # keyboard focus to the next widget in line (the game log), so arrow keys
    # stopped reaching the cards. The window gives it back to the table.
    focus_released = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        # Every button of the bar is as tall as a plain one, always: the hint's
        # outline (a style sheet) made a button taller, the bar grew and the
        # table above it shrank the moment a hint came.
        self.primary_button = QPushButton()
        self.button_height = self.primary_button.sizeHint().height()
        self.primary_button.setFixedHeight(self.button_height)
        self.keep_button = self._button()
        self.yes_button = self._button()
        self.no_button = self._button()
        self.primary_button.clicked.connect(self.primary)
        self.keep_button.clicked.connect(self.keep)
        self.yes_button.clicked.connect(lambda: self.answer.emit(True))
        self.no_button.clicked.connect(lambda: self.answer.emit(False))
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 6, 10, 6)
        column.setSpacing(4)
        row = QHBoxLayout()
        self.tools = QHBoxLayout()      # Undo, Redo, Hint: always there (add_tool)
        row.addLayout(self.tools)
        row.addWidget(self.status, 1)
        column.addLayout(row)
        # Choices (a trump suit, a rank …) get a row of their own under the prompt,
        # so thirteen buttons never squeeze the prompt into a column.
        self.choices_box = QWidget()
        self.choices_row = QHBoxLayout(self.choices_box)
        self.choices_row.setContentsMargins(0, 0, 0, 0)
        self.choice_buttons: list[QPushButton] = []
        self._choice_room = False       # keep the row's room when it is empty (set_choice_room)
        column.addWidget(self.choices_box)
        for button in (self.primary_button, self.keep_button, self.yes_button, self.no_button):
            button.setMinimumWidth(110)
            row.addWidget(button)
        # A one-line prompt is as tall as a button, with buttons shown or not:
        # the bar keeps its height from turn to turn, so the table above it is
        # not laid out again (and does not jump) each time the prompt changes.
        self.status.setMinimumHeight(self.button_height)
        self.mode = "idle"
        self.text = ""
        self.retranslate()
        self.show_idle("")

    def set_choice_room(self, on: bool) -> None:
        """Keep room for the choices row all game (``on``), for games that ask with
        buttons every few turns (Sneak's Draw and Pass, Supertrump's suits):
        a row coming and going resized the table above it on every turn."""
        self._choice_room = bool(on)
        height = self.primary_button.sizeHint().height() if on else 0
        self.choices_box.setMinimumHeight(height)
        self._fit_choices()

    def _fit_choices(self) -> None:
        self.choices_box.setVisible(bool(self.choice_buttons) or self._choice_room)

    def retranslate(self) -> None:
        # Every label has a mnemonic (Alt+letter), clear of the menus' F, G, V, H:
        # the keyboard reaches each button without Tab.
        self.keep_button.setText(self.tr("&Keep hand"))
        self.yes_button.setText(self.tr("&Yes"))
        self.no_button.setText(self.tr("&No"))
        self.primary_button.setText(self.tr("&Exchange") if self.mode == "exchange"
                                    else self.tr("&Play"))

    def show_idle(self, text: str) -> None:
        self._show("idle", text)

    def show_cards(self, mode: str, text: str) -> None:
        """``mode`` is ``play`` or ``exchange``."""
        self._show(mode, text)

    def show_question(self, text: str) -> None:
        self._show("question", text)

    def show_choices(self, text: str, choices: list[tuple[str, Any]]) -> None:
        """One button per ``(label, action)``; a click emits ``chosen(action)``."""
        self._show("choices", text)
        for label, action in choices:
            button = self._button(label)
            button.setMinimumWidth(64)
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            self.choices_row.addWidget(button)
            self.choice_buttons.append(button)
        self.choices_row.addStretch(1)  # buttons at their own size: one "Draw" is not a bar
        self._fit_choices()

    def show_card_buttons(self, text: str, buttons: list[tuple[str, str]],
                          choices: list[tuple[str, Any]]) -> None:
        """Turns where the selection can be played in several ways (Sneak's
        sneak / flaunt / challenge): one button per ``(label, action name)``,
        enabled by ``set_named_enabled``, plus immediate ``choices`` (Draw, Pass)."""
        self._show("multi", text)
        self.named_buttons: dict[str, QPushButton] = {}
        for label, action in choices:
            button = self._button(label)
            button.setMinimumWidth(110)
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            self.choices_row.addWidget(button)
            self.choice_buttons.append(button)
        self.choices_row.addStretch(1)
        for label, name in buttons:
            button = self._button(label)
            button.setMinimumWidth(110)
            button.setEnabled(False)
            button.clicked.connect(lambda _=False, n=name: self.named.emit(n))
            self.choices_row.addWidget(button)
            self.choice_buttons.append(button)
            self.named_buttons[name] = button
        self._fit_choices()

    def set_named_enabled(self, name: str, enabled: bool) -> None:
        button = getattr(self, "named_buttons", {}).get(name)
        if button is not None:
            button.setEnabled(enabled)

    def _button(self, label: str = "") -> QPushButton:
        button = QPushButton(label)
        button.setFixedHeight(self.button_height)
        return button

    def add_tool(self, button: QWidget) -> None:
        """A button that stays whatever the prompt (Undo, Redo, Hint), left of it."""
        self.tools.addWidget(button)

    def set_primary_enabled(self, enabled: bool) -> None:
        self.primary_button.setEnabled(enabled)

    def _show(self, mode: str, text: str) -> None:
        focused = self.focusWidget()
        had_focus = focused is not None and focused.hasFocus()
        doomed = set(self.choice_buttons)          # deleted with the old prompt
        self._replace(mode, text)
        if had_focus and (focused in doomed or not focused.isVisible()
                          or not focused.isEnabled()):
            self.focus_released.emit()

    def _replace(self, mode: str, text: str) -> None:
        for button in self.choice_buttons:
            self.choices_row.removeWidget(button)
            button.deleteLater()
        self.choice_buttons = []
        self.named_buttons = {}
        while self.choices_row.count():          # the stretch of a multi row
            self.choices_row.takeAt(0)
        self.mode, self.text = mode, text
        self.status.setText(text)
        self.primary_button.setVisible(mode in ("play", "exchange"))
        self.keep_button.setVisible(mode == "exchange")
        self.yes_button.setVisible(mode == "question")
        self.no_button.setVisible(mode == "question")
        self.primary_button.setEnabled(False)
        self._fit_choices()
        self.retranslate()
