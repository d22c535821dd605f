"""Gúrka (IS) (RULES.md §1.4, seed 003; worked example T12) and its options."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.cards import parse_card
from cardtable.games.cucumber import Exchange, Play, new_game, preset
from cardtable.games.cucumber.events import (
    Eliminated,
    ExchangeEnded,
    PenaltyTaken,
    Played,
    ScoreSet,
    TrickWon,
)
from cardtable.games.errors import IllegalAction, RulesError
from tests.games.cucumber.helpers import (
    cards,
    exchange_sizes,
    legal_ranks,
    of_type,
    play,
    play_lowest,
    stacked_variant,
)

ICE = preset("gurka-is")
SEVENS = dataclasses.replace(ICE, top_cards=("7S", "7C"))
STRICT = dataclasses.replace(ICE, follow_allow_equal=False)
ONE_FEWER = dataclasses.replace(ICE, exchange="one-fewer")

T12_HANDS = {0: ["9H", "9S", "9D", "2S", "3S", "4S", "5S", "7S", "8S", "2H"],
             1: ["9C", "10H", "10S", "QH", "2C", "3C", "4C", "5C", "7C", "8C"]}


def one_card(rules, last_cards, scores=None, **changes):
    """Seat 0 leads a one-card deal (the dealer is the last seat)."""
    n = len(last_cards)
    return stacked_variant(rules, n, n - 1, {i: [c] for i, c in enumerate(last_cards)},
                           scores=scores, first_hand=1, **changes)


def deal_sizes(rules, deals: int, players: int = 2, seed: int = 5) -> list[int]:
    """Hand sizes of the first ``deals`` deals (totals zeroed so nobody goes out)."""
    s = new_game(rules, players, seed=seed)
    sizes = [s.hand_size]
    while len(sizes) < deals:
        s.scores = [0] * players
        play_lowest(s)
        assert not s.is_over
        sizes.append(s.hand_size)
    return sizes


# ------------------------------------------------------------------ T12: sets
def test_T12_lead_nine_nine_nine_mixed_headings_are_legal():
    s = stacked_variant(ICE, 2, 1, T12_HANDS)
    play(s, "9H", "9S", "9D")
    assert legal_ranks(s) == {("10", "10", "9"), ("Q", "10", "9"), ("Q", "10", "10"),
                              ("4", "3", "2")}
    events = play(s, "9C", "10H", "QH")
    assert of_type(events, Played)[0].heading is True
    assert of_type(events, TrickWon)[0].seat == 1


def test_T12_strict_option_every_card_must_beat():
    s = stacked_variant(STRICT, 2, 1, T12_HANDS)
    play(s, "9H", "9S", "9D")
    assert legal_ranks(s) == {("Q", "10", "10"), ("4", "3", "2")}
    with pytest.raises(IllegalAction, match="higher than"):
        play(s, "9C", "10H", "10S")


def test_single_lead_follows_the_best_card_not_the_one_just_played():
    s = stacked_variant(ICE, 3, 2, {0: ["9H", "3S", "4S"], 1: ["2C", "QC", "KC"],
                                    2: ["3D", "9D", "AD"]}, first_hand=3)
    play(s, "9H")
    play(s, "2C")                                            # lowest: the 9 stays the best
    assert legal_ranks(s) == {("3",), ("9",), ("A",)}       # ≥ 9 (equal heads) or lowest


def test_a_set_lead_must_keep_a_card_for_the_last_trick():
    s = stacked_variant(ICE, 2, 1, {0: ["8H", "8S", "8D"], 1: ["2C", "3C", "4C"]},
                        first_hand=3)
    assert legal_ranks(s) == {("8",), ("8", "8")}
    with pytest.raises(IllegalAction, match="leave at least one card"):
        play(s, "8H", "8S", "8D")


# ------------------------------------------------------------------ T12: scoring
def test_T12_exactly_21_resets_to_0():
    s = one_card(ICE, ["6C", "AS"], scores=[0, 0])
    play(s, "6C")
    events = play(s, "AS")
    taken = of_type(events, PenaltyTaken)
    assert [(e.seat, e.card.code, e.points, e.total) for e in taken] == [(0, "6C", 21, 21)]
    assert ScoreSet(0, 0, "exact-reset") in events
    assert s.scores == [0, 0] and not of_type(events, Eliminated) and not s.is_over


def test_T12_over_21_is_out():
    s = one_card(ICE, ["6C", "AS"], scores=[1, 0])
    play(s, "6C")
    events = play(s, "AS")
    assert Eliminated(0, 22) in events and s.winners == (1,)
    assert not of_type(events, ScoreSet)


@pytest.mark.parametrize(("reset", "before", "after", "out"), [
    (21, 10, 0, False),        # 10 + J 11 = 21 → 0
    (None, 10, 21, False),     # no reset: 21 is not over 21
    (None, 11, 22, True),
])
def test_out_only_over_21(reset, before, after, out):
    s = one_card(ICE, ["JH", "2S"], scores=[before, 0], exact_reset=reset)
    events = play_lowest(s)
    assert s.scores[0] == after
    assert bool(of_type(events, Eliminated)) is out


def test_tied_last_cards_all_lose_and_each_may_reset():
    s = one_card(ICE, ["KH", "KS", "2C"], scores=[8, 0, 0])
    events = play_lowest(s)
    assert [(e.seat, e.points) for e in of_type(events, PenaltyTaken)] == [(0, 13), (1, 13)]
    assert ScoreSet(0, 0, "exact-reset") in events          # 8 + 13 = 21
    assert s.scores == [0, 13, 0]


# ------------------------------------------------------------------ 6♣
def test_six_of_clubs_is_above_the_ace():
    s = stacked_variant(ICE, 2, 1, {0: ["AS", "2S"], 1: ["6C", "3C"]}, first_hand=2)
    play(s, "AS")
    events = play(s, "6C")
    assert of_type(events, Played)[0].heading is True
    assert of_type(events, TrickWon)[0].seat == 1


def test_six_of_clubs_is_never_part_of_a_set_of_sixes():
    s = stacked_variant(ICE, 2, 1, {0: ["6C", "6S", "6H", "2S"], 1: ["2C", "3C", "4C", "5C"]},
                        first_hand=4)
    sixes = [a.cards for a in s.legal_actions() if len(a.cards) > 1]
    assert sixes == [cards("6S", "6H")]                      # the ordinary pair only
    with pytest.raises(IllegalAction, match="same rank") as err:
        s.apply(Play(cards("6C", "6S")))
    assert err.value.code == "mixed-set"
    with pytest.raises(IllegalAction):
        s.apply(Play(cards("6C", "6S", "6H")))


# ------------------------------------------------------------------ hand sizes, players
def test_hands_go_10_9_8_down_to_1_then_10_again():
    assert deal_sizes(ICE, 12) == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 10, 9]


def test_first_hand_five_option():
    assert deal_sizes(dataclasses.replace(ICE, first_hand=5), 7) == [5, 4, 3, 2, 1, 5, 4]


@pytest.mark.parametrize("players", [1, 5])
def test_iceland_is_for_2_to_4(players):
    with pytest.raises(RulesError, match="2 to 4 players"):
        new_game(ICE, players, seed=1)


def test_four_players_ten_cards_each_no_exchange():
    s = new_game(ICE, 4, seed=1)
    assert all(len(h) == 10 for h in s.hands) and len(s.stock) == 12
    assert s.phase == "play"


# ------------------------------------------------------------------ one-fewer exchange
THREE = {0: ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS"],
         1: ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH"],
         2: ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD"]}


def test_one_fewer_exchange_each_next_player_one_card_fewer():
    s = stacked_variant(ONE_FEWER, 3, 2, THREE, stock=["AS", "AH", "AD", "KS", "KH", "KD"])
    assert (s.phase, s.current_seat) == ("exchange", 0)
    assert exchange_sizes(s) == set(range(11))
    s.apply(Exchange(cards("2S", "3S", "4S")))
    assert {"AS", "AH", "AD"} <= {c.code for c in s.hands[0]} and len(s.hands[0]) == 10
    assert (s.current_seat, exchange_sizes(s)) == (1, {0, 2})
    before = s.fingerprint()
    with pytest.raises(IllegalAction, match="exactly 2"):
        s.apply(Exchange(cards("2H", "3H", "4H")))
    assert s.fingerprint() == before
    s.apply(Exchange(cards("2H", "3H")))
    assert (s.current_seat, exchange_sizes(s)) == (2, {0, 1})
    events = s.apply(Exchange(cards("2D")))
    assert ExchangeEnded(stock_empty=False) in events
    assert (s.phase, s.current_seat) == ("play", 0)
    assert s.exchanges == [(0, 3), (1, 2), (2, 1)]


def test_one_fewer_exchange_a_decline_ends_it():
    s = stacked_variant(ONE_FEWER, 3, 2, THREE)
    s.apply(Exchange(cards("2S", "3S", "4S")))
    events = s.apply(Exchange(()))
    assert ExchangeEnded(stock_empty=False) in events
    assert s.phase == "play" and s.exchanges == [(0, 3), (1, 0)]


def test_one_fewer_exchange_after_one_card_nobody_else():
    s = stacked_variant(ONE_FEWER, 3, 2, THREE)
    s.apply(Exchange(cards("2S")))
    assert s.phase == "play" and s.exchanges == [(0, 1)]


# ------------------------------------------------------------------ black sevens
@pytest.mark.parametrize(("last", "loser", "points"), [
    (["6C", "AS", "7C", "7S"], 3, 16),
    (["6C", "AS", "7C", "2D"], 2, 15),
    (["6C", "AS", "5C", "2D"], 1, 14),
    (["6C", "5S", "4C", "2D"], 0, 6),          # 6♣ is an ordinary 6
])
def test_black_sevens_are_the_top_cards(last, loser, points):
    s = one_card(SEVENS, last)
    events = play_lowest(s)
    assert [(e.seat, e.points) for e in of_type(events, PenaltyTaken)] == [(loser, points)]


def test_black_sevens_six_of_clubs_sets_with_the_sixes_and_sevens_do_not():
    s = stacked_variant(SEVENS, 2, 1, {0: ["6C", "6S", "7S", "7H", "2S"],
                                       1: ["2C", "3C", "4C", "5C", "8C"]}, first_hand=5)
    sets = {tuple(c.code for c in a.cards) for a in s.legal_actions() if len(a.cards) > 1}
    assert sets == {("6S", "6C")}
    with pytest.raises(IllegalAction, match="same rank"):
        s.apply(Play(cards("7S", "7H")))
    assert parse_card("7S") in s.hands[0]
