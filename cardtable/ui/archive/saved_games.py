"""Game → Saved games…: the games kept aside, to continue, replay or delete.

Why: a declined resume (a misclick at start, or "not now") used to be kept
as one ``autosave-previous`` file, replaced by the next one, and could only
be opened as a replay — the game itself could never be played on. Every
kept game now has a file of its own (``cardtable.saves.kept_games``) and this
dialog lists them newest first: game, variant, players, how far it got
(each game's own ``progress_text``: "deal 3", "game 1") and when it was
kept. *Continue* puts the game back on the table — the game in progress, if
any, is first kept aside the same way, after asking — and the file leaves
the list, since its game is the autosave again. A file that cannot be read
or replayed is listed with the reader's reason, and can only be deleted.

The tables this app hosted and closed before their end (the host's app
closed or crashed: ``cardtable.ui.together.hosted``) are listed first,
marked as shared tables, with the players as they sat (friends named as
friends, seats still free): *Host again* serves the table again with the
same invitation, and the friends' windows come back by themselves. Hosting
is the main window's business, so the window hands this room a
:class:`HostedTables` (``hosted``); without one no shared table is listed.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSize
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMainWindow,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable import texts
from cardtable.saves.kept_games import KeptGame, KeptGames, read_game
from cardtable.session.game_session import GameSession
from cardtable.table.presentation import presentation_for
from cardtable.texts import fill
from cardtable.ui.archive.resume import game_title
from cardtable.ui.kit.screen_fit import capped_size
from cardtable.ui.together.hosted import HostedTable

COLUMNS = 5
#: The dialog opens at most this share of its screen's width and height.
SCREEN_SHARE = 0.9


class HostedTables(Protocol):
    """The hosted tables kept, and hosting one again (the window's)."""

    def entries(self) -> list[HostedTable]: ...

    def host_again(self, entry: HostedTable) -> bool: ...

    def delete(self, entry: HostedTable) -> None: ...


def row_texts(entry: KeptGame) -> list[str]:
    """Game, variant, players, progress and date of one kept game, as shown."""
    date = entry.kept.strftime("%Y-%m-%d %H:%M")
    loaded = entry.loaded
    if loaded is None:
        return [entry.path.name, fill(QCoreApplication.translate(
            "SavedGames", "Damaged: %1"), entry.reason), "", "", date]
    presentation = presentation_for(loaded.game)
    state = loaded.state
    # The players have a column of their own; the moves tell two keepings of
    # one game apart (their rows were identical).
    progress = fill(QCoreApplication.translate("SavedGames", "%1 · %2 moves made"),
                    presentation.round_text(max(1, len(state.log))), state.moves_made)
    if state.is_over:
        progress = QCoreApplication.translate("SavedGames", "finished")
    names = texts.join_list(texts.seat_name(s.name, s.player) for s in loaded.seats)
    return [presentation.name(), presentation.preset_name(loaded.variant), names, progress,
            date]


def hosted_row_texts(entry: HostedTable) -> list[str]:
    """One hosted table as a row: "Sneak · shared table", variant, who sat
    where (the host, friends, free seats, AIs), progress and date."""
    date = entry.kept.strftime("%Y-%m-%d %H:%M")
    if entry.saved is None:
        return [entry.path.name, fill(QCoreApplication.translate("SavedGames", "Damaged: %1"),
                                      entry.reason), "", "", date]
    table = entry.saved.table
    presentation = presentation_for(table.spec.id)
    seats = []
    for i, place in enumerate(table.places):
        if i == 0:
            seats.append(fill(QCoreApplication.translate("SavedGames", "%1 (you)"), place.name))
        elif place.kind == "person":
            seats.append(fill(QCoreApplication.translate("SavedGames", "%1 (friend)"), place.name))
        elif place.kind == "open":
            seats.append(QCoreApplication.translate("SavedGames", "a free seat"))
        else:
            seats.append(fill(QCoreApplication.translate("SavedGames", "%1 (AI)"), place.name))
    state = table.state
    progress = presentation.round_text(max(1, len(state.log)))
    game = QCoreApplication.translate("SavedGames", "%1 · shared table")
    return [fill(game, presentation.name()), presentation.preset_name(table.variant),
            texts.join_list(seats), progress, date]


class SavedGamesDialog(QDialog):
    """The kept games in a table, with Continue, Replay and Delete for the selected one."""

    def __init__(self, parent: QWidget | None, saved: SavedGames) -> None:
        super().__init__(parent)
        self.saved = saved
        self.entries: list[KeptGame] = []
        self.hosted: list[HostedTable] = []       # listed first, then the kept games
        self.setWindowTitle(self.tr("Saved games"))
        self.table = QTableWidget(0, COLUMNS)
        self.table.setHorizontalHeaderLabels([
            self.tr("Game"), self.tr("Variant"), self.tr("Players"), self.tr("Progress"),
            self.tr("Kept on")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        role = QDialogButtonBox.ButtonRole.ActionRole
        self.continue_button = buttons.addButton(self.tr("&Continue"), role)
        self.replay_button = buttons.addButton(self.tr("&Replay"), role)
        self.host_button = buttons.addButton(self.tr("&Host again"), role)
        self.delete_button = buttons.addButton(self.tr("&Delete…"), role)
        self.continue_button.setToolTip(self.tr("Play the selected game on from where it was"))
        self.replay_button.setToolTip(self.tr("Watch the selected game so far, move by move"))
        self.delete_button.setToolTip(self.tr("Remove the selected game for good"))
        self.host_button.setToolTip(self.tr("Host the selected shared table again: your "
                                            "friends come back with the same invitation"))
        self.continue_button.clicked.connect(self._continue)
        self.host_button.clicked.connect(self._host_again)
        self.replay_button.clicked.connect(self._replay)
        self.delete_button.clicked.connect(self._delete)
        self.table.cellDoubleClicked.connect(lambda _row, _col: self._host_again()
                                             if self.selected_hosted() else self._continue())
        self.table.itemSelectionChanged.connect(self._update_buttons)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.refresh()
        # As wide as its rows (a shared table's are long), within the screen.
        header = self.table.horizontalHeader()
        wanted = (header.length() + 2 * self.table.frameWidth()
                  + self.table.verticalScrollBar().sizeHint().width()
                  + layout.contentsMargins().left() + layout.contentsMargins().right())
        self.resize(max(760, capped_size(self, QSize(wanted, 420), SCREEN_SHARE).width()), 420)

    def refresh(self) -> None:
        """Read the kept games again (one may have been deleted or continued)."""
        self.entries = self.saved.entries()
        self.hosted = self.saved.hosted.entries() if self.saved.hosted is not None else []
        self.host_button.setVisible(bool(self.hosted))
        self.table.clearSpans()
        self.table.setRowCount(max(1, len(self.hosted) + len(self.entries)))
        if not self.entries and not self.hosted:
            self.table.setSpan(0, 0, 1, COLUMNS)
            self.table.setItem(0, 0, QTableWidgetItem(self.tr("No saved games.")))
        shared = self.tr("A table you hosted: host it again, and your friends come back "
                         "with the same invitation.")
        rows = [(hosted_row_texts(h), h.reason if h.saved is None else shared)
                for h in self.hosted]
        rows += [(row_texts(e), e.reason if e.loaded is None else "") for e in self.entries]
        damaged = {i for i, h in enumerate(self.hosted) if h.saved is None} | {
            len(self.hosted) + i for i, e in enumerate(self.entries) if e.loaded is None}
        for row, (cells, tip) in enumerate(rows):
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tip)
                self.table.setItem(row, col, item)
            if row in damaged:
                self.table.setSpan(row, 1, 1, COLUMNS - 2)
        if rows:
            self.table.selectRow(0)
        self._update_buttons()

    def _selected_row(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def selected(self) -> KeptGame | None:
        """The kept game selected (``None``: none, or a hosted table)."""
        row = self._selected_row()
        if row is not None and 0 <= row - len(self.hosted) < len(self.entries):
            return self.entries[row - len(self.hosted)]
        return None

    def selected_hosted(self) -> HostedTable | None:
        row = self._selected_row()
        return self.hosted[row] if row is not None and row < len(self.hosted) else None

    def _update_buttons(self) -> None:
        entry, table = self.selected(), self.selected_hosted()
        playable = entry is not None and entry.loaded is not None
        self.continue_button.setEnabled(playable and not entry.loaded.state.is_over)
        self.replay_button.setEnabled(playable)
        self.host_button.setEnabled(table is not None and table.saved is not None)
        self.delete_button.setEnabled(entry is not None or table is not None)

    def _host_again(self) -> None:
        """Serve the selected table again; the dialog closes once its window is open."""
        table = self.selected_hosted()
        if table is None or table.saved is None or self.saved.hosted is None:
            return
        if self.saved.hosted.host_again(table):
            self.accept()
        else:
            self.refresh()

    def _continue(self) -> None:
        entry = self.selected()
        if entry is not None and entry.loaded is not None and self.saved.continue_game(entry):
            self.accept()
        else:
            self.refresh()

    def _replay(self) -> None:
        """Close the dialog, then open the replay: this dialog is modal, and
        open behind the replay it kept the replay's buttons from every click."""
        entry = self.selected()
        if entry is not None and entry.loaded is not None:
            self.accept()
            self.saved.replay(entry)

    def _delete(self) -> None:
        entry, table = self.selected(), self.selected_hosted()
        gone = (self.saved.delete(entry) if entry is not None
                else table is not None and self.saved.delete_hosted(table))
        if gone:
            self.refresh()


class SavedGames(QObject):
    """The menu entry and what the dialog's buttons do, for one main window."""

    def __init__(self, window: QMainWindow, before: QAction) -> None:
        super().__init__(window)
        self.window = window
        #: The hosted tables, given by the window (``None``: none are listed).
        self.hosted: HostedTables | None = None
        self.action = QAction(window)
        self.action.triggered.connect(self.show)
        window.game_menu.insertAction(before, self.action)

    def retranslate(self) -> None:
        self.action.setText(self.tr("Sa&ved games…"))
        self.action.setToolTip(self.tr("Unfinished games kept aside: continue, replay or "
                                       "delete them"))

    def kept(self) -> KeptGames | None:
        """The kept games beside this window's autosave (``None``: no autosave)."""
        path = self.window.session.autosave_path
        return KeptGames(path) if path is not None else None

    def entries(self) -> list[KeptGame]:
        kept = self.kept()
        return kept.entries() if kept is not None else []

    def show(self) -> SavedGamesDialog:
        dialog = SavedGamesDialog(self.window, self)
        dialog.exec()
        dialog.deleteLater()
        return dialog

    # ------------------------------------------------------------ the buttons
    def replay(self, entry: KeptGame) -> None:
        self.window.archive.open_path(entry.path)

    def delete(self, entry: KeptGame) -> bool:
        """Delete the kept game after asking; ``True`` if it is gone."""
        kept = self.kept()
        if kept is None:
            return False
        answer = QMessageBox.question(
            self.window, self.tr("Delete saved game"),
            fill(self.tr("Delete the saved game %1 for good?"), self._describe(entry)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            kept.delete(entry.path)
        except OSError as exc:
            self._warn(fill(self.tr("The saved game could not be deleted (%1)."),
                            str(exc.strerror or exc)))
            return False
        return True

    def delete_hosted(self, entry: HostedTable) -> bool:
        """Delete a hosted table after asking; ``True`` if it is gone."""
        if self.hosted is None:
            return False
        title = entry.path.name if entry.saved is None else game_title(
            entry.saved.table.spec.id, entry.saved.table.variant)
        answer = QMessageBox.question(
            self.window, self.tr("Delete shared table"),
            fill(self.tr("Delete the shared table %1 for good? Your friends can no longer "
                         "come back to it."), title),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            self.hosted.delete(entry)
        except OSError as exc:
            self._warn(fill(self.tr("The shared table could not be deleted (%1)."),
                            str(exc.strerror or exc)))
            return False
        return True

    def continue_game(self, entry: KeptGame) -> bool:
        """Put the kept game back on the table; ``True`` if it is there. The
        game in progress is kept aside first (after asking); on any failure
        nothing the player had is lost and the player is told why."""
        window, session, kept = self.window, self.window.session, self.kept()
        store = session.autosave
        if kept is None or store is None:
            return False
        loaded, reason = read_game(entry.path)   # again: the file may have changed
        if loaded is None or loaded.state.is_over:
            self._warn(fill(self.tr("The saved game cannot be continued: %1"),
                            reason or self.tr("it is over.")))
            return False
        in_progress = window.game_in_progress()
        if in_progress and QMessageBox.question(
                window, self.tr("Continue saved game"),
                self.tr("Continue the saved game? The game in progress is kept in Saved "
                        "games, to continue later."),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No) != QMessageBox.StandardButton.Yes:
            return False
        try:
            self._keep_what_is_there(kept, session, in_progress)
            kept.restore(entry.path)
        except OSError as exc:
            self._warn(fill(self.tr("The saved game could not be continued (%1); the game "
                                    "in progress goes on."), str(exc.strerror or exc)))
            return False
        if not session.resume():  # read a moment ago: only a race gets here
            kept.keep()
            self._warn(fill(self.tr("The saved game cannot be continued: %1"), reason))
            return False
        kept.prune()
        window.demo = session.viewer_seat is None
        window.game_id = session.game
        window.setup = (session.variant, len(session.seats))
        window.statusBar().showMessage(fill(self.tr("Continuing %1."), self._describe(entry)),
                                       8000)
        return True

    @staticmethod
    def _keep_what_is_there(kept: KeptGames, session: GameSession, in_progress: bool) -> None:
        """Move the autosave aside before the kept game takes its place: a file
        the player chose to keep (autosave paused), and the game in progress,
        saved first so its last move is in it. ``OSError`` if that fails —
        a game that cannot be saved stays on the table rather than be lost."""
        store = session.autosave
        assert store is not None
        if store.paused:
            if kept.autosave.exists():
                kept.keep(prune=False)
            store.unpause()
        if in_progress:
            if not store.save(session.record_text):
                raise OSError(0, store.error or "")
            kept.keep(prune=False)

    def _describe(self, entry: KeptGame) -> str:
        """"Sneak (kept on 2026-11-25 19:30)": which game a question is about."""
        if entry.loaded is None:
            return entry.path.name
        return fill(self.tr("%1 (kept on %2)"),
                    game_title(entry.loaded.game, entry.loaded.variant),
                    entry.kept.strftime("%Y-%m-%d %H:%M"))

    def _warn(self, text: str) -> None:
        QMessageBox.warning(self.window, self.tr("Saved games"), text)
