"""One shared table: the authoritative game, its seats, and what each seat may see.

The engine runs here only. A client sends a move as a record writes it; the
move is read by the game's own strict move codec and checked by the engine
(turn, seat, legality) exactly as a record's moves are, so a refused move
changes nothing and its reason goes back in words. Each seat receives its
own observation, the events its seat may see (the game's ``visible_events``,
the filter the table on screen already uses) and, on its turn, its legal
moves: never another seat's hidden card.

Seats are a person's (bound to a secret token given at join), an AI's (with
its level), or open until a friend takes them. Nothing here knows sockets or
asyncio: the server (``cardtable.net.server``) feeds it and sends what it
returns, and tests drive it directly.
"""

from __future__ import annotations

import hmac
import random
import secrets
from dataclasses import dataclass
from typing import Any

from cardtable import games
from cardtable.games.errors import IllegalAction
from cardtable.games.record_schema import RecordError
from cardtable.net import codec
from cardtable.net.protocol import VERSION, dumps
from cardtable.net.public import public_view
from cardtable.records.io import Seat, record_dict

#: What a seat may be when a table is made.
SEAT_KINDS = ("open", "person", "ai")
#: Longest name a person may take, in characters.
MAX_NAME = 24


class Refused(Exception):
    """A request the table turns down: the reason in English words, and a
    stable ``code`` with ``params`` from which each window words it in its
    own language (the engines' ``IllegalAction`` codes pass through)."""

    def __init__(self, reason: str, code: str = "refused", **params: Any) -> None:
        super().__init__(reason)
        self.reason, self.code, self.params = reason, code, params


@dataclass
class Place:
    """A seat: an ``open`` one, a ``person``'s (with its token once taken), or
    an ``ai``'s with its level."""

    kind: str
    name: str
    level: str | None = None
    token: str | None = None
    connected: bool = False
    #: The key the client joined with (kept in memory only): the same join
    #: sent again, after a drop that lost its welcome, is given this seat back.
    join_key: str | None = None

    def public(self) -> dict[str, Any]:
        """What every client may know of the seat (never its token)."""
        return {"kind": self.kind, "name": self.name, "level": self.level,
                "connected": self.connected}


class Table:
    """A game of ``game``/``variant`` for ``len(places)`` seats."""

    def __init__(self, table_id: str, code: str, game: str, variant: str,
                 places: list[Place], seed: int | None = None, rules: Any = None) -> None:
        """``rules``: the host's own rules (a ruleset of ``game``, checked as
        New game checks it), else the ``variant`` preset's."""
        self.id, self.code = table_id, code
        self.spec = games.get(game)
        if self.spec.encode_move is None or self.spec.decode_move is None:
            raise ValueError(f"{game} cannot be played at a shared table")
        if not self.spec.min_players <= len(places) <= self.spec.max_players:
            raise ValueError(f"{self.spec.name} is for {self.spec.min_players}–"
                             f"{self.spec.max_players} players, not {len(places)}")
        self.variant = variant
        rules = self.spec.preset(variant) if rules is None else rules
        self.spec.check_playable(rules, len(places))
        self.places = places
        self.seed = secrets.randbits(48) if seed is None else seed
        self.state = self.spec.new_game(rules, len(places), self.seed)
        #: Every event of the game so far, in order (what a rejoin is sent, filtered).
        self.history: list[Any] = list(self.state.take_pending_events())
        self.rngs = [random.Random(f"{self.seed}:{seat}") for seat in range(len(places))]
        #: What every seat's update shares, written once after each move.
        self._shared: _Shared | None = None
        #: The public view last written: (state, moves made, view), what the
        #: next move's public changes are taken against.
        self._public: tuple[Any, int, dict[str, Any]] | None = None
        #: Each deal's result as last written, kept by ``public_view``.
        self._results: list[tuple[Any, Any]] = []
        #: What each seat was last sent: (state, moves made, its observation).
        self._seen: dict[int, tuple[Any, int, Any]] = {}

    # ------------------------------------------------------------ seats
    @property
    def players(self) -> int:
        return len(self.places)

    def join(self, code: str, name: str, seat: int | None = None,
             key: str = "") -> tuple[int, str]:
        """Take an open seat (``seat``, or the first open one): (seat, token).
        A ``key`` this table has seen join before gets that seat back."""
        if not same_secret(code, self.code):
            raise Refused("The invitation's code is wrong.", "wrong-code")
        if key:
            for index, place in enumerate(self.places):
                if (place.join_key is not None and place.token is not None
                        and same_secret(key, place.join_key)):
                    place.connected = True
                    return index, place.token
        name = clean_name(name)
        open_seats = [i for i, p in enumerate(self.places) if p.kind == "open"]
        if not open_seats:
            raise Refused("Every seat at this table is taken.", "table-full")
        if seat is None:
            seat = open_seats[0]
        elif seat not in open_seats:
            if not 0 <= seat < self.players:
                raise Refused("There is no such seat.", "no-seat")
            raise Refused(f"Seat {seat + 1} is not free.", "seat-taken", seat=seat + 1)
        token = secrets.token_urlsafe(18)
        self.places[seat] = Place("person", name, token=token, connected=True,
                                  join_key=key or None)
        return seat, token

    def reserve(self, seat: int, name: str) -> str:
        """Keep open seat ``seat`` for ``name`` before anyone can join: its
        token, which the holder rejoins with. The host's own seat is kept so:
        a friend with the invitation, or one who found the table on the LAN,
        who joins before the host's window has, takes the next open seat,
        never the host's."""
        if not 0 <= seat < self.players or self.places[seat].kind != "open":
            raise Refused(f"Seat {seat + 1} is not free.", "seat-taken", seat=seat + 1)
        token = secrets.token_urlsafe(18)
        self.places[seat] = Place("person", clean_name(name), token=token)
        return token

    def rejoin(self, token: str) -> int:
        """The seat bound to ``token``."""
        for seat, place in enumerate(self.places):
            if place.token is not None and same_secret(token, place.token):
                place.connected = True
                return seat
        raise Refused("That seat's token is not known at this table.", "unknown-token")

    def seats(self) -> list[dict[str, Any]]:
        return [p.public() for p in self.places]

    # ------------------------------------------------------------ play
    @property
    def moves_made(self) -> int:
        return sum(len(log.moves) for log in self.state.log)

    def to_move(self) -> int | None:
        return None if self.state.is_over else self.state.current_seat

    def act(self, seat: int, move: Any, n: Any = None) -> list[Any]:
        """Seat ``seat``'s move (a record move object); the events it caused."""
        if self.state.is_over:
            raise Refused("The game is over.", "game-over")
        if n is not None and n != self.moves_made:
            raise Refused("That move was for an earlier position; the table has moved on.",
                          "stale-move")
        if self.to_move() != seat:
            raise Refused("It is not your turn.", "not-your-turn")
        if not isinstance(move, dict):
            raise Refused("A move must be an object.", "bad-move")
        if move.get("seat", seat) != seat:
            raise Refused("You can only move for your own seat.", "other-seat")
        try:
            mover, action = self.spec.decode_move({**move, "seat": seat}, "your move")
        except RecordError as exc:
            raise Refused(str(exc), "bad-move") from None
        return self._apply(mover, action)

    def play_for(self, seat: int, action: Any) -> list[Any]:
        """A move the server chose: an AI seat's, or a stand-in's for a person
        who left (the host's choice)."""
        if self.to_move() != seat:
            raise Refused("Not that seat's turn.", "not-your-turn")
        return self._apply(seat, action)

    def _apply(self, seat: int, action: Any) -> list[Any]:
        try:
            events = list(self.state.apply(action))
        except IllegalAction as exc:
            raise Refused(exc.reason, exc.code, **exc.params) from None
        self.history.extend(events)
        self._shared = None
        return events

    # ------------------------------------------------------------ what a seat sees
    def update(self, seat: int, events: list[Any], full: bool = False) -> dict[str, Any]:
        """The message that tells ``seat`` of ``events`` (those it may see) and
        where the game now stands for it.

        After a move every seat is sent one of these: what is the same for
        every seat (the public part, each event every seat may see) is written
        once per move and shared by the four messages; the seat's observation
        names the table's rules by reference (the welcome carries them).

        A seat that was sent the position one move ago (and that is every
        seat still connected: each is sent every move) is sent only what
        changed since (``obs_d``: the observation's changed fields; ``public``:
        its changed keys), which is most of the server's work saved; a
        ``full`` update (the welcome's) or one to a seat without that base
        carries the whole observation (``obs``) and public part."""
        shared = self._shared_now()
        state, n = self.state, shared.n
        obs = state.observation(seat)
        refs = {"rules": state.rules}
        seen = self._seen.get(seat)
        self._seen[seat] = (state, n, obs)
        changed = None
        if (not full and shared.changed is not None and seen is not None
                and seen[0] is state and seen[1] == n - 1):
            changed = codec.changes(seen[2], obs, refs, shared.memo)
        message: dict[str, Any] = {
            "v": VERSION, "t": "update", "n": n,
            "events": [shared.event(e) for e in self.spec.visible_events(events, seat)]}
        if changed is None:
            message["obs"], message["public"] = codec.encode(obs, refs), shared.public
        else:
            message["obs_d"], message["public"] = changed, shared.changed
        message.update(legal=None, over=state.is_over,
                       winners=list(state.winners) if state.is_over else [])
        if state.is_over:  # the cards are turned face up: every History keeps it
            message["record"] = self.record()
        if self.to_move() == seat:
            message["legal"] = [self.spec.encode_move(seat, a) for a in state.legal_actions()]
        return message

    def update_text(self, seat: int, events: list[Any]) -> str:
        """:meth:`update` as JSON text, as the server sends it: the parts every
        seat is sent alike (each event, the public part) are written once per
        move and put into each seat's text, not written again for each seat."""
        message = self.update(seat, events)
        shared = self._shared_now()
        text = shared.text
        parts = [f'"events":[{",".join(text(e) for e in message.pop("events"))}]',
                 f'"public":{text(message.pop("public"))}']
        if "obs_d" in message:        # most changes are every seat's, written once
            parts.append(f'"obs_d":[{",".join(text(c) for c in message.pop("obs_d"))}]')
        return f'{dumps(message)[:-1]},{",".join(parts)}}}'

    def _shared_now(self) -> _Shared:
        """What the updates of this position share, and what of the public part
        changed since the last position written (if that was the one before)."""
        if self._shared is not None and self._shared.state is self.state:
            return self._shared
        state, n = self.state, self.moves_made
        public = public_view(state, self._results)
        before, changed = self._public, None
        if before is not None and before[0] is state and before[1] == n - 1:
            changed = {k: v for k, v in public.items() if k not in before[2] or before[2][k] != v}
        self._public = (state, n, public)
        self._shared = _Shared(state, n, public, changed)
        return self._shared

    def welcome(self, seat: int, token: str) -> dict[str, Any]:
        """The first message of a (re)joined seat: who is where, then everything
        it may see of the game so far (``update`` over the whole history)."""
        return {"v": VERSION, "t": "welcome", "seat": seat, "token": token,
                "table": self.id, "game": self.spec.id, "variant": self.variant,
                "players": self.players, "seats": self.seats(),
                "rules": codec.encode(self.state.rules),
                "view": self.update(seat, self.history, full=True)}

    # ------------------------------------------------------------ the record
    def record(self) -> dict[str, Any]:
        """The game as a ``.cardtable`` record, as any finished game is kept."""
        seats = [Seat(p.name, "human" if p.kind == "person" else "ai",
                      p.level if p.kind == "ai" else None) for p in self.places]
        return record_dict(self.state, seats, self.variant, self.spec.id)


class _Shared:
    """The parts of the updates after one move that every seat is sent alike:
    the public view (whole, and what changed since the move before), and each
    event as written for the first seat sent it (an event a seat may see is
    the engine's own object, the same for every seat that may see it)."""

    __slots__ = ("changed", "events", "memo", "n", "public", "state", "texts")

    def __init__(self, state: Any, n: int, public: dict[str, Any],
                 changed: dict[str, Any] | None) -> None:
        self.state, self.n, self.public, self.changed = state, n, public, changed
        #: By identity; each event is kept with its value, so no other object
        #: can take its id while this lives.
        self.events: dict[int, tuple[Any, Any]] = {}
        #: The JSON text of each value above, by identity, once written.
        self.texts: dict[int, tuple[Any, str]] = {}
        #: The observations' changes written so far (``codec.changes``).
        self.memo: dict[Any, Any] = {}

    def event(self, event: Any) -> Any:
        kept = self.events.get(id(event))
        if kept is None:
            kept = self.events[id(event)] = (event, codec.encode(event))
        return kept[1]

    def text(self, value: Any) -> str:
        """The JSON text of ``value``, one of the parts written above."""
        kept = self.texts.get(id(value))
        if kept is None:
            kept = self.texts[id(value)] = (value, dumps(value))
        return kept[1]


def same_secret(given: Any, kept: str) -> bool:
    """Whether a secret a client sent is the one kept, in constant time. As
    bytes: ``hmac.compare_digest`` refuses text with non-ASCII characters
    (a hostile client's), and that refusal must not end the connection."""
    return hmac.compare_digest(str(given).encode("utf-8", "surrogatepass"),
                               kept.encode("utf-8"))


def clean_name(name: Any) -> str:
    """A person's name as the table shows it: printable, trimmed, not empty."""
    if not isinstance(name, str):
        raise Refused("A name must be text.", "no-name")
    name = "".join(ch for ch in name if ch.isprintable()).strip()[:MAX_NAME]
    if not name:
        raise Refused("Please give a name.", "no-name")
    return name
