"""The easy bot answers every non-card question of the family sensibly."""

from __future__ import annotations

import dataclasses
import random

from cardtable.ai import make_bot
from cardtable.games.cucumber import PRESETS, Decide, new_game, stacked_deck


def ask(state):
    seat = state.current_seat
    return make_bot("easy").choose(state.observation(seat), state.legal_actions(),
                                   random.Random(0))


def rassi(hands):
    rules = PRESETS["rassi"]
    deck = stacked_deck(rules, 2, 1, hands)
    return new_game(rules, 2, seed=1, deck=deck, dealer=1)


def test_takes_a_free_new_hand_only_without_a_low_card():
    s = rassi({0: ["8S", "9S", "10S", "8H", "9H", "10H"], 1: ["2C", "3C", "4C", "5C", "6C", "7C"]})
    assert s.phase == "free" and s.current_seat == 0
    assert ask(s) == Decide("free", True)
    s = rassi({0: ["2S", "9S", "10S", "8H", "9H", "10H"], 1: ["3C", "4C", "5C", "6C", "7C", "8C"]})
    assert ask(s) == Decide("free", False)


def test_never_doubles_or_calls_contra():
    s = rassi({0: ["2S", "9S", "10S", "8H", "9H", "10H"], 1: ["KC", "4C", "5C", "6C", "7C", "8C"]})
    while s.phase == "free":
        s.apply(Decide("free", False))
    assert s.phase == "double" and ask(s) == Decide("double", False)
    ogorek = new_game(PRESETS["ogorek"], 3, seed=2)
    assert ogorek.phase == "contra" and ask(ogorek) == Decide("contra", False)


def test_pays_to_re_enter_when_eliminated():
    rules = PRESETS["gambling"]
    deck = stacked_deck(rules, 4, 3, {0: ["KS"], 1: ["2C"], 2: ["3C"], 3: ["4C"]})
    s = new_game(dataclasses.replace(rules, first_hand=1), 4, seed=1, deck=deck, dealer=3)
    s.scores = [20, 0, 0, 0]
    while s.phase == "play":
        s.apply(s.legal_actions()[0])
    assert s.phase == "re-entry" and s.current_seat == 0
    assert ask(s) == Decide("re-entry", True)
