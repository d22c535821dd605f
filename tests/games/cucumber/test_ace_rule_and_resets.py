"""Two rules RULES.md §1.4 settles after the table.

* ``one-ace-per-trick``: a player holding only aces must still play one; that
  ace never wins the trick (the first ace keeps it), does not head and is
  never the card to beat — in ordinary tricks; the last trick compares every
  last card as usual. (It used to win as the last of equal cards.)
* Resets (``exact_reset``, ``free-reset``, buy-in) come after the deal's
  points are settled, ``last-loses`` subtractions included: one test per kind.
"""

from __future__ import annotations

import dataclasses

from cardtable.ai.cucumber.lean import Deal, lean_rules
from cardtable.games.cucumber import preset
from cardtable.games.cucumber.actions import Decide
from cardtable.games.cucumber.events import (
    PenaltyReduced,
    PenaltyTaken,
    Played,
    ScoreSet,
    TrickWon,
)
from tests.games.cucumber.helpers import legal_ranks, of_type, play, play_lowest, stacked_variant

ONE_ACE = dataclasses.replace(preset("gurka-no"), ace_rule="one-ace-per-trick")
#: Equal cards head here, so a forced ace *would* head the first one without the rule.
ONE_ACE_EQUAL = dataclasses.replace(preset("agurk-online"), jokers=0,
                                    ace_rule="one-ace-per-trick")
ONLY_ACES = {0: ["AH", "5S", "6S"], 1: ["AD", "AC", "AS"], 2: ["3D", "4D", "9D"]}


def only_aces_deal(rules):
    """Seat 0 leads an ace; seat 1 holds nothing but aces."""
    s = stacked_variant(rules, 3, 2, ONLY_ACES, first_hand=3)
    play(s, "AH")
    return s


# ------------------------------------------------------------------ one ace per trick
def test_a_player_with_only_aces_must_play_one():
    s = only_aces_deal(ONE_ACE)
    assert legal_ranks(s) == {("A",)}


def test_the_forced_second_ace_does_not_win_the_first_ace_keeps_the_trick():
    s = only_aces_deal(ONE_ACE)
    events = play(s, "AD")
    assert of_type(events, Played)[0].heading is False
    assert s.observation(2).to_beat == (14,)
    events = play(s, "3D")
    assert of_type(events, TrickWon)[0].seat == 0          # not seat 1, the last ace played
    assert s.current_seat == 0


def test_the_forced_ace_neither_heads_nor_becomes_the_card_to_beat_when_equal_heads():
    s = only_aces_deal(ONE_ACE_EQUAL)
    events = play(s, "AD")
    assert of_type(events, Played)[0].heading is False     # A ≥ A would head without the rule
    assert s.best == s.previous == (14,)
    events = play(s, "3D")
    assert of_type(events, TrickWon)[0].seat == 0


def test_without_the_rule_the_last_of_equal_aces_wins():
    s = only_aces_deal(preset("gurka-no"))
    play(s, "AD")
    events = play(s, "3D")
    assert of_type(events, TrickWon)[0].seat == 1


def test_the_search_model_plays_the_forced_ace_as_the_engine_does():
    s = only_aces_deal(ONE_ACE)
    kind = s.values.kind
    deal = Deal(lean_rules(s.rules), [[kind[c] for c in h] for h in s.hands],
                list(s.alive), s.leader, list(s.scores))
    deal.set_trick([(seat, tuple(kind[c] for c in cs)) for seat, cs in s.trick])
    for code in ("AD", "3D"):
        card = next(c for c in s.hands[s.current_seat] if c.code == code)
        deal.play((kind[card],))
        play(s, code)
    assert deal.turn == deal.leader == s.current_seat == 0


def test_the_last_trick_compares_every_last_card_as_usual():
    s = stacked_variant(ONE_ACE, 3, 2, {0: ["AH"], 1: ["AD"], 2: ["3D"]}, first_hand=1)
    events = play_lowest(s)
    assert [(e.seat, e.points) for e in of_type(events, PenaltyTaken)] == [(0, 14), (1, 14)]


# ------------------------------------------------------------------ resets after settling
TIED_FOURS = {0: ["4H"], 1: ["4D"], 2: ["2S"]}   # seat 1 scores 4, seat 0 takes 4 off


def tied_fours(rules, scores, **changes):
    s = stacked_variant(rules, 3, 2, TIED_FOURS, scores=scores, first_hand=1, **changes)
    return s, play_lowest(s)


def test_exact_reset_counts_the_total_after_the_last_loses_subtraction():
    rules = dataclasses.replace(preset("agurk"), elimination_at=30, exact_reset=21)
    s, events = tied_fours(rules, [25, 17, 0])
    reduced = of_type(events, PenaltyReduced)
    assert [(e.seat, e.total) for e in reduced] == [(0, 21)]
    resets = of_type(events, ScoreSet)
    assert sorted((e.seat, e.reason) for e in resets) == [(0, "exact-reset"), (1, "exact-reset")]
    assert max(map(events.index, reduced)) < min(map(events.index, resets))
    assert s.scores == [0, 0, 0]


def test_free_reset_goes_to_the_highest_other_total_after_subtractions():
    rules = dataclasses.replace(preset("gurka-se"), rescue="free-reset", elimination_at=20)
    s, _ = tied_fours(rules, [15, 17, 9])
    assert s.scores == [11, 21, 9] and (s.phase, s.current_seat) == ("reset", 1)
    events = s.apply(Decide("reset", True))
    assert [(e.seat, e.total, e.reason) for e in of_type(events, ScoreSet)] == [
        (1, 11, "reset")]                                   # 11 after the subtraction, not 15


def test_buy_in_sets_the_highest_other_total_after_subtractions():
    s, _ = tied_fours(preset("gurka-se"), [20, 27, 10])
    assert s.scores == [16, 31, 10] and (s.phase, s.current_seat) == ("buy-in", 1)
    events = s.apply(Decide("buy-in", True))
    assert [(e.seat, e.total, e.reason) for e in of_type(events, ScoreSet)] == [
        (1, 16, "buy-in")]
