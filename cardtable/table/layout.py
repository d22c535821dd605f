"""Where everything sits on the table, in table units (the table is 1000 high).

Pure geometry, no Qt: the scene asks for a :class:`TableLayout` whenever the
window's shape or the player count changes and moves its items there, and
tests check the layout for overlaps at every player count and window shape
without building a scene.

The person sits at the bottom with a large fanned hand; the other seats sit
on an arc of an ellipse from their left round the top to their right, in
clockwise order (the player to your left plays after you). Each AI seat is a
block — name plate, small face-down hand, penalty-marker row — scaled down
just enough that blocks never overlap, however many players there are.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, replace

HEIGHT = 1000.0
CARD_RATIO = 1.4  # card height / width
MIN_ASPECT, MAX_ASPECT = 1.25, 2.1
#: The card-size setting: how large the person's hand and the middle's cards are.
CARD_SIZES = {"small": 0.85, "normal": 1.0, "large": 1.2}
#: An AI plate's height (table units), and its largest share of a shrunk seat block.
PLATE_H, PLATE_SHARE = 50.0, 0.5


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle (x, y is the top-left corner)."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def intersects(self, other: Rect) -> bool:
        return (self.x < other.right and other.x < self.right
                and self.y < other.bottom and other.y < self.bottom)

    def contains(self, other: Rect) -> bool:
        return (self.x <= other.x and self.y <= other.y
                and other.right <= self.right and other.bottom <= self.bottom)

    def united(self, other: Rect) -> Rect:
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Rect(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)


@dataclass(frozen=True, slots=True)
class SeatBox:
    """One seat's places: plate, hand, marker row, and where its plays land."""

    seat: int
    bottom: bool        # the person's seat (large face-up hand)
    plate: Rect
    hand: Rect
    card_w: float       # width of this seat's hand cards
    markers: Rect
    marker_card_w: float
    trick: tuple[float, float]   # centre of this seat's cards in the current trick
    #: The marker row is centred in ``markers`` (a lone opponent's wide row,
    #: under its hand), not started at its left edge.
    markers_centred: bool = False

    @property
    def bounds(self) -> Rect:
        return self.plate.united(self.hand).united(self.markers)


@dataclass(frozen=True, slots=True)
class TableLayout:
    """The whole table for one window shape and player count."""

    width: float
    height: float
    seats: tuple[SeatBox, ...]
    stock: tuple[float, float]
    pile: tuple[float, float]
    discards: tuple[float, float]
    centre_card_w: float
    scale: float        # how much the AI blocks were shrunk to fit (1 = full size)

    @property
    def rect(self) -> Rect:
        return Rect(0.0, 0.0, self.width, self.height)


def table_width(view_width: float, view_height: float) -> float:
    """Table width in table units for a view of this shape (aspect clamped)."""
    aspect = view_width / view_height if view_height > 0 else 1.6
    return HEIGHT * min(MAX_ASPECT, max(MIN_ASPECT, aspect))


def table_layout(players: int, bottom_seat: int, width: float,
                 card_scale: float = 1.0) -> TableLayout:
    """The layout of ``players`` seats with ``bottom_seat`` at the bottom;
    ``card_scale`` (``CARD_SIZES``) sizes the person's hand and the middle's cards."""
    height = HEIGHT
    bottom = _bottom_box(bottom_seat, width, height, card_scale)
    others = [(bottom_seat + k) % players for k in range(1, players)]
    scale = 1.0
    boxes: list[SeatBox] = []
    while scale > 0.3:
        boxes = _arc_boxes(others, width, height, scale)
        if _fits(boxes, bottom, width, height):
            break
        scale -= 0.04
    if len(boxes) == 1:
        # One opponent, alone at the top: its marker row (Supertrump's won
        # tricks, up to 26) may use the empty felt either side of its block,
        # instead of squeezing into the block's width until it reads "2A6A…".
        only = boxes[0]
        wide = max(only.markers.w, min(width * 0.46, 520.0))
        boxes = [replace(only, markers=Rect(only.hand.x + only.hand.w / 2 - wide / 2,
                                            only.markers.y, wide, only.markers.h),
                         markers_centred=True)]
    centre_w = 74.0 * min(1.0, max(0.62, scale + 0.1)) * card_scale
    # Stock and discards left of the person's trick spot, played cards right of it:
    # the side seats' trick spots stay clear.
    side = min(width * 0.2, 300.0)
    row = bottom.trick[1]
    return TableLayout(
        width=width, height=height, seats=tuple(sorted([bottom, *boxes], key=lambda b: b.seat)),
        stock=(width / 2 - side, row), pile=(width / 2 + side, row),
        discards=(width / 2 - side - 1.5 * centre_w, row), centre_card_w=centre_w,
        scale=scale,
    )


def _bottom_box(seat: int, width: float, height: float, card_scale: float) -> SeatBox:
    card_w = 104.0 * card_scale
    card_h = card_w * CARD_RATIO
    hand_w = min(width * 0.52 * max(1.0, card_scale), card_w + 12 * 58.0 * card_scale)
    hand = Rect((width - hand_w) / 2, height - card_h - 48, hand_w, card_h + 24)
    side = (width - hand_w) / 2 - 36
    plate = Rect(18, height - 136, min(230.0, side), 96)
    markers = Rect(hand.right + 18, height - 170, side, 140)
    trick = (width / 2, hand.y - 0.62 * 74.0 * card_scale * CARD_RATIO - 16)
    return SeatBox(seat, True, plate, hand, card_w, markers, 42.0, trick)


def _arc_boxes(seats: list[int], width: float, height: float, scale: float) -> list[SeatBox]:
    block_w, block_h = 176.0 * scale, 196.0 * scale
    cx, cy = width / 2, height * 0.47
    rx = width / 2 - block_w / 2 - 12
    ry = cy - block_h / 2 - 10
    points = _arc_points(len(seats), rx, ry, math.radians(158), math.radians(382))
    boxes = []
    for seat, (px, py) in zip(seats, points, strict=True):
        x, y = cx + px - block_w / 2, cy + py - block_h / 2
        # A shrunk block keeps its plate full height (up to PLATE_SHARE of the
        # block) and gives up hand and marker size instead: a name and a score
        # must stay legible at 12 players, a face-down hand is only a count.
        plate = Rect(x, y, block_w, min(block_h * PLATE_SHARE, PLATE_H))
        rest = block_h - plate.h - 12 * scale
        card_w = min(44.0 * scale, rest * 0.55 / CARD_RATIO)
        hand = Rect(x, plate.bottom + 6 * scale, block_w, card_w * CARD_RATIO)
        markers = Rect(x, hand.bottom + 6 * scale, block_w, y + block_h - hand.bottom - 6 * scale)
        bx, by = x + block_w / 2, y + block_h / 2
        trick = (cx + (bx - cx) * 0.5, cy + (by - cy) * 0.5 + 10)
        boxes.append(SeatBox(seat, False, plate, hand, card_w, markers, 32.0 * scale, trick))
    return boxes


def _arc_points(count: int, rx: float, ry: float, start: float, end: float
                ) -> list[tuple[float, float]]:
    """``count`` points spread evenly by arc length along an ellipse arc."""
    if count == 0:
        return []
    steps = 720
    angles = [start + (end - start) * i / steps for i in range(steps + 1)]
    pts = [(rx * math.cos(a), ry * math.sin(a)) for a in angles]
    lengths = [0.0]
    for (x0, y0), (x1, y1) in itertools.pairwise(pts):
        lengths.append(lengths[-1] + math.hypot(x1 - x0, y1 - y0))
    total = lengths[-1]
    out = []
    for k in range(count):
        goal = total * (k + 0.5) / count
        i = next(i for i, length in enumerate(lengths) if length >= goal)
        out.append(pts[i])
    return out


def _fits(boxes: list[SeatBox], bottom: SeatBox, width: float, height: float) -> bool:
    table = Rect(0, 0, width, height)
    bottom_band = bottom.bounds.united(Rect(bottom.hand.x, bottom.trick[1] - 40, bottom.hand.w, 1))
    for i, a in enumerate(boxes):
        r = a.bounds
        if not table.contains(r) or r.intersects(bottom_band):
            return False
        if any(r.intersects(b.bounds) for b in boxes[i + 1:]):
            return False
    return True
