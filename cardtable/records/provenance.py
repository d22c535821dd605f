"""Where a played-on game came from: the record's optional ``"from"`` object.

"Play from here" in the replay viewer starts a game at a recorded position.
The new game's record carries the source game's deals and moves up to that
position (so it replays like any other record) and says where they came
from, so that a person — and the statistics, which count the game as
assisted — can tell a retried hand from a fresh deal::

    "from": {"record": "sneak-2026-11-25.cardtable", "deal": 3, "move": 5,
             "step": 41, "date": "2026-11-26T01:30:00"}

``record`` names the source (its file name or History's title), ``deal`` and
``move`` say where in it (the deal, 1-based, and the moves of that deal
already made), ``step`` is the number of moves of the whole game made at
that point — Undo never goes back past it — and ``date`` is when the game
was played on. Every value is checked on load like the rest of a record: a
bad or hostile value is a :class:`RecordError` with a sentence, never a
traceback. Pure Python: no Qt.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

from cardtable.games.record_schema import RecordError, expect_int, expect_obj, expect_text

#: The longest source name kept (a longer title is cut when the game starts).
MAX_SOURCE_CHARS = 200
#: ISO date-times are at most 32 characters ("2026-11-26T01:30:00.123456+09:00").
MAX_DATE_CHARS = 32
#: Far beyond any real game (the largest record holds ~1080 deals).
MOST_DEALS = 100_000
MOST_MOVES = 10_000_000


@dataclass(frozen=True, slots=True)
class Provenance:
    """The position of a source record a game was played on from."""

    record: str        # the source's file name or title
    deal: int          # 1-based deal (or Supertrump game) of the source
    move: int          # moves of that deal already made
    step: int          # moves of the whole game already made: Undo's floor
    date: str          # when it was played on (ISO text)

    @classmethod
    def now(cls, record: str, deal: int, move: int, step: int) -> Provenance:
        """Provenance dated now, the source name cut to what a record keeps."""
        date = datetime.datetime.now().isoformat(timespec="seconds")
        return cls(record[:MAX_SOURCE_CHARS], deal, move, step, date)

    def to_dict(self) -> dict[str, Any]:
        return {"record": self.record, "deal": self.deal, "move": self.move,
                "step": self.step, "date": self.date}


def read_provenance(raw: Any, state: Any) -> Provenance | None:
    """The record's ``"from"`` (``None`` if absent), checked against the
    replayed ``state``: the position it names must lie within the game."""
    if raw is None:
        return None
    obj = expect_obj(raw, 'The record\'s "from"')
    source = expect_text(obj.get("record"), '"from": record', MAX_SOURCE_CHARS,
                         "The name of the record it was played on from")
    deal = expect_int(obj.get("deal"), '"from": deal', 1, MOST_DEALS)
    move = expect_int(obj.get("move"), '"from": move', 0, MOST_MOVES)
    step = expect_int(obj.get("step"), '"from": step', 0, MOST_MOVES)
    date = expect_text(obj.get("date"), '"from": date', MAX_DATE_CHARS,
                       "The date it was played on")
    try:
        datetime.datetime.fromisoformat(date)
    except ValueError:
        raise RecordError(f'"from": date is not a date and time ({date[:MAX_DATE_CHARS]!r}).'
                          ) from None
    if step > state.moves_made:
        raise RecordError(f'"from": step is {step}, but the game has only '
                          f"{_count(state.moves_made, 'move')}.")
    if deal > max(1, len(state.log)):
        raise RecordError(f'"from": deal is {deal}, but the game has only '
                          f"{_count(len(state.log), 'deal')}.")
    if move > step:
        raise RecordError(f'"from": move is {move}, more than the {step} moves made '
                          "before it (step).")
    return Provenance(source, deal, move, step, date)


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
