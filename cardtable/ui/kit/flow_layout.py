"""A row of buttons that wraps onto the next line when the width runs out.

Supertrump's dealer names the super-trump rank with thirteen buttons, about
920 px in one row: a box layout made that the window's minimum width, so at
800×500 the window grew past the screen or was cut. This layout asks only for
its widest item's width and puts what does not fit on a second line (Qt's
"Flow Layout" example, plus the stretch and spacing of a QHBoxLayout, which
the action bar uses to keep its places).
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QSizePolicy, QSpacerItem, QWidget


class FlowLayout(QLayout):
    """Items left to right at their size hints, wrapping as words do.

    ``addStretch`` takes the room a line leaves (the rest of the line moves to
    its right end, as in a QHBoxLayout); ``addSpacing`` is a fixed gap. No
    spacing is put beside a stretch or a gap, only between two other items.
    """

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)

    # ------------------------------------------------------------ QLayout
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt)
        self._items.append(item)
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt)
        if not 0 <= index < len(self._items):
            return None
        item = self._items.pop(index)
        self.invalidate()
        return item

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt)
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt)
        return self._arrange(QRect(0, 0, width, 0), apply=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt)
        super().setGeometry(rect)
        self._arrange(rect, apply=True)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt)
        """Everything on one line."""
        width = height = 0
        for line in self._lines(None):
            width = sum(w for _, w, _ in line) + self._gaps(line)
            height = max(h for _, _, h in line)
        return self._with_margins(QSize(width, height))

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt)
        """The widest item (each other one can go to a line of its own)."""
        width = height = 0
        for item in self._items:
            if item.isEmpty() or item.spacerItem() is not None:
                continue
            hint = item.sizeHint()
            width, height = max(width, hint.width()), max(height, hint.height())
        return self._with_margins(QSize(width, height))

    # ------------------------------------------------------------ helpers
    def addStretch(self, _factor: int = 1) -> None:  # noqa: N802 (as QBoxLayout)
        self.addItem(QSpacerItem(0, 0, QSizePolicy.Policy.Expanding,
                                 QSizePolicy.Policy.Minimum))

    def addSpacing(self, size: int) -> None:  # noqa: N802 (as QBoxLayout)
        self.addItem(QSpacerItem(size, 0, QSizePolicy.Policy.Fixed,
                                 QSizePolicy.Policy.Minimum))

    def _with_margins(self, size: QSize) -> QSize:
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(),
                            margins.top() + margins.bottom())

    @staticmethod
    def _is_stretch(item: QLayoutItem) -> bool:
        spacer = item.spacerItem()
        return spacer is not None and bool(
            spacer.expandingDirections() & Qt.Orientation.Horizontal)

    def _gaps(self, line: list[tuple[QLayoutItem, int, int]]) -> int:
        """The spacing a line puts between its neighbouring non-spacer items."""
        pairs = pairwise(line)
        return self.spacing() * sum(1 for (a, _, _), (b, _, _) in pairs
                                    if a.spacerItem() is None and b.spacerItem() is None)

    def _lines(self, width: int | None) -> list[list[tuple[QLayoutItem, int, int]]]:
        """The shown items as lines of ``(item, width, height)``, each line at
        most ``width`` wide (``None``: one line)."""
        lines: list[list[tuple[QLayoutItem, int, int]]] = [[]]
        used = 0
        for item in self._items:
            if item.isEmpty() and item.spacerItem() is None:
                continue       # a hidden button
            hint = item.sizeHint()
            w = 0 if self._is_stretch(item) else hint.width()
            line = lines[-1]
            gap = self.spacing() if (line and line[-1][0].spacerItem() is None
                                     and item.spacerItem() is None) else 0
            if width is not None and line and used + gap + w > width:
                lines.append([])
                line, used, gap = lines[-1], 0, 0
            line.append((item, w, hint.height()))
            used += gap + w
        return [line for line in lines if any(i.spacerItem() is None for i, _, _ in line)]

    def _arrange(self, rect: QRect, apply: bool) -> int:
        """Lay the items out in ``rect`` (or only measure); the height used."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        y = area.y()
        for number, line in enumerate(self._lines(max(1, area.width()))):
            height = max(h for _, _, h in line)
            if number:
                y += self.spacing()
            if apply:
                self._place_line(line, area, y, height)
            y += height
        return y - area.y() + margins.top() + margins.bottom() if y > area.y() else 0

    def _place_line(self, line: list[tuple[QLayoutItem, int, int]], area: QRect,
                    y: int, height: int) -> None:
        stretches = [item for item, _, _ in line if self._is_stretch(item)]
        spare = max(0, area.width() - sum(w for _, w, _ in line) - self._gaps(line))
        share = spare // len(stretches) if stretches else 0
        x, previous = area.x(), None
        for item, w, h in line:
            if self._is_stretch(item):
                w = share
            if previous is not None and previous.spacerItem() is None \
                    and item.spacerItem() is None:
                x += self.spacing()
            item.setGeometry(QRect(QPoint(x, y + (height - h) // 2), QSize(w, h)))
            x += w
            previous = item
