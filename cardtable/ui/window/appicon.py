"""The application's icon, from the packaged SVG (``assets/icons/cardtable.svg``).

Qt objects are made only when :func:`app_icon` is called (after the
QApplication exists), never at import time.
"""

from __future__ import annotations

from PySide6.QtGui import QIcon

from cardtable.resources import asset_path

#: The freedesktop application id: the ``.desktop`` file's and AppStream's
#: name, and what ``QGuiApplication.setDesktopFileName`` should be given so
#: Wayland docks match the window to its launcher.
APP_ID = "io.github.cardtable.CardTable"


def icon_path() -> str:
    """The icon SVG's absolute path inside this installation."""
    return str(asset_path("icons", "cardtable.svg"))


def app_icon() -> QIcon:
    """The cardtable icon (scalable: Qt renders each size from the SVG when asked)."""
    return QIcon(icon_path())
