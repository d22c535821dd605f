"""Sneak's challenge banner says which set is higher and why:
"Straight flush beats straight flush" said neither."""

from __future__ import annotations

import pytest

from cardtable.cards import parse_card
from cardtable.table.sneak.texts import challenge_banner

NAMES = ["You", "Aiko", "Ben"]


def sets(*plays: str) -> tuple:
    """(seat, cards) for each play, leader first: "10H 9H 8H" → three cards."""
    return tuple((seat, tuple(parse_card(c) for c in play.split()))
                 for seat, play in enumerate(plays))


@pytest.mark.parametrize(("kind", "plays", "winner", "said"), [
    # the same combo: which card decides
    ("sneak", ("7S 6S 5S", "10H 9H 8H"), 1,
     "Higher straight flush: top card 10♥ beats 7♠ — Aiko takes 6 cards"),
    ("flaunt", ("KH 10H 2H", "KS 9S 8S"), 0,
     "Higher flush: equal from the top until 10♥ beats 9♠ — you take 6 cards"),
    ("sneak", ("9D", "KS"), 1, "Higher card: K♠ beats 9♦ — Aiko takes 2 cards"),
    ("sneak", ("KS 9D 4C", "KD 8C 7S"), 0,
     "Higher set with no combo: equal from the top until 9♦ beats 8♣ — you take 6 cards"),
    ("sneak", ("3C 2C AC", "4D 3D 2D"), 1,
     "Higher straight flush: top card 4♦ beats 3♣ — Aiko takes 6 cards"),
    # a flaunt answered by a straight flush that only counts as a flush (T20)
    ("flaunt", ("KH 10H 2H", "JS 10S 9S"), 0,
     "Higher flush (a straight flush counts as a flush): top card K♥ beats J♠ — you take "
     "6 cards"),
    ("flaunt", ("9H 7H 2H", "JS 10S 9S"), 1,
     "Higher flush (a straight flush counts as a flush): top card J♠ beats 9♥ — Aiko takes "
     "6 cards"),
    # another combo, a tie, no challenge of the kind led
    ("sneak", ("KS 9D 4C", "5H 3H 2H"), 1, "Flush beats no combo — Aiko takes 6 cards"),
    ("sneak", ("QS QD", "QH QC"), 1,
     "Equal sets, Q♠ Q♦ and Q♥ Q♣: the later player wins — Aiko takes 4 cards"),
    ("flaunt", ("9H", "KS"), 0,
     "9♥ stands: only a higher card of its suit beats it — you take 2 cards"),
    ("flaunt", ("8S 7S 6S", "KH KD KC"), 0,
     "8♠ 7♠ 6♠ stands: only a higher straight flush beats it — you take 6 cards"),
])
def test_the_banner_says_which_is_higher_and_why(qapp, kind, plays, winner, said):
    assert challenge_banner(sets(*plays), winner, len(" ".join(plays).split()), NAMES, 0,
                            kind) == said


def test_the_kind_is_worked_out_when_not_given(qapp):
    text = challenge_banner(sets("KH 10H 2H", "JS 10S 9S"), 0, 6, NAMES, 0)
    assert text.startswith("Higher flush (a straight flush counts as a flush): top card K♥")
    text = challenge_banner(sets("7S 6S 5S", "10H 9H 8H"), 1, 6, NAMES, 0)
    assert text.startswith("Higher straight flush: top card 10♥")
