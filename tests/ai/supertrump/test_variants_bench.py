"""``benchmarks/supertrump_variants.py`` measures one change at a time: with every
switch off its rollout is the linear one (the expert's before the stage-2 net),
number for number, and each switch
changes some rollouts (so a variant's figure is that change's alone)."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

from cardtable.ai.supertrump.greedy import estimate_rollout
from cardtable.ai.supertrump.inference import trumps_for
from cardtable.ai.supertrump.model import mask_of

BENCH = Path(__file__).resolve().parents[3] / "benchmarks" / "supertrump_variants.py"


def load():
    sys.path.insert(0, str(BENCH.parent))
    spec = importlib.util.spec_from_file_location("supertrump_variants", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def positions(n: int):
    rng = random.Random(4)
    for _ in range(n):
        deck = list(range(52))
        rng.shuffle(deck)
        t = trumps_for(rng.randrange(4), rng.randrange(2, 15))
        cut = 2 * rng.randrange(13)              # stage-1 tricks already played, twice
        yield t, (mask_of(deck[:13]), mask_of(deck[13:26])), deck[27 + cut:], deck[26 + cut]


def test_all_switches_off_is_the_linear_rollout():
    bench = load()
    for t, hands, stock, face in positions(200):
        for leader in (0, 1):
            assert bench.rollout(bench.SWITCHES["linear"], t, hands, stock, face, leader, -1,
                                 (3, 4)) == estimate_rollout(t, hands, stock, face, leader, -1,
                                                             (3, 4))


def test_every_switch_changes_some_rollouts():
    bench = load()
    cases = list(positions(200))
    for name, switches in bench.SWITCHES.items():
        if name == "linear":
            continue
        changed = sum(bench.rollout(switches, t, h, s, f, 0, -1, (0, 0))
                      != estimate_rollout(t, h, s, f, 0, -1, (0, 0)) for t, h, s, f in cases)
        assert changed > 20, name
