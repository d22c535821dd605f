"""Start-up: what becomes of the autosave before the first deal, asked in dialogs.

Why a module of its own: the first deal of a new game is autosaved at once,
so whatever sits in the autosave file must be dealt with before it — and
quietly overwriting it is never the answer. :func:`offer_resume` removes the
temporary files a killed save left, then, by what
:meth:`AutosaveStore.check <cardtable.saves.autosave.AutosaveStore.check>` found:

* an unfinished game is offered for resume, by name (game, variant,
  deal, players); declined, it is kept under a dated name of its own
  (``autosave-kept-<date>-<time>.cardtable``: a second declined game no
  longer replaces the first) and the status bar says it can be continued
  from Game → Saved games… (``cardtable.ui.archive.saved_games``);
* a finished game the statistics lack (the app was quit or killed between
  the final move and the statistics write) is stored in them, once;
* a damaged file is moved to ``autosave-damaged-<date>.cardtable`` and the
  player is told, in the reader's own words, why it cannot be resumed;
* a file that cannot be read at all stays where it is, and the player
  chooses between keeping it (autosave off) and replacing it.

Whenever a file cannot be moved aside, autosave is paused rather than let
the new game overwrite it.

:class:`AutosaveMark` is the other half, for the rest of the run: a failing
autosave (full disk, read-only folder) used to be announced on every move,
burying every other message, and still vanished after a few seconds. Now the
store says it once and this permanent status-bar label stays — with the
reason in its tooltip — until a save works again, or while autosave is off.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QWidget

from cardtable.records.io import LoadedGame
from cardtable.saves.autosave import AutosaveCheck, AutosaveStore, Found
from cardtable.saves.kept_games import KeptGames, read_game
from cardtable.session.game_session import GameSession
from cardtable.table.presentation import game_title as presentation_title
from cardtable.table.presentation import presentation_for
from cardtable.texts import fill


def offer_resume(window: QMainWindow, session: GameSession) -> bool:
    """Run the start-up checks of ``session``'s autosave; ``True`` if the
    saved game was resumed (else the caller deals a new one)."""
    store = session.autosave
    if store is None:
        return False
    store.clean_temp_files()
    check = store.check()
    if check.found is Found.UNFINISHED and check.loaded is not None and not person_moved(
            check.loaded.state, check.loaded.seats):
        return False   # dealt and never touched (a launch's game): nothing to keep or offer
    if check.found is Found.UNFINISHED:
        if ask_resume(window, check.loaded) and session.resume():
            return True
        _keep_aside(window, store)
    elif check.found is Found.FINISHED and check.loaded is not None:
        archive = getattr(window, "archive", None)
        if archive is not None:
            archive.store_finished_autosave(check.loaded, store.path)
    elif check.found is Found.DAMAGED:
        _keep_damaged(window, store, check)
    elif check.found is Found.UNREADABLE and ask_keep_unreadable(window, store.path,
                                                                 check.reason):
        store.pause()  # kept: nothing is saved over it in this run
    return False


def person_moved(state: Any, seats: Sequence[Any]) -> bool:
    """Has a person made a move in this game? A game dealt at launch and left
    untouched (only the AIs moved, if anyone) is not worth keeping: Saved
    games filled up with them."""
    people = {i for i, seat in enumerate(seats) if getattr(seat, "player", "") == "human"}
    return any(seat in people for deal in getattr(state, "log", ()) for seat, _a in deal.moves)


def untouched_autosave(path: Path | None) -> bool:
    """The autosave holds an unfinished game no person has moved in."""
    if path is None:
        return False
    loaded, _reason = read_game(Path(path))
    return loaded is not None and not loaded.state.is_over and not person_moved(
        loaded.state, loaded.seats)


def ask_resume(parent: QWidget, loaded: LoadedGame) -> bool:
    """Continue the unfinished saved game? The question names the game, its
    variant, the deal and the players: with three games on offer, "an
    unfinished game" alone does not tell the player what they would resume."""
    state = loaded.state
    progress = presentation_for(loaded.game).progress_text(state.players,
                                                            max(1, len(state.log)))
    answer = QMessageBox.question(
        parent, QCoreApplication.translate("Resume", "Resume game"),
        fill(QCoreApplication.translate("Resume", "Resume your unfinished game?\n\n%1\n%2"),
             game_title(loaded.game, loaded.variant), progress))
    return answer == QMessageBox.StandardButton.Yes


def game_title(game: str, variant: str) -> str:
    """The game and its variant in the current language, e.g. "22 and the
    Cucumber family — Gurka (Sweden)"; just the variant when its name already
    says the game ("Sneak with a hand limit")."""
    return presentation_title(game, variant)


def tell_damaged(parent: QWidget, text: str) -> None:
    """Say why the saved game is gone from the table (and where it is)."""
    QMessageBox.warning(parent, QCoreApplication.translate("Resume", "Saved game damaged"), text)


def ask_keep_unreadable(parent: QWidget, path: Path, reason: str) -> bool:
    """The autosave cannot be read: keep it (``True``, no autosave) or replace it?"""
    box = QMessageBox(QMessageBox.Icon.Warning,
                      QCoreApplication.translate("Resume", "Saved game unreadable"),
                      fill(QCoreApplication.translate(
                          "Resume", "The saved game %1 cannot be read (%2). Keep it and play "
                          "without autosave, or replace it with the new game?"),
                          str(path), reason),
                      parent=parent)
    keep = box.addButton(QCoreApplication.translate("Resume", "Keep it and don't autosave"),
                         QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("Resume", "Replace it"),
                  QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.exec()
    return box.clickedButton() is keep


def _keep_aside(window: QMainWindow, store: AutosaveStore) -> None:
    try:
        kept = store.keep_aside()
    except OSError as exc:
        store.pause()  # the new game must not overwrite it
        window.statusBar().showMessage(fill(QCoreApplication.translate(
            "Resume", "The unfinished game could not be kept aside (%1); autosave is off so "
            "that it is not overwritten."), str(exc.strerror or exc)))
        return
    tell_kept(window, kept)


def tell_kept(window: QMainWindow, kept: Path) -> None:
    """Say which game was kept and where to find it, by name ("Supertrump,
    game 1"), never by its file's path."""
    loaded, _reason = read_game(kept)
    what = QCoreApplication.translate("Resume", "Your unfinished game")
    if loaded is not None:
        state = loaded.state
        what = fill(QCoreApplication.translate("Resume", "Your unfinished game — %1, %2 —"),
                    game_title(loaded.game, loaded.variant),
                    presentation_for(loaded.game).round_text(max(1, len(state.log))))
    window.statusBar().showMessage(fill(QCoreApplication.translate(
        "Resume", "%1 is kept in Game → Saved games…: continue it from there any time."),
        what), 15000)


def keep_in_progress(window: QMainWindow, session: GameSession) -> bool:
    """Save the game in progress and keep it in Saved games (said by name);
    ``False`` — and a warning — if it cannot be kept, so it stays on the table."""
    store = session.autosave
    try:
        if store is None or not store.save(session.record_text):   # its last move in it
            raise OSError(0, store.error if store is not None and store.error else "")
        kept = KeptGames(store.path).keep()
    except OSError as exc:
        QMessageBox.warning(window, QCoreApplication.translate("Resume", "New game"), fill(
            QCoreApplication.translate("Resume", "The game in progress could not be kept in "
                                       "Saved games (%1); it goes on."),
            str(exc.strerror or exc)))
        return False
    tell_kept(window, kept)
    return True


def _keep_damaged(window: QMainWindow, store: AutosaveStore, check: AutosaveCheck) -> None:
    try:
        kept = store.keep_damaged()
    except OSError as exc:
        store.pause()
        tell_damaged(window, fill(QCoreApplication.translate(
            "Resume", "The saved game %1 cannot be resumed: %2 It could not be moved aside "
            "(%3), so it stays where it is and autosave is off."),
            str(store.path), check.reason, str(exc.strerror or exc)))
        return
    tell_damaged(window, fill(QCoreApplication.translate(
        "Resume", "The saved game cannot be resumed: %1 It was kept as %2."),
        check.reason, str(kept)))


class AutosaveMark(QLabel):
    """Visible exactly while ``store`` is failing or paused."""

    def __init__(self, store: AutosaveStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setStyleSheet("QLabel { color: #b00020; font-weight: bold; padding: 0 6px; }")
        store.status_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Match the store's state, in the current language."""
        store = self.store
        if store.paused:
            self.setText(self.tr("Autosave off"))
            self.setToolTip(fill(self.tr("The saved game %1 is kept as it is; this game is "
                                         "not saved."), str(store.path)))
        elif store.error is not None:
            self.setText(self.tr("⚠ Not saved"))
            self.setToolTip(fill(self.tr("Autosave to %1 failed: %2. It is tried again after "
                                         "every move."), str(store.path), store.error))
        self.setVisible(store.paused or store.error is not None)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
