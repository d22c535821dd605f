"""``cardtable --smoke-test``: the window opens, a game is dealt, a frame is drawn."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from cardtable.commands import smoke


@pytest.fixture(autouse=True)
def _isolated(qapp):
    from PySide6.QtCore import QStandardPaths

    QStandardPaths.setTestModeEnabled(True)


def test_smoke_test_passes_in_process(capsys):
    assert smoke.run_smoke_test() == 0
    out, _ = capsys.readouterr()
    assert out.startswith("smoke test ok: ") and "cards dealt" in out


def test_the_frame_checked_is_the_one_painted_not_a_second_rendering(capsys, monkeypatch):
    from PySide6.QtGui import QPixmap, QScreen
    from PySide6.QtWidgets import QWidget

    rendered: list[bool] = []
    grab = QWidget.grab
    monkeypatch.setattr(QWidget, "grab", lambda self, *a: rendered.append(True) or grab(self, *a))
    assert smoke.run_smoke_test() == 0
    assert rendered == []                         # read back from the screen's copy
    # A platform that cannot read a window back (Wayland): a fresh rendering instead.
    monkeypatch.setattr(QScreen, "grabWindow", lambda self, *a: QPixmap())
    assert smoke.run_smoke_test() == 0
    assert rendered == [True]
    assert "1280x800 frame" in capsys.readouterr().out


def test_a_blank_frame_fails_with_a_message(capsys, monkeypatch):
    monkeypatch.setattr(smoke, "_colour_spread", lambda image: (1, 1.0))
    assert smoke.run_smoke_test() == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("smoke test failed: the rendered frame looks blank")


def test_the_command_passes_from_another_folder_and_writes_nothing(tmp_path):
    run, config, data = tmp_path / "run", tmp_path / "config", tmp_path / "data"
    for folder in (run, config, data):
        folder.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(config),
               XDG_DATA_HOME=str(data))
    result = subprocess.run([sys.executable, "-m", "cardtable", "--smoke-test"], cwd=run,
                            env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke test ok" in result.stdout
    # No file where it ran, no settings, no autosave.
    assert [list(f.iterdir()) for f in (run, config, data)] == [[], [], []]
