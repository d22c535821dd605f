"""The expert's tracker learns the table's habits from its own observations."""

from __future__ import annotations

import random

from cardtable.ai.sneak import MEASUREMENT
from cardtable.ai.sneak.expert import ExpertBot
from cardtable.ai.sneak.model import CALL_PRIOR, REAL_PRIOR, real_set
from cardtable.cards import parse_cards
from cardtable.games.sneak import new_game, preset


def learnt(opponent: str, seed: int, deals: int = 2) -> ExpertBot:
    """An expert after ``deals`` deals against ``opponent`` (2 players)."""
    state = new_game(preset("sneak"), 2, seed)
    bots = [ExpertBot(worlds=8, call_samples=16), MEASUREMENT[opponent]()]
    rngs = [random.Random(seed), random.Random(seed + 1)]
    while state.deal_no <= deals and not state.is_over:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions(),
                                      rngs[seat]))
    return bots[0]


def test_real_sets():
    assert real_set(parse_cards(["5H", "5S"])) and real_set(parse_cards(["QD"]))
    assert not real_set(parse_cards(["2H", "9S"])) and not real_set(parse_cards(["4C"]))


def test_learns_who_bluffs_and_who_calls():
    prior_real = REAL_PRIOR[0] / sum(REAL_PRIOR)
    prior_calls = CALL_PRIOR[0] / sum(CALL_PRIOR)
    junk = learnt("always-sneak-junk", 3).tracker.model
    assert junk.real_rate(1) < prior_real - 0.1
    caller = learnt("always-challenge", 4).tracker.model
    assert caller.call_rate() > prior_calls + 0.2
    quiet = learnt("never-challenge", 5).tracker.model
    assert quiet.call_rate() < prior_calls - 0.1
