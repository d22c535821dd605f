"""Binds a :class:`GameSession` to the table, the action bar and the side panel.

The session says what happened (events) and whose turn it is; this object
hands events to the event player, keeps the plates, log and score table up
to date, turns the person's selection into a move, and tells the session
when the table has finished animating so the next move may come.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from cardtable.cards import parse_card
from cardtable.games.cucumber import Decide, Exchange
from cardtable.games.cucumber.events import DealEnded, Event
from cardtable.games.cucumber.values import values_for
from cardtable.games.errors import IllegalAction
from cardtable.session import GameSession
from cardtable.table.animator import Animator
from cardtable.table.event_player import EventPlayer
from cardtable.table.hand_input import HandInput
from cardtable.table.scene import TableScene
from cardtable.ui import texts
from cardtable.ui.action_bar import ActionBar
from cardtable.ui.side_panel import SidePanel


class GameController(QObject):
    """The glue between one session and one table on screen."""

    synced = Signal()                 # the table shows the state after a batch of events

    def __init__(self, session: GameSession, scene: TableScene, animator: Animator,
                 hand_input: HandInput, bar: ActionBar, panel: SidePanel) -> None:
        super().__init__()
        self.session = session
        self.scene = scene
        self.anim = animator
        self.input = hand_input
        self.bar = bar
        self.panel = panel
        self.player = EventPlayer(scene, animator, self._banner, self._on_event_shown)
        self.question: str | None = None
        self.shown: list[Event] = []          # every event logged, to re-say in a new language
        self.banner_event: Event | None = None
        self.turn: tuple[int, list] | None = None
        session.game_reset.connect(self._on_reset)
        session.events_ready.connect(self._on_events)
        session.human_turn.connect(self._on_human_turn)
        session.ai_thinking.connect(self._on_ai_thinking)
        animator.animations_finished.connect(session.animations_finished)
        hand_input.changed.connect(self._on_selection)
        hand_input.submitted.connect(self._submit)
        bar.primary.connect(hand_input.confirm)
        bar.keep.connect(lambda: self._submit(Exchange(())))
        bar.answer.connect(self._answer)

    # ------------------------------------------------------------ names
    def names(self) -> list[str]:
        return [texts.seat_name(seat.name, seat.player) for seat in self.session.seats]

    def details(self) -> list[str]:
        return [texts.player_detail(s.player, s.level) for s in self.session.seats]

    # ------------------------------------------------------------ session → table
    def _on_reset(self) -> None:
        obs = self.session.observation()
        state = self.session.state
        values = values_for(state.rules)
        self.player.sort_key = lambda code: values.sort_key(parse_card(code))
        self.input.deactivate()
        self.player.rebuild(obs, state.players, self.session.viewer_seat)
        self.panel.clear_log()
        self.shown, self.banner_event, self.turn = [], None, None
        self._sync()
        self.bar.show_idle("")

    def _on_events(self, events: list[Event]) -> None:
        self.input.deactivate()
        self.bar.show_idle("")
        self.player.play(events, after=self._sync)

    def _on_event_shown(self, event: Event) -> None:
        """An event's turn has come on the table: log it as the person sees it."""
        self.shown.append(event)
        line = texts.describe(event, self.names(), self.session.viewer_seat)
        if line:
            self.panel.add_log(line)
        if isinstance(event, DealEnded):
            self.panel.set_scores(self.names(), score_rows(self.session.state, event.deal),
                                  list(event.scores))

    def _sync(self) -> None:
        """After a batch: plates, positions, score table and card wiring match the state."""
        obs = self.session.observation()
        self.scene.update_plates(obs, self.names(), self.details())
        viewer = self.session.viewer_seat
        if viewer is not None and self.player.sort_key is not None:
            self.scene.hands[viewer].sort(key=lambda item: self.player.sort_key(item.code))
        for item in self.scene.all_cards():
            self._wire(item)
        self.scene.place_all(self.scene.instant if self.anim.instant else self.anim, ms=200)
        self.panel.set_scores(self.names(), score_rows(self.session.state),
                              list(self.session.state.scores))
        self.synced.emit()

    def _wire(self, item) -> None:
        if getattr(item, "_wired", False):
            return
        item.clicked.connect(self.input.click)
        item.double_clicked.connect(self.input.double_click)
        item._wired = True

    def _banner(self, event: Event) -> str | None:
        self.banner_event = event
        return texts.banner(event, self.names(), self.session.viewer_seat)

    def retranslate(self) -> None:
        """Say everything on show again in the current language."""
        if self.session.state is None:
            return
        self.panel.clear_log()
        for event in self.shown:
            line = texts.describe(event, self.names(), self.session.viewer_seat)
            if line:
                self.panel.add_log(line)
        if self.banner_event is not None and self.scene.banner.text:
            self.scene.banner.show_text(self._banner(self.banner_event), 760)
        self.scene.update_plates(self.session.observation(), self.names(), self.details())
        self.panel.set_scores(self.names(), score_rows(self.session.state),
                              list(self.session.state.scores))
        if self.turn is not None and self.input.active:
            self._on_human_turn(*self.turn)

    # ------------------------------------------------------------ turns
    def _on_human_turn(self, seat: int, legal: list) -> None:
        self.turn = (seat, legal)
        values = values_for(self.session.state.rules)
        self.input.activate(seat, legal, lambda code: values.kind[parse_card(code)])
        first = legal[0]
        if isinstance(first, Decide):
            self.question = first.name
            self.bar.show_question(texts.question(first.name))
        elif isinstance(first, Exchange):
            self.question = None
            self.bar.show_cards("exchange", self.tr(
                "Exchange: select the cards to discard, or keep your hand."))
        else:
            self.question = None
            obs = self.session.observation()
            if obs.phase == "last":
                text = self.tr("Last trick: lay down your last card.")
            elif not obs.trick:
                text = self.tr("Your lead: select a card (or a set of one rank) and play.")
            else:
                text = self.tr("Your turn: beat the cards to beat, or play your lowest.")
            self.bar.show_cards("play", text)
        self._on_selection()

    def _on_ai_thinking(self, seat: int) -> None:
        self.bar.show_idle(self.tr("%1 is thinking…").replace("%1", self.names()[seat]))

    def _on_selection(self) -> None:
        self.bar.set_primary_enabled(self.input.current_action() is not None)

    def _answer(self, value: bool) -> None:
        if self.question is not None:
            self._submit(Decide(self.question, value))

    def _submit(self, action) -> None:
        if not self.input.active and not isinstance(action, Decide | Exchange):
            return
        try:
            self.session.submit(action)
        except IllegalAction as exc:
            self.bar.show_idle(exc.reason)
            return
        self.question = None
        self.input.deactivate()
        self.bar.show_idle("")


def score_rows(state, upto: int | None = None) -> list[tuple[int, dict[int, int]]]:
    """Per finished deal (up to deal ``upto``), how much each seat's total
    changed (penalties, reductions, resets, rescues)."""
    rows = []
    before = [0] * state.players
    for number, deal in enumerate(state.log, 1):
        if upto is not None and number > upto:
            break
        result = deal.result
        if not result or "scores" not in result:
            continue
        after = result["scores"]
        rows.append((number, {s: after[s] - before[s] for s in range(state.players)
                              if after[s] != before[s]}))
        before = after
    return rows
