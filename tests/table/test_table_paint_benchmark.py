"""``benchmarks/gui/table_paint.py`` runs end to end and reports a table's repaint
against its fixed reference, measured in the same run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_the_paint_benchmark_reports_the_ratio(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path))
    argv = [sys.executable, str(REPO / "benchmarks" / "gui" / "table_paint.py"), "--players", "2",
            "--repeats", "3", "--json"]
    result = subprocess.run(argv, cwd=tmp_path, env=env, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    [row] = json.loads(result.stdout.strip().splitlines()[-1])
    assert row["players"] == 2 and row["cards"] == 52
    assert row["table_ms"] > 0 and row["felt_ms"] > 0 and row["reference_ms"] > 0
    assert abs(row["ratio"] - row["table_ms"] / row["reference_ms"]) < 0.02 * row["ratio"] + 0.01
