"""The expert's reading of a sneak (``calls``): a leader who sneaks seldom
is credited with a stronger set, a bluffer is beaten more often, and a call
is taken when it pays in cards."""

from __future__ import annotations

import random

from cardtable.ai.sneak.calls import beat_leader, call_edge, sneak_rate
from cardtable.ai.sneak.textbook import HonestBot
from cardtable.ai.sneak.view import view_of
from cardtable.cards import parse_cards
from cardtable.games.sneak import new_game, preset


def test_a_seldom_sneaker_is_read_stronger():
    """The fewer hands a leader sneaks from, the stronger its real set, so
    the same challenge wins less often; a bluffer is beaten more often."""
    state = new_game(preset("sneak"), 3, 9)
    rng = random.Random(0)
    bots = [HonestBot() for _ in range(3)]
    for _ in range(24):
        seat = state.current_seat
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions(), rng))
    obs = state.observation(0)
    v = view_of(obs)
    mine = parse_cards(["QH", "QS"])
    leader = 1

    def odds(real: float, top: float) -> float:
        return beat_leader(v, mine, leader, real, top, random.Random(1), 64)

    assert odds(1.0, 0.1) <= odds(1.0, 1.0) <= odds(0.0, 1.0)
    assert 0.0 < sneak_rate(obs, leader) < 1.0
    assert call_edge(0.5, 0) == 0.0 and call_edge(0.4, 1) > 0.0
