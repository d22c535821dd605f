"""Marks on the trick in the middle: who led, what is to beat, who took it.

A newcomer cannot tell from a heap of cards whose lead it was, which cards
a follower has to beat, or who has just won the trick. The scene's
``TrickMarks`` draws that on the cards: a "Lead" tag on the leader's play,
a cool ring and a "To beat" tag on the cards to beat, and once the trick is
over a gold ring and a "Wins" tag on the winner's cards while the winner's
plate lights up.

It knows no rule: which seat led, which cards are to beat and who won come
from the game's presentation (worked out from the observation with the
engine's own functions) and from the events (``TrickWon`` names the
winner). Marks go by seat, since a seat plays once to a trick.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication

from cardtable.table.animator import Animator
from cardtable.table.items import CardItem
from cardtable.table.plates import SeatPlate

translate = QCoreApplication.translate


class MarkedTable(Protocol):
    """What the marks read of their scene (``TableScene``): the plates, and
    the trick as (seat, that seat's cards) in the order played."""

    plates: list[SeatPlate]
    trick: list[tuple[int, list[CardItem]]]


class TrickMarks:
    """The marks on one scene's trick; repainted whenever any of them changes."""

    def __init__(self, scene: MarkedTable) -> None:
        self.scene = scene
        self.lead: int | None = None
        self.beat: int | None = None
        self.won: int | None = None
        self._marked: list[CardItem] = []

    def show(self, lead: int | None, beat: int | None) -> None:
        """The trick in progress: ``lead`` led it, ``beat``'s cards are the ones to
        beat (seats, ``None``: nobody). A winner already shown stays."""
        self.lead, self.beat = lead, beat
        self._paint()

    def winner(self, anim: Animator, seat: int) -> None:
        """The trick is over and ``seat`` took it: ring its cards gold, light its plate."""
        self.won = seat
        self._paint()
        plates = self.scene.plates
        if 0 <= seat < len(plates):
            anim.pulse(plates[seat], b"glow")

    def clear(self) -> None:
        """No marks: the trick is being gathered (or the table rebuilt)."""
        self.lead = self.beat = self.won = None
        self._paint()
        for plate in self.scene.plates:
            plate.glow = 0.0

    def _paint(self) -> None:
        """Give each card in the trick its marks; cards that left the trick lose theirs."""
        marked: list[CardItem] = []
        for seat, items in self.scene.trick:
            ring = ("won" if seat == self.won else
                    "beat" if seat == self.beat and self.won is None else "")
            top = translate("TableScene", "Lead") if seat == self.lead else ""
            bottom = (translate("TableScene", "Wins") if ring == "won" else
                      translate("TableScene", "To beat") if ring == "beat" else "")
            for i, item in enumerate(items):
                last = i == len(items) - 1  # the tags go on the topmost card of a set
                item.set_marks(ring, top if last else "", bottom if last else "")
                if ring or (last and top):
                    marked.append(item)
        for item in self._marked:
            if item not in marked:
                item.set_marks()
        self._marked = marked
