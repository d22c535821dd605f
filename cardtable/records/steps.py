"""Every state of a recorded game, one per move, for the replay viewer.

A record holds moves, not states, so the viewer rebuilds them: a fresh game
from the game's ``spec.new_game(rules, players, seed)``, then the recorded
moves applied one by one with the engine's own ``apply``. A game the app
wrote deals every deck from its seed, so that alone reproduces it; a record
whose decks were stacked by hand (tests, other tools) would drift, so at
every deal's start the dealt deck is compared with the record's, and if they
differ that deal's start is taken from the game's record replay of the
record cut just before the deal's first move. Keeping one state per deal
start and replaying at most one deal's moves for any step keeps both memory
and the time to jump anywhere small. Pure Python: no Qt.
"""

from __future__ import annotations

import bisect
import os
from dataclasses import dataclass
from typing import Any

from cardtable import games
from cardtable.records.files import read_capped
from cardtable.records.io import (
    MAX_FILE_BYTES,
    LoadedGame,
    decode_text,
    load_record,
    parse_text,
    read_record_file,
)


@dataclass(frozen=True, slots=True)
class Position:
    """Where step ``index`` is: the deal it shows and how far into it."""

    index: int
    deal: int          # 1-based
    move: int          # moves of this deal already made (0: just dealt)


class ReplaySteps:
    """The states of one recorded game, from the deal of the first cards
    (step 0) to the end (step ``count - 1``)."""

    def __init__(self, loaded: LoadedGame, record: dict[str, Any]) -> None:
        self.loaded = loaded
        self.record = record
        self.spec = games.get(loaded.game)
        final = loaded.state
        self.players = final.players
        #: Per deal: (seat, action) of every move, as the engine applied them.
        self.moves: list[list[tuple[int, Any]]] = [list(d.moves) for d in final.log]
        self.starts: list[int] = []          # step index at which each deal begins
        #: Steps right after a trick ended (events marked ``ends_trick``), in order.
        self.trick_ends: list[int] = []
        self._checkpoints: list[Any] = []    # a state at each deal's start
        self._build()
        self._cache: tuple[int, Any] | None = None

    @property
    def count(self) -> int:
        """How many steps: the start, then one per move."""
        return 1 + sum(len(m) for m in self.moves)

    @property
    def deals(self) -> int:
        return len(self.moves)

    def position(self, index: int) -> Position:
        index = max(0, min(index, self.count - 1))
        deal = bisect.bisect_right(self.starts, index)   # 1-based
        return Position(index, deal, index - self.starts[deal - 1])

    def deal_start(self, deal: int) -> int:
        """The step at which deal ``deal`` (1-based) has just been dealt."""
        return self.starts[max(1, min(deal, self.deals)) - 1]

    def next_trick(self, index: int) -> int:
        """The step after the next trick ends (the last step if none does)."""
        later = [s for s in self.trick_ends if s > index]
        return later[0] if later else self.count - 1

    def previous_trick(self, index: int) -> int:
        """The step after the trick before the current one ended (0 at the start)."""
        earlier = [s for s in self.trick_ends if s < index]
        return earlier[-1] if earlier else 0

    def state(self, index: int) -> Any:
        """The state after ``index`` moves (a private copy: callers may keep it)."""
        index = max(0, min(index, self.count - 1))
        if self._cache is not None and self._cache[0] == index:
            return self._cache[1].clone()
        pos = self.position(index)
        state = self._checkpoints[pos.deal - 1].clone()
        for seat, action in self.moves[pos.deal - 1][:pos.move]:
            assert state.current_seat == seat
            state.apply(action)
        state.take_pending_events()
        self._cache = (index, state)
        return state.clone()

    # ------------------------------------------------------------ building
    def _build(self) -> None:
        final = self.loaded.state
        state = self.spec.new_game(final.rules, self.players, final.seed)
        index = 0
        for number, deal_moves in enumerate(self.moves, 1):
            if not self._dealt_as_recorded(state, number):
                state = self._replayed_start(number)
            self.starts.append(index)
            self._checkpoints.append(state.clone())
            for step, (seat, action) in enumerate(deal_moves, index + 1):
                assert state.current_seat == seat, "a record that replayed must replay again"
                if any(getattr(e, "ends_trick", False) for e in state.apply(action)):
                    self.trick_ends.append(step)
            index += len(deal_moves)
        self._final_fingerprint_check(state)

    def _dealt_as_recorded(self, state: Any, number: int) -> bool:
        if len(state.log) != number:
            return False
        live, recorded = state.log[number - 1], self.loaded.state.log[number - 1]
        return live.dealer == recorded.dealer and list(live.deck) == list(recorded.deck)

    def _replayed_start(self, number: int) -> Any:
        """Deal ``number``'s start from the record itself, cut before its first move."""
        deals = list(self.record["deals"][:number - 1])
        cut = dict(self.record["deals"][number - 1])
        cut["moves"] = []
        cut.pop("result", None)
        data = dict(self.record, deals=[*deals, cut], result=None)
        return self.spec.replay(data, self.players)

    def _final_fingerprint_check(self, state: Any) -> None:
        """The last step must be the very game the record replayed to."""
        if state.fingerprint() != self.loaded.state.fingerprint():
            raise ValueError("the replayed steps do not end where the record does")


def steps_from_text(text: str) -> ReplaySteps:
    """The steps of the record ``text`` (``RecordError`` with the reason if bad)."""
    data = parse_text(text)
    return ReplaySteps(load_record(data), data)


def read_steps(path: str | os.PathLike[str]) -> ReplaySteps:
    """The steps of the record file at ``path``. The file goes through the
    reader's full checks first (``RecordError`` with its one-line reason)."""
    loaded = read_record_file(path)
    data = parse_text(decode_text(read_capped(path, MAX_FILE_BYTES)))
    return ReplaySteps(loaded, data)
