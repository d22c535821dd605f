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
    junk = learnt("always-sneak-junk", 3, deals=3).tracker.model
    assert junk.real_rate(1) < prior_real - 0.1
    caller = learnt("always-challenge", 4).tracker.model
    assert caller.call_rate() > prior_calls + 0.2
    quiet = learnt("never-challenge", 5).tracker.model
    assert quiet.call_rate() < prior_calls - 0.1


def test_a_fresh_bot_reads_the_table_habits_from_the_history():
    """The table asks a new bot for every move: from the game's public record
    of leads it knows who bluffs and who calls as well as a bot kept all game."""
    prior_real = REAL_PRIOR[0] / sum(REAL_PRIOR)
    prior_calls = CALL_PRIOR[0] / sum(CALL_PRIOR)
    for opponent, seed in (("always-sneak-junk", 3), ("always-challenge", 4)):
        state = new_game(preset("sneak"), 2, seed)
        kept = ExpertBot(worlds=8, call_samples=16)
        other = MEASUREMENT[opponent]()
        rngs = [random.Random(seed), random.Random(seed + 1)]
        while state.deal_no <= 3 and not state.is_over:
            seat = state.current_seat
            bot = kept if seat == 0 else other
            state.apply(bot.choose(state.observation(seat), state.legal_actions(), rngs[seat]))
        obs = state.observation(0)
        assert obs.history and all(r.sets == () for r in obs.history if not r.challengers)
        fresh = ExpertBot().tracker.update(obs)
        known = kept.tracker.update(obs)
        assert (fresh.real, fresh.calls) == (known.real, known.calls)
        if opponent == "always-sneak-junk":
            assert fresh.real_rate(1) < prior_real - 0.1
        else:
            assert fresh.call_rate() > prior_calls + 0.2
    assert ExpertBot().tracker.update(new_game(preset("sneak"), 2, 1).observation(0)) \
        .real_rate(1) == prior_real   # no lead yet: the priors


def test_each_players_sneak_calls_are_counted_from_the_record():
    """The expert imagines each opponent calling at that player's own rate."""
    from cardtable.ai.sneak.model import SNEAK_CALL_PRIOR
    prior = SNEAK_CALL_PRIOR[0] / sum(SNEAK_CALL_PRIOR)
    state = new_game(preset("sneak"), 3, 6)
    bots = [ExpertBot(worlds=8, call_samples=16), MEASUREMENT["always-challenge"](),
            MEASUREMENT["never-challenge"]()]
    rngs = [random.Random(6 + s) for s in range(3)]
    while state.deal_no <= 3 and not state.is_over:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions(),
                                      rngs[seat]))
    model = ExpertBot().tracker.update(state.observation(0))
    assert model.caller_rate(1) > prior + 0.2
    assert model.caller_rate(2) < prior
