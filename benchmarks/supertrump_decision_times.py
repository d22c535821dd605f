"""The Supertrump expert's decision times by kind, in one process, against ``pimc``.

    .venv/bin/python benchmarks/supertrump_decision_times.py            # 3 deal pairs, 6 games
    .venv/bin/python benchmarks/supertrump_decision_times.py --pairs 10

The target: the expert's median decision at most 150 ms and its p95 at
most 500 ms on one core; ``supertrump_ai.py`` prints the overall figures, this
splits them into declarations, stage-1 cards and stage-2 cards (non-forced
decisions, wall clock), which cost very differently. Run it on an idle
machine: the figures are wall clock.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai.supertrump import MEASUREMENT
from cardtable.ai.supertrump.expert import ExpertBot
from cardtable.ai.supertrump.match import pair_seed, play_pair

KINDS = ("declarations", "stage-1 cards", "stage-2 cards")


def timed_expert(times: dict[str, list[float]]) -> type[ExpertBot]:
    """The expert, recording each non-forced decision's time under its kind."""

    class Timed(ExpertBot):
        def choose(self, observation, legal_actions, rng):
            start = time.perf_counter()
            action = super().choose(observation, legal_actions, rng)
            if len(legal_actions) > 1:
                kind = (KINDS[0] if observation.phase in ("trump", "super")
                        else KINDS[1] if observation.stage == 1 else KINDS[2])
                times[kind].append(time.perf_counter() - start)
            return action

    return Timed


def quantile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pairs", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    times: dict[str, list[float]] = {k: [] for k in KINDS}
    bot = timed_expert(times)
    for i in range(args.pairs):
        play_pair(bot, MEASUREMENT["pimc"], pair_seed(args.seed, i), ("expert", "pimc"))
    every = [t for ts in times.values() for t in ts]
    for name, ts in (("all", every), *times.items()):
        print(f"{name:14s} {len(ts):4d} decisions  median {1000 * quantile(ts, 0.5):6.1f} ms"
              f"  p95 {1000 * quantile(ts, 0.95):6.1f} ms  max {1000 * max(ts or [0]):6.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
