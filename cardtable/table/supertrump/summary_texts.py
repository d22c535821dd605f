"""The summary of a finished Supertrump game of a match, from the events seen.

Who won the game and by how many points (39 in all), why (the tricks each
player took in each stage: 1 point each in stage 1, 2 in stage 2, as the
``TrickWon`` events scored them), the match totals against the target, and
who deals the next game. Asked by ``cardtable.ui.play.deal_summary`` after each
game but the last: a single game, or the one that ends the match, goes to
the game-over screen instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.games.supertrump import events as ev
from cardtable.table.event_player import score_text
from cardtable.table.summary import Summary, SummaryRow
from cardtable.table.supertrump import texts
from cardtable.texts import pick

#: A literal translate(context, text) call that lupdate extracts, kept short.
translate = QCoreApplication.translate


def summary(deal: list[Any], upcoming: list[Any], names: list[str], you: int | None,
            obs: Any) -> Summary | None:
    end = next((e for e in reversed(deal) if isinstance(e, ev.GameEnded)), None)
    if end is None:
        return None
    lines = [pick(end.winner, you, names,
                  translate("DealSummary", "%1 wins the game, %2."),
                  translate("DealSummary", "You win the game, %2.")
                  ).replace("%2", texts.winner_first(end.points, end.winner))]
    lines += [_tricks(seat, stages, names, you) for seat, stages in enumerate(_stages(deal))]
    rules = obs.rules
    if rules.match == "games":
        lines.append(translate("DealSummary", "First to %1 games wins the match.").replace(
            "%1", str(rules.target)))
        heading = translate("DealSummary", "Games won")
    else:
        lines.append(translate("DealSummary", "First to %1 points wins the match.").replace(
            "%1", str(rules.target)))
        heading = translate("DealSummary", "Match points")
    rows = [SummaryRow(names[seat], str(end.points[seat]),
                       score_text(end.scores[seat], rules.target), "", seat == end.winner)
            for seat in range(len(end.points))]
    started = next((e for e in upcoming if isinstance(e, ev.GameStarted)), None)
    next_line = (texts.describe(started, names, you) or "") if started is not None else ""
    return Summary(translate("DealSummary", "Game %1 is over").replace("%1", str(end.game_no)),
                   lines, (translate("DealSummary", "This game"), heading), rows,
                   next_line)


def _stages(deal: Sequence[Any]) -> list[list[int]]:
    """Tricks each seat won in stage 1 and in stage 2 of the game."""
    won = [[0, 0], [0, 0]]
    for e in deal:
        if isinstance(e, ev.TrickWon) and 0 <= e.seat < 2 and e.stage in (1, 2):
            won[e.seat][e.stage - 1] += 1
    return won


def _tricks(seat: int, stages: list[int], names: list[str], you: int | None) -> str:
    return pick(seat, you, names,
                translate("DealSummary", "Tricks taken by %1: %2 in stage 1, %3 in stage 2."),
                translate("DealSummary", "Tricks you took: %2 in stage 1, %3 in stage 2.")
                ).replace("%2", str(stages[0])).replace("%3", str(stages[1]))
