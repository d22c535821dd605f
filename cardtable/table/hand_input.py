"""The person's hand as an input device: select cards, see what is legal, play.

It knows no rule: it is handed the engine's legal actions and only matches
the selection against them by card *kind* (the engine's equivalence — any
8 stands for any other 8 in 22). A card is offered (highlighted) when some
legal action contains the current selection plus that card; every other
card is dimmed, so an illegal attempt is impossible through the table.

Card actions are those with ``cards`` and no yes/no ``value`` (plays,
exchanges — in any game); their ``name`` says which (``play`` allows a
double-click). The action made from a selection is the legal action with
exactly those cards, or the legal action's type built from them (equal by
kind, e.g. the 8♥ the person clicked where the engine listed an 8♦).

A card can also be dragged onto the felt (as in kpat): a drag carries the
selection when it starts on a selected card (a set goes together), and a
drop above the hand plays what it carries when that is a legal play. Any
other drop says why it cannot go (``refused``, said as a dimmed card's
tooltip says it) and the cards slide back into the hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF, Qt, Signal

from cardtable.cards import parse_card
from cardtable.table.animator import Animator
from cardtable.table.items import CardItem
from cardtable.table.scene import TableScene

DRAG_Z = 2000.0     # dragged cards pass over everything on the table
RETURN_MS = 220     # a refused drop slides back into the hand


@dataclass
class _Drag:
    """Cards being dragged: the one under the pointer, where the pointer holds
    it, and every card carried with it (offsets from the held one)."""

    item: CardItem
    anchor: QPointF
    cards: list[CardItem]
    offsets: list[QPointF]


class HandInput(QObject):
    """Selection state of the person's hand while it is their turn."""

    submitted = Signal(object)        # a legal action, ready for the session
    changed = Signal()                # selection or focus changed (update buttons)
    refused = Signal(list)            # codes of cards dropped on the felt that cannot go

    def __init__(self, scene: TableScene, animator: Animator) -> None:
        super().__init__()
        self.scene = scene
        self.anim = animator
        self.seat: int | None = None
        self.kind_of: Callable[[str], int] = lambda code: 0
        self.legal: list = []
        self._targets: list[tuple[type, Counter]] = []
        self.focus = 0
        self._drag: _Drag | None = None

    # ------------------------------------------------------------ activation
    def activate(self, seat: int, legal: Sequence, kind_of: Callable[[str], int]) -> None:
        """It is ``seat``'s turn with these legal actions."""
        self.seat = seat
        self.legal = list(legal)
        self.kind_of = kind_of
        self._targets = [(type(a), Counter(kind_of(c.code) for c in a.cards))
                         for a in self.legal if is_card_action(a)]
        self.focus = min(self.focus, max(0, len(self.hand) - 1))
        self._drag = None
        for item in self.hand:
            item.selected = False
            item.interactive = bool(self._targets)
            if not getattr(item, "_drag_wired", False):
                item.drag_started.connect(self.start_drag)
                item.dragged.connect(self.drag_to)
                item.dropped.connect(self.drop)
                item._drag_wired = True
        self._refresh()

    def deactivate(self) -> None:
        """Not the person's turn (or an animation runs): ignore the hand."""
        for item in self.hand:
            item.interactive = False
            item.marked = ""
            item.focused = False
            item.selected = False
            item.update()
        self.seat = None
        self.legal = []
        self._targets = []
        self._drag = None
        self.changed.emit()

    @property
    def active(self) -> bool:
        return self.seat is not None

    @property
    def hand(self) -> list[CardItem]:
        if self.seat is None or self.seat >= len(self.scene.hands):
            return []
        return self.scene.hands[self.seat]

    @property
    def selection(self) -> list[CardItem]:
        return [item for item in self.hand if item.selected]

    @property
    def card_phase(self) -> type | None:
        """The card action's type (a play, an exchange) when the turn is about
        cards, else ``None``."""
        return self._targets[0][0] if self._targets else None

    @property
    def card_phase_name(self) -> str | None:
        """``play`` or ``exchange`` (the action's record name), else ``None``."""
        phase = self.card_phase
        return getattr(phase, "name", None) if phase is not None else None

    # ------------------------------------------------------------ matching
    def _fits(self, kinds: Counter) -> bool:
        return any(not (kinds - target) for _, target in self._targets)

    def current_action(self):
        """The legal action the selection makes, or ``None``."""
        return self._action_for(self.selection)

    def _action_for(self, items: list[CardItem]):
        """The legal action made of exactly ``items``, or ``None``."""
        if not self._targets:
            return None
        kinds = Counter(self.kind_of(item.code) for item in items)
        if not any(kinds == target for _, target in self._targets):
            return None
        codes = sorted(item.code for item in items)
        for action in self.legal:
            if is_card_action(action) and sorted(c.code for c in action.cards) == codes:
                return action
        kind_type = self.card_phase
        return kind_type(tuple(parse_card(item.code) for item in items))

    def action_named(self, name: str):
        """The legal action called ``name`` (e.g. ``sneak`` or ``flaunt``) that the
        selection makes, or ``None`` — for turns where one selection can be
        played in several ways."""
        selection = self.selection
        if not selection:
            return None
        codes = sorted(item.code for item in selection)
        kinds = Counter(self.kind_of(code) for code in codes)
        match_type = None
        for action in self.legal:
            if not is_card_action(action) or action.name != name:
                continue
            if sorted(c.code for c in action.cards) == codes:
                return action
            if match_type is None and Counter(self.kind_of(c.code) for c in action.cards
                                              ) == kinds:
                match_type = type(action)
        if match_type is None:
            return None
        return match_type(tuple(parse_card(item.code) for item in selection))

    def select_codes(self, codes: Sequence[str]) -> None:
        """Select exactly these cards (a hint): raised and outlined like the
        person's own selection, so Play then plays them."""
        wanted = list(codes)
        for item in self.hand:
            item.selected = item.code in wanted
            if item.selected:
                wanted.remove(item.code)
        self._refresh()

    def _refresh(self, place: bool = True) -> None:
        """Marks, focus and (``place``) the cards' places follow the selection."""
        chosen = Counter(self.kind_of(item.code) for item in self.selection)
        for i, item in enumerate(self.hand):
            if item.selected:
                item.marked = "legal"
            elif self._targets:
                ok = self._fits(chosen + Counter([self.kind_of(item.code)]))
                item.marked = "legal" if ok else "dim"
            else:
                item.marked = ""
            item.focused = self.active and bool(self._targets) and i == self.focus
            item.update()
        if place and self.seat is not None and self._drag is None:
            mover = self.scene.instant if self.anim.busy else self.anim
            self.scene.place_hand(mover, self.seat, ms=120)
        self.changed.emit()

    # ------------------------------------------------------------ mouse
    def click(self, item: CardItem) -> None:
        if not self.active or item not in self.hand or item.marked == "dim":
            return
        item.selected = not item.selected
        if not self._fits(Counter(self.kind_of(i.code) for i in self.selection)):
            for other in self.hand:  # start a new selection from this card
                other.selected = other is item
        self.focus = self.hand.index(item)
        self._refresh()

    def _one_way_to_play(self) -> bool:
        """Cards go one way only: a play, or Sneak's flaunts once the stock is
        empty (every turn must be a flaunt, so a card has no other meaning)."""
        if self.card_phase_name == "play":
            return True
        names = {getattr(a, "name", None) for a in self.legal if is_card_action(a) and a.cards}
        return names == {"flaunt"}

    def double_click(self, item: CardItem) -> None:
        """Play a single card at once when that card alone is a legal play."""
        if not self.active or not self._one_way_to_play() or item not in self.hand:
            return
        for other in self.hand:
            other.selected = other is item
        action = self.current_action()
        if action is not None:
            self.submitted.emit(action)
        else:
            item.selected = False

    def confirm(self) -> None:
        action = self.current_action()
        if action is not None:
            self.submitted.emit(action)

    # ------------------------------------------------------------ dragging
    def start_drag(self, item: CardItem, grab: QPointF) -> None:
        """A card pulled out of the hand, where a card can be played (not in an
        exchange, nor where one selection makes several moves, as in Sneak).
        Its press has just toggled it: a dragged card is always carried, with
        the selection when they go together; a dimmed card goes alone."""
        self._drag = None
        if not self.active or item not in self.hand or self.card_phase_name != "play":
            return
        anchor = grab - item.pos()   # the pointer's place on the card, before any lift
        if not item.selected and item.marked != "dim":
            self.click(item)         # back into the selection (or a new one from it)
        cards = self.selection if item.selected else [item]
        self._refresh()              # marks and the cards left behind, in their places
        self._drag = _Drag(item, anchor, cards, [card.pos() - item.pos() for card in cards])
        for i, card in enumerate(cards):
            card.setZValue(DRAG_Z + i)

    def drag_to(self, item: CardItem, point: QPointF) -> None:
        drag = self._drag
        if drag is None or item is not drag.item:
            return
        for card, offset in zip(drag.cards, drag.offsets, strict=True):
            card.setPos(point - drag.anchor + offset)

    def drop(self, item: CardItem, point: QPointF) -> None:
        """Let go on the felt: play what the drag carries if that is a legal play,
        else say why not; either way what is not played goes back to the hand."""
        drag, self._drag = self._drag, None
        if drag is None or item is not drag.item or not self.active:
            return
        if self.scene.on_felt(point):
            action = self._action_for(drag.cards)
            if action is not None:
                self.submitted.emit(action)
                if not self.active:
                    return           # played: the table takes the cards from where they lie
            else:
                self.refused.emit([card.code for card in drag.cards])
        seat = self.seat
        self._refresh(place=False)   # the cards stay where they were let go …
        self.anim.enqueue(lambda a: self._home(a, seat))   # … and slide home from there

    def _home(self, anim: Animator, seat: int | None) -> None:
        """Slide the hand back into place (a step: animated at the table's speed)."""
        if seat is not None and seat == self.seat and self._drag is None:
            self.scene.place_hand(anim, seat, ms=RETURN_MS)

    # ------------------------------------------------------------ keyboard
    def key(self, key: int) -> bool:
        """Arrows move, space selects, enter plays; True if the key was used."""
        if not self.active or not self.hand or not self._targets:
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            self.focus = (self.focus + step) % len(self.hand)
            self._refresh()
            return True
        if key == Qt.Key.Key_Space:
            self.click(self.hand[self.focus])
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
            return True
        return False


def is_card_action(action: object) -> bool:
    """A play or an exchange of cards (not a yes/no answer or a declaration)."""
    return isinstance(getattr(action, "cards", None), tuple) and not hasattr(action, "value")
