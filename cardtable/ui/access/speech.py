"""Announcements by a channel the running screen reader presents.

Qt 6.8 added ``QAccessibleAnnouncementEvent``: on Linux it becomes the AT-SPI
``object:announcement`` event, which Orca presents from version 46 on. Orca
43 (Debian 12's) does not know that event and drops it, and a label whose
name changes is read only while it has the keyboard focus — so with Orca 43
a blind player heard nothing of a trick but their own keys.

What every Orca presents is a *notification* being shown: an object with the
AT-SPI role ``notification`` whose ``showing`` state turns on is spoken by
name (``onShowingChanged`` in Orca's default script, 43 as 46 — checked
with both by ``scripts/orca_check.py``). So on the AT-SPI platforms (X11 and
Wayland) the table owns a few zero-size labels in the status bar, given that
role through an accessibility factory (a ``QLabel`` is otherwise a static
text), and shows one anew with each announcement. Never both channels: Orca
46 presents both and would say everything twice. Which events the running
reader listens to cannot be asked from here: the AT-SPI registry answers
with an array of structures, which PySide6's ``QDBusArgument`` cannot read.
Elsewhere (Windows, macOS, a Qt before 6.8 aside) the announcement event goes
out as Qt maps it for the platform's readers.
"""

from __future__ import annotations

from typing import Any

from PySide6 import QtGui
from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QWidget

#: The Qt platforms whose screen readers speak through AT-SPI.
AT_SPI_PLATFORMS = frozenset({"xcb", "wayland"})
#: How long a notification stays in the tree once shown (see :class:`Speaker`).
NOTICE_LIFE_MS = 20_000
#: The dynamic property that marks the notification label for the factory.
NOTICE = "cardtable_notification"
#: The dynamic property with the number of the text a notification shows.
SHOWN = "cardtable_shown"


def send(event: QtGui.QAccessibleEvent) -> None:
    """Hand ``event`` to the screen reader (nothing happens when none listens).
    One place, so the tests can watch what is sent."""
    QtGui.QAccessible.updateAccessibility(event)


def announcement(target: QObject, text: str) -> QtGui.QAccessibleEvent | None:
    """A polite announcement of ``text`` from ``target``, or ``None`` where
    this Qt has no announcement event (before 6.8)."""
    kind = getattr(QtGui, "QAccessibleAnnouncementEvent", None)
    if kind is None:
        return None
    event = kind(target, text)
    event.setPoliteness(QtGui.QAccessible.AnnouncementPoliteness.Polite)
    return event


def notice_interface(widget: QLabel) -> Any:
    """The label's accessible interface: role notification, named by its text."""
    from PySide6.QtWidgets import QAccessibleWidget

    class NoticeInterface(QAccessibleWidget):
        def text(self, kind: QtGui.QAccessible.Text) -> str:
            label = self.widget()
            if kind == QtGui.QAccessible.Text.Name and isinstance(label, QLabel):
                return label.text()
            return ""

    return NoticeInterface(widget, QtGui.QAccessible.Role.Notification)


#: The interfaces made here, held until their label is gone: Qt's cache keeps
#: only the C++ pointer, and the Python object must not be freed under it.
_KEPT: dict[int, Any] = {}


def _factory(_key: str, obj: QObject) -> Any:
    if isinstance(obj, QLabel) and obj.property(NOTICE):
        key = id(obj)
        interface = _KEPT.get(key)
        if interface is None:
            interface = _KEPT[key] = notice_interface(obj)
            obj.destroyed.connect(lambda _obj=None: _KEPT.pop(key, None))
        return interface
    return None


_installed = False


def install_factory() -> None:
    """Once per process: the notification label gets its own interface."""
    global _installed
    if not _installed:
        QtGui.QAccessible.installFactory(_factory)
        _installed = True


class Speaker(QObject):
    """Says texts for ``target`` (the card table) by the channel that is heard.

    The notifications live in ``holder``, the window's status bar: Orca says
    a status bar's notification without the word "notification" before it.
    Each utterance has a label of its own: Orca asks a label's name a moment
    after it is shown, and a label already showing the next text would be
    read twice while this one went unheard. ``NOTICE_LIFE_MS`` after it was
    shown — long after Orca has read it — a label is hidden and emptied, so
    old texts (a lesson's last steps, last deal's plays) are not reviewed as
    if current, and kept for a later text: a deleted label made Orca 46 ask
    Qt about it again and again (hundreds of "Could not find accessible").
    """

    def __init__(self, target: QWidget, holder: QWidget) -> None:
        super().__init__(target)
        self.target = target
        self.holder = holder
        self.notices: list[QLabel] = []       # shown, not yet retired (oldest first)
        self.free: list[QLabel] = []          # retired: hidden, empty, for a later text
        self._shown = 0                       # texts shown so far
        #: Notifications (True) or announcement events (False): see the module.
        self.notify = QGuiApplication.platformName() in AT_SPI_PLATFORMS

    def uses_event(self) -> bool:
        """Announcement events (True) or the notifications (False)."""
        return not self.notify and announcement(self.target, "") is not None

    def say(self, text: str) -> None:
        if self.uses_event():
            send(announcement(self.target, text))
            return
        notice = self._notice()
        notice.setText(text)
        notice.show()                         # showing: the reader says its name

    @property
    def notice(self) -> QLabel | None:
        """The notification shown last (``None`` when none is left)."""
        return self.notices[-1] if self.notices else None

    def clear(self) -> None:
        """Every notification gone (a language change: none stays in the old one)."""
        for notice in list(self.notices):
            self._retire(notice)

    def _notice(self) -> QLabel:
        install_factory()
        if self.free:
            notice = self.free.pop(0)
        else:
            notice = QLabel(self.holder)
            notice.setProperty(NOTICE, True)
            notice.setFixedSize(0, 0)
        self.notices.append(notice)
        self._shown += 1
        shown = self._shown                   # a timer of an earlier use retires nothing
        notice.setProperty(SHOWN, shown)
        QTimer.singleShot(NOTICE_LIFE_MS, notice, lambda: self._retire(notice, shown))
        return notice

    def _retire(self, notice: QLabel, shown: int | None = None) -> None:
        if notice in self.notices and shown in (None, notice.property(SHOWN)):
            self.notices.remove(notice)
            notice.hide()
            notice.clear()
            self.free.append(notice)
