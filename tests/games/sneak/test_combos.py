"""Combo classification and comparison (RULES.md §3 "Combos"), as pure functions."""

from __future__ import annotations

import pytest

from cardtable.games.sneak.combos import (
    ComboType,
    classify,
    flaunt_beats,
    flaunt_winner,
    is_flaunt_set,
    sneak_beats,
    sneak_winner,
)
from tests.games.sneak.helpers import cards


@pytest.mark.parametrize(("codes", "kind", "ranks"), [
    (("7H",), ComboType.SINGLE, (7,)),
    (("9S", "9D", "9C"), ComboType.MATCH, (9, 9, 9)),
    (("9S", "10S", "JS"), ComboType.STRAIGHT_FLUSH, (11, 10, 9)),
    (("9S", "10H", "JS"), ComboType.STRAIGHT, (11, 10, 9)),
    (("2S", "9S", "JS"), ComboType.FLUSH, (11, 9, 2)),
    (("KS", "9D", "4C"), ComboType.NONE, (13, 9, 4)),
    (("AS", "KH", "QD"), ComboType.STRAIGHT, (14, 13, 12)),      # ace high
    (("AS", "2H", "3D"), ComboType.STRAIGHT, (3, 2, 1)),         # ace low
    (("AH", "2H", "3H"), ComboType.STRAIGHT_FLUSH, (3, 2, 1)),
    (("KS", "AH", "2D"), ComboType.NONE, (14, 13, 2)),           # no wrap-around
    (("KH", "AH", "2H"), ComboType.FLUSH, (14, 13, 2)),          # no wrap: just a flush
    (("5H", "6D"), ComboType.STRAIGHT, (6, 5)),                  # two cards make combos
    (("5H", "9H"), ComboType.FLUSH, (9, 5)),
])
def test_classify(codes, kind, ranks):
    combo = classify(cards(*codes))
    assert combo.type is kind and combo.ranks_desc == ranks


def test_two_identical_cards_are_a_match():
    assert classify(cards("QH", "QH")).type is ComboType.MATCH
    assert is_flaunt_set(cards("QH", "QH"))


def test_a_repeated_rank_is_no_run():
    assert classify(cards("5H", "5H", "6D")).type is ComboType.NONE


def test_no_combo_cannot_be_flaunted_but_anything_else_can():
    assert not is_flaunt_set(cards("KS", "9D", "4C"))
    assert all(is_flaunt_set(cards(*c)) for c in (("2C",), ("2C", "2D"), ("2C", "3D")))


def test_sneak_type_order_match_beats_everything():
    order = [cards("KS", "9D", "4C"), cards("2H", "9H", "JH"), cards("2S", "3H", "4D"),
             cards("2C", "3C", "4C"), cards("2S", "2D", "2C")]
    for i, low in enumerate(order):
        for high in order[i + 1:]:
            assert sneak_beats(high, low) and not sneak_beats(low, high)


def test_sneak_single_any_suit_and_ties_to_the_challenger():
    assert sneak_beats(cards("QD"), cards("JS"))
    assert not sneak_beats(cards("JS"), cards("QD"))
    assert sneak_beats(cards("QD"), cards("QS"))      # tie: the later player
    assert sneak_winner([cards("QS"), cards("QD"), cards("10H")]) == 1


def test_ace_low_straight_is_the_lowest_run():
    assert sneak_beats(cards("2S", "3H", "4D"), cards("AS", "2H", "3D"))
    assert sneak_beats(cards("AS", "KH", "QD"), cards("KS", "QH", "JD"))


def test_flaunt_single_needs_the_led_suit():
    assert flaunt_beats(cards("KH"), cards("10H"))
    assert not flaunt_beats(cards("AS"), cards("10H"))
    assert not flaunt_beats(cards("9H"), cards("10H"))


def test_flaunt_needs_the_led_type():
    assert not flaunt_beats(cards("9S", "9D"), cards("5H", "6D"))       # match vs straight
    assert flaunt_beats(cards("7S", "8D"), cards("5H", "6D"))
    # a straight flush is also a straight
    assert flaunt_beats(cards("8S", "9S"), cards("5H", "6D"))
    assert flaunt_beats(cards("QS", "QD"), cards("JH", "JC"))


def test_flaunt_winner_ties_go_to_the_later_seat():
    led = cards("5H", "6D")
    assert flaunt_winner([led, cards("7S", "8D"), cards("7H", "8C")]) == 2
    assert flaunt_winner([led, cards("9S", "9D"), cards("2C", "3C")]) == 0
