"""``benchmarks/gui/shared_latency.py`` runs: two app processes at one table,
a handful of moves, and it reports latencies it measured."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_the_latency_benchmark_measures_moves_between_two_app_processes(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDTABLE_LATENCY_LIMIT": "60"}
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks/gui/shared_latency.py"), "--moves", "6",
         "--table", "supertrump:match-3:2", "--think", "0", "--speed", "instant", "--json"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["samples"] >= 6
    assert 0 < result["p50_ms"] <= result["p95_ms"] <= result["max_ms"] < 5000
    assert result["machine_ratio"] > 0
