"""Supertrump AI levels on duplicate deals, with 95 % intervals and timings.

    .venv/bin/python benchmarks/supertrump_ai.py expert normal --pairs 500 --jobs 2
    .venv/bin/python benchmarks/supertrump_ai.py normal easy --pairs 500 --seed 7
    .venv/bin/python benchmarks/supertrump_ai.py expert pimc --pairs 150 --save expert.json
    .venv/bin/python benchmarks/supertrump_ai.py expert-read pimc --pairs 150 --compare expert.json

Every deal pair is one engine seed played twice with the seats swapped, so
both levels hold the same cards from both chairs. Printed: the first level's
games won and points share with Wilson 95 % intervals (over games, as if
independent: the pairing makes the true spread smaller, so they are
conservative), its mean point margin per pair (``--compare``: and its lead,
pair by pair, over another level's ``--save`` file on the same deals), each
level's decision time (median and p95 over non-forced decisions, wall clock)
and the stage-2 solver's speed on random 13-card and 7-card endgames.
"""

from __future__ import annotations

import argparse
import json
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


def run_chunk(args: tuple[str, str, int, list[int]]
              ) -> tuple[PairResult, list[tuple[int, int, int]]]:
    """Play the deal pairs ``pairs`` (indices) in one process; the total and,
    per pair, (index, games the first level won, its point margin)."""
    a, b, seed, pairs = args
    total = PairResult()
    rows = []
    for i in pairs:
        r = play_pair(BOTS[a], BOTS[b], pair_seed(seed, i), (a, b))
        total.wins += r.wins
        total.points += r.points
        total.games += r.games
        rows.append((i, r.wins, 2 * r.points - 39 * r.games))
        for k, v in r.times.items():
            total.times.setdefault(k, []).extend(v)
    return total, rows


def paired(mine: dict[int, tuple[int, int]], theirs: dict[int, tuple[int, int]]) -> str:
    """The first level's lead over another run's first level on the deal pairs
    both played: games won (points of 100, 95 % interval over pairs) and margin."""
    common = sorted(set(mine) & set(theirs))
    if len(common) < 2:
        return "  paired: fewer than two deal pairs in common"
    wins = [50.0 * (mine[i][0] - theirs[i][0]) for i in common]  # two games a pair
    margins = [mine[i][1] - theirs[i][1] for i in common]
    parts = []
    for label, xs in (("games won", wins), ("margin per pair", margins)):
        mean = statistics.mean(xs)
        half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
        parts.append(f"{label} {mean:+.2f} [{mean - half:+.2f}, {mean + half:+.2f}]")
    return f"  paired on {len(common)} deal pairs: " + "; ".join(parts)


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
    ap.add_argument("--save", type=Path, help="write each deal pair's result here (JSON)")
    ap.add_argument("--compare", type=Path,
                    help="a --save file of another level on the same deals: print the paired lead")
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
    rows: list[tuple[int, int, int]] = []
    for part, found in parts:
        total.wins += part.wins
        total.points += part.points
        total.games += part.games
        rows.extend(found)
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
    margins = [m for _, _, m in rows]
    sd = statistics.pstdev(margins) if len(margins) > 1 else 0.0
    mean = statistics.mean(margins) if margins else 0.0
    half = 1.96 * sd / math.sqrt(max(1, len(margins)))
    print(f"  margin per pair {mean:+.2f} points ± {half:.2f}")
    for name in (args.first, args.second):
        ts = total.times.get(name, [])
        print(f"  {name:7s} decisions {len(ts):6d}  median {1000 * percentile(ts, 0.5):7.2f} ms"
              f"  p95 {1000 * percentile(ts, 0.95):7.2f} ms  max {1000 * max(ts or [0]):7.1f} ms")
    mine = {i: (w, m) for i, w, m in rows}
    if args.save:
        args.save.write_text(json.dumps({"first": args.first, "second": args.second,
                                         "seed": args.seed, "pairs": sorted(rows)}))
    if args.compare:
        other = json.loads(args.compare.read_text())
        if (other["second"], other["seed"]) != (args.second, args.seed):
            print(f"  not paired: {args.compare} is against {other['second']}, "
                  f"seed {other['seed']}")
        else:
            print(paired(mine, {i: (w, m) for i, w, m in other["pairs"]}))
    if not args.no_solver:
        for size, n in ((13, 20), (7, 200)):
            b = benchmark(size, n)
            print(f"  solver {size:2d}+{size:2d} cards: {b['positions_per_s']:8.1f} positions/s  "
                  f"{b['nodes_per_s']:8.0f} nodes/s  mean {b['mean_nodes']:.0f} nodes  "
                  f"slowest {1000 * b['slowest_s']:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
