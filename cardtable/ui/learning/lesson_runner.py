"""Help → Learn to play: drives the session through a lesson's steps.

The session's script, which waits, plays the AI seats and vets the person's
moves, is :class:`cardtable.ui.learning.lesson_vetting.LessonScript`.
:class:`LessonRunner` shows it: the lesson panel beside the table in the
side panel's place, the glow on the cards a step points at, the Help menu's
items. A lesson is never autosaved nor counted, so a person who leaves it
gets their unfinished game back from the autosave.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut

from cardtable import texts
from cardtable.cards import parse_card
from cardtable.session.game_session import GameSession
from cardtable.session.seats import SeatSpec
from cardtable.table.lesson import Lesson, all_lessons, start_state
from cardtable.ui.archive import resume
from cardtable.ui.learning.lesson_panel import LessonPanel
from cardtable.ui.learning.lesson_pointer import LessonPointer
from cardtable.ui.learning.lesson_vetting import LessonScript
from cardtable.ui.setup.remembered import AI_NAMES


class LessonRunner(QObject):
    """Opens lessons from the Help menu and leads the person through them."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.session: GameSession = window.session
        self.lesson: Lesson | None = None
        self.script: LessonScript | None = None
        self.index = -1
        self.sizes: list[int] = []   # the splitter's sizes before the lesson, given back after
        self.summary_closes = False  # the deal summary's Continue only closes it (the end)
        self.panel = LessonPanel()
        self.panel.hide()
        window.centralWidget().insertWidget(1, self.panel)
        self.panel.start.connect(self.start)
        self.panel.go_on.connect(self.go_on)
        self.panel.play.connect(self.play_a_game)
        self.panel.leave.connect(self.leave)
        self.session.game_reset.connect(self._on_reset)
        # The outro waits for the table: the session's events come at once, the
        # last trick was still unresolved on the felt when it said "well done".
        self.session.events_ready.connect(self._on_events)
        window.controller.event_shown.connect(self._on_shown)
        window.controller.synced.connect(self._caught_up)
        self._outro_after: Any = None   # the event the table shows before the outro
        self.pointer = LessonPointer(self)   # the glows, and why a card cannot go
        window.controller.synced.connect(self.pointer.point)
        window.hand_input.refused.connect(self.pointer.dropped)
        window.controller.deal_pause.shown.connect(self._on_summary)
        self.keys = [QShortcut(QKeySequence(key), window) for key in
                     (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)]
        for key in self.keys:
            key.setEnabled(False)
            key.activated.connect(self._key)
        self._actions: list[tuple[QAction, Lesson]] = []
        self._listed = False
        self.group_end: QAction | None = None   # the separator after the lessons' items
        window.help_menu.aboutToShow.connect(self.list_lessons)

    # ------------------------------------------------------------ menu
    @property
    def actions(self) -> list[tuple[QAction, Lesson]]:
        """The Help menu's lesson items and their lessons (listed on first use)."""
        self.list_lessons()
        return self._actions

    def list_lessons(self) -> None:
        """Put the lessons in the Help menu, when it first opens: building them
        imports every game's engine and scripts (~70 ms), which a launch must
        not wait for (``benchmarks/gui/launch.py``)."""
        if self._listed:
            return
        self._listed = True
        for lesson in all_lessons():
            self.add_lesson(lesson)

    def add_lesson(self, lesson: Lesson) -> QAction:
        """A Help menu item for ``lesson`` (before About)."""
        action = QAction(self.window)
        action.setText(self._menu_text(lesson, len(self._actions)))
        action.triggered.connect(lambda _=False, le=lesson: self.open(le))
        menu = self.window.help_menu
        if not self._actions:  # the lessons are a group of their own: between the rules and About
            self.group_end = menu.insertSeparator(self.window.about_action)
            menu.insertSeparator(self.group_end)
        menu.insertAction(self.group_end, action)
        self._actions.append((action, lesson))
        return action

    @staticmethod
    def _menu_text(lesson: Lesson, number: int) -> str:
        """"&1 Learn to play 22": a number as the item's mnemonic, the same in
        every language (the titles had none)."""
        return f"&{number + 1} {lesson.title()}" if number < 9 else lesson.title()

    def welcome(self) -> None:
        """The first launch: offer each game's lesson, a quick start, the New game
        dialog or a shared table (``cardtable.ui.learning.welcome``), and act on
        the answer."""
        from cardtable.table.presentation import game_title
        from cardtable.ui.learning.welcome import CHOOSE, HOST, JOIN, QUICK, WelcomeDialog

        quick = game_title(self.window.game_id, self.window.setup[0])   # "22 (Twenty-Two)"
        friends = self.window.friends
        dialog = WelcomeDialog(self.window, [le for _a, le in self.actions], quick,
                               friends=friends is not None)
        dialog.exec()
        if dialog.choice not in (QUICK, CHOOSE, HOST, JOIN):
            self.open(dialog.choice)
            return
        # The solo table is dealt behind every other choice, so that a cancelled
        # dialog (New game, Host, Join) never leaves it empty.
        self.window.start_remembered()
        if dialog.choice == CHOOSE:
            self.window.choose_game()
        elif dialog.choice == HOST and friends is not None:
            friends.host()
        elif dialog.choice == JOIN and friends is not None:
            friends.join()

    def retranslate(self) -> None:
        for number, (action, lesson) in enumerate(self._actions):
            action.setText(self._menu_text(lesson, number))
        self.panel.retranslate()
        self._show()

    @property
    def active(self) -> bool:
        return self.lesson is not None

    # ------------------------------------------------------------ the lesson's course
    def open(self, lesson: Lesson) -> bool:
        """Deal the lesson (after asking, if a game of the person's is on) and
        show its intro; False if the person kept their game."""
        waiting = not self.active and self.window.game_in_progress() and self._game_kept()
        if not self.active and not self._game_kept() and not self.window.confirm_replace():
            return False
        state = start_state(lesson)
        seats = [SeatSpec(QCoreApplication.translate("MainWindow", "You"), "human", None)
                 if seat == lesson.human else
                 SeatSpec(AI_NAMES[seat % len(AI_NAMES)], "ai", "easy")
                 for seat in range(lesson.players)]
        self.lesson, self.index = lesson, -1
        self.script = LessonScript(lesson, state.moves_made, self.window.controller.action_text)
        self.script.step_due.connect(self._on_step)
        self.script.refused.connect(self.pointer.on_refused)
        self.window.demo = False
        self.session.new_scripted(state, lesson.variant, seats, self.script)
        self.window.panel.hide()
        self.panel.show()
        split = self.window.centralWidget()
        if not self.sizes:
            self.sizes = split.sizes()
        side = max(220, min(320, split.width() // 4))   # the table keeps most of 800 px
        split.setSizes([max(1, split.width() - side), side, 0])
        self._show()
        if waiting:   # the one rule: a game in progress is kept, and the person is told
            self.window.statusBar().showMessage(self.tr(
                "Your game in progress is kept: Leave lesson brings it back, and after the "
                "lesson it waits in Game → Saved games…."), 15000)
        return True

    def _game_kept(self) -> bool:
        """The person's game waits in the autosave (a lesson never writes it), so
        Leave lesson brings it back: no need to ask whether to abandon it."""
        path = self.session.autosave_path
        return path is not None and self.session.unfinished_autosave(path)

    def start(self) -> None:
        if self.script is not None and not self.script.started:
            self.script.started = True
            self.session.go_on()

    def go_on(self) -> None:
        """Continue: the AI move the panel told about comes now."""
        if self.script is not None and self._waiting_ai():
            self.script.released = self.index
            self.session.go_on()

    def _key(self) -> None:
        if self.script is None:
            return
        if not self.script.started:
            self.start()
        elif self._waiting_ai():
            self.go_on()

    def leave(self) -> None:
        """Leave the lesson: back to the person's unfinished game, or a new one."""
        self._close()
        if self.session.resume():
            return
        self.window.start_remembered()

    def play_a_game(self) -> None:
        """The outro's button: an ordinary game of the lesson's game against easy AIs.
        An unfinished game in the autosave is kept aside first (Game → Saved games)."""
        lesson = self.lesson
        if lesson is None:
            return
        self._close()
        store, path = self.session.autosave, self.session.autosave_path
        if store is not None and self.session.unfinished_autosave(path) and not (
                resume.untouched_autosave(path)):
            resume._keep_aside(self.window, store)
        self.window.start_game(game=lesson.game, variant=lesson.variant, players=lesson.players,
                               level="easy")

    def _close(self) -> None:
        self.lesson, self.script, self.index = None, None, -1
        self._outro_after = None
        self.pointer.clear_glows()
        self.panel.set_refusal("")
        self._summary_only_closes(False)
        self.panel.hide()
        self.window.panel.show()
        if self.sizes:   # the side panel gets its width back (not the 0 it had in the lesson)
            self.window.centralWidget().setSizes(self.sizes)
            self.sizes = []
        for key in self.keys:
            key.setEnabled(False)

    def _on_reset(self) -> None:
        """Another game replaced the lesson (Game → New, a load): the lesson ends."""
        if self.script is not None and self.session.script is not self.script:
            self._close()

    # ------------------------------------------------------------ showing a step
    def _on_events(self, events: list) -> None:
        """The last step is played: the outro waits for the table to show its
        events up to the deal's end (a next deal, if any, is not waited for)."""
        script, state = self.script, self.session.state
        if script is None or state is None or not script.started or not events:
            return
        if script.index(state) >= len(script.lesson.steps) and self._outro_after is None:
            cut = next((i for i, e in enumerate(events) if getattr(e, "ends_deal", False)),
                       len(events) - 1)
            if any(e is events[cut] for e in self.window.controller.shown[-len(events):]):
                self._caught_up()     # shown already (instant animations)
            else:
                self._outro_after = events[cut]

    def _on_shown(self, event: Any) -> None:
        if event is self._outro_after:
            self._caught_up()

    def _caught_up(self) -> None:
        """The last step is played and on the table: the outro comes with the
        deal's end, beside its summary (``_on_summary``), not after the next
        deal is dealt, nor before the table has shown the last trick."""
        script, state = self.script, self.session.state
        if script is None or state is None or not script.started:
            return
        done = script.index(state)
        if done >= len(script.lesson.steps) and self.index < done:
            self._outro_after = None
            self._on_step(done)

    def _on_step(self, index: int) -> None:
        if index != self.index:
            self.panel.set_refusal("")
        self.index = index
        self._show()
        self.pointer.point()

    def _on_summary(self, _summary: Any) -> None:
        """The lesson's deal is over and its summary is up: its Continue would
        deal a second deal nobody plays, so it only closes the summary; the
        outro's buttons say what comes next."""
        script, state = self.script, self.session.state
        if self.lesson is not None and script is not None and state is not None and (
                script.index(state) >= len(self.lesson.steps)):
            self._summary_only_closes(True)
            self.window.controller.deal_pause.panel.button.setText(self.tr("Close"))
            self._caught_up()

    def _summary_only_closes(self, on: bool) -> None:
        pause = self.window.controller.deal_pause
        if on == self.summary_closes or pause is None:
            return
        self.summary_closes = on
        old, new = (pause.go_on, pause.cancel) if on else (pause.cancel, pause.go_on)
        pause.panel.continued.disconnect(old)
        pause.panel.continued.connect(new)

    def _waiting_ai(self) -> bool:
        lesson, script = self.lesson, self.script
        if lesson is None or script is None or not script.started:
            return False
        if not 0 <= self.index < len(lesson.steps):
            return False
        step = lesson.steps[self.index]
        return step.wait and step.seat != lesson.human and script.released < self.index

    def current_text(self) -> str:
        """What the panel says now: the intro, the latest step text so far, the outro."""
        lesson = self.lesson
        if lesson is None:
            return ""
        if self.script is None or not self.script.started:
            return lesson.intro()
        if self.index >= len(lesson.steps):
            return lesson.outro()
        for step in reversed(lesson.steps[:max(0, self.index) + 1]):
            if step.say is not None:
                return step.say()
        return lesson.intro()

    def _show(self) -> None:
        lesson = self.lesson
        if lesson is None or self.script is None:
            return
        started = self.script.started
        over = self.index >= len(lesson.steps)
        progress = ""
        if started and not over:
            progress = self.tr("Step %1 of %2").replace("%1", str(self.index + 1)).replace(
                "%2", str(len(lesson.steps)))
            # Whose move it is: an AI's move with no text of its own kept the
            # person's last instruction ("Draw") on show while the AI played.
            seat = lesson.steps[max(0, self.index)].seat
            turn = (self.tr("your move") if seat == lesson.human else self.tr(
                "%1's move").replace("%1", self.session.seats[seat].name))
            progress = self.tr("%1 · %2", "step, whose move").replace("%1", progress).replace(
                "%2", turn)
        self.panel.set_text(lesson.title(), progress, self.current_text())
        self.panel.set_last_trick(self.last_trick_text() if started else "")
        self.panel.show_buttons(start=not started, go_on=self._waiting_ai(), play=over)
        for key in self.keys:
            key.setEnabled(not started or self._waiting_ai())

    def last_trick_text(self) -> str:
        """"Trick 1: Ben A♠ Q♠ · Chloe 3♦ 4♠ · You 7♠ 7♥ — Ben took it", while
        the table shows no trick (it went to the winner's pile), else empty."""
        if self.window.scene.trick:
            return ""
        trick = self.window.aids.tricks.last_trick_view()
        if trick is None:
            return ""
        names = self.window.controller.names()
        plays = " · ".join(
            f"{names[seat]} {texts.cards_name(parse_card(c) for c in codes if c)}".strip()
            for seat, codes in trick.plays)
        # Its title in the game's words: "Trick 4", Sneak's "Play 12".
        text = self.tr("%1: %2", "a trick's title, then its cards").replace(
            "%1", trick.title).replace("%2", plays)
        if trick.winners:
            text = self.tr("%1 — %2 took it").replace("%1", text).replace(
                "%2", texts.join_names(trick.winners, names))
        return text
