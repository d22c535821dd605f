"""Gurka (SE) (RULES.md §1.4, seed 003): ante and pot, buy-in, and its options."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.games.cucumber import new_game, preset
from cardtable.games.cucumber.actions import Decide
from cardtable.games.cucumber.events import (
    ChipsPaid,
    DealStarted,
    Declared,
    Eliminated,
    GameEnded,
    PotWon,
    ScoreSet,
)
from cardtable.games.errors import IllegalAction, RulesError
from tests.games.cucumber.helpers import (
    legal_ranks,
    of_type,
    play,
    play_lowest,
    scripted_variant,
    stacked_variant,
)

SE = preset("gurka-se")
MUST_BEAT = dataclasses.replace(SE, follow_must_beat=True, follow_allow_equal=True)


def one_card(rules, last_cards, scores=None, **changes):
    """Seat 0 leads a one-card deal (the dealer is the last seat)."""
    n = len(last_cards)
    return stacked_variant(rules, n, n - 1, {i: [c] for i, c in enumerate(last_cards)},
                           scores=scores, first_hand=1, **changes)


# ------------------------------------------------------------------ deal, ante, threshold
def test_everyone_pays_the_ante_into_the_pot_at_the_start():
    s = new_game(SE, 5, seed=3)
    paid = of_type(s.take_pending_events(), ChipsPaid)
    assert [(e.seat, e.amount, e.to) for e in paid] == [(i, 1, "pot") for i in range(5)]
    assert s.stacks == [9] * 5 and s.pot == 5 and s.buyins == 0
    assert all(len(h) == 6 for h in s.hands) and s.phase == "play"


@pytest.mark.parametrize("players", [1, 9])
def test_gurka_se_is_for_2_to_8_players(players):
    with pytest.raises(RulesError, match="2 to 8 players"):
        new_game(SE, players, seed=1)


def test_eight_players_six_cards_each_from_one_deck():
    s = new_game(SE, 8, seed=1)
    assert len(s.pack) == 52 and len(s.stock) == 4


@pytest.mark.parametrize(("before", "out"), [(16, True), (15, False)])
def test_out_at_30_no_buy_in_while_four_play(before, out):
    s = one_card(SE, ["AH", "2S", "3C", "4D"], scores=[before, 0, 0, 0])
    events = play_lowest(s)
    assert s.scores[0] == before + 14
    assert s.phase == "play"                                 # nobody is asked to buy in
    assert bool(of_type(events, Eliminated)) is out
    assert s.stacks == [9, 9, 9, 9] and s.pot == 4


# ------------------------------------------------------------------ buy-in
def test_buy_in_with_three_players_costs_two_antes_outside_the_pot():
    s = one_card(SE, ["AH", "2S", "3C"], scores=[16, 10, 5])
    play_lowest(s)
    assert s.scores == [30, 10, 5]
    assert (s.phase, s.current_seat) == ("buy-in", 0)
    assert set(s.legal_actions()) == {Decide("buy-in", False), Decide("buy-in", True)}
    before = s.fingerprint()
    with pytest.raises(IllegalAction, match="buy back in"):
        play(s, "4S")
    assert s.fingerprint() == before
    events = s.apply(Decide("buy-in", True))
    assert ChipsPaid(0, 2, "buy-in", 7) in events
    assert ScoreSet(0, 10, "buy-in") in events               # the highest other total
    assert s.scores == [10, 10, 5] and all(s.alive)
    assert s.stacks == [7, 9, 9] and s.pot == 3 and s.buyins == 2
    assert not of_type(events, Eliminated) and s.deal_no == 2


def test_buy_in_is_once_per_player():
    # Deal 1: seat 0 reaches 30 and buys in (to 10); deal 2 (dealer 0): 30 again.
    s = scripted_variant(SE, 3, [(2, {0: ["AH"], 1: ["2S"], 2: ["3C"]}),
                                 (0, {1: ["2D"], 2: ["3D"], 0: ["AD"]})],
                         scores=[16, 10, 10], first_hand=1)
    play_lowest(s)
    s.apply(Decide("buy-in", True))
    assert s.scores == [10, 10, 10] and s.deal_no == 2 and s.rescued == [True, False, False]
    s.scores[0] = 16                                         # constructed: on 16 again
    events = play_lowest(s)
    assert s.scores == [30, 10, 10]
    assert s.phase != "buy-in"                               # not asked a second time
    assert Eliminated(0, 30) in events and not s.alive[0]
    assert s.stacks == [7, 9, 9] and s.buyins == 2


def test_declining_the_buy_in_is_elimination_and_the_winner_takes_the_pot():
    s = one_card(SE, ["AH", "2S"], scores=[16, 4])
    play_lowest(s)
    assert (s.phase, s.current_seat) == ("buy-in", 0)
    events = s.apply(Decide("buy-in", False))
    assert Declared(0, "buy-in", False) in events
    assert Eliminated(0, 30) in events
    assert of_type(events, GameEnded)[0].winners == (1,)
    assert of_type(events, PotWon) == [PotWon(((1, 2),))]
    assert s.stacks == [9, 11] and s.pot == 0


def test_buy_in_is_offered_to_whoever_is_above_the_highest_other_total():
    s = one_card(SE, ["AH", "2S"], scores=[10, 20])
    events = play_lowest(s)
    assert s.scores == [24, 20]
    assert s.phase == "buy-in" and s.current_seat == 0       # 24 > 20: may come down to 20
    s.apply(Decide("buy-in", True))
    assert s.scores == [20, 20]
    s = one_card(SE, ["5H", "2S"], scores=[0, 20])
    play_lowest(s)
    assert s.scores == [5, 20]
    assert (s.phase, s.current_seat) == ("buy-in", 1)        # not the loser: below 20
    events = s.apply(Decide("buy-in", False))
    assert s.scores == [5, 20] and of_type(events, DealStarted)[-1].deal == 2


def test_buy_in_target_counts_every_other_players_total():
    # Dealer 2: seat 0 (12) is asked before seat 2, who just reached 30.
    s = one_card(SE, ["2S", "3C", "AH"], scores=[12, 5, 16])
    play_lowest(s)
    assert s.scores == [12, 5, 30]
    # Seat 0's highest other total is seat 2's 30: seat 0 has nothing to buy down to.
    # (The engine asks seat 0 first, offering to bring 12 down to 5, seat 1's total.)
    assert (s.phase, s.current_seat) == ("buy-in", 2)
    s.apply(Decide("buy-in", True))
    assert s.scores == [12, 5, 12]


# ------------------------------------------------------------------ options
def test_must_beat_option_equal_or_higher_is_compulsory():
    hands = {0: ["9H", "3S", "4S", "5S", "6S", "7S"], 1: ["2C", "9C", "KC", "3C", "4C", "5C"]}
    s = stacked_variant(SE, 2, 1, hands)
    play(s, "9H")
    assert legal_ranks(s) == {("2",), ("K",)}               # preset: >, optional
    s = stacked_variant(MUST_BEAT, 2, 1, hands)
    play(s, "9H")
    assert legal_ranks(s) == {("9",), ("K",)}               # ≥ and compulsory
    before = s.fingerprint()
    with pytest.raises(IllegalAction, match="must") as err:
        play(s, "2C")
    assert err.value.code == "must-beat" and s.fingerprint() == before


def test_must_beat_option_lowest_only_when_nothing_reaches():
    s = stacked_variant(MUST_BEAT, 2, 1, {0: ["9H", "3S", "4S", "5S", "6S", "7S"],
                                          1: ["2C", "8C", "7C", "3C", "4C", "5C"]})
    play(s, "9H")
    assert legal_ranks(s) == {("2",)}


def test_ace_option_after_an_ace_the_next_player_plays_lowest():
    hands = {0: ["AH", "3S", "4S", "5S", "6S", "7S"], 1: ["2C", "AC", "KC", "3C", "4C", "5C"]}
    s = stacked_variant(MUST_BEAT, 2, 1, hands)
    play(s, "AH")
    assert legal_ranks(s) == {("A",)}                        # compulsory ≥ without the option
    s = stacked_variant(MUST_BEAT, 2, 1, hands, ace_rule="lowest-after-ace")
    play(s, "AH")
    assert legal_ranks(s) == {("2",)}
    with pytest.raises(IllegalAction, match="After an ace") as err:
        play(s, "AC")
    assert err.value.code == "lowest-after-ace"


def test_ace_option_only_binds_the_player_right_after_the_ace():
    s = stacked_variant(SE, 3, 2, {0: ["KH", "3S", "4S", "5S", "6S", "7S"],
                                   1: ["AC", "2C", "3C", "4C", "5C", "6C"],
                                   2: ["2D", "AD", "3D", "4D", "5D", "6D"]},
                        ace_rule="lowest-after-ace", follow_allow_equal=True)
    assert legal_ranks(s) == {("3",), ("4",), ("5",), ("6",), ("7",), ("K",)}  # leader free
    play(s, "KH")
    assert ("A",) in legal_ranks(s)                          # after a K: any heading card
    play(s, "AC")
    assert legal_ranks(s) == {("2",)}                        # A ≥ A would head, but not now


def test_lead_lowest_option():
    hands = {0: ["9H", "3S", "4S", "5S", "6S", "KS"], 1: ["2C", "9C", "KC", "3C", "4C", "5C"]}
    s = stacked_variant(SE, 2, 1, hands)
    assert len(legal_ranks(s)) == 6
    s = stacked_variant(SE, 2, 1, hands, lead_lowest=True)
    assert legal_ranks(s) == {("3",)}
    with pytest.raises(IllegalAction, match="lowest card") as err:
        play(s, "KS")
    assert err.value.code == "lead-lowest"


def test_free_reset_variant_out_at_20_with_one_free_reset():
    rules = dataclasses.replace(SE, rescue="free-reset", elimination_at=20)
    s = one_card(rules, ["JH", "2S", "3C", "4D"], scores=[10, 7, 3, 0])   # four players too
    play_lowest(s)
    assert s.scores[0] == 21
    assert (s.phase, s.current_seat) == ("reset", 0)
    events = s.apply(Decide("reset", True))
    assert ScoreSet(0, 7, "reset") in events                 # the highest other total
    assert not of_type(events, ChipsPaid)                    # free of charge
    assert s.stacks == [9, 9, 9, 9] and s.buyins == 0 and all(s.alive)
    assert s.rescued == [True, False, False, False]


def test_free_reset_is_used_once():
    rules = dataclasses.replace(SE, rescue="free-reset", elimination_at=20)
    s = scripted_variant(rules, 3, [(2, {0: ["JH"], 1: ["2S"], 2: ["3C"]}),
                                    (0, {1: ["2D"], 2: ["3D"], 0: ["KD"]})],
                         scores=[10, 7, 3], first_hand=1)
    play_lowest(s)
    s.apply(Decide("reset", True))
    assert s.scores == [7, 7, 3] and s.deal_no == 2
    events = play_lowest(s)
    assert s.scores == [20, 7, 3]
    assert s.phase != "reset" and Eliminated(0, 20) in events and not s.alive[0]


def test_free_reset_boundary_19_stays():
    rules = dataclasses.replace(SE, rescue="free-reset", elimination_at=20)
    s = one_card(rules, ["JH", "2S", "3C"], scores=[8, 7, 3])
    events = play_lowest(s)
    assert s.scores == [19, 7, 3] and s.phase == "play" and not of_type(events, Eliminated)
