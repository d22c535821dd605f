"""Does the table leak? RSS per demo game, as a least-squares slope.

    python benchmarks/gui/memory_soak.py [--games 150] [--speed instant] [--json]

Runs ``cardtable --demo --games N --speed S`` in a subprocess (offscreen,
with throwaway settings and data folders), reads the child's resident set
size from ``/proc/PID/status`` each time it prints a finished game, and fits
a straight line through (game, RSS). A table that frees what each game
allocated has a slope near zero; the slope is reported in KiB per game, over
all games and over the second half (after caches and pools have warmed up),
because a leak shows in both while a warm-up only in the first. Linux only
(it needs ``/proc``).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def rss_kib(pid: int) -> int:
    """The process's resident set size in KiB (``VmRSS``)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError(f"no VmRSS for process {pid}")


def slope(ys: list[float]) -> float:
    """Least-squares slope of ``ys`` against 1, 2, 3, … (0 for fewer than 2 points)."""
    n = len(ys)
    if n < 2:
        return 0.0
    xs = range(1, n + 1)
    mx, my = (n + 1) / 2, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sxx


def soak(games: int, speed: str, python: str = sys.executable) -> list[int]:
    """Play the demo and return the RSS (KiB) after each game."""
    with tempfile.TemporaryDirectory(prefix="cardtable-soak-") as home:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=home,
                   XDG_DATA_HOME=home, PYTHONUNBUFFERED="1")
        cmd = [python, "-m", "cardtable", "--demo", "--games", str(games), "--speed", speed]
        child = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env)
        samples: list[int] = []
        assert child.stdout is not None
        for line in child.stdout:
            if line.startswith("game "):
                try:
                    samples.append(rss_kib(child.pid))
                except (OSError, RuntimeError):  # it exited right after the last game
                    break
        if child.wait(timeout=120) != 0:
            raise SystemExit(f"the demo failed (exit {child.returncode}) after "
                             f"{len(samples)} games")
    return samples


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--speed", default="instant",
                        choices=["instant", "fast", "normal", "slow"])
    parser.add_argument("--json", action="store_true", help="also print one JSON line")
    args = parser.parse_args()
    start = time.perf_counter()
    samples = soak(args.games, args.speed)
    half = samples[len(samples) // 2:]
    result = {
        "games": len(samples), "seconds": round(time.perf_counter() - start, 1),
        "rss_first_mib": round(samples[0] / 1024, 1) if samples else None,
        "rss_last_mib": round(samples[-1] / 1024, 1) if samples else None,
        "slope_kib_per_game": round(slope(samples), 1),
        "slope_second_half_kib_per_game": round(slope(half), 1),
    }
    print(f"{result['games']} games in {result['seconds']} s: RSS "
          f"{result['rss_first_mib']} → {result['rss_last_mib']} MiB; slope "
          f"{result['slope_kib_per_game']} KiB/game "
          f"(second half {result['slope_second_half_kib_per_game']} KiB/game)")
    if args.json:
        print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
