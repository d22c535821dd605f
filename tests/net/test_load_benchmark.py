"""``benchmarks/net/load.py`` runs end to end on a few tables and reports sane
figures: a real ``cardtable serve`` process, the bots in another process, a
few seconds of play (the long measurement is the benchmark itself)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "net" / "load.py"


def load_benchmark() -> ModuleType:
    spec = importlib.util.spec_from_file_location("net_load", BENCHMARK)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module         # its dataclass looks its module up
    spec.loader.exec_module(module)
    return module


def test_three_tables_for_two_seconds():
    net_load = load_benchmark()
    result = net_load.measure([3], seconds=2.0, think=(0.05, 0.2), warmup=0.5,
                              reference=False)
    [step] = result["steps"]
    assert step["tables"] == 3
    assert step["joined"] == step["seats"] == 12
    assert step["failed"] == step["refused"] == step["unanswered"] == 0
    assert step["moves"] >= 5
    assert 0 < step["p50_ms"] <= step["p95_ms"] <= step["p99_ms"] < 1000
    assert 0 < step["moves_per_s"] <= step["offered_per_s"]
    assert 0 < step["server_cpu_percent"] < 200
    assert step["rss_empty_mb"] > 10
    assert step["rss_end_mb"] > step["rss_empty_mb"]
    assert result["machine_ratio"] is None


def test_percentile_and_think_range():
    net_load = load_benchmark()
    values = [float(v) for v in range(1, 101)]
    assert net_load.percentile(values, 50) == pytest.approx(50.5)
    assert net_load.percentile(values, 95) == pytest.approx(95.05)
    assert net_load.percentile([], 95) == 0.0
    assert net_load.think_range("0.5-2") == (0.5, 2.0)
    assert net_load.think_range("1") == (1.0, 1.0)
