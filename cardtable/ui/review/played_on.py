"""Where a game played on from a record came from, in words: the replay
viewer's title and the main window's status-bar mark ("Played on from
game.cardtable, deal 3, move 5"), for as long as that game is on the table.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QMainWindow

from cardtable.records.provenance import Provenance
from cardtable.table.presentation import presentation_for
from cardtable.texts import fill

#: The status bar shows this much of a source's name (all of it in the tooltip).
SHOWN_SOURCE_CHARS = 40


def played_on_text(provenance: Provenance, game: str | None, short: bool = False) -> str:
    """"Played on from game.cardtable, deal 3, move 5" (Supertrump: game 3)."""
    source = provenance.record
    if short and len(source) > SHOWN_SOURCE_CHARS:
        # Cut in the middle: a History title ends in its date, a file name in
        # what tells it from its neighbours.
        head = (SHOWN_SOURCE_CHARS - 1) // 2
        source = source[:head] + "…" + source[len(source) - (SHOWN_SOURCE_CHARS - 1 - head):]
    games = game is not None and presentation_for(game).rounds_are_games
    text = (QCoreApplication.translate("PlayOn", "Played on from %1, game %2, move %3") if games
            else QCoreApplication.translate("PlayOn", "Played on from %1, deal %2, move %3"))
    return fill(text, source, provenance.deal, provenance.move)


class PlayedOnMark(QLabel):
    """The status bar's word on where the game on the table came from."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.session = window.session
        self.setStyleSheet("QLabel { padding: 0 6px; }")
        self.session.game_reset.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Visible exactly while the game on the table was played on from a record."""
        provenance = getattr(self.session, "provenance", None)
        if provenance is not None:
            self.setText(played_on_text(provenance, self.session.game, short=True))
            self.setToolTip(played_on_text(provenance, self.session.game))
        self.setVisible(provenance is not None)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
