"""A shared game's statistics row names each friend a friend, even one whose
window had already gone when the game ended."""

from __future__ import annotations

import random

from cardtable import games
from cardtable.session.seats import SeatSpec
from cardtable.ui.archive.archive import finished_game


def test_a_friend_away_at_the_end_is_kept_as_a_friend():
    spec = games.get("supertrump")
    state = spec.new_game(spec.preset(spec.default_preset), 2, 7)
    rng = random.Random(7)
    for _ in range(10_000):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    assert state.is_over
    seats = [SeatSpec("Ann", "human", None), SeatSpec("Ben", "away", None)]
    row = finished_game("supertrump", spec.default_preset, state, seats, tuple(state.winners),
                        False, "", 1.0, "2026-11-28T23:00:00", shared=True)
    assert [s.player for s in row.seats] == ["human", "friend"]
