"""The strip that offers a way out once the person is out of the game.

In the Cucumber family an eliminated player would otherwise watch the AIs
play on for minutes at the chosen pace. The strip says so and offers to
finish the game quickly (instant animations and no AI pause until the game
ends, the speed setting itself untouched) or to start a new game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from cardtable.table.presentation import presentation_for


class OutBar(QFrame):
    """"You are out" with Finish quickly and New game buttons (hidden otherwise)."""

    finish_quickly = Signal()
    new_game = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OutBar")
        self.setStyleSheet("#OutBar { background: #fff4d6; border-top: 1px solid #d9c58a; }")
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.finish_button = QPushButton()
        self.new_button = QPushButton()
        self.finish_button.clicked.connect(self._finish)
        self.new_button.clicked.connect(self.new_game)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 4, 10, 4)
        row.addWidget(self.label, 1)
        row.addWidget(self.finish_button)
        row.addWidget(self.new_button)
        self.hurrying = False
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.label.setText(self.tr("You are out of this game; the others play on.")
                           if not self.hurrying else
                           self.tr("You are out of this game; finishing it quickly…"))
        self.finish_button.setText(self.tr("&Finish quickly"))
        self.new_button.setText(self.tr("&New game…"))

    def offer(self) -> None:
        """Show the strip (once out); the buttons stay until the game is replaced."""
        if not self.isVisible():
            self.hurrying = False
            self.finish_button.setEnabled(True)
            self.retranslate()
            self.show()

    def withdraw(self) -> None:
        self.hurrying = False
        self.hide()

    def _finish(self) -> None:
        self.hurrying = True
        self.finish_button.setEnabled(False)
        self.retranslate()
        self.finish_quickly.emit()


class OutOfGame(QObject):
    """Shows the :class:`OutBar` while the person is out, and carries out
    "finish quickly" on the window's animator and session."""

    def __init__(self, window: Any, bar: OutBar) -> None:
        super().__init__(window)
        self.window = window
        self.bar = bar
        self.hurry_from: str | None = None   # the speed to go back to afterwards
        window.controller.synced.connect(self._offer)
        window.session.game_reset.connect(self._on_reset)
        bar.finish_quickly.connect(self.finish_quickly)
        bar.new_game.connect(window.choose_game)

    def person_is_out(self) -> bool:
        """The person has been eliminated and the AIs play on."""
        session = self.window.session
        state, viewer = session.state, session.viewer_seat
        return (state is not None and viewer is not None and not state.is_over
                and presentation_for(session.game).is_out(session.observation(), viewer))

    def _offer(self) -> None:
        if self.person_is_out():
            self.bar.offer()
        elif self.bar.isVisible():
            self.bar.withdraw()

    def finish_quickly(self) -> None:
        """Instant animations and no AI pause until this game ends (the speed
        setting itself is kept and comes back with the next game)."""
        if self.hurry_from is None:
            self.hurry_from = self.window.animator.speed
        self.window.animator.set_speed("instant")
        self.window.session.set_pause(0)

    def forget_hurry(self) -> None:
        """The player chose a speed: it holds from now on."""
        self.hurry_from = None

    def _end_hurry(self) -> None:
        if self.hurry_from is not None:
            speed, self.hurry_from = self.hurry_from, None
            self.window.set_speed(speed)

    def _on_reset(self) -> None:
        self._end_hurry()
        self._offer()

    def game_over(self) -> None:
        self._end_hurry()
        self.bar.withdraw()
