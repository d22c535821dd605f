"""Gambling Cucumber (seed 000, Parlett; RULES.md §1.4 and worked example T10)."""

from __future__ import annotations

import pytest

from cardtable.games.cucumber import new_game, preset
from cardtable.games.cucumber.actions import Decide
from cardtable.games.cucumber.events import (
    ChipsPaid,
    Declared,
    Eliminated,
    GameEnded,
    PenaltyReduced,
    PenaltyTaken,
    PotWon,
    ScoreSet,
)
from cardtable.games.errors import IllegalAction, RulesError
from tests.games.cucumber.helpers import (
    of_type,
    play_lowest,
    scripted_variant,
    stacked_variant,
)

GAMBLING = preset("gambling")


def one_card(last_cards, scores=None):
    """Seat 0 leads a one-card deal (the dealer is the last seat)."""
    n = len(last_cards)
    return stacked_variant(GAMBLING, n, n - 1, {i: [c] for i, c in enumerate(last_cards)},
                           scores=scores, first_hand=1)


def test_equal_stakes_into_the_pot_seven_cards_3_to_7_players():
    s = new_game(GAMBLING, 5, seed=2)
    paid = of_type(s.take_pending_events(), ChipsPaid)
    assert {(e.amount, e.to) for e in paid} == {(1, "pot")} and len(paid) == 5
    assert s.stacks == [9] * 5 and s.pot == 5
    assert all(len(h) == 7 for h in s.hands)
    for players in (2, 8):
        with pytest.raises(RulesError, match="3 to 7 players"):
            new_game(GAMBLING, players, seed=1)


def test_out_at_30_last_loses():
    s = one_card(["KH", "2S", "KD", "3C"], scores=[20, 0, 17, 0])
    events = play_lowest(s)
    assert [(e.seat, e.points) for e in of_type(events, PenaltyTaken)] == [(2, 13)]
    assert [(e.seat, e.points) for e in of_type(events, PenaltyReduced)] == [(0, 13)]
    assert s.scores == [7, 0, 30, 0]
    assert (s.phase, s.current_seat) == ("re-entry", 2)


def test_T10_re_entry_back_to_the_total_before_the_deal():
    # Seat 0 loses three deals running: A (14), Q (12) → 26, then a 5 → 31.
    s = scripted_variant(GAMBLING, 4, [
        (3, {0: ["AH"], 1: ["2S"], 2: ["3S"], 3: ["4S"]}),
        (0, {1: ["2H"], 2: ["3H"], 3: ["4H"], 0: ["QH"]}),
        (1, {2: ["2D"], 3: ["3D"], 0: ["5D"], 1: ["4D"]}),
        (2, {3: ["2C"], 0: ["5C"], 1: ["3C"], 2: ["4C"]}),
    ], first_hand=1)
    play_lowest(s)
    play_lowest(s)
    assert s.scores == [26, 0, 0, 0] and s.deal_no == 3
    events = play_lowest(s)
    assert of_type(events, PenaltyTaken)[0].total == 31
    assert (s.phase, s.current_seat) == ("re-entry", 0)
    assert set(s.legal_actions()) == {Decide("re-entry", False), Decide("re-entry", True)}
    with pytest.raises(IllegalAction, match="re-enter"):
        s.apply(Decide("buy-in", True))
    events = s.apply(Decide("re-entry", True))
    assert Declared(0, "re-entry", True) in events
    assert ChipsPaid(0, 1, "pot", 8) in events               # one more stake, into the pot
    assert ScoreSet(0, 26, "re-entry") in events             # not the next highest total (0)
    assert s.scores == [26, 0, 0, 0] and s.alive[0]
    assert s.pot == 5 and s.stacks == [8, 9, 9, 9] and s.rescued[0]
    assert not of_type(events, Eliminated) and s.deal_no == 4
    # A second elimination is final.
    events = play_lowest(s)
    assert s.scores[0] == 31 and s.phase != "re-entry"
    assert Eliminated(0, 31) in events and not s.alive[0]
    assert not s.is_over and s.pot == 5


def test_declining_re_entry_is_elimination():
    s = one_card(["5H", "2S", "3C", "4D"], scores=[26, 0, 0, 0])
    play_lowest(s)
    events = s.apply(Decide("re-entry", False))
    assert Eliminated(0, 31) in events and not s.alive[0]
    assert s.stacks == [9, 9, 9, 9] and s.pot == 4 and not s.is_over


def test_with_three_left_no_re_entry_and_the_game_ends_lowest_total_takes_the_pot():
    s = one_card(["5H", "2S", "3C"], scores=[26, 10, 4])
    events = play_lowest(s)
    assert s.phase == "over"                                 # nobody was asked
    assert not of_type(events, Declared)
    assert Eliminated(0, 31) in events
    assert of_type(events, GameEnded) == [GameEnded((2,), (31, 10, 4))]
    assert of_type(events, PotWon) == [PotWon(((2, 3),))]
    assert s.stacks == [9, 9, 12] and s.pot == 0


def test_from_four_to_three_then_the_next_elimination_ends_the_game():
    s = scripted_variant(GAMBLING, 4, [
        (3, {0: ["5H"], 1: ["2S"], 2: ["3S"], 3: ["4S"]}),
        (1, {2: ["3H"], 3: ["4H"], 1: ["KH"]}, (1, 2, 3)),
    ], first_hand=1, scores=[26, 20, 12, 9])
    play_lowest(s)
    s.apply(Decide("re-entry", False))                       # seat 0 is out: 3 remain
    assert s.alive == [False, True, True, True] and not s.is_over
    events = play_lowest(s)                                  # seat 1: 20 + 13 = 33
    assert not of_type(events, Declared) and Eliminated(1, 33) in events
    assert s.is_over and s.winners == (3,)                   # 9 is lower than 12
    assert of_type(events, PotWon) == [PotWon(((3, 4),))]
    assert s.stacks == [9, 9, 9, 13]


def test_a_two_player_tie_for_lowest_shares_the_pot():
    s = one_card(["5H", "2S", "3C"], scores=[26, 4, 4])
    events = play_lowest(s)
    assert s.winners == (1, 2)
    assert of_type(events, PotWon) == [PotWon(((1, 2), (2, 1)))]


def test_re_entry_is_only_for_the_player_who_went_out():
    s = one_card(["5H", "2S", "3C", "4D"], scores=[10, 29, 0, 0])
    events = play_lowest(s)
    assert s.scores == [15, 29, 0, 0] and s.phase == "play" and s.deal_no == 2
    assert not of_type(events, Declared)
    with pytest.raises(IllegalAction):
        s.apply(Decide("re-entry", True))
