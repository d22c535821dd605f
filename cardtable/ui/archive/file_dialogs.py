"""Open and save dialogs for record files: where they start, what they remember, full dates.

Why not ``QFileDialog.getOpenFileName``: those static calls started in the
folder the app was launched from (the current directory — often the
source checkout or ``/``), forgot the folder the player had just used, and
Qt's own dialog (used wherever the desktop offers no native one) sized its
columns so narrow that every date came out as "25 11 2…6 22:37". Here a
dialog starts in the folder last used for a record — kept in the settings,
so it survives a restart — or else in the documents folder (the home
folder if there is none), and the name, size, type and date columns of
Qt's own dialog are sized to their contents in a dialog wide enough to
show them. A native dialog shows its dates itself and is left as it is.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QDir, QSize, QStandardPaths
from PySide6.QtWidgets import QDialog, QFileDialog, QHeaderView, QTreeView, QWidget

from cardtable.ui.kit.screen_fit import capped_size

#: The settings key of the folder last used for a record file.
FOLDER_KEY = "record_folder"
#: The suffix given to a saved record whose name has none.
SUFFIX = "cardtable"
#: The size Qt's own dialog opens at (capped by the screen): room for the dates.
WIDTH, HEIGHT = 900, 560
SCREEN_SHARE = 0.9


def default_folder() -> Path:
    """The documents folder, or the home folder where there is none — never
    the folder the app happened to be launched from."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path(QDir.homePath())


def last_folder(settings: Any) -> Path:
    """The folder last used for a record, if it still exists; else :func:`default_folder`.
    ``settings`` is the window's ``Settings`` (``None``: nothing remembered)."""
    store = getattr(settings, "store", None)
    value = store.value(FOLDER_KEY, "") if store is not None else ""
    if isinstance(value, str) and value and Path(value).is_dir():
        return Path(value)
    return default_folder()


def remember_folder(settings: Any, path: Path) -> None:
    """Keep the folder of ``path`` (a record just opened or saved) for next time."""
    store = getattr(settings, "store", None)
    if store is not None:
        store.setValue(FOLDER_KEY, str(path.parent))


def record_dialog(parent: QWidget | None, title: str, filters: str, settings: Any,
                  save_name: str | None = None) -> QFileDialog:
    """An open dialog (``save_name`` ``None``) or a save dialog proposing
    ``save_name``, starting in the last record folder, its columns readable."""
    folder = last_folder(settings)
    dialog = QFileDialog(parent, title, str(folder), filters)
    if save_name is None:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    else:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        dialog.setDefaultSuffix(SUFFIX)
        dialog.selectFile(str(folder / save_name))
    show_whole_columns(dialog)
    return dialog


def show_whole_columns(dialog: QFileDialog) -> None:
    """Qt's own dialog: each column as wide as its contents (the name takes
    the rest), in a dialog wide enough for them — full dates, full types."""
    view = dialog.findChild(QTreeView, "treeView")
    if view is None:            # a native dialog: it lays out its own columns
        return
    header = view.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, header.count()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    wanted = dialog.sizeHint().expandedTo(QSize(WIDTH, HEIGHT))
    dialog.resize(capped_size(dialog, wanted, SCREEN_SHARE))


def choose_record(parent: QWidget | None, title: str, filters: str, settings: Any,
                  save_name: str | None = None) -> Path | None:
    """Ask for a record file to open (or, with ``save_name``, to save as); the
    path chosen — its folder remembered — or ``None`` if the player cancelled."""
    dialog = record_dialog(parent, title, filters, settings, save_name)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.selectedFiles():
            return None
        path = Path(dialog.selectedFiles()[0])
    finally:
        dialog.deleteLater()
    remember_folder(settings, path)
    return path
