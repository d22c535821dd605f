"""The tricks of a Supertrump game, rebuilt from the events a seat saw.

For the last-trick viewer and the played-cards panel: each trick's two
cards in play order and who took it, from ``Played`` and ``TrickWon`` —
events rather than the observation, which forgets a game's tricks as soon
as the next game of the match is dealt. ``winning_seat`` tells the table
whose card is the one to beat in the trick on show.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.games.supertrump import events as ev
from cardtable.games.supertrump.tricks import trick_winner
from cardtable.table.presentation import TrickView


def deal_tricks(events: Sequence[Any]) -> list[TrickView]:
    """Every trick begun in ``events`` (one game of the match), in order."""
    tricks: list[TrickView] = []
    for event in events:
        if isinstance(event, ev.Played):
            if not tricks or tricks[-1].finished:
                title = QCoreApplication.translate("TrickViewer", "Trick %1")
                tricks.append(TrickView(title.replace("%1", str(event.trick)), []))
            tricks[-1].plays.append((event.seat, (event.card.code,)))
        elif isinstance(event, ev.TrickWon) and tricks:
            tricks[-1].winners, tricks[-1].finished = (event.seat,), True
    return tricks


def winning_seat(obs: Any) -> int | None:
    """Whose card wins the trick on show so far (the one to beat), by the
    engine's own ``trick_winner``; ``None`` with no trick or no trumps yet."""
    if not obs.trick or obs.trump is None:
        return None
    cards = [card for _, card in obs.trick]
    return obs.trick[trick_winner(cards, obs.trump, obs.super_rank)][0]
