"""Small recorded games for the review's tests: the engine and bots play
them (the person's seat 0 too, by the ``normal`` bot), and the record is
read back as the replay viewer reads it."""

from __future__ import annotations

import dataclasses
import random

from cardtable import games
from cardtable.ai import make_bot
from cardtable.records.io import Seat, dumps, record_dict
from cardtable.records.steps import ReplaySteps, steps_from_text

#: (game, preset, players, seed, shorter rules): short games, one per kind of decision.
GAMES = {
    "twenty-two": ("cucumber", "twenty-two", 2, 5, {"elimination_at": 8}),
    "agurk": ("cucumber", "agurk", 3, 4, {"elimination_at": 8}),
    "supertrump": ("supertrump", "supertrump", 2, 3, {}),
    "sneak": ("sneak", "sneak", 3, 2, {"target": 20}),
}


def record_text(name: str, level: str = "normal") -> str:
    """The record of game ``name`` (``GAMES``) played to its end by ``level`` bots."""
    game, preset, players, seed, changes = GAMES[name]
    spec = games.get(game)
    rules = dataclasses.replace(spec.preset(preset), **changes)
    state = spec.new_game(rules, players, seed)
    bots = [make_bot(level, game) for _ in range(players)]
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions(), rng))
    seats = [Seat("You", "human")] + [Seat(f"AI {i}", "ai", level) for i in range(1, players)]
    return dumps(record_dict(state, seats, preset, game))


def played_steps(name: str) -> ReplaySteps:
    return steps_from_text(record_text(name))
