"""The summary of a finished Sneak deal, from the events the viewer saw.

Who banked the most cards this deal (a point per card banked, as
``DealEnded`` counts them), every total against the target, and how the
next deal opens (its stock and who starts). Asked by
``cardtable.ui.play.deal_summary`` after each deal but the last: the one that
ends the game goes to the game-over screen instead.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.games.sneak import events as ev
from cardtable.table.event_player import score_text
from cardtable.table.sneak import texts
from cardtable.table.summary import Summary, SummaryRow
from cardtable.texts import join_names

#: A literal translate(context, text) call that lupdate extracts, kept short.
translate = QCoreApplication.translate


def summary(deal: list[Any], upcoming: list[Any], names: list[str], you: int | None,
            obs: Any) -> Summary | None:
    end = next((e for e in reversed(deal) if isinstance(e, ev.DealEnded)), None)
    if end is None:
        return None
    top = max(end.points, default=0)
    best = tuple(s for s, p in enumerate(end.points) if p == top) if top > 0 else ()
    lines = [_most(best, top, names, you)] if best else [
        translate("DealSummary", "Nobody banked a card this deal.")]
    rows = [SummaryRow(names[seat], f"+{points}", score_text(end.totals[seat], obs.target),
                       "", seat in best)
            for seat, points in enumerate(end.points)]
    started = next((e for e in upcoming if isinstance(e, ev.DealStarted)), None)
    next_line = (texts.describe(started, names, you) or "") if started is not None else ""
    return Summary(translate("DealSummary", "Deal %1 is over").replace("%1", str(end.deal_no)),
                   lines, (translate("DealSummary", "This deal"),
                           translate("DealSummary", "Total")), rows,
                   next_line)


def _most(best: tuple[int, ...], top: int, names: list[str], you: int | None) -> str:
    """Who banked the most this deal (a point per card)."""
    if best == (you,):
        text = (translate("DealSummary", "You banked the most: 1 card.") if top == 1 else
                translate("DealSummary", "You banked the most: %2 cards."))
    elif len(best) == 1:
        text = (translate("DealSummary", "%1 banked the most: 1 card.") if top == 1 else
                translate("DealSummary", "%1 banked the most: %2 cards."))
    else:
        text = (translate("DealSummary", "%1 banked the most: 1 card each.") if top == 1 else
                translate("DealSummary", "%1 banked the most: %2 cards each."))
    return text.replace("%1", join_names(best, names)).replace("%2", str(top))
