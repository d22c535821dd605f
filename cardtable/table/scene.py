"""The table scene: which card item lies where, and where each place is.

The scene keeps a small model — every seat's hand, the stock, the current
trick, the face-down last cards, the discard piles and each seat's marker
row — as lists of :class:`CardItem`. ``rebuild`` makes it from an
observation in one go (new game, resume); the event player changes it one
event at a time; ``place_*`` methods move items to where the layout says
they belong, animated through the animator. Nothing here knows a rule.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from cardtable.table.animator import Animator
from cardtable.table.art.card_sprites import CardSprites
from cardtable.table.banner import Banner, banner_room
from cardtable.table.items import BASE_H, BASE_W, CardItem, InfoBox, SeatPlate, badge_width
from cardtable.table.labels import PileCaption, lay_badges
from cardtable.table.layout import (
    CARD_RATIO,
    SeatBox,
    TableLayout,
    marker_slots,
    plate_room,
    table_layout,
)
from cardtable.table.trick_marks import TrickMarks

SELECT_LIFT = 24.0


class TableScene(QGraphicsScene):
    """Cards, plates and banner for one game, laid out for one window shape."""

    def __init__(self, art, parent=None) -> None:
        super().__init__(parent)
        CardItem.art = art
        if CardItem.sprites is None or CardItem.sprites.art is not art:
            CardItem.sprites = CardSprites(art)
        self.art = art
        self.players = 0
        self.bottom_seat = 0
        self.viewer: int | None = None
        self.layout_: TableLayout | None = None
        self.width_units = 1600.0
        self.card_scale = 1.0             # the card-size setting (layout.CARD_SIZES)
        self.plates: list[SeatPlate] = []
        self.hands: list[list[CardItem]] = []
        self.stock: list[CardItem] = []
        self.trick: list[tuple[int, list[CardItem]]] = []
        self.placed: dict[int, CardItem] = {}
        self.pile: list[CardItem] = []
        self.discards: list[CardItem] = []
        self.markers: list[list[CardItem]] = []
        #: Marker rows are score piles, squared rather than fanned (Sneak).
        self.stacked_markers = False
        self.stock_caption = PileCaption()   # what a face-down pile is, in words
        self.pile_caption = PileCaption()
        self.discards_caption = PileCaption()   # a face-down discard pile only (22's exchanges)
        for caption in (self.stock_caption, self.pile_caption, self.discards_caption):
            self.addItem(caption)
        self.banner = Banner()
        self.addItem(self.banner)
        self.info = InfoBox()             # a game's standing facts (trump, stage …)
        self.addItem(self.info)
        self.marks = TrickMarks(self)     # lead, cards to beat, winner on the trick
        self.instant = Animator(self, speed="instant")  # for moves that must not wait

    # ------------------------------------------------------------ building
    def reset(self, players: int, viewer: int | None) -> None:
        """Empty the table for a game of ``players`` seen from ``viewer``."""
        for item in self.all_cards() + self.plates:
            self.removeItem(item)
        self.players, self.viewer = players, viewer
        self.bottom_seat = viewer if viewer is not None else 0
        self.plates = [SeatPlate(s, 100, 40) for s in range(players)]
        for plate in self.plates:
            plate.setZValue(500)
            self.addItem(plate)
        self.hands = [[] for _ in range(players)]
        self.markers = [[] for _ in range(players)]
        self.stock, self.trick, self.placed, self.pile, self.discards = [], [], {}, [], []
        self.stacked_markers = False
        self.marks = TrickMarks(self)
        self.banner.show_text("")
        self.info.set_lines([])
        self.set_width(self.width_units)

    def set_width(self, width_units: float) -> None:
        """Lay the table out for a window of this shape (see ``layout.table_width``)."""
        self.width_units = width_units
        self.setSceneRect(QRectF(0, 0, width_units, 1000))
        if self.players:
            self.layout_ = table_layout(self.players, self.bottom_seat, width_units,
                                        self.card_scale)
            for box in self.layout_.seats:
                # As wide as its words need, where the felt has room (``plate_room``).
                r = box.plate
                self.plates[box.seat].set_slot(r.x, r.y, r.w, r.h,
                                               *plate_room(self.layout_, box.seat))
            room = banner_room(self.layout_)   # clear of every trick card and seat
            self.banner.set_room(room.w, room.h)
            self.banner.setPos(room.x + room.w / 2, room.y + room.h / 2)
        else:
            self.banner.setPos(width_units / 2, 1000 * 0.47)
        self.info.setPos(InfoBox.MARGIN, InfoBox.MARGIN)

    def set_card_scale(self, scale: float) -> None:
        """Resize the person's hand and the middle's cards (the card-size setting)."""
        self.card_scale = scale
        self.set_width(self.width_units)
        if self.layout_ is not None and self.players:
            self.place_all(self.instant)

    def new_card(self, code: str | None = None, face_up: bool = False) -> CardItem:
        item = CardItem(code, face_up)
        self.addItem(item)
        return item

    def drop(self, items: list[CardItem]) -> None:
        for item in items:
            if item.scene() is self:
                self.removeItem(item)

    def all_cards(self) -> list[CardItem]:
        cards = [c for h in self.hands for c in h] + self.stock + self.pile + self.discards
        cards += [c for _, cs in self.trick for c in cs] + list(self.placed.values())
        return cards + [c for row in self.markers for c in row]

    def box(self, seat: int) -> SeatBox:
        return self.layout_.seats[seat]

    def set_active(self, seats: tuple[int, ...] | list[int]) -> None:
        """Light the plates of the seats to act now (none while nobody is)."""
        for plate in self.plates:
            if plate.active != (plate.seat in seats):
                plate.active = plate.seat in seats
                plate.update()

    def active_seats(self) -> list[int]:
        """The seats whose plates show it is their turn (what the status line must say)."""
        return [plate.seat for plate in self.plates if plate.active]

    def on_felt(self, point: QPointF) -> bool:
        """Whether a card let go at ``point`` lands on the table to be played:
        anywhere on the felt above the person's hand and its raised cards."""
        if self.layout_ is None or not self.players:
            return False
        hand = self.box(self.bottom_seat).hand
        return self.sceneRect().contains(point) and point.y() < hand.y - SELECT_LIFT

    # ------------------------------------------------------------ placing
    def place_all(self, anim: Animator, ms: int = 300) -> None:
        """Send every item to its place (after a resize or a rebuild)."""
        for seat in range(self.players):
            self.place_hand(anim, seat, ms)
            self.place_markers(anim, seat, ms)
        self.place_pile(anim, self.stock, self.layout_.stock, ms)
        self.place_pile(anim, self.pile, self.layout_.pile, ms)
        self.place_pile(anim, self.discards, self.layout_.discards, ms)
        self.place_trick(anim, ms)

    def hand_slots(self, seat: int, count: int) -> list[tuple[float, float]]:
        box = self.box(seat)
        w = box.card_w
        h = w * BASE_H / BASE_W
        step = min(w * box.fan, (box.hand.w - w) / (count - 1)) if count > 1 else 0.0
        left = box.hand.x + (box.hand.w - (w + step * (count - 1))) / 2 + w / 2
        y = box.hand.bottom - h / 2
        return [(left + i * step, y) for i in range(count)]

    def place_hand(self, anim: Animator, seat: int, ms: int = 300, delay: int = 0) -> None:
        hand = self.hands[seat]
        box = self.box(seat)
        slots = self.hand_slots(seat, len(hand))
        for i, ((x, y), item) in enumerate(zip(slots, hand, strict=True)):
            item.setZValue(100 + i)
            lift = SELECT_LIFT if item.selected else 0.0
            anim.move(item, x, y - lift, ms, delay, scale=box.card_w / BASE_W, rotation=0.0)

    def place_markers(self, anim: Animator, seat: int, ms: int = 300) -> None:
        row = self.markers[seat]
        box = self.box(seat)
        w = box.marker_card_w
        if self.stacked_markers:
            # A score pile, squared like the stock: unlike the hand fanned
            # above it (Sneak's opponents showed two alike fans of backs).
            if row:
                x, y = marker_slots(box, 1)[0]
                for i, item in enumerate(row):
                    item.setZValue(50 + i)
                    off = min(i, 24) * 0.6
                    anim.move(item, x - off, y - off, ms, scale=w / BASE_W, rotation=0.0)
            return
        # Each card keeps its badge's width in view (``layout.marker_slots``);
        # the last card's badge is never covered.
        keep = max((badge_width(i.badge) + 3 for i in row[:-1] if i.badge), default=0.0)
        slots = marker_slots(box, len(row), keep)
        for i, (item, (x, y)) in enumerate(zip(row, slots, strict=True)):
            item.setZValue(50 + i)
            anim.move(item, x, y, ms, scale=w / BASE_W, rotation=0.0)
        lay_badges(row, slots, keep, w)

    def place_pile(self, anim: Animator, items: list[CardItem], at: tuple[float, float],
                   ms: int = 300) -> None:
        w = self.layout_.centre_card_w
        for i, item in enumerate(items):
            item.setZValue(10 + i)
            off = min(i, 40) * 0.35
            anim.move(item, at[0] - off, at[1] - off, ms, scale=w / BASE_W, rotation=0.0)
        caption = {id(self.stock): self.stock_caption, id(self.pile): self.pile_caption,
                   id(self.discards): self.discards_caption}.get(id(items))
        if caption is not None:
            # Above the pile: below it the person's raised cards may reach. A
            # face-up card (Supertrump's beside the stock) says what it is itself.
            off = min(len(items) - 1, 40) * 0.35 if items else 0.0
            wanted = bool(items) and not (caption is self.discards_caption and items[-1].face_up)
            caption.show_over(at[0] - off, at[1] - off - w * CARD_RATIO / 2, wanted)

    def trick_slots(self, seat: int, count: int) -> list[tuple[float, float]]:
        x, y = self.box(seat).trick
        w = self.layout_.centre_card_w
        step = w * 0.36
        left = x - step * (count - 1) / 2
        return [(left + i * step, y) for i in range(count)]

    def place_trick(self, anim: Animator, ms: int = 300) -> None:
        w = self.layout_.centre_card_w
        for order, (seat, items) in enumerate(self.trick):
            for i, ((x, y), item) in enumerate(zip(self.trick_slots(seat, len(items)), items,
                                                   strict=True)):
                item.setZValue(300 + order * 10 + i)
                anim.move(item, x, y, ms, scale=w / BASE_W, rotation=0.0)
        for seat, item in self.placed.items():
            x, y = self.box(seat).trick
            item.setZValue(300)
            anim.move(item, x, y, ms, scale=w / BASE_W, rotation=0.0)

    # ------------------------------------------------------------ background
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        felt = QRadialGradient(self.width_units / 2, 470, self.width_units * 0.7)
        felt.setColorAt(0.0, QColor(38, 118, 70))
        felt.setColorAt(0.7, QColor(22, 86, 50))
        felt.setColorAt(1.0, QColor(12, 52, 30))
        painter.fillRect(rect, QBrush(felt))
        edge = QLinearGradient(0, 0, 0, 40)
        edge.setColorAt(0, QColor(0, 0, 0, 70))
        edge.setColorAt(1, QColor(0, 0, 0, 0))
        # The view shows a little felt above the scene's top (fitInView's margin,
        # or a window taller than the table's aspect): shade it as dark as the
        # edge (the gradient pads), or it shows as a light line across the felt.
        top = min(rect.y(), 0.0)
        painter.fillRect(QRectF(rect.x(), top, rect.width(), 40 - top), QBrush(edge))
