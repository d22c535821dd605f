"""Sequential halving spends the expert's budget on the close calls."""

from __future__ import annotations

import random

from cardtable.ai.cucumber.expert import halving


def test_halving_finds_the_best_option_among_noisy_ones():
    means = [0.0, 0.1, 0.5, 0.4, 0.2, -0.3, 0.3]
    rng = random.Random(4)
    calls: list[int] = []

    def evaluate(world: tuple[float, int], i: int) -> float:
        luck, seed = world  # a world's luck is shared; each option adds its own noise
        calls.append(i)
        return means[i] + luck + random.Random(seed * 31 + i).gauss(0.0, 0.5)

    best = halving(lambda: (rng.gauss(0.0, 1.0), rng.randrange(10**9)),
                   evaluate, len(means), None, steps=10, budget=20_000)
    assert best == 2
    # the close pair (0.5 and 0.4) got far more evaluations than the worst option
    assert calls.count(2) > 2 * calls.count(5)
    assert calls.count(3) > 2 * calls.count(5)


def test_halving_breaks_ties_towards_the_prior():
    def evaluate(world: object, i: int) -> float:
        return 1.0

    for prior in range(5):
        assert halving(lambda: None, evaluate, 5, prior, steps=10, budget=1000) == prior


def test_two_options_are_one_flat_comparison():
    seen: list[int] = []

    def evaluate(world: object, i: int) -> float:
        seen.append(i)
        return float(i)

    assert halving(lambda: None, evaluate, 2, None, steps=10, budget=1000) == 1
    assert seen.count(0) == seen.count(1) == 50  # 1000 steps / (2 options x 10 steps)
