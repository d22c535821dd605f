"""RULES.md §4 worked examples T1–T9 for 22, each from a stacked deck."""

from __future__ import annotations

import pytest

from cardtable.games.cucumber.events import (
    DealerChosen,
    DealStarted,
    PenaltyTaken,
    Played,
    TrickWon,
)
from cardtable.games.errors import IllegalAction
from tests.games.cucumber.helpers import keep_all, legal_ranks, one_card_deal, play, stacked


def test_T1_single_lead_then_king_forces_lowest():
    # Seat 0 leads 10, seat 1 plays K; seat 2 holds Q,J,8,8,6,5,2 → only the 2.
    s = stacked(3, dealer=2, hands={
        0: ["10H", "3S", "4S", "5S", "6S", "7S", "9S"],
        1: ["KH", "3H", "4H", "5H", "6H", "7H", "9H"],
        2: ["QD", "JD", "8D", "8C", "6D", "5D", "2D"],
    })
    keep_all(s)
    play(s, "10H")
    play(s, "KH")
    assert s.current_seat == 2
    assert legal_ranks(s) == {("2",)}
    before = s.fingerprint()
    with pytest.raises(IllegalAction) as err:
        play(s, "QD")
    assert "lowest" in err.value.reason and "2D" in err.value.reason
    assert s.fingerprint() == before


def test_T2_T3_sets_head_position_by_position_and_best_set_moves():
    s = stacked(4, dealer=3, hands={
        0: ["6H", "6S", "6D", "2H", "4H", "5H", "7H"],
        1: ["10S", "9S", "7S", "3C", "4C", "5C", "QC"],
        2: ["KS", "9D", "8S", "3D", "4D", "5D", "QD"],
        3: ["KH", "KD", "6C", "3H", "3S", "2C", "2D"],
    })
    keep_all(s)
    play(s, "6H", "6S", "6D")
    assert ("10", "9", "7") in legal_ranks(s)                     # T2: 10-9-7 heads 6-6-6
    events = play(s, "10S", "9S", "7S")
    assert [e.heading for e in events if isinstance(e, Played)] == [True]
    assert ("K", "9", "8") in legal_ranks(s)                      # K≥10, 9≥9, 8≥7
    play(s, "KS", "9D", "8S")
    assert legal_ranks(s) == {("3", "2", "2")}                    # T3: only 2,2,3
    with pytest.raises(IllegalAction):
        play(s, "KH", "KD", "6C")                                 # 6 < 8: not heading


def test_T4_pair_lead_heading_plays_are_exactly_the_listed_ones():
    s = stacked(3, dealer=2, first_hand=10, hands={
        0: ["10H", "10S", "4S", "5S", "6S", "7S", "8S", "9S", "3S", "2S"],
        1: ["JH", "KH", "4H", "5H", "6H", "7H", "8H", "9H", "3H", "2H"],
        2: ["2D", "3D", "10D", "JD", "QD", "QC", "KD", "KC", "AD", "AC"],
    })
    keep_all(s)
    play(s, "10H", "10S")
    play(s, "JH", "KH")
    expected = {("K", "J"), ("A", "J"), ("K", "Q"), ("A", "Q"), ("K", "K"), ("A", "K"),
                ("A", "A"), ("3", "2")}                           # 7 heading + lowest two
    assert legal_ranks(s) == expected
    for bad in (["QD", "QC"], ["JD", "QD"], ["10D", "AD"]):
        with pytest.raises(IllegalAction):
            play(s, *bad)


def test_T5_best_ten_allows_ten_or_higher_or_lowest():
    s = stacked(2, dealer=1, hands={
        0: ["10H", "2S", "4S", "5S", "6S", "7S", "8S"],
        1: ["3C", "7D", "9S", "10C", "JD", "KS", "AH"],
    })
    keep_all(s)
    play(s, "10H")
    assert legal_ranks(s) == {("3",), ("10",), ("J",), ("K",), ("A",)}
    with pytest.raises(IllegalAction):
        play(s, "9S")


def test_T6_short_deck_deals_what_it_can_evenly():
    # 6 alive, the loss was a Q (10 points), one penalty card out → 51 cards: 8 each, stock 3.
    s, events = one_card_deal(6, ["QH", "2S", "3S", "4S", "5S", "6S"])
    started = [e for e in events if isinstance(e, DealStarted)][-1]
    assert (started.wanted, started.hand_size, started.stock) == (10, 8, 3)
    assert started.short
    assert all(len(h) == 8 for h in s.hands)


def test_T7_forced_lowest_can_still_win_the_trick():
    s = stacked(3, dealer=2, first_hand=4, hands={
        0: ["KH", "KS", "KD", "5S"],
        1: ["2C", "3C", "AH", "AS"],
        2: ["4H", "4D", "6C", "7C"],
    })
    keep_all(s)
    play(s, "KH", "KS", "KD")
    assert legal_ranks(s) == {("A", "3", "2")}
    play(s, "2C", "3C", "AH")
    events = play(s, "4H", "4D", "6C")
    won = [e for e in events if isinstance(e, TrickWon)]
    assert won[0].seat == 1 and s.current_seat == 1


def test_T8_tied_last_cards_all_lose_and_the_losers_draw_to_deal():
    s, events = one_card_deal(3, ["KH", "KS", "7D"])
    penalties = {e.seat: e.points for e in events if isinstance(e, PenaltyTaken)}
    assert penalties == {0: 10, 1: 10}
    assert s.scores == [10, 10, 0]
    chosen = [e for e in events if isinstance(e, DealerChosen)][-1]
    assert chosen.reason == "losers-draw" and chosen.dealer in (0, 1)
    assert {seat for rnd in chosen.draws for seat, _ in rnd} <= {0, 1}
    started = [e for e in events if isinstance(e, DealStarted)][-1]
    assert started.hand_size == 10


def test_T9_set_lead_must_leave_a_card():
    s = stacked(2, dealer=1, first_hand=3, hands={0: ["8H", "8S", "8D"], 1: ["2C", "3C", "4C"]})
    keep_all(s)
    assert legal_ranks(s) == {("8",), ("8", "8")}
    before = s.fingerprint()
    with pytest.raises(IllegalAction) as err:
        play(s, "8H", "8S", "8D")
    assert "leave at least one card" in err.value.reason
    assert s.fingerprint() == before
