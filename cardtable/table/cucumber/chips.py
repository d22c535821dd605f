"""Chips on the table: the pot in the info box and each seat's stack on its plate.

Variants played with an ante (Gurka SE, Gurka NO, Norwegian, gambling
Cucumber) move chips: everyone antes into the pot, a re-entry stake goes in
too, a buy-in is paid outside it, and the winners take the pot. The table
shows the pot ("Pot: 4 chips") and every stack, and both change as the
payments are shown, not before: the presentation sets them from the
observation after each batch of events, the event player steps them along
while the batch is being shown.

Both reach the same :class:`ChipView` through :func:`chip_view`, one per
scene (the main table and a replay window each have their own).
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cardtable.games.cucumber import events as ev
from cardtable.table.items import InfoBox


class PotTip(QGraphicsObject):
    """The pot's tooltip, over the info box.

    The info box is shared by every game and keeps no tooltip of its own, so
    this child of it carries the pot's. It paints nothing and covers the box
    only while the box shows the lines the Cucumber table put there: when
    another game takes the table over (Supertrump's trumps), the tooltip is
    gone with the pot line, without that game having to know about it."""

    def __init__(self, box: InfoBox) -> None:
        super().__init__(box)
        self.box = box
        self.lines: list[str] | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)

    def claim(self, lines: list[str] | None, tip: str) -> None:
        """Cover the box while it shows ``lines`` (``None``: never)."""
        self.prepareGeometryChange()
        self.lines = list(lines) if lines else None
        self.setToolTip(tip if lines else "")

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        if self.lines is not None and self.box.lines == self.lines:
            return self.box.boundingRect()
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pass  # only a tooltip: the info box draws the pot line


class ChipView:
    """The chips as the table shows them; quiet (no pot, no stacks) without an ante."""

    def __init__(self, scene: Any) -> None:
        # Weakly: the view is the value of a weak-keyed map keyed by the scene.
        self._scene = weakref.ref(scene)
        self.active = False
        self.rescue = "none"
        self.pot = 0
        self.stacks: list[int] = []
        self.details: list[str] = []        # each plate's detail line ("AI · normal")
        self.others: list[list[str]] = []   # each plate's other extras (×2, contra)
        self.tip = PotTip(scene.info)

    def sync(self, obs: Any, details: Sequence[str], others: Sequence[list[str]]) -> None:
        """Show the observation's chips (after a batch of events has been shown)
        with each plate's ``details`` ("AI · normal") and ``others`` extras."""
        self.active = bool(obs.rules.ante)
        self.rescue = obs.rules.rescue
        self.pot = obs.pot
        self.stacks = list(obs.stacks)
        self.details = list(details)
        self.others = [list(extra) for extra in others]
        self.show()

    def rewind(self, events: Sequence[Any]) -> None:
        """Step back over the payments in ``events``: after a rebuild the
        observation already holds them, but the table is about to show them."""
        if not self.stacks:
            return
        for e in events:
            if isinstance(e, ev.ChipsPaid):
                self.stacks[e.seat] += e.amount
                if e.to == "pot":
                    self.pot -= e.amount
            elif isinstance(e, ev.PotWon):
                for seat, amount in e.payouts:
                    self.stacks[seat] -= amount
                    self.pot += amount
        self.show()

    def paid(self, e: ev.ChipsPaid) -> None:
        """A payment is shown: the payer's stack, and the pot if it went there."""
        if not self.stacks:
            return
        self.stacks[e.seat] = e.stack
        if e.to == "pot":
            self.pot = e.pot
        self.show()

    def won(self, e: ev.PotWon) -> None:
        """The winners take the pot."""
        if not self.stacks:
            return
        for seat, amount in e.payouts:
            self.stacks[seat] += amount
        self.pot = 0
        self.show()

    def show(self) -> None:
        """Put the pot in the info box (with its tooltip) and the stacks on the plates."""
        scene = self._scene()
        if scene is None:
            return
        lines = [pot_text(self.pot)] if self.active else []
        self.tip.claim(None, "")  # let go of the box while its lines change
        scene.info.set_lines(lines)
        self.tip.claim(lines, pot_tooltip(self.rescue))
        for seat, plate in enumerate(scene.plates):
            if seat >= len(self.details):
                break
            chips = []
            if self.active:
                chips.append(QCoreApplication.translate("TableScene", "chips %1").replace(
                    "%1", str(self.stacks[seat])))
            # The stack leads the detail line: a narrow plate elides its end
            # ("AI · nor…"), and the stack is what changes. An out seat's plate
            # says "Out" there, so its stack goes with the extras.
            if plate.out:
                plate.detail = self.details[seat]
                plate.extra = _joined(chips + self.others[seat])
            else:
                plate.detail = _joined([*chips, self.details[seat]])
                plate.extra = _joined(self.others[seat])
            plate.update()


def _joined(parts: Sequence[str]) -> str:
    return "  ".join(part for part in parts if part)


def pot_text(pot: int) -> str:
    """The pot's line in the info box."""
    if pot == 1:
        return QCoreApplication.translate("TableScene", "Pot: 1 chip")
    return QCoreApplication.translate("TableScene", "Pot: %1 chips").replace("%1", str(pot))


def pot_tooltip(rescue: str) -> str:
    """What the pot is, for a newcomer hovering over it: what goes in under
    this variant's rescue rule, and who takes it."""
    if rescue == "re-entry":
        return QCoreApplication.translate(
            "Tooltips", "The pot: every player's ante and every re-entry stake. The winner "
                        "of the game takes it; several winners share it.")
    if rescue == "buy-in":
        return QCoreApplication.translate(
            "Tooltips", "The pot: every player's ante (buy-ins are paid outside it). The "
                        "winner of the game takes it; several winners share it.")
    return QCoreApplication.translate(
        "Tooltips", "The pot: every player's ante. The winner of the game takes it; several "
                    "winners share it.")


_VIEWS: weakref.WeakKeyDictionary[Any, ChipView] = weakref.WeakKeyDictionary()


def chip_view(scene: Any) -> ChipView:
    """The scene's chip view, made on first use (one per table scene)."""
    view = _VIEWS.get(scene)
    if view is None:
        view = _VIEWS[scene] = ChipView(scene)
    return view
