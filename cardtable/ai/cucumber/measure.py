"""What a tournament board tells about each seat in a Cucumber game.

``cardtable sim tournament`` is generic: it plays boards and asks the game's
AI package for ``board_stats``. In the Cucumber family a deal is lost or
not (the seat is among the losers), placed by the last trick (1 + the
number of seats whose last card was lower), and a whole game is won
(shared among tied winners) and placed by elimination order.
"""

from __future__ import annotations

from typing import Any


def board_stats(state: Any, whole_game: bool) -> list[dict[str, float]]:
    """Per seat: ``deals`` played, ``lost`` deals, and ``places`` / ``wins``."""
    out: list[dict[str, Any]] = [{"deals": 0, "lost": 0, "places": []}
                                 for _ in range(state.players)]
    for deal_log in state.log if whole_game else state.log[:1]:
        if not deal_log.result or "losers" not in deal_log.result:
            continue
        losers = deal_log.result["losers"]
        for s in _seats_of_deal(deal_log):
            out[s]["deals"] += 1
            out[s]["lost"] += s in losers
    if not whole_game:
        shown = _first_shown(state)
        low = state.values.last_strength
        for s, c in shown:
            out[s]["places"].append(1 + sum(1 for _, d in shown if low[d] < low[c]))
        return out
    winners = state.winners
    out_deal = {seat: d for d, seat in state.out_order}
    for s in range(state.players):
        out[s]["games"] = 1
        out[s]["wins"] = 1 / len(winners) if s in winners else 0.0
    order = sorted(range(state.players), key=lambda s: (
        s not in winners, -out_deal.get(s, 10**9), state.scores[s]))
    for place, s in enumerate(order, 1):
        out[s]["places"].append(place)
    return out


def _seats_of_deal(deal_log) -> list[int]:
    """The seats that played a deal: those who moved in it (everyone alive plays)."""
    return sorted({s for s, a in deal_log.moves if a.name == "play"})


def _first_shown(state) -> list:
    """The last trick of the first deal (from its moves)."""
    moves = [(s, a) for s, a in state.log[0].moves if a.name == "play"]
    n = len(_seats_of_deal(state.log[0]))
    return [(s, a.cards[0]) for s, a in moves[-n:]]
