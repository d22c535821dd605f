"""How strong each card is and what it costs, under a given ``Ruleset``.

Suits are ignored in the Cucumber family except for declared top cards
(6♣, black sevens), so everything a rule needs to know about a card is its
*strength* (trick order), its *points* (penalty value) and its *kind*: cards
of the same kind are interchangeable (``8H`` and ``8S`` in 22). Legal moves
are enumerated once per kind rather than once per suit, which keeps the
move lists short for players, bots and search alike.
"""

from __future__ import annotations

from functools import lru_cache

from cardtable.cards import ALL_CARDS, Card, Rank
from cardtable.games.cucumber.variants.rules import TOP_CARD_POINTS, Ruleset

_FACE_POINTS = {
    # scheme: (A, K, Q, J)
    "twenty-two": (11, 10, 10, 10),
    "agurk": (14, 13, 12, 11),
    "ogorek": (1, 13, 12, 11),
    "norwegian": (11, 11, 11, 11),
}
JOKER_POINTS = 15


class CardValues:
    """Per-ruleset lookup tables, keyed by (interned) card; build with :func:`values_for`."""

    __slots__ = ("aces", "kind", "last_strength", "points", "strength")

    def __init__(self, rules: Ruleset) -> None:
        ace, king, queen, jack = _FACE_POINTS[rules.points]
        faces = {Rank.ACE: ace, Rank.KING: king, Rank.QUEEN: queen, Rank.JACK: jack}
        top_strength = {code: 100 - i for i, code in enumerate(rules.top_cards)}
        self.strength: dict[Card, int] = {}
        self.last_strength: dict[Card, int] = {}
        self.points: dict[Card, int] = {}
        self.kind: dict[Card, int] = {}
        self.aces: set[Card] = set()  # cards that count as an ace (ace rules, Rassi)
        for c in ALL_CARDS:
            if c.code in top_strength:
                strength = top_strength[c.code]
                points = TOP_CARD_POINTS[c.code]
            elif c.is_joker and rules.joker_rank == "ace":
                # "The joker is the same as an A" (seed 003, Gurka NO): it ranks,
                # scores and sets as an ace.
                strength, points = int(Rank.ACE), ace
            elif c.is_joker:
                strength, points = int(Rank.JOKER), JOKER_POINTS
            else:
                strength = int(c.rank)
                points = faces.get(c.rank, int(c.rank))
            self.strength[c] = strength
            self.points[c] = points
            self.kind[c] = strength * 64 + points
            is_ace = strength == int(Rank.ACE) and c.code not in top_strength
            if is_ace:
                self.aces.add(c)
            low_ace = rules.ace_low_in_last_trick and is_ace
            self.last_strength[c] = 1 if low_ace else strength

    def sort_key(self, c: Card) -> tuple[int, int]:
        """Order a hand low to high: by kind, then a fixed suit order."""
        return (self.kind[c], c.index)


@lru_cache(maxsize=64)
def values_for(rules: Ruleset) -> CardValues:
    """The (cached) value tables of ``rules``."""
    return CardValues(rules)
