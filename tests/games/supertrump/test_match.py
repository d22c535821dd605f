"""Games and matches: 20+ wins a game, the dealer alternates, every match
option, the rules object and the registry entry."""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardtable import games
from cardtable.games.errors import RulesError, ScriptError
from cardtable.games.supertrump import (
    PRESETS,
    SPEC,
    SupertrumpRules,
    new_game,
    preset,
    stacked_deck,
)
from cardtable.games.supertrump.events import GameEnded, GameStarted, MatchEnded

from .helpers import play_randomly


def game_results(events) -> list[GameEnded]:
    return [e for e in events if isinstance(e, GameEnded)]


def test_twenty_or_more_points_win_a_game():
    for seed in range(40):
        state = new_game(PRESETS["supertrump"], 2, seed)
        events = play_randomly(state, random.Random(seed))
        (ended,) = game_results(events)
        assert sum(ended.points) == 39
        assert ended.points[ended.winner] >= 20
        assert state.winners == (ended.winner,)
        assert state.scores == [1 if s == ended.winner else 0 for s in (0, 1)]
        assert state.log[0].result == {"points": list(ended.points), "winner": ended.winner,
                                       "scores": state.scores}


def test_first_dealer_is_random_but_seeded_and_then_alternates():
    dealers = {new_game(PRESETS["supertrump"], 2, seed).dealer for seed in range(20)}
    assert dealers == {0, 1}
    assert new_game(PRESETS["match-3"], 2, 9).dealer == new_game(PRESETS["match-3"], 2, 9).dealer
    state = new_game(PRESETS["match-100"], 2, 4)
    first = state.dealer
    events = play_randomly(state, random.Random(4))
    started = [e for e in events if isinstance(e, GameStarted)]
    assert [e.dealer for e in started] == [(first + i) % 2 for i in range(1, len(started) + 1)]
    assert [d.dealer for d in state.log] == [(first + i) % 2 for i in range(len(state.log))]
    assert all(e.non_dealer == 1 - e.dealer for e in started)


def test_the_next_game_starts_by_itself_in_the_same_event_list():
    state = new_game(PRESETS["match-3"], 2, 11)
    events = play_randomly(state, random.Random(11), until_game=2)
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("GameEnded") < kinds.index("GameStarted")
    assert (state.deal_no, state.phase, state.current_seat) == (2, "trump", 1 - state.dealer)
    assert state.points == [0, 0] and state.trick_no == 0


def test_a_single_game_match_ends_after_one_game():
    state = new_game(preset("supertrump"), 2, 3)
    events = play_randomly(state, random.Random(3))
    assert len(game_results(events)) == 1 and state.deal_no == 1
    assert events[-1] == MatchEnded(state.winners, tuple(state.scores))


@pytest.mark.parametrize("target", [1, 2, 3])
def test_a_games_match_goes_to_the_first_to_win_target_games(target):
    rules = SupertrumpRules("games", target)
    for seed in range(10):
        state = new_game(rules, 2, seed)
        events = play_randomly(state, random.Random(seed))
        results = game_results(events)
        wins = [sum(1 for e in results if e.winner == s) for s in (0, 1)]
        assert state.scores == wins
        assert max(wins) == target and min(wins) < target
        assert state.winners == (wins.index(target),)
        assert results[-1].winner == state.winners[0]


def test_a_points_match_goes_to_the_first_to_target_points():
    rules = PRESETS["match-100"]
    for seed in range(10):
        state = new_game(rules, 2, seed)
        events = play_randomly(state, random.Random(seed))
        results = game_results(events)
        totals = [sum(e.points[s] for e in results) for s in (0, 1)]
        assert state.scores == totals == list(results[-1].scores)
        before = [t - results[-1].points[s] for s, t in enumerate(totals)]
        assert max(before) < 100 <= max(totals)
        (winner,) = state.winners
        assert totals[winner] > totals[1 - winner]


def end_points_of_next_game(state, seed) -> list[int]:
    trial = state.clone()
    events = play_randomly(trial, random.Random(seed), until_game=state.deal_no + 1)
    return list(game_results(events)[0].points)


def test_both_reaching_the_points_target_the_higher_total_wins():
    state = new_game(PRESETS["match-100"], 2, 21)
    points = end_points_of_next_game(state, 21)
    state.total_points = [100 - points[0] + 1, 100 - points[1]]
    play_randomly(state, random.Random(21), until_game=2)
    assert state.is_over and state.winners == (0,)
    assert state.scores == [101, 100]


def test_both_reaching_the_points_target_level_plays_another_game():
    state = new_game(PRESETS["match-100"], 2, 21)
    points = end_points_of_next_game(state, 21)
    state.total_points = [100 - points[0], 100 - points[1]]
    play_randomly(state, random.Random(21), until_game=2)
    assert not state.is_over and state.deal_no == 2
    assert state.scores == [100, 100]
    play_randomly(state, random.Random(1))
    assert state.is_over and state.scores[state.winners[0]] > state.scores[1 - state.winners[0]]


# ------------------------------------------------------------ rules and presets
def test_presets():
    assert PRESETS["supertrump"] == SupertrumpRules("single", 1)
    assert PRESETS["match-3"] == SupertrumpRules("games", 3)
    assert PRESETS["match-100"] == SupertrumpRules("points", 100)
    with pytest.raises(KeyError, match="match-3"):
        preset("nope")


def test_rules_need_exactly_two_players_and_sane_values():
    rules = PRESETS["match-3"]
    assert rules.problems(2) == []
    with pytest.raises(RulesError, match="exactly 2 players, not 3"):
        rules.validate(3)
    with pytest.raises(RulesError):
        new_game(rules, 4, 1)
    bad = SupertrumpRules("best-of", 0)
    found = bad.problems(2)
    assert [p.code for p in found] == ["match", "target-range"]
    assert SupertrumpRules("games", True).problems()[0].code == "target-type"
    assert SupertrumpRules("points", 1001).problems()
    assert SupertrumpRules("points", 1000).problems() == []


def test_rules_dict_round_trip_is_strict():
    for rules in PRESETS.values():
        assert SupertrumpRules.from_dict(rules.to_dict()) == rules
    with pytest.raises(RulesError, match="Unknown rule options: colour"):
        SupertrumpRules.from_dict({"match": "games", "target": 3, "colour": "red"})
    with pytest.raises(RulesError, match="lack these options: target"):
        SupertrumpRules.from_dict({"match": "games"})
    with pytest.raises(RulesError, match="whole number"):
        SupertrumpRules.from_dict({"match": "games", "target": "3"})
    with pytest.raises(RulesError, match="choose one of"):
        SupertrumpRules.from_dict({"match": ["games"], "target": 3})
    with pytest.raises(RulesError, match="object"):
        SupertrumpRules.from_dict(["games", 3])


def test_the_registry_finds_supertrump():
    spec = games.get("supertrump")
    assert spec is SPEC and spec.players == range(2, 3)
    assert spec.variant_of(PRESETS["match-3"]) == "match-3"
    custom = spec.with_options(spec.preset("supertrump"), {"match": "games", "target": "5"})
    assert custom == SupertrumpRules("games", 5)
    with pytest.raises(ValueError):
        spec.with_options(custom, {"target": "0"})
    state = spec.new_game(custom, 2, 5)
    assert state.take_pending_events() and state.take_pending_events() == []
    assert dataclasses.replace(custom, target=7).target == 7


def test_stacked_decks_are_checked():
    with pytest.raises(ScriptError, match="twice"):
        stacked_deck(0, {0: ["AS"], 1: ["AS"]})
    deck = stacked_deck(0, {})
    with pytest.raises(ScriptError, match="52 cards once each"):
        new_game(PRESETS["supertrump"], 2, 1, deck=deck[:-1])
    with pytest.raises(ScriptError, match="52 cards once each"):
        new_game(PRESETS["supertrump"], 2, 1, deck=[*deck[:-1], deck[0]])
    with pytest.raises(ScriptError, match="cannot deal"):
        new_game(PRESETS["supertrump"], 2, 1, dealer=2)
