"""The tricks of a Cucumber deal, rebuilt from the events a seat saw.

The last-trick viewer and the played-cards panel need every trick with who
played what and who took it, also the deal's last trick once the next deal
has begun (the observation has forgotten it by then). Events carry all of
it: ``Played`` and ``TrickWon`` in turn, and for a simultaneous last trick
``LastCardPlaced`` (face down) then ``LastTrickRevealed``. Who *took* the
last trick is who was charged for it (``PenaltyTaken``): with tied cards
that may be several seats, or one under ``last-loses``.

``to_beat_seat`` answers the table's other question about the trick on
show: whose cards are the ones to beat.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.games.cucumber import events as ev
from cardtable.games.cucumber.plays import strengths_desc
from cardtable.games.cucumber.values import values_for
from cardtable.table.presentation import TrickView


def _title(number: int) -> str:
    return QCoreApplication.translate("TrickViewer", "Trick %1").replace("%1", str(number))


def deal_tricks(events: Sequence[Any]) -> list[TrickView]:
    """Every trick begun in ``events`` (one deal), finished or not, in order."""
    tricks: list[TrickView] = []
    current: TrickView | None = None
    last: TrickView | None = None       # the deal's last trick, until scored
    scoring = False                     # PenaltyTaken events of the last trick seen
    for event in events:
        if isinstance(event, ev.Played):
            if current is None or current.finished:
                current = TrickView(_title(event.trick), [])
                tricks.append(current)
            current.plays.append((event.seat, tuple(c.code for c in event.cards)))
        elif isinstance(event, ev.TrickWon) and current is not None:
            current.winners, current.finished = (event.seat,), True
            last = current
        elif isinstance(event, ev.LastCardPlaced):
            if current is None or current.finished:
                current = TrickView(_title(len(tricks) + 1), [])
                tricks.append(current)
            current.plays.append((event.seat, (None,)))
        elif isinstance(event, ev.LastTrickRevealed):
            if current is None or current.finished:
                current = TrickView(_title(len(tricks) + 1), [])
                tricks.append(current)
            current.plays = [(seat, (card.code,)) for seat, card in event.cards]
            current.finished, current.winners = True, ()
            last = current
        elif isinstance(event, ev.PenaltyTaken) and last is not None:
            if not scoring:              # in-turn, TrickWon named the taker: the scorer counts
                last.winners = ()
                last.title = QCoreApplication.translate(
                    "TrickViewer", "Trick %1: the last, it scores").replace(
                    "%1", str(tricks.index(last) + 1))
            scoring = True
            last.winners += (event.seat,)
        elif isinstance(event, ev.DealEnded):
            last, scoring = None, False
    return tricks


def to_beat_seat(obs: Any) -> int | None:
    """Whose cards in the trick on show a follower must head (beat, or equal
    where the rules allow), or ``None`` when leading.

    The engine knows the strengths to head (``obs.to_beat``: the highest set
    so far, or the previous play under ``follow_target="previous"``); this
    finds the latest play with those strengths, with the engine's own card
    values, so the table never rules on a trick itself."""
    if not obs.trick or not obs.to_beat:
        return None
    strength = values_for(obs.rules).strength
    for seat, cards in reversed(obs.trick):
        if strengths_desc(cards, strength) == tuple(obs.to_beat):
            return seat
    return None
