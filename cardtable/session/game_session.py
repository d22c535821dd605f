"""The observable model between the engine and the table: one game, its seats, its pace.

The table never drives the engine itself. It listens to a ``GameSession``
and answers with two calls: ``submit`` (the person's move) and
``animations_finished`` (the table has shown everything it was sent). That
handshake sets the pace — nothing new happens while cards are still flying,
and an AI move waits a short, adjustable pause after the table is idle, so a
person can follow the play.

AI decisions run on a ``QThreadPool`` (see ``cardtable.session.ai_worker``) on an
observation and a list of legal actions only; the GUI thread never waits
for a bot. Every request is tagged with (game generation, moves made) and
an answer that arrives after a new game, a load, ``stop`` or any other move
is dropped, so a slow bot can never play into the wrong game.

Every move is autosaved atomically in the record format, so a crash or a
closed window loses nothing; ``unfinished_autosave``/``resume`` offer it back.
The session is Qt (signals, timers) but never touches a widget.
"""

from __future__ import annotations

import os
from collections import deque
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QThreadPool, QTimer, Signal, Slot

from cardtable import games
from cardtable.ai import bot_names, make_bot
from cardtable.games.errors import IllegalAction
from cardtable.games.spec import GameSpec
from cardtable.records.io import LoadedGame, Seat, dumps, read_record_file, record_dict, save_atomic
from cardtable.records.provenance import Provenance
from cardtable.saves.autosave import AutosaveStore
from cardtable.session.ai_worker import AiAnswer, AiRelay, AiTask, Tag, Ticket
from cardtable.session.modes import SessionModes
from cardtable.session.move_safety import SafeMoves
from cardtable.session.seats import SeatSpec
from cardtable.session.undo import SessionUndo, UndoHistory, deal_events, game_events

PLAYER_KINDS = ("human", "ai")
#: Engine types are the game's own; the session only uses the engine protocol.
Action = Any
Event = Any
#: How many AI thread ids ``ai_thread_ids`` keeps (more than any one game's moves).
AI_THREAD_IDS_KEPT = 5000
#: The level an AI seat plays at when a record names a level this build lacks.
DEFAULT_LEVEL = "easy"
#: A forced move of the person's waits this many AI pauses (1.2 s at normal speed).
FORCED_PAUSE_FACTOR = 2


class GameSession(QObject, SessionModes, SessionUndo, SafeMoves):
    """One game in progress, its seats and its pace, observed through signals."""

    game_reset = Signal()            # a new or loaded game replaced the state: rebuild views
    events_ready = Signal(list)      # engine events the viewer may see, in order
    human_turn = Signal(int, list)   # seat, legal actions: the person must act
    ai_thinking = Signal(int)        # an AI seat started deciding
    forced_move = Signal(int, object)  # seat, action: the person's only move, played soon
    scores_changed = Signal(list)    # totals after a deal ended
    game_over = Signal(tuple)        # winners, once the table has shown the end
    finished = Signal(tuple)         # winners, as soon as the final move is applied and saved
    error = Signal(str)              # a message for the status bar; never raised into Qt
    engine_failed = Signal(str)      # the game cannot go on (kept as it stood): why, once
    undo_available = Signal(bool)    # Undo can (True) or cannot take a move back now
    redo_available = Signal(bool)
    assisted_changed = Signal(bool)  # the person undid or asked a hint in this game

    #: A game on this machine (a shared table's session says ``True``: no undo,
    #: no hints, no new deal from this window).
    shared = False

    def __init__(self, parent: QObject | None = None, *,
                 autosave_path: str | os.PathLike[str] | None = None, pause_ms: int = 500,
                 auto_play_forced: bool = True, thread_pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self._autosave_path = Path(autosave_path) if autosave_path is not None else None
        #: The autosave file and the state of saving to it (``None``: no autosave).
        self._store = AutosaveStore(self._autosave_path, self) if self._autosave_path else None
        if self._store is not None:
            self._store.failed.connect(self.error)  # once per run of failures, not per move
        self._pause_ms = max(0, int(pause_ms))
        #: A person's only legal move is played for them (after the pause).
        self.auto_play_forced = auto_play_forced
        self.rewound = False   # see ``_install``
        self._pool = thread_pool if thread_pool is not None else QThreadPool.globalInstance()
        self._relay = AiRelay(self)
        self._relay.answered.connect(self._on_ai_answer, Qt.ConnectionType.QueuedConnection)
        self._state: Any = None
        self._spec: GameSpec | None = None
        self._variant = ""
        self._seats: list[SeatSpec] = []
        self._generation = 0
        self._pending: Tag | None = None   # an automatic move scheduled or being computed
        self._ticket = Ticket()
        self._awaiting_view = False
        self._awaiting_human = False
        self._over_emitted = False
        self._engine_failed = False     # an engine fault stopped this game (move_safety)
        self._finished_generation = -1   # the game whose ``finished`` was emitted
        self._stopped = False
        self._in_emit = False
        self._advance_deferred = False
        #: ``threading.get_ident()`` of the AI computations whose answers came
        #: back (the latest ones: a long session must not grow it for ever).
        self.ai_thread_ids: deque[int] = deque(maxlen=AI_THREAD_IDS_KEPT)
        self._history = UndoHistory()      # redo stack and the assisted mark (session.undo)
        #: A lesson's script (``cardtable.ui.learning.lesson_vetting.LessonScript``) or ``None``:
        #: it plays the AI seats, vets the person's moves, and its game is never autosaved.
        self.script: Any = None
        self._script_wait = False          # held until ``go_on``: a lesson's text to read
        self._provenance: Provenance | None = None  # played on from a record ("from")
        self._aids_shown = (False, False)  # what undo/redo_available said last

    # ------------------------------------------------------------ read-only views
    @property
    def state(self) -> Any:
        """The live engine state. Views may read it; only the session changes it."""
        return self._state

    @property
    def variant(self) -> str:
        return self._variant

    @property
    def spec(self) -> GameSpec | None:
        """The game being played (its registry entry), ``None`` before the first."""
        return self._spec

    @property
    def game(self) -> str | None:
        """The registry id of the game being played."""
        return self._spec.id if self._spec is not None else None

    @property
    def rules(self) -> Any:
        return self._state.rules if self._state is not None else None

    @property
    def seats(self) -> list[SeatSpec]:
        return list(self._seats)

    @property
    def viewer_seat(self) -> int | None:
        """The first human seat: whose eyes the table shows (``None``: all AI)."""
        return next((i for i, s in enumerate(self._seats) if s.player == "human"), None)

    @property
    def pause_ms(self) -> int:
        return self._pause_ms

    @property
    def autosave_path(self) -> Path | None:
        """Where every move is saved (``None``: no autosave), e.g. to offer a resume."""
        return self._autosave_path

    @property
    def autosave(self) -> AutosaveStore | None:
        """The autosave store: start-up checks, keeping files aside, failure state."""
        return self._store

    def observation(self) -> Any:
        """The viewer's observation (seat 0's when no one is human: the table
        then shows no hand, but the public parts are the same for every seat)."""
        if self._state is None:
            raise RuntimeError("No game has been started.")
        viewer = self.viewer_seat
        return self._state.observation(viewer if viewer is not None else 0)

    def past_events(self) -> list[Event]:
        """What the viewer has seen since the game began (``undo.game_events``):
        a resumed, loaded or undone game's log is rebuilt from it."""
        if self._state is None or self._spec is None:
            return []
        return game_events(self._spec, self._state, self.viewer_seat)

    def deal_events(self, deals: int = 2) -> list[list[Event]]:
        """The events the viewer saw in each of the last ``deals`` deals, oldest
        first (``undo.deal_events``): the last trick and the played cards."""
        if self._state is None or self._spec is None:
            return []
        return deal_events(self._spec, self._state, self.viewer_seat, deals=deals)

    # ------------------------------------------------------------ starting a game
    def new_game(self, rules: Any, variant: str, seats: list[SeatSpec],
                 seed: int | None = None) -> None:
        """Deal a new game of the game whose rules ``rules`` are
        (``RulesError``/``ValueError`` if it cannot be played)."""
        spec = games.spec_for_rules(rules)
        known = bot_names(spec.id)
        for seat in seats:
            if seat.player not in PLAYER_KINDS:
                raise ValueError(f"{seat.name}: player must be 'human' or 'ai'.")
            if seat.player == "ai" and seat.level not in known:
                raise ValueError(f"{seat.name}: unknown AI level {seat.level!r} "
                                 f"(known: {', '.join(known)}).")
        state = spec.new_game(rules, len(seats), seed)
        self._provenance = None
        self._install(spec, state, variant, list(seats), state.take_pending_events(),
                      autosave=True)

    def load(self, path: str | os.PathLike[str]) -> None:
        """Replace the game by the record at ``path`` (``RecordError`` if unreadable;
        the current game then goes on untouched)."""
        self._install_loaded(read_record_file(path))

    @staticmethod
    def unfinished_autosave(path: str | os.PathLike[str] | None) -> bool:
        """Is there a readable game at ``path`` that is not over? Never raises:
        a damaged autosave must not stop the app from starting."""
        if path is None:
            return False
        try:
            return not read_record_file(path).state.is_over
        except Exception:  # any damage at all simply means "nothing to resume"
            return False

    def resume(self) -> bool:
        """Load the autosave if it holds an unfinished game; ``True`` if it did."""
        if self._autosave_path is None:
            return False
        try:
            loaded = read_record_file(self._autosave_path)
        except Exception:  # as in unfinished_autosave: damaged means nothing to resume
            return False
        if loaded.state.is_over:
            return False
        self._install_loaded(loaded)
        return True

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the game as a record, atomically (``OSError`` propagates)."""
        save_atomic(path, self.record_text())

    def stop(self) -> None:
        """Drop every pending automatic move (the window is closing): a queued
        AI task is skipped, a running one's answer is ignored."""
        self._cancel_pending()
        self._generation += 1
        self._stopped = True
        self._awaiting_view = self._awaiting_human = False

    def set_pause(self, ms: int) -> None:
        """The pause before each automatic move, from the next one on."""
        self._pause_ms = max(0, int(ms))

    # ------------------------------------------------------------ the handshake
    def submit(self, action: Action) -> None:
        """Play the person's move. Raises ``IllegalAction`` (nothing changes) if
        it is not a person's turn yet, an automatic move is pending, or the
        rules forbid the move."""
        state = self._state
        if state is None:
            raise IllegalAction("No game is in progress.", "no-game")
        if state.is_over:
            raise IllegalAction("The game is over: no more moves can be made.", "game-over")
        if not self._awaiting_human or self._pending is not None or self._stopped:
            raise IllegalAction("It is not your turn yet.", "not-your-turn")
        if self.script is not None:
            self.script.vet(state, action)  # IllegalAction: not the lesson's move
        events = self._apply_safely(action)  # all or nothing; a fault stops the game
        if events is None:
            return
        self._awaiting_human = False
        self._history.played()
        self._after_move(events)

    @Slot()
    def animations_finished(self) -> None:
        """The table has shown everything it was sent: go on with the game."""
        if not self._awaiting_view or self._stopped or self._state is None:
            return
        self._awaiting_view = False
        if self._in_emit:  # called from inside our own signal: finish emitting first
            self._advance_deferred = True
            return
        self._advance()

    # ------------------------------------------------------------ internals
    def _install_loaded(self, loaded: LoadedGame) -> None:
        spec = games.get(loaded.game)
        known = bot_names(spec.id)
        seats = []
        for seat in loaded.seats:
            level = seat.level
            if seat.player == "ai" and level not in known:
                self.error.emit(f"{seat.name}: AI level {level!r} is not available here; "
                                f"{DEFAULT_LEVEL} plays instead.")
                level = DEFAULT_LEVEL
            seats.append(SeatSpec(seat.name, seat.player, level))
        state = loaded.state
        events = state.take_pending_events()
        if state.moves_made:
            events = []  # they describe the first deal, long gone: views rebuild from state
        self._provenance = loaded.provenance
        self._install(spec, state, loaded.variant, seats, events, autosave=False)
        if loaded.assisted:  # undone or hinted before the quit: it still counts
            self.mark_assisted()

    def _install(self, spec: GameSpec, state: Any, variant: str, seats: list[SeatSpec],
                 events: list[Event], *, autosave: bool, rewind: bool = False,
                 script: Any = None) -> None:
        self._cancel_pending()
        self._generation += 1
        #: The state came back by Undo or Redo (no events of its own to show):
        #: the view rebuilds its log from the record, even at the deal's first move.
        self.rewound = rewind
        if not rewind:
            self.script, self._script_wait = script, False
        if not rewind and self._history.reset():  # a new game: not assisted (yet)
            self.assisted_changed.emit(False)
        self._spec, self._state, self._variant, self._seats = spec, state, variant, seats
        self._awaiting_human = self._over_emitted = self._stopped = False
        self._engine_failed = False
        self._awaiting_view = True
        self._publish(events, reset=True, autosave=autosave)

    def _cancel_pending(self) -> None:
        self._ticket.cancel()
        self._pending = None

    def _publish(self, events: list[Event], *, reset: bool = False,
                 autosave: bool = True) -> None:
        """Emit what happened, then autosave. A view that answers
        ``animations_finished`` synchronously is held until all of it is out."""
        state = self._state
        assert state is not None
        self._in_emit = True
        try:
            if reset:
                self.game_reset.emit()
            assert self._spec is not None
            self.events_ready.emit(self._spec.visible_events(events, self.viewer_seat))
            if any(getattr(e, "ends_deal", False) for e in events):
                self.scores_changed.emit(list(state.scores))
            if autosave:
                self._autosave()
            self._announce_aids()
        finally:
            self._in_emit = False
        if self._advance_deferred:
            self._advance_deferred = False
            self._advance()

    def _advance(self) -> None:
        """The table is idle: end the game, ask the person, or schedule a move."""
        state = self._state
        assert state is not None
        if state.is_over:
            if not self._over_emitted:
                self._over_emitted = True
                self.game_over.emit(tuple(state.winners))
            return
        seat = state.current_seat
        assert seat is not None
        if self.script is not None and self.script.waits(state):
            self._script_wait = True
            return
        pause = self._pause_ms
        if self._seats[seat].player == "human":
            legal = state.legal_actions()
            if not (self.auto_play_forced and len(legal) == 1
                    and (self.script is None or self.script.autoplay(state))):
                self._awaiting_human = True
                self.human_turn.emit(seat, legal)
                return
            # Announced first, then played after a longer pause than an AI's:
            # one forced move at a time, at a pace a person can follow.
            self.forced_move.emit(seat, legal[0])
            pause *= FORCED_PAUSE_FACTOR
        tag = (self._generation, state.moves_made)
        self._pending = tag
        QTimer.singleShot(pause, self, partial(self._pause_over, tag))

    def _pause_over(self, tag: Tag) -> None:
        """The pause is over: play a forced move, or start the AI on a pool thread."""
        state = self._state
        if tag != self._pending or self._stopped or state is None:
            return
        seat = state.current_seat
        assert seat is not None
        legal = state.legal_actions()
        spec = self._seats[seat]
        if spec.player == "human" or self.script is not None:  # forced, or a lesson's move
            self._pending = None
            events = self._apply_safely(legal[0] if spec.player == "human"
                                        else self.script.move(state))
            if events is not None:
                self._after_move(events)
            return
        self._ticket = Ticket()
        bot = make_bot(spec.level or DEFAULT_LEVEL, self.game)
        task = AiTask(self._relay, self._ticket, tag, seat, bot, state.observation(seat), legal,
                      f"{state.seed}:{state.moves_made}:{seat}")
        self.ai_thinking.emit(seat)
        self._pool.start(task)

    @Slot(object)
    def _on_ai_answer(self, answer: AiAnswer) -> None:
        """An AI's choice is back on the GUI thread: apply it unless it is stale."""
        self.ai_thread_ids.append(answer.thread_id)
        state = self._state
        if answer.tag != self._pending or self._stopped or state is None:
            return  # a new game, a load, stop() or another move came first
        self._pending = None
        name = self._seats[answer.seat].name
        # A refused or failing answer is replaced by a legal move (move_safety).
        events = self._apply_answer(answer.action, name, answer.error)
        if events is not None:
            self._after_move(events)

    def _after_move(self, events: list[Event]) -> None:
        self._awaiting_view = True
        self._publish(events)

    def record_text(self) -> str:
        """The game on the table as a record (JSON text), its assisted mark included."""
        if self._state is None:
            raise RuntimeError("No game has been started.")
        seats = [Seat(s.name, s.player, s.level) for s in self._seats]
        return dumps(record_dict(self._state, seats, self._variant, self.game,
                                 assisted=self.assisted, provenance=self._provenance))

    def _autosave(self) -> None:
        """Save after every move; a full disk or a missing folder is reported
        once by the store (``error``), not fatal, and retried on the next move."""
        if self._store is not None and self.script is None:
            self._store.save(self.record_text)
        state = self._state
        if state.is_over and self._finished_generation != self._generation:
            # Statistics are written now, not after the end's animation: a quit
            # or crash in those seconds lost the game from them.
            self._finished_generation = self._generation
            self.finished.emit(tuple(state.winners))
