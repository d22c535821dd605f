"""Every Supertrump level plays only legal moves, deterministically, blind to hidden cards."""

from __future__ import annotations

import random

from cardtable.ai.supertrump import LEVELS, MEASUREMENT
from cardtable.ai.supertrump.easy import RandomBot
from cardtable.ai.supertrump.expert import ExpertBot, OracleBot
from cardtable.ai.supertrump.match import play_game
from cardtable.games.supertrump import new_game, preset
from cardtable.games.supertrump.tricks import hand_key


def quick(name: str):
    """The level ``name``; the expert with a small budget to keep the suite fast."""
    if name == "expert":
        return ExpertBot(play_budget=24, declare_budget=24)
    return LEVELS[name]()


def test_levels_contract():
    assert set(LEVELS) == {"random", "easy", "normal", "expert"}
    assert "oracle" in MEASUREMENT
    for factory in (*LEVELS.values(), *MEASUREMENT.values()):
        assert isinstance(factory().name, str)


def test_every_level_plays_whole_games_legally():
    # play_game raises on an illegal action
    for i, name in enumerate(LEVELS):
        for seed in (100 + i, 200 + i):
            points = play_game([quick(name), RandomBot()], seed)
            assert sum(points) == 39
            points = play_game([LEVELS["normal"](), quick(name)], seed + 7)
            assert sum(points) == 39


def states(seed: int, moves: int):
    """A game advanced ``moves`` actions by normal bots."""
    state = new_game(preset("supertrump"), 2, seed)
    state.take_pending_events()
    bot = LEVELS["normal"]()
    rng = random.Random(seed)
    for _ in range(moves):
        seat = state.current_seat
        state.apply(bot.choose(state.observation(seat), state.legal_actions(), rng))
    return state


def reshuffled(state, seat: int, rng: random.Random):
    """The same game with the cards ``seat`` cannot see dealt differently: the
    opponent's hidden cards and the stock exchanged, sizes and known cards kept."""
    other = state.clone()
    opp = 1 - seat
    known = list(other.taken[opp])
    hidden = [c for c in other.hands[opp] if c not in known] + other.stock
    rng.shuffle(hidden)
    k = len(other.hands[opp]) - len(known)
    other.hands[opp] = sorted(known + hidden[:k], key=hand_key)
    other.stock = hidden[k:]
    return other


def test_expert_is_blind_to_hidden_cards_and_deterministic():
    checked = 0
    for seed, moves in ((1, 0), (2, 1), (3, 5), (4, 12), (5, 20), (6, 27)):
        state = states(seed, moves)
        seat = state.current_seat
        obs = state.observation(seat)
        legal = state.legal_actions()
        first = ExpertBot(play_budget=40).choose(obs, legal, random.Random(9))
        for k in range(2):
            other = reshuffled(state, seat, random.Random(k))
            assert other.observation(seat) == obs
            again = ExpertBot(play_budget=40).choose(other.observation(seat),
                                                     other.legal_actions(), random.Random(9))
            assert again == first
            checked += 1
    assert checked == 12


def test_a_warm_expert_chooses_like_a_fresh_one():
    """The solver tables carried between decisions only save time."""
    warm = ExpertBot(play_budget=24)
    state = states(8, 0)
    rng = random.Random(3)
    while not state.is_over and state.current_seat is not None:
        seat = state.current_seat
        obs, legal = state.observation(seat), state.legal_actions()
        if obs.phase == "play" and obs.stage == 2:
            fresh = ExpertBot(play_budget=24).choose(obs, legal, random.Random(1))
            assert warm.choose(obs, legal, random.Random(1)) == fresh
        state.apply(warm.choose(obs, legal, rng))
        if state.phase == "over" or state.game_no > 1:
            break


def test_oracle_plays_from_the_state():
    state = states(11, 0)
    oracle = OracleBot(play_budget=24, declare_budget=24)
    rng = random.Random(2)
    while state.game_no == 1 and not state.is_over:
        legal = state.legal_actions()
        action = oracle.choose_with_state(state, legal, rng)
        assert action in legal
        state.apply(action)


def test_the_hand_oracle_sees_the_other_hand_but_not_the_stocks_order():
    from cardtable.ai.supertrump.expert import OracleHandBot
    from cardtable.ai.supertrump.model import mask_of

    bot = OracleHandBot(play_budget=40, declare_budget=24)
    worlds: list = []
    real = OracleHandBot.best_of

    def spy(self, v, cands, gen):
        seen = list(gen)
        worlds.append(seen)
        return real(self, v, cands, seen)

    OracleHandBot.best_of = spy
    try:
        state = states(13, 0)
        rng = random.Random(5)
        while state.game_no == 1 and not state.is_over:
            legal = state.legal_actions()
            before = len(worlds)
            seat = state.current_seat
            action = bot.choose_with_state(state, legal, rng)
            assert action in legal
            if len(worlds) > before:
                opp = mask_of(state.hands[1 - seat])
                hidden = sorted(c.index for c in state.stock)   # as the oracle reads it
                orders = set()
                for world_opp, stock in worlds[-1]:
                    assert world_opp == opp                   # the true other hand
                    assert sorted(stock) == hidden            # the true stock's cards
                    orders.add(tuple(stock))
                if len(hidden) > 2 and len(worlds[-1]) > 1:
                    assert len(orders) > 1                    # the stock's order is drawn
            state.apply(action)
    finally:
        OracleHandBot.best_of = real
    assert len(worlds) > 5
