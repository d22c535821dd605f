"""Named variants of the Cucumber family as ``Ruleset`` presets (RULES.md §1.4).

Every preset is the ``Ruleset`` defaults (which are 22) with the options
that make the variant. ``AGURK_BASE`` holds what RULES.md says is "common
to all but 22": single leads, follow the previous card or play your lowest,
in-turn last trick, clockwise dealer, no exchange, cards reshuffled.

Deck counts: ``players_per_deck`` gives one deck up to the number named and
a second beyond it. Gurka NO (7 cards each, up to 16 players) and Norwegian
(hands capped at 7) need three decks for 15–16 players since 112 cards do
not fit in two; Ogórek deals 6 cards, so it stays at two decks
(``max_decks``) as the seed says.

``agurk-online`` is not a seed preset but the option set RULES.md lists as
the online rooms' house rules: 7 cards ``down-up``, three jokers, follow the
highest card with equal allowed, every tied last card loses, out over 21,
penalty cards kept out as in 22 and the lowest last card deals next.
"""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.cucumber.variants.rules import Ruleset

#: 22 (Twenty-Two), RULES.md §1.1: the Ruleset defaults are exactly 22.
TWENTY_TWO = Ruleset()

AGURK_BASE = replace(
    TWENTY_TWO,
    points="agurk", hand_size="fixed", exchange="none", lead="single",
    follow_target="previous", follow_allow_equal=False, last_trick="in-turn",
    last_trick_ties="last-loses", dealer_rotation="clockwise", played_cards_visible=False,
    penalty_cards_out=False, elimination_at=21,
)

#: Chips for the variants played with an ante: 10 chips each, 1 into the pot.
_CHIPS = {"ante": 1, "starting_chips": 10}

PRESETS: dict[str, Ruleset] = {
    "twenty-two": TWENTY_TWO,
    "agurk": replace(AGURK_BASE, min_players=2, max_players=7, players_per_deck=7),
    "agurk-jokers": replace(AGURK_BASE, min_players=2, max_players=7, players_per_deck=7,
                            jokers=3, exchange="same-count"),
    "gurka-se": replace(AGURK_BASE, min_players=2, max_players=8, players_per_deck=8,
                        first_hand=6, elimination_at=30, rescue="buy-in", **_CHIPS),
    "ogorek": replace(AGURK_BASE, min_players=2, max_players=16, players_per_deck=7,
                      max_decks=2, first_hand=6, points="ogorek", follow_allow_equal=True,
                      follow_must_beat=True, elimination_at=50, contra=True),
    "kurkku": replace(AGURK_BASE, min_players=3, max_players=4, players_per_deck=4,
                      elimination_at=30, played_cards_visible=True),
    "matapesa": replace(AGURK_BASE, min_players=3, max_players=8, players_per_deck=8,
                        hand_size="even-split", elimination_at=30, played_cards_visible=True),
    "rassi": replace(AGURK_BASE, min_players=2, max_players=9, players_per_deck=8,
                     first_hand=6, elimination_at=50, ace_low_in_last_trick=True,
                     exchange="rassi", played_cards_visible=True),
    "gurka-no": replace(AGURK_BASE, min_players=3, max_players=16, players_per_deck=7,
                        last_trick_ties="all-lose", **_CHIPS),
    "norwegian": replace(AGURK_BASE, min_players=3, max_players=16, players_per_deck=7,
                         first_hand=5, hand_size="loser-points", hand_cap=7,
                         points="norwegian", last_trick_ties="all-lose",
                         exchange="dealer-first", first_lead="dealer",
                         dealer_rotation="lowest-last-card", **_CHIPS),
    "gurka-is": replace(AGURK_BASE, min_players=2, max_players=4, players_per_deck=4,
                        first_hand=10, hand_size="decreasing", top_cards=("6C",), lead="sets",
                        follow_target="highest", follow_allow_equal=True,
                        last_trick_ties="all-lose", elimination_when="over", exact_reset=21),
    "gambling": replace(AGURK_BASE, min_players=3, max_players=7, players_per_deck=7,
                        elimination_at=30, rescue="re-entry", **_CHIPS),
    # The house rules of online Agurk rooms (RULES.md §1.4, "Online house rules").
    "agurk-online": replace(AGURK_BASE, min_players=2, max_players=7, players_per_deck=7,
                            hand_size="down-up", jokers=3, follow_target="highest",
                            follow_allow_equal=True, last_trick_ties="all-lose",
                            elimination_when="over", penalty_cards_out=True,
                            dealer_rotation="lowest-last-card"),
}


def preset(name: str) -> Ruleset:
    """The preset called ``name``; a ``KeyError`` names the known ones."""
    try:
        return PRESETS[name]
    except KeyError:
        known = ", ".join(sorted(PRESETS))
        raise KeyError(f"unknown variant {name!r}; known variants: {known}") from None
