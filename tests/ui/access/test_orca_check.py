"""The real screen reader, end to end: ``scripts/orca_check.py`` plays a trick
of 22 and of Supertrump by keys under Orca and checks what it said.

It takes about a minute a game and needs Orca, Xvfb and speech-dispatcher
(Debian packages), so it runs only with CARDTABLE_SLOW=1 and where they are
installed; the in-process tests of this folder check the same sentences
against Qt's accessibility layer on every run.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "orca_check.py"
TOOLS = ("orca", "Xvfb", "xdotool", "dbus-daemon", "speech-dispatcher")

pytestmark = [
    pytest.mark.skipif(os.environ.get("CARDTABLE_SLOW") != "1",
                       reason="plays under a real Orca (1 min a game): set CARDTABLE_SLOW=1"),
    pytest.mark.skipif(any(shutil.which(tool) is None for tool in TOOLS),
                       reason="needs " + ", ".join(TOOLS)),
]


@pytest.mark.parametrize("game", ["22", "supertrump"])
def test_orca_says_every_card_in_words_and_the_turn(game):
    run = subprocess.run([sys.executable, str(SCRIPT), "--game", game, "--timeout", "240"],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.strip().endswith("orca_check: ok")
