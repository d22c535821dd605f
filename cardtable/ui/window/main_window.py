"""The main window: table, action bar, side panel, menus and game flow.

It owns one :class:`GameSession` and the table widgets, offers an
unfinished autosave for resume at start, and runs demo games (every seat an
AI) for the Game → Demo menu and ``cardtable --demo``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QSize, QStandardPaths, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QMainWindow,
    QMessageBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from cardtable import games, texts
from cardtable.session.game_session import GameSession
from cardtable.table.animator import SPEEDS, Animator
from cardtable.table.art.card_art import CardArt
from cardtable.table.hand_input import HandInput
from cardtable.table.presentation import presentation_for
from cardtable.table.scene import TableScene
from cardtable.table.view import TableView
from cardtable.ui.access.accessibility import ScreenReader
from cardtable.ui.aids.aids import PlayerAids
from cardtable.ui.archive import resume
from cardtable.ui.archive.archive import STATS_FILE, GameArchive, default_stats_path
from cardtable.ui.archive.saved_games import SavedGames
from cardtable.ui.kit.score_chart import ScoreChart
from cardtable.ui.learning.lesson_runner import LessonRunner
from cardtable.ui.play.action_bar import ActionBar
from cardtable.ui.play.deal_summary import DealPause
from cardtable.ui.play.game_controller import GameController
from cardtable.ui.play.out_bar import OutBar, OutOfGame
from cardtable.ui.play.side_panel import SidePanel
from cardtable.ui.review.play_on import PlayOn
from cardtable.ui.window.friends import Friends
from cardtable.ui.window.game_starts import GameStarts
from cardtable.ui.window.i18n import LANGUAGES, Translations
from cardtable.ui.window.settings import Settings
from cardtable.ui.window.view_options import ViewOptions

# The pause before an AI moves, by animation speed (ms): a person can follow.
AI_PAUSE = {"instant": 0, "fast": 250, "normal": 600, "slow": 1100}



def initial_size(available: QSize) -> tuple[int, int]:
    """1280×800, or less on a smaller screen: the whole window, title bar
    and action bar included, must be on screen (a 768 px display cut off the
    action bar)."""
    return (min(1280, int(available.width() * 0.96)),
            min(800, int(available.height() * 0.92)))


def default_autosave() -> Path:
    """``autosave.cardtable`` in the per-user application data folder."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "autosave.cardtable"


class MainWindow(GameStarts, QMainWindow):
    """The card table window."""

    demo_game_finished = Signal(tuple)   # winners of a demo game (for ``--demo``)

    def __init__(self, *, autosave_path: Path | None = None, speed: str | None = None,
                 pause_ms: int | None = None, settings: Settings | None = None,
                 translations: Translations | None = None,
                 stats_path: Path | None = None, session: GameSession | None = None) -> None:
        """``session``: the game this window shows (a shared table's
        ``RemoteSession``); by default a local game of its own."""
        super().__init__()
        self.settings = settings if settings is not None else Settings()
        self.translations = translations if translations is not None else Translations()
        speed = speed or self.settings.speed
        pause_ms = AI_PAUSE[speed] if pause_ms is None else pause_ms
        if session is None:
            session = GameSession(self, autosave_path=autosave_path, pause_ms=pause_ms)
        else:
            session.setParent(self)
            session.set_pause(pause_ms)
        self.session = session
        self.art = CardArt()
        self.scene = TableScene(self.art, self)
        self.animator = Animator(self, speed=speed)
        self.hand_input = HandInput(self.scene, self.animator)
        self.view = TableView(self.scene, self.hand_input)
        self.bar = ActionBar()
        self.bar.focus_released.connect(self.view.setFocus)
        self.hand_input.refused.connect(self.bar.show_refusal)   # a drop that cannot go
        self.panel = SidePanel()
        self.controller = GameController(self.session, self.scene, self.animator,
                                         self.hand_input, self.bar, self.panel)
        self.controller.deal_pause = DealPause(self.view, self.animator, self.scene.banner)
        self.demo = False
        first = games.first()
        #: The game, variant and player count of ``start_game`` (menu Demo, Play again).
        self.game_id = first.id
        self.setup = (first.default_preset, first.default_players)
        self.last_seed: int | None = None
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.view, 1)
        self.out_bar = OutBar()          # once the person is out: finish quickly, new game
        column.addWidget(self.out_bar)
        column.addWidget(self.bar)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(self.panel)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        split.setSizes([1000, 280])
        self.setCentralWidget(split)
        self.session.game_over.connect(self._on_game_over)
        self.out = OutOfGame(self, self.out_bar)
        if stats_path is None:  # beside the autosave (tests: their own folder)
            stats_path = (Path(autosave_path).parent / STATS_FILE if autosave_path is not None
                          else default_stats_path())
        self.archive = GameArchive(self, self.session, stats_path)
        self.review_window = None   # the last "Review my play" asked for at game over
        self.panel.score_target = self._score_target
        # The status bar from the start: one appearing with the first message
        # would shrink the table and lay it out again under the player's eyes.
        self.statusBar()
        self.session.error.connect(lambda msg: self.statusBar().showMessage(msg, 8000))
        if notice := self.settings.take_damage_notice():   # a damaged settings file: once
            self.statusBar().showMessage(notice, 30000)
        self.autosave_mark: resume.AutosaveMark | None = None  # while autosave is not working
        if self.session.autosave is not None:
            self.autosave_mark = resume.AutosaveMark(self.session.autosave, self)
            self.statusBar().addPermanentWidget(self.autosave_mark)
        self.play_on = PlayOn(self)       # the replays' "Play from here", its status mark
        self._build_menus()
        self.aids = PlayerAids(self)      # undo, redo, hint, last trick, shortcuts
        self.access = ScreenReader(self)  # names, hand and trick lists, announcements
        self.lessons = LessonRunner(self)  # Help → Learn to play <game>
        #: Game → Play with friends (a shared table's own window has its own menu).
        self.friends = Friends(self, type(self)) if not self.session.shared else None
        self.autoplay_action.setChecked(self.settings.auto_play)
        self.four_color_action.setChecked(self.settings.four_color)
        self.retranslate()
        self.resize(*initial_size(self.screen().availableGeometry().size()))

    # ------------------------------------------------------------ menus
    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.game_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        self.new_action = QAction(self, shortcut=QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.choose_game)
        self.restart_action = QAction(self)
        self.restart_action.triggered.connect(self.restart_game)
        self.demo_action = QAction(self)
        self.demo_action.triggered.connect(self.start_demo)
        self.quit_action = QAction(self, shortcut=QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        for action in (self.new_action, self.restart_action, self.demo_action):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.archive.add_actions(self.file_menu, self.game_menu, self.quit_action)
        self.saved_games = SavedGames(self, self.archive.history_action)  # Game → Saved games…
        self.speed_menu = self.view_menu.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for speed in SPEEDS:
            action = QAction(self, checkable=True)
            action.setChecked(speed == self.animator.speed)
            action.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            self.speed_group.addAction(action)
            self.speed_menu.addAction(action)
            self.speed_actions[speed] = action
        self.played_action = QAction(self, shortcut=QKeySequence("Ctrl+P"))
        self.played_action.triggered.connect(self.show_played_cards)
        self.autoplay_action = QAction(self, checkable=True, checked=True)
        self.autoplay_action.toggled.connect(self._set_autoplay)
        self.four_color_action = QAction(self, checkable=True)
        self.four_color_action.toggled.connect(self.set_four_color)
        self.view_menu.addAction(self.played_action)
        self.view_menu.addAction(self.autoplay_action)
        self.view_menu.addAction(self.four_color_action)
        self.view_options = ViewOptions(self, self.view_menu)   # card size, full screen
        self.language_menu = self.view_menu.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            action = QAction(name, self, checkable=True)
            action.setChecked(code == self.translations.language)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action
        self.rules_action = QAction(self, shortcut=QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self.show_rules)
        self.help_menu.addAction(self.rules_action)
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.about_action)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("cardtable"))
        self.file_menu.setTitle(self.tr("&File"))
        self.archive.retranslate()
        self.saved_games.retranslate()
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_action.setText(self.tr("&New game…"))
        self.restart_action.setText(self.tr("&Restart this game"))
        self.demo_action.setText(self.tr("&Demo (AIs play every seat)"))
        self.quit_action.setText(self.tr("&Quit"))
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        names = {"instant": self.tr("Instant"), "fast": self.tr("Fast"),
                 "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for speed, action in self.speed_actions.items():
            action.setText(names[speed])
        self.played_action.setText(self.tr("Show &played cards"))
        self.autoplay_action.setText(self.tr("&Auto-play forced moves"))
        self.four_color_action.setText(self.tr("&Four-colour deck"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.view_options.retranslate()
        self.rules_action.setText(self.tr("&Rules of this game"))
        self.about_action.setText(self.tr("&About cardtable"))
        self.aids.retranslate()
        self.lessons.retranslate()
        if self.friends is not None:
            self.friends.retranslate()
        self.out_bar.retranslate()
        self.bar.retranslate()
        self.panel.retranslate()
        self.controller.retranslate()
        self.access.retranslate()         # after every text it names itself from

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_language(self, code: str) -> None:
        """Switch the language now (every window retranslates) and remember it."""
        self.translations.set_language(code)
        self.settings.language = code
        self.language_actions[self.translations.language].setChecked(True)

    # ------------------------------------------------------------ view
    def show_rules(self) -> None:
        """Help → Rules: a scrolling dialog sized to the screen (``ui.aids.rules_dialog``)."""
        from cardtable.ui.aids import rules_dialog

        state = self.session.state
        if state is None:
            return
        rules_dialog.show_rules(self, presentation_for(self.session.game).rules_html(
            state.rules, self.session.variant, state.players))

    def session_autosave(self) -> Path | None:
        return self.session.autosave_path

    def set_speed(self, speed: str) -> None:
        """One setting for the whole pace: animation durations and the AI's pause."""
        self.out.forget_hurry()
        self.animator.set_speed(speed)
        self.session.set_pause(AI_PAUSE[speed])
        self.speed_actions[speed].setChecked(True)
        self.settings.speed = speed

    def set_four_color(self, on: bool) -> None:
        self.art.set_four_color(on)
        self.panel.set_four_color(on)
        self.settings.four_color = on
        for item in self.scene.all_cards():
            item.update()

    def _set_autoplay(self, on: bool) -> None:
        self.session.auto_play_forced = on
        self.settings.auto_play = on

    def _on_game_over(self, winners: tuple) -> None:
        from cardtable.ui.play.game_over import GameOverDialog

        self.out.game_over()
        if self.session.script is not None:
            return   # a lesson: its outro says what comes next (``lesson_runner``)
        if self.demo:
            self.demo_game_finished.emit(winners)
            return
        names = self.controller.names()
        state = self.session.state
        presentation = presentation_for(self.session.game)
        standings = presentation.standings(state, winners)
        chart = ScoreChart()
        chart.set_rounds_are_games(presentation.rounds_are_games)
        chart.set_scores(names, presentation.score_rows(state), presentation.score_target(state))
        dialog = GameOverDialog(self, texts.join_names(winners, names),
                                [(names[s], total, s in winners) for s, total in standings],
                                chart, banner=self.scene.banner,
                                totals_title=presentation.standings_title(state))
        dialog.review_requested.connect(self._review_finished_game)
        dialog.again.setVisible(not self.session.shared)   # the host deals a shared table
        again = dialog.exec()
        dialog.deleteLater()  # with its chart: one per finished game must not pile up
        if again and not self.session.shared:
            self.start_game()

    def _review_finished_game(self) -> None:
        """Review my play, asked for in the game-over dialog: the game just played."""
        from cardtable.ui.review.review_window import review_session

        self.review_window = review_session(self)

    def _score_target(self) -> int | None:
        """The side panel chart's target line for the game on the table."""
        state = self.session.state
        return presentation_for(self.session.game).score_target(state) if state else None

    def show_played_cards(self) -> None:
        """Ctrl+P: this deal's tricks in card pictures (``cardtable.ui.aids.last_trick``)."""
        self.aids.tricks.show_played_cards()

    def show_about(self) -> None:
        from cardtable import __version__  # importlib.metadata: ~20 ms, not at start

        QMessageBox.about(self, self.tr("About cardtable"), self.tr(
            "<h3>cardtable %1</h3><p>22 (Twenty-Two), the Cucumber family, Supertrump "
            "and Sneak against AI opponents.</p><p>Licence: GNU GPL version 3 or later.</p>"
        ).replace("%1", __version__))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.settings.sync()
        self.session.stop()
        self.animator.clear()
        super().closeEvent(event)
