"""The strip under the table: what to do now, and the buttons to do it.

Its buttons change meaning from one prompt to the next (Sneak's Draw, then
Pass in the same place), so a click meant for the old prompt must not answer
the new one: a press that comes within the double-click interval of the
previous press, with the bar changed in between, is ignored (the second half
of a double-click, or a quick second click; the events' own times are
compared, so it holds at any speed of the table), and a choice with another
meaning never takes the place of the choice just pressed (it moves past it,
for a second click that comes later, after an AI's move).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable.cards import parse_card
from cardtable.texts import cards_name
from cardtable.ui.kit.flow_layout import FlowLayout

#: Moves without cards that keep one place in the choices row whichever of them
#: is offered: Sneak's Pass jumped between Draw's place and the next.
SLOTS = {"draw": 0, "pass": 1}
#: The width of such a slot (a wider label widens its own button).
SLOT_WIDTH = 120
#: Qt's QWIDGETSIZE_MAX (not exported by PySide6): no maximum width.
WIDGET_SIZE_MAX = 16777215


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
        self._last_press: int | None = None   # event time of the last press on a button
        self._changed = False                 # the bar changed since that press
        self._swallowing = False              # that press was ignored: so is its release
        self._pressed: tuple[str, QRect] | None = None  # the choice just pressed, and where
        self._shown: tuple = ()               # what the bar shows (``_settled``)
        self.primary_button.installEventFilter(self)
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
        # so thirteen buttons never squeeze the prompt into a column; in a narrow
        # window the row wraps (Supertrump's thirteen ranks made the window at
        # least 1128 px wide).
        self.choices_box = QWidget()
        self.choices_row = FlowLayout(self.choices_box, spacing=row.spacing())
        self.choices_row.setContentsMargins(0, 0, 0, 0)
        self.choice_buttons: list[QPushButton] = []
        # Choice buttons of earlier prompts, hidden, kept for the next ones: a
        # button deleted under a screen reader left it asking Qt about a dead
        # object (hundreds of warnings in a Supertrump game of questions).
        self._spare: list[QPushButton] = []
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
        self._changed = False

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
        self._settled()

    def show_cards(self, mode: str, text: str) -> None:
        """``mode`` is ``play`` or ``exchange``."""
        self._show(mode, text)
        self._settled()

    def show_question(self, text: str) -> None:
        self._show("question", text)
        self._settled()

    def show_refusal(self, codes: list[str]) -> None:
        """Cards dropped on the felt that cannot go: say why as their tooltip
        does (the prompt in force); the prompt's buttons stay."""
        names = cards_name(parse_card(code) for code in codes)
        self.status.setText(QCoreApplication.translate(
            "Tooltips", "%1 — not playable now: %2").replace("%1", names).replace(
            "%2", self.text))

    def show_choices(self, text: str, choices: list[tuple[str, Any]]) -> None:
        """One button per ``(label, action)``; a click emits ``chosen(action)``."""
        self._show("choices", text)
        buttons = []
        for label, action in choices:
            button = self._choice_button(label)
            button.setMinimumWidth(64)
            if len(choices) > 4:
                # As wide as its words, not the style's 80 px: thirteen ranks take
                # two rows of an 800 px window, not three (Draw keeps its size).
                words = button.fontMetrics().horizontalAdvance(label.replace("&", ""))
                button.setMaximumWidth(max(64, words + 24))
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            buttons.append(button)
        self._place_choices(buttons, self._slots(choices))
        self.choices_row.addStretch(1)  # buttons at their own size: one "Draw" is not a bar
        self._fit_choices()
        self._settled()

    def show_card_buttons(self, text: str, buttons: list[tuple[str, str]],
                          choices: list[tuple[str, Any]]) -> None:
        """Turns where the selection can be played in several ways (Sneak's
        sneak / flaunt / challenge): one button per ``(label, action name)``,
        enabled by ``set_named_enabled``, plus immediate ``choices`` (Draw, Pass)."""
        self._show("multi", text)
        self.named_buttons: dict[str, QPushButton] = {}
        immediate = []
        for label, action in choices:
            button = self._choice_button(label)
            button.setMinimumWidth(110)
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            immediate.append(button)
        self._place_choices(immediate, self._slots(choices))
        self.choices_row.addStretch(1)
        for label, name in buttons:
            button = self._choice_button(label)
            button.setMinimumWidth(110)
            button.setEnabled(False)
            button.clicked.connect(lambda _=False, n=name: self.named.emit(n))
            self.choices_row.addWidget(button)
            self.choice_buttons.append(button)
            self.named_buttons[name] = button
        self._fit_choices()
        self._settled()

    @staticmethod
    def _slots(choices: list[tuple[str, Any]]) -> list[int] | None:
        """Each choice's fixed place (``SLOTS``), if every choice has one."""
        names = [action if isinstance(action, str) else getattr(action, "name", None)
                 for _label, action in choices]
        return [SLOTS[n] for n in names] if names and all(n in SLOTS for n in names) else None

    def _place_choices(self, buttons: list[QPushButton], slots: list[int] | None = None) -> None:
        """Add the row's left-hand choices. With ``slots``, each keeps its own
        place whichever others are offered (Pass never takes Draw's place, nor
        moves). Otherwise one whose label differs from the choice just pressed
        moves past the place where that one was (a space before it), so the
        next click of a person who clicked twice finds nothing there rather
        than another move."""
        pressed, x = self._pressed, 0
        spacing = max(0, self.choices_row.spacing())
        if slots is not None:
            place = 0
            for button, slot in zip(buttons, slots, strict=True):
                if slot > place:
                    self.choices_row.addSpacing((SLOT_WIDTH + spacing) * (slot - place))
                button.setMinimumWidth(SLOT_WIDTH)
                self.choices_row.addWidget(button)
                self.choice_buttons.append(button)
                place = slot + 1
            return
        for button in buttons:
            width = min(max(button.sizeHint().width(), button.minimumWidth()),
                        button.maximumWidth())
            if pressed is not None and button.text() != pressed[0] \
                    and x <= pressed[1].right() and pressed[1].left() < x + width:
                skip = pressed[1].right() + 1 + spacing - x
                self.choices_row.addSpacing(skip)   # no spacing beside it (FlowLayout)
                x += skip
            self.choices_row.addWidget(button)
            self.choice_buttons.append(button)
            x += width + spacing

    def set_named_enabled(self, name: str, enabled: bool) -> None:
        button = getattr(self, "named_buttons", {}).get(name)
        if button is not None:
            button.setEnabled(enabled)

    def _button(self, label: str = "") -> QPushButton:
        button = QPushButton(label)
        button.setFixedHeight(self.button_height)
        button.installEventFilter(self)
        return button

    def _choice_button(self, label: str) -> QPushButton:
        """A button for this prompt's choices: a spare one made plain again, or a new one."""
        if not self._spare:
            return self._button(label)
        button = self._spare.pop()
        button.setText(label)
        button.setMinimumWidth(0)
        button.setMaximumWidth(WIDGET_SIZE_MAX)
        button.setEnabled(True)
        button.setStyleSheet("")          # a hint's outline on the earlier choice
        button.setToolTip("")
        button.setAccessibleName("")      # the screen reader's naming pass names it anew
        button.show()
        return button

    def _settled(self) -> None:
        """The bar shows a new prompt: note whether its buttons or words changed
        (a press just before the change was meant for what was there before)."""
        shown = (self.mode, self.text, self.primary_button.text(),
                 tuple(button.text() for button in self.choice_buttons))
        if shown != self._shown:
            self._shown = shown
            self._changed = True
        if self.mode != "idle":
            self._pressed = None      # it protected this prompt's choices only

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        """A press within the double-click interval of the previous one, the
        bar changed in between, is ignored with its release: it was aimed at
        a button that is gone (a double-click on Draw must not Pass). The
        events' own times are compared, never the clock's."""
        kind = event.type()
        if not isinstance(event, QMouseEvent):
            return False
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            if kind == QEvent.Type.MouseButtonDblClick and self._swallowing:
                return True               # the same click, reported again as a double-click
            stamp = event.timestamp()
            soon = (self._last_press is not None
                    and 0 <= stamp - self._last_press < QApplication.doubleClickInterval())
            self._swallowing = soon and self._changed
            self._last_press, self._changed = stamp, False
            if not self._swallowing:
                self._pressed = ((watched.text(), watched.geometry())
                                 if watched in self.choice_buttons else None)
            return self._swallowing
        if kind == QEvent.Type.MouseButtonRelease and self._swallowing:
            self._swallowing = False
            return True
        return False

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
            # Hidden at once, its words and click gone: a removed button left
            # visible under the new row kept its Alt+letter live (a second
            # "&Draw" made Alt+D ambiguous, so it only moved focus).
            button.hide()
            button.clicked.disconnect()
            button.setText("")
            self._spare.append(button)
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
