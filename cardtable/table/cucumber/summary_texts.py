"""The summary of a finished Cucumber deal, from the events the viewer saw.

Who lost the deal with which card and how many points it cost (with a
double or contra's multiplier), why (the last trick as it was shown), what
followed it (a tie taken off, a reset, a rescue, who went out: the log's own
sentences), every total against the elimination threshold, and who deals the
next hand (``DealerChosen``, ``DealStarted``) and why. Asked by
``cardtable.ui.play.deal_summary`` at the end of each deal but the last.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.games.cucumber import events as ev
from cardtable.table.cucumber import texts
from cardtable.table.event_player import score_text
from cardtable.table.summary import Summary, SummaryRow
from cardtable.texts import card_name, cards_name, join_list, pick

#: A literal translate(context, text) call that lupdate extracts, kept short.
translate = QCoreApplication.translate

#: Events after the last trick whose log line belongs in the summary.
AFTERMATH = (ev.PenaltyReduced, ev.ScoreSet, ev.Declared, ev.ChipsPaid, ev.Eliminated)


def summary(deal: list[Any], upcoming: list[Any], names: list[str], you: int | None,
            obs: Any) -> Summary | None:
    end = next((e for e in reversed(deal) if isinstance(e, ev.DealEnded)), None)
    if end is None:
        return None
    lines = [line for line in (_last_trick(deal, names),) if line]
    after = max((i for i, e in enumerate(deal) if getattr(e, "ends_trick", False)), default=0)
    for event in deal[after:]:
        if isinstance(event, ev.PenaltyTaken):
            lines.append(_loss(event, names, you))
        elif isinstance(event, AFTERMATH):
            line = texts.describe(event, names, you)
            if line:
                lines.append(line)
    changes = _changes(deal)
    limit = obs.rules.elimination_at
    rows = []
    for seat, total in enumerate(end.scores):
        change = changes.get(seat, 0)
        out = not obs.alive[seat] or seat in end.eliminated
        rows.append(SummaryRow(
            names[seat], signed(change) if change else "", score_text(total, limit),
            translate("DealSummary", "out") if out else "", seat in end.losers))
    return Summary(translate("DealSummary", "Deal %1 is over").replace("%1", str(end.deal)),
                   lines, (translate("DealSummary", "This deal"),
                           translate("DealSummary", "Total")),
                   rows, _next_dealer(upcoming, names, you))


def signed(points: int) -> str:
    """``+10``, ``−3`` (a true minus sign, as the marker badges write it)."""
    return f"+{points}" if points >= 0 else f"−{-points}"


def _last_trick(deal: Sequence[Any], names: list[str]) -> str:
    """The last trick as it was shown: why the loser lost."""
    revealed = next((e for e in reversed(deal) if isinstance(e, ev.LastTrickRevealed)), None)
    if revealed is not None:
        shown = [f"{names[s]} {card_name(c)}" for s, c in revealed.cards]
    else:   # the last trick played in turn
        last = next((e for e in reversed(deal) if isinstance(e, ev.TrickWon)), None)
        if last is None:
            return ""
        shown = [f"{names[e.seat]} {cards_name(e.cards)}" for e in deal
                 if isinstance(e, ev.Played) and e.trick == last.trick]
    return translate("Log", "Last trick: %1.").replace("%1", join_list(shown))


def _loss(e: ev.PenaltyTaken, names: list[str], you: int | None) -> str:
    if e.multiplier <= 1:
        return texts.describe(e, names, you) or ""
    return pick(e.seat, you, names,
                translate("DealSummary", "%1 loses the deal with %2: %3 × %4 = +%5 points."),
                translate("DealSummary", "You lose the deal with %2: %3 × %4 = +%5 points.")
                ).replace("%2", card_name(e.card)).replace(
        "%3", str(e.points // e.multiplier)).replace("%4", str(e.multiplier)).replace(
        "%5", str(e.points))


def _changes(deal: Sequence[Any]) -> dict[int, int]:
    """How much each seat's total moved in the deal: from the total before its
    first loss or tie (``total`` less what it added) to its last total."""
    before: dict[int, int] = {}
    after: dict[int, int] = {}
    for e in deal:
        if isinstance(e, ev.PenaltyTaken):
            before.setdefault(e.seat, e.total - e.points)
        elif isinstance(e, ev.PenaltyReduced):
            before.setdefault(e.seat, e.total + e.points)
        elif not isinstance(e, ev.ScoreSet):
            continue
        after[e.seat] = e.total
    return {s: after[s] - before[s] for s in after if s in before}


def _next_dealer(upcoming: Sequence[Any], names: list[str], you: int | None) -> str:
    """Who deals the next hand, how many cards, and why that player."""
    start = next((e for e in upcoming if isinstance(e, ev.DealStarted)), None)
    if start is None:
        return ""
    if start.hand_size == 1:
        text = pick(start.dealer, you, names,
                    translate("DealSummary", "Next: %1 deals 1 card each."),
                    translate("DealSummary", "Next: you deal 1 card each."))
    else:
        text = pick(start.dealer, you, names,
                    translate("DealSummary", "Next: %1 deals %2 cards each."),
                    translate("DealSummary", "Next: you deal %2 cards each.")
                    ).replace("%2", str(start.hand_size))
    chosen = next((e for e in upcoming if isinstance(e, ev.DealerChosen)), None)
    why = _dealer_reason(chosen.reason) if chosen is not None else ""
    return f"{text}\n{why}" if why else text   # a line each: no space between sentences in Japanese


def _dealer_reason(reason: str) -> str:
    reasons = {
        "loser": translate("DealSummary", "The loser deals."),
        "losers-draw": translate("DealSummary", "The losers drew cards for the deal."),
        "alive-draw": translate("DealSummary",
                                "The loser is out: the others drew cards for the deal."),
        "lowest-last-card": translate("DealSummary",
                                      "Whoever showed the lowest last card deals."),
        "clockwise": translate("DealSummary", "The deal passes to the left."),
    }
    return reasons.get(reason, "")
