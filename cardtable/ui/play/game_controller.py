"""Binds a :class:`GameSession` to the table, the action bar and the side panel.

The session says what happened (events) and whose turn it is; this object
hands events to the event player, keeps the plates, log and score table up
to date, turns the person's selection into a move, and tells the session
when the table has finished animating so the next move may come. What
differs between games comes from the game's presentation
(``cardtable.table.presentation``), looked up by the session's game id.

At the end of a deal that the game goes on from, the table stops after the
deal's last event and the session is held (its ``animations_finished`` is
not passed on) while the deal's summary is on show (``deal_pause``, see
``cardtable.ui.play.deal_summary``); Continue plays the next deal's opening.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from cardtable import texts
from cardtable.games.errors import IllegalAction
from cardtable.session.game_session import GameSession
from cardtable.session.undo import current_moves
from cardtable.table.animator import Animator
from cardtable.table.event_player import EventPlayer
from cardtable.table.hand_input import HandInput, is_card_action
from cardtable.table.presentation import Presentation, TurnPrompt, presentation_for
from cardtable.table.scene import TableScene
from cardtable.table.summary import Summary, build_summary
from cardtable.ui.play.action_bar import ActionBar
from cardtable.ui.play.deal_summary import DealPause
from cardtable.ui.play.illegal_texts import illegal_text
from cardtable.ui.play.side_panel import SidePanel
from cardtable.ui.play.tooltips import apply_tooltips


class GameController(QObject):
    """The glue between one session and one table on screen."""

    synced = Signal()                 # the table shows the state after a batch of events
    trick_shown = Signal()            # the table has just shown a trick end (``ends_trick``)
    event_shown = Signal(object)      # an event's turn has come on the table (said to readers)

    def __init__(self, session: GameSession, scene: TableScene, animator: Animator,
                 hand_input: HandInput, bar: ActionBar, panel: SidePanel) -> None:
        super().__init__()
        self.session = session
        self.scene = scene
        self.anim = animator
        self.input = hand_input
        self.bar = bar
        self.panel = panel
        self.presentation: Presentation | None = None
        self.player: EventPlayer | None = None
        self.prompt: TurnPrompt | None = None
        self.shown: list[Any] = []            # every event logged, to re-say in a new language
        self.banner_event: Any = None
        self.turn: tuple[int, list] | None = None
        self.halted = False               # an engine fault stopped the game (said once)
        #: The summary between deals (the main window's; ``None``: no pause).
        self.deal_pause: DealPause | None = None
        self.held = False                 # a deal's summary holds the session
        self._table_game = 0              # counts resets: a late step of a replaced game
        self._summarised: tuple[int, int] | None = None   # (seed, deals) last continued
        self._person_out = False          # as of the last sync: before the batch on show
        session.game_reset.connect(self._on_reset)
        session.engine_failed.connect(self._on_engine_failed)
        session.events_ready.connect(self._on_events)
        session.human_turn.connect(self._on_human_turn)
        session.ai_thinking.connect(self._on_ai_thinking)
        session.forced_move.connect(self._on_forced_move)
        animator.animations_finished.connect(self._on_table_idle)
        hand_input.changed.connect(self._on_selection)
        hand_input.submitted.connect(self._submit)
        bar.primary.connect(hand_input.confirm)
        bar.keep.connect(self._keep)
        bar.answer.connect(self._answer)
        bar.chosen.connect(self._submit)
        bar.named.connect(self._named)

    # ------------------------------------------------------------ names
    def names(self) -> list[str]:
        return [texts.seat_name(seat.name, seat.player) for seat in self.session.seats]

    def details(self) -> list[str]:
        return [texts.player_detail(s.player, s.level) for s in self.session.seats]

    # ------------------------------------------------------------ session → table
    def _on_reset(self) -> None:
        obs = self.session.observation()
        state = self.session.state
        game = self.session.game
        assert game is not None
        presentation = presentation_for(game)
        if presentation is not self.presentation or self.player is None:
            self.anim.clear()
            self.presentation = presentation
            self.player = presentation.event_player(self.scene, self.anim, self._banner,
                                                    self._on_event_played)
            self.bar.set_choice_room(presentation.uses_choice_row)
        self.panel.set_score_title(self._score_title)   # the rules may change what Total is
        self.panel.chart.set_rounds_are_games(presentation.rounds_are_games)
        self.player.sort_key = presentation.sort_key(state.rules)
        self.player.rebuild(obs, state.players, self.session.viewer_seat)
        self.input.deactivate()   # after the rebuild: listeners see the new game's table
        self.panel.clear_log()
        self.shown, self.banner_event, self.turn, self.prompt = [], None, None, None
        self.halted = False
        self._table_game += 1
        self.held = False
        if self.deal_pause is not None:
            self.deal_pause.cancel()
        # Resumed, loaded or undone (back to the first move too: its opening line
        # was lost): the log so far, from the record.
        if state.moves_made or getattr(self.session, "rewound", False):
            for event in self.session.past_events():
                self._on_event_shown(event)
            # Quit (or undone) right after a deal ended: its summary was not seen yet.
            self.held = (current_moves(state) == [] and self._pausing()
                         and self._summary_key() != self._summarised)
        self._sync()
        self.bar.show_idle("")

    def _on_events(self, events: list[Any]) -> None:
        self.input.deactivate()
        self.bar.show_idle("")
        if self.held:   # a resume right after a deal: the new deal is on the table
            self.player.play(events, after=lambda g=self._table_game: self._summarise([], g))
            return
        cut = next((i + 1 for i, e in enumerate(events) if getattr(e, "ends_deal", False)),
                   None)
        if cut is None or not self._pausing():
            self.player.play(events, after=self._sync)
            return
        self.held = True   # the deal's end, then its summary; the next deal waits
        self.player.play(events[:cut],
                         after=lambda g=self._table_game: self._summarise(events[cut:], g))

    # ------------------------------------------------------------ between deals
    def _pausing(self) -> bool:
        """Does a deal's end stop for its summary? Not after the last deal
        (the game-over screen says it), nor with the setting off."""
        pause, state = self.deal_pause, self.session.state
        return pause is not None and pause.enabled and state is not None and not state.is_over

    def _on_table_idle(self) -> None:
        """The table has shown what it was sent: the session may go on, unless
        a deal's summary holds it."""
        if not self.held:
            self.session.animations_finished()

    def _summarise(self, upcoming: list[Any], table_game: int) -> None:
        """The deal's end is on show: its summary until the player goes on."""
        if table_game != self._table_game or not self.held:
            return   # the game was replaced while its steps played
        ends = [i for i, e in enumerate(self.shown) if getattr(e, "ends_deal", False)]
        if not ends or self.deal_pause is None or not self.deal_pause.enabled:
            self._next_deal(upcoming)
            return
        start = ends[-2] + 1 if len(ends) > 1 else 0
        deal = self.shown[start:ends[-1] + 1]
        coming = self.shown[ends[-1] + 1:] + list(upcoming)   # a resume: already shown
        self.deal_pause.hold(lambda: self._summary(deal, coming),
                             lambda: self._next_deal(upcoming), self._unwatched())

    def _summary(self, deal: list[Any], coming: list[Any]) -> Summary | None:
        return build_summary(self.session.game, deal, coming, self.names(),
                             self.session.viewer_seat, self.session.observation())

    def _next_deal(self, upcoming: list[Any]) -> None:
        """Continue: the next deal is dealt, then the session goes on."""
        self.held = False
        self._summarised = self._summary_key()
        self.player.play(upcoming, after=self._sync)

    def _summary_key(self) -> tuple[int, int]:
        """Which deal end the table is at (the game's seed and deals so far)."""
        state = self.session.state
        return (state.seed, sum(1 for e in self.shown if getattr(e, "ends_deal", False)))

    def _unwatched(self) -> bool:
        """Nobody plays on: a demo, or the person was out before this deal (the
        summary goes on alone; the deal that put them out waits for them)."""
        return self.session.viewer_seat is None or self._person_out

    def _on_event_played(self, event: Any) -> None:
        """The table plays ``event`` now (not a past one logged on a resume)."""
        self._on_event_shown(event)
        self.event_shown.emit(event)

    def _on_event_shown(self, event: Any) -> None:
        """An event's turn has come on the table: log it as the person sees it."""
        self.shown.append(event)
        line = self.presentation.log_line(self.shown, len(self.shown) - 1, self.names(),
                                          self.session.viewer_seat)
        if line:
            self.panel.add_log(line)
        if getattr(event, "ends_trick", False):
            self.trick_shown.emit()
        deal = self.presentation.deal_of(event)
        if deal is not None:
            self.panel.set_scores(self.names(), self.presentation.score_rows(
                self.session.state, deal), self.presentation.totals(self.session.state, event))

    def _sync(self) -> None:
        """After a batch: plates, positions, score table and card wiring match the state."""
        obs = self.session.observation()
        self.presentation.update_plates(self.scene, obs, self.names(), self.details())
        viewer = self.session.viewer_seat
        self._person_out = viewer is not None and self.presentation.is_out(obs, viewer)
        if viewer is not None and self.player.sort_key is not None:
            self.scene.hands[viewer].sort(key=lambda item: self.player.sort_key(item.code))
        for item in self.scene.all_cards():
            self._wire(item)
        self.scene.place_all(self.scene.instant if self.anim.instant else self.anim, ms=200)
        self._tooltips()
        self.panel.set_scores(self.names(), self.presentation.score_rows(self.session.state),
                              self.presentation.totals(self.session.state))
        self.synced.emit()

    def _score_title(self) -> str:
        return self.presentation.score_title(self.session.state)

    def _wire(self, item) -> None:
        if getattr(item, "_wired", False):
            return
        item.clicked.connect(self.input.click)
        item.double_clicked.connect(self.input.double_click)
        item._wired = True

    def _banner(self, event: Any) -> str | None:
        self.banner_event = event
        return self.presentation.banner(event, self.names(), self.session.viewer_seat)

    def retranslate(self) -> None:
        """Say everything on show again in the current language."""
        if self.session.state is None or self.presentation is None:
            return
        self.panel.set_score_title(self._score_title)
        self.panel.clear_log()
        for index in range(len(self.shown)):
            line = self.presentation.log_line(self.shown, index, self.names(),
                                              self.session.viewer_seat)
            if line:
                self.panel.add_log(line)
        if self.banner_event is not None and self.scene.banner.text:
            self.scene.banner.show_text(self._banner(self.banner_event), 760)
        self.presentation.update_plates(self.scene, self.session.observation(), self.names(),
                                        self.details())
        self.panel.set_scores(self.names(), self.presentation.score_rows(self.session.state),
                              self.presentation.totals(self.session.state))
        if self.turn is not None and self.input.active:
            self._on_human_turn(*self.turn)
        if self.halted:
            self.bar.show_idle(self._halted_text())
        if self.deal_pause is not None:
            self.deal_pause.retranslate()

    # ------------------------------------------------------------ turns
    def _on_human_turn(self, seat: int, legal: list) -> None:
        self.turn = (seat, legal)
        rules = self.session.state.rules
        self.input.activate(seat, legal, self.presentation.kind_of(rules))
        prompt = self.presentation.turn(self.session.observation(), legal)
        self.prompt = prompt
        if prompt.kind == "question":
            self.bar.show_question(prompt.text)
        elif prompt.kind == "choices":
            self.bar.show_choices(prompt.text, prompt.choices)
        elif prompt.buttons:
            self.bar.show_card_buttons(prompt.text, prompt.buttons, prompt.choices)
        else:
            self.bar.show_cards(prompt.mode, prompt.text)
        self._on_selection()

    def _on_ai_thinking(self, seat: int) -> None:
        if seat not in self.scene.active_seats():
            self.bar.show_idle("")   # the simultaneous last trick: nobody's turn to wait for
            return
        self.bar.show_idle(self.tr("%1 is thinking…").replace("%1", self.names()[seat]))

    def _on_forced_move(self, seat: int, action: Any) -> None:
        """Say which move is about to be played for the person, and why."""
        self.bar.show_idle(self.tr("Your only legal move: %1 — played for you.").replace(
            "%1", self.action_text(action)))

    def action_text(self, action: Any) -> str:
        """A move as the table names it: its cards, or its button's label (a move
        without cards — Sneak's Draw, keeping a hand — by its button)."""
        prompt = self.presentation.turn(self.session.observation(), [action])
        if is_card_action(action) and action.cards:
            # Where one set of cards can go several ways (Sneak's Sneak and Flaunt),
            # the way is named too.
            kind = next((label for label, name in prompt.buttons
                         if name == getattr(action, "name", None)), None)
            cards = texts.cards_name(action.cards)
            return f"{texts.plain_label(kind)} {cards}" if kind else cards
        label = next((label for label, choice in prompt.choices if choice == action), None)
        if label is None and prompt.kind == "question":   # an answer: by its button
            said = next((value for value, a in prompt.answers.items() if a == action), None)
            if said is not None:
                label = (self.bar.yes_button if said else self.bar.no_button).text()
        if label is None and prompt.keep == action:
            label = self.bar.keep_button.text()
        return texts.plain_label(label or prompt.text or str(action))

    def _tooltips(self) -> None:
        rule = self.prompt.text if self.prompt is not None else ""
        apply_tooltips(self.scene, self.names(), self.session.viewer_seat, rule,
                       self.presentation.winners_kept)

    def _on_selection(self) -> None:
        self._tooltips()
        if self.prompt is not None and self.prompt.buttons:
            for _label, name in self.prompt.buttons:
                self.bar.set_named_enabled(name, self.input.action_named(name) is not None)
            return
        self.bar.set_primary_enabled(self.input.current_action() is not None)

    def _named(self, name: str) -> None:
        action = self.input.action_named(name)
        if action is not None:
            self._submit(action)

    def _answer(self, value: bool) -> None:
        if self.prompt is not None and value in self.prompt.answers:
            self._submit(self.prompt.answers[value])

    def _keep(self) -> None:
        if self.prompt is not None and self.prompt.keep is not None:
            self._submit(self.prompt.keep)

    def _submit(self, action) -> None:
        if self.prompt is None:
            return  # not the person's turn (a stale click)
        try:
            self.session.submit(action)
        except IllegalAction as exc:
            self.bar.show_idle(illegal_text(exc))
            return
        self.prompt = None
        self.input.deactivate()
        self.bar.show_idle(self._halted_text() if self.halted else "")

    def _on_engine_failed(self, _reason: str) -> None:
        """The game cannot go on (the session kept and saved it as it stood):
        say so in the action bar, where it stays, and once in the log."""
        self.halted = True
        self.prompt = None
        self.input.deactivate()
        self.bar.show_idle(self._halted_text())
        self.panel.add_log(self._halted_text())

    def _halted_text(self) -> str:
        return self.tr("The game cannot go on from here: the rules could not carry out the "
                       "last move. It is saved as it stood before that move.")

