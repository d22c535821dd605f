"""Small dialogs: the end of the game (the played-cards viewer is ``last_trick``)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


class GameOverDialog(QDialog):
    """Who won, the final standings (and how the scores went, ``chart``),
    and Play again / Close."""

    def __init__(self, parent: QWidget | None, winners: str,
                 standings: list[tuple[str, int, bool]], chart: QWidget | None = None) -> None:
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
        if chart is not None:
            layout.addWidget(chart, 1)
        layout.addWidget(buttons)
        self.resize(420, 560 if chart is not None else 320)
