"""The installed PySide6 does not leak references to None (PySide6 6.12.0 did).

With a mortal None (Python < 3.12) every leaked reference brings the process
closer to "Fatal Python error: none_dealloc"; a long game makes hundreds of
thousands of void Qt calls, so even one leak per call is fatal.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from cardtable.resources import asset_path


def test_void_qt_calls_keep_none_alive(qapp):
    target = QPixmap(64, 64)
    painter = QPainter(target)
    renderer = QSvgRenderer(str(asset_path("cards", "AS.svg")))
    before = sys.getrefcount(None)
    for _ in range(1000):
        renderer.render(painter, QRectF(0, 0, 20, 28))
        painter.setPen(QColor(1, 2, 3))
        painter.drawPixmap(QRectF(0, 0, 4, 4), target, QRectF(0, 0, 4, 4))
    painter.end()
    assert sys.getrefcount(None) - before > -100, "this PySide6 leaks references to None"
