"""The pixmap cache drops the least recently used beyond a count or a byte budget."""

from __future__ import annotations

from PySide6.QtGui import QPixmap

from cardtable.table.art.pixmap_cache import PixmapCache, pixmap_bytes


def test_count_and_bytes_both_bound_it_and_use_refreshes(qapp):
    small, big = QPixmap(10, 10), QPixmap(100, 100)
    cache = PixmapCache(lambda: 3, lambda: 2 * pixmap_bytes(big))
    for key in "abc":
        cache.put(key, small)
    assert cache.get("a") is small            # "a" is now the newest
    cache.put("d", small)                     # four by count: "b" goes
    assert cache.get("b") is None and len(cache) == 3
    cache.put("e", big)
    cache.put("f", big)                       # over the bytes: the small ones go first
    assert cache.get("e") is big and cache.get("f") is big
    assert cache.bytes <= 2 * pixmap_bytes(big) and len(cache) <= 3
    before = cache.bytes
    cache.put("f", small)                     # replacing counts the new size only
    assert cache.bytes == before - pixmap_bytes(big) + pixmap_bytes(small)
    cache.clear()
    assert len(cache) == 0 and cache.bytes == 0


def test_the_newest_stays_even_over_budget(qapp):
    cache = PixmapCache(lambda: 5, lambda: 10)
    huge = QPixmap(50, 50)
    cache.put("x", huge)
    assert cache.get("x") is huge and len(cache) == 1
