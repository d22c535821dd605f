"""Kurkku, Mätäpesä and Rassi (FI) (RULES.md §1.4, seed 003)."""

from __future__ import annotations

import pytest

from cardtable.cards import parse_card
from cardtable.games.cucumber import new_game, preset
from cardtable.games.cucumber.actions import Decide
from cardtable.games.cucumber.events import (
    CardsExchanged,
    DealStarted,
    Declared,
    Eliminated,
    ExchangeEnded,
    PenaltyTaken,
    TrickWon,
)
from cardtable.games.errors import IllegalAction, RulesError
from tests.games.cucumber.helpers import (
    cards,
    decline_all,
    of_type,
    play,
    play_lowest,
    stacked_variant,
)

KURKKU = preset("kurkku")
MATAPESA = preset("matapesa")
RASSI = preset("rassi")


def one_card(rules, last_cards, scores=None, stock=(), **changes):
    """Seat 0 leads a one-card deal (the dealer is the last seat)."""
    n = len(last_cards)
    return stacked_variant(rules, n, n - 1, {i: [c] for i, c in enumerate(last_cards)},
                           stock=stock, scores=scores, first_hand=1, **changes)


# ------------------------------------------------------------------ Kurkku
@pytest.mark.parametrize("players", [3, 4])
def test_kurkku_three_or_four_players_seven_cards(players):
    s = new_game(KURKKU, players, seed=2)
    assert len(s.pack) == 52 and all(len(h) == 7 for h in s.hands)
    assert s.phase == "play"


@pytest.mark.parametrize("players", [2, 5])
def test_kurkku_refuses_two_or_five(players):
    with pytest.raises(RulesError, match="3 to 4 players"):
        new_game(KURKKU, players, seed=1)


@pytest.mark.parametrize(("card", "before", "out"), [("AH", 16, True), ("AH", 15, False),
                                                      ("QH", 17, False), ("QH", 18, True)])
def test_kurkku_out_at_30(card, before, out):
    s = one_card(KURKKU, [card, "2S", "3C"], scores=[before, 0, 0])
    events = play_lowest(s)
    assert s.scores[0] == before + {"AH": 14, "QH": 12}[card]
    assert bool(of_type(events, Eliminated)) is out


# ------------------------------------------------------------------ Mätäpesä
@pytest.mark.parametrize(("players", "each", "stock"), [(3, 17, 1), (4, 13, 0), (5, 10, 2),
                                                        (8, 6, 4)])
def test_matapesa_deals_the_deck_out_evenly(players, each, stock):
    s = new_game(MATAPESA, players, seed=7)
    started = of_type(s.take_pending_events(), DealStarted)[0]
    assert (started.hand_size, started.stock) == (each, stock)
    assert all(len(h) == each for h in s.hands) and len(s.stock) == stock


@pytest.mark.parametrize("players", [2, 9])
def test_matapesa_is_for_3_to_8(players):
    with pytest.raises(RulesError, match="3 to 8 players"):
        new_game(MATAPESA, players, seed=1)


def test_matapesa_splits_again_among_the_players_left():
    low = ["AS", "AH", "AD", "AC", "2S", "2H", "2D", "2C", "3S", "3H", "3D", "3C", "4S"]
    s = stacked_variant(MATAPESA, 4, 3, {0: low}, scores=[16, 0, 0, 0])
    assert all(len(h) == 13 for h in s.hands)
    events = play_lowest(s)                                  # seat 0 keeps an A to the end
    assert [(e.seat, e.points) for e in of_type(events, PenaltyTaken)] == [(0, 14)]
    assert Eliminated(0, 30) in events
    started = of_type(events, DealStarted)[-1]
    assert (started.deal, started.hand_size, started.stock) == (2, 17, 1)   # 52 // 3


def test_matapesa_threshold_is_set_before_play():
    s = one_card(MATAPESA, ["AH", "2S", "3C"], scores=[16, 0, 0])
    assert s.hand_size == 17                                 # even split ignores first_hand
    s = stacked_variant(MATAPESA, 3, 2, {0: ["AS", "AH", "AD", "AC", "2S", "2H", "2D",
                                             "2C", "3S", "3H", "3D", "3C", "4S", "4H",
                                             "4D", "4C", "5S"]}, scores=[16, 0, 0],
                        elimination_at=40)
    events = play_lowest(s)
    assert s.scores[0] == 30 and not of_type(events, Eliminated) and s.alive[0]


# ------------------------------------------------------------------ Rassi
def test_rassi_ace_wins_ordinary_tricks_but_is_lowest_in_the_last_trick():
    s = stacked_variant(RASSI, 2, 1, {0: ["AH", "2S"], 1: ["3C", "AS"]}, first_hand=2)
    decline_all(s)
    play(s, "AH")
    events = play(s, "3C")
    assert of_type(events, TrickWon)[0].seat == 0            # A is high in trick 1
    play(s, "2S")
    events = play(s, "AS")
    assert of_type(events, TrickWon)[0].seat == 0            # the 2 beats the A now
    assert [(e.seat, e.card.code, e.points) for e in of_type(events, PenaltyTaken)] == [
        (0, "2S", 2)]


def test_rassi_ace_against_ace_in_the_last_trick_still_scores_14():
    s = one_card(RASSI, ["AH", "AS"], scores=[0, 0])
    decline_all(s)
    play(s, "AH")
    events = play(s, "AS")
    assert [(e.seat, e.points) for e in of_type(events, PenaltyTaken)] == [(1, 14)]


def test_rassi_free_hand_only_without_king_queen_jack():
    s = stacked_variant(RASSI, 3, 2, {0: ["KH", "2S"], 1: ["3C", "4C"], 2: ["5D", "JD"]},
                        stock=["9S", "10S"], first_hand=2)
    assert (s.phase, s.current_seat) == ("free", 1)          # seats 0 and 2 hold court cards
    with pytest.raises(IllegalAction, match="free new hand"):
        play(s, "3C")
    events = s.apply(Decide("free", True))
    assert Declared(1, "free", True) in events
    assert sorted(c.code for c in s.hands[1]) == ["10S", "9S"]
    assert of_type(events, CardsExchanged)[0].discarded == cards("3C", "4C")
    assert s.multipliers == [1, 1, 1]                        # a free hand costs nothing
    assert (s.phase, s.current_seat) == ("double", 0)        # then "double?" from the left


def test_rassi_double_and_redouble_the_largest_multiplier_applies():
    # Seat 0 doubles (draws 5S) and redoubles (draws KH); seat 2 doubles (draws 6S).
    s = one_card(RASSI, ["2S", "3S", "4S"], stock=["5S", "6S", "KH"])
    for _ in range(3):
        s.apply(Decide("free", False))
    assert (s.phase, s.current_seat) == ("double", 0)
    s.apply(Decide("double", True))
    s.apply(Decide("double", False))
    s.apply(Decide("double", True))
    assert s.multipliers == [2, 1, 2]
    assert (s.phase, s.current_seat) == ("redouble", 0)
    s.apply(Decide("redouble", True))
    s.apply(Decide("redouble", False))
    s.apply(Decide("redouble", False))
    assert s.multipliers == [4, 1, 2]                        # not 2 × 4
    assert [c.code for c in s.hands[0]] == ["KH"] and [c.code for c in s.hands[2]] == ["6S"]
    events = play_lowest(s)
    taken = of_type(events, PenaltyTaken)
    assert [(e.seat, e.card.code, e.points, e.multiplier) for e in taken] == [
        (0, "KH", 52, 4)]
    assert Eliminated(0, 52) in events                       # out at 50


def test_rassi_double_scores_twice_the_card():
    s = one_card(RASSI, ["2S", "3S", "4S"], stock=["QH"])
    for _ in range(3):
        s.apply(Decide("free", False))
    s.apply(Decide("double", False))
    s.apply(Decide("double", True))                          # seat 1 draws the Q
    decline_all(s)
    events = play_lowest(s)
    assert [(e.seat, e.points, e.multiplier) for e in of_type(events, PenaltyTaken)] == [
        (1, 24, 2)]


def test_rassi_no_exchange_when_the_stock_cannot_cover_a_hand():
    s = new_game(RASSI, 8, seed=3)                           # 8 × 6 = 48: stock of 4
    events = s.take_pending_events()
    assert len(s.stock) == 4 and len(s.pack) == 52
    assert ExchangeEnded(stock_empty=False) in events       # short, not empty
    assert s.phase == "play" and s.exchanges == [] and len(s.stock) == 4


def test_rassi_questions_stop_once_the_stock_is_too_small():
    # 7 × 6 = 42: a stock of 10 covers one new hand only.
    s = stacked_variant(RASSI, 7, 6, {0: ["KS", "KH", "KD", "KC", "QS", "QH"]})
    assert len(s.stock) == 10
    while s.phase == "free":
        assert s.current_seat != 0                           # seat 0 holds court cards
        s.apply(Decide("free", False))
    assert (s.phase, s.current_seat) == ("double", 0)
    events = s.apply(Decide("double", True))
    assert len(s.stock) == 4
    assert s.phase == "play" and s.current_seat == 0         # nobody else is asked
    assert s.exchanges == [(0, 6)] and s.multipliers[0] == 2
    assert of_type(events, ExchangeEnded)


@pytest.mark.parametrize(("players", "cards_in_play"), [(2, 52), (8, 52), (9, 104)])
def test_rassi_two_decks_when_six_each_do_not_fit(players, cards_in_play):
    s = new_game(RASSI, players, seed=1)
    assert len(s.pack) == cards_in_play
    assert all(len(s.hands[i]) == 6 for i in range(players))


def test_rassi_nine_players_can_exchange():
    s = new_game(RASSI, 9, seed=3)
    assert len(s.stock) == 104 - 54
    assert s.phase in ("free", "double")


def test_rassi_out_at_50_and_plain_loss_scores_once():
    s = one_card(RASSI, ["KH", "2S"], scores=[36, 0])
    decline_all(s)
    events = play_lowest(s)
    assert [(e.seat, e.points, e.multiplier) for e in of_type(events, PenaltyTaken)] == [
        (0, 13, 1)]
    assert s.scores[0] == 49 and not of_type(events, Eliminated)
    assert s.markers == [[], []] and s.tokens[0] == [(parse_card("KH"), 13)]

