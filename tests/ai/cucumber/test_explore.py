"""The searching seat's own playout moves (``playout.finish`` with an explorer):
legal, keeping the lowest kind while another play exists, seeded by the rng,
the other seats still playing the normal policy."""

from __future__ import annotations

import random

from cardtable.ai.cucumber.playout import finish, keeping_choice, normal_step
from tests.ai.cucumber.test_playout import random_deal


def test_keeping_choice_is_legal_and_keeps_the_reserve():
    for seed in range(40):
        deal = random_deal("twenty-two", 4, seed)
        rng = random.Random(seed)
        while True:
            options = deal.options()
            choice = keeping_choice(deal, rng)
            assert choice in options
            hand = deal.hands[deal.turn]
            if any(o.count(hand[0]) < hand.count(hand[0]) for o in options):
                assert choice.count(hand[0]) < hand.count(hand[0])
            if deal.play(choice) is not None:
                break


def test_explorer_playouts_are_seeded_and_others_play_normal():
    for seed in range(20):
        deal = random_deal("agurk", 4, seed)
        me = deal.turn
        a = finish(deal.copy(), me, random.Random(1))
        assert a == finish(deal.copy(), me, random.Random(1))
        # the other seats' moves are the normal policy's, the explorer's drawn alike
        d = deal.copy()
        rng = random.Random(2)
        while True:
            choice = keeping_choice(d, rng) if d.turn == me else normal_step(d)
            shown = d.play(choice)
            if shown is not None:
                break
        assert finish(deal.copy(), me, random.Random(2)) == shown
