"""Why a shared table could not be joined, in the window's language.

The server says why it turns a window away in English (what its log and the
command-line client print) and with a stable code and a few params; the
window words the same reason itself from the code, as the table words a
refused move (``illegal_texts``). A code this window does not know — a newer
server's — gets a plain sentence of its own rather than English in the middle
of a Japanese window.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from cardtable.net.protocol import Refusal

#: code → (sentence with %1 …, the params that fill it, in order).
REASONS: dict[str, tuple[str, tuple[str, ...]]] = {
    # the server
    "no-table": (QT_TRANSLATE_NOOP("Refusal", "There is no such table there any more: "
                                              "its game may have ended."), ()),
    "wrong-code": (QT_TRANSLATE_NOOP("Refusal", "The invitation's code is wrong: ask for "
                                                "the invitation again."), ()),
    "table-full": (QT_TRANSLATE_NOOP("Refusal", "Every seat at this table is taken."), ()),
    "seat-taken": (QT_TRANSLATE_NOOP("Refusal", "Seat %1 is not free."), ("seat",)),
    "no-seat": (QT_TRANSLATE_NOOP("Refusal", "The table has no such seat."), ()),
    "unknown-token": (QT_TRANSLATE_NOOP("Refusal", "The table no longer knows your seat "
                                                   "(it may have been hosted anew)."), ()),
    "already-seated": (QT_TRANSLATE_NOOP("Refusal", "This window is already seated."), ()),
    "no-name": (QT_TRANSLATE_NOOP("Refusal", "Please give a name."), ()),
    # this window's link to the table
    "unreachable": (QT_TRANSLATE_NOOP("Refusal", "Nothing answers at %1: the host's app may "
                                                 "be closed, or the address cannot be "
                                                 "reached from here."), ("address",)),
    "lost": (QT_TRANSLATE_NOOP("Refusal", "The connection to the table stayed down for "
                                          "five minutes."), ()),
    "taken-elsewhere": (QT_TRANSLATE_NOOP("Refusal", "Your seat was taken up in another "
                                                     "window."), ()),
    "not-a-table": (QT_TRANSLATE_NOOP("Refusal", "What answers at that address is not a "
                                                 "cardtable table."), ()),
}
OTHER = QT_TRANSLATE_NOOP("Refusal", "The table turned this window away.")


def refusal_text(refusal: Refusal) -> str:
    """The reason ``refusal`` gives, in the current language."""
    source, names = REASONS.get(refusal.code, (OTHER, ()))
    text = QCoreApplication.translate("Refusal", source)
    for number, name in enumerate(names, 1):
        text = text.replace(f"%{number}", str(refusal.params.get(name, "?")))
    return text
