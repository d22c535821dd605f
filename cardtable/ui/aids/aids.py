"""The player aids of the main window: Undo, Redo, Hint, Last trick and the
Keyboard shortcuts page — their actions, menu places, buttons and keys.

Kept apart from ``main_window`` so that the window only builds it and asks
it to retranslate. The work is elsewhere: undo and redo in the session
(``cardtable.session.undo``), the hint in ``cardtable.ui.aids.hint``, the trick viewers in
``cardtable.ui.aids.last_trick``. Undo and Redo are enabled by the session's
``undo_available``/``redo_available`` signals; the same actions sit in the
Game menu and, as tool buttons, on the action bar, so the two always agree.

The shortcuts page reads the menu shortcuts from the window's actions when
it opens, in the platform's own notation (``⌘Z`` on a Mac, ``Ctrl+Z``
elsewhere), so it can never disagree with the menus; the keys the table
itself handles (the hand's arrows, Space, Enter) are listed beside them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from cardtable import texts
from cardtable.ui.aids.hint import HintController
from cardtable.ui.aids.last_trick import TrickViewer

# A literal translate(context, text) call that lupdate extracts.
translate = QCoreApplication.translate


class PlayerAids(QObject):
    """Creates and wires the aids' actions for ``window`` (a ``MainWindow``)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        session = window.session
        self.undo_action = QAction(window)
        self.undo_action.setShortcuts([QKeySequence("Ctrl+Z")])
        self.redo_action = QAction(window)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.hint_action = QAction(window, shortcut=QKeySequence("H"))
        self.last_trick_action = QAction(window, shortcut=QKeySequence("L"))
        self.shortcuts_action = QAction(window)
        for action in (self.undo_action, self.redo_action, self.hint_action):
            action.setEnabled(False)
        self.undo_action.triggered.connect(self.undo)
        self.redo_action.triggered.connect(self.redo)
        self.shortcuts_action.triggered.connect(self.show_shortcuts)
        session.undo_available.connect(self.undo_action.setEnabled)
        session.redo_available.connect(self.redo_action.setEnabled)
        self.hint = HintController(window, self.hint_action)
        self.tricks = TrickViewer(window, window.controller.names)
        self.last_trick_action.triggered.connect(self.tricks.show_last_trick)
        self.buttons: list[QToolButton] = []
        for action in (self.undo_action, self.redo_action, self.hint_action):
            button = QToolButton()
            button.setDefaultAction(action)
            window.bar.add_tool(button)
            self.buttons.append(button)
        game_menu = window.game_menu
        game_menu.insertActions(window.quit_action, [self.undo_action, self.redo_action,
                                                     self.hint_action])
        game_menu.insertSeparator(window.quit_action)
        window.view_menu.insertAction(window.played_action, self.last_trick_action)
        window.help_menu.insertAction(window.about_action, self.shortcuts_action)

    def undo(self) -> None:
        if not self.window.session.undo():
            self.window.statusBar().showMessage(self.tr("There is no move of yours to take "
                                                        "back in this deal."), 5000)

    def redo(self) -> None:
        if not self.window.session.redo():
            self.window.statusBar().showMessage(self.tr("There is nothing to redo."), 5000)

    def show_shortcuts(self) -> ShortcutsDialog:
        """Help → Keyboard shortcuts, read from the menus as they are now."""
        menus = (self.window.game_menu, self.window.view_menu, self.window.help_menu)
        actions = [a for menu in menus for a in menu.actions() if not a.isSeparator()]
        dialog = ShortcutsDialog(self.window, shortcut_rows(actions))
        dialog.exec()
        return dialog

    def retranslate(self) -> None:
        self.undo_action.setText(self.tr("&Undo"))
        self.undo_action.setToolTip(self.tr("Take back your last move and the moves after it"))
        self.redo_action.setText(self.tr("Re&do"))
        self.redo_action.setToolTip(self.tr("Play again what Undo took back"))
        for action in (self.undo_action, self.redo_action):
            show_plain(action)
        self.hint.retranslate(self.tr("&Hint"))
        self.hint_action.setToolTip(self.tr("Show the move the expert AI would make"))
        self.last_trick_action.setText(self.tr("&Last trick"))
        self.shortcuts_action.setText(self.tr("&Keyboard shortcuts"))


def show_plain(action: QAction) -> None:
    """The bar's tool button shows the action's words only: a tool button has no
    Alt+letter, and Qt leaves a Japanese mnemonic's "(D)" on it, which read as
    a key — one that Sneak's Draw button (引く(D)) really has."""
    action.setIconText(texts.plain_label(action.text()))


def action_keys(action: QAction) -> str:
    """All shortcuts of ``action`` as the platform writes them, or ``""``."""
    return ", ".join(key.toString(QKeySequence.SequenceFormat.NativeText)
                     for key in action.shortcuts() if not key.isEmpty())


def menu_text(action: QAction) -> str:
    """The action's menu text without accelerator marks, ellipsis or spinner."""
    return texts.plain_label(action.text()).rstrip("…")


class ShortcutsDialog(QDialog):
    """A two-column table: keys, and what they do."""

    def __init__(self, parent: QWidget | None, rows: list[tuple[str, str]]) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.table = QTableWidget(len(rows), 2)
        self.table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("What they do")])
        for row, (keys, what) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(keys))
            self.table.setItem(row, 1, QTableWidgetItem(what))
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # A long description wraps onto a taller row: the last row ("Alt + underlined
        # letter") was cut at the column's edge.
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("The table answers these keys while it has the focus; "
                                        "the menus show them too.")))
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(560, 520)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self.table.resizeRowsToContents()   # once the columns have their widths

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.table.resizeRowsToContents()


def table_keys() -> list[tuple[str, str]]:
    """Keys of the hand itself (``cardtable.table.hand_input``) and the mouse."""
    return [
        (translate("ShortcutsDialog", "Left / Right"),
         translate("ShortcutsDialog", "Move between the cards of your hand")),
        (translate("ShortcutsDialog", "Space"),
         translate("ShortcutsDialog", "Select or deselect the card under the focus")),
        (translate("ShortcutsDialog", "Enter"),
         translate("ShortcutsDialog", "Play (or exchange) the selected cards")),
        (translate("ShortcutsDialog", "W"),
         translate("ShortcutsDialog", "Say what you may do now (or whose turn) and the trick")),
        (translate("ShortcutsDialog", "C"),
         translate("ShortcutsDialog", "Say the cards in your hand")),
        (translate("ShortcutsDialog", "F10"),
         translate("ShortcutsDialog", "Open the menu bar")),
        (translate("ShortcutsDialog", "Double-click"),
         translate("ShortcutsDialog", "Play that single card at once")),
        (translate("ShortcutsDialog", "Click the trick pile"),
         translate("ShortcutsDialog", "Show the last trick")),
        (translate("ShortcutsDialog", "Alt + underlined letter"),
         translate("ShortcutsDialog", "Press that button under the table (Alt+D: Draw, "
                   "Alt+K: Keep hand, Alt+Y / Alt+N: Yes / No …)")),
    ]


def shortcut_rows(actions: list[Any]) -> list[tuple[str, str]]:
    """One row per action that has a shortcut, then the table's own keys."""
    rows = [(action_keys(a), menu_text(a)) for a in actions if action_keys(a)]
    return rows + table_keys()
