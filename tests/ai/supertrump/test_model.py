"""The bots' integer card arithmetic agrees with the engine's ``tricks.py``."""

from __future__ import annotations

import random

from cardtable.ai.supertrump.model import SUITS, Trumps, bits, mask_of
from cardtable.cards import ALL_CARDS, Rank, parse_card
from cardtable.games.supertrump import tricks

PACK = ALL_CARDS[:52]


def test_winner_and_following_match_the_engine():
    rng = random.Random(4)
    for _ in range(3000):
        ts, r = rng.randrange(4), rng.randrange(2, 15)
        t = Trumps(ts, r)
        trump, super_rank = SUITS[ts], Rank(r)
        a, b = rng.sample(PACK, 2)
        engine = tricks.trick_winner((a, b), trump, super_rank)
        assert t.follower_wins(a.index, b.index) == (engine == 1)
        hand = rng.sample([c for c in PACK if c is not a], rng.randint(1, 13))
        legal = tricks.legal_cards(hand, a, trump, super_rank)
        assert t.follows(mask_of(hand), a.index) == mask_of(legal)


def test_rules_examples():
    club, four = 3, 4
    t = Trumps(club, four)
    # T13: 4♥ beats A♣; T14: 4♣ led, 4♦ answers -> leader; T15: 10♥ led, K♠ -> leader.
    assert t.follower_wins(parse_card("AC").index, parse_card("4H").index)
    assert not t.follower_wins(parse_card("4C").index, parse_card("4D").index)
    assert not t.follower_wins(parse_card("10H").index, parse_card("KS").index)
    # a led super asks for trumps, and 4♥ is not a heart
    hand = mask_of(parse_card(x) for x in ("2C", "9H"))
    assert list(bits(t.follows(hand, parse_card("4S").index))) == [parse_card("2C").index]
    assert t.follows(mask_of([parse_card("4H")]), parse_card("9H").index) == mask_of(
        [parse_card("4H")])
