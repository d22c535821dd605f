"""Random rule combinations played to the end: does any of them break a game?

The setup dialog and ``--set`` let a player change every option of a game
within its declared range, so the engines must cope with every combination
that ``check_playable`` accepts — not only the presets. This module samples
such combinations from the registry's own option schema (every game, every
preset, player counts within the preset's range), plays each game with
uniformly random legal moves (faster than any bot and less polite), and
checks that it never raises and always ends. Combinations that
``check_playable`` refuses are counted, not played.

Used by ``tests/games/test_option_fuzz.py`` (seconds, in CI) and
``benchmarks/option_fuzz.py`` (minutes). Pure Python: no Qt, no bots.
"""

from __future__ import annotations

import dataclasses
import random
import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable import games
from cardtable.games.errors import RulesError
from cardtable.games.spec import GameSpec, Option

#: A game still going after this many moves is reported as one that never ends.
MAX_MOVES = 300_000
#: Chance that a sampled combination changes a given option from its preset.
CHANGE_CHANCE = 0.3


@dataclass(frozen=True)
class Combination:
    """One sampled setup: a game, a preset, the options changed from it, a table size."""

    game: str
    preset: str
    changes: tuple[tuple[str, Any], ...]
    players: int
    seed: int

    def describe(self) -> str:
        """The setup as ``cardtable sim`` arguments, to reproduce a failure by hand."""
        sets = " ".join(f"--set {name}={_text(value)}" for name, value in self.changes)
        return (f"--game {self.game} --variant {self.preset} --players {self.players} "
                f"--seed {self.seed} {sets}").strip()


@dataclass
class FuzzReport:
    """What a run found: games played and refused, failures with their tracebacks."""

    played: int = 0
    refused: int = 0
    moves: int = 0
    seconds: float = 0.0
    failures: list[tuple[Combination, str]] = field(default_factory=list)

    @property
    def games_per_second(self) -> float:
        return self.played / self.seconds if self.seconds > 0 else 0.0


def sample_value(option: Option, current: Any, rng: random.Random) -> Any:
    """A value ``option`` accepts (as the setup dialog and ``--set`` do).

    Numbers lean towards the preset's value (small changes keep games short)
    but reach the whole declared range, its ends most of all: the largest
    threshold is where 22's deck can run dry."""
    if option.kind == "bool":
        return rng.random() < 0.5
    if option.kind == "choice":
        return rng.choice(option.choices)
    if option.optional and rng.random() < 0.2:
        return None
    low = option.low if option.low is not None else 0
    high = option.high if option.high is not None else 200
    roll = rng.random()
    if isinstance(current, int) and roll < 0.5:
        return min(high, max(low, current + rng.randint(-4, 4)))
    if roll < 0.75:
        return rng.choice((low, high))
    return rng.randint(low, high)


def sample(spec: GameSpec, rng: random.Random,
           preset: str | None = None) -> tuple[Combination, Any]:
    """A random combination of ``spec``'s options (from ``preset``, or a random
    one) and the rules it makes."""
    preset = preset if preset is not None else rng.choice(list(spec.presets))
    base = spec.presets[preset]
    changes = []
    for option in spec.options:
        if rng.random() < CHANGE_CHANCE:
            value = sample_value(option, getattr(base, option.name), rng)
            if value != getattr(base, option.name):
                changes.append((option.name, value))
    rules = dataclasses.replace(base, **dict(changes))
    low = getattr(rules, "min_players", spec.min_players)
    high = getattr(rules, "max_players", spec.max_players)
    players = rng.randint(max(spec.min_players, low), min(spec.max_players, high))
    combo = Combination(spec.id, preset, tuple(changes), players, rng.randrange(2**32))
    return combo, rules


def play_to_the_end(spec: GameSpec, rules: Any, players: int, seed: int) -> int:
    """Play one game with random legal moves; the number of moves. Raises
    ``AssertionError`` if a live game has no legal move or never ends, and
    whatever the engine raises."""
    state = spec.new_game(rules, players, seed)
    state.take_pending_events()
    rng = random.Random(seed)
    moves = 0
    while not state.is_over:
        legal = state.legal_actions()
        assert legal, f"no legal move for seat {state.current_seat} in a live game"
        state.apply(rng.choice(list(legal)))
        moves += 1
        assert moves < MAX_MOVES, f"no end after {MAX_MOVES} moves"
    assert state.current_seat is None and list(state.legal_actions()) == []
    winners = tuple(state.winners)
    assert winners and all(0 <= w < players for w in winners), f"winners {winners}"
    return moves


def run(seconds: float, *, seed: int = 0, max_games: int | None = None,
        game_ids: Sequence[str] | None = None) -> FuzzReport:
    """Sample and play combinations, round robin over every preset of every
    game, until ``seconds`` have passed or ``max_games`` were played."""
    specs = [games.get(g) for g in game_ids] if game_ids else games.all_games()
    setups = [(spec, name) for spec in specs for name in spec.presets]
    rng = random.Random(seed)
    report = FuzzReport()
    start = time.perf_counter()
    turn = 0
    while time.perf_counter() - start < seconds:
        if max_games is not None and report.played >= max_games:
            break
        spec, preset = setups[turn % len(setups)]
        turn += 1
        combo, rules = sample(spec, rng, preset)
        try:
            spec.check_playable(rules, combo.players)
        except RulesError:
            report.refused += 1
            continue
        try:
            report.moves += play_to_the_end(spec, rules, combo.players, combo.seed)
        except Exception:  # every failure is reported with its setup, none stops the run
            report.failures.append((combo, traceback.format_exc()))
        report.played += 1
    report.seconds = time.perf_counter() - start
    return report


def _text(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple):
        return "|".join(value)
    return str(value)
