"""Scoring, deals, targets and the rules object of a Sneak game."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable import games
from cardtable.games.errors import RulesError, ScriptError
from cardtable.games.sneak import PRESETS, SPEC, Flaunt, Pass, SneakRules, new_game, preset
from cardtable.games.sneak.events import DealEnded, DealStarted, GameEnded
from tests.games.sneak.helpers import cards, names, only, position


def near_the_end(totals, pile0=4, rules=PRESETS["sneak"]):
    """Seat 0 holds 5H and ``pile0`` banked cards; seat 1 holds 7D; the stock is
    empty: 0 flaunts, 1 passes and banks, and the deal scores (pile0 + 1, 1)."""
    state = position(2, {0: ["5H"], 1: ["7D"]}, stock=(), rules=rules)
    state.piles[0] = list(cards("2S", "3S", "4S", "5S", "6S", "7S")[:pile0])
    state.totals = list(totals)
    state.apply(Flaunt(cards("5H")))
    return state, state.apply(Pass())


def test_one_point_per_banked_card_added_to_the_totals():
    state, events = near_the_end((10, 20))
    ended = only(events, DealEnded)
    assert ended.points == (5, 1) and ended.totals == (15, 21)
    assert state.scores == [15, 21]
    assert state.log[0].result == {"points": [5, 1], "scores": [15, 21]}


def test_the_deal_passes_left_and_the_next_starts_by_itself():
    state, events = near_the_end((0, 0))
    assert names(events)[-2:] == ["DealEnded", "DealStarted"]
    started = only(events, DealStarted)
    assert started.deal_no == 2 and started.dealer == 0 and started.first == 1
    assert state.dealer == 0 and state.current_seat == 1 and len(state.stock) == 52
    assert state.piles == [[], []] and state.seen == [] and state.turns_taken == [0, 0]


def test_reaching_the_target_alone_wins():
    state, events = near_the_end((95, 0))
    assert only(events, GameEnded).winners == (0,) and state.is_over
    assert state.winners == (0,) and state.current_seat is None


def test_highest_total_wins_even_when_both_pass_the_target():
    state, _ = near_the_end((120, 150))
    assert state.winners == (1,)


def test_a_tie_at_the_top_plays_another_deal():
    state, events = near_the_end((95, 99))
    assert state.totals == [100, 100] and not state.is_over
    assert not any(isinstance(e, GameEnded) for e in events) and state.deal_no == 2


def test_ends_deal_marks_the_deal_end():
    assert DealEnded.ends_deal is True


@pytest.mark.parametrize(("players", "decks", "target"), [
    (2, 1, 100), (3, 1, 100), (4, 1, 100), (5, 2, 200), (7, 2, 200)])
def test_decks_and_targets_by_players(players, decks, target):
    state = new_game(PRESETS["sneak"], players, seed=1)
    assert (state.decks, state.target, len(state.stock)) == (decks, target, 52 * decks)


def test_four_players_may_take_two_decks_and_a_target_can_be_set():
    state = new_game(SneakRules(decks=2), 4, seed=1)
    assert (state.decks, state.target, len(state.stock)) == (2, 200, 104)
    assert new_game(SneakRules(target=30), 4, seed=1).target == 30
    assert new_game(SneakRules(decks=1), 3, seed=1).decks == 1


@pytest.mark.parametrize(("rules", "players", "reason"), [
    (SneakRules(), 1, "2 to 7 players"),
    (SneakRules(), 8, "2 to 7 players"),
    (SneakRules(decks=1), 5, "need two decks"),
    (SneakRules(decks=3), 4, "decks cannot be 3"),
    (SneakRules(target=0), 4, "from 1 to 1000"),
    (SneakRules(target="x"), 4, "whole number"),  # type: ignore[arg-type]
    (SneakRules(hand_limit=1), 4, "true or false"),  # type: ignore[arg-type]
])
def test_rules_refuse_what_cannot_be_played(rules, players, reason):
    with pytest.raises(RulesError, match=reason):
        rules.validate(players)
    with pytest.raises(RulesError):
        new_game(rules, players, seed=1)


def test_rules_dict_round_trip_is_strict():
    for rules in PRESETS.values():
        assert SneakRules.from_dict(rules.to_dict()) == rules
    data = SneakRules(decks=2, target=150).to_dict()
    assert data == {"decks": 2, "losers_discarded": False, "hand_limit": False, "target": 150}
    with pytest.raises(RulesError, match="lack"):
        SneakRules.from_dict({"decks": None})
    with pytest.raises(RulesError, match="Unknown rule options: jokers"):
        SneakRules.from_dict({**data, "jokers": 1})
    with pytest.raises(RulesError, match="decks cannot be"):
        SneakRules.from_dict({**data, "decks": True})
    with pytest.raises(RulesError, match="object"):
        SneakRules.from_dict([1])


def test_presets_and_spec():
    assert preset("sneak-discard").losers_discarded and preset("sneak-hand-limit").hand_limit
    with pytest.raises(KeyError, match="known variants"):
        preset("snake")
    assert games.get("sneak") is SPEC and SPEC.players == range(2, 8)
    assert SPEC.variant_of(SneakRules()) == "sneak"
    rules = SPEC.with_options(SPEC.preset("sneak"), {"decks": "2", "target": "none",
                                                     "losers_discarded": "yes"})
    assert rules == SneakRules(decks=2, losers_discarded=True)
    assert {o.name for o in SPEC.options} == {f.name for f in dataclasses.fields(SneakRules)}
    assert "hand limit" in SneakRules(hand_limit=True).describe()


def test_seeded_games_repeat_and_scripts_are_checked():
    a, b = new_game(PRESETS["sneak"], 3, seed=5), new_game(PRESETS["sneak"], 3, seed=5)
    assert a.fingerprint() == b.fingerprint()
    with pytest.raises(ScriptError, match="the seats are 0 to 2"):
        new_game(PRESETS["sneak"], 3, seed=5, dealer=3)
    with pytest.raises(ScriptError, match="52 cards once each"):
        new_game(PRESETS["sneak"], 3, seed=5, deck=["AS"] * 52)
