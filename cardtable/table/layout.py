"""Where everything sits on the table, in table units (the table is 1000 high).

Pure geometry, no Qt: the scene asks for a :class:`TableLayout` whenever the
window's shape or the player count changes and moves its items there, and
tests check the layout for overlaps at every player count and window shape
without building a scene.

The person sits at the bottom with a large fanned hand; the other seats sit
on an arc of an ellipse from their left round the top to their right, in
clockwise order (the player to your left plays after you). Each AI seat is a
block — name plate, small face-down hand, penalty-marker row — whose cards
are scaled down just enough that blocks never overlap, however many players
there are; its plate and badges keep letters of ``TEXT_UNITS`` up to 8
players. Marker rows wrap (``marker_slots``) rather than hide a badge.
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
#: The smallest letters on the felt, in table units. At 1366×768 the table is
#: about 650–690 px high, so 19 units are 12.4 px or more: no smaller than the
#: status bar's 9 pt (12 px), whatever the player count (a plate's score, a
#: token's points, a hand's count, a trick's tags).
TEXT_UNITS = 19.0
#: A badge (a token's points, a pile's count): its pill's height, and how far
#: it hangs below its card (a quarter of it lies on the card).
BADGE_H = TEXT_UNITS * 1.3
BADGE_HANG = BADGE_H * 0.75
#: An AI plate's height (table units): two lines of TEXT_UNITS letters. A shrunk
#: seat block keeps it; only its cards shrink.
PLATE_H = 60.0
#: A fan shows this share of each card's width, at most: the person's hand,
#: an AI's hand, and a lone opponent's (wider: cards it took face up show their
#: index and a super trump its star).
FAN_BOTTOM, FAN_AI, FAN_LONE = 0.75, 0.28, 0.45
#: A marker row's cards show this share of their width, at most.
MARKER_STEP = 0.74
#: An AI seat's block at full size: its width, and its hand's and marker row's
#: card widths (a token 50 units wide reads at a glance, where 32 did not).
BLOCK_W, AI_CARD_W, AI_MARKER_W = 200.0, 44.0, 50.0
#: Blocks shrunk down to this scale keep their letters' full size, and below it
#: at least this share of it (see ``_shrunk``).
TEXT_KEPT_TO, TEXT_FLOOR = 0.7, 0.85
#: The person's tokens, and a lone opponent's hand cards (table units wide).
BOTTOM_MARKER_W, LONE_CARD_W = 56.0, 56.0
#: The felt kept clear on either side of a lone opponent's marker row: the
#: info box sits in the top-left corner.
INFO_ROOM = 330.0
#: A plate grows past its slot when its words need it ("AI · easy  ×2", a
#: stack of chips beside the level and the score): up to this share of the
#: slot's width, into felt no other seat, trick spot or pile needs, keeping
#: this much room to them and to the table's edge (``plate_room``).
PLATE_GROWTH, PLATE_CLEARANCE = 1.6, 12.0


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
    #: The largest step between the hand's cards, as a share of their width.
    fan: float = FAN_AI
    #: Marker rows stack upwards from the bottom of ``markers`` (the person's,
    #: beside the hand), not downwards from its top.
    markers_up: bool = False

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
    scale, boxes = _shrunk(others, bottom, width, height)
    if len(boxes) == 1:
        boxes = [_lone_box(boxes[0], width)]
    centre_w = 74.0 * min(1.0, max(0.62, scale + 0.1)) * card_scale
    # Stock and discards left of the person's trick spot, played cards right of it:
    # the side seats' trick spots stay clear.
    side = min(width * 0.2, 300.0)
    row = bottom.trick[1]
    stock, pile = (width / 2 - side, row), (width / 2 + side, row)
    discards = (width / 2 - side - 1.5 * centre_w, row)
    spots = [_card_rect(at, centre_w) for at in (stock, pile, discards)]
    bottom = _grow_markers_up(bottom, [b.bounds for b in boxes] + spots)
    return TableLayout(
        width=width, height=height, seats=tuple(sorted([bottom, *boxes], key=lambda b: b.seat)),
        stock=stock, pile=pile, discards=discards, centre_card_w=centre_w, scale=scale,
    )


def marker_slots(box: SeatBox, count: int, keep: float = 0.0) -> list[tuple[float, float]]:
    """Centres of the ``count`` cards of ``box``'s marker row, in order.

    Each card shows at least ``keep`` units of its width (its badge's pill)
    where the row has room for that: a row too short for it wraps into the
    rows ``box.markers`` has room for (downwards, or upwards from its bottom
    with ``markers_up``), and only when those are full are the cards pushed
    closer. Rows never overlap: a badge or an index is never covered."""
    if count == 0:
        return []
    rect, w = box.markers, box.marker_card_w
    h = w * CARD_RATIO
    row_h = h + BADGE_HANG + 7   # a badge wholly below a card (``lay_badges``) clears the next
    most_rows = 1 + max(0, int((rect.h - h - BADGE_HANG) // row_h))
    per_row = count
    if keep > 0 and count > 1:
        per_row = max(1, min(count, 1 + int(max(0.0, rect.w - w) // keep)))
    rows = min(most_rows, math.ceil(count / per_row))
    per_row = math.ceil(count / rows)
    step = max(w * MARKER_STEP, keep)
    if per_row > 1:
        step = min(step, (rect.w - w) / (per_row - 1))
    out = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        left = rect.x
        if box.markers_centred:
            left += (rect.w - w - step * (in_row - 1)) / 2
        if box.markers_up:
            y = rect.bottom - BADGE_HANG - h / 2 - row * row_h
        else:
            y = rect.y + h / 2 + 4 + row * row_h
        out.append((left + w / 2 + col * step, y))
    return out


def plate_room(layout: TableLayout, seat: int) -> tuple[float, float]:
    """How far left and right ``seat``'s plate may reach when its words need
    more than its slot: up to the table's edge, the trick spots and piles on
    its row, and half-way to another seat's block (which may widen towards
    it too) beside its own: blocks stay apart, their plates included. What
    lies wholly above or below it does not stop it (the seats on a crowded
    table's sides: their plates had no room for "AI · normal  0 / 22")."""
    box = next(b for b in layout.seats if b.seat == seat)
    plate, block = box.plate, box.bounds
    spots = [b.trick for b in layout.seats] + [layout.stock, layout.pile, layout.discards]
    # A trick spot may hold a set of a few cards: two cards' width is kept clear.
    near = [(_card_rect(at, 2 * layout.centre_card_w), 1.0, plate) for at in spots]
    near.extend((other.bounds, 0.5, block) for other in layout.seats if other.seat != seat)
    # Its own hand and marker row: under an AI's plate, beside the person's.
    near.extend((r, 1.0, plate) for r in (box.hand, box.markers)
                if r.right <= plate.x or plate.right <= r.x)
    lo, hi = PLATE_CLEARANCE, layout.width - PLATE_CLEARANCE
    cx = plate.x + plate.w / 2
    for r, share, row in near:
        if r.bottom + PLATE_CLEARANCE <= row.y or row.bottom + PLATE_CLEARANCE <= r.y:
            continue                                          # not beside it
        if (r.x < row.right and row.x < r.right) or (share < 1.0 and (
                r.bottom <= row.y or row.bottom <= r.y)):
            # Above or below it (six to eight seats' blocks stack on the
            # table's sides): a plate widening sideways comes no nearer to it.
            continue
        if r.x + r.w / 2 < cx:
            lo = max(lo, plate.x - share * max(0.0, plate.x - r.right - PLATE_CLEARANCE))
        else:
            hi = min(hi, plate.right + share * max(0.0, r.x - plate.right - PLATE_CLEARANCE))
    return lo, hi


def _card_rect(at: tuple[float, float], w: float) -> Rect:
    h = w * CARD_RATIO
    return Rect(at[0] - w / 2 - 6, at[1] - h / 2 - 6, w + 12, h + 12)


def _grow_markers_up(bottom: SeatBox, obstacles: list[Rect]) -> SeatBox:
    """The person's marker row may stack upwards into the felt beside the hand,
    up to the person's trick row (the band no AI seat enters, see ``_fits``)
    or a pile: Supertrump's won tricks keep their points in view in a second
    row instead of being pushed into a strip of card edges."""
    rect = bottom.markers
    top = bottom.trick[1] - 40
    for r in obstacles:
        if r.x < rect.right and rect.x < r.right and r.bottom <= rect.bottom:
            top = max(top, r.bottom + 12)
    top = min(top, rect.y)
    return replace(bottom, markers=Rect(rect.x, top, rect.w, rect.bottom - top))


def _lone_box(box: SeatBox, width: float) -> SeatBox:
    """One opponent, alone at the top, with the felt either side of its block:
    larger hand cards fanned wider (the cards it took face up show their
    index, a super trump its star), and a marker row (Supertrump's won tricks,
    up to 26) as wide as the info box in the corner allows, instead of
    squeezing into the block's width until it reads "2A6A…"."""
    cx = box.plate.x + box.plate.w / 2
    card_w = LONE_CARD_W
    hand_w = min(width * 0.4, 560.0)
    hand = Rect(cx - hand_w / 2, box.plate.bottom + 6, hand_w, card_w * CARD_RATIO)
    wide = max(box.markers.w, min(width - 2 * INFO_ROOM, 1100.0))
    markers = Rect(cx - wide / 2, hand.bottom + BADGE_HANG + 4, wide, box.markers.h)
    centre_card_h = 74.0 * CARD_RATIO
    trick = (box.trick[0], max(box.trick[1], markers.bottom + 24 + centre_card_h / 2))
    return replace(box, hand=hand, card_w=card_w, markers=markers, markers_centred=True,
                   fan=FAN_LONE, trick=trick)


def _bottom_box(seat: int, width: float, height: float, card_scale: float) -> SeatBox:
    card_w = 104.0 * card_scale
    card_h = card_w * CARD_RATIO
    # The hand takes the width the plate (left) and the marker row (right)
    # leave it, up to 13 cards fanned at FAN_BOTTOM: on a wide table its cards
    # overlap less, instead of a tight fan in the middle of empty felt.
    side = min(max(width * 0.2, 200.0), 360.0)
    hand_w = min(card_w * (1 + 12 * FAN_BOTTOM), width - 2 * side - 84)
    hand_w = max(hand_w, min(width * 0.52 * max(1.0, card_scale), card_w * 7.7))
    hand = Rect((width - hand_w) / 2, height - card_h - 48, hand_w, card_h + 24)
    side = (width - hand_w) / 2 - 42
    plate = Rect(18, height - 136, min(230.0, side), 96)
    # One row of tokens and their badges, above the bottom edge; more rows grow
    # upwards into free felt (``_grow_markers_up``).
    row_h = BOTTOM_MARKER_W * CARD_RATIO + BADGE_HANG + 6
    markers = Rect(width - 18 - side, height - 12 - row_h, side, row_h)
    trick = (width / 2, hand.y - 0.62 * 74.0 * card_scale * CARD_RATIO - 16)
    return SeatBox(seat, True, plate, hand, card_w, markers, BOTTOM_MARKER_W, trick,
                   fan=FAN_BOTTOM, markers_up=True)


def _shrunk(seats: list[int], bottom: SeatBox, width: float, height: float
            ) -> tuple[float, list[SeatBox]]:
    """The largest scale at which the AI blocks fit round the table, and the blocks.

    A block's plate and badges keep all their size down to ``TEXT_KEPT_TO``
    (every table of up to 8 players), then shrink with the cards but keep at
    least ``TEXT_FLOOR`` of it. A crowd of 10–16 seats first gives up the
    badges' room (only Sneak, up to 7 players, counts a hand), then some of
    the plate's height."""
    boxes: list[SeatBox] = []
    for floor, badges in ((TEXT_FLOOR, True), (TEXT_FLOOR, False), (0.75, False),
                          (0.0, False)):
        scale = 1.0
        while scale > 0.3:
            share = min(1.0, max(floor, scale / TEXT_KEPT_TO))
            hang = BADGE_HANG * (share if badges else scale)
            boxes = _arc_boxes(seats, width, height, scale, PLATE_H * share, hang)
            if _fits(boxes, bottom, width, height):
                return scale, boxes
            scale -= 0.04
    return scale, boxes


def _arc_boxes(seats: list[int], width: float, height: float, scale: float,
               plate_h: float, hang: float) -> list[SeatBox]:
    # A shrunk block keeps its plate's height and the room of its badges (a
    # hand's count, a token's points): names, scores and counts keep their
    # letters' size; only the cards shrink, until a crowd of 10–16 seats.
    block_w = BLOCK_W * scale
    card_w, marker_w = AI_CARD_W * scale, AI_MARKER_W * scale
    marker_h = marker_w * CARD_RATIO + hang
    block_h = plate_h + 6 + card_w * CARD_RATIO + hang + 4 + marker_h
    cx, cy = width / 2, height * 0.47
    rx = width / 2 - block_w / 2 - 12
    ry = cy - block_h / 2 - 10
    points = _arc_points(len(seats), rx, ry, math.radians(158), math.radians(382))
    boxes = []
    for seat, (px, py) in zip(seats, points, strict=True):
        x, y = cx + px - block_w / 2, cy + py - block_h / 2
        plate = Rect(x, y, block_w, plate_h)
        hand = Rect(x, plate.bottom + 6, block_w, card_w * CARD_RATIO)
        markers = Rect(x, hand.bottom + hang + 4, block_w, marker_h)
        bx, by = x + block_w / 2, y + block_h / 2
        trick = (cx + (bx - cx) * 0.5, cy + (by - cy) * 0.5 + 10)
        boxes.append(SeatBox(seat, False, plate, hand, card_w, markers, marker_w, trick))
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
