"""The replay viewer: a finished (or any recorded) game, step by step, on a table.

A window of its own rather than a mode of the main table, so watching an
old game never touches the game in progress, its session or its autosave.
It draws with the same pieces as the main table — a :class:`TableScene`,
the game's presentation for plates and the game's event player's
``rebuild`` — so every registered game replays without code of its own.
States come from :class:`~cardtable.records.steps.ReplaySteps` (the moves
replayed through the engine); each step is shown by rebuilding the table
from an observation, which makes stepping back exactly as cheap and exact
as stepping forward. "All hands face up" turns every other hand over from
that seat's own observation: a finished game hides nothing any more.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QLabel,
    QMainWindow,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from cardtable import texts
from cardtable.records.steps import ReplaySteps
from cardtable.table.animator import Animator
from cardtable.table.hand_input import HandInput
from cardtable.table.presentation import presentation_for
from cardtable.table.scene import TableScene
from cardtable.table.view import TableView
from cardtable.ui.kit.flow_layout import FlowLayout
from cardtable.ui.kit.score_chart import ScoreChart
from cardtable.ui.kit.screen_fit import capped_size
from cardtable.ui.review.played_on import played_on_text
from cardtable.ui.review.review_panel import ReviewPanel

#: Time between steps while playing, by animation speed (ms).
PLAY_INTERVAL = {"instant": 150, "fast": 450, "normal": 900, "slow": 1500}
#: At most this share of the screen's available width and height.
SCREEN_SHARE = 0.9


@contextmanager
def borrowed(presentation: Any) -> Iterator[None]:
    """Use a game's presentation for this window and give it back unchanged.

    Presentations are shared, and some remember the table they last drew
    (Supertrump its event player and observation, for sorting by trump):
    the main table's memory must survive a replay drawing in between."""
    saved = dict(vars(presentation))
    try:
        yield
    finally:
        vars(presentation).clear()
        vars(presentation).update(saved)


class ReplayWindow(QMainWindow):
    """Step through ``steps`` by move or by deal, play and pause, jump to a deal."""

    play_on_requested = Signal(int)   # "Play from here": the step on show

    def __init__(self, parent: QWidget | None, steps: ReplaySteps, art, title: str = "",
                 speed: str = "normal") -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.steps = steps
        self.title = title
        self.index = 0
        loaded = steps.loaded
        self.viewer = next((i for i, s in enumerate(loaded.seats) if s.player == "human"), None)
        self.names = [texts.seat_name(s.name, s.player) for s in loaded.seats]
        self.details = [texts.player_detail(s.player, s.level) for s in loaded.seats]
        self.presentation = presentation_for(loaded.game)
        self.scene = TableScene(art, self)
        self.anim = Animator(self, speed="instant")
        self.view = TableView(self.scene, HandInput(self.scene, self.anim))
        with borrowed(self.presentation):
            self.player = self.presentation.event_player(self.scene, self.anim, lambda e: None,
                                                         lambda e: None)
            self.player.sort_key = self.presentation.sort_key(loaded.state.rules)
        self.chart = ScoreChart()
        self.timer = QTimer(self)
        self.timer.setInterval(PLAY_INTERVAL.get(speed, 900))
        self.timer.timeout.connect(self._tick)
        self._build()
        self.retranslate()
        # Within the screen: 760 pixels ran below a 768-pixel laptop's taskbar.
        self.resize(capped_size(self, QSize(1180, 760), SCREEN_SHARE))
        self.show_step(0)

    # ------------------------------------------------------------ widgets
    def _build(self) -> None:
        icon = self.style().standardIcon
        pixmap = QStyle.StandardPixmap
        self.first_button = QPushButton(icon(pixmap.SP_MediaSkipBackward), "")
        self.deal_back = QPushButton(icon(pixmap.SP_MediaSeekBackward), "")
        self.trick_back = QPushButton(icon(pixmap.SP_ArrowUp), "")
        self.move_back = QPushButton(icon(pixmap.SP_ArrowBack), "")
        self.play_button = QPushButton()
        self.move_forward = QPushButton(icon(pixmap.SP_ArrowForward), "")
        self.trick_forward = QPushButton(icon(pixmap.SP_ArrowDown), "")
        self.deal_forward = QPushButton(icon(pixmap.SP_MediaSeekForward), "")
        self.deal_box = QSpinBox()
        self.deal_box.setRange(1, max(1, self.steps.deals))
        self.deal_label = QLabel()
        self.face_up = QCheckBox()
        self.where = QLabel()
        self.play_on_button = QPushButton()   # a game at this position (ui.review.play_on)
        self.play_on_button.clicked.connect(self._play_on)
        self.play_on_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space plays, as before
        self.first_button.clicked.connect(lambda: self.show_step(0))
        self.deal_back.clicked.connect(self.previous_deal)
        self.move_back.clicked.connect(lambda: self.show_step(self.index - 1))
        self.trick_back.clicked.connect(
            lambda: self.show_step(self.steps.previous_trick(self.index)))
        self.trick_forward.clicked.connect(
            lambda: self.show_step(self.steps.next_trick(self.index)))
        self.play_button.clicked.connect(self.toggle_play)
        self.move_forward.clicked.connect(lambda: self.show_step(self.index + 1))
        self.deal_forward.clicked.connect(self.next_deal)
        self.deal_box.valueChanged.connect(self._deal_chosen)
        self.face_up.toggled.connect(lambda _on: self.show_step(self.index))
        # Wraps like words (the position and "Play from here" go under the
        # buttons): in one row the bar made the viewer ~930 px at least.
        bar = FlowLayout()
        for w in (self.first_button, self.deal_back, self.trick_back, self.move_back,
                  self.play_button, self.move_forward, self.trick_forward, self.deal_forward):
            w.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            bar.addWidget(w)
        bar.addSpacing(12)
        bar.addWidget(self.deal_label)
        bar.addWidget(self.deal_box)
        bar.addSpacing(12)
        bar.addWidget(self.face_up)
        bar.addStretch(1)
        bar.addWidget(self.where)
        bar.addWidget(self.play_on_button)
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.view, 1)
        column.addLayout(bar)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        # "Review my play" and each legal move's value, above the chart (review_panel).
        self.review = ReviewPanel(self)
        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(self.review)
        side.addWidget(self.chart)
        side.setSizes([380, 300])
        split.addWidget(side)
        split.setSizes([900, 280])
        self.setCentralWidget(split)
        keys = ((Qt.Key.Key_Right, lambda: self.show_step(self.index + 1)),
                (Qt.Key.Key_Left, lambda: self.show_step(self.index - 1)),
                (Qt.Key.Key_PageDown, self.next_deal), (Qt.Key.Key_PageUp, self.previous_deal),
                (Qt.Key.Key_Down, lambda: self.show_step(self.steps.next_trick(self.index))),
                (Qt.Key.Key_Up, lambda: self.show_step(self.steps.previous_trick(self.index))),
                (Qt.Key.Key_Space, self.toggle_play), (Qt.Key.Key_Home, lambda: self.show_step(0)),
                (Qt.Key.Key_End, lambda: self.show_step(self.steps.count - 1)))
        for key, slot in keys:
            action = QAction(self, shortcut=QKeySequence(key))
            action.triggered.connect(slot)
            self.addAction(action)
        # A viewer opened over the table closes like a dialog: Escape or Ctrl+W.
        close = QAction(self)
        close.setShortcuts([QKeySequence(Qt.Key.Key_Escape),
                            QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_W)])
        close.triggered.connect(self.close)
        self.addAction(close)

    def retranslate(self) -> None:
        title = self.title
        if self.steps.loaded.provenance is not None:   # a game played on from another
            title += f" ({played_on_text(self.steps.loaded.provenance, self.steps.loaded.game)})"
        self.setWindowTitle(self.tr("Replay — %1").replace("%1", title))
        self.first_button.setToolTip(self.tr("Back to the start (Home)"))
        games = self.presentation.rounds_are_games     # Supertrump: games, not deals
        self.chart.set_rounds_are_games(games)
        self.deal_back.setToolTip(self.tr("Previous game (Page Up)") if games
                                  else self.tr("Previous deal (Page Up)"))
        self.trick_back.setToolTip(self.tr("Back to the previous trick (↑)"))
        self.trick_forward.setToolTip(self.tr("To the end of the next trick (↓)"))
        self.move_back.setToolTip(self.tr("Previous move (←)"))
        self.move_forward.setToolTip(self.tr("Next move (→)"))
        self.deal_forward.setToolTip(self.tr("Next game (Page Down)") if games
                                     else self.tr("Next deal (Page Down)"))
        self.play_button.setToolTip(self.tr("Play or pause (Space)"))
        self.deal_label.setText(self.tr("Game:") if games else self.tr("Deal:"))
        self.deal_box.setToolTip(self.tr("Jump to the start of a game") if games
                                 else self.tr("Jump to the start of a deal"))
        self.face_up.setText(self.tr("All hands face up"))
        self.face_up.setToolTip(self.tr("Show every player's cards, not only your seat's view"))
        self.play_on_button.setText(self.tr("Play from here"))
        self._update_labels()

    # ------------------------------------------------------------ stepping
    def current_state(self) -> Any:
        """The state on show (a copy)."""
        return self.steps.state(self.index)

    def show_step(self, index: int) -> None:
        """Show the state after ``index`` moves (clamped to the game)."""
        self.index = max(0, min(index, self.steps.count - 1))
        state = self.steps.state(self.index)
        players = self.steps.players
        obs = state.observation(self.viewer if self.viewer is not None else 0)
        with borrowed(self.presentation):
            self.presentation.update_plates(self.scene, obs, self.names, self.details)
            self.player.rebuild(obs, players, self.viewer)
            if self.face_up.isChecked():
                self._turn_over_hands(state)
            self.presentation.update_plates(self.scene, obs, self.names, self.details)
        self.scene.place_all(self.scene.instant)
        self.chart.set_scores(self.names, self.presentation.score_rows(state),
                              self.presentation.score_target(state))
        if self.index >= self.steps.count - 1:
            self.timer.stop()
        self.review.show_step(self.index)
        self._update_labels()

    def _turn_over_hands(self, state: Any) -> None:
        scene = self.scene
        key = self.player.sort_key
        for seat in range(self.steps.players):
            if seat == self.viewer:
                continue
            cards = list(state.observation(seat).hand)
            if key is not None:
                cards.sort(key=lambda c: key(c.code))
            scene.drop(scene.hands[seat])
            scene.hands[seat] = [scene.new_card(c.code, True) for c in cards]

    def next_deal(self) -> None:
        deal = self.steps.position(self.index).deal
        self.show_step(self.steps.deal_start(deal + 1) if deal < self.steps.deals
                       else self.steps.count - 1)

    def previous_deal(self) -> None:
        pos = self.steps.position(self.index)
        target = pos.deal if pos.move > 0 else pos.deal - 1
        self.show_step(self.steps.deal_start(max(1, target)))

    def _deal_chosen(self, deal: int) -> None:
        if self.steps.position(self.index).deal != deal:
            self.show_step(self.steps.deal_start(deal))

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.index >= self.steps.count - 1:
                self.show_step(0)
            self.timer.start()
        self._update_labels()

    def _tick(self) -> None:
        self.show_step(self.index + 1)

    def _update_labels(self) -> None:
        pos = self.steps.position(self.index)
        self.play_button.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MediaPause if self.timer.isActive()
            else QStyle.StandardPixmap.SP_MediaPlay))
        self.deal_box.blockSignals(True)
        self.deal_box.setValue(pos.deal)
        self.deal_box.blockSignals(False)
        moves = len(self.steps.moves[pos.deal - 1]) if self.steps.deals else 0
        where = (self.tr("Game %1 of %2 · %3 of %4 moves made")
                 if self.presentation.rounds_are_games
                 else self.tr("Deal %1 of %2 · %3 of %4 moves made"))
        self.where.setText(where.replace(
            "%1", str(pos.deal)).replace("%2", str(self.steps.deals)).replace(
            "%3", str(pos.move)).replace("%4", str(moves)))
        self.move_back.setEnabled(self.index > 0)
        self.first_button.setEnabled(self.index > 0)
        self.deal_back.setEnabled(self.index > 0)
        self.move_forward.setEnabled(self.index < self.steps.count - 1)
        self.deal_forward.setEnabled(self.index < self.steps.count - 1)
        over = self.index >= self.steps.count - 1 and self.steps.loaded.state.is_over
        self.play_on_button.setEnabled(not over)
        self.play_on_button.setToolTip(
            self.tr("The game is over here: there is nothing left to play. Step back to "
                    "play on from an earlier position.") if over
            else self.tr("Start a game in the main window at this position: you in your "
                         "seat, the AIs in theirs"))

    def _play_on(self) -> None:
        """Ask the main window for a game from the position on show."""
        self.timer.stop()
        self._update_labels()
        self.play_on_requested.emit(self.index)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        """A language switch while the viewer is open: its bar, title and the
        table's plates ("AI · easy") in the new language, at the same step."""
        if event.type() == QEvent.Type.LanguageChange:
            loaded = self.steps.loaded
            self.names = [texts.seat_name(s.name, s.player) for s in loaded.seats]
            self.details = [texts.player_detail(s.player, s.level) for s in loaded.seats]
            self.retranslate()
            self.show_step(self.index)
        super().changeEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.timer.stop()
        self.anim.clear()
        super().closeEvent(event)
