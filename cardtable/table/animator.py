"""One animator for the whole table: engine events become queued animation steps.

A step is a function run when its turn comes (so it sees the table as the
steps before it left it); it changes the scene's model and asks for item
moves, flips and fades through the animator. All durations pass through
one speed factor: ``instant`` applies every change at once (tests use it),
the others scale a normal duration. When the queue drains the animator
emits ``animations_finished`` once — the session waits for it before the
next move, so a person can follow the play.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)

from cardtable.table.items import CardItem

SPEEDS = {"instant": 0.0, "fast": 0.45, "normal": 1.0, "slow": 1.9}
Step = Callable[["Animator"], None]


class Animator(QObject):
    """Plays steps in order; ``animations_finished`` when the queue is empty."""

    animations_finished = Signal()

    def __init__(self, parent: QObject | None = None, speed: str = "normal") -> None:
        super().__init__(parent)
        self.speed = speed
        self._queue: deque[tuple[Step, int]] = deque()
        self._group: QParallelAnimationGroup | None = None
        self._running: QAbstractAnimation | None = None
        self._busy = False

    @property
    def factor(self) -> float:
        return SPEEDS[self.speed]

    @property
    def instant(self) -> bool:
        return self.factor == 0.0

    @property
    def busy(self) -> bool:
        return self._busy

    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r}")
        self.speed = speed
        if self.instant and self._running is not None:
            self._running.setCurrentTime(self._running.totalDuration())

    def enqueue(self, step: Step, hold_ms: int = 0) -> None:
        """Queue ``step``; ``hold_ms`` of stillness follows it (scaled by speed)."""
        self._queue.append((step, hold_ms))
        if not self._busy:
            self._busy = True
            QTimer.singleShot(0, self._next)

    def clear(self) -> None:
        """Drop queued steps and finish the running one at once (new game, reload)."""
        self._queue.clear()
        running, self._running = self._running, None
        if running is not None:
            running.finished.disconnect(self._next)
            running.setCurrentTime(running.totalDuration())
            running.stop()
        self._busy = False

    # ------------------------------------------------------------ building steps
    def move(self, item: CardItem, x: float, y: float, ms: int = 320, delay: int = 0,
             scale: float | None = None, rotation: float | None = None) -> None:
        """Move (and optionally resize / turn) an item to a place."""
        if self.instant or self._group is None:
            item.setPos(x, y)
            if scale is not None:
                item.setScale(scale)
            if rotation is not None:
                item.setRotation(rotation)
            return
        self._add(item, b"pos", QPointF(x, y), ms, delay, QEasingCurve.Type.OutCubic)
        if scale is not None:
            self._add(item, b"scale", scale, ms, delay, QEasingCurve.Type.OutCubic)
        if rotation is not None:
            self._add(item, b"rotation", rotation, ms, delay, QEasingCurve.Type.OutCubic)

    def flip(self, item: CardItem, face_up: bool, ms: int = 260, delay: int = 0) -> None:
        """Turn a card over (face up or down)."""
        if item.face_up == face_up:
            return
        if self.instant or self._group is None:
            item.show_face(face_up)
            return
        item.prepare_flip(face_up)
        anim = self._add(item, b"flip", 1.0, ms, delay, QEasingCurve.Type.InOutSine)
        anim.setStartValue(0.0)
        anim.finished.connect(lambda: item.show_face(item.face_up))

    def fade(self, item, opacity: float, ms: int = 250, delay: int = 0) -> None:
        if self.instant or self._group is None:
            item.setOpacity(opacity)
            return
        self._add(item, b"opacity", opacity, ms, delay, QEasingCurve.Type.Linear)

    def pulse(self, item, prop: bytes, ms: int = 900) -> None:
        """Flash a 0 → 1 property of ``item`` twice and leave it at 1 (the trick
        winner's plate lights up); instant: just 1."""
        if self.instant or self._group is None:
            item.setProperty(prop.decode(), 1.0)
            return
        anim = self._add(item, prop, 1.0, ms, 0, QEasingCurve.Type.Linear)
        for at, value in ((0.0, 0.0), (0.25, 1.0), (0.5, 0.2), (0.75, 1.0)):
            anim.setKeyValueAt(at, value)

    def _add(self, item, prop: bytes, value, ms: int, delay: int,
             curve: QEasingCurve.Type) -> QPropertyAnimation:
        anim = QPropertyAnimation(item, prop)
        anim.setDuration(max(1, int(ms * self.factor)))
        anim.setEndValue(value)
        anim.setEasingCurve(curve)
        if delay:
            seq = QSequentialAnimationGroup()
            seq.addAnimation(QPauseAnimation(int(delay * self.factor)))
            seq.addAnimation(anim)
            self._group.addAnimation(seq)
        else:
            self._group.addAnimation(anim)
        return anim

    # ------------------------------------------------------------ running
    def _next(self) -> None:
        while self._queue:
            step, hold = self._queue.popleft()
            self._group = QParallelAnimationGroup(self)
            step(self)
            group, self._group = self._group, None
            if self.instant or (group.animationCount() == 0 and hold == 0):
                group.deleteLater()
                continue
            if hold:
                seq = QSequentialAnimationGroup(self)
                seq.addAnimation(group)
                seq.addAnimation(QPauseAnimation(int(hold * self.factor)))
                group = seq
            self._running = group
            group.finished.connect(self._next)
            group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
            return
        self._running = None
        self._busy = False
        self.animations_finished.emit()
