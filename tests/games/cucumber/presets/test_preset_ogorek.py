"""Ogórek (PL) (RULES.md §1.4, seed 003): compulsory ≥ heading, A = 1 point, decks, contra."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.games.cucumber import new_game, preset
from cardtable.games.cucumber.actions import Decide
from cardtable.games.cucumber.events import (
    Declared,
    Eliminated,
    PenaltyReduced,
    PenaltyTaken,
    Played,
    TrickWon,
)
from cardtable.games.errors import IllegalAction, RulesError
from tests.games.cucumber.helpers import (
    legal_ranks,
    of_type,
    play,
    play_lowest,
    stacked_variant,
)

OGOREK = preset("ogorek")
NO_CONTRA = dataclasses.replace(OGOREK, contra=False)


def one_card(rules, last_cards, scores=None, **changes):
    """Seat 0 leads a one-card deal (the dealer is the last seat)."""
    n = len(last_cards)
    return stacked_variant(rules, n, n - 1, {i: [c] for i, c in enumerate(last_cards)},
                           scores=scores, first_hand=1, **changes)


def no_contra(state):
    while state.phase == "contra":
        state.apply(Decide("contra", False))


# ------------------------------------------------------------------ heading is compulsory, ≥
def test_an_equal_card_heads_and_heading_is_compulsory():
    s = stacked_variant(OGOREK, 2, 1, {0: ["9H", "3S", "4S", "5S", "6S", "7S"],
                                       1: ["2C", "9C", "KC", "3C", "4C", "5C"]})
    no_contra(s)
    play(s, "9H")
    assert legal_ranks(s) == {("9",), ("K",)}               # the lowest 2 is not allowed
    before = s.fingerprint()
    with pytest.raises(IllegalAction, match="must") as err:
        play(s, "2C")
    assert err.value.code == "must-beat" and s.fingerprint() == before
    events = play(s, "9C")
    assert of_type(events, Played)[0].heading is True
    assert of_type(events, TrickWon)[0].seat == 1            # equal highest: the last played


def test_lowest_only_when_nothing_reaches_the_card_before():
    s = stacked_variant(OGOREK, 3, 2, {0: ["KH", "3S", "4S", "5S", "6S", "7S"],
                                       1: ["2C", "QC", "JC", "3C", "4C", "5C"],
                                       2: ["2D", "3D", "10D", "4D", "5D", "6D"]})
    no_contra(s)
    play(s, "KH")
    assert legal_ranks(s) == {("2",)}                        # nothing ≥ K
    play(s, "2C")
    # The target is now the 2 just played: every card of seat 2 reaches it, the
    # lowest 2 included (equal), so all are legal headings.
    assert legal_ranks(s) == {("2",), ("3",), ("4",), ("5",), ("6",), ("10",)}
    events = play(s, "2D")
    assert of_type(events, Played)[0].heading is True


# ------------------------------------------------------------------ points
def test_an_ace_wins_tricks_but_costs_only_1_point():
    s = one_card(NO_CONTRA, ["AH", "KS"], scores=[10, 0])
    play(s, "AH")
    events = play(s, "KS")
    taken = of_type(events, PenaltyTaken)
    assert [(e.seat, e.card.code, e.points) for e in taken] == [(0, "AH", 1)]
    assert s.scores == [11, 0]


@pytest.mark.parametrize(("card", "points"), [("KH", 13), ("QH", 12), ("JH", 11), ("10H", 10)])
def test_court_cards_keep_agurk_points(card, points):
    s = one_card(NO_CONTRA, [card, "2S"])
    play(s, card)
    events = play(s, "2S")
    assert of_type(events, PenaltyTaken)[0].points == points


def test_tied_aces_last_loses_with_1_point():
    s = one_card(NO_CONTRA, ["AH", "AS"], scores=[3, 0])
    play(s, "AH")
    events = play(s, "AS")
    assert [(e.seat, e.points) for e in of_type(events, PenaltyTaken)] == [(1, 1)]
    assert [(e.seat, e.points) for e in of_type(events, PenaltyReduced)] == [(0, 1)]
    assert s.scores == [2, 1]


@pytest.mark.parametrize(("threshold", "before", "out"), [
    (50, 37, True), (50, 36, False), (21, 8, True), (21, 7, False),
])
def test_out_at_50_or_the_21_option(threshold, before, out):
    s = one_card(NO_CONTRA, ["KH", "2S"], scores=[before, 0], elimination_at=threshold)
    play(s, "KH")
    events = play(s, "2S")
    assert s.scores[0] == before + 13
    assert bool(of_type(events, Eliminated)) is out


# ------------------------------------------------------------------ players and decks
@pytest.mark.parametrize(("players", "cards"), [(2, 52), (7, 52), (8, 104), (16, 104)])
def test_two_decks_from_eight_players_and_still_two_at_sixteen(players, cards):
    s = new_game(OGOREK, players, seed=5)
    assert len(s.pack) == cards
    assert all(len(s.hands[i]) == 6 for i in range(players))
    assert len(s.stock) == cards - 6 * players


@pytest.mark.parametrize("players", [1, 17])
def test_ogorek_is_for_2_to_16_players(players):
    with pytest.raises(RulesError):
        new_game(OGOREK, players, seed=1)


# ------------------------------------------------------------------ contra
def test_contra_is_asked_from_the_dealers_left_and_the_first_yes_ends_it():
    s = one_card(OGOREK, ["KH", "2S", "3C"])
    assert (s.phase, s.current_seat) == ("contra", 0)
    assert set(s.legal_actions()) == {Decide("contra", False), Decide("contra", True)}
    with pytest.raises(IllegalAction, match="contra"):
        play(s, "KH")
    events = s.apply(Decide("contra", False))
    assert Declared(0, "contra", False) in events
    assert (s.phase, s.current_seat) == ("contra", 1)
    events = s.apply(Decide("contra", True))
    assert Declared(1, "contra", True) in events
    assert (s.phase, s.current_seat) == ("play", 0)          # seat 2 is never asked
    assert s.contra_by == 1


def test_without_contra_the_loser_scores_the_card_once():
    s = one_card(OGOREK, ["KH", "2S", "3C"])
    no_contra(s)
    assert s.phase == "play" and s.contra_by is None
    events = play_lowest(s)
    assert [(e.seat, e.points, e.multiplier) for e in of_type(events, PenaltyTaken)] == [
        (0, 13, 1)]


def test_contra_doubles_the_losers_points():
    s = one_card(OGOREK, ["KH", "2S", "3C"])
    s.apply(Decide("contra", False))
    s.apply(Decide("contra", True))                          # seat 1 says contra
    events = play_lowest(s)
    assert [(e.seat, e.points, e.multiplier) for e in of_type(events, PenaltyTaken)] == [
        (0, 26, 2)]
    assert s.scores == [26, 0, 0]


def test_contra_quadruples_when_the_declarer_loses():
    s = one_card(OGOREK, ["KH", "2S", "3C"])
    s.apply(Decide("contra", True))                          # seat 0 says contra and loses
    events = play_lowest(s)
    assert [(e.seat, e.points, e.multiplier) for e in of_type(events, PenaltyTaken)] == [
        (0, 52, 4)]
    assert Eliminated(0, 52) in events


def test_contra_is_asked_again_each_deal():
    s = one_card(OGOREK, ["KH", "2S", "3C"])
    s.apply(Decide("contra", True))
    play_lowest(s)
    assert s.deal_no == 2 and s.contra_by is None
    assert (s.phase, s.current_seat) == ("contra", (s.dealer + 1) % 3)
