"""The textbook ``pimc`` baseline: legal, deterministic, blind to hidden cards, and
its greedy full-knowledge rollouts finish games by the rules."""

from __future__ import annotations

import random

from cardtable.ai.supertrump import MEASUREMENT
from cardtable.ai.supertrump.easy import RandomBot
from cardtable.ai.supertrump.inference import trumps_for
from cardtable.ai.supertrump.match import play_game
from cardtable.ai.supertrump.model import mask_of
from cardtable.ai.supertrump.textbook import TextbookPIMCBot, dealer_super_guess
from cardtable.ai.supertrump.textbook_rollout import greedy_follow, rollout, textbook_values
from tests.ai.supertrump.test_levels import reshuffled, states


def small() -> TextbookPIMCBot:
    return TextbookPIMCBot(play_budget=16, declare_budget=26)


def test_registered_for_measurement_only():
    assert MEASUREMENT["pimc"] is TextbookPIMCBot
    assert TextbookPIMCBot().name == "pimc"


def test_plays_whole_games_legally():
    # play_game raises on an illegal action
    for seed in (11, 12):
        assert sum(play_game([small(), RandomBot()], seed)) == 39
        assert sum(play_game([RandomBot(), small()], seed + 5)) == 39


def test_blind_to_hidden_cards_and_deterministic():
    for seed, moves in ((1, 0), (2, 1), (3, 5), (4, 12), (5, 20), (6, 27), (7, 40)):
        state = states(seed, moves)
        seat = state.current_seat
        obs = state.observation(seat)
        first = small().choose(obs, state.legal_actions(), random.Random(3))
        assert first == small().choose(obs, state.legal_actions(), random.Random(3))
        for k in range(2):
            other = reshuffled(state, seat, random.Random(k))
            assert other.observation(seat) == obs
            assert small().choose(other.observation(seat), other.legal_actions(),
                                  random.Random(3)) == first


def test_rollout_scores_the_whole_game():
    rng = random.Random(4)
    for _ in range(20):
        deck = list(range(52))
        rng.shuffle(deck)
        t = trumps_for(rng.randrange(4), rng.randrange(2, 15))
        mine, theirs = rollout(t, (mask_of(deck[:13]), mask_of(deck[13:26])), deck[27:],
                               deck[26], 0, -1, (0, 0))
        assert mine + theirs == 39 and mine >= 0 and theirs >= 0


def test_greedy_follower_wins_cheaply_or_throws_its_lowest():
    t = trumps_for(0, 9)              # spades trump, 9s super
    vals = textbook_values(0, 9)
    lead = 4 * (5 - 2) + 1            # 5 of hearts
    hand = mask_of([4 * (6 - 2) + 1, 4 * (14 - 2) + 1])   # 6 and A of hearts
    assert greedy_follow(t, vals, hand, lead, None) == 4 * (6 - 2) + 1
    two_h, ace_h = 1, 4 * (14 - 2) + 1
    hand = mask_of([two_h, ace_h])
    # a worthless face-up card is not worth the ace; a big one is
    assert greedy_follow(t, vals, hand, 4 * (5 - 2) + 1, 0.5) == two_h
    assert greedy_follow(t, vals, hand, 4 * (5 - 2) + 1, 3.0) == ace_h


def test_dealer_guess_is_the_rank_held_most():
    hand = mask_of([4 * (7 - 2) + s for s in range(3)] + [4 * (14 - 2)])
    assert dealer_super_guess(hand, 0) == 7


def test_match_hands_the_oracle_the_whole_state():
    # the oracle measures the value of hidden cards only if the match harness
    # gives it the engine state (else it would silently play as the expert)
    class Watching(RandomBot):
        def __init__(self) -> None:
            self.states = 0

        def choose_with_state(self, state, legal, rng):
            self.states += 1
            assert state.observation(state.current_seat).hand  # the real engine state
            return self.choose(state.observation(state.current_seat), legal, rng)

    watcher = Watching()
    assert sum(play_game([watcher, RandomBot()], 21)) == 39
    assert watcher.states >= 26
