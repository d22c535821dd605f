"""The expert's knowledge is true of the real deal, and its imagined worlds fit it."""

from __future__ import annotations

import random

from cardtable.ai.supertrump import LEVELS
from cardtable.ai.supertrump.inference import sample_world, view_of
from cardtable.ai.supertrump.model import mask_of
from cardtable.games.supertrump import new_game, preset


def test_views_hold_for_the_true_deal_and_samples_fit_them():
    rng = random.Random(1)
    checked = 0
    for seed in range(12):
        state = new_game(preset("supertrump"), 2, seed)
        state.take_pending_events()
        bots = [LEVELS["easy"](), LEVELS["normal"]()]
        while state.game_no == 1 and not state.is_over:
            seat = state.current_seat
            obs = state.observation(seat)
            if obs.phase == "play":
                v = view_of(obs)
                t = v.trumps
                opp = mask_of(state.hands[1 - seat])
                stock = mask_of(state.stock)
                assert v.known & ~opp == 0
                assert v.unseen == (opp & ~v.known) | stock
                for s, cap in enumerate(v.caps):
                    if cap is not None:  # the real hand respects every void cap
                        assert (opp & ~v.known & t.suit_mask[s]).bit_count() <= cap
                for _ in range(3):
                    hand, hidden_stock = sample_world(v, rng)
                    assert hand & v.known == v.known
                    assert hand.bit_count() == obs.opponent_hand_size
                    assert len(hidden_stock) == obs.stock_size
                    assert (hand | mask_of(hidden_stock)) == v.unseen | v.known
                    for s, cap in enumerate(v.caps):
                        if cap is not None:
                            assert (hand & ~v.known & t.suit_mask[s]).bit_count() <= cap
                checked += 1
            state.apply(bots[seat].choose(obs, state.legal_actions(), rng))
    assert checked > 500
