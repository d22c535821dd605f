"""The family's presets match RULES.md §1.4, and impossible combinations are refused."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.games.cucumber import PRESETS, check_playable, new_game
from cardtable.games.errors import RulesError

PLAYER_RANGES = {
    "twenty-two": (2, 12), "agurk": (2, 7), "agurk-jokers": (2, 7), "gurka-se": (2, 8),
    "ogorek": (2, 16), "kurkku": (3, 4), "matapesa": (3, 8), "rassi": (2, 9),
    "gurka-no": (3, 16), "norwegian": (3, 16), "gurka-is": (2, 4), "gambling": (3, 7),
    "agurk-online": (2, 7),
}
#: Not seed presets: option sets RULES.md §1.4 lists apart (tested in their own files).
HOUSE_RULES = ("agurk-online",)


def test_every_preset_of_the_table_exists_with_its_player_range():
    assert {n: (r.min_players, r.max_players) for n, r in PRESETS.items()} == PLAYER_RANGES


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_each_preset_accepts_its_range_and_refuses_outside(name):
    low, high = PLAYER_RANGES[name]
    for players in range(low, high + 1):
        check_playable(PRESETS[name], players)
    for players in (low - 1, high + 1):
        with pytest.raises(RulesError, match=f"for {low} to {high} players"):
            check_playable(PRESETS[name], players)


@pytest.mark.parametrize(("name", "players", "decks"), [
    ("twenty-two", 6, 1), ("twenty-two", 7, 2), ("ogorek", 7, 1), ("ogorek", 8, 2),
    ("ogorek", 16, 2), ("rassi", 8, 1), ("rassi", 9, 2), ("gurka-no", 7, 1),
    ("gurka-no", 8, 2), ("gurka-no", 15, 3), ("norwegian", 14, 2), ("norwegian", 15, 3),
    ("agurk-jokers", 7, 1), ("agurk-online", 7, 1),
])
def test_deck_counts(name, players, decks):
    rules = PRESETS[name]
    assert rules.decks_for(players) == decks
    state = new_game(rules, players, seed=1)
    assert len(state.pack) == decks * (52 + rules.jokers)


def test_common_cucumber_rules_differ_from_22_as_the_table_says():
    for name, r in PRESETS.items():
        if name == "twenty-two" or name in HOUSE_RULES:
            continue
        assert not r.penalty_cards_out, name      # cards reshuffled each deal
        if name != "gurka-is":
            assert (r.lead, r.follow_target) == ("single", "previous"), name
        assert r.last_trick == "in-turn", name
        if name != "norwegian":
            assert (r.dealer_rotation, r.first_lead) == ("clockwise", "dealer-left"), name


@pytest.mark.parametrize(("base", "change", "players", "words"), [
    ("ogorek", {"players_per_deck": 16, "max_decks": None}, 9, "9 players with 6 cards each"),
    ("agurk", {"hand_cap": 5}, 4, "cap only applies"),
    ("agurk", {"rescue": "buy-in"}, 4, "ante"),
    ("gambling", {"starting_chips": 0}, 4, "enough chips"),
    ("gurka-is", {"exact_reset": 25}, 3, "never be reset"),
    ("norwegian", {"first_hand": 2}, 4, "keeps 2 cards"),
    ("agurk", {"players_per_deck": 20, "max_players": 12}, 10, "10 players with 7 cards"),
    ("twenty-two", {"max_decks": 9}, 4, "most decks"),
    ("twenty-two", {"top_cards": ("6C", "6C")}, 4, "listed twice"),
])
def test_impossible_combinations_are_refused_in_words(base, change, players, words):
    rules = dataclasses.replace(PRESETS[base], **change)
    with pytest.raises(RulesError, match=words):
        check_playable(rules, players)
    with pytest.raises(RulesError):
        new_game(rules, players, seed=1)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_presets_mix_options_freely(name):
    """Any option may be switched on a preset: e.g. Agurk with sets, 22 with re-entry."""
    rules = dataclasses.replace(PRESETS[name], lead="sets", rescue="re-entry", ante=1,
                                starting_chips=5)
    check_playable(rules, PRESETS[name].min_players + 1)
