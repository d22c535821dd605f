"""Agurk (DK) and Agurk with jokers (RULES.md §1.4, seed 003): what differs from 22."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.cards import JOKER, parse_card
from cardtable.games.cucumber import Exchange, new_game, preset
from cardtable.games.cucumber.events import (
    DealerChosen,
    DealStarted,
    Eliminated,
    ExchangeEnded,
    GameEnded,
    LastCardPlaced,
    PenaltyReduced,
    PenaltyTaken,
    Played,
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

AGURK = preset("agurk")
JOKERS = preset("agurk-jokers")


def one_card(rules, last_cards, scores=None, **changes):
    """Seat 0 leads a one-card deal (dealer is the last seat): the last trick at once."""
    n = len(last_cards)
    return stacked_variant(rules, n, n - 1, {i: [c] for i, c in enumerate(last_cards)},
                           scores=scores, first_hand=1, **changes)


# ------------------------------------------------------------------ players, deck, hand
@pytest.mark.parametrize("players", [2, 7])
def test_agurk_is_for_2_to_7_players_with_one_52_card_deck(players):
    s = new_game(AGURK, players, seed=4)
    assert len(s.pack) == 52 and JOKER not in s.pack
    assert all(len(s.hands[seat]) == 7 for seat in range(players))
    assert s.phase == "play"                                 # no exchange at all


@pytest.mark.parametrize("players", [1, 8])
def test_agurk_refuses_other_player_counts(players):
    with pytest.raises(RulesError, match="2 to 7 players"):
        new_game(AGURK, players, seed=1)


def test_hand_stays_seven_whatever_card_lost_and_penalty_card_is_reshuffled():
    # Seat 0 holds the seven top cards, seat 1 can never head: seat 0 loses with the A.
    s = stacked_variant(AGURK, 2, 1, {0: ["8S", "9S", "10S", "JS", "QS", "KS", "AS"],
                                       1: ["2S", "2H", "3S", "4S", "5S", "6S", "7S"]})
    events = play_lowest(s)
    taken = of_type(events, PenaltyTaken)
    assert [(e.seat, e.card.code, e.points, e.kept) for e in taken] == [(0, "AS", 14, False)]
    assert s.scores == [14, 0]
    assert s.tokens[0] == [(parse_card("AS"), 14)]           # the token tells the story
    assert s.markers == [[], []]                             # ... but the card is not kept
    started = of_type(events, DealStarted)[-1]
    assert (started.deal, started.hand_size) == (2, 7)       # 22 would deal 11
    assert len(s.log[1].deck) == 52 and parse_card("AS") in s.log[1].deck
    assert Counter(s.log[1].deck) == Counter(s.pack)


# ------------------------------------------------------------------ following
def test_follow_target_is_the_card_just_played_even_a_lowest_card():
    s = stacked_variant(AGURK, 3, 2, {
        0: ["9H", "8S", "7S", "6S", "5S", "4S", "KS"],
        1: ["2C", "QC", "JC", "10C", "8C", "7C", "6C"],
        2: ["2S", "3D", "10D", "4D", "5D", "6D", "7D"],
    })
    play(s, "9H")
    events = play(s, "2C")                                   # seat 1 plays its lowest
    assert of_type(events, Played)[0].heading is False
    # Seat 2 must now beat the 2 (the card immediately before), not the 9:
    assert legal_ranks(s) == {("2",), ("3",), ("4",), ("5",), ("6",), ("7",), ("10",)}
    events = play(s, "3D")
    assert of_type(events, Played)[0].heading is True
    won = of_type(events, TrickWon)[0]
    assert won.seat == 0                                     # the 9 is still the highest card
    assert s.current_seat == 0


def test_a_ten_after_the_lowest_card_heads_and_wins_the_trick():
    s = stacked_variant(AGURK, 3, 2, {
        0: ["9H", "8S", "7S", "6S", "5S", "4S", "KS"],
        1: ["2C", "QC", "JC", "10C", "8C", "7C", "6C"],
        2: ["2S", "3D", "10D", "4D", "5D", "6D", "7D"],
    })
    play(s, "9H")
    play(s, "2C")
    events = play(s, "10D")
    assert of_type(events, Played)[0].heading is True
    assert of_type(events, TrickWon)[0].seat == 2 and s.current_seat == 2


def test_an_equal_card_does_not_head():
    s = stacked_variant(AGURK, 2, 1, {
        0: ["9H", "3S", "4S", "5S", "6S", "7S", "8S"],
        1: ["2C", "9C", "10C", "3C", "4C", "5C", "6C"],
    })
    play(s, "9H")
    assert legal_ranks(s) == {("2",), ("10",)}
    before = s.fingerprint()
    with pytest.raises(IllegalAction, match="higher than") as err:
        play(s, "9C")
    assert err.value.code == "not-heading"
    assert s.fingerprint() == before


def test_only_one_card_may_be_led():
    s = stacked_variant(AGURK, 2, 1, {
        0: ["9H", "9S", "4S", "5S", "6S", "7S", "8S"],
        1: ["2C", "9C", "10C", "3C", "4C", "5C", "6C"],
    })
    assert all(len(a.cards) == 1 for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="Only one card"):
        play(s, "9H", "9S")


# ------------------------------------------------------------------ last trick
def test_last_trick_is_played_in_turn_face_up():
    s = one_card(AGURK, ["5H", "9C", "2D"])
    assert s.phase == "play"                                 # never the face-down "last" phase
    events = play(s, "5H")
    assert not of_type(events, LastCardPlaced)
    assert of_type(events, Played)[0].cards == cards("5H")
    assert s.observation(1).played == ((0, cards("5H")),)    # seen at once by the others
    play(s, "9C")
    events = play(s, "2D")
    assert [(e.seat, e.points) for e in of_type(events, PenaltyTaken)] == [(1, 9)]


def test_T11_tied_last_cards_the_last_played_scores_the_others_subtract():
    # A (seat 0, on 5) plays Q, later B (seat 2, on 0) plays Q.
    s = one_card(AGURK, ["QH", "3C", "QS"], scores=[5, 0, 0])
    play(s, "QH")
    play(s, "3C")
    events = play(s, "QS")
    assert [(e.seat, e.points, e.total) for e in of_type(events, PenaltyTaken)] == [(2, 12, 12)]
    reduced = of_type(events, PenaltyReduced)
    assert [(e.seat, e.card.code, e.points, e.total) for e in reduced] == [(0, "QH", 5, 0)]
    assert s.scores == [0, 0, 12]                            # A: max(5 − 12, 0)
    assert s.tokens[2] == [(parse_card("QS"), 12)]
    assert s.tokens[0] == [(parse_card("QH"), -5)]
    assert s.last_losers == (2,)


def test_last_loses_subtracts_the_full_card_value_when_the_total_allows():
    s = one_card(AGURK, ["KH", "KS"], scores=[20, 3])
    play(s, "KH")
    play(s, "KS")
    assert s.scores == [7, 16]                               # 20 − 13, 3 + 13


# ------------------------------------------------------------------ dealer, elimination
def test_the_deal_passes_clockwise_not_to_the_loser():
    s = stacked_variant(AGURK, 3, 0, {1: ["2H"], 2: ["KD"], 0: ["3C"]}, first_hand=1)
    assert s.current_seat == 1                               # dealer's left leads
    play(s, "2H")
    play(s, "KD")
    events = play(s, "3C")
    assert [e.seat for e in of_type(events, PenaltyTaken)] == [2]
    chosen = of_type(events, DealerChosen)[-1]
    assert (chosen.reason, chosen.dealer) == ("clockwise", 1)   # 22 would make seat 2 deal
    assert s.current_seat == 2                               # seat 1's left leads deal 2


@pytest.mark.parametrize(("card", "before", "out"), [
    ("AH", 7, True), ("AH", 6, False), ("KH", 8, True), ("QH", 8, False), ("JH", 10, True),
])
def test_out_at_21_or_more_with_agurk_points(card, before, out):
    s = one_card(AGURK, [card, "2S"], scores=[before, 0])
    play(s, card)
    events = play(s, "2S")
    points = {"AH": 14, "KH": 13, "QH": 12, "JH": 11}[card]
    assert of_type(events, PenaltyTaken)[0].points == points
    assert s.scores[0] == before + points
    assert bool(of_type(events, Eliminated)) is out
    assert s.is_over is out
    if out:
        assert of_type(events, GameEnded)[0].winners == (1,)


# ------------------------------------------------------------------ Agurk with jokers
def test_jokers_variant_uses_55_cards():
    s = new_game(JOKERS, 4, seed=2)
    assert len(s.pack) == 55 and s.pack.count(JOKER) == 3


def test_a_joker_beats_an_ace_and_loses_15_points():
    s = stacked_variant(JOKERS, 2, 1, {0: ["AH", "2S"], 1: ["JK", "3C"]}, first_hand=2)
    s.apply(Exchange(()))                                    # seat 0 keeps: no exchange
    play(s, "AH")
    assert legal_ranks(s) == {("JK",), ("3",)}
    events = play(s, "JK")
    assert of_type(events, Played)[0].heading is True
    assert of_type(events, TrickWon)[0].seat == 1
    s = one_card(JOKERS, ["AH", "JK"])
    s.apply(Exchange(()))
    play(s, "AH")
    events = play(s, "JK")
    assert [(e.seat, e.points) for e in of_type(events, PenaltyTaken)] == [(1, 15)]


JOKER_HANDS = {
    0: ["2S", "3S", "4S", "5S", "6S", "7S", "8S"],
    1: ["2H", "3H", "4H", "5H", "6H", "7H", "8H"],
    2: ["2D", "3D", "4D", "5D", "6D", "7D", "8D"],
}


def test_same_count_exchange_first_player_sets_the_count():
    s = stacked_variant(JOKERS, 3, 2, JOKER_HANDS, stock=["AS", "KS", "AH", "KH", "AD"])
    assert (s.phase, s.current_seat) == ("exchange", 0)
    assert exchange_sizes(s) == set(range(8))               # any number, 0 to 7
    s.apply(Exchange(cards("2S", "3S")))
    assert len(s.hands[0]) == 7 and {c.code for c in s.hands[0]} >= {"AS", "KS"}
    assert exchange_sizes(s) == {0, 2}                       # exactly 2 or none
    before = s.fingerprint()
    for bad in (["2H"], ["2H", "3H", "4H"]):
        with pytest.raises(IllegalAction, match="exactly 2") as err:
            s.apply(Exchange(cards(*bad)))
        assert err.value.code == "exact-count"
        assert s.fingerprint() == before
    s.apply(Exchange(()))                                    # seat 1 keeps: not the end
    assert (s.phase, s.current_seat) == ("exchange", 2)
    assert exchange_sizes(s) == {0, 2}
    events = s.apply(Exchange(cards("2D", "3D")))
    assert {c.code for c in s.hands[2]} >= {"AH", "KH"}
    assert ExchangeEnded(stock_empty=False) in events
    assert (s.phase, s.current_seat) == ("play", 0)


def test_same_count_exchange_nobody_exchanges_if_the_first_player_keeps():
    s = stacked_variant(JOKERS, 3, 2, JOKER_HANDS)
    events = s.apply(Exchange(()))
    assert ExchangeEnded(stock_empty=False) in events
    assert (s.phase, s.current_seat) == ("play", 0)
    assert s.exchanges == [(0, 0)]
    with pytest.raises(IllegalAction):
        s.apply(Exchange(cards("2S")))


def test_same_count_exchange_short_stock_exactly_what_is_left_or_none():
    hands = {i: [f"{r}{'SHDC'[i % 4]}" for r in ("2", "3", "4", "5", "6", "7", "8")]
             for i in range(4)}
    hands |= {4: ["9S", "9H", "9D", "9C", "10S", "10H", "10D"],
              5: ["JS", "JH", "JD", "JC", "QS", "QH", "QD"],
              6: ["KS", "KH", "KD", "KC", "AS", "AH", "AD"]}
    s = stacked_variant(JOKERS, 7, 6, hands)                 # 55 − 49 = 6 in the stock
    assert len(s.stock) == 6
    s.apply(Exchange(cards("2S", "3S", "4S", "5S")))         # 4 taken, 2 left
    assert exchange_sizes(s) == {0, 2}                       # not 4: only 2 remain
    with pytest.raises(IllegalAction):
        s.apply(Exchange(cards("2H", "3H", "4H", "5H")))
    with pytest.raises(IllegalAction, match="exactly 2"):
        s.apply(Exchange(cards("2H")))
    events = s.apply(Exchange(cards("2H", "3H")))
    assert ExchangeEnded(stock_empty=True) in events and s.stock == []
    assert s.phase == "play"
    assert [seat for seat, _ in s.exchanges] == [0, 1]       # nobody else was asked
