"""Slow build checks, run with CARDTABLE_SLOW=1: the wheel and the PyInstaller app.

The wheel is built, installed into a fresh venv outside the source tree and
smoke-tested from there (needs the package index for PySide6); the frozen app
is built when PyInstaller is installed (packaging/build-pyinstaller.sh installs it).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SLOW = pytest.mark.skipif(os.environ.get("CARDTABLE_SLOW") != "1",
                          reason="slow build test: set CARDTABLE_SLOW=1 to run it")


def _offscreen() -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def _bin(env_dir: Path, name: str) -> Path:
    folder = env_dir / ("Scripts" if sys.platform == "win32" else "bin")
    return folder / (name + (".exe" if sys.platform == "win32" else ""))


def test_pyinstaller_spec_is_valid_python_and_ships_the_data():
    spec = (ROOT / "packaging" / "cardtable.spec").read_text(encoding="utf-8")
    compile(spec, "cardtable.spec", "exec")
    assert '"cardtable/assets"' in spec and '"cardtable/i18n"' in spec
    assert '"stage2_net.npz"), "cardtable/ai/supertrump"' in spec
    assert (ROOT / "packaging" / "pyinstaller_entry.py").is_file()


@SLOW
def test_wheel_carries_the_data_and_runs_installed_outside_the_tree(tmp_path):
    dist = tmp_path / "dist"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(dist),
                    str(ROOT)], check=True, timeout=600)
    wheel = next(dist.glob("cardtable-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for name in ("cardtable/assets/cards/AS.svg", "cardtable/assets/icons/cardtable.svg",
                 "cardtable/i18n/README.md", "cardtable/commands/smoke.py",
                 "cardtable/ui/window/appicon.py",
                 "cardtable/ai/supertrump/stage2_net.npz"):
        assert name in names, name

    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    subprocess.run([str(_bin(env_dir, "python")), "-m", "pip", "install", "-q", str(wheel)],
                   check=True, timeout=900)
    run = tmp_path / "elsewhere"
    run.mkdir()
    result = subprocess.run([str(_bin(env_dir, "cardtable")), "--smoke-test"], cwd=run,
                            env=_offscreen(), capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke test ok" in result.stdout
    where = subprocess.run(
        [str(_bin(env_dir, "python")), "-c",
         "import cardtable.resources as r; print(r.data_dir('assets')); print(r.data_dir('i18n'))"],
        cwd=run, capture_output=True, text=True, check=True).stdout.split()
    for folder in where:
        assert Path(folder).resolve().is_relative_to(env_dir.resolve()), folder
    _expert_plays_supertrump(_bin(env_dir, "cardtable"), run)


def _expert_plays_supertrump(cardtable: Path, cwd: Path) -> None:
    """The installed expert finds numpy and its learned weights (a whole game)."""
    result = subprocess.run([str(cardtable), "sim", "--game", "supertrump", "--bots",
                             "expert,normal", "--games", "1"], cwd=cwd, capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "seat 0 (expert)" in result.stdout


@SLOW
def test_pyinstaller_one_folder_app_passes_the_smoke_test(tmp_path):
    pytest.importorskip("PyInstaller", reason="PyInstaller is not installed "
                        "(packaging/build-pyinstaller.sh installs it)")
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
                    "--distpath", str(tmp_path / "dist"), "--workpath", str(tmp_path / "build"),
                    str(ROOT / "packaging" / "cardtable.spec")], check=True, timeout=1200)
    app = tmp_path / "dist" / "cardtable" / ("cardtable.exe" if sys.platform == "win32"
                                             else "cardtable")
    result = subprocess.run([str(app), "--smoke-test"], cwd=tmp_path, env=_offscreen(),
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke test ok" in result.stdout
    version = subprocess.run([str(app), "--version"], capture_output=True, text=True)
    assert version.stdout.strip() != "cardtable 0.0.0"  # metadata copied into the app
    _expert_plays_supertrump(app, tmp_path)
    shutil.rmtree(tmp_path / "build", ignore_errors=True)
