"""A lesson's rules of play: the session's script while a lesson runs.

:class:`LessonScript` is the session's ``script`` (``cardtable.session.game_session``):
the session asks it before every move whether to wait (an intro to read, an
AI move the person must Continue past, the lesson's end), lets it play the
AI seats (the script's move, no bot) and lets it vet the person's moves —
an illegal one is refused with the engine's reason as the table words it
(``illegal_texts``), a legal one the lesson does not want with the step's
own explanation. The engine stays the judge; the lesson only narrows it.
:class:`cardtable.ui.learning.lesson_runner.LessonRunner` shows it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from cardtable.games.errors import IllegalAction
from cardtable.table.lesson import Lesson, Step, scripted_action
from cardtable.texts import card_name
from cardtable.ui.play.illegal_texts import illegal_text


def _codes(action: Any) -> list[str]:
    return sorted(c.code for c in getattr(action, "cards", ()) or ())


def same_move(a: Any, b: Any) -> bool:
    """The same move: equal, or the same kind of action with the same cards."""
    return a == b or (type(a) is type(b) and getattr(a, "name", None) == getattr(b, "name", None)
                      and bool(_codes(a)) and _codes(a) == _codes(b))


def engine_refusal(state: Any, action: Any) -> IllegalAction | None:
    """Why the engine refuses ``action`` now (tried on a copy), or ``None``."""
    try:
        state.clone().apply(action)
    except IllegalAction as exc:
        return exc
    except Exception:  # a malformed attempt: nothing the engine can explain
        return None
    return None


def names_move(text: str, action: Any) -> bool:
    """Does ``text`` name every card ``action`` carries (a move without cards
    is spoken of by its kind: pass, draw, keep)?"""
    return all(card_name(card) in text for card in getattr(action, "cards", ()) or ())


def other_move_text(step: Step | None, action: Any, scripted: Any, word: Any) -> str:
    """Why the lesson does not take ``action``, speaking of the move made: the
    step's own text, led by the move's name when the text does not name it (a
    text written for a kind of move, "keep your trumps", then says which)."""
    if step is None or step.other is None:
        return QCoreApplication.translate(
            "LessonRunner", "%1 is allowed, but in this lesson play %2 now.").replace(
            "%1", word(action)).replace("%2", word(scripted))
    text = step.other(action)
    if names_move(text, action):
        return text
    return QCoreApplication.translate("LessonRunner", "You chose %1. %2").replace(
        "%1", word(action)).replace("%2", text)


class LessonScript(QObject):
    """The session's script for one lesson: which step is due, and its move."""

    step_due = Signal(int)        # the step (index) the game waits at; len(steps): the end
    refused = Signal(str)         # why the person's move was not taken

    def __init__(self, lesson: Lesson, base: int, word: Any) -> None:
        super().__init__()
        self.lesson = lesson
        self.base = base            # the start state's moves made
        self.word = word            # an action → its name on the table
        self.started = False
        self.released = -1          # the last AI step the person pressed Continue for

    def index(self, state: Any) -> int:
        return state.moves_made - self.base

    def step(self, state: Any) -> Step | None:
        i = self.index(state)
        return self.lesson.steps[i] if 0 <= i < len(self.lesson.steps) else None

    # ------------------------------------------------------------ asked by the session
    def waits(self, state: Any) -> bool:
        """The table is idle at ``state``: show its step; wait for the person?"""
        i = self.index(state)
        self.step_due.emit(i)
        step = self.step(state)
        if not self.started or step is None:
            return True        # the intro, or the lesson is over: nothing more moves
        return step.wait and step.seat != self.lesson.human and self.released < i

    def autoplay(self, state: Any) -> bool:
        """A forced move of the person's is played for them unless its step has text."""
        step = self.step(state)
        return step is None or step.say is None

    def move(self, state: Any) -> Any:
        legal = state.legal_actions()
        step = self.step(state)
        try:
            return scripted_action(step, legal) if step is not None else legal[0]
        except LookupError:   # a script broken by a rules change: the game goes on
            return legal[0]

    def vet(self, state: Any, action: Any) -> None:
        """Raise ``IllegalAction`` (and say why on ``refused``) unless ``action``
        is the step's move."""
        legal = state.legal_actions()
        if not any(same_move(action, a) for a in legal):
            exc = engine_refusal(state, action)
            if exc is not None:
                self.refused.emit(illegal_text(exc))
                raise exc
            return   # the session's own apply says what is wrong
        scripted = self.move(state)
        if same_move(action, scripted):
            return
        self.refused.emit(other_move_text(self.step(state), action, scripted, self.word))
        raise IllegalAction("Not the lesson's move.", "lesson")
