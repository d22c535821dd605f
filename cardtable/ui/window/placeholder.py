"""The window shown until the playable table exists."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow


class PlaceholderWindow(QMainWindow):
    """A plain window that says the card table is on its way."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("cardtable"))
        label = QLabel(self.tr("The card table is coming soon.\n"
                               "Meanwhile, try: cardtable sim --players 4 --games 10"))
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setMargin(40)
        self.setCentralWidget(label)
        self.resize(640, 360)
