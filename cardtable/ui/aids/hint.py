"""Hint (H): the move the ``expert`` level would make in the person's seat.

The expert searches for up to a few hundred milliseconds, far too long for
the GUI thread. It thinks in a worker *process* (``cardtable.ai.process``:
on a thread its pure-Python search would hold the GIL against every
repaint), on the person's observation and legal moves only, and the answer
comes back through a relay queued to the GUI thread like an AI move's
(``cardtable.session.ai_worker``); where no process can be started it falls back to
an ``AiTask`` on the thread pool. While it thinks, the Hint action shows a
spinner; the table stays live. An answer is shown only if nothing moved meanwhile
(the same serial-number idea as the session's tags), by raising and
outlining the cards to play — the person's own selection, so Play takes
them — or outlining the button to press; and, in the window's status line,
why: the figures the expert weighed the move by (``cardtable.ai.reasons``, worded by
``cardtable.ui.aids.hint_reasons``), or that it is the only legal move. Asking marks the game
*assisted* for statistics.
"""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThreadPool, QTimer, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy

from cardtable import texts
from cardtable.ai import make_bot, process
from cardtable.ai.reasons import explaining
from cardtable.session.ai_worker import AiAnswer, AiRelay, AiTask, Ticket
from cardtable.table.hand_input import is_card_action
from cardtable.ui.aids.hint_bubble import HintBubble
from cardtable.ui.aids.hint_reasons import only_move_text, reason_text

if TYPE_CHECKING:
    from concurrent.futures import Future

    from cardtable.ai.reasons import Reason

# The level whose move a hint shows.
HINT_LEVEL = "expert"
SPINNER = "◐◓◑◒"
# No vertical padding: the bar's buttons keep a plain button's height, and the
# border and padding both come out of it (a "7" was cut to "/").
OUTLINE = "QPushButton { border: 3px solid #ffce54; border-radius: 5px; padding: 0px 8px; }"


class HintController(QObject):
    """Asks the expert for the person's move and shows it on the table."""

    #: What a screen reader must say: the hint and why, or why there is none.
    said = Signal(str)

    def __init__(self, window: Any, action: QAction, pool: QThreadPool | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.session = window.session
        self.controller = window.controller
        self.action = action
        self.pool = pool if pool is not None else QThreadPool.globalInstance()
        self.relay = AiRelay(self)
        self.relay.answered.connect(self._on_answer, Qt.ConnectionType.QueuedConnection)
        self.ticket = Ticket()
        self.future: Future | None = None
        # Think in a worker process (False: on the thread pool, e.g. where
        # processes cannot be started).
        self.use_process = True
        self.serial = 0                  # bumped whenever the table moves on
        self.pending: tuple[int, int] | None = None
        self.shown: tuple[Any, Reason | None] | None = None   # the last hint: action, reason
        self.outlined: list[QPushButton] = []
        self.text = ""                   # the action's text without the spinner
        self.why = ""                    # the reason in the status line, while it applies
        self.message = ""                # the whole status line: "Hint: 6 — why"
        # A label in the status bar, not a temporary message: a menu's item tips
        # wiped a message for good the moment the player opened a menu; a label
        # only steps aside for them. Ignored width: a long reason must not widen
        # the window (the tooltip has it whole).
        self.line = QLabel()
        self.line.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.line.setMinimumWidth(1)
        window.statusBar().addWidget(self.line, 1)
        self.bubble = HintBubble(window.view)
        self._frame = 0
        self.spinner = QTimer(self)
        self.spinner.setInterval(120)
        self.spinner.timeout.connect(self._spin)
        self.session.game_reset.connect(self.invalidate)
        self.session.events_ready.connect(self.invalidate)
        self.session.human_turn.connect(self._on_turn)
        action.triggered.connect(self.request)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(process.shutdown)

    # ------------------------------------------------------------ state
    @property
    def busy(self) -> bool:
        return self.pending is not None

    def can_hint(self) -> bool:
        """Only on the person's own turn, when the table waits for them — and not
        in a lesson, whose move is the script's (``cardtable.ui.learning.lesson_runner``)."""
        return (self.controller.prompt is not None and self.controller.turn is not None
                and getattr(self.session, "script", None) is None
                and not getattr(self.session, "shared", False))

    def _on_turn(self, seat: int, legal: list) -> None:
        self.action.setEnabled(self.can_hint())

    def invalidate(self, *_: Any) -> None:
        """The game moved on: a hint being computed or shown no longer applies."""
        self.serial += 1
        self.ticket.cancel()
        if self.future is not None:
            self.future.cancel()      # only a hint still queued; a running one is dropped
            self.future = None
        self.pending = None
        self.shown = None
        self._stop_spinner()
        self.clear_outline()
        self.why = self.message = ""
        self.line.clear()
        self.line.setToolTip("")
        self.bubble.hide()
        self.action.setEnabled(False)
        # The controller forgets the prompt only after the move is out.
        QTimer.singleShot(0, self, lambda: self.action.setEnabled(self.can_hint()))

    # ------------------------------------------------------------ asking
    def request(self) -> None:
        """H: start the expert on a pool thread (never on this one)."""
        if getattr(self.session, "shared", False):
            self._note(self.tr("Hints are off at a shared table."))
            return
        if not self.can_hint():
            self._note(self.tr("Hints are given on your turn."))
            return
        if self.busy:
            return
        seat, legal = self.controller.turn
        state = self.session.state
        self.session.mark_assisted()
        self.pending = tag = (self.serial, state.moves_made)
        observation, seed = state.observation(seat), f"{state.seed}:{state.moves_made}:{seat}:hint"
        self.text = self.action.text()
        self._frame = 0
        self.spinner.start()
        self._spin()
        if self.use_process:
            relay = self.relay

            def done(outcome: process.Outcome) -> None:   # on a helper thread
                action, reason, error = outcome
                with contextlib.suppress(RuntimeError):      # the window is gone
                    relay.answered.emit(AiAnswer(tag, seat, action, error, 0, reason))

            try:
                self.future = process.submit(self.session.game, HINT_LEVEL, observation,
                                                legal, seed, done)
                return
            except Exception:  # no process here: think on a thread instead
                logging.getLogger(__name__).exception("hint process unavailable")
                self.use_process = False
        self.ticket = Ticket()
        bot = explaining(make_bot(HINT_LEVEL, self.session.game))  # the figures too
        self.pool.start(AiTask(self.relay, self.ticket, tag, seat, bot, observation, legal,
                               seed))

    @Slot(object)
    def _on_answer(self, answer: AiAnswer) -> None:
        if answer.tag != self.pending:
            return  # the table moved on while the expert thought
        self.pending = None
        self.future = None
        self._stop_spinner()
        if answer.error is not None or not self.can_hint():
            self._note(self.tr("No hint this time."))
            return
        self.show_hint(answer.action, answer.reason)

    # ------------------------------------------------------------ showing
    def show_hint(self, action: Any, reason: Reason | None) -> None:
        """Raise and outline the cards, or outline the button, of ``action``."""
        prompt = self.controller.prompt
        bar = self.window.bar
        self.clear_outline()
        self.shown = (action, reason)
        button: QPushButton | None = None
        what = ""
        choices = [a for _label, a in prompt.choices]
        if prompt.kind == "question":
            button = next((b for value, b in ((True, bar.yes_button), (False, bar.no_button))
                           if prompt.answers.get(value) == action), None)
        elif prompt.keep is not None and action == prompt.keep:
            button = bar.keep_button
        elif action in choices:      # a move without cards (Draw, Pass) or a declaration
            index = choices.index(action)
            button = bar.choice_buttons[index] if index < len(bar.choice_buttons) else None
        elif is_card_action(action):
            hand_input = self.window.hand_input
            codes = [card.code for card in action.cards]
            # The keyboard's focus onto the hinted card: Enter then plays what was heard.
            hand_input.focus = next((i for i, item in enumerate(hand_input.hand)
                                     if item.code in codes), hand_input.focus)
            hand_input.select_codes(codes)
            button = (bar.named_buttons.get(getattr(action, "name", ""))
                      if prompt.buttons else bar.primary_button)
            # With its verb, as the next best is named ("Play 6♠", "Sneak 7♥"):
            # "Hint: 6♠ … The next best, Play J♠" read as two kinds of thing.
            what = self.action_name(action)
        if button is not None:
            button.setStyleSheet(OUTLINE)
            self.outlined.append(button)
            if not is_card_action(action):   # the keyboard to the button: Space presses it
                button.setFocus(Qt.FocusReason.OtherFocusReason)
            what = what or texts.plain_label(button.text())
        line = self.tr("Hint: %1").replace("%1", what or "?")
        # The hint and why, in the window's status line until the table moves
        # on. Under the prompt, even the one line "Hint: 6" made the action bar
        # grow, and the whole table shrank and moved the moment a hint came.
        self.why = (only_move_text() if len(self.controller.turn[1]) == 1
                    else reason_text(reason, self.action_name))
        self.message = (self.tr("%1 — %2", "the hint, then why").replace("%1", line).replace(
            "%2", self.why) if self.why else line)
        self.window.statusBar().clearMessage()      # an older note would hide the label
        self.line.setText(self.message)
        self.line.setToolTip(self.message)
        self.bubble.show_if_cut(self.message, self.line)   # cut off in the line: whole above
        # Said with a lone rank in words: a voice reads the "Q" of a button as "queue".
        spoken = texts.spoken_label(what)
        self.said.emit(self.message if spoken == what else self.message.replace(
            line, self.tr("Hint: %1").replace("%1", spoken), 1))

    def _note(self, text: str) -> None:
        """A short note in the status bar, said to a screen reader too."""
        self.window.statusBar().showMessage(text, 4000)
        self.said.emit(text)

    def action_name(self, action: Any) -> str:
        """A move as the table names it (``GameController.action_text``), a card
        move with its button's label before its cards ("Exchange 8♣")."""
        if not (is_card_action(action) and action.cards):
            return self.controller.action_text(action)
        prompt = self.controller.prompt
        bar = self.window.bar
        button = (bar.named_buttons.get(getattr(action, "name", "")) if prompt.buttons
                  else bar.primary_button) if prompt is not None else None
        cards = texts.cards_name(action.cards)
        if button is None:
            return cards
        return QCoreApplication.translate("HintReason", "%1 %2", "a button's label, then cards"
                                          ).replace("%1", texts.plain_label(button.text())
                                                    ).replace("%2", cards)

    def clear_outline(self) -> None:
        for button in self.outlined:
            with contextlib.suppress(RuntimeError):   # a choice button already deleted
                button.setStyleSheet("")
        self.outlined = []

    # ------------------------------------------------------------ spinner
    def _spin(self) -> None:
        self._show_text(f"{self.text} {SPINNER[self._frame % len(SPINNER)]}")
        self._frame += 1

    def _stop_spinner(self) -> None:
        if self.spinner.isActive():
            self.spinner.stop()
            self._show_text(self.text)

    def _show_text(self, text: str) -> None:
        self.action.setText(text)
        self.action.setIconText(texts.plain_label(text))   # the button: see aids.show_plain

    def retranslate(self, text: str) -> None:
        """The action's text in the current language (kept under the spinner)."""
        self.text = text
        if not self.spinner.isActive():
            self._show_text(text)
