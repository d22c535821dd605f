"""GUI test fixtures: an isolated main window at instant speed, no modal dialogs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QMessageBox

from cardtable.ui.play import game_over
from cardtable.ui.window import friends, main_window, settings
from cardtable.ui.window.i18n import Translations


@pytest.fixture(autouse=True)
def _isolated(monkeypatch, qapp, tmp_path_factory):
    QStandardPaths.setTestModeEnabled(True)
    # Every test starts from empty saved settings: a QSettings() made during the
    # test lives in a folder of its own, not in ~/.qttest shared by every run.
    folder = str(tmp_path_factory.mktemp("settings"))
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, folder)
    monkeypatch.setattr(game_over.GameOverDialog, "exec", lambda self: 0)
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    # Deals follow each other without the summary's wait, unless a test's own
    # settings turn it on (tests/ui/test_deal_summary*.py).
    monkeypatch.setattr(settings, "PAUSE_AFTER_DEAL", False)
    # The join dialog never looks for tables on the machine's real network.
    monkeypatch.setattr(friends.Friends, "browse_lan", False)


@pytest.fixture(params=["en", "ja"])
def language(request, qapp):
    """Each language in turn (the test runs twice), back to English after."""
    translations = Translations()
    translations.set_language(request.param)
    yield request.param
    translations.set_language("en")


@pytest.fixture
def window(qtbot, tmp_path):
    win = main_window.MainWindow(autosave_path=tmp_path / "autosave.cardtable",
                                 speed="instant", pause_ms=0)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.translations.set_language("en")   # a test that failed in Japanese must not leak it
    win.close()


@pytest.fixture
def fresh(qtbot, tmp_path):
    """Open another window on the ``window`` fixture's autosave, as the next
    start would (resume, kept games): each made window is closed after."""
    made = []

    def make() -> main_window.MainWindow:
        win = main_window.MainWindow(autosave_path=tmp_path / "autosave.cardtable",
                                     speed="instant", pause_ms=0)
        qtbot.addWidget(win)
        win.show()
        made.append(win)
        return win

    yield make
    for win in made:
        win.close()
