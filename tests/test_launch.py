"""Launch: a quiet ``--smoke-test``, Qt's other warnings kept, and the launch benchmark.

The offscreen platform's "This plugin does not support propagateSizeHints()"
must not reach the smoke test's output (it reads like a broken install);
every other Qt message must. ``benchmarks/gui/launch.py`` must run end to end and
report cardtable's start-up against a bare PySide6 window.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _offscreen(tmp_path: Path) -> dict[str, str]:
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir(exist_ok=True)
    data.mkdir(exist_ok=True)
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(config),
                XDG_DATA_HOME=str(data))


def _fresh_process_report(code: str, tmp_path: Path) -> dict:
    """Run ``code`` in a new Python (nothing imported yet, as at a launch); the
    JSON object it prints last."""
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=_offscreen(tmp_path),
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_the_smoke_test_prints_no_propagate_size_hints_warning(tmp_path):
    result = subprocess.run([sys.executable, "-m", "cardtable", "--smoke-test"], cwd=tmp_path,
                            env=_offscreen(tmp_path), capture_output=True, text=True,
                            timeout=120)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "smoke test ok" in result.stdout
    assert "propagateSizeHints" not in output


def test_the_message_filter_drops_only_the_harmless_line(tmp_path):
    # The harmless line is sent the way the plugin sends it (a plain qWarning);
    # any other warning must still come out, once, in Qt's own format.
    code = (
        "import sys\n"
        "from PySide6.QtCore import qWarning\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from cardtable.ui.kit import qt_messages\n"
        "qt_messages.install()\n"
        "qt_messages.install()  # twice: still one filter, nothing doubled\n"
        "app = QApplication(sys.argv[:1])\n"
        "qWarning('This plugin does not support propagateSizeHints()')\n"
        "qWarning('a real problem')\n"
        "qt_messages.uninstall()\n"
        "qWarning('after uninstall')\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=_offscreen(tmp_path),
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "propagateSizeHints" not in result.stderr
    assert result.stderr.count("a real problem") == 1
    assert "after uninstall" in result.stderr


def test_the_launch_benchmark_reports_the_ratio(tmp_path):
    # --check with a limit no machine misses: the exit code path, not the speed.
    argv = [sys.executable, str(REPO / "benchmarks" / "gui" / "launch.py"), "--runs", "1", "--json",
            "--check", "--limit", "1000", "--floor"]
    result = subprocess.run(argv, cwd=tmp_path, env=_offscreen(tmp_path), capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.strip().splitlines()
    assert any(line.startswith("ratio") and "x" in line for line in lines), result.stdout
    summary = json.loads(lines[-1])
    assert summary["runs"] == 1
    assert summary["bare"]["median_s"] > 0 and summary["cardtable"]["median_s"] > 0
    assert summary["time_ratio"] == summary["cardtable"]["median_s"] / summary["bare"]["median_s"]
    # --floor: the card-table floor ran too (its frame drawn, cardtable's SVG deck found)
    floor = summary["floor"]
    assert floor["time_ratio"] == floor["median_s"] / summary["bare"]["median_s"]
    assert any(line.startswith("floor ratio") for line in lines), result.stdout


def test_the_first_frame_skips_what_it_does_not_need(tmp_path):
    # What the launch got rid of stays gone: argparse's gettext (which imports
    # locale) for a bare start or --smoke-test; the html module; QStyle's 600
    # enum members; the search of every widget class for a viewport's type
    # (QWizard's enums are its tell); and the statistics store (made on first use).
    code = (
        "import enum, json, sys\n"
        "made = []\n"
        "new = enum.EnumType.__new__\n"
        "def spy(mcls, name, bases, namespace, **kw):\n"
        "    made.append(name)\n"
        "    return new(mcls, name, bases, namespace, **kw)\n"
        "enum.EnumType.__new__ = spy\n"
        "from cardtable.commands.cli import main\n"
        "code = main(['--smoke-test'])\n"
        "print(json.dumps({'code': code, 'enums': made,\n"
        "                  'modules': [m for m in ('locale', 'html', 'cardtable.stats.db')\n"
        "                                   if m in sys.modules]}))\n"
    )
    report = _fresh_process_report(code, tmp_path)
    assert report["code"] == 0
    assert "Key" in report["enums"]          # the spy saw the Qt namespace being made
    assert not {"PixelMetric", "StandardPixmap", "WizardOption"} & set(report["enums"])
    assert report["modules"] == []


def test_the_launch_does_not_build_the_lessons(tmp_path):
    # The Help menu lists the lessons when it first opens: building them imports
    # every game and the rooms' lesson scripts, about 70 ms a launch need not wait.
    code = (
        "import json, sys\n"
        "from cardtable.commands.cli import main\n"
        "code = main(['--smoke-test'])\n"
        "print(json.dumps({'code': code, 'modules': sorted(\n"
        "    m for m in sys.modules if m.rsplit('.', 1)[-1].startswith('lesson')\n"
        "    and m.startswith('cardtable.table.') and m.count('.') == 3)}))\n"
    )
    report = _fresh_process_report(code, tmp_path)
    assert report["code"] == 0
    assert report["modules"] == []


def test_the_pyside_import_scan_answers_as_pyside_does(tmp_path):
    # The quick scan must give PySide6's own answer for every kind of module:
    # sources that name PySide6 or not, a built-in, a compiled extension, and
    # a .py whose file has gone (PySide6's check decides those).
    code = (
        "import json, sys, types\n"
        "import PySide6.QtCore\n"
        "from shibokensupport import feature\n"
        "from cardtable.ui.window import startup\n"
        "import cardtable.ui.window.main_window, cardtable.games.cucumber.events\n"
        "original = feature._mod_uses_pyside\n"
        "gone = types.ModuleType('gone'); gone.__file__ = '/nonexistent/gone.py'\n"
        "mods = [sys.modules[n] for n in ('cardtable.ui.window.main_window',\n"
        "        'cardtable.games.cucumber.events', 'sys', 'PySide6.QtCore', 'json')] + [gone]\n"
        "first = startup.quicken_pyside_imports()\n"
        "quick = feature._mod_uses_pyside\n"
        "again = startup.quicken_pyside_imports()\n"
        "print(json.dumps({'installed': [first, again],\n"
        "                  'rewrapped': feature._mod_uses_pyside is not quick,\n"
        "                  'original': [original(m) for m in mods],\n"
        "                  'quick': [quick(m) for m in mods]}))\n"
    )
    report = _fresh_process_report(code, tmp_path)
    assert report["installed"] == [True, True]
    assert not report["rewrapped"]
    assert report["original"] == [True, False, False, False, False, False]
    assert report["quick"] == report["original"]


def test_the_window_start_keeps_module_sources_out_of_memory(tmp_path):
    # PySide6's own scan reads every module imported after it through
    # linecache, which keeps each file's lines for the life of the process.
    code = (
        "import json, linecache, sys\n"
        "from cardtable.commands.cli import main\n"
        "code = main(['--smoke-test'])\n"
        "from shibokensupport import feature\n"
        "held = [f for f in linecache.cache if 'cardtable' in f]\n"
        "print(json.dumps({'code': code, 'held': held,\n"
        "                  'quick': getattr(feature._mod_uses_pyside, 'quick', False)}))\n"
    )
    report = _fresh_process_report(code, tmp_path)
    assert report["code"] == 0 and report["quick"]
    # Only the package that holds the quick scan (``ui.window``, a docstring):
    # imported before PySide6, it is named again by the import that brings the
    # quick scan in, so PySide6's own scan reads it that once.
    assert [Path(f).relative_to(Path(f).parents[2]).as_posix()
            for f in report["held"]] == ["ui/window/__init__.py"]
