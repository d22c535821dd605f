"""Sneak's plays as "tricks", rebuilt from the events a seat saw.

Sneak has no tricks, but each lead and its challenges play the part: the
last-trick viewer shows the last play that was settled — revealed in a
challenge (every set face up, who won it) or banked unchallenged (a sneak
stays face down to everyone but its owner). Cards the seat never saw are
``None`` (drawn as backs); the seat's own sneak or challenge shows face up
to it (``SneakCards`` / ``ChallengeCards`` are private to it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.games.sneak import events as ev
from cardtable.table.presentation import TrickView

translate = QCoreApplication.translate


def _codes(cards: Sequence[Any]) -> tuple[str | None, ...]:
    return tuple(c.code for c in cards)


def _new(plays: list[TrickView], seat: int, cards: tuple[str | None, ...]) -> TrickView:
    view = TrickView(translate("TrickViewer", "Play %1").replace("%1", str(len(plays) + 1)),
                     [(seat, cards)])
    plays.append(view)
    return view


def _set(view: TrickView | None, seat: int, cards: tuple[str | None, ...]) -> None:
    """Show ``seat``'s set in the open play as ``cards`` (its owner's view)."""
    if view is None:
        return
    for i, (who, _) in enumerate(view.plays):
        if who == seat:
            view.plays[i] = (seat, cards)


def deal_tricks(events: Sequence[Any], names: list[str]) -> list[TrickView]:
    """Every lead of a deal with its answers, and a banked last hand, in order."""
    plays: list[TrickView] = []
    open_play: TrickView | None = None
    for event in events:
        if isinstance(event, ev.Sneaked):
            open_play = _new(plays, event.seat, (None,) * event.count)
        elif isinstance(event, ev.Flaunted):
            open_play = _new(plays, event.seat, _codes(event.cards))
        elif isinstance(event, ev.SneakCards | ev.ChallengeCards):
            _set(open_play, event.seat, _codes(event.cards))
        elif isinstance(event, ev.Challenged) and open_play is not None:
            open_play.plays.append((event.seat, (None,) * event.count))
        elif isinstance(event, ev.Revealed) and open_play is not None:
            open_play.plays = [(seat, _codes(cards)) for seat, cards in event.sets]
        elif isinstance(event, ev.ChallengeWon) and open_play is not None:
            open_play.winners, open_play.finished = (event.seat,), True
            open_play.note = translate("TrickViewer", "%1 won the challenge.").replace(
                "%1", names[event.seat])
            open_play = None
        elif isinstance(event, ev.PlayBanked) and open_play is not None:
            open_play.winners, open_play.finished = (event.seat,), True
            open_play.note = translate("TrickViewer", "Nobody challenged: %1 banked it."
                                       ).replace("%1", names[event.seat])
            open_play = None
        elif isinstance(event, ev.HandBanked):
            view = _new(plays, event.seat, (None,) * event.count)
            view.winners, view.finished = (event.seat,), True
            view.note = translate("TrickViewer", "%1 banked the last hand unseen.").replace(
                "%1", names[event.seat])
    return plays
