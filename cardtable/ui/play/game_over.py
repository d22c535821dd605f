"""The end of the game: who won, the final standings and how the scores went.

It opens over the middle of the table, where the winner's banner is. Rather
than hiding half the message behind a dialog (or guessing where a window
manager lets a dialog go), the dialog says who won as its headline, large,
and the banner it would cover steps aside while it is open and comes back
when it closes, so the table still says it afterwards.

"Review my play" is asked for with :attr:`GameOverDialog.review_requested`:
the main window opens the review (a room of its own).
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGraphicsItem,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

# The headline: large, bold and in the banner's gold, so it reads as the result.
HEADLINE_STYLE = ("QLabel { font-size: 20pt; font-weight: bold; color: #2b1d00;"
                  " background: #ffce54; border-radius: 8px; padding: 10px 16px; }")

# Standings rows shown without scrolling (sixteen would push the chart out).
SHOWN_ROWS = 8


class GameOverDialog(QDialog):
    """Who won (the headline), the final standings (and how the scores went,
    ``chart``), and Play again / Close. ``banner``: the table's winner banner,
    hidden while the dialog is open."""

    review_requested = Signal()   # Review my play: the window opens it, beside the table

    def __init__(self, parent: QWidget | None, winners: str,
                 standings: list[tuple[str, int, bool]], chart: QWidget | None = None,
                 banner: QGraphicsItem | None = None, totals_title: str = "") -> None:
        super().__init__(parent)
        self.banner = banner
        self.setWindowTitle(self.tr("Game over"))
        self.title = QLabel(self.tr("<h2>%1 won!</h2>").replace("%1", winners))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet(HEADLINE_STYLE)
        table = QTableWidget(len(standings), 2)
        table.setHorizontalHeaderLabels([self.tr("Player"), totals_title or self.tr("Points")])
        for row, (name, total, won) in enumerate(standings):
            label = f"★ {name}" if won else name
            table.setItem(row, 0, QTableWidgetItem(label))
            number = QTableWidgetItem(str(total))
            number.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, 1, number)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The names take the width (two narrow columns left most of the table an
        # empty white box), and the table is as tall as its rows: the chart below
        # gets the rest.
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(r) for r in range(min(table.rowCount(), SHOWN_ROWS)))
        table.setMaximumHeight(rows + header.sizeHint().height() + 2 * table.frameWidth() + 2)
        self.table = table
        buttons = QDialogButtonBox()
        self.again = buttons.addButton(self.tr("Play again"),
                                       QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        # Review my play: the game just played, graded, beside the table.
        self.review_button = buttons.addButton(self.tr("Review my play"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.clicked.connect(self._review)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # Enter must not deal a new game before the result is read: Close is the
        # default, Play again a deliberate click.
        for button in buttons.buttons():
            button.setAutoDefault(False)
        close = next(b for b in buttons.buttons()
                     if buttons.buttonRole(b) == QDialogButtonBox.ButtonRole.RejectRole)
        close.setDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(table)
        if chart is not None:
            layout.addWidget(chart, 1)
        layout.addWidget(buttons)
        self.resize(420, 560 if chart is not None else 320)

    def _review(self) -> None:
        self.reject()          # the review window is not blocked by this modal dialog
        self.review_requested.emit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        if self.banner is not None:
            self.banner.setVisible(False)  # the headline says it; the dialog would cover it
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt override)
        if self.banner is not None:
            self.banner.setVisible(True)
        super().hideEvent(event)
