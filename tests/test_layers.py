"""The engine layers (cards, games, ai, records, sim) never import Qt, nor do the
pure models the GUI builds on: the review, the lesson model, a record's provenance."""

from __future__ import annotations

import subprocess
import sys

ENGINE_MODULES = ["cardtable.cards", "cardtable.games", "cardtable.games.cucumber",
                  "cardtable.games.supertrump", "cardtable.ai.supertrump",
                  "cardtable.games.sneak", "cardtable.ai.sneak",
                  "cardtable.ai", "cardtable.ai.cucumber", "cardtable.ai.tournament",
                  "cardtable.records.io", "cardtable.undo", "cardtable.ai_process",
                  "cardtable.sim", "cardtable.check", "cardtable.cli",
                  "cardtable.review.grading", "cardtable.review.worker",
                  "cardtable.table.lesson", "cardtable.records.provenance"]


def test_engine_modules_do_not_import_pyside6():
    code = ("import sys\n" + "".join(f"import {m}\n" for m in ENGINE_MODULES) +
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
            "print(','.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == ""


def test_the_control_case_does_see_qt():
    # Proves the check above can fail: the UI layer does import PySide6.
    code = ("import sys, cardtable.ui.placeholder\n"
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "True"
