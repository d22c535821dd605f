"""The online Agurk house rules (``agurk-online``) and the ``down-up`` hand size
(RULES.md §1.3 ``hand_size``, §1.4 "Online house rules").

One test per rule that makes ``agurk-online`` differ from plain ``agurk``:
7 cards down-up, 3 jokers above the ace, follow the highest card with equal
allowed, tied last cards all lose, out over 21 (not at 21), penalty cards
kept out of the deck, the lowest last card deals next.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardtable.cards import JOKER, parse_card
from cardtable.games.cucumber import PRESETS, new_game, preset
from cardtable.games.cucumber.dealing import down_up_size
from cardtable.games.cucumber.events import (
    DealerChosen,
    DealStarted,
    Eliminated,
    PenaltyReduced,
    PenaltyTaken,
    Played,
    TrickWon,
)
from cardtable.games.errors import RulesError
from tests.games.cucumber.helpers import (
    legal_ranks,
    of_type,
    play,
    play_lowest,
    stacked_variant,
)

ONLINE = preset("agurk-online")
AGURK = preset("agurk")


def one_card(rules, last_cards, scores=None, **changes):
    """Seat 0 leads a one-card deal (the dealer is the last seat)."""
    n = len(last_cards)
    return stacked_variant(rules, n, n - 1, {i: [c] for i, c in enumerate(last_cards)},
                           scores=scores, first_hand=1, **changes)


def wanted_sizes(rules, players: int, deals: int, seed: int = 1) -> list[int]:
    """The hand size each of the first ``deals`` deals asked for (random play)."""
    state = new_game(rules, players, seed=seed)
    rng = random.Random(seed)
    events = state.take_pending_events()
    while state.deal_no <= deals and not state.is_over:
        events += state.apply(rng.choice(state.legal_actions()))
    return [e.wanted for e in of_type(events, DealStarted)][:deals]


# ------------------------------------------------------------------ the option set
def test_agurk_online_is_exactly_the_option_set_rules_md_lists():
    changed = {f.name: getattr(ONLINE, f.name) for f in dataclasses.fields(ONLINE)
               if getattr(ONLINE, f.name) != getattr(AGURK, f.name)}
    assert changed == {
        "hand_size": "down-up", "jokers": 3, "follow_target": "highest",
        "follow_allow_equal": True, "last_trick_ties": "all-lose",
        "elimination_when": "over", "penalty_cards_out": True,
        "dealer_rotation": "lowest-last-card",
    }
    assert (ONLINE.min_players, ONLINE.max_players, ONLINE.first_hand) == (2, 7, 7)
    assert (ONLINE.points, ONLINE.joker_rank, ONLINE.elimination_at) == ("agurk", "above-ace", 21)


@pytest.mark.parametrize("players", [1, 8])
def test_agurk_online_is_for_2_to_7_players(players):
    with pytest.raises(RulesError, match="2 to 7 players"):
        new_game(ONLINE, players, seed=1)


def test_one_deck_of_55_cards_even_for_seven_players():
    state = new_game(ONLINE, 7, seed=2)
    assert len(state.pack) == 55 and state.pack.count(JOKER) == 3
    assert all(len(h) == 7 for h in state.hands)


# ------------------------------------------------------------------ down-up
def test_down_up_counts_down_to_one_then_back_up_and_down_again():
    assert [down_up_size(7, d) for d in range(1, 16)] == [
        7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 6, 5]
    assert [down_up_size(1, d) for d in range(1, 4)] == [1, 1, 1]


def test_agurk_online_deals_seven_then_down_to_one_then_up_again():
    endless = dataclasses.replace(ONLINE, elimination_at=500, penalty_cards_out=False)
    assert wanted_sizes(endless, 3, 15) == [7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 6, 5]


def test_plain_agurk_keeps_seven():
    assert wanted_sizes(dataclasses.replace(AGURK, elimination_at=500), 3, 4) == [7] * 4


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_down_up_is_an_option_of_every_preset(name):
    rules = dataclasses.replace(PRESETS[name], hand_size="down-up", hand_cap=None,
                                elimination_at=500, penalty_cards_out=False)
    first = rules.first_hand
    players = max(rules.min_players, 3)
    assert wanted_sizes(rules, players, 4) == [first, first - 1, first - 2, first - 3]


# ------------------------------------------------------------------ play
def test_follow_the_highest_card_not_the_previous_and_equal_heads():
    hands = {0: ["9S", "5S", "6S"], 1: ["2C", "JC", "QC"], 2: ["3D", "8D", "9D"]}
    s = stacked_variant(ONLINE, 3, 2, hands, first_hand=3)
    play(s, "9S")
    play(s, "2C")                                            # lowest: does not head the 9
    assert legal_ranks(s) == {("3",), ("9",)}                # head the 9 (≥), or lowest
    events = play(s, "9D")
    assert of_type(events, Played)[0].heading is True
    assert of_type(events, TrickWon)[0].seat == 2            # equal cards: the last played
    plain = stacked_variant(AGURK, 3, 2, hands, first_hand=3)
    play(plain, "9S")
    play(plain, "2C")
    assert legal_ranks(plain) == {("3",), ("8",), ("9",)}    # agurk: beat the 2 just played


def test_a_joker_is_above_the_ace_and_scores_15():
    s = stacked_variant(ONLINE, 2, 1, {0: ["AH", "2S"], 1: ["JK", "3S"]}, first_hand=2)
    play(s, "AH")
    assert ("JK",) in legal_ranks(s)
    events = play(s, "JK")
    assert of_type(events, TrickWon)[0].seat == 1
    s = one_card(ONLINE, ["AH", "JK", "2S"])
    taken = of_type(play_lowest(s), PenaltyTaken)
    assert [(e.seat, e.card, e.points) for e in taken] == [(1, JOKER, 15)]


def test_tied_last_cards_all_lose():
    events = play_lowest(one_card(ONLINE, ["AH", "AD", "2S"]))
    assert [(e.seat, e.points) for e in of_type(events, PenaltyTaken)] == [(0, 14), (1, 14)]
    assert not of_type(events, PenaltyReduced)
    plain = play_lowest(one_card(AGURK, ["AH", "AD", "2S"]))  # agurk: the last one scores
    assert [(e.seat, e.points) for e in of_type(plain, PenaltyTaken)] == [(1, 14)]


@pytest.mark.parametrize(("before", "out"), [(7, False), (8, True)])
def test_out_only_over_21(before, out):
    s = one_card(ONLINE, ["AH", "2D", "3S"], scores=[before, 0, 0])
    events = play_lowest(s)
    assert s.scores[0] == before + 14
    assert bool(of_type(events, Eliminated)) is out


def test_penalty_cards_stay_out_of_the_next_deck():
    s = one_card(ONLINE, ["AH", "2D", "3S"])
    play_lowest(s)
    assert s.markers[0] == [parse_card("AH")]
    assert len(s.log[-1].deck) == 54 and parse_card("AH") not in s.log[-1].deck
    plain = one_card(AGURK, ["AH", "2D", "3S"])
    play_lowest(plain)
    assert plain.markers[0] == [] and len(plain.log[-1].deck) == 52


def test_the_player_of_the_lowest_last_card_deals_next():
    events = play_lowest(one_card(ONLINE, ["AH", "5D", "2S"]))
    chosen = of_type(events, DealerChosen)[-1]
    assert (chosen.reason, chosen.dealer) == ("lowest-last-card", 2)
    plain = play_lowest(one_card(AGURK, ["AH", "5D", "2S"]))
    assert of_type(plain, DealerChosen)[-1].reason == "clockwise"
