"""The playout's fast path plays exactly what the general normal policy plays."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.cucumber import playout as playout_module
from cardtable.ai.cucumber.lean import Deal, lean_rules
from cardtable.ai.cucumber.playout import normal_step, playout
from cardtable.games.cucumber import PRESETS, new_game


def random_deal(variant: str, players: int, seed: int) -> Deal:
    rules = PRESETS[variant]
    state = new_game(rules, players, seed=seed)
    rng = random.Random(seed)
    while state.phase not in ("play", "last"):
        state.apply(rng.choice(state.legal_actions()))
    kind = state.values.kind
    return Deal(lean_rules(rules), [[kind[c] for c in h] for h in state.hands],
                list(state.alive), state.leader, list(state.scores))


def general_playout(deal: Deal) -> list[tuple[int, tuple[int, ...]]]:
    plays = []
    while True:
        choice = normal_step(deal)
        plays.append((deal.turn, tuple(sorted(choice))))
        if deal.play(choice) is not None:
            return plays


def recorded_fast_playout(deal: Deal, monkeypatch) -> list[tuple[int, tuple[int, ...]]]:
    """Run ``playout`` and record every play it makes, fast path included."""
    plays = []
    real_play, real_next = Deal.play, Deal.next_alive

    def spy_play(self, cards):  # a trick's last play always goes through ``Deal.play``
        if len(self.trick) + 1 == self.n_alive:
            plays.append((self.turn, tuple(sorted(cards))))
        return real_play(self, cards)

    def spy_next(self, seat):  # called after every other play, on either path
        plays.append((seat, tuple(sorted(self.trick[-1][1]))))
        return real_next(self, seat)

    monkeypatch.setattr(Deal, "play", spy_play)
    monkeypatch.setattr(Deal, "next_alive", spy_next)
    playout(deal, 0)
    monkeypatch.undo()
    return plays


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_fast_playout_plays_what_the_general_policy_plays(variant, monkeypatch):
    rules = PRESETS[variant]
    for players in sorted({rules.min_players, 4, min(rules.max_players, 7)}):
        if not rules.min_players <= players <= rules.max_players:
            continue
        for seed in range(40):
            deal = random_deal(variant, players, seed)
            expected = general_playout(deal.copy())
            got = recorded_fast_playout(deal.copy(), monkeypatch)
            assert got == expected, (variant, players, seed)


def test_fast_follow_is_the_cheapest_non_reserve_heading_card():
    hand = [3 << 6, 3 << 6, 9 << 6, 12 << 6]
    assert playout_module.fast_follow(hand, 5, False) == 2
    assert playout_module.fast_follow(hand, 12, False) == 0
    assert playout_module.fast_follow(hand, 12, True) == 3
    assert playout_module.fast_follow(hand, 2, False) == 2  # never the reserve's kind
