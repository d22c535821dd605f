"""Moves that either happen whole or not at all, and a game that stops cleanly.

The engines promise that an illegal move (``IllegalAction``) leaves the
state untouched. Any *other* exception while applying a move is a fault —
an engine bug, or rules that cannot go on (a deck that ran dry) — and it may
strike half-way through a move: scores settled but no new deal dealt. The
session used to go on from such a half-applied state, try a fallback move
on it (which then failed too) and freeze without a word, while the autosave
held the game one move earlier.

So a clone is taken before every move; the move is applied to the live
state (views and tests may hold on to it) and, on a fault, the clone takes
its place. The game then stays exactly as it stood before the move, the
session stops advancing, the autosave is written again (the position
before the move), and ``engine_failed`` says once why the game cannot go
on. Undo, Save and a new game still work.
"""

from __future__ import annotations

import logging
from typing import Any

from cardtable.games.errors import IllegalAction

log = logging.getLogger(__name__)


class EngineFailure(Exception):
    """Applying a move (or listing the legal ones) raised something other than
    ``IllegalAction``; ``cause`` is that exception and ``before`` (if known) the
    state as it stood before the move."""

    def __init__(self, cause: BaseException, before: Any = None) -> None:
        super().__init__(str(cause) or type(cause).__name__)
        self.cause = cause
        self.before = before


def apply_atomically(state: Any, action: Any) -> list[Any]:
    """Play ``action`` on ``state``: its events, or :class:`EngineFailure`
    holding a copy of ``state`` from before the move (``state`` itself may
    then be half-changed: use the copy). ``IllegalAction`` passes through,
    the state unchanged as every engine promises."""
    before = state.clone()
    try:
        return state.apply(action)
    except IllegalAction:
        raise
    except Exception as exc:  # an engine fault: the live state may be half-applied
        raise EngineFailure(exc, before) from exc


def first_legal(state: Any) -> Any:
    """A legal action to fall back on; :class:`EngineFailure` if there is none."""
    try:
        return state.legal_actions()[0]
    except Exception as exc:  # no legal move in a live game is an engine fault too
        raise EngineFailure(exc) from exc


class SafeMoves:
    """Mixin of :class:`~cardtable.session.game_session.GameSession`: apply moves atomically,
    stop cleanly on an engine fault. The session defines the ``engine_failed``
    and ``error`` signals, ``_store`` and ``record_text``, and sets
    ``_engine_failed`` to ``False`` whenever a game is installed."""

    _state: Any
    _store: Any
    _engine_failed: bool

    def _apply_safely(self, action: Any) -> list[Any] | None:
        """Play ``action``: its events, or ``None`` if the engine failed (the game
        then stands as before the move and has stopped). ``IllegalAction``
        propagates with nothing changed."""
        try:
            return apply_atomically(self._state, action)
        except EngineFailure as failure:
            self._halt(failure)
            return None

    def _apply_answer(self, action: Any, name: str, error: str | None) -> list[Any] | None:
        """Play an AI's ``action`` (or its ``error``): a refused or failing choice is
        replaced by the first legal move, said on ``error``; ``None`` if even that
        fails (the game has stopped)."""
        if error is None:
            try:
                return apply_atomically(self._state, action)
            except EngineFailure as failure:  # back to before it; the fallback may work
                self._state = failure.before
                problem = f"chose {action!r}, which is not allowed ({failure})"
            except IllegalAction as exc:
                problem = f"chose {action!r}, which is not allowed ({exc})"
        else:
            problem = f"failed ({error})"
        try:
            fallback = first_legal(self._state)
        except EngineFailure as failure:
            self._halt(failure)
            return None
        self.error.emit(f"The AI of {name} {problem}; it plays {fallback} instead.")
        try:
            return self._apply_safely(fallback)
        except IllegalAction as exc:  # the engine refused its own legal move: a fault
            self._halt(EngineFailure(exc))
            return None

    def _halt(self, failure: EngineFailure) -> None:
        """Stop the game where it stood, save that position, and say so once."""
        log.error("the game cannot go on: %s", failure, exc_info=failure.cause)
        if failure.before is not None:
            self._state = failure.before
        self._cancel_pending()
        self._awaiting_human = self._awaiting_view = False
        if self._engine_failed:
            return
        self._engine_failed = True
        if self._store is not None:
            self._store.save(self.record_text)
        self.engine_failed.emit(str(failure))
