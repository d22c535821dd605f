"""A shared table's game as one seat knows it: what the window reads instead
of an engine state.

At a shared table the engine runs on the server only; the window holds what
the server told its seat — the rules, its observation, its legal moves on its
turn, and the public part of the game (scores, each deal's result, who is
out, whose turn it is). :class:`RemoteState` offers those under the names an
engine state uses, so the table, the side panel, the score chart and the
game-over dialog read a shared game exactly as a local one. Anything the seat
may not know (another seat's observation, the shuffle's seed) is simply not
here: asking for it raises.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from cardtable.games.spec import GameSpec
from cardtable.net import codec
from cardtable.net.protocol import SeatView


class NotYours(LookupError):
    """Something another seat, or only the server, knows."""


@dataclass
class Update:
    """One ``update`` message, decoded: what the window shows next."""

    n: int
    events: list[Any]
    obs: Any
    legal: list[Any] | None
    over: bool
    winners: tuple[int, ...]
    public: dict[str, Any]
    record: dict[str, Any] | None = None


class UpdateReader:
    """Reads one seat's updates, in the order they came, as :class:`Update` s.

    After the welcome's whole view the server sends each update as what
    changed since the one before (protocol 3), so the reader keeps the view
    as written (``net.protocol.SeatView``) and puts each update's changes into
    it; what is decoded is then the seat's whole observation and public part,
    as before. ``rules``: the welcome's, which the observation names by
    reference."""

    def __init__(self, spec: GameSpec, seat: int, rules: Any) -> None:
        self.spec, self.seat, self.rules = spec, seat, rules
        self.view = SeatView()
        self._public: dict[str, Any] = {}

    def read(self, message: dict[str, Any]) -> Update:
        """``message`` (an ``update`` from the server) as engine values
        (``CodecError`` — ``OutOfStep`` when it does not follow the last one —,
        ``RecordError``, ``KeyError``/``TypeError`` if it is not one)."""
        whole = "obs" in message
        self.view.take(message)
        changed = self.view.public if whole else message["public"]
        public = {} if whole else dict(self._public)
        public.update({k: codec.decode(v) for k, v in changed.items()})
        self._public = public
        legal = message.get("legal")
        record = message.get("record")
        return Update(
            n=self.view.n or 0,
            events=list(codec.decode(message["events"])),
            obs=codec.decode(self.view.obs, {"rules": self.rules}),
            legal=None if legal is None else [self.spec.decode_move(m, "a legal move")[1]
                                              for m in legal],
            over=bool(message["over"]),
            winners=tuple(int(w) for w in message.get("winners") or ()),
            public=public,
            record=record if isinstance(record, dict) else None)


class RemoteState:
    """The engine-state face of a seat's view of a shared game."""

    def __init__(self, rules: Any, players: int, seat: int, table_id: str) -> None:
        self.rules = rules
        self.players = players
        self.seat = seat
        #: Stands for the seed where a window keys things by game (never a shuffle).
        self.seed = table_id
        self.moves_made = 0
        self.is_over = False
        self.winners: tuple[int, ...] = ()
        self.current_seat: int | None = None
        self.scores = [0] * players
        self.log: list[SimpleNamespace] = []
        self._obs: Any = None
        self._legal: list[Any] = []
        self._public: dict[str, Any] = {}

    def apply_update(self, update: Update) -> None:
        """Stand where ``update`` says the game stands."""
        self.moves_made = update.n
        self.is_over = update.over
        self.winners = update.winners
        self._obs = update.obs
        self._legal = list(update.legal or [])
        public = self._public = update.public
        self.current_seat = public.get("current")
        self.scores = list(public.get("scores", self.scores))
        results = public.get("results", [])
        self.log = [SimpleNamespace(result=r, moves=()) for r in results]

    def __getattr__(self, name: str) -> Any:
        """Public per-game fields (``alive``, ``total_points``, ``games_won``, ``target``)."""
        public = self.__dict__.get("_public", {})
        if name in public:
            return public[name]
        raise AttributeError(name)

    def observation(self, seat: int) -> Any:
        if seat != self.seat:
            raise NotYours("Only that seat's own window knows its view.")
        return self._obs

    def legal_actions(self) -> list[Any]:
        """The seat's legal moves on its turn (empty otherwise)."""
        return list(self._legal)

    def clone(self) -> Any:
        raise NotYours("The game itself is on the server.")

    def apply(self, action: Any) -> Any:
        raise NotYours("Moves are made by the server.")
