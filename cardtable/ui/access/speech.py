"""Announcements by a channel the running screen reader presents.

Qt 6.8 added ``QAccessibleAnnouncementEvent``: on Linux it becomes the AT-SPI
``object:announcement`` event, which Orca presents from version 46 on. Orca
43 (Debian 12's) does not know that event and drops it, and a label whose
name changes is read only while it has the keyboard focus — so with Orca 43
a blind player heard nothing of a trick but their own keys.

What every Orca presents is a *notification* being shown: an object with the
AT-SPI role ``notification`` whose ``showing`` state turns on is spoken by
name (``onShowingChanged`` in Orca's default script, 43 as 46). So the
table owns a zero-size label given that role (through an accessibility
factory: a ``QLabel`` is otherwise a static text) and shows it anew with
each announcement.

Which of the two goes out is asked of the AT-SPI registry, as Qt itself asks
before it sends an event: the names of the events that some client listens
to. A reader that listens to ``object:announcement`` gets the announcement
event (Orca 46 and later); any other — or a Qt without the event — gets the
notification. Never both: a reader that presents both would say everything
twice. Without an accessibility bus (tests, Windows, macOS) the event goes
out, as before. The answer is kept for a few seconds, so starting a reader
while the app runs is noticed at its next announcement.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6 import QtGui
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QWidget

#: How long the registry's answer is trusted (seconds).
RECHECK_S = 3.0
#: Notifications used in turn (see :class:`Speaker`).
NOTICES = 8
#: The dynamic property that marks the notification label for the factory.
NOTICE = "cardtable_notification"


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


def listened_events() -> list[str] | None:
    """The AT-SPI events some client listens to ("object:announcement", …),
    or ``None`` where there is no accessibility bus to ask."""
    from PySide6.QtDBus import QDBusConnection, QDBusMessage  # at first use

    session = QDBusConnection.sessionBus()
    if not session.isConnected():
        return None
    reply = session.call(QDBusMessage.createMethodCall(
        "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress"))
    if reply.type() != QDBusMessage.MessageType.ReplyMessage or not reply.arguments():
        return None
    bus = QDBusConnection.connectToBus(str(reply.arguments()[0]), "cardtable-a11y")
    if not bus.isConnected():
        return None
    reply = bus.call(QDBusMessage.createMethodCall(
        "org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
        "GetRegisteredEvents"))
    if reply.type() != QDBusMessage.MessageType.ReplyMessage or not reply.arguments():
        return None
    return [str(pair[1]) for pair in _pairs(reply.arguments()[0])]


def _pairs(value: Any) -> list:
    """The registry's ``a(ss)`` as Python lists (PySide6 may hand it as a
    ``QDBusArgument`` to unpack, or already as a list)."""
    if isinstance(value, list):
        return [list(pair) for pair in value if len(pair) >= 2]
    out = []
    value.beginArray()
    while not value.atEnd():
        value.beginStructure()
        out.append([value.asVariant(), value.asVariant()])
        value.endStructure()
    value.endArray()
    return out


def hears_announcements(events: list[str] | None) -> bool:
    """Does a client listening to ``events`` (``None``: nobody to ask) present
    announcement events?"""
    if events is None:
        return True
    return any(name.lower().rstrip(":") in ("object:announcement", "object")
               for name in events)


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
    Each utterance has a label of its own (a few, used in turn): Orca asks a
    label's name a moment after it is shown, and a label already showing the
    next text would be read twice while this one went unheard.
    """

    def __init__(self, target: QWidget, holder: QWidget) -> None:
        super().__init__(target)
        self.target = target
        self.holder = holder
        self.notices: list[QLabel] = []       # made on first use
        self._next = 0
        self._asked = -RECHECK_S              # when the registry was last asked
        self._event = True                    # its answer: announcement events are heard
        #: Ask the registry (tests replace it): the events listened to, or None.
        self.listened = listened_events

    def uses_event(self) -> bool:
        """Announcement events (True) or the notifications (False)."""
        if announcement(self.target, "") is None:
            return False
        now = time.monotonic()
        if now - self._asked >= RECHECK_S:
            self._asked = now
            try:
                self._event = hears_announcements(self.listened())
            except Exception:  # a bus that answers oddly: the event, as Qt would send it
                self._event = True
        return self._event

    def say(self, text: str) -> None:
        if self.uses_event():
            send(announcement(self.target, text))
            return
        notice = self._notice()
        notice.hide()
        notice.setText(text)
        notice.show()                         # showing: the reader says its name

    @property
    def notice(self) -> QLabel | None:
        """The notification shown last (``None`` before the first)."""
        return self.notices[self._next - 1] if self.notices else None

    def clear(self) -> None:
        for notice in self.notices:
            notice.hide()
            notice.clear()

    def _notice(self) -> QLabel:
        if len(self.notices) < NOTICES:
            install_factory()
            notice = QLabel(self.holder)
            notice.setProperty(NOTICE, True)
            notice.setFixedSize(0, 0)
            self.notices.append(notice)
        notice = self.notices[self._next % NOTICES]
        self._next = self._next % NOTICES + 1
        return notice
