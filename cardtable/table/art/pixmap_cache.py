"""A least-recently-used cache of pixmaps, bounded by count and by bytes.

Card pictures are rendered once per size and kept (``card_art``, and the
table's sprites in ``card_sprites``). A count alone does not bound their
memory: on a HiDPI screen with large cards one picture is a third of a
megabyte, so 400 of them would hold 140 MB. Both limits apply; the newest
entry always stays.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtGui import QPixmap


def pixmap_bytes(pixmap: QPixmap) -> int:
    """A pixmap's pixels in bytes (32 bits each)."""
    return pixmap.width() * pixmap.height() * 4


class PixmapCache:
    """Pixmaps by key, the least recently used dropped beyond ``most`` entries
    or ``most_bytes`` bytes of pixels. The limits are read at every insertion,
    as callables, so a module-level setting can be changed (tests do)."""

    def __init__(self, most: Callable[[], int], most_bytes: Callable[[], int]) -> None:
        self._most = most
        self._most_bytes = most_bytes
        self._items: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self._bytes = 0

    def get(self, key: Hashable) -> QPixmap | None:
        found = self._items.get(key)
        if found is not None:
            self._items.move_to_end(key)
        return found

    def put(self, key: Hashable, pixmap: QPixmap) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self._bytes -= pixmap_bytes(old)
        self._items[key] = pixmap
        self._bytes += pixmap_bytes(pixmap)
        while len(self._items) > 1 and (len(self._items) > self._most()
                                        or self._bytes > self._most_bytes()):
            _key, oldest = self._items.popitem(last=False)
            self._bytes -= pixmap_bytes(oldest)

    def clear(self) -> None:
        self._items.clear()
        self._bytes = 0

    def __len__(self) -> int:
        return len(self._items)

    @property
    def bytes(self) -> int:
        """The pixels held, in bytes."""
        return self._bytes
