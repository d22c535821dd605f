"""packaging/install-desktop.sh installs the launcher and icons for one user and removes them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "install-desktop.sh"
APP_ID = "io.github.cardtable.CardTable"
SIZES = (16, 32, 48, 64, 128, 256, 512)

pytestmark = pytest.mark.skipif(sys.platform == "win32" or shutil.which("sh") is None,
                                reason="install-desktop.sh is for freedesktop systems (sh)")


def _run(home: Path, *args: str, path: str | None = None, data_home: Path | None = None):
    home.mkdir(parents=True, exist_ok=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env["HOME"] = str(home)
    if data_home is not None:
        env["XDG_DATA_HOME"] = str(data_home)
    if path is not None:
        env["PATH"] = path
    return subprocess.run(["sh", str(SCRIPT), *args], env=env, capture_output=True,
                          text=True, timeout=60, cwd=home)


def _fake_command(folder: Path, name: str = "cardtable") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    command = folder / name
    command.write_text("#!/bin/sh\nexit 0\n")
    command.chmod(0o755)
    return command


def _installed(data: Path) -> list[Path]:
    files = [data / "applications" / f"{APP_ID}.desktop",
             data / "metainfo" / f"{APP_ID}.metainfo.xml",
             data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"]
    return files + [data / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png"
                    for n in SIZES]


def _exec_line(data: Path) -> str:
    text = (data / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    return next(line for line in text.splitlines() if line.startswith("Exec="))


def test_installs_for_the_user_finding_cardtable_on_path_and_uninstalls(tmp_path):
    home = tmp_path / "home"
    command = _fake_command(tmp_path / "bin")
    result = _run(home, path=f"{command.parent}{os.pathsep}/usr/bin{os.pathsep}/bin")
    assert result.returncode == 0, result.stderr
    data = home / ".local" / "share"
    for file in _installed(data):
        assert file.is_file(), file
    assert _exec_line(data) == f"Exec={command} %u"
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate",
                                str(data / "applications" / f"{APP_ID}.desktop")],
                               capture_output=True, text=True)
        assert check.returncode == 0, check.stdout

    result = _run(home, "--uninstall")
    assert result.returncode == 0, result.stderr
    assert not any(file.exists() for file in _installed(data))


def test_xdg_data_home_and_an_awkward_exec_path(tmp_path):
    data = tmp_path / "xdg data"
    command = _fake_command(tmp_path / "my games", "card$table%1")
    result = _run(tmp_path / "home", "--exec", str(command), data_home=data)
    assert result.returncode == 0, result.stderr
    # Quoted for the Exec key ("..." with \$), then \ doubled and % doubled for the file.
    assert _exec_line(data) == f'Exec="{tmp_path}/my games/card\\\\$table%%1" %u'
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate",
                                str(data / "applications" / f"{APP_ID}.desktop")],
                               capture_output=True, text=True)
        assert check.returncode == 0, check.stdout
    assert not (tmp_path / "home" / ".local").exists()
    assert _run(tmp_path / "home", "--uninstall", data_home=data).returncode == 0
    assert not any(file.exists() for file in _installed(data))


def test_without_a_cardtable_command_it_says_what_to_do(tmp_path):
    if shutil.which("cardtable", path="/usr/bin:/bin"):
        pytest.skip("a cardtable command is installed system-wide")
    result = _run(tmp_path, path="/usr/bin:/bin")
    assert result.returncode == 1
    assert "no cardtable command on PATH" in result.stderr and "--exec" in result.stderr
    assert not (tmp_path / ".local").exists()


def test_refuses_a_missing_exec_path_and_unknown_arguments(tmp_path):
    result = _run(tmp_path, "--exec", str(tmp_path / "nowhere" / "cardtable"))
    assert result.returncode == 1 and "is not an executable file" in result.stderr
    result = _run(tmp_path, "--exec", "nowhere/cardtable")
    assert result.returncode == 1 and "no folder nowhere" in result.stderr
    result = _run(tmp_path, "--exec", str(tmp_path))
    assert result.returncode == 1 and "not an executable file" in result.stderr
    result = _run(tmp_path, "--frobnicate")
    assert result.returncode == 1 and "unknown argument --frobnicate" in result.stderr
    assert not (tmp_path / ".local").exists()
