"""Graphics items of the table: cards, seat plates and the info box.

Items only draw and report clicks; they know no rule. A card is drawn from
the SVG art at whatever zoom the view has (crisp at any size and DPI) and
is centred on its position so it can turn and scale about its middle. Its
``flip`` property (0 → 1) turns it over for animations: half way it is
edge-on and its face switches.

In the trick a card can carry marks the table's presentation asks for — a
ring round the cards to beat or the winner's, and small word tags on its
edges ("Lead", "To beat", "Wins") — drawn at one size on the felt whatever
the card's size, so they stay legible with sixteen players; a badge (a
token's points, a pile's count) is drawn at that size too. Every letter on
the felt is at least ``layout.TEXT_UNITS`` high. A special card's star sits
in the index column, under the suit: the part of a card that a fan, a
marker row or a set in the trick leaves in view. The banner has its own
module (``banner``): where it may go is a question of layout.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from cardtable.table.art.card_art import card_height
from cardtable.table.art.card_sprites import (
    BASE_W,
    CORNER,
    SHADOW,
    SHADOW_DX,
    SHADOW_DY,
    snapped_width,
)
from cardtable.table.labels import (
    GOLD,
    INDEX_W,
    badge_width,
    paint_badge,
    paint_star,
    paint_tag,
    star_rect,
)
from cardtable.table.labels import PLATE_BG as PLATE_BG
from cardtable.table.labels import font as _font
from cardtable.table.layout import BADGE_H, CARD_RATIO, TEXT_UNITS

# The plates and the info box live in ``plates``; they are imported from here too.
from cardtable.table.plates import InfoBox as InfoBox
from cardtable.table.plates import SeatPlate as SeatPlate
from cardtable.table.plates import elide_before as elide_before

BASE_H = BASE_W * CARD_RATIO
BEAT = QColor(110, 222, 240)     # the cards to beat: cool, unlike the winner's gold
RINGS = {"beat": BEAT, "won": GOLD}
TAG_UNITS = TEXT_UNITS           # a tag's letters, in table units (the table is 1000 high)
__all__ = ["BASE_H", "GOLD", "TAG_UNITS", "CardItem", "InfoBox", "SeatPlate", "badge_width",
           "elide_before", "star_rect"]


def _upright(t: QTransform) -> bool:
    """Whether ``t`` only moves and evenly scales (no turn, squash or perspective)."""
    sx = t.m11()
    return (not (t.m12() or t.m21() or t.m13() or t.m23())
            and sx > 0 and abs(sx - t.m22()) <= 1e-6 * sx)


class CardItem(QGraphicsObject):
    """One card on the table, face up or down, at a base size of 100 units
    wide (``setScale`` sizes it). ``code`` is ``None`` while nobody at this
    screen may know the card."""

    clicked = Signal(object)
    double_clicked = Signal(object)
    # A press that moved past the drag distance (the item and the press's scene
    # point), the pointer's scene point while it moves on, and where the button
    # was let go: the hand (``hand_input``) carries cards there and plays them.
    drag_started = Signal(object, QPointF)
    dragged = Signal(object, QPointF)
    dropped = Signal(object, QPointF)
    _held = False       # the left button went down on this card and is still down
    _dragging = False   # … and has moved past the drag distance since
    art = None      # the shared CardArt, set by the scene
    sprites = None  # the shared CardSprites of that art, set by the scene

    def __init__(self, code: str | None = None, face_up: bool = False) -> None:
        super().__init__()
        self.code = code
        self.face_up = face_up
        self.selected = False
        self.marked = ""          # "" | "legal" | "dim"
        self.focused = False
        self._badge = ""          # e.g. "+13" on a score token (``badge``)
        # How the badge is shown (``lay_badge``): its own text unless a crowded
        # row shows its run's count on the run's first card instead ("+1 ×7"),
        # that far right of the card's left edge (table units), below the card.
        self._badge_shown: str | None = None
        self._badge_dx = 0.0
        self._badge_below = False
        self.badge_good = False   # a gain (green) rather than a penalty (red)
        self.star = False         # a special card of the game in force (super trump)
        self.ring = ""            # "" | "beat" | "won": ringed as the cards to beat / the winner's
        self.top_tag = ""         # a word pinned over the top edge ("Lead")
        self.bottom_tag = ""      # … and over the bottom edge ("To beat", "Wins")
        self._tag_scale = 1.0     # the card's scale when tagged: tags keep one size on the felt
        self.interactive = False
        self._flip = 0.0
        self._flip_to: bool | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # ------------------------------------------------------------ flipping
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        if value >= 0.5 and self._flip_to is not None:
            self.face_up = self._flip_to
            self._flip_to = None
        squash = max(0.02, abs(math.cos(math.pi * value)))
        self.setTransform(self.transform().fromScale(squash, 1.0))
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    def prepare_flip(self, face_up: bool) -> None:
        """The next 0 → 1 run of ``flip`` turns the card to ``face_up``."""
        self._flip = 0.0
        self._flip_to = face_up

    def show_face(self, face_up: bool) -> None:
        """Turn the card at once (instant animations)."""
        self._flip_to = None
        self.face_up = face_up
        self._flip = 0.0
        self.setTransform(self.transform().fromScale(1.0, 1.0))
        self.update()

    @property
    def badge(self) -> str:
        return self._badge

    @badge.setter
    def badge(self, text: str) -> None:
        """A badge below the card grows its bounding box: the scene's index must
        hear of it first, or a card dropped later can stay in the index."""
        if bool(text) != bool(self._badge) or self._badge_shown is not None:
            self.prepareGeometryChange()
        self._badge = text
        self._badge_shown, self._badge_dx, self._badge_below = None, 0.0, False
        self.update()

    @property
    def badge_text(self) -> str:
        """The badge as painted: its own, a run's ("+1 ×7"), or "" (hidden in a run)."""
        return self._badge if self._badge_shown is None else self._badge_shown

    def lay_badge(self, text: str | None = None, dx: float = 0.0, below: bool = False) -> None:
        """Show ``text`` as the badge (``None``: the card's own) ``dx`` table
        units right of the card's left edge, ``below`` it entirely rather than
        hanging from it: a crowded marker row (``TableScene.place_markers``)
        shows one badge per run of equal badges, where no card covers it."""
        if (text, dx, below) == (self._badge_shown, self._badge_dx, self._badge_below):
            return
        self.prepareGeometryChange()
        self._badge_shown, self._badge_dx, self._badge_below = text, dx, below
        self.update()

    # ------------------------------------------------------------ trick marks
    def set_marks(self, ring: str = "", top: str = "", bottom: str = "") -> None:
        """Ring the card (``RINGS``) and tag its edges; all empty: a plain card."""
        if (ring, top, bottom) == (self.ring, self.top_tag, self.bottom_tag):
            return
        self.prepareGeometryChange()
        self.ring, self.top_tag, self.bottom_tag = ring, top, bottom
        self._tag_scale = max(0.3, self.scale())
        self.update()

    def _tag_rect(self, text: str, top: bool) -> tuple[QRectF, QFont]:
        """A tag's pill on the top or bottom edge, and its font. Neither covers
        a corner index (the rank and suit must stay readable, ``index_rects``):
        the top one starts right of the top-left index and may stick out on the
        right; the bottom one ends left of the bottom-right index and may stick
        out on the left (over the lower cards of a set, whose indices the top
        card covers there already)."""
        font = _font(TAG_UNITS / self._tag_scale, True)
        metrics = QFontMetricsF(font)
        h = metrics.height() * 1.2
        w = metrics.horizontalAdvance(text) + h * 0.9
        clear = BASE_W * (INDEX_W + 0.04)    # the index's width and a little air
        x = -BASE_W / 2 + clear if top else BASE_W / 2 - clear - w
        return QRectF(x, (-BASE_H if top else BASE_H) / 2 - h / 2, w, h), font

    def tag_rects(self) -> list[QRectF]:
        """The pills of the tags on show (item units)."""
        return [self._tag_rect(text, top)[0]
                for text, top in ((self.top_tag, True), (self.bottom_tag, False)) if text]

    # ------------------------------------------------------------ drawing
    def _felt(self) -> float:
        """Item units per table unit: marks keep one size on the felt."""
        return 1.0 / max(0.05, self.scale())

    def badge_rect(self, card: QRectF | None = None) -> QRectF:
        """The badge's pill (item units) under ``card`` (the nominal card if
        ``None``): from the card's left edge, the part of a card a marker row
        keeps in view, hanging three quarters below it (``lay_badge``: moved
        right, or wholly below the card)."""
        card = card or QRectF(-BASE_W / 2, -BASE_H / 2, BASE_W, BASE_H)
        felt = self._felt()
        h = BADGE_H * felt
        top = card.bottom() if self._badge_below else card.bottom() - h * 0.25
        return QRectF(card.left() + self._badge_dx * felt, top,
                      badge_width(self.badge_text) * felt, h)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        # setScale() announces a geometry change, so a badge sized from the
        # scale (``_felt``) stays inside what the scene's index knows.
        m = 2 + 5 / self._tag_scale if self.ring else 4  # a ring's dark halo sticks out
        rect = QRectF(-BASE_W / 2 - m, -BASE_H / 2 - m, BASE_W + 2 * m, BASE_H + 2 * m)
        if self.badge_text:
            rect = rect.united(self.badge_rect().adjusted(-2, -2, 2, 2))
        if self.top_tag:
            rect = rect.united(self._tag_rect(self.top_tag, True)[0])
        if self.bottom_tag:
            rect = rect.united(self._tag_rect(self.bottom_tag, False)[0])
        return rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self._blit(painter)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if rect is None:  # turned or squashed (a flip): the general way
            rect = QRectF(-BASE_W / 2, -BASE_H / 2, BASE_W, BASE_H)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SHADOW)
            painter.drawRoundedRect(rect.translated(SHADOW_DX, SHADOW_DY), CORNER, CORNER)
            if self.art is not None:
                self._paint_face(painter, rect)
        painter.setPen(Qt.PenStyle.NoPen)
        if self.marked == "dim":
            painter.setBrush(QColor(0, 0, 0, 110))
            painter.drawRoundedRect(rect, 7, 7)
        elif self.marked == "legal":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(GOLD, 4))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 7, 7)
        if self.focused:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(120, 200, 255), 3, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 9, 9)
        if self.star and self.face_up:
            paint_star(painter, rect)
        if self.badge_text:
            # A gain or a count is green; a penalty red.
            good = self.badge_good or self.badge.startswith(("-", "−"))
            paint_badge(painter, self.badge_rect(rect), self.badge_text, good, self._felt())
        if self.ring or self.top_tag or self.bottom_tag:
            self._paint_marks(painter, rect)

    def _paint_marks(self, painter: QPainter, rect: QRectF) -> None:
        """The trick's ring and tags, over everything else on the card."""
        colour = RINGS.get(self.ring)
        if colour is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(0, 0, 0, 120), 9 / self._tag_scale))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 8, 8)
            painter.setPen(QPen(colour, 5 / self._tag_scale))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 8, 8)
        if self.top_tag:
            self._paint_tag(painter, self.top_tag, True, QColor(245, 245, 235))
        if self.bottom_tag:
            self._paint_tag(painter, self.bottom_tag, False, colour or GOLD)

    def _paint_tag(self, painter: QPainter, text: str, top: bool, fill: QColor) -> None:
        pill, letters = self._tag_rect(text, top)
        paint_tag(painter, pill, letters, text, fill, 1 / self._tag_scale)

    def star_rect(self) -> QRectF:
        """Where the star lies on this card (item units): under the index."""
        return star_rect(QRectF(-BASE_W / 2, -BASE_H / 2, BASE_W, BASE_H))

    def _blit(self, painter: QPainter) -> QRectF | None:
        """Draw the card and its shadow as one sprite at whole device pixels
        (``card_sprites``), when it is upright and evenly scaled; the rect the
        card covers, in item units (its marks are drawn on exactly that), or
        ``None`` when it must be painted the general way."""
        if self.sprites is None:
            return None
        t = painter.combinedTransform()  # item units to device pixels (HiDPI scale included)
        sx = t.m11()
        if not _upright(t):
            return None
        width = snapped_width(BASE_W * sx)
        height = card_height(width)
        x = round(t.dx() - width / 2)  # the item's origin is the card's centre
        y = round(t.dy() - height / 2)
        painter.save()
        try:
            painter.resetTransform()
            base = painter.combinedTransform()  # the screen's own pixel ratio (HiDPI)
            if not _upright(base):
                return None
            ratio = base.m11()
            sprite = self.sprites.sprite(self.code if self.face_up else None, width, ratio)
            painter.drawPixmap(QPointF((x - base.dx()) / ratio, (y - base.dy()) / ratio), sprite)
        finally:
            painter.restore()
        return QRectF((x - t.dx()) / sx, (y - t.dy()) / sx, width / sx, height / sx)

    def _paint_face(self, painter: QPainter, rect: QRectF) -> None:
        """Blit the card from a pixmap rendered for the size it has on screen.

        Rasterising SVG on every repaint would stall animations with dozens of
        cards moving; a pixmap per (card, on-screen size) stays crisp because it
        is made at the device resolution, rounded to 4 px to share the cache."""
        transform = painter.deviceTransform()
        on_screen = BASE_H * math.hypot(transform.m21(), transform.m22())
        width = snapped_width(on_screen / CARD_RATIO)
        pixmap = self.art.pixmap(self.code if self.face_up else None, width)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))

    # ------------------------------------------------------------ input
    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """A press selects at once (a click); held and moved, it becomes a drag."""
        if self.interactive:
            self._held, self._dragging = True, False
            self.clicked.emit(self)
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """Past the platform's drag distance a held card is dragged; a shorter
        slide of the hand stays a click."""
        if not self._held or not self.interactive:
            return
        if not self._dragging:
            start = event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
            if (event.screenPos() - start).manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            self.drag_started.emit(self, event.buttonDownScenePos(Qt.MouseButton.LeftButton))
        self.dragged.emit(self, event.scenePos())

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt override)
        dragging = self._dragging
        self._held = self._dragging = False
        if dragging:
            self.dropped.emit(self, event.scenePos())

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """A double-click plays (where one card is a play); its second press never
        starts a drag."""
        self._held = self._dragging = False
        if self.interactive:
            self.double_clicked.emit(self)
            event.accept()
        else:
            event.ignore()


