"""Small dialogs: the end of the game, and the played-cards viewer."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


class GameOverDialog(QDialog):
    """Who won, the final standings, and Play again / Close."""

    def __init__(self, parent: QWidget | None, winners: str,
                 standings: list[tuple[str, int, bool]]) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        title = QLabel(self.tr("<h2>%1 won!</h2>").replace("%1", winners))
        table = QTableWidget(len(standings), 2)
        table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Points")])
        for row, (name, total, won) in enumerate(standings):
            label = f"★ {name}" if won else name
            table.setItem(row, 0, QTableWidgetItem(label))
            table.setItem(row, 1, QTableWidgetItem(str(total)))
        table.resizeColumnsToContents()
        buttons = QDialogButtonBox()
        self.again = buttons.addButton(self.tr("Play again"),
                                       QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(table)
        layout.addWidget(buttons)
        self.resize(360, 320)


class PlayedCardsDialog(QDialog):
    """Every card played so far this deal, trick by trick, as the game words it."""

    def __init__(self, parent: QWidget | None, lines: list[str]) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Played cards"))
        view = QListWidget()
        for line in lines:
            view.addItem(line)
        if not lines:
            view.addItem(self.tr("No card has been played in this deal yet."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(view)
        layout.addWidget(buttons)
        self.resize(560, 360)
