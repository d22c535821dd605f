"""The person's numbers for one game and variant: games, wins, streaks, places.

Kept apart from the database so the arithmetic (what counts as a streak,
how a shared first place counts) is tested on hand-made rows, and so the
dialog only formats. Statistics are the person's: every row is a game
where a human sat at the table, seen from that seat.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from cardtable.stats.db import FinishedGame


@dataclass(frozen=True)
class PersonResult:
    """How one finished game went for the person."""

    won: bool
    place: int
    players: int
    opponents: str            # the AI levels they played against, e.g. "easy+expert"
    assisted: bool = False


@dataclass(frozen=True)
class Summary:
    """What the Statistics dialog shows for one group of games."""

    games: int
    wins: int
    win_rate: float           # 0..1; 0 with no games
    average_place: float      # 0 with no games
    current_streak: int       # wins in a row up to the latest game
    best_streak: int
    assisted: int             # games where the person undid a move or asked a hint


def opponents_key(levels: Iterable[str | None]) -> str:
    """The opponents' AI levels as one label: each level once, in a fixed order."""
    order = {"random": 0, "easy": 1, "normal": 2, "expert": 3}
    found = {level or "?" for level in levels}
    return "+".join(sorted(found, key=lambda lv: (order.get(lv, 9), lv)))


def person_results(games: Sequence[FinishedGame]) -> list[PersonResult]:
    """The person's result in each game, in the order given (games without a
    human seat are skipped)."""
    out = []
    for game in games:
        me = game.person
        if me is None:
            continue
        others = [s.level for s in game.seats if s.seat != me.seat and s.player == "ai"]
        out.append(PersonResult(me.won, me.place, len(game.seats), opponents_key(others),
                                game.assisted))
    return out


def summarize(results: Sequence[PersonResult]) -> Summary:
    """Totals over ``results``, oldest first (the streaks depend on the order)."""
    games = len(results)
    wins = sum(r.won for r in results)
    best = run = 0
    for r in results:
        run = run + 1 if r.won else 0
        best = max(best, run)
    return Summary(
        games=games, wins=wins, win_rate=wins / games if games else 0.0,
        average_place=sum(r.place for r in results) / games if games else 0.0,
        current_streak=run, best_streak=best, assisted=sum(r.assisted for r in results))


def by_opponents(results: Sequence[PersonResult]) -> dict[str, Summary]:
    """One summary per opponent level (each keeps the games' order)."""
    groups: dict[str, list[PersonResult]] = {}
    for r in results:
        groups.setdefault(r.opponents, []).append(r)
    return {key: summarize(rows) for key, rows in groups.items()}


def places(order: Sequence[int], winners: Sequence[int]) -> dict[int, int]:
    """Each seat's place from a standings order (best first): every winner is
    first; the others count from there in order."""
    won = set(winners)
    out = {s: 1 for s in order if s in won}
    rest = [s for s in order if s not in won]
    for i, seat in enumerate(rest):
        out[seat] = len(won) + i + 1 if won else i + 1
    return out
