"""Finished games kept and found again: statistics, history, replay, record files.

The main window hands this object its session and menus; everything about
keeping games lives here, so the window's own code barely grows. Every
finished game that is not a demo goes into the statistics database with its
record (``cardtable.stats.db``) the moment the session says ``finished``
(the final move applied and autosaved), not seconds later when the end has
been shown; and a finished autosave the database lacks (a quit or crash in
between, by an older version) is stored at the next start, once. Game →
History and Game → Statistics read it back, File → Open record… replays
any ``.cardtable`` file, File → Save record as… exports the current or a
past game. A database that fails is recovered by the store (a damaged one
kept aside and a fresh one started, a locked one left alone while the games
wait aside) and said once in the status bar; if no database can be written
at all, the finished game's record is still saved as a file beside it — a
game is never lost to it.
"""

from __future__ import annotations

import datetime
import json
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QStandardPaths
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from cardtable import games
from cardtable.games.record_schema import RecordError
from cardtable.records.io import LoadedGame, save_atomic
from cardtable.session.game_session import GameSession
from cardtable.table.presentation import presentation_for

if TYPE_CHECKING:  # the dialogs, the replay window and the store load when first used
    from cardtable.records.steps import ReplaySteps
    from cardtable.stats.db import FinishedGame, StatsDB
    from cardtable.stats.store import StatsStore, Trouble
    from cardtable.ui.archive.history_dialog import HistoryDialog
    from cardtable.ui.review.replay import ReplayWindow

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


def _kept_as(player: str) -> str:
    """A seat's player as the statistics keep it: a friend whose window had
    already gone when the game ended (their client leaves at the last move)
    played it all the same."""
    return "friend" if player == "away" else player


def finished_game(game: str, variant: str, state: Any, seats: Sequence[Any], winners: tuple,
                  assisted: bool, record: str, duration: float, finished: str,
                  shared: bool = False) -> FinishedGame:
    """The statistics row of a finished game: one builder for the game just
    played and for a finished autosave stored at start, so places, the
    person's seat and the assisted mark are worked out the same way."""
    from cardtable.stats.db import FinishedGame, SeatRow
    from cardtable.stats.summary import places

    spec = games.get(game)
    order = [s for s, _ in presentation_for(game).standings(state, winners)]
    place = places(order, winners)
    return FinishedGame(
        game=game, variant=variant, options_hash=options_hash(spec.rules_to_dict(state.rules)),
        deals=len(state.log), duration=duration, finished=finished, winners=tuple(winners),
        seats=tuple(SeatRow(i, s.name, _kept_as(s.player), s.level, place.get(i, len(seats)),
                            float(state.scores[i]), i in winners)
                    for i, s in enumerate(seats)),
        assisted=assisted, record=record, shared=shared)


def has_record(db: StatsDB, game: str, variant: str, deals: int, record: str) -> bool:
    """Is this exact record stored already? (The kind and deal count narrow
    the search by index before the texts are compared.)"""
    return db.conn.execute(
        "SELECT 1 FROM records r JOIN games g ON g.id = r.game_id"
        " WHERE g.game = ? AND g.variant = ? AND g.deals = ? AND r.record = ? LIMIT 1",
        (game, variant, deals, record)).fetchone() is not None


class GameArchive(QObject):
    """Statistics, history, replays and record files for one main window."""

    def __init__(self, window: QMainWindow, session: GameSession, path: Path | None) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self._stats_path = path
        self._store: StatsStore | None = None
        self.replays: list[ReplayWindow] = []
        self._history: HistoryDialog | None = None    # made on first use, then reused
        self._clock: tuple[object, float] = (None, time.monotonic())
        session.game_reset.connect(self._on_reset)
        # The game on the table is in the statistics already (stored once, never twice).
        self._recorded = False
        finished = getattr(session, "finished", None)
        if finished is not None:  # the engine's word, not the end of the animation
            finished.connect(self._on_finished)
        # The undo/hint mark as last signalled, should the session not expose ``assisted``.
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
            from cardtable.stats.store import StatsStore

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
        # A game played on from a record is a new game even from the same seed.
        key = (self.session.game, getattr(state, "seed", None),
               getattr(self.session, "provenance", None))
        if key != self._clock[0]:
            self._assisted = False  # a restart of the same game is cleared by the signal
        self._recorded = bool(state is not None and state.is_over)  # a finished one loaded
        if key != self._clock[0] or getattr(state, "moves_made", 0) == 0:
            self._clock = (key, time.monotonic())

    def _on_finished(self, winners: tuple) -> None:
        """The final move is applied and autosaved: store the game now. The
        game-over dialog waits ~6 s for the animation, and a quit or crash in
        those seconds used to lose the game from statistics and history."""
        lesson = getattr(self.session, "script", None) is not None  # never in the statistics
        if not getattr(self.window, "demo", False) and not lesson:
            self.record_finished(winners)

    def record_finished(self, winners: tuple) -> int | None:
        """Store the finished game on the table, once; the id it got (``None``: not stored)."""
        state, spec = self.session.state, self.session.spec
        if state is None or spec is None or not state.is_over or self._recorded:
            return None
        self._recorded = True
        record = self.session.record_text()
        return self._store_game(lambda: finished_game(
            spec.id, self.session.variant, state, self.session.seats, winners, self.assisted(),
            record, round(time.monotonic() - self._clock[1], 1),
            datetime.datetime.now().isoformat(timespec="seconds"),
            shared=getattr(self.session, "shared", False)), record)

    def store_finished_autosave(self, loaded: LoadedGame, path: Path) -> int | None:
        """Start-up: the autosave holds a finished game. If the statistics lack
        it (the app was quit or killed between the final move and the write),
        store it now — as the normal path would, assisted mark and seats
        included; a game already there (same record) is never stored twice."""
        if not any(seat.player == "human" for seat in loaded.seats):
            return None  # a demo: never in the statistics
        try:
            record = path.read_text(encoding="utf-8")
            when = datetime.datetime.fromtimestamp(path.stat().st_mtime)
            spec = games.get(loaded.game)
        except (OSError, UnicodeError, KeyError):
            return None
        state = loaded.state
        try:
            known = self.store.call(lambda db: has_record(db, loaded.game, loaded.variant,
                                                          len(state.log), record))
        except Exception:
            return None  # it cannot be told: the autosave keeps it, the next start retries
        if known or self.store.in_memory or getattr(self.store, "waiting", False):
            return None  # there, or the file's games are unknown (locked, unwritable)
        return self._store_game(lambda: finished_game(
            spec.id, loaded.variant, state, loaded.seats, tuple(state.winners), loaded.assisted,
            record, 0.0, when.isoformat(timespec="seconds")), record, keep_file=False)

    def _store_game(self, build: Callable[[], FinishedGame], record: str, *,
                    keep_file: bool = True) -> int | None:
        """Add the game ``build`` makes to the statistics; on failure, or when
        only memory is left, keep its record as a file (``keep_file``)."""
        try:
            game = build()
            game_id = self.store.call(lambda db: db.add_game(game))
        except Exception as exc:  # never let statistics break the end of a game
            self._say(self.tr("The game could not be added to the statistics (%1).")
                      .replace("%1", str(exc)[:120]))
            if keep_file:
                self._keep_record_file(record)
            return None
        self._say_troubles()
        if self.store.in_memory and keep_file:
            self._keep_record_file(record)
        if self._history is not None and self._history.isVisible():   # open beside the table
            self._history.set_entries(self.store.call(lambda db: db.games(newest_first=True)))
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
        """One sentence for the status bar about what happened to the file.
        A locked file is never moved: the player hears that this session's
        games wait aside and reach the file once the other program lets go."""
        from cardtable.texts import fill

        if trouble.kind == "locked":
            return self.tr("The statistics file is in use by another program: this session's "
                           "games are kept aside and will be added to it once it is free.")
        if trouble.kind == "resumed":
            return fill(self.tr("The statistics file is free again: %1 game(s) kept aside "
                                "were added to it."), trouble.detail)
        if trouble.kind == "pending":
            return fill(self.tr("Games kept aside earlier could not be read back (%1); their "
                                "file was kept with “.unreadable” added to its name."),
                        trouble.detail)
        if trouble.backup is None:
            return fill(self.tr("The statistics file cannot be used (%1): statistics are kept "
                                "in memory until cardtable closes."), trouble.detail)
        if trouble.kind == "newer":
            return fill(self.tr("The statistics file comes from a newer cardtable: it was "
                                "kept as %1 and a new one was started."), trouble.backup.name)
        return fill(self.tr("The statistics file was damaged: it was kept as %1 and a new "
                            "one was started."), trouble.backup.name)

    # ------------------------------------------------------------ dialogs
    def show_statistics(self) -> None:
        from cardtable.ui.archive.statistics_dialog import StatisticsDialog

        current = (self.session.game, self.session.variant) if self.session.game else None
        StatisticsDialog(self.window, self.store.call, current).exec()
        self._say_troubles()

    def show_history(self) -> HistoryDialog:
        """Game → History, open beside the table rather than over it. It is
        not modal: a replay opened from it must take the mouse and keys (a
        modal History blocked every other window, so the replay's ▶ and step
        buttons did nothing). One History at a time: asked again, the open
        one is refilled and raised."""
        from cardtable.ui.archive.history_dialog import HistoryDialog

        entries = self.store.call(lambda db: db.games(newest_first=True))
        self._say_troubles()
        if self._history is None:
            self._history = HistoryDialog(self.window, entries, self._replay_entry,
                                          self._save_entry)
        else:
            self._history.set_entries(entries)
        self._history.setModal(False)
        self._history.show()
        self._history.raise_()
        self._history.activateWindow()
        return self._history

    def _entry_record(self, game: FinishedGame) -> str | None:
        text = self.store.call(lambda db: db.record(game.id)) if game.id is not None else None
        self._say_troubles()
        if text is None:
            QMessageBox.warning(self.window, self.tr("History"),
                                self.tr("The record of this game was not kept."))
        return text

    def _replay_entry(self, game: FinishedGame) -> None:
        from cardtable.records.steps import steps_from_text
        from cardtable.table.presentation import game_title

        text = self._entry_record(game)
        if text is None:
            return
        try:
            steps = steps_from_text(text)
        except (RecordError, ValueError) as exc:
            QMessageBox.warning(self.window, self.tr("History"), str(exc))
            return
        title = game_title(game.game, game.variant)
        self.replay(steps, f"{title}, {game.finished.replace('T', ' ')[:16]}")

    def _save_entry(self, game: FinishedGame) -> None:
        text = self._entry_record(game)
        if text is not None:
            self.save_record_as(text, f"{game.game}-{game.finished[:10]}.cardtable")

    # ------------------------------------------------------------ files and replays
    def open_record(self) -> None:
        """File → Open record…: in the folder last used for a record (the
        documents folder at first), never the folder the app started in."""
        from cardtable.ui.archive.file_dialogs import choose_record

        path = choose_record(self.window, self.tr("Open record"), self._filters(),
                             getattr(self.window, "settings", None))
        if path is not None:
            self.open_path(path)

    def _filters(self) -> str:
        return self.tr("cardtable records (%1);;All files (*)").replace("%1", RECORD_FILTER)

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
        from cardtable.ui.review.replay import ReplayWindow

        speed = getattr(getattr(self.window, "animator", None), "speed", "normal")
        viewer = ReplayWindow(self.window, steps, self.window.art, title, speed)
        play_on = getattr(self.window, "play_on", None)
        if play_on is not None:          # "Play from here" starts a game in this window
            play_on.attach(viewer, title)
        self.replays.append(viewer)
        viewer.destroyed.connect(lambda _=None, v=viewer: self._forget(v))
        viewer.show()
        viewer.raise_()           # above History or Saved games, which opened it
        viewer.activateWindow()
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
        from cardtable.ui.archive.file_dialogs import choose_record

        target = choose_record(self.window, self.tr("Save record as"), self._filters(),
                               getattr(self.window, "settings", None), name or "record.cardtable")
        if target is None:
            return None
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
