"""Record file dialogs: they start in the documents
folder, not the folder the app was launched from; they remember the last
folder in the settings (a test settings file here, never the real one);
and Qt's own dialog shows its dates whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QDialog, QFileDialog, QTreeView

from cardtable.records.io import dumps
from cardtable.ui.archive import file_dialogs
from cardtable.ui.window.settings import Settings
from tests.records.test_steps import played


@pytest.fixture
def settings(tmp_path) -> Settings:
    """The window's settings in a file of the test's own."""
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def documents(tmp_path, monkeypatch) -> Path:
    """A documents folder of the test's own; the app "launched" from another."""
    folder = tmp_path / "Documents"
    folder.mkdir()
    real = QStandardPaths.writableLocation

    def location(kind):
        if kind == QStandardPaths.StandardLocation.DocumentsLocation:
            return str(folder)
        return real(kind)

    monkeypatch.setattr(QStandardPaths, "writableLocation", location)
    launched = tmp_path / "launched-here"
    launched.mkdir()
    monkeypatch.chdir(launched)
    return folder


class Dialogs:
    """The file dialogs shown (folder, accept mode, file proposed); each picks
    ``pick`` (``None``: it is cancelled)."""

    def __init__(self) -> None:
        self.shown: list = []
        self.pick: Path | None = None

    def run(self, dialog: QFileDialog) -> int:
        self.shown.append((Path(dialog.directory().absolutePath()), dialog.acceptMode(),
                           [Path(f).name for f in dialog.selectedFiles()]))
        if self.pick is None:
            return QDialog.DialogCode.Rejected
        dialog.selectFile(str(self.pick))
        return QDialog.DialogCode.Accepted

    def static(self, *_args, **_kwargs) -> tuple[str, str]:
        self.shown.append("static")      # the old way: a dialog that ignored all of this
        return "", ""


@pytest.fixture
def dialogs(monkeypatch) -> Dialogs:
    answers = Dialogs()
    monkeypatch.setattr(QFileDialog, "exec", lambda dialog: answers.run(dialog))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", answers.static)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", answers.static)
    return answers


def a_record(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    _state, record, _prints = played("cucumber", 21)
    path = folder / "old game.cardtable"
    path.write_text(dumps(record), encoding="utf-8")
    return path


def test_open_starts_in_documents_then_in_the_last_folder_used(window, settings, documents,
                                                               dialogs, tmp_path):
    window.settings = settings
    record = a_record(tmp_path / "kept records")
    window.archive.open_action.trigger()                 # cancelled: nothing remembered
    dialogs.pick = record
    window.archive.open_action.trigger()
    window.archive.open_action.trigger()
    shown = dialogs.shown
    assert [d if d == "static" else d[0] for d in shown] == [documents, documents,
                                                             record.parent]
    assert shown[0][1] == QFileDialog.AcceptMode.AcceptOpen
    assert len(window.archive.replays) == 2
    # The folder is kept in the settings file: the next start finds it too.
    settings.sync()
    again = Settings(QSettings(settings.store.fileName(), QSettings.Format.IniFormat))
    assert file_dialogs.last_folder(again) == record.parent
    for viewer in list(window.archive.replays):
        viewer.close()


def test_save_proposes_its_name_in_the_last_folder_and_remembers_where(window, settings,
                                                                       documents, dialogs,
                                                                       tmp_path):
    window.settings = settings
    window.start_game(game="sneak", variant="sneak", players=3, seed=2)
    target = tmp_path / "exports" / "mine"
    target.parent.mkdir()
    dialogs.pick = target
    assert window.archive.save_record_as() == target.with_suffix(".cardtable")
    assert dialogs.shown[0] != "static"
    folder, mode, proposed = dialogs.shown[0]
    assert folder == documents and mode == QFileDialog.AcceptMode.AcceptSave
    assert proposed[0].startswith("sneak-") and proposed[0].endswith(".cardtable")
    assert file_dialogs.last_folder(settings) == target.parent
    window.archive.save_record_as()
    assert dialogs.shown[1][0] == target.parent


def test_a_remembered_folder_that_is_gone_falls_back_to_documents(settings, documents,
                                                                  tmp_path):
    settings.store.setValue(file_dialogs.FOLDER_KEY, str(tmp_path / "deleted since"))
    assert file_dialogs.last_folder(settings) == documents
    settings.store.setValue(file_dialogs.FOLDER_KEY, 42)
    assert file_dialogs.last_folder(settings) == documents


def test_qt_s_own_dialog_shows_every_date_whole(qtbot, settings, tmp_path):
    """The date column came out as "25 11 2…6 22:37"."""
    folder = tmp_path / "records"
    for i in range(3):
        a_record(folder).rename(folder / f"a long record name {i}.cardtable")
    file_dialogs.remember_folder(settings, folder / "x.cardtable")
    dialog = file_dialogs.record_dialog(None, "Open record", "cardtable records "
                                        "(*.cardtable)", settings)
    qtbot.addWidget(dialog)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.show()
    view = dialog.findChild(QTreeView, "treeView")
    qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) == 3)
    header = view.header()
    qtbot.waitUntil(lambda: header.sectionSize(3) >= view.sizeHintForColumn(3) > 40)
    for column in (1, 2):                 # the size and the type, whole too
        assert header.sectionSize(column) >= view.sizeHintForColumn(column)
    assert header.sectionSize(0) > 200    # the names keep most of the room
