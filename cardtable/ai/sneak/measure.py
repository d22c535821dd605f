"""What a tournament board tells about each seat in Sneak.

``cardtable sim tournament`` is generic: it plays boards and asks the game's
AI package for ``board_stats``. A Sneak deal scores one point per banked
card, so a deal is "won" by the most cards (shared top places count as
won) and placed by how many seats banked more; ``points``/``all_points``
give a level's share of the cards. A whole game is won by the single
highest total at the target (the engine plays on through ties), so in game
mode ``wins`` is that share and the placement ranks the final totals.
"""

from __future__ import annotations

from typing import Any


def board_stats(state: Any, whole_game: bool) -> list[dict[str, Any]]:
    """Per seat: ``deals`` played and ``lost``, ``places``, ``points`` and
    ``all_points``; in game mode also ``games`` (1) and ``wins`` (share)."""
    players = state.players
    out: list[dict[str, Any]] = [{"deals": 0, "lost": 0, "places": [], "points": 0.0,
                                  "all_points": 0.0} for _ in range(players)]
    logs = state.log if whole_game else state.log[:1]
    for deal in logs:
        result = deal.result
        if not result or "points" not in result:
            continue
        points = result["points"]
        top = max(points)
        for s in range(players):
            out[s]["deals"] += 1
            out[s]["lost"] += points[s] < top
            out[s]["points"] += points[s]
            out[s]["all_points"] += sum(points)
            if not whole_game:
                out[s]["places"].append(1 + sum(1 for p in points if p > points[s]))
    if whole_game:
        winners = tuple(state.winners)
        totals = list(state.scores)
        for s in range(players):
            out[s]["games"] = 1
            out[s]["wins"] = 1 / len(winners) if s in winners else 0.0
            out[s]["places"].append(1 + sum(1 for t in totals if t > totals[s]))
    return out
