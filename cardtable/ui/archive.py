"""Finished games kept and found again: statistics, history, replay, record files.

The main window hands this object its session and menus and calls
:meth:`GameArchive.record_finished` at game over; everything else about
keeping games lives here, so the window's own code barely grows. Every
finished game that is not a demo goes into the statistics database with its
record (``cardtable.stats.db``); Game → History and Game → Statistics read
it back, File → Open record… replays any ``.cardtable`` file, File → Save
record as… exports the current or a past game. A database that fails is
recovered by the store (kept aside, a fresh one started) and said once in
the status bar; if no database can be written at all, the finished game's
record is still saved as a file beside it — a game is never lost to it.
"""

from __future__ import annotations

import datetime
import json
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QStandardPaths
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox

from cardtable.records.io import save_atomic
from cardtable.records.schema import RecordError
from cardtable.session import GameSession
from cardtable.table.presentation import presentation_for

if TYPE_CHECKING:  # the dialogs, the replay window and the store load when first used
    from cardtable.records.steps import ReplaySteps
    from cardtable.stats.db import FinishedGame, StatsStore, Trouble
    from cardtable.ui.replay import ReplayWindow

STATS_FILE = "stats.sqlite"
RECORD_FILTER = "*.cardtable"


def default_stats_path() -> Path:
    """``stats.sqlite`` in the per-user application data folder (beside the autosave)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / STATS_FILE


def options_hash(rules: dict) -> str:
    """A short, stable fingerprint of a ruleset: games under the same options group."""
    import hashlib
    text = json.dumps(rules, sort_keys=True, default=str, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


class GameArchive(QObject):
    """Statistics, history, replays and record files for one main window."""

    def __init__(self, window: QMainWindow, session: GameSession, path: Path | None) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self._stats_path = path
        self._store: StatsStore | None = None
        self.replays: list[ReplayWindow] = []
        self._clock: tuple[object, float] = (None, time.monotonic())
        session.game_reset.connect(self._on_reset)
        #: The undo/hint mark as last signalled, should the session not expose ``assisted``.
        self._assisted = False
        changed = getattr(session, "assisted_changed", None)
        if changed is not None:
            changed.connect(self._on_assisted)
        self.open_action = QAction(window, shortcut=QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_record)
        self.save_as_action = QAction(window, shortcut=QKeySequence("Ctrl+Shift+S"))
        self.save_as_action.triggered.connect(lambda: self.save_record_as())
        self.history_action = QAction(window)
        self.history_action.triggered.connect(self.show_history)
        self.stats_action = QAction(window)
        self.stats_action.triggered.connect(self.show_statistics)

    @property
    def store(self) -> StatsStore:
        """The statistics file, made on first use: the table's first frame
        needs none of it (``stats.db``'s module and records cost ~3 ms)."""
        if self._store is None:
            from cardtable.stats.db import StatsStore

            self._store = StatsStore(self._stats_path)
        return self._store

    def add_actions(self, file_menu: QMenu, game_menu: QMenu, before: QAction) -> None:
        file_menu.addAction(self.open_action)
        file_menu.addAction(self.save_as_action)
        game_menu.insertAction(before, self.history_action)
        game_menu.insertAction(before, self.stats_action)
        game_menu.insertSeparator(before)

    def retranslate(self) -> None:
        self.open_action.setText(self.tr("&Open record…"))
        self.open_action.setToolTip(self.tr("Replay a saved .cardtable game"))
        self.save_as_action.setText(self.tr("&Save record as…"))
        self.save_as_action.setToolTip(self.tr("Export the game on the table as a file"))
        self.history_action.setText(self.tr("&History…"))
        self.history_action.setToolTip(self.tr("Every finished game, to replay or export"))
        self.stats_action.setText(self.tr("S&tatistics…"))
        self.stats_action.setToolTip(self.tr("Your results per game and variant"))

    # ------------------------------------------------------------ recording
    def _on_assisted(self, on: bool) -> None:
        self._assisted = bool(on)

    def assisted(self) -> bool:
        """Did the person undo or ask a hint in this game (undo/hint keep the mark)?"""
        return bool(getattr(self.session, "assisted", False) or self._assisted)

    def _on_reset(self) -> None:
        """Start the game's clock when a new game begins (not on undo or a reload
        of the same game in progress)."""
        state = self.session.state
        key = (self.session.game, getattr(state, "seed", None))
        if key != self._clock[0]:
            self._assisted = False  # a restart of the same game is cleared by the signal
        if key != self._clock[0] or getattr(state, "moves_made", 0) == 0:
            self._clock = (key, time.monotonic())

    def record_finished(self, winners: tuple) -> int | None:
        """Store the finished game on the table; the id it got (``None``: not stored)."""
        state, spec = self.session.state, self.session.spec
        if state is None or spec is None or not state.is_over:
            return None
        from cardtable.stats.db import FinishedGame, SeatRow
        from cardtable.stats.summary import places

        seats = self.session.seats
        record = self.session.record_text()
        try:
            order = [s for s, _ in presentation_for(spec.id).standings(state, winners)]
            place = places(order, winners)
            game = FinishedGame(
                game=spec.id, variant=self.session.variant,
                options_hash=options_hash(spec.rules_to_dict(state.rules)),
                deals=len(state.log), duration=round(time.monotonic() - self._clock[1], 1),
                finished=datetime.datetime.now().isoformat(timespec="seconds"),
                winners=tuple(winners),
                seats=tuple(SeatRow(i, s.name, s.player, s.level, place.get(i, len(seats)),
                                    float(state.scores[i]), i in winners)
                            for i, s in enumerate(seats)),
                assisted=self.assisted(), record=record)
            game_id = self.store.call(lambda db: db.add_game(game))
        except Exception as exc:  # never let statistics break the end of a game
            self._say(self.tr("The game could not be added to the statistics (%1).")
                      .replace("%1", str(exc)[:120]))
            self._keep_record_file(record)
            return None
        self._say_troubles()
        if self.store.in_memory:
            self._keep_record_file(record)
        return game_id

    def _keep_record_file(self, record: str) -> None:
        """No database file can be written: save the record as a file instead."""
        folder = self.store.path.parent if self.store.path is not None else None
        if folder is None:
            return
        stamp = datetime.datetime.now().strftime("%Y-%m-%d-%H%M%S")
        target = folder / f"game-{stamp}.cardtable"
        try:
            save_atomic(target, record)
        except OSError:
            return
        self._say(self.tr("The game's record was saved as %1.").replace("%1", str(target)))

    def _say(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 20000)

    def _say_troubles(self) -> None:
        for trouble in self.store.take_troubles():
            self._say(self.trouble_text(trouble))

    def trouble_text(self, trouble: Trouble) -> str:
        """One sentence for the status bar about what happened to the file."""
        if trouble.backup is None:
            return self.tr("The statistics file cannot be used (%1): statistics are kept "
                           "in memory until cardtable closes.").replace("%1", trouble.detail)
        texts = {
            "locked": self.tr("The statistics file was locked by another program: it was "
                              "kept as %1 and a new one was started."),
            "newer": self.tr("The statistics file comes from a newer cardtable: it was kept "
                             "as %1 and a new one was started."),
        }
        text = texts.get(trouble.kind, self.tr(
            "The statistics file was damaged: it was kept as %1 and a new one was started."))
        return text.replace("%1", trouble.backup.name)

    # ------------------------------------------------------------ dialogs
    def show_statistics(self) -> None:
        from cardtable.ui.statistics_dialog import StatisticsDialog

        current = (self.session.game, self.session.variant) if self.session.game else None
        StatisticsDialog(self.window, self.store.call, current).exec()
        self._say_troubles()

    def show_history(self) -> None:
        from cardtable.ui.history_dialog import HistoryDialog

        entries = self.store.call(lambda db: db.games(newest_first=True))
        self._say_troubles()
        HistoryDialog(self.window, entries, self._replay_entry, self._save_entry).exec()

    def _entry_record(self, game: FinishedGame) -> str | None:
        text = self.store.call(lambda db: db.record(game.id)) if game.id is not None else None
        self._say_troubles()
        if text is None:
            QMessageBox.warning(self.window, self.tr("History"),
                                self.tr("The record of this game was not kept."))
        return text

    def _replay_entry(self, game: FinishedGame) -> None:
        from cardtable.records.steps import steps_from_text
        from cardtable.ui.history_dialog import game_names

        text = self._entry_record(game)
        if text is None:
            return
        try:
            steps = steps_from_text(text)
        except (RecordError, ValueError) as exc:
            QMessageBox.warning(self.window, self.tr("History"), str(exc))
            return
        name, variant = game_names(game.game, game.variant)
        self.replay(steps, f"{name} — {variant}, {game.finished.replace('T', ' ')[:16]}")

    def _save_entry(self, game: FinishedGame) -> None:
        text = self._entry_record(game)
        if text is not None:
            self.save_record_as(text, f"{game.game}-{game.finished[:10]}.cardtable")

    # ------------------------------------------------------------ files and replays
    def open_record(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open record"), "",
            self.tr("cardtable records (%1);;All files (*)").replace("%1", RECORD_FILTER))
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> ReplayWindow | None:
        """Replay the record file at ``path``; a bad file gets its reason in a box."""
        from cardtable.records.steps import read_steps

        try:
            steps = read_steps(path)
        except (RecordError, ValueError, OSError) as exc:
            QMessageBox.warning(self.window, self.tr("Open record"), self.tr(
                "%1 cannot be opened: %2").replace("%1", path.name).replace("%2", str(exc)))
            return None
        return self.replay(steps, path.name)

    def replay(self, steps: ReplaySteps, title: str) -> ReplayWindow:
        from cardtable.ui.replay import ReplayWindow

        speed = getattr(getattr(self.window, "animator", None), "speed", "normal")
        viewer = ReplayWindow(self.window, steps, self.window.art, title, speed)
        self.replays.append(viewer)
        viewer.destroyed.connect(lambda _=None, v=viewer: self._forget(v))
        viewer.show()
        return viewer

    def _forget(self, viewer: ReplayWindow) -> None:
        if viewer in self.replays:
            self.replays.remove(viewer)

    def save_record_as(self, text: str | None = None, name: str = "") -> Path | None:
        """Export ``text`` (default: the game on the table) as a record file, atomically."""
        if text is None:
            spec = self.session.spec
            if self.session.state is None or spec is None:
                return None
            text = self.session.record_text()
            name = name or f"{spec.id}-{datetime.date.today().isoformat()}.cardtable"
        chosen, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Save record as"), name,
            self.tr("cardtable records (%1);;All files (*)").replace("%1", RECORD_FILTER))
        if not chosen:
            return None
        target = Path(chosen)
        if not target.suffix:
            target = target.with_suffix(".cardtable")
        try:
            save_atomic(target, text)
        except OSError as exc:
            QMessageBox.warning(self.window, self.tr("Save record as"), self.tr(
                "The record could not be saved: %1").replace("%1", exc.strerror or str(exc)))
            return None
        self._say(self.tr("Saved %1.").replace("%1", str(target)))
        return target
