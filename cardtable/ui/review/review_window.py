"""The "Review my play" window: progress while the expert grades, then the
total and the costliest moves, each a jump into the replay viewer.

It opens from the game-over dialog, from History and from the replay
viewer. The grading itself runs in a process of its own
(``cardtable.review.worker``), one decision per task, so the window and the
table stay live (the same limits as a hint) and Cancel stops it between
decisions with what was graded so far. Activating a move shows its position
in a replay viewer — the one it was opened from, or a new one — whose side
list then gives every legal move's value at each reviewed decision.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.review import worker
from cardtable.review.grading import Summary, requests
from cardtable.table.presentation import game_title, presentation_for
from cardtable.texts import plain_label
from cardtable.ui.kit.screen_fit import resize_on_screen
from cardtable.ui.review import review_texts

translate = QCoreApplication.translate


class ReviewRelay(QObject):
    """Lives on the GUI thread; the job's helper threads emit, Qt queues them home."""

    progressed = Signal(int, int)
    finished = Signal(object)


def person_seat(steps: Any) -> int | None:
    """The record's human seat (None: only AIs played)."""
    return next((i for i, s in enumerate(steps.loaded.seats) if s.player == "human"), None)


class ReviewWindow(QDialog):
    """Runs one review of ``steps`` (a whole game, or deal ``deal``) and lists its mistakes.

    ``viewer``: the replay window to jump in; without one, ``open_viewer()``
    opens one on first use."""

    def __init__(self, parent: QWidget | None, steps: Any, title: str, deal: int | None = None,
                 viewer: Any = None, open_viewer: Callable[[], Any] | None = None,
                 use_process: bool = True) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setModal(False)
        self.steps = steps
        self.title = title
        self.deal = deal
        self.viewer = viewer
        self.open_viewer = open_viewer
        self.seat = person_seat(steps)
        self.games = presentation_for(steps.loaded.game).rounds_are_games
        self.plays = presentation_for(steps.loaded.game).numbers_plays   # Sneak: "play 5"
        self.summary: Summary | None = None
        self.labels: dict[Any, str] = {}
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.progress = QProgressBar()
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        self.total = QLabel()
        self.total.setWordWrap(True)
        self.total.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.moves = QListWidget()
        self.moves.setWordWrap(True)
        self.moves.setAlternatingRowColors(True)
        self.moves.itemActivated.connect(self._jump)
        self.moves.itemDoubleClicked.connect(self._jump)
        self.tip = QLabel()
        self.tip.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(row)
        layout.addWidget(self.total)
        layout.addWidget(self.moves, 1)
        layout.addWidget(self.tip)
        layout.addWidget(buttons)
        self.relay = ReviewRelay(self)
        self.relay.progressed.connect(self._progressed, Qt.ConnectionType.QueuedConnection)
        self.relay.finished.connect(self._finished, Qt.ConnectionType.QueuedConnection)
        planned = requests(steps, self.seat, deal) if self.seat is not None else []
        self.progress.setRange(0, max(1, len(planned)))
        self.progress.setValue(0)
        relay = self.relay

        def progressed(done: int, total: int) -> None:     # on a helper thread
            with contextlib.suppress(RuntimeError):          # the window is gone
                relay.progressed.emit(done, total)

        def finished(summary: Summary) -> None:
            with contextlib.suppress(RuntimeError):
                relay.finished.emit(summary)

        self.job = worker.ReviewJob(planned, deal, progressed, finished, use_process)
        _stop_at_exit()
        self.retranslate()
        resize_on_screen(self, QSize(600, 520))
        self.job.start()

    # ------------------------------------------------------------ running
    @property
    def running(self) -> bool:
        return self.summary is None

    def cancel(self) -> None:
        self.cancel_button.setEnabled(False)
        self.job.cancel()

    @Slot(int, int)
    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    @Slot(object)
    def _finished(self, summary: Summary) -> None:
        self.summary = summary
        self.progress.setValue(len(summary.decisions))
        self.cancel_button.hide()
        self.progress.setVisible(not summary.complete)
        self._fill()
        if self.viewer is not None:
            self._attach(self.viewer)

    def _fill(self) -> None:
        summary = self.summary
        if summary is None:
            return
        self.moves.clear()
        self._update_labels()
        for decision in summary.mistakes:
            play = (review_texts.play_number(self.steps, decision) if self.plays else None)
            item = QListWidgetItem(review_texts.entry_text(decision, self.games, self._name,
                                                           play))
            item.setData(Qt.ItemDataRole.UserRole, decision.index)
            item.setToolTip(item.text())
            self.moves.addItem(item)
        self.retranslate()

    def _name(self, action: Any) -> str:
        return review_texts.action_name(action, self.labels)

    # ------------------------------------------------------------ jumping
    def _jump(self, item: QListWidgetItem) -> None:
        self.show_position(int(item.data(Qt.ItemDataRole.UserRole)))

    def show_position(self, index: int) -> Any:
        """Step ``index`` in the replay viewer (opened if need be), its values beside it."""
        viewer = self.viewer
        if viewer is not None:
            try:
                viewer.isVisible()
            except RuntimeError:      # closed (deleted) meanwhile
                viewer = None
        if viewer is None and self.open_viewer is not None:
            viewer = self.open_viewer()
        if viewer is None:
            return None
        self.viewer = viewer
        self._attach(viewer)
        viewer.show_step(index)
        viewer.raise_()
        viewer.activateWindow()
        return viewer

    def _attach(self, viewer: Any) -> None:
        panel = getattr(viewer, "review", None)
        if panel is not None and self.summary is not None:
            panel.set_summary(self.summary)

    def _update_labels(self) -> None:
        """The move names of buttons (Draw, a declaration) as the game's table says them."""
        self.labels = {}
        presentation = presentation_for(self.steps.loaded.game)
        for decision in (self.summary.decisions if self.summary else []):
            # Only declarations: a draw, a pass and cards have names of their own.
            actions = [a for a, _f in decision.values if not getattr(a, "cards", ())
                       and getattr(a, "name", "") not in ("draw", "pass", "exchange")]
            if not actions:
                continue
            with contextlib.suppress(Exception):     # a name is a nicety, never a failure
                obs = self.steps.state(decision.index).observation(self.seat)
                for label, choice in presentation.turn(obs, actions).choices:
                    if plain_label(label):
                        self.labels[choice] = plain_label(label)

    # ------------------------------------------------------------ words
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review my play — %1").replace("%1", self.title))
        part = (self.tr("Your play in game %1, graded by the expert.") if self.games
                else self.tr("Your play in deal %1, graded by the expert."))
        heading = (self.tr("Your play in the whole game, graded by the expert.")
                   if self.deal is None else part.replace("%1", str(self.deal)))
        # What "graded" means, once: the words below lean on it.
        self.heading.setText(self.tr("%1 %2").replace("%1", heading).replace("%2", self.tr(
            "Each of your moves that had a choice is weighed against every other legal "
            "move; the ones that cost something are listed below.")))
        self.cancel_button.setText(self.tr("Cancel"))
        self.progress.setFormat(self.tr("%v of %m decisions"))
        listed = self.summary is not None and bool(self.summary.mistakes)
        self.tip.setText(self.tr("Double-click a move to see it in the replay, with every "
                                 "legal move's value.") if listed or self.summary is None else
                         self.tr("No move to list: none of your graded moves cost anything. "
                                 "The replay shows every legal move's value at each of your "
                                 "moves."))
        self.close_button.setText(self.tr("Close"))
        summary = self.summary
        if summary is None:
            self.total.setText(self.tr("The expert is weighing your decisions…"))
            return
        text = review_texts.total_text(summary)
        if not summary.complete:
            text = self.tr("Cancelled after %1 of %2 decisions.").replace(
                "%1", str(len(summary.decisions))).replace("%2", str(summary.planned)) + " " + text
        self.total.setText(text)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            if self.summary is not None:
                self._fill()
            else:
                self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.job.cancel()
        super().closeEvent(event)


_hooked: list[bool] = []


def _stop_at_exit() -> None:
    """Stop the review's worker process when the application quits (once)."""
    app = QCoreApplication.instance()
    if app is not None and not _hooked:
        app.aboutToQuit.connect(worker.shutdown)
        _hooked.append(True)


# ---------------------------------------------------------------- opening
def open_review(window: Any, steps: Any, title: str, deal: int | None = None,
                viewer: Any = None) -> ReviewWindow | None:
    """A review of ``steps`` beside ``window`` (the main window: its archive
    opens replay viewers); ``viewer``: the replay window it was asked from."""
    if person_seat(steps) is None:
        QMessageBox.information(window, translate("ReviewWindow", "Review my play"), translate(
            "ReviewWindow",
            "No seat of this record was played by a person: there is no play to review."))
        return None
    archive = getattr(window, "archive", None)
    opener = (lambda: archive.replay(steps, title)) if archive is not None else None
    review = ReviewWindow(window, steps, title, deal, viewer, opener)
    review.show()
    review.raise_()
    return review


def review_session(window: Any) -> ReviewWindow | None:
    """The game just finished on the table (the game-over dialog's button)."""
    from cardtable.records.steps import steps_from_text

    session = window.session
    steps = steps_from_text(session.record_text())
    return open_review(window, steps, game_title(session.game, session.variant))


def review_entry(window: Any, game: Any) -> ReviewWindow | None:
    """A finished game from History (``game``: its ``FinishedGame`` row)."""
    from cardtable.records.steps import steps_from_text

    archive = window.archive
    text = archive._entry_record(game)      # warns when the record was not kept
    if text is None:
        return None
    try:
        steps = steps_from_text(text)
    except ValueError as exc:               # RecordError is a ValueError too
        QMessageBox.warning(window, translate("ReviewWindow", "Review my play"), str(exc))
        return None
    title = game_title(game.game, game.variant)
    return open_review(window, steps, f"{title}, {game.finished.replace('T', ' ')[:16]}")
