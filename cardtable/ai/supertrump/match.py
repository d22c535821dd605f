"""Duplicate-deal matches between Supertrump bots, for tests and the benchmark.

A *deal pair* is one engine seed played twice with the seats swapped, so
both levels hold the same cards from both chairs and the luck of the deal
largely cancels (the first dealer and every shuffle come from the seed).
Decision times are wall-clock per non-forced decision, kept per level; the
bots themselves never read the clock (their budgets are counted in work).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from cardtable.games.supertrump import new_game, preset


@dataclass
class PairResult:
    """The first level's games won and points over both games of a pair."""

    wins: int = 0
    points: int = 0
    games: int = 0
    times: dict[str, list[float]] = field(default_factory=dict)


def play_game(bots: list, seed: int, times: dict[str, list[float]] | None = None,
              names: tuple[str, str] = ("a", "b")) -> tuple[int, int]:
    """One single game from ``seed`` with ``bots[seat]``; returns the points per seat.
    Each seat's bot gets its own rng derived from the seed (deterministic)."""
    state = new_game(preset("supertrump"), 2, seed)
    state.take_pending_events()
    rngs = [random.Random(seed * 2 + s) for s in (0, 1)]
    while not state.is_over:
        seat = state.current_seat
        legal = state.legal_actions()
        t0 = time.perf_counter()
        bot = bots[seat]
        if hasattr(bot, "choose_with_state"):  # the oracles, measuring sticks: read the state
            action = bot.choose_with_state(state, legal, rngs[seat])
        else:
            action = bot.choose(state.observation(seat), legal, rngs[seat])
        if times is not None and len(legal) > 1:
            times.setdefault(names[seat], []).append(time.perf_counter() - t0)
        if action not in legal:
            raise AssertionError(f"{names[seat]} chose illegal {action!r}")
        state.apply(action)
        if state.phase == "over" or state.current_seat is None:
            break
    result = state.log[-1].result
    return tuple(result["points"])  # type: ignore[return-value]


def play_pair(make_a: Callable, make_b: Callable, seed: int,
              names: tuple[str, str] = ("a", "b")) -> PairResult:
    """Seed ``seed`` twice, the first level in seat 0 then in seat 1."""
    out = PairResult()
    for a_seat in (0, 1):
        bots = [make_a(), make_b()] if a_seat == 0 else [make_b(), make_a()]
        seat_names = names if a_seat == 0 else (names[1], names[0])
        pts = play_game(bots, seed, out.times, seat_names)
        out.games += 1
        out.points += pts[a_seat]
        out.wins += pts[a_seat] >= 20
    return out


def pair_seed(seed: int, pair: int) -> int:
    """The engine seed of deal pair ``pair`` in a run seeded ``seed``."""
    return random.Random(seed * 1_000_003 + pair * 7919 + 29).randrange(2**62)
