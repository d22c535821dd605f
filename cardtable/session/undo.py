"""Undo and redo by record replay: rebuild a state from its deals and moves.

Every game is deterministic from its rules, players, seed, the decks of its
deals and its moves, and ``GameSpec.encode``/``replay`` (the record codec)
already turn a state into that description and back — replay being the one
path the records trust. So an earlier position is never *remembered*, it is
*rebuilt*: the deals before the current one are replayed whole, the current
one up to the wanted move. The rebuilt state equals the one that was there
(its ``fingerprint``, RNG included), so an AI seeded by
``seed:moves_made:seat`` answers a repeated move exactly as before, and a
loaded game (whose decks came from a record, not from the seed) undoes as
exactly as a fresh one.

Undo never crosses a finished deal: a deal's result is the moment scores are
told, and taking it back would make the score table lie. Nor does it go
back past the position a game was played on from (its record's ``"from"``):
those moves belong to the record, not to the person's game. The same replay
gives the events a seat saw in the last deals (``deal_events``), which the
last-trick viewer needs after a load or an undo, when the table's own log
has been rebuilt from scratch. Pure Python: no Qt, no game package.
"""

from __future__ import annotations

import logging
from collections.abc import Collection, Sequence
from typing import Any

from cardtable.games.spec import GameSpec

#: A deal's moves as its log keeps them: (seat, action) in order.
Moves = list[tuple[int, Any]]


def deal_start(spec: GameSpec, state: Any, deal_index: int | None = None) -> Any:
    """A fresh state at the start of deal ``deal_index`` (0-based into
    ``state.log``; default the current one) of ``state``'s game, with every
    earlier deal replayed from its record (``RecordError`` if that fails)."""
    fresh = _replayed_start(spec, state, deal_index)
    fresh.take_pending_events()  # the first deal's: the live state has handed them out
    return fresh


def _replayed_start(spec: GameSpec, state: Any, deal_index: int | None) -> Any:
    """:func:`deal_start`, the first deal's dealing events still pending."""
    index = len(state.log) - 1 if deal_index is None else deal_index
    rules, deals, _result = spec.encode(state)
    kept = [dict(deal) for deal in deals[:index + 1]]
    kept[-1]["moves"] = []
    kept[-1].pop("result", None)
    data = {"rules": rules, "seed": state.seed, "deals": kept, "result": None}
    return spec.replay(data, state.players)


def rebuild(spec: GameSpec, state: Any, moves: Sequence[tuple[int, Any]]) -> Any:
    """``state``'s game with the current deal replayed through ``moves`` only."""
    fresh = deal_start(spec, state)
    for _seat, action in moves:
        fresh.apply(action)
    fresh.take_pending_events()
    return fresh


def current_moves(state: Any) -> Moves | None:
    """The moves of the deal in play, or ``None`` when no deal is open (game over)."""
    if state is None or state.is_over or not state.log or state.log[-1].result is not None:
        return None
    return list(state.log[-1].moves)


def first_undoable(state: Any, moves: Moves, floor: int) -> int:
    """The first index into the current deal's ``moves`` that Undo may take
    back: a game played on from a recorded position (``floor`` moves made
    then) never undoes into the record it came from."""
    return max(0, floor - (state.moves_made - len(moves)))


def may_undo(state: Any, humans: Collection[int], floor: int = 0) -> bool:
    """Cheap test for the Undo button: has a person moved in this deal
    (since the ``floor``-th move of the game)?"""
    moves = current_moves(state)
    if not moves:
        return False
    return any(seat in humans for seat, _ in moves[first_undoable(state, moves, floor):])


def decision_points(spec: GameSpec, state: Any, humans: Collection[int],
                    auto_play_forced: bool, floor: int = 0) -> list[int]:
    """Indexes into the current deal's moves where a person really chose: a
    forced move the session plays for them is no decision, and undoing to it
    would only see it played again at once. Moves before the game's
    ``floor``-th are no decisions of this game."""
    moves = current_moves(state)
    if not moves:
        return []
    first = first_undoable(state, moves, floor)
    probe = deal_start(spec, state)
    points = []
    for i, (seat, action) in enumerate(moves):
        if (i >= first and seat in humans
                and not (auto_play_forced and len(probe.legal_actions()) == 1)):
            points.append(i)
        probe.apply(action)
    return points


def undo_state(spec: GameSpec, state: Any, humans: Collection[int],
               auto_play_forced: bool, floor: int = 0) -> Any | None:
    """The state just before the person's last decision in this deal
    (undoing it and every move after it), or ``None`` if there is none."""
    points = decision_points(spec, state, humans, auto_play_forced, floor)
    if not points:
        return None
    return rebuild(spec, state, state.log[-1].moves[:points[-1]])


class UndoHistory:
    """What the session remembers for undo: the redo stack and the *assisted* mark.

    The undo side needs no memory (the log is the history); redo keeps the
    deal's whole move list as it was before each undo, newest last, until the
    person plays something else."""

    def __init__(self) -> None:
        self.redo_stack: list[Moves] = []
        self.assisted = False

    def reset(self) -> bool:
        """A new or loaded game: nothing to redo, nothing assisted yet. True if
        the game before was assisted (the mark changes)."""
        was = self.assisted
        self.redo_stack.clear()
        self.assisted = False
        return was

    def played(self) -> None:
        """The person chose a move of their own: the undone future is gone."""
        self.redo_stack.clear()

    def undo(self, spec: GameSpec, state: Any, humans: Collection[int],
             auto_play_forced: bool, floor: int = 0) -> Any | None:
        """The state to install for Undo (``None``: nothing to undo)."""
        moves = current_moves(state)
        earlier = undo_state(spec, state, humans, auto_play_forced, floor) if moves else None
        if earlier is not None:
            self.redo_stack.append(moves)
        return earlier

    def can_redo(self, state: Any) -> bool:
        return bool(self.redo_stack) and current_moves(state) is not None

    def redo(self, spec: GameSpec, state: Any) -> Any | None:
        """The state to install for Redo (``None``: nothing to redo)."""
        if not self.can_redo(state):
            return None
        return rebuild(spec, state, self.redo_stack.pop())


def deal_events(spec: GameSpec, state: Any, viewer: int | None, deals: int = 2,
                opening: bool = False) -> list[list[Any]]:
    """The events ``viewer`` saw in each of the last ``deals`` deals (oldest
    first), replayed from the record: what happened in the previous deal and
    this one, however the game reached the screen (played, loaded, undone).
    ``opening``: the game's first deal, if among them, starts with its dealing."""
    count = min(deals, len(state.log))
    first = len(state.log) - count
    probe = _replayed_start(spec, state, first) if count else None
    dealt = probe.take_pending_events() if probe is not None else []
    out: list[list[Any]] = []
    for index in range(first, len(state.log)):
        if index > first and (len(probe.log) <= index
                              or probe.log[index].deck != state.log[index].deck):
            probe = deal_start(spec, state, index)  # a record's deck, not the seed's
        seen: list[Any] = []
        if opening and index == 0:
            seen.extend(spec.visible_events(dealt, viewer))
        for _seat, action in state.log[index].moves:
            seen.extend(spec.visible_events(probe.apply(action), viewer))
        out.append(seen)
    return out


def game_events(spec: GameSpec, state: Any, viewer: int | None) -> list[Any]:
    """Every event ``viewer`` has seen since the game began, replayed from the
    record (the log of a resumed or undone game); empty if that fails."""
    try:
        deals = deal_events(spec, state, viewer, deals=len(state.log), opening=True)
    except Exception:  # a log is a nicety: it must never stop a resume
        logging.getLogger(__name__).exception("could not replay the game's log")
        return []
    return [event for deal in deals for event in deal]


class SessionUndo:
    """Undo, redo and the *assisted* mark of :class:`~cardtable.session.game_session.GameSession`.

    A mixin so that the session module stays about the game's pace: it reads
    the session's seats, state and spec and installs a rebuilt state through
    the session's own ``_install`` (the path of a new game or a load, so stale
    AI answers are dropped by the generation tag, the table rebuilds on
    ``game_reset`` and the autosave follows). The session defines the signals
    ``undo_available``, ``redo_available`` and ``assisted_changed`` and
    creates ``_history`` (an :class:`UndoHistory`) and ``_aids_shown``."""

    # Provided by the session (see its ``__init__`` and signals).
    _history: UndoHistory
    _aids_shown: tuple[bool, bool]
    _state: Any
    _spec: GameSpec | None
    _seats: list[Any]
    _stopped: bool
    auto_play_forced: bool

    @property
    def assisted(self) -> bool:
        """Did the person undo or ask a hint in this game? Statistics show it."""
        return self._history.assisted

    def mark_assisted(self) -> None:
        """A hint was asked (or a move undone): the game counts as assisted."""
        if not self._history.assisted:
            self._history.assisted = True
            self.assisted_changed.emit(True)

    def _humans(self) -> set[int]:
        return {i for i, s in enumerate(self._seats) if s.player == "human"}

    def _undo_floor(self) -> int:
        """Moves Undo never takes back: those of the record a game was played
        on from (its provenance's ``step``), none in any other game."""
        provenance = getattr(self, "_provenance", None)
        return provenance.step if provenance is not None else 0

    def can_undo(self) -> bool:
        return not self._stopped and may_undo(self._state, self._humans(), self._undo_floor())

    def can_redo(self) -> bool:
        return not self._stopped and self._history.can_redo(self._state)

    def undo(self) -> bool:
        """Take back the person's last decision in this deal and every move
        after it; False if there is none."""
        if not self.can_undo():
            return False
        try:
            state = self._history.undo(self._spec, self._state, self._humans(),
                                       self.auto_play_forced, self._undo_floor())
        except Exception:  # a record that does not replay: change nothing (the UI says so)
            logging.getLogger(__name__).exception("undo failed")
            return False
        return self._rewind(state)

    def redo(self) -> bool:
        """Play again what the last undo took back; False if there is nothing."""
        if not self.can_redo():
            return False
        try:
            state = self._history.redo(self._spec, self._state)
        except Exception:  # as in undo: the game goes on untouched
            logging.getLogger(__name__).exception("redo failed")
            return False
        return self._rewind(state)

    def _rewind(self, state: Any) -> bool:
        if state is None:
            self._announce_aids()
            return False
        self.mark_assisted()
        self._install(self._spec, state, self._variant, self._seats,
                      [], autosave=True, rewind=True)
        return True

    def _announce_aids(self) -> None:
        """Say whether Undo and Redo can act now, when that changed."""
        shown = (self.can_undo(), self.can_redo())
        if shown != self._aids_shown:
            self._aids_shown = shown
            self.undo_available.emit(shown[0])
            self.redo_available.emit(shown[1])
