"""Card pictures from the project's SVG deck, sharp at any size and DPI.

The deck lives in ``assets/cards`` as SVG (see ``scripts/make_cards.py``).
Rendering from vectors instead of shipping bitmaps keeps cards crisp on a
HiDPI screen and at every zoom of the table. Two ways in:

* :meth:`CardArt.paint` draws straight into a painter, for
  ``QGraphicsItem.paint`` where the view's transform decides the size;
* :meth:`CardArt.pixmap` rasterises once per (card, width, pixel ratio,
  colour set) and keeps the result in a small LRU cache, for widgets that
  show the same few cards over and over (hands, dialogs, icons).

SVG parsing is not free, so each file gets one ``QSvgRenderer`` for the
life of the ``CardArt``. Nothing here touches Qt at import time.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from cardtable.resources import asset_path
from cardtable.table.art.pixmap_cache import PixmapCache

CARD_WIDTH = 250
CARD_HEIGHT = 350
CACHE_SIZE = 400
#: … and at most this many bytes of pixels (large cards on a HiDPI screen are
#: a third of a megabyte each: 400 of them would hold 140 MB).
CACHE_BYTES = 48 * 1024 * 1024

_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
_SUITS = ("S", "H", "D", "C")
SUITED_CODES = frozenset(rank + suit for suit in _SUITS for rank in _RANKS)
JOKER_CODE = "JK"
FOUR_COLOR_DIR = "four-color"


def card_height(width: int) -> int:
    """The height that keeps a card ``width`` wide in the deck's proportions."""
    return round(width * CARD_HEIGHT / CARD_WIDTH)


class CardArt:
    """Renders card faces and the back; one instance is shared by the table.

    ``four_color`` switches the 52 faces to the four-colour deck (diamonds
    blue, clubs green), which players who fan many cards find easier to
    read; the joker and the back are the same in both sets.
    """

    def __init__(self, four_color: bool = False, directory: Path | None = None) -> None:
        self._four_color = bool(four_color)
        # The folder is fixed per instance so tests can point at a scratch deck.
        self._directory = Path(directory) if directory is not None else asset_path("cards")
        self._renderers: dict[Path, QSvgRenderer] = {}
        # Limits read at each insertion: tests lower the module's settings.
        self._pixmaps = PixmapCache(lambda: CACHE_SIZE, lambda: CACHE_BYTES)

    @property
    def four_color(self) -> bool:
        """Whether the faces come from the four-colour deck."""
        return self._four_color

    def set_four_color(self, four_color: bool) -> None:
        """Switch colour sets; cached pixmaps of the old set are dropped."""
        four_color = bool(four_color)
        if four_color != self._four_color:
            self._four_color = four_color
            self.clear_cache()

    def path(self, code: str | None) -> Path:
        """The SVG file for ``code`` (``None`` is the back). Raises ``ValueError``
        for anything that is not a card of the deck."""
        if code is None:
            return self._directory / "back.svg"
        if code == JOKER_CODE:
            return self._directory / "JK.svg"
        if code in SUITED_CODES:
            folder = self._directory / FOUR_COLOR_DIR if self._four_color else self._directory
            return folder / f"{code}.svg"
        raise ValueError(f"no card art for {code!r}: expected a card code like "
                         f"'10H', 'AS' or 'JK', or None for the back")

    def renderer(self, code: str | None) -> QSvgRenderer:
        """The shared, already parsed renderer for ``code``'s SVG file."""
        path = self.path(code)
        found = self._renderers.get(path)
        if found is not None:
            return found
        if not path.is_file():
            raise FileNotFoundError(f"card art file is missing: {path} "
                                    f"(regenerate with scripts/make_cards.py)")
        renderer = QSvgRenderer(str(path))
        if not renderer.isValid():
            raise ValueError(f"card art file is not a valid SVG: {path}")
        self._renderers[path] = renderer
        return renderer

    def paint(self, painter: QPainter, rect: QRectF, code: str | None) -> None:
        """Draw ``code`` into ``rect`` with ``painter``, centred and kept in
        proportion (a rect of the wrong shape gets margins, not a squashed
        card); vector drawing, so it stays sharp at any zoom."""
        renderer = self.renderer(code)
        scale = min(rect.width() / CARD_WIDTH, rect.height() / CARD_HEIGHT)
        width, height = CARD_WIDTH * scale, CARD_HEIGHT * scale
        target = QRectF(rect.x() + (rect.width() - width) / 2,
                        rect.y() + (rect.height() - height) / 2, width, height)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        renderer.render(painter, target)
        painter.restore()

    def pixmap(self, code: str | None, width: int,
               device_pixel_ratio: float = 1.0) -> QPixmap:
        """``code`` (``None``: the back) as a pixmap ``width`` logical pixels
        wide, rendered at ``width * device_pixel_ratio`` device pixels on a
        transparent background so the rounded corners stay see-through."""
        if width <= 0 or device_pixel_ratio <= 0:
            raise ValueError(f"a card needs a positive size, not width={width} "
                             f"at pixel ratio {device_pixel_ratio}")
        key = (code, int(width), float(device_pixel_ratio), self._four_color)
        cached = self._pixmaps.get(key)
        if cached is not None:
            return cached
        renderer = self.renderer(code)  # validates the code before any allocation
        device_width = max(1, round(width * device_pixel_ratio))
        device_height = max(1, round(card_height(width) * device_pixel_ratio))
        pixmap = QPixmap(device_width, device_height)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            renderer.render(painter, QRectF(0, 0, device_width, device_height))
        finally:
            painter.end()
        pixmap.setDevicePixelRatio(device_pixel_ratio)
        self._pixmaps.put(key, pixmap)
        return pixmap

    def clear_cache(self) -> None:
        """Forget every cached pixmap (renderers stay: files do not change)."""
        self._pixmaps.clear()
