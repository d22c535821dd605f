"""Cards as ready-made sprites: the face (or back) and its shadow in one pixmap,
made at the exact device size a card has on screen, so a repaint is a blit.

Why: a card painted the general way costs a smoothly scaled pixmap and an
antialiased, translucent rounded rectangle for its shadow — about 0.2 ms
each, 10–15 ms for a dealt table of 52 cards, paid on every frame of an
animation and several times while the first frame settles. Blitting one
pixmap unscaled at whole device pixels costs about 0.005 ms. The cards'
sizes are rounded to 4 device pixels (as :meth:`CardArt.pixmap` does) so a
card that scales in flight makes a new sprite only every few frames, and
the whole cache is bounded.

A sprite is only usable when the card is drawn upright and evenly scaled; a
card half way through a flip (squashed) or turned is painted the general
way (:class:`~cardtable.table.items.CardItem` decides).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from cardtable.table.art.card_art import CardArt, card_height
from cardtable.table.art.pixmap_cache import PixmapCache

#: Sprites kept (LRU): a table's faces and back at a few sizes, and then some …
SPRITE_CACHE_SIZE = 400
#: … within this many bytes of pixels: on a HiDPI screen with large cards one
#: sprite is a third of a megabyte, and 400 of them would hold 140 MB.
SPRITE_CACHE_BYTES = 48 * 1024 * 1024
#: A card's width in item units (``items.CardItem`` is scaled from it).
BASE_W = 100.0
#: The shadow's offset right and down, and the corner radius, in card units:
#: the same whether a card is blitted as a sprite or painted the general way.
SHADOW_DX, SHADOW_DY, CORNER = 2.5, 3.5, 7.0
SHADOW = QColor(0, 0, 0, 60)


def snapped_width(device_width: float) -> int:
    """A card's width in device pixels, rounded to 4 (shared cache entries)."""
    return max(8, 4 * round(device_width / 4))


class CardSprites:
    """Card-plus-shadow pixmaps by (card, device width, pixel ratio, colour set)."""

    def __init__(self, art: CardArt) -> None:
        self.art = art
        # Limits read at each insertion: tests lower the module's settings.
        self._cache = PixmapCache(lambda: SPRITE_CACHE_SIZE, lambda: SPRITE_CACHE_BYTES)

    def sprite(self, code: str | None, width: int, device_pixel_ratio: float = 1.0) -> QPixmap:
        """``code`` (``None``: the back) ``width`` device pixels wide, its shadow
        below and right of it; the card's top-left corner is the sprite's.
        The pixmap carries ``device_pixel_ratio``, so it is drawn at
        ``width / device_pixel_ratio`` logical pixels."""
        key = (code, int(width), float(device_pixel_ratio), self.art.four_color)
        found = self._cache.get(key)
        if found is not None:
            return found
        self.art.renderer(code)  # validates ``code`` before any allocation
        unit = width / BASE_W
        height = card_height(width)
        sprite = QPixmap(width + math.ceil(SHADOW_DX * unit) + 1,
                         height + math.ceil(SHADOW_DY * unit) + 1)
        sprite.fill(Qt.GlobalColor.transparent)
        painter = QPainter(sprite)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SHADOW)
            painter.drawRoundedRect(QRectF(SHADOW_DX * unit, SHADOW_DY * unit, width, height),
                                    CORNER * unit, CORNER * unit)
            # Straight from the vectors: a face pixmap cached in the art as well
            # would hold every card's pixels twice.
            self.art.paint(painter, QRectF(0, 0, width, height), code)
        finally:
            painter.end()
        sprite.setDevicePixelRatio(device_pixel_ratio)
        self._cache.put(key, sprite)
        return sprite

    def __len__(self) -> int:
        return len(self._cache)

    @property
    def bytes(self) -> int:
        """The pixels held, in bytes."""
        return self._cache.bytes
