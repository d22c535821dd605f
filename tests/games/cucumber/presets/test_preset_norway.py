"""Gurka (NO) and Norwegian (RULES.md §1.4, seed 003)."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.cards import JOKER
from cardtable.games.cucumber import Exchange, new_game, preset
from cardtable.games.cucumber.events import (
    ChipsPaid,
    DealerChosen,
    DealStarted,
    Eliminated,
    ExchangeEnded,
    PenaltyReduced,
    PenaltyTaken,
    Played,
    PotWon,
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

NO = preset("gurka-no")
NO_JOKER = dataclasses.replace(NO, jokers=1, joker_rank="ace")
NORWEGIAN = preset("norwegian")


def one_card(rules, last_cards, scores=None, **changes):
    """Seat 0 leads a one-card deal (the dealer is the last seat)."""
    n = len(last_cards)
    return stacked_variant(rules, n, n - 1, {i: [c] for i, c in enumerate(last_cards)},
                           scores=scores, first_hand=1, **changes)


# ------------------------------------------------------------------ Gurka NO
def test_gurka_no_ante_and_seven_cards():
    s = new_game(NO, 4, seed=1)
    assert len(of_type(s.take_pending_events(), ChipsPaid)) == 4
    assert s.stacks == [9] * 4 and s.pot == 4
    assert all(len(h) == 7 for h in s.hands) and s.phase == "play"


def test_gurka_no_tied_last_cards_all_lose():
    s = one_card(NO, ["KH", "3C", "KS"], scores=[5, 0, 0])
    events = play_lowest(s)
    taken = of_type(events, PenaltyTaken)
    assert [(e.seat, e.points) for e in taken] == [(0, 13), (2, 13)]
    assert not of_type(events, PenaltyReduced)               # no bonus for the earlier K
    assert s.scores == [18, 0, 13]


@pytest.mark.parametrize(("before", "out"), [(8, True), (7, False)])
def test_gurka_no_out_at_21(before, out):
    s = one_card(NO, ["KH", "2S", "3C"], scores=[before, 0, 0])
    events = play_lowest(s)
    assert s.scores[0] == before + 13
    assert bool(of_type(events, Eliminated)) is out


@pytest.mark.parametrize(("players", "decks"), [(3, 1), (7, 1), (8, 2), (14, 2), (15, 3),
                                                (16, 3)])
def test_gurka_no_decks(players, decks):
    s = new_game(NO, players, seed=1)
    assert len(s.pack) == 52 * decks
    assert all(len(s.hands[i]) == 7 for i in range(players))


@pytest.mark.parametrize("players", [2, 17])
def test_gurka_no_is_for_3_to_16(players):
    with pytest.raises(RulesError):
        new_game(NO, players, seed=1)


def test_joker_option_adds_one_joker_per_deck():
    assert new_game(NO_JOKER, 3, seed=1).pack.count(JOKER) == 1
    assert len(new_game(NO_JOKER, 3, seed=1).pack) == 53
    assert new_game(NO_JOKER, 8, seed=1).pack.count(JOKER) == 2


def test_joker_option_the_joker_is_an_ace():
    s = stacked_variant(NO_JOKER, 3, 2, {0: ["AH", "KH", "3S"], 1: ["JK", "2C", "4C"]},
                        first_hand=3)
    play(s, "AH")
    assert legal_ranks(s) == {("2",)}                        # JK = A: equal does not head
    with pytest.raises(IllegalAction):
        play(s, "JK")
    s = stacked_variant(NO_JOKER, 3, 2, {0: ["KH", "AH", "3S"], 1: ["JK", "2C", "4C"],
                                         2: ["5D", "6D", "7D"]}, first_hand=3)
    play(s, "KH")
    events = play(s, "JK")                                   # heads a K like an ace
    assert of_type(events, Played)[0].heading is True
    events = play(s, "5D")
    assert of_type(events, TrickWon)[0].seat == 1


def test_joker_option_the_joker_scores_and_ties_as_an_ace():
    s = one_card(NO_JOKER, ["JK", "AH", "2S"])
    events = play_lowest(s)
    assert [(e.seat, e.points) for e in of_type(events, PenaltyTaken)] == [(0, 14), (1, 14)]


def test_one_ace_per_trick_option():
    hands = {0: ["AH", "5S", "6S"], 1: ["2C", "7C", "8C"], 2: ["3D", "AD", "4D"]}
    s = stacked_variant(NO, 3, 2, hands, first_hand=3)
    play(s, "AH")
    play(s, "2C")
    assert legal_ranks(s) == {("3",), ("4",), ("A",)}       # an A heads the 2
    s = stacked_variant(NO, 3, 2, hands, first_hand=3, ace_rule="one-ace-per-trick")
    play(s, "AH")
    play(s, "2C")
    assert legal_ranks(s) == {("3",), ("4",)}
    before = s.fingerprint()
    with pytest.raises(IllegalAction, match="one ace") as err:
        play(s, "AD")
    assert err.value.code == "one-ace" and s.fingerprint() == before


# ------------------------------------------------------------------ Norwegian
TOPS = {0: ["2C", "3C", "4C", "5C"], 1: ["2D", "3D", "4D", "5D"], 2: ["2H", "3H", "4H", "5H"]}


def norwegian_deal(top0: str, top1: str = "5S", top2: str = "4S", scores=None):
    """3 players, seat 0 deals and keeps; everyone plays lowest, so the last
    trick holds each seat's top card (seat 2 leads it: it wins trick 4)."""
    hands = {0: TOPS[0] + [top0], 1: TOPS[1] + [top1], 2: TOPS[2] + [top2]}
    s = stacked_variant(NORWEGIAN, 3, 0, hands, scores=scores)
    s.apply(Exchange(()))
    return s, play_lowest(s)


def test_norwegian_first_hand_is_five_and_the_dealer_leads():
    s = new_game(NORWEGIAN, 4, seed=3)
    assert all(len(h) == 5 for h in s.hands)
    assert s.stacks == [9] * 4 and s.pot == 4
    s = stacked_variant(NORWEGIAN, 3, 1, TOPS | {0: TOPS[0] + ["9S"], 1: TOPS[1] + ["9H"],
                                                 2: TOPS[2] + ["9D"]})
    assert (s.phase, s.current_seat) == ("exchange", 1)      # the dealer is asked first
    s.apply(Exchange(()))
    assert (s.phase, s.current_seat, s.leader) == ("play", 1, 1)


@pytest.mark.parametrize(("top", "points", "next_hand"), [
    ("6C", 6, 6), ("7C", 7, 7), ("9C", 9, 7), ("JS", 11, 7), ("QS", 11, 7), ("KS", 11, 7),
    ("AS", 11, 7),
])
def test_norwegian_points_and_next_hand_capped_at_seven(top, points, next_hand):
    s, events = norwegian_deal(top)
    assert [(e.seat, e.points) for e in of_type(events, PenaltyTaken)] == [(0, points)]
    started = of_type(events, DealStarted)[-1]
    assert (started.deal, started.hand_size) == (2, next_hand)
    assert all(len(s.hands[i]) == next_hand for i in range(3))


def test_norwegian_next_dealer_played_the_lowest_last_card():
    s, events = norwegian_deal("AS", top1="7S", top2="6S")
    last = [(e.seat, e.cards[0].code) for e in of_type(events, Played)][-3:]
    assert last == [(2, "6S"), (0, "AS"), (1, "7S")]
    chosen = of_type(events, DealerChosen)[-1]
    # Not the loser (seat 0) and not clockwise (seat 1): seat 2 showed the 6.
    assert (chosen.reason, chosen.dealer) == ("lowest-last-card", 2)
    assert (s.phase, s.current_seat) == ("exchange", 2)


def test_norwegian_lowest_last_card_tie_the_first_of_them_to_play_deals():
    _, events = norwegian_deal("AS", top1="6D", top2="6S")
    last = [(e.seat, e.cards[0].code) for e in of_type(events, Played)][-3:]
    assert last == [(2, "6S"), (0, "AS"), (1, "6D")]
    assert of_type(events, DealerChosen)[-1].dealer == 2     # seat 2 played its 6 first


def test_norwegian_ties_all_lose():
    _, events = norwegian_deal("KS", top1="5S", top2="QS")  # K and Q: both 11, but K higher
    assert [(e.seat, e.points) for e in of_type(events, PenaltyTaken)] == [(0, 11)]
    _, events = norwegian_deal("KS", top1="5S", top2="KH")
    assert [(e.seat, e.points) for e in of_type(events, PenaltyTaken)] == [(2, 11), (0, 11)]
    assert not of_type(events, PenaltyReduced)


def test_dealer_first_exchange_keeps_at_least_two_cards():
    s = stacked_variant(NORWEGIAN, 3, 0, TOPS | {0: TOPS[0] + ["9S"], 1: TOPS[1] + ["9H"],
                                                 2: TOPS[2] + ["9D"]},
                        stock=["AS", "KS", "QS", "JS"])
    assert (s.phase, s.current_seat) == ("exchange", 0)
    assert exchange_sizes(s) == {0, 1, 2, 3}
    before = s.fingerprint()
    with pytest.raises(IllegalAction, match="at least 2") as err:
        s.apply(Exchange(cards("2C", "3C", "4C", "5C")))
    assert err.value.code == "keep-two" and s.fingerprint() == before
    s.apply(Exchange(cards("2C", "3C")))
    assert {c.code for c in s.hands[0]} == {"4C", "5C", "9S", "AS", "KS"}
    assert (s.phase, s.current_seat) == ("exchange", 1)      # then clockwise
    assert exchange_sizes(s) == {0, 1, 2, 3}                 # any count up to 3
    s.apply(Exchange(()))
    assert (s.phase, s.current_seat) == ("exchange", 2)      # keeping does not end it
    s.apply(Exchange(cards("2H")))
    assert (s.phase, s.current_seat) == ("play", 0)          # the dealer leads


def test_dealer_first_exchange_if_the_dealer_keeps_nobody_exchanges():
    s = stacked_variant(NORWEGIAN, 3, 0, TOPS | {0: TOPS[0] + ["9S"], 1: TOPS[1] + ["9H"],
                                                 2: TOPS[2] + ["9D"]})
    events = s.apply(Exchange(()))
    assert ExchangeEnded(stock_empty=False) in events
    assert (s.phase, s.current_seat) == ("play", 0)
    assert s.exchanges == [(0, 0)]


@pytest.mark.parametrize(("players", "cards_in_play"), [(7, 52), (8, 104), (14, 104),
                                                      (15, 156), (16, 156)])
def test_norwegian_deck_count(players, cards_in_play):
    # Hands capped at 7 need 105–112 cards for 15–16 players: a third deck.
    s = new_game(NORWEGIAN, players, seed=1)
    assert len(s.pack) == cards_in_play


def test_gurka_no_two_go_out_at_once_and_the_last_one_takes_the_pot():
    s = one_card(NO, ["KH", "KS", "2C"], scores=[10, 8, 0])
    events = play_lowest(s)
    assert [e.seat for e in of_type(events, Eliminated)] == [0, 1]
    assert s.winners == (2,)
    assert of_type(events, PotWon) == [PotWon(((2, 3),))]
    assert s.stacks == [9, 9, 12]


def test_norwegian_sixteen_players_get_the_capped_seven_after_a_high_loss():
    s = stacked_variant(NORWEGIAN, 16, 15, {0: ["AS", "AH", "AD", "AC", "KS"]})
    s.apply(Exchange(()))                                    # the dealer keeps
    events = play_lowest(s)
    assert [(e.seat, e.points) for e in of_type(events, PenaltyTaken)] == [(0, 11)]
    started = of_type(events, DealStarted)[-1]
    assert started.wanted == 7
    assert started.hand_size == 7 and not started.short
