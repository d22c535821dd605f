"""What every seat at a shared table may know of the game beyond its own view.

A client's window shows more than the seat's observation: the score table
(the totals after each deal), who is out, the match's target, whose turn it
is. Those are public in every game we have, so the server sends them to
every seat as they stand, taken from the engine's state by name. Nothing here
is a card: the leak test over real sockets searches this part too.

After the game, each seat is also sent the whole record (``final_record``):
the cards are turned face up, as at a real table, so every player's
History can replay and review the game.
"""

from __future__ import annotations

from typing import Any

from cardtable.net import codec

#: Public attributes a game's state may have, sent when it has them: match
#: totals (every game), who is still in (the Cucumber family), Supertrump's
#: points and games won, Sneak's target.
PUBLIC_FIELDS = ("scores", "alive", "total_points", "games_won", "target")


def public_view(state: Any, kept: list[tuple[Any, Any]] | None = None) -> dict[str, Any]:
    """The public parts of ``state`` as JSON-ready values. ``kept``: each
    deal's result as written last time (updated here), so a long game's
    results are not all written again after every move: only the deals from
    the one that was last then (its result is filled in as it ends,
    Cucumber's in two steps, the second when the next deal starts), and any
    other whose result is not the same object as last time."""
    view: dict[str, Any] = {
        "current": None if state.is_over else state.current_seat,
        "deals": len(state.log),
        # Each finished deal's result (totals, losers, points): the score table.
        "results": _results(state.log, [] if kept is None else kept),
    }
    for name in PUBLIC_FIELDS:
        if hasattr(state, name):
            value = getattr(state, name)
            view[name] = codec.encode(list(value) if isinstance(value, list | tuple) else value)
    return view


def _results(log: list[Any], kept: list[tuple[Any, Any]]) -> list[Any]:
    fresh = len(kept) - 1           # the deal that was last: it may have ended since
    del kept[len(log):]
    for i, deal in enumerate(log):
        if i >= fresh or kept[i][0] is not deal.result:
            encoded = (deal.result, codec.encode(deal.result))
            if i < len(kept):
                kept[i] = encoded
            else:
                kept.append(encoded)
    return [encoded for _result, encoded in kept]
