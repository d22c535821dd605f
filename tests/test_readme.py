"""The README's two commands are real: CI runs the test command verbatim."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```sh\n(.+?)\n```", text)


def test_readme_gives_install_and_launch_then_install_and_test_first():
    commands = _commands()
    assert len(commands) >= 2
    launch, test = commands[0], commands[1]
    assert "pip install" in launch and launch.rstrip().endswith("cardtable")
    assert "pip install" in test and "pytest" in test


def test_ci_runs_the_readme_test_command_exactly():
    ci_lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert _commands()[1] in ci_lines
