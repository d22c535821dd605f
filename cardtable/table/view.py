"""The widget that shows the table scene, scaled to the window.

On resize the table is laid out again for the window's shape (see
``layout.table_width``) and fitted into the view, so from 1024×700 to full
HD and beyond everything keeps its proportions and nothing is cut off.

Before the window paints, the scene hands the view what moved since the last
frame. Qt repaints only what changed: where an item is now, and where the
view last painted it; it learns both when the scene processes its changes, a
moment after they were made. A widget lying over the table (the screen
reader's lists over the hand and the trick draw nothing, so Qt paints the
table under them) could make the window paint in between: the view drew the
cards where they had moved and forgot where it had drawn them before, and
their old edges — a lifted card's top, a shadow, a lesson's glow — stayed on
the felt until the window was next painted whole.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMetaObject, QObject, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from cardtable.table.hand_input import HandInput
from cardtable.table.layout import table_width
from cardtable.table.scene import TableScene


class TableView(QGraphicsView):
    """A borderless, scroll-free view of the whole table."""

    def __init__(self, scene: TableScene, hand_input: HandInput) -> None:
        super().__init__(scene)
        # A viewport made here, not Qt's own: PySide6 knows its Python type, so
        # ``viewport()`` does not search every widget class for it (10–18 ms,
        # creating all their enums, at the first call — on the first frame).
        self.setViewport(QWidget())
        self.hand_input = hand_input
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt's gradients once per window size, not on every frame of an
        # animation (Qt drops the cache when the view is resized or refitted).
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Small enough for an 800×500 window with the side panel and the action
        # bar (at 640×440 the window could not shrink: the panel covered the table).
        self.setMinimumSize(420, 280)

    def fit(self) -> None:
        """Lay the table out for the current shape and fill the view with it."""
        scene: TableScene = self.scene()
        width = table_width(self.viewport().width(), self.viewport().height())
        if abs(width - scene.width_units) > 0.5 or scene.layout_ is None:
            scene.set_width(width)
            if scene.layout_ is not None:
                scene.place_all(scene.instant)
        self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        # The window paints its widgets on an update request (Qt installs a
        # filter once however often it is asked).
        self.window().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.UpdateRequest and watched is self.window():
            flush_changes(self.scene())
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if not self.hand_input.key(event.key()):
            super().keyPressEvent(event)


def flush_changes(scene: TableScene | None) -> None:
    """Have the scene tell its views now what changed (Qt would a moment later,
    from the event loop), so the paint about to come covers what items left.
    Nothing happens when nothing changed; a Qt without the scene's slot for
    it (every Qt since 4.6 has it) is left to its own way."""
    if scene is not None and scene.metaObject().indexOfMethod(_PROCESS) >= 0:
        QMetaObject.invokeMethod(scene, _PROCESS[:-2], Qt.ConnectionType.DirectConnection)


#: QGraphicsScene's slot that turns its items' changes into the views' updates.
_PROCESS = "_q_processDirtyItems()"
