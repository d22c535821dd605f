"""What a tournament board tells about each seat in Supertrump.

A board's "deal" is one game of 39 points: each seat's points and whether
it won (20 or more). In game mode the board is a whole match: match wins
(shared on a tie) and every game's points. ``points``/``all_points`` give
the share of points a level took.
"""

from __future__ import annotations

from typing import Any


def board_stats(state: Any, whole_game: bool) -> list[dict[str, Any]]:
    """Per seat: ``deals`` (games) played and ``lost``, ``points`` and ``wins``."""
    out: list[dict[str, Any]] = [{"deals": 0, "lost": 0, "places": [], "points": 0.0,
                                  "all_points": 0.0} for _ in range(state.players)]
    logs = state.log if whole_game else state.log[:1]
    for game in logs:
        result = game.result
        if not result:
            continue
        points = result["points"]
        for s in range(state.players):
            out[s]["deals"] += 1
            out[s]["lost"] += s != result["winner"]
            out[s]["points"] += points[s]
            out[s]["all_points"] += sum(points)
            out[s]["places"].append(1 if s == result["winner"] else 2)
    if whole_game:
        winners = state.winners
        for s in range(state.players):
            out[s]["games"] = 1
            out[s]["wins"] = 1 / len(winners) if s in winners else 0.0
    return out
