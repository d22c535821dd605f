"""``legal_actions`` and ``apply`` agree: every listed action is accepted, and
for hands of up to 12 cards every set outside the list is refused. Larger
hands list a capped family, yet ``apply`` still judges any set directly."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from cardtable.games.errors import IllegalAction
from cardtable.games.sneak import Challenge, Flaunt, Sneak, new_game
from cardtable.games.sneak.moves import FULL_LIST, candidate_sets
from cardtable.games.sneak.rules import SneakRules
from tests.games.sneak.helpers import cards, position


def accepted(state, action) -> bool:
    try:
        state.clone().apply(action)
    except IllegalAction:
        return False
    return True


@pytest.mark.parametrize("players", [2, 3, 5])
def test_apply_accepts_exactly_the_listed_sets(players):
    rng = random.Random(players)
    state = new_game(SneakRules(target=15), players, seed=players)
    checked = 0
    while not state.is_over and checked < 40:
        legal = set(state.legal_actions())
        hand = state.hands[state.current_seat]
        if 2 <= len(hand) <= 6:
            checked += 1
            kinds = (Challenge,) if state.phase == "challenge" else (Sneak, Flaunt)
            for k in range(1, len(hand) + 1):
                for subset in set(combinations(hand, k)):
                    for kind in kinds:
                        action = kind(subset)
                        assert accepted(state, action) == (action in legal), action
        state.apply(rng.choice(sorted(legal, key=str)))


def test_every_distinct_set_is_listed_once_with_two_decks():
    sets = candidate_sets(cards("QH", "QH", "5S"), range(1, 4))
    assert len(sets) == len(set(sets)) == 5       # Q, 5, QQ, Q5, QQ5


def test_a_big_hand_lists_a_capped_family_but_apply_judges_any_set():
    hand = ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS",
            "2H", "3H", "4H"]
    assert len(hand) > FULL_LIST
    state = position(4, {0: hand, 1: hand}, rules=SneakRules(decks=2))  # 2 decks: 4+
    legal = state.legal_actions()
    assert len(legal) < 20_000
    assert Flaunt(cards(*hand[:13])) in legal                  # the whole run of spades
    assert Flaunt(cards("2S", "2H")) in legal                  # every match
    odd = Sneak(cards("2S", "5S", "9S", "KS", "3H"))
    assert odd not in legal and accepted(state, odd)


def test_a_listed_big_hand_still_offers_every_small_set():
    hand = [f"{r}{s}" for r in ("2", "3", "4", "5") for s in "SHDC"]
    state = position(4, {0: hand, 1: hand[:3]}, rules=SneakRules(decks=2))
    sneaks = {a for a in state.legal_actions() if a.name == "sneak"}
    assert len(sneaks) == 16 + 120 + 560
