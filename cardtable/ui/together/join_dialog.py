"""Game → Play with friends → Join a table: an invitation, a name, and go.

The invitation is pasted (or comes from a ``cardtable://`` link, or is picked
from the tables found on the local network); it is checked as it is typed,
so OK is only offered for something that can be one. A bad paste is said in
words, never a traceback. Tables found on the LAN come from a ``finder``
the window gives (``cardtable.net.discovery``), polled while the dialog is
open; picking one fills the invitation.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.net.invitation import Invitation, parse
from cardtable.table.presentation import presentation_for

#: How often the list of tables on the network is looked at again (ms).
POLL_MS = 700


class JoinDialog(QDialog):
    """Ask for an invitation and a name; ``invitation()`` and ``name()`` once accepted."""

    def __init__(self, parent: QWidget | None, name: str, invitation: str = "", *,
                 finder: Callable[[], Sequence[Any]] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        self.finder = finder
        self.text = QLineEdit(invitation)
        self.text.setPlaceholderText("cardtable://192.168.1.20:8765/…")
        self.text.setAccessibleName(self.tr("Invitation"))
        self.name_edit = QLineEdit(name)
        self.name_edit.setMaxLength(24)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.found = QListWidget()
        self.found.setAccessibleName(self.tr("Tables on your network"))
        form = QFormLayout()
        form.addRow(self.tr("Invitation"), self.text)
        form.addRow(self.tr("Your name"), self.name_edit)
        # Our own button, not Ok renamed: a language change resets a standard one to "OK".
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = self.buttons.addButton(self.tr("Join"),
                                                  QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self.problem)
        if finder is not None:
            column.addWidget(QLabel(self.tr("Tables on your network")))
            column.addWidget(self.found)
            self.found.currentItemChanged.connect(self._picked)
            self.poll = QTimer(self)
            self.poll.timeout.connect(self.refresh)
            self.poll.start(POLL_MS)
            QTimer.singleShot(0, self.refresh)
        column.addWidget(self.buttons)
        self.text.textChanged.connect(self._check)
        self.name_edit.textChanged.connect(self._check)
        self._check()
        self.resize(560, self.sizeHint().height())

    def invitation(self) -> Invitation:
        return parse(self.text.text())

    def name(self) -> str:
        return self.name_edit.text().strip()

    def _check(self) -> None:
        problem = ""
        text = self.text.text().strip()
        if text:
            try:
                parse(text)
            except ValueError:
                problem = self.tr("This is not an invitation. An invitation looks like "
                                  "cardtable://host:port/TABLE-CODE: ask your host to "
                                  "copy it again.")
        ok = bool(text) and not problem and bool(self.name())
        if text and not problem and not self.name():
            problem = self.tr("Please give a name: the others see it at the table.")
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.join_button.setEnabled(ok)

    # ------------------------------------------------------------ the LAN
    def refresh(self) -> None:
        """Show the tables the finder knows now (the one picked stays picked)."""
        if self.finder is None:
            return
        try:
            tables = list(self.finder())
        except Exception:  # discovery is a nicety: a failure shows no tables
            tables = []
        picked = self.found.currentItem()
        keep = picked.data(Qt.ItemDataRole.UserRole) if picked is not None else None
        self.found.blockSignals(True)
        self.found.clear()
        for table in tables:
            item = QListWidgetItem(self.found_text(table))
            item.setData(Qt.ItemDataRole.UserRole, str(table.invitation))
            self.found.addItem(item)
            if str(table.invitation) == keep:
                self.found.setCurrentItem(item)
        if not tables:
            item = QListWidgetItem(self.tr("No table found yet on your network."))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.found.addItem(item)
        self.found.blockSignals(False)

    def found_text(self, table: Any) -> str:
        try:
            presentation = presentation_for(table.game)
            game = f"{presentation.name()} — {presentation.preset_name(table.variant)}"
        except Exception:   # a game this build lacks: its id says enough
            game = str(table.game)
        return (self.tr("%1's table: %2, %3 players, %4 free").replace("%1", table.name)
                .replace("%2", game).replace("%3", str(table.players))
                .replace("%4", str(table.free)))

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None and item.data(Qt.ItemDataRole.UserRole):
            self.text.setText(item.data(Qt.ItemDataRole.UserRole))
