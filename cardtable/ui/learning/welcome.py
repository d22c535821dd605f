"""The first launch's welcome: learn a game, or start playing at once.

Why: a first launch used to open straight into a four-player game of 22 at
its exchange, and nothing said that each game has a lesson at the real
table. The welcome is shown once, before any game is dealt, and offers
Help → Learn to play for every game with a lesson, a quick start (the first
game against computer players), the New game dialog and, since friends can
share a table, Game → Play with friends' Host and Join (a newcomer who came to
play with friends should not have to find them in a menu). Closing it is the
quick start: the table is never left empty. The window decides when it is due
(``Settings.welcomed``); :class:`cardtable.ui.learning.lesson_runner.LessonRunner`
acts on the choice.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from cardtable.table.lesson import Lesson

#: The choices that are not a lesson.
QUICK, CHOOSE, HOST, JOIN = "quick", "choose", "host", "join"


class WelcomeDialog(QDialog):
    """One button per lesson, then Quick start, Choose a game and (``friends``)
    Host a table and Join a table; ``choice`` is the lesson, :data:`QUICK`,
    :data:`CHOOSE`, :data:`HOST` or :data:`JOIN` (closing: :data:`QUICK`)."""

    def __init__(self, parent: QWidget | None, lessons: list[Lesson], quick_game: str,
                 friends: bool = True) -> None:
        super().__init__(parent)
        self.choice: Any = QUICK
        self.setWindowTitle(self.tr("Welcome to cardtable"))
        column = QVBoxLayout(self)
        intro = QLabel(self.tr(
            "Card games against computer players, alone or with friends at a shared "
            "table. New to a game? Its lesson deals a first game at the real table and "
            "explains every move; you can take any lesson later from the Help menu."))
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.PlainText)
        column.addWidget(intro)
        self.lesson_buttons: list[QPushButton] = []
        for lesson in lessons:
            button = QPushButton(lesson.title())
            button.clicked.connect(lambda _=False, le=lesson: self._choose(le))
            column.addWidget(button)
            self.lesson_buttons.append(button)
        column.addSpacing(8)
        self.quick_button = QPushButton(self.tr("&Quick start: play %1 now").replace(
            "%1", quick_game))
        self.quick_button.clicked.connect(lambda: self._choose(QUICK))
        self.quick_button.setDefault(True)
        column.addWidget(self.quick_button)
        self.choose_button = QPushButton(self.tr("&Choose a game…"))
        self.choose_button.clicked.connect(lambda: self._choose(CHOOSE))
        column.addWidget(self.choose_button)
        self.host_button: QPushButton | None = None
        self.join_button: QPushButton | None = None
        if friends:
            column.addSpacing(8)
            self.host_button = QPushButton(self.tr("&Host a table for friends…"))
            self.host_button.clicked.connect(lambda: self._choose(HOST))
            column.addWidget(self.host_button)
            self.join_button = QPushButton(self.tr("&Join a friend's table…"))
            self.join_button.clicked.connect(lambda: self._choose(JOIN))
            column.addWidget(self.join_button)
        self.setMinimumWidth(420)

    def _choose(self, choice: Any) -> None:
        self.choice = choice
        self.accept()
