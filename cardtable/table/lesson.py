"""Lessons: a scripted first deal that teaches a game at the real table.

A :class:`Lesson` is a stacked deck, a seed and every move of the first deal
(:class:`Step`), with the texts the lesson panel shows beside the table. The
scripts live in each game's table room (``cardtable.table.<id>.lessons()``),
run on the real engine and are checked without Qt by :func:`play_through`, so
a rules change that breaks a lesson fails a pure test, not a newcomer.

This module is pure Python: no Qt. The texts are callables so each is
translated when shown (a language switch re-words the panel).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable import games

__all__ = ["KEY_ORDER", "Lesson", "LessonError", "Step", "all_lessons", "cards", "choice",
           "play_through", "start_state"]

#: The order of the Help menu's lessons by key; unknown keys follow in game order.
KEY_ORDER = ("twenty-two", "cucumber", "supertrump", "sneak")


class LessonError(Exception):
    """A lesson script does not play on the engine (names the step, counted from 1)."""


@dataclass(frozen=True)
class Step:
    """One move of the scripted deal, by any seat, and what the panel says then."""

    seat: int
    move: Callable[[Sequence[Any]], Any]
    say: Callable[[], str] | None = None
    point: tuple[str, ...] = ()
    wait: bool = False
    other: Callable[[Any], str] | None = None


@dataclass(frozen=True)
class Lesson:
    """A guided first deal: the stacked cards, every move, and the texts around it."""

    key: str
    game: str
    variant: str
    title: Callable[[], str]
    players: int
    human: int
    deck: tuple[str, ...]
    dealer: int
    seed: int
    intro: Callable[[], str]
    steps: tuple[Step, ...]
    outro: Callable[[], str]
    rules: Any = None

    @property
    def spec(self) -> games.GameSpec:
        return games.get(self.game)

    def game_rules(self) -> Any:
        """The rules the lesson is played by (the named preset unless ``rules`` is set)."""
        return self.rules if self.rules is not None else self.spec.preset(self.variant)


def _codes(action: Any) -> list[str]:
    return sorted(c.code for c in getattr(action, "cards", ()) or ())


def cards(*codes: str) -> Callable[[Sequence[Any]], Any]:
    """A ``move`` choosing the legal action whose cards are exactly ``codes`` (in
    any order). ``LookupError`` if none is, or if several are (use :func:`choice`)."""
    wanted = sorted(codes)

    def pick(legal: Sequence[Any]) -> Any:
        found = [a for a in legal if _codes(a) == wanted]
        if len(found) == 1:
            return found[0]
        shown = " ".join(codes) or "no cards"
        if not found:
            raise LookupError(f"no legal action plays exactly {shown}")
        raise LookupError(f"{len(found)} legal actions carry {shown}: "
                          f"{', '.join(str(a) for a in found)}; use choice()")
    pick.__qualname__ = f"cards({', '.join(codes)})"
    return pick


def choice(predicate: Callable[[Any], bool]) -> Callable[[Sequence[Any]], Any]:
    """A ``move`` choosing the one legal action ``predicate`` is true for
    (``LookupError`` if none or several are)."""
    def pick(legal: Sequence[Any]) -> Any:
        found = [a for a in legal if predicate(a)]
        if len(found) == 1:
            return found[0]
        if not found:
            raise LookupError("no legal action matches")
        raise LookupError(f"{len(found)} legal actions match: "
                          f"{', '.join(str(a) for a in found)}")
    return pick


def start_state(lesson: Lesson) -> Any:
    """The engine state dealt as the lesson deals it (first deal's events pending)."""
    return lesson.spec.new_game(lesson.game_rules(), lesson.players, lesson.seed,
                                deck=list(lesson.deck), dealer=lesson.dealer)


def scripted_action(step: Step, legal: Sequence[Any]) -> Any:
    """The step's action among ``legal`` (``LookupError`` if it is not there)."""
    action = step.move(legal)
    if action not in legal:
        raise LookupError(f"{action} is not a legal action")
    return action


def _ends_deal(events: Sequence[Any]) -> bool:
    return any(getattr(e, "ends_deal", False) for e in events)


def play_through(lesson: Lesson) -> Any:
    """Apply every step to the engine and return the final state; ``LessonError``
    naming the step if a seat is wrong, a move is illegal, or the deal does not
    end exactly after the last step."""
    if not lesson.steps:
        raise LessonError(f"{lesson.key}: the lesson has no steps")
    if not 0 <= lesson.human < lesson.players:
        raise LessonError(f"{lesson.key}: seat {lesson.human} is not one of "
                          f"{lesson.players} seats")
    try:
        state = start_state(lesson)
    except Exception as exc:  # any engine refusal of the deal, worded for the script's author
        raise LessonError(f"{lesson.key}: the deal cannot start: {exc}") from exc
    state.take_pending_events()
    last = len(lesson.steps)
    for number, step in enumerate(lesson.steps, start=1):
        where = f"{lesson.key}, step {number} of {last}"
        if state.is_over:
            raise LessonError(f"{where}: the game is already over")
        if step.seat != state.current_seat:
            raise LessonError(f"{where}: scripted for seat {step.seat}, but seat "
                              f"{state.current_seat} is to move")
        legal = state.legal_actions()
        try:
            action = scripted_action(step, legal)
        except LookupError as exc:
            shown = ", ".join(str(a) for a in legal[:12])
            more = f" (+{len(legal) - 12} more)" if len(legal) > 12 else ""
            raise LessonError(f"{where}: the move is not legal: {exc}; legal: "
                              f"{shown}{more}") from None
        events = list(state.apply(action))
        events += state.take_pending_events()
        ended = _ends_deal(events)
        if ended and number != last:
            raise LessonError(f"{where}: the deal ended here, before the last step")
        if not ended and number == last:
            raise LessonError(f"{where}: the deal is not over after the last step")
    return state


def all_lessons() -> list[Lesson]:
    """Every lesson of every registered game whose table room has ``lessons()``,
    in :data:`KEY_ORDER` (rooms without lessons are skipped)."""
    found: list[tuple[int, int, Lesson]] = []
    for game_order, spec in enumerate(games.all_games()):
        try:
            room = importlib.import_module(f"cardtable.table.{spec.id.replace('-', '_')}")
        except ImportError:
            continue
        make = getattr(room, "lessons", None)
        if not callable(make):
            continue
        for lesson in make():
            rank = KEY_ORDER.index(lesson.key) if lesson.key in KEY_ORDER else len(KEY_ORDER)
            found.append((rank, game_order, lesson))
    found.sort(key=lambda item: (item[0], item[1]))
    return [lesson for _rank, _order, lesson in found]
