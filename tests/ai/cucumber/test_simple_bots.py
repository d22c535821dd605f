"""The random and easy bots: legal, deterministic, blind to hidden cards, and easy > random."""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardtable.ai import bot_names, make_bot
from cardtable.games.cucumber import new_game, preset, stacked_deck

R22 = preset("twenty-two")


def play(bots, seed):
    """One game, bots by seat; returns the final state."""
    state = new_game(R22, len(bots), seed=seed)
    rngs = [random.Random(seed * 31 + i) for i in range(len(bots))]
    while not state.is_over:
        seat = state.current_seat
        legal = state.legal_actions()
        choice = bots[seat].choose(state.observation(seat), legal, rngs[seat])
        assert choice in legal
        state.apply(choice)
    return state


def test_registry():
    assert {"random", "easy"} <= set(bot_names())
    with pytest.raises(KeyError, match="known bots"):
        make_bot("grandmaster")


@pytest.mark.parametrize("players", [2, 5, 9])
def test_easy_always_picks_a_legal_action(players):
    play([make_bot("easy") for _ in range(players)], seed=players)


def test_easy_loses_far_fewer_deals_than_random():
    """Easy in one seat (rotated) against three random bots, 120 fixed games."""
    deals = lost = won = 0
    for g in range(120):
        bots = [make_bot("random") for _ in range(4)]
        bots[g % 4] = make_bot("easy")
        state = play(bots, seed=500 + g)
        for deal in state.log:
            if deal.result:
                deals += 1
                lost += (g % 4) in deal.result["losers"]
        won += (g % 4) in state.winners
    assert lost / deals < 0.18          # fair share is 0.25; measured ≈ 0.11
    assert won / 120 > 0.6              # fair share is 0.25; measured ≈ 0.9


def test_bots_decide_only_from_what_their_seat_may_know():
    """Two deals that differ only in the other seats' cards and the stock give
    the same observation for seat 0, hence the same decision."""
    mine = ["2S", "5H", "8D", "9C", "JS", "QH", "AD"]
    a = stacked_deck(R22, 4, 3, {0: mine, 1: ["3S", "4S", "6S", "7S", "10S", "KS", "AS"]})
    b = stacked_deck(R22, 4, 3, {0: mine, 1: ["3H", "4H", "6H", "7H", "10H", "KH", "AH"]})
    sa = new_game(R22, 4, seed=1, deck=a, dealer=3)
    sb = new_game(R22, 4, seed=1, deck=b, dealer=3)
    assert sa.hands[1] != sb.hands[1]
    assert sa.observation(0) == sb.observation(0)
    for name in bot_names():
        da = make_bot(name).choose(sa.observation(0), sa.legal_actions(), random.Random(4))
        db = make_bot(name).choose(sb.observation(0), sb.legal_actions(), random.Random(4))
        assert da == db


def test_easy_keeps_its_lowest_card_and_heads_cheaply():
    deck = stacked_deck(R22, 2, 1, {0: ["9H", "4S", "5S"], 1: ["2C", "10C", "KC"]})
    rules = dataclasses.replace(R22, first_hand=3)
    state = new_game(rules, 2, seed=1, deck=deck, dealer=1)
    easy = make_bot("easy")
    while state.phase == "exchange":
        state.apply(easy.choose(state.observation(state.current_seat), state.legal_actions(),
                                random.Random(1)))
    assert [c.code for c in state.hands[1]] == ["2C", "10C", "KC"]   # has a low card: keeps
    lead = easy.choose(state.observation(0), state.legal_actions(), random.Random(1))
    assert [c.code for c in lead.cards] == ["5S"]          # lowest except the kept 4
    state.apply(lead)
    follow = easy.choose(state.observation(1), state.legal_actions(), random.Random(1))
    assert [c.code for c in follow.cards] == ["10C"]       # cheapest heading card, not the 2
