"""Keeping a top-level window on its screen.

A dialog opens where Qt centres it over its parent, at the size it first
asks for. The New game dialog then grows when the game is switched inside
it (22 has six times Sneak's rules), and a window grows downwards from where
its top already is: opened small in the middle of a 1366×768 screen, it ran
below the taskbar with OK and Cancel out of reach. Capping the size is not
enough; the window must also move up (or left) as far as its new frame
needs (:func:`resize_on_screen`). The frame — title bar, borders — counts:
it is what the player sees.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QWidget


def available_area(widget: QWidget) -> QRect:
    """The available geometry (without panels and taskbars) of the screen
    ``widget`` is on — its parent's, before it is first shown."""
    return (widget.parentWidget() or widget).screen().availableGeometry()


def capped_size(widget: QWidget, wanted: QSize, share: float) -> QSize:
    """``wanted``, but no more than ``share`` of the available area each way."""
    area = available_area(widget)
    return QSize(min(wanted.width(), int(area.width() * share)),
                 min(wanted.height(), int(area.height() * share)))


def place_on_screen(widget: QWidget, size: QSize) -> QPoint:
    """Where the top-level ``widget``'s frame must start so that, at ``size``
    (its contents, without the frame), all of it lies on the available area:
    where it is now, moved up or left only as far as needed, and never above
    or left of the area (a window taller than the area keeps its title bar
    on the screen)."""
    area = available_area(widget)
    frame = widget.frameGeometry()
    extra = frame.size() - widget.geometry().size()      # title bar and borders
    width, height = size.width() + extra.width(), size.height() + extra.height()
    x = max(area.left(), min(frame.x(), area.right() + 1 - width))
    y = max(area.top(), min(frame.y(), area.bottom() + 1 - height))
    return QPoint(x, y)


def resize_on_screen(widget: QWidget, size: QSize) -> None:
    """Resize the top-level ``widget`` to ``size`` and, if it is shown, move
    it so that its frame stays on the screen (:func:`place_on_screen`)."""
    if widget.isVisible():
        widget.move(place_on_screen(widget, size))
    widget.resize(size)
