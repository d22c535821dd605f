"""Game → History: every finished game, newest first, to replay or export.

The list comes from the statistics database (one row per finished game,
its record kept beside it), so it is as complete as the statistics. Names
of games and variants are asked of each game's presentation at display
time, so the list follows the language; a game this build does not know
(a newer cardtable wrote it) is shown by its id rather than hidden.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable import texts
from cardtable.stats.db import FinishedGame
from cardtable.table.presentation import game_names


def result_text(game: FinishedGame) -> str:
    """How the game ended for the person: "Won", "2nd of 4" (or the winners' names)."""
    me = game.person
    if me is None:
        names = [s.name for s in game.seats if s.seat in game.winners]
        return QCoreApplication.translate("HistoryDialog", "Won by %1").replace(
            "%1", texts.join_list(names))
    if me.won:
        text = QCoreApplication.translate("HistoryDialog", "Won")
    elif len(game.seats) == 2:   # "Place 2 of 2" said "lost" the long way round
        text = QCoreApplication.translate("HistoryDialog", "Lost")
    else:
        text = QCoreApplication.translate("HistoryDialog", "Place %1 of %2").replace(
            "%1", str(me.place)).replace("%2", str(len(game.seats)))
    if game.assisted:
        text += QCoreApplication.translate("HistoryDialog", " (assisted)")
    if game.shared:
        text += QCoreApplication.translate("HistoryDialog", " (shared table)")
    return text


class HistoryDialog(QDialog):
    """A table of finished games with Replay and Save record as… for the selected one.

    Shown without blocking (``GameArchive.show_history``): a replay opened
    from it is a window of its own, and a modal History kept every other
    window from the mouse and keys — the replay's ▶ and step buttons did
    nothing until History was closed."""

    def __init__(self, parent: QWidget | None, entries: Sequence[FinishedGame],
                 replay: Callable[[FinishedGame], None],
                 save_as: Callable[[FinishedGame], None]) -> None:
        super().__init__(parent)
        self.entries = list(entries)
        self._replay, self._save_as = replay, save_as
        self.setWindowTitle(self.tr("History"))
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Game"),
                                              self.tr("Variant"), self.tr("Result")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.cellDoubleClicked.connect(lambda row, _col: self._act(self._replay, row))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.replay_button = buttons.addButton(self.tr("&Replay"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.save_button = buttons.addButton(self.tr("&Save record as…"),
                                             QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button = buttons.addButton(self.tr("Re&view my play"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.setToolTip(self.tr("Grade your decisions in the selected game "
                                              "by the expert's values"))
        self.review_button.clicked.connect(lambda: self._act(self._review, self._row()))
        self.replay_button.setToolTip(self.tr("Watch the selected game again, move by move"))
        self.save_button.setToolTip(self.tr("Export the selected game as a .cardtable file"))
        self.replay_button.clicked.connect(lambda: self._act(self._replay, self._row()))
        self.save_button.clicked.connect(lambda: self._act(self._save_as, self._row()))
        buttons.rejected.connect(self.reject)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.set_entries(self.entries)
        self.resize(640, 420)

    def set_entries(self, entries: Sequence[FinishedGame]) -> None:
        """Fill the table with ``entries`` (newest first), the first selected.
        History stays open beside the table, so asking for it again refills
        the one already open rather than stacking a second."""
        self.entries = list(entries)
        self.table.clearSpans()
        self.table.clearContents()
        self.table.setRowCount(max(1, len(self.entries)))
        if not self.entries:
            self.table.setSpan(0, 0, 1, 4)
            self.table.setItem(0, 0, QTableWidgetItem(self.tr("No finished game yet.")))
        for row, game in enumerate(self.entries):
            name, variant = game_names(game.game, game.variant)
            date = game.finished.replace("T", " ")[:16]
            for col, text in enumerate((date, name, variant, result_text(game))):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, row)
                self.table.setItem(row, col, item)
        if self.entries:
            self.table.selectRow(0)
        self._update_buttons()

    def _row(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows and self.entries else None

    def _update_buttons(self) -> None:
        has = self._row() is not None
        self.replay_button.setEnabled(has)
        self.save_button.setEnabled(has)
        self.review_button.setEnabled(has)

    def _act(self, what: Callable[[FinishedGame], None], row: int | None) -> None:
        if row is not None and 0 <= row < len(self.entries):
            what(self.entries[row])

    def _review(self, game: FinishedGame) -> None:
        """Review my play: the selected game graded (``cardtable.ui.review.review_window``)."""
        from cardtable.ui.review.review_window import review_entry

        self.review_window = review_entry(self.parentWidget(), game)
