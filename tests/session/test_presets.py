"""Every preset plays to the end through the session with only AI seats."""

from __future__ import annotations

import pytest

from cardtable.games.cucumber import PRESETS
from cardtable.session.seats import SeatSpec
from tests.session.fake_view import FakeView


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_every_preset_plays_to_game_over(qtbot, make_session, variant):
    rules = PRESETS[variant]
    seats = [SeatSpec(f"AI {i + 1}", "ai", "easy") for i in range(rules.min_players)]
    session = make_session()
    view = FakeView(session)
    session.new_game(rules, variant, seats, seed=17)
    assert session.viewer_seat is None
    qtbot.waitUntil(lambda: view.winners is not None, timeout=15_000)
    state = session.state
    assert state.is_over and view.winners == state.winners and view.winners
    assert len(view.thinking) == state.moves_made and not view.errors
    assert view.scores and view.scores[-1] == state.scores
