"""cards.py: notation, interning, decks, seeded shuffles."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from cardtable.cards import (
    ALL_CARDS,
    JOKER,
    Rank,
    Suit,
    build_deck,
    card,
    cards_text,
    parse_card,
    parse_cards,
    shuffled,
)


@pytest.mark.parametrize(("text", "rank", "suit"), [
    ("10H", Rank.TEN, Suit.HEARTS), ("AS", Rank.ACE, Suit.SPADES), ("2C", Rank.TWO, Suit.CLUBS),
    ("QD", Rank.QUEEN, Suit.DIAMONDS), ("JK", Rank.JOKER, None), ("kh", Rank.KING, Suit.HEARTS),
])
def test_notation_round_trips(text, rank, suit):
    c = parse_card(text)
    assert (c.rank, c.suit) == (rank, suit)
    assert c is card(rank, suit)
    assert str(c) == text.upper()


@pytest.mark.parametrize("bad", ["", "1H", "11H", "AX", "10", "JKH", "ZZ", "A S", 5, None])
def test_bad_notation_is_a_clear_value_error(bad):
    with pytest.raises(ValueError, match="card"):
        parse_card(bad)


def test_cards_are_interned_through_copy_and_pickle():
    c = parse_card("7S")
    assert copy.copy(c) is c and copy.deepcopy(c) is c
    assert pickle.loads(pickle.dumps(c)) is c
    assert len({*ALL_CARDS}) == 53 and hash(c) == c.index


def test_decks():
    one = build_deck()
    assert len(one) == 52 and len(set(one)) == 52 and JOKER not in one
    two = build_deck(2, jokers_per_deck=3)
    assert len(two) == 110 and two.count(JOKER) == 6 and two.count(parse_card("AS")) == 2
    with pytest.raises(ValueError):
        build_deck(0)
    with pytest.raises(ValueError):
        build_deck(1, 4)


def test_shuffles_are_seeded_and_do_not_touch_the_input():
    deck = build_deck()
    a = shuffled(deck, random.Random(5))
    b = shuffled(deck, random.Random(5))
    assert a == b and a != deck and sorted(a) == deck
    assert deck == build_deck()


def test_text_helpers():
    assert cards_text(parse_cards(["10H", "AS"])) == "10H AS"
    assert Suit.HEARTS.glyph == "♥" and Rank.TEN.symbol == "10"
