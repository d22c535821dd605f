"""A lesson's pointing: the glow on the cards a step points at, and why a
card the person tries cannot go.

Why apart from :mod:`lesson_runner`: the runner leads the steps (panel, keys,
menu, the outro's timing); this follows the table as it moves — every sync
draws the glows again (only the cards to play now, in the person's hand) —
and answers the person's wrong tries with the engine's own reason, the way
a teacher points and corrects. It reads the runner's lesson, script and
step, and writes to its panel.
"""

from __future__ import annotations

import inspect
from typing import Any

from PySide6.QtCore import QObject, QTimer
from shiboken6 import isValid

from cardtable.cards import parse_card
from cardtable.table.hand_input import is_card_action
from cardtable.ui.learning.lesson_panel import PointerGlow
from cardtable.ui.learning.lesson_vetting import engine_refusal
from cardtable.ui.play.illegal_texts import illegal_text


class LessonPointer(QObject):
    """The glows and the refusals of the lesson ``runner`` leads."""

    def __init__(self, runner: Any) -> None:
        super().__init__(runner)
        self.runner = runner
        self.window = runner.window
        self.session = runner.session
        self.glows: list[PointerGlow] = []

    def pointed(self) -> tuple[str, ...]:
        """The card codes the current step points at."""
        lesson = self.runner.lesson
        if lesson is None or self.runner.script is None or not self.runner.script.started:
            return ()
        if 0 <= self.runner.index < len(lesson.steps):
            return lesson.steps[self.runner.index].point
        return ()

    def point(self) -> None:
        """Glow on the cards the current step points at (again after every change)."""
        self.clear_glows()
        if not self.runner.active:
            return
        for item in self.window.scene.all_cards():
            self.wire(item)
        codes = set(self.pointed())
        # In the person's hand only the cards to play now glow: a glow on a card
        # the text names but that cannot go (a dimmed 4♦) or on cards while the
        # step says Pass or Draw read as "play these".
        scene, human = self.window.scene, self.runner.lesson.human if self.runner.lesson else -1
        mine = set(map(id, scene.hands[human])) if 0 <= human < len(scene.hands) else set()
        to_play = set(self.move_codes())
        for item in scene.all_cards():
            if item.code in codes and item.face_up and item.isVisible() and (
                    id(item) not in mine or item.code in to_play):
                self.glows.append(PointerGlow(item))
        codes = [glow.parentItem().code for glow in self.glows]
        self.runner.panel.set_legend(bool(self.glows), codes)

    def move_codes(self) -> tuple[str, ...]:
        """The cards of the move the current step asks of the person (none on
        another seat's step, or for a move without cards)."""
        lesson, state, script = self.runner.lesson, self.session.state, self.runner.script
        if lesson is None or state is None or script is None or state.is_over:
            return ()
        step = script.step(state)
        if step is None or step.seat != lesson.human or state.current_seat != lesson.human:
            return ()
        return tuple(c.code for c in getattr(script.move(state), "cards", ()) or ())

    def clear_glows(self) -> None:
        for glow in self.glows:
            if isValid(glow) and glow.scene() is not None:   # its card may be gone
                glow.scene().removeItem(glow)
        self.glows = []
        self.runner.panel.set_legend(False)

    # ------------------------------------------------------------ illegal attempts
    def explain_cards(self, codes: list[str]) -> str:
        """Why the person may not play these cards of theirs now (also shown)."""
        state = self.session.state
        if self.runner.script is None or state is None or state.is_over or not codes:
            return ""
        phase = next((type(a) for a in state.legal_actions() if is_card_action(a) and a.cards),
                     None)   # a play or an exchange; not Draw, which has no cards
        if phase is None:
            return ""
        cards = tuple(parse_card(code) for code in codes)
        first = next(iter(inspect.signature(phase).parameters), "cards")
        try:
            action = phase(cards[0]) if first == "card" and len(cards) == 1 else phase(cards)
        except (TypeError, ValueError):
            return ""
        exc = engine_refusal(state, action)
        text = illegal_text(exc) if exc is not None else ""
        self.runner.panel.set_refusal(text)
        return text

    def on_refused(self, text: str) -> None:
        """A move the lesson did not take: say why, and ask for the move again (the
        table's refusal cleared the action bar's buttons)."""
        self.runner.panel.set_refusal(text)
        QTimer.singleShot(0, self, self._ask_again)

    def _ask_again(self) -> None:
        controller = self.window.controller
        if self.runner.active and controller.prompt is not None and controller.turn is not None:
            controller._on_human_turn(*controller.turn)

    def dropped(self, codes: list) -> None:
        if self.runner.active:
            self.explain_cards(list(codes))

    def wire(self, item: Any) -> None:
        """A dimmed card clicked in a lesson says why it cannot go."""
        if getattr(item, "_lesson_wired", False):
            return
        item.clicked.connect(self._clicked)
        item._lesson_wired = True

    def _clicked(self, item: Any) -> None:
        hand_input = self.window.hand_input
        if self.runner.active and hand_input.active and item in hand_input.hand and (
                item.marked == "dim"):
            # Dimmed because of the cards already chosen (too many, no combo):
            # the whole set says why; a card that cannot go at all, alone.
            chosen = [i.code for i in hand_input.selection]
            if not (chosen and self.explain_cards([*chosen, item.code])):
                self.explain_cards([item.code])

