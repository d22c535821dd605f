"""Headless bot games: ``cardtable sim`` for benchmarks and record generation.

Pure Python (no Qt). Each game gets its own seed derived from ``--seed``,
and each seat's bot its own RNG, so a run is reproducible exactly.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from cardtable import games as _games
from cardtable.ai import make_bot
from cardtable.records.io import Seat, dumps, record_dict, save_atomic


@dataclass
class SimSummary:
    """What a sim run measured; ``as_dict`` is the ``--json`` line."""

    variant: str
    players: int
    games: int
    bots: list[str]
    wins: list[float] = field(default_factory=list)
    deals: int = 0
    actions: int = 0
    seconds: float = 0.0
    game: str = ""

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds if self.seconds > 0 else 0.0

    def as_dict(self) -> dict:
        return {
            "game": self.game, "variant": self.variant, "players": self.players,
            "games": self.games,
            "bots": self.bots, "wins": self.wins, "deals": self.deals,
            "deals_per_game": round(self.deals / self.games, 3) if self.games else 0,
            "actions": self.actions, "seconds": round(self.seconds, 4),
            "actions_per_second": round(self.actions_per_second, 1),
        }

    def lines(self) -> list[str]:
        out = [f"{self.games} games of {self.variant}, {self.players} players, "
               f"bots {','.join(self.bots)}"]
        for seat, wins in enumerate(self.wins):
            share = wins / self.games if self.games else 0.0
            out.append(f"  seat {seat} ({self.bots[seat]}): {wins:g} wins ({share:.1%})")
        out.append(f"deals: {self.deals} ({self.deals / max(self.games, 1):.2f} per game)")
        out.append(f"actions: {self.actions} in {self.seconds:.3f} s "
                   f"= {self.actions_per_second:,.0f} actions/s")
        return out


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``seed``."""
    return random.Random(seed * 1_000_003 + index).randrange(2**62)


def run_sim(variant: str, players: int, games: int, seed: int, bot_names: list[str],
            record_path: str | None = None, *, game: str | None = None,
            rules: Any = None) -> SimSummary:
    """Play ``games`` bot games of ``game`` (default: the first registered one)
    under preset ``variant`` (or ``rules``, the preset with options changed);
    optionally write every record to a JSON-lines file."""
    spec = _games.get(game) if game else _games.first()
    rules = rules if rules is not None else spec.preset(variant)
    bots = [make_bot(name, spec.id) for name in bot_names]
    seats = [Seat(f"Seat {i + 1} ({name})", "ai", name) for i, name in enumerate(bot_names)]
    summary = SimSummary(variant, players, games, list(bot_names), [0.0] * players,
                         game=spec.id)
    records: list[str] = []
    clock = time.perf_counter
    for g in range(games):
        gs = game_seed(seed, g)
        rngs = [random.Random(gs + 7919 * (i + 1)) for i in range(players)]
        start = clock()
        state = spec.new_game(rules, players, gs)
        actions = 0
        while not state.is_over:
            seat = state.current_seat
            legal = state.legal_actions()
            state.apply(bots[seat].choose(state.observation(seat), legal, rngs[seat]))
            actions += 1
        summary.seconds += clock() - start
        summary.actions += actions
        summary.deals += state.deal_no
        for w in state.winners:
            summary.wins[w] += 1
        if record_path:
            records.append(dumps(record_dict(state, seats, variant, spec.id)))
    if record_path:
        # The folder must exist: a typo in --record must not create a tree of folders.
        save_atomic(record_path, "".join(r + "\n" for r in records), create_folders=False)
    return summary
