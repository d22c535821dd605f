"""How long the README's test command takes, beside how fast this machine is.

    .venv/bin/python scripts/suite_time.py [--workers auto] [-- PYTEST ARGS]

A wall time alone says little on a shared machine whose speed drifts, so the
run is framed by the engine benchmark's fixed reference
(``benchmarks/engine_speed.py``), timed on one core before and after it: its
operations per CPU second, against ``IDLE_REFERENCE_OPS`` (the reference
machine, where the project's speed figures were measured), averaged over
before and after, give this machine's speed ratio; the suite's time at
reference speed is the wall time times that ratio. Prints one JSON line; exits with pytest's code.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from decision_time import IDLE_REFERENCE_OPS, reference_cpu_speed  # noqa: E402


def machine_ratio() -> float:
    """This machine's reference speed over the reference machine's (best of 3)."""
    return max(reference_cpu_speed() for _ in range(3)) / IDLE_REFERENCE_OPS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", default="auto",
                        help="pytest-xdist workers (-n), as the README's command: auto")
    parser.add_argument("pytest_args", nargs="*", help="more pytest arguments (after --)")
    args = parser.parse_args(argv)
    before = machine_ratio()
    start = time.perf_counter()
    code = subprocess.call([sys.executable, "-m", "pytest", "-q", "-n", args.workers,
                            *args.pytest_args], cwd=ROOT)
    wall = time.perf_counter() - start
    ratio = (before + machine_ratio()) / 2
    print(json.dumps({"pytest_exit": code, "wall_s": round(wall, 1),
                      "machine_ratio": round(ratio, 3),
                      "at_reference_speed_s": round(wall * ratio, 1)}))
    return code


if __name__ == "__main__":
    sys.exit(main())
