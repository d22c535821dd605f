"""Game → Statistics: the person's record per game and variant, and a reset.

One line for all games of the chosen game and variant, then one line per
opponent level (the AI levels sat against, e.g. "easy + expert"), so a
person sees how they do against each strength. Games where they undid a
move or asked for a hint are counted and shown, not hidden. The numbers
come from :mod:`cardtable.stats.summary`; this module only formats them.
Reset asks first, and forgets only the game and variant shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable import texts
from cardtable.stats.db import StatsDB
from cardtable.stats.summary import Summary, by_opponents, person_results, summarize
from cardtable.table.presentation import game_names

#: Runs a function on the database, recovering from a damaged file (``StatsStore.call``).
Run = Callable[[Callable[[StatsDB], object]], object]


class StatisticsDialog(QDialog):
    """Games, wins, win rate, average place and streaks for one game and variant."""

    def __init__(self, parent: QWidget | None, run: Run,
                 current: tuple[str, str] | None = None) -> None:
        super().__init__(parent)
        self.run = run
        self.setWindowTitle(self.tr("Statistics"))
        self.kind_box = QComboBox()
        self.kind_box.setToolTip(self.tr("The game and variant to show"))
        self.table = QTableWidget(0, 7)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setHorizontalHeaderLabels([
            self.tr("Games"), self.tr("Wins"), self.tr("Win rate"), self.tr("Average place"),
            self.tr("Current streak"), self.tr("Best streak"), self.tr("Assisted")])
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.empty = QLabel(self.tr("No finished game yet: statistics appear after your "
                                    "first game."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(self.tr("&Reset…"),
                                              QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.setToolTip(self.tr("Forget every game of the game and variant shown"))
        self.reset_button.clicked.connect(self.reset)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.kind_box)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty)
        layout.addWidget(buttons)
        self.kind_box.currentIndexChanged.connect(lambda _i: self.refresh())
        self._fill_kinds(current)
        self.resize(720, 360)

    def _fill_kinds(self, current: tuple[str, str] | None) -> None:
        kinds = self.run(lambda db: db.kinds())
        self.kind_box.blockSignals(True)
        self.kind_box.clear()
        for game, variant in kinds:
            name, preset = game_names(game, variant)
            self.kind_box.addItem(f"{name} — {preset}", (game, variant))
        if current in kinds:
            self.kind_box.setCurrentIndex(kinds.index(current))
        # Before the first finished game the list is empty: a greyed box that says
        # so, not a blank one that looks broken.
        self.kind_box.setPlaceholderText(self.tr("No game played yet"))
        self.kind_box.setEnabled(bool(kinds))
        self.kind_box.blockSignals(False)
        self.refresh()

    def kind(self) -> tuple[str, str] | None:
        data = self.kind_box.currentData()
        return tuple(data) if data else None

    def refresh(self) -> None:
        """Recount the shown game and variant from the database."""
        kind = self.kind()
        rows: list[tuple[str, Summary]] = []
        if kind is not None:
            results = person_results(self.run(lambda db: db.games(*kind)))
            rows.append((self.tr("All opponents"), summarize(results)))
            for key, summary in sorted(by_opponents(results).items()):
                levels = " + ".join(texts.level_name(lv) for lv in key.split("+"))
                rows.append((self.tr("Against %1").replace("%1", levels), summary))
        self.table.setRowCount(len(rows))
        self.table.setVerticalHeaderLabels([label for label, _ in rows])
        for r, (_label, s) in enumerate(rows):
            values = (str(s.games), str(s.wins), f"{s.win_rate * 100:.0f} %",
                      f"{s.average_place:.2f}", str(s.current_streak), str(s.best_streak),
                      str(s.assisted))
            for c, text in enumerate(values):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.empty.setVisible(kind is None)
        self.reset_button.setEnabled(kind is not None)

    def reset(self) -> None:
        """Forget the shown game and variant, after asking."""
        kind = self.kind()
        if kind is None:
            return
        name, preset = game_names(*kind)
        answer = QMessageBox.question(
            self, self.tr("Reset statistics"),
            self.tr("Forget all %1 games of %2 (%3), with their history? This cannot be "
                    "undone.").replace("%1", self.table.item(0, 0).text()).replace(
                "%2", name).replace("%3", preset))
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.run(lambda db: db.reset(*kind))
        self._fill_kinds(None)
