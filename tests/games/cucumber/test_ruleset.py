"""The Ruleset: every §1.3 field present, validated, explained in words, serialisable."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.games.cucumber import PRESETS, Ruleset, check_playable, preset
from cardtable.games.cucumber.variants.rules import CHOICES
from cardtable.games.errors import RulesError

SECTION_1_3 = [
    "players_per_deck", "jokers", "joker_rank", "top_cards", "ace_low_in_last_trick", "points",
    "first_hand", "hand_size", "hand_cap", "exchange", "lead", "lead_lowest", "follow_target",
    "follow_allow_equal", "follow_must_beat", "ace_rule", "last_trick", "last_trick_ties",
    "elimination_at", "elimination_when", "exact_reset", "game_end", "all_out_winner",
    "dealer_rotation", "first_lead", "played_cards_visible", "ante", "starting_chips",
    "rescue", "contra",
]


def test_every_option_of_section_1_3_is_a_field():
    names = {f.name for f in dataclasses.fields(Ruleset)}
    assert set(SECTION_1_3) <= names


def test_the_22_preset_is_section_1_1():
    r = preset("twenty-two")
    assert (r.min_players, r.max_players, r.players_per_deck) == (2, 12, 6)
    assert (r.points, r.first_hand, r.hand_size, r.exchange, r.lead) == (
        "twenty-two", 7, "loser-points", "free", "sets")
    assert (r.follow_target, r.follow_allow_equal, r.follow_must_beat) == ("highest", True, False)
    assert (r.last_trick, r.last_trick_ties, r.elimination_at, r.elimination_when) == (
        "simultaneous", "all-lose", 22, "at-least")
    assert (r.dealer_rotation, r.game_end, r.all_out_winner) == (
        "loser", "last-survivor", "lowest-total")
    assert r.played_cards_visible and r.penalty_cards_out and r.problems() == []
    with pytest.raises(KeyError, match="known variants"):
        preset("snap")


@pytest.mark.parametrize(("change", "words"), [
    ({"elimination_at": 0}, "threshold"),
    ({"first_hand": 0}, "at least 1 card"),
    ({"jokers": 5}, "0 to 3 jokers"),
    ({"points": "golf"}, "points cannot be 'golf'"),
    ({"top_cards": ("AS",)}, "cannot be a top card"),
    ({"min_players": 5, "max_players": 3}, "fewest players"),
    ({"rescue": "buy-in"}, "ante"),
    ({"exact_reset": 30}, "never be reset"),
    ({"contra": "yes"}, "true or false"),
])
def test_bad_options_are_explained(change, words):
    r = dataclasses.replace(preset("twenty-two"), **change)
    problems = " ".join(r.problems())
    assert words in problems
    with pytest.raises(RulesError):
        r.validate()


def test_hand_sizes_must_fit_the_decks():
    r = dataclasses.replace(preset("twenty-two"), players_per_deck=12, first_hand=6)
    with pytest.raises(RulesError, match="9 players with 6 cards each need 54 cards"):
        r.validate(9)
    r.validate(8)


@pytest.mark.parametrize("players", range(2, 13))
def test_22_accepts_2_to_12(players):
    check_playable(PRESETS["twenty-two"], players)


def test_round_trip_and_strict_reading():
    r = preset("twenty-two")
    assert Ruleset.from_dict(r.to_dict()) == r
    data = r.to_dict()
    del data["contra"]
    with pytest.raises(RulesError, match="lack these options: contra"):
        Ruleset.from_dict(data)
    with pytest.raises(RulesError, match="Unknown rule options: cheat"):
        Ruleset.from_dict({**r.to_dict(), "cheat": True})
    with pytest.raises(RulesError, match="whole number"):
        Ruleset.from_dict({**r.to_dict(), "elimination_at": "22"})
    with pytest.raises(RulesError):
        Ruleset.from_dict(["not", "an", "object"])


def test_a_record_holds_whole_numbers_in_the_range_the_program_offers():
    """A record's threshold of a million passed (up to 10**6 was accepted): a
    game that never ends, whose record outgrows any size limit. A record now
    holds what the setup dialog and --set offer, 0 to 200, and says so."""
    r = preset("twenty-two")
    with pytest.raises(RulesError, match="elimination_at takes a number from 0 to 200, "
                                         "not 1000000"):
        Ruleset.from_dict({**r.to_dict(), "elimination_at": 10**6})
    with pytest.raises(RulesError, match="ante takes a number from 0 to 200, not -1"):
        Ruleset.from_dict({**r.to_dict(), "ante": -1})
    with pytest.raises(RulesError) as caught:   # a 4,000-digit number is not printed whole
        Ruleset.from_dict({**r.to_dict(), "starting_chips": 10**3999})
    assert len(str(caught.value)) < 200
    assert Ruleset.from_dict({**r.to_dict(), "elimination_at": 200}).elimination_at == 200


def test_options_the_engine_cannot_play_yet_are_refused_not_ignored():
    for name, values in CHOICES.items():
        for value in values:
            r = dataclasses.replace(preset("twenty-two"), **{name: value})
            if r.problems(4):
                continue
            try:
                check_playable(r, 4)
            except RulesError as exc:
                if all(getattr(p, "code", "").startswith("penalty-out") for p in exc.problems):
                    continue  # refused for running out of cards (deck_budget), not ignored
                assert name in str(exc) and "not playable yet" in str(exc)
