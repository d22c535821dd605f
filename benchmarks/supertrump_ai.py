"""Supertrump AI levels on duplicate deals, with 95 % intervals and timings.

    .venv/bin/python benchmarks/supertrump_ai.py expert normal --pairs 500 --jobs 2
    .venv/bin/python benchmarks/supertrump_ai.py normal easy --pairs 500 --seed 7

Every deal pair is one engine seed played twice with the seats swapped, so
both levels hold the same cards from both chairs. Printed: the first level's
games won and points share with Wilson 95 % intervals (over games, as if
independent: the pairing makes the true spread smaller, so they are
conservative), its mean point margin per pair, each level's decision time
(median and p95 over non-forced decisions, wall clock) and the stage-2
solver's speed on random 13-card and 7-card endgames.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai.supertrump import LEVELS, MEASUREMENT
from cardtable.ai.supertrump.match import PairResult, pair_seed, play_pair
from cardtable.ai.supertrump.solver import benchmark

BOTS = {**LEVELS, **MEASUREMENT}


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of the proportion k/n."""
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


def run_chunk(args: tuple[str, str, int, list[int]]) -> tuple[PairResult, list[int]]:
    """Play the deal pairs ``pairs`` (indices) in one process."""
    a, b, seed, pairs = args
    total = PairResult()
    margins = []
    for i in pairs:
        r = play_pair(BOTS[a], BOTS[b], pair_seed(seed, i), (a, b))
        total.wins += r.wins
        total.points += r.points
        total.games += r.games
        margins.append(2 * r.points - 39 * r.games)
        for k, v in r.times.items():
            total.times.setdefault(k, []).extend(v)
    return total, margins


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("first", choices=sorted(BOTS))
    ap.add_argument("second", choices=sorted(BOTS))
    ap.add_argument("--pairs", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--no-solver", action="store_true", help="skip the solver benchmark")
    args = ap.parse_args(argv)
    start = time.perf_counter()
    chunks = [(args.first, args.second, args.seed, list(range(j, args.pairs, args.jobs)))
              for j in range(args.jobs)]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            parts = list(pool.map(run_chunk, chunks))
    else:
        parts = [run_chunk(chunks[0])]
    total = PairResult()
    margins: list[int] = []
    for part, m in parts:
        total.wins += part.wins
        total.points += part.points
        total.games += part.games
        margins.extend(m)
        for k, v in part.times.items():
            total.times.setdefault(k, []).extend(v)
    g = total.games
    lo, hi = wilson(total.wins, g)
    plo, phi = wilson(total.points, 39 * g)
    print(f"{args.first} vs {args.second}: {args.pairs} deal pairs ({g} games), seed {args.seed}, "
          f"{time.perf_counter() - start:.0f} s with {args.jobs} job(s)")
    print(f"  games won  {100 * total.wins / g:5.1f} %  95% [{100 * lo:.1f}, {100 * hi:.1f}]")
    print(f"  points     {100 * total.points / (39 * g):5.1f} %  95% [{100 * plo:.1f}, "
          f"{100 * phi:.1f}]  (over {39 * g} points)")
    sd = statistics.pstdev(margins) if len(margins) > 1 else 0.0
    mean = statistics.mean(margins) if margins else 0.0
    half = 1.96 * sd / math.sqrt(max(1, len(margins)))
    print(f"  margin per pair {mean:+.2f} points ± {half:.2f}")
    for name in (args.first, args.second):
        ts = total.times.get(name, [])
        print(f"  {name:7s} decisions {len(ts):6d}  median {1000 * percentile(ts, 0.5):7.2f} ms"
              f"  p95 {1000 * percentile(ts, 0.95):7.2f} ms  max {1000 * max(ts or [0]):7.1f} ms")
    if not args.no_solver:
        for size, n in ((13, 20), (7, 200)):
            b = benchmark(size, n)
            print(f"  solver {size:2d}+{size:2d} cards: {b['positions_per_s']:8.1f} positions/s  "
                  f"{b['nodes_per_s']:8.0f} nodes/s  mean {b['mean_nodes']:.0f} nodes  "
                  f"slowest {1000 * b['slowest_s']:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
