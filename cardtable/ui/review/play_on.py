"""Play on from here: a game in the main window at a position of a replay.

The replay viewer's "Play from here" button (``ReplayWindow.play_on_requested``)
lands here. The position on show — of a finished game from History, a kept
game from Saved games or any opened record — becomes the game on the table:
the person in the record's human seat (a record with none, such as a
``cardtable sim`` record, asks which seat to take), AIs in the others at the
record's levels (a level this build lacks falls back as a load's does).

Why it goes through a question and the kept games: a game in progress is
never lost to it. As Saved games' Continue does, the person is asked first,
and the game in progress is saved and kept aside under a dated name of its
own (``cardtable.saves.kept_games``), to be continued later. Only without an
autosave (nowhere to keep it) is it the main window's plain "abandon?"
question.

The new game's record carries the source's moves up to the position and a
``"from"`` object (``cardtable.records.provenance``); it counts as assisted
in the statistics (it did not start from a fresh deal), and Undo never goes
back past the position. A permanent mark in the status bar says where the
game came from, for as long as it is on the table — after a resume too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QInputDialog, QMainWindow, QMessageBox, QWidget

from cardtable import texts
from cardtable.records.io import LoadedGame, Seat
from cardtable.records.provenance import Provenance
from cardtable.saves.kept_games import KeptGames
from cardtable.texts import fill
from cardtable.ui.review.played_on import PlayedOnMark

if TYPE_CHECKING:
    from cardtable.records.steps import ReplaySteps
    from cardtable.ui.review.replay import ReplayWindow

class PlayOn(QObject):
    """"Play from here" for one main window: its replays' button, its mark."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.mark = PlayedOnMark(window)
        window.statusBar().addPermanentWidget(self.mark)

    def attach(self, viewer: ReplayWindow, source: str) -> None:
        """Let ``viewer``'s button start games here; ``source`` names its record."""
        viewer.play_on_requested.connect(
            lambda index: self.play_from(viewer.steps, index, source, viewer))

    def play_from(self, steps: ReplaySteps, index: int, source: str,
                  parent: QWidget | None = None) -> bool:
        """Start a game at step ``index`` of ``steps``; ``True`` if it is on the
        table. Nothing changes if the person declines a question."""
        state = steps.state(index)
        if state.is_over:
            return False
        parent = parent or self.window
        seats = list(steps.loaded.seats)
        if not any(seat.player == "human" for seat in seats):
            chosen = self.ask_seat(parent, seats)
            if chosen is None:
                return False
            seats[chosen] = Seat("You", "human", None)
        if not self.make_room(parent):
            return False
        pos = steps.position(index)
        loaded = LoadedGame(steps.loaded.game, steps.loaded.variant, seats, state, True,
                            Provenance.now(source, pos.deal, pos.move, state.moves_made))
        window = self.window
        window.session.play_from(loaded)
        window.demo = False
        window.game_id = loaded.game
        window.setup = (loaded.variant, len(seats))
        window.last_seed = state.seed
        window.raise_()
        window.activateWindow()
        window.view.setFocus()
        return True

    def ask_seat(self, parent: QWidget, seats: list[Seat]) -> int | None:
        """A record without a seat of the person's: which seat to take (the
        first by default); ``None`` if the person cancels."""
        items = [fill(self.tr("Seat %1: %2 (%3)"), i, texts.seat_name(s.name, s.player),
                      texts.player_detail(s.player, s.level))
                 for i, s in enumerate(seats, 1)]
        item, ok = QInputDialog.getItem(
            parent, self.tr("Play from here"),
            self.tr("Only AIs played this game. Which seat will you take?"), items, 0, False)
        return items.index(item) if ok and item in items else None

    def make_room(self, parent: QWidget) -> bool:
        """Ask about the game in progress and keep it in Saved games (``True``:
        the table is free). Without a working autosave there is nowhere to
        keep it: the main window's own "abandon?" question is asked."""
        window = self.window
        if not window.game_in_progress():
            return True
        session = window.session
        store = session.autosave
        if store is None or store.paused:
            return window.confirm_replace()
        answer = QMessageBox.question(
            parent, self.tr("Play from here"),
            self.tr("Play on from this position? The game in progress is kept in Saved "
                    "games, to continue later."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            if not store.save(session.record_text):    # its last move must be in it
                raise OSError(0, store.error or "")
            KeptGames(store.path).keep()
        except OSError as exc:
            QMessageBox.warning(parent, self.tr("Play from here"), fill(self.tr(
                "The game in progress could not be kept aside (%1); it goes on."),
                str(exc.strerror or exc)))
            return False
        return True
