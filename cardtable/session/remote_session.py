"""A seat at a shared table, observed through the same signals as a local game.

:class:`RemoteSession` is a :class:`GameSession` whose engine is on a server
(``cardtable.net``): the table, side panel, log, score chart, last trick and
game-over dialog listen to it exactly as to a local game and never know the
difference. What changes is underneath:

* the state is a :class:`~cardtable.session.remote_state.RemoteState` built
  from the server's updates (this seat's observation, legal moves and the
  game's public part), never the engine's;
* the person's move is sent to the server; the update that comes back is
  shown like any move. Each window animates at its own pace: updates wait in
  a queue until the table has shown the previous one;
* undo and hints are off (a shared game cannot be taken back, nor one seat
  helped), a new game cannot be dealt here, and nothing is autosaved: the
  server holds the game, and a closed window rejoins it with the seat's token;
* once the game is over, the server's record is what History keeps.
"""

from __future__ import annotations

import itertools
from collections import deque
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from cardtable import games
from cardtable.games.errors import IllegalAction
from cardtable.net import codec
from cardtable.net.invitation import Invitation
from cardtable.net.protocol import OutOfStep, Refusal, read_refusal
from cardtable.records.io import dumps
from cardtable.session.game_session import FORCED_PAUSE_FACTOR, GameSession
from cardtable.session.remote_link import RemoteLink
from cardtable.session.remote_state import RemoteState, Update, UpdateReader
from cardtable.session.seats import SeatSpec

#: The kinds of seat a shared table adds, for name plates and statistics: a
#: friend's, a friend's who is away (the seat is held), one nobody took yet.
FRIEND = "friend"
AWAY = "away"
OPEN = "open"


def deal_starts(events: list[Any]) -> list[int]:
    """Where each deal begins in a seat's event history (its ``DealStarted``)."""
    return [i for i, e in enumerate(events) if type(e).__name__ == "DealStarted"]


class RemoteSession(GameSession):
    """The person's seat at the shared table ``invitation``."""

    joined = Signal(int, str)        # seat, token: remember them to come back
    table_seats = Signal(list)       # who sits where: [{"kind", "name", "level", "connected"}]
    connection = Signal(str)         # "" when connected, else what is wrong (trying again)
    refused = Signal(object)         # the table cannot be (re)joined: a ``Refusal`` (net.protocol)
    move_refused = Signal(object)    # the person's move was turned down: an ``IllegalAction``

    shared = True

    def __init__(self, invitation: Invitation, name: str, *, seat: int | None = None,
                 token: str | None = None, parent: QObject | None = None,
                 pause_ms: int = 500, link: RemoteLink | None = None) -> None:
        super().__init__(parent, autosave_path=None, pause_ms=pause_ms)
        self.invitation = invitation
        self.link = link if link is not None else RemoteLink(invitation, name, seat, token)
        self.link.setParent(self)
        self.link.received.connect(self._on_message)
        self.link.lost.connect(self.connection)
        self.link.connected.connect(lambda: self.connection.emit(""))
        self.link.failed.connect(self.refused)
        self.seat: int | None = None
        self.token = token
        self.takeover: float | None = None
        self.table_id = invitation.table
        self._events: list[Any] = []       # everything this seat has seen, in order
        self._queue: deque[Update] = deque()
        #: Reads the updates since the welcome (None: none yet, or a resync asked for).
        self._reader: UpdateReader | None = None
        self._record: dict[str, Any] | None = None
        self._turn_shown = -1              # the move number whose turn was last offered

    def connect_to_table(self) -> None:
        self.link.start()

    # ------------------------------------------------------------ read-only views
    @property
    def viewer_seat(self) -> int | None:
        return self.seat

    def observation(self) -> Any:
        if self._state is None or self.seat is None:
            raise RuntimeError("Not seated at the table yet.")
        return self._state.observation(self.seat)

    def past_events(self) -> list[Any]:
        return list(self._events)

    def deal_events(self, deals: int = 2) -> list[list[Any]]:
        # The first deal also holds what came before its start (the draw for dealer).
        bounds = [0, *deal_starts(self._events)[1:], len(self._events)]
        return [self._events[a:b] for a, b in itertools.pairwise(bounds)][-deals:]

    # ------------------------------------------------------------ what a shared table refuses
    def new_game(self, *args: Any, **kwargs: Any) -> None:
        raise RuntimeError("A shared table's game is dealt by its host.")

    def load(self, path: Any) -> None:
        raise RuntimeError("A saved game cannot be loaded into a shared table.")

    def resume(self) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    def record_text(self) -> str:
        """The game's record, sent by the server once the game is over."""
        if self._record is None:
            raise RuntimeError("The record of a shared game is known once it is over.")
        return dumps(self._record)

    def stop(self) -> None:
        """The window is closing: the seat stays held for a rejoin."""
        super().stop()
        self.link.close()

    def leave(self) -> None:
        """Give the seat up for good (the host's rule decides who plays it)."""
        super().stop()
        self.link.close(leave=True)

    # ------------------------------------------------------------ the handshake
    def submit(self, action: Any) -> None:
        state = self._state
        if state is None or self._spec is None or self.seat is None:
            raise IllegalAction("Not seated at the table yet.", "no-game")
        if state.is_over:
            raise IllegalAction("The game is over: no more moves can be made.", "game-over")
        if not self._awaiting_human or self._stopped:
            raise IllegalAction("It is not your turn yet.", "not-your-turn")
        if action not in state.legal_actions():
            raise IllegalAction("That move is not allowed now.", "not-legal")
        move = self._spec.encode_move(self.seat, action)
        if not self.link.send({"t": "act", "n": state.moves_made, "move": move}):
            self.error.emit(self.tr("The move was not sent: the connection is down. "
                                    "It will be offered again when it is back."))
            return
        self._awaiting_human = False

    # ------------------------------------------------------------ the server's messages
    @Slot(dict)
    def _on_message(self, message: dict[str, Any]) -> None:
        if self._stopped:
            return
        kind = message.get("t")
        try:
            if kind == "welcome":
                self._welcome(message)
            elif kind == "update" and self._reader is not None:
                try:
                    self._queue.append(self._reader.read(message))
                except OutOfStep:     # a message missed: the welcome it asks for puts it right
                    self._reader = None
                    self.link.send({"t": "resync"})
                    return
                if not self._awaiting_view:
                    self._advance()
            elif kind == "seats":
                self._seats_from(message.get("seats"))
            elif kind == "refused":
                self.move_refused.emit(_illegal(read_refusal(message)))
                self._turn_shown = -1     # offer the turn again
                if not self._awaiting_view:
                    self._advance()
        except (codec.CodecError, KeyError, TypeError, ValueError) as exc:
            self.error.emit(self.tr("The table sent something this window cannot read (%1).")
                            .replace("%1", str(exc)[:200]))

    def _welcome(self, message: dict[str, Any]) -> None:
        spec = games.get(str(message["game"]))
        seat = int(message["seat"])
        rules = codec.decode(message["rules"])
        players = int(message["players"])
        reader = UpdateReader(spec, seat, rules)
        update = reader.read(message["view"])
        rejoined = self._spec is spec and self.seat == seat and self._state is not None
        self.seat, self.token = seat, str(message["token"])
        self.table_id = str(message["table"])
        takeover = message.get("takeover")
        #: Seconds before an AI plays a seat left empty (the host's rule); ``None``: it waits.
        self.takeover = (float(takeover) if isinstance(takeover, int | float)
                         and not isinstance(takeover, bool) and 0 <= takeover < 1e6 else None)
        state = RemoteState(rules, players, seat, self.table_id)
        state.apply_update(update)
        self._reader = reader
        self._queue.clear()
        self._events = list(update.events)
        self._record = update.record
        self._spec, self._variant = spec, str(message.get("variant", ""))
        self._seats_from(message.get("seats"), emit=False)
        self.joined.emit(seat, self.token)      # the game is known now: remembered with it
        self._generation += 1
        self._state = state
        self._awaiting_human = self._over_emitted = self._stopped = False
        self._turn_shown = -1
        self._awaiting_view = True
        # A fresh game shows its dealing; a game under way (a rejoin, a late
        # seat) is rebuilt from the observation and its log from the events.
        fresh = update.n == 0 and not rejoined
        self._show(list(update.events) if fresh else [], update.over, reset=True)

    def _seats_from(self, raw: Any, emit: bool = True) -> None:
        if not isinstance(raw, list):
            return
        seats = []
        for i, place in enumerate(raw):
            place = place if isinstance(place, dict) else {}
            name = str(place.get("name", ""))[:40] or f"{i + 1}"
            if i == self.seat:
                seats.append(SeatSpec(name, "human", None))
            elif place.get("kind") == "ai":
                seats.append(SeatSpec(name, "ai", str(place.get("level") or "")))
            elif place.get("kind") == "open":   # named here, in this window's language
                seats.append(SeatSpec(self.tr("Seat %1").replace("%1", str(i + 1)), OPEN, None))
            else:
                seats.append(SeatSpec(name, FRIEND if place.get("connected") else AWAY, None))
        self._seats = seats
        if emit:
            self.table_seats.emit(raw)

    # ------------------------------------------------------------ the pace
    def _advance(self) -> None:
        """The table is idle: show the next update, end the game, or offer the turn."""
        state = self._state
        if state is None or self._stopped:
            return
        if self._queue:
            update = self._queue.popleft()
            state.apply_update(update)
            self._events.extend(update.events)
            if update.record is not None:
                self._record = update.record
            self._awaiting_human = False
            self._awaiting_view = True
            self._show(list(update.events), update.over)
            return
        if state.is_over:
            if not self._over_emitted:
                self._over_emitted = True
                self.game_over.emit(tuple(state.winners))
            return
        legal = state.legal_actions()
        if not legal:
            self._show_whose_turn(state)
            return
        if self._awaiting_human or self._turn_shown == state.moves_made:
            return
        self._turn_shown = state.moves_made
        if self.auto_play_forced and len(legal) == 1:
            self.forced_move.emit(self.seat, legal[0])
            QTimer.singleShot(self._pause_ms * FORCED_PAUSE_FACTOR, self,
                              partial(self._play_forced, state.moves_made, legal[0]))
            self._awaiting_human = True
            return
        self._awaiting_human = True
        self.human_turn.emit(self.seat, legal)

    def _show_whose_turn(self, state: RemoteState) -> None:
        """Another seat is to move: say who the table waits for, once per move."""
        seat = state.current_seat
        if seat is None or seat == self.seat or self._turn_shown == state.moves_made:
            return
        self._turn_shown = state.moves_made
        if self._seats[seat].player == OPEN:
            self.error.emit(self.tr("Waiting for a friend to take seat %1: send them the "
                                    "invitation (Game → Show the invitation).")
                            .replace("%1", str(seat + 1)))
        else:
            self.ai_thinking.emit(seat)

    def _show(self, events: list[Any], over: bool, reset: bool = False) -> None:
        """Hand ``events`` to the table; a table that answers at once is held
        until everything is out (as ``GameSession._publish``)."""
        self._in_emit = True
        try:
            if reset:
                self.game_reset.emit()
            self.events_ready.emit(events)
            if any(getattr(e, "ends_deal", False) for e in events):
                self.scores_changed.emit(list(self._state.scores))
            if over:
                self._finished_now()
        finally:
            self._in_emit = False
        if self._advance_deferred:
            self._advance_deferred = False
            self._advance()

    def _play_forced(self, n: int, action: Any) -> None:
        state = self._state
        if state is None or state.moves_made != n or not self._awaiting_human or self._queue:
            return
        try:
            self.submit(action)
        except IllegalAction as exc:
            self.move_refused.emit(exc)

    def _finished_now(self) -> None:
        if self._finished_generation != self._generation and self._record is not None:
            self._finished_generation = self._generation
            self.finished.emit(tuple(self._state.winners))


def _illegal(refusal: Refusal) -> IllegalAction:
    """A refused move as the table words any refused move: by its code."""
    exc = IllegalAction(refusal.reason, refusal.code)
    exc.params = dict(refusal.params)
    return exc
