"""Rules whose deck could run out are refused up front, with the largest safe threshold.

22 keeps each loser's card out of the deck. A threshold set too high
(``elimination_at=100`` with 4 players) must not be accepted: the game would
die at deal 43 with "too few cards are left to deal".
"""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from cardtable.commands.cli import main
from cardtable.games.cucumber import PRESETS, check_playable, preset
from cardtable.games.cucumber.state import CucumberState
from cardtable.games.cucumber.variants.deck_budget import max_threshold
from cardtable.games.errors import RulesError, ScriptError
from cardtable.games.record_schema import RecordError
from cardtable.records.io import Seat, dumps, load_record, record_dict

TWENTY_TWO = preset("twenty-two")
#: 22's card values, cheapest first: 2–10 at face value, J/Q/K 10, A 11 (four of each).
VALUES_22 = sorted([v for v in range(2, 11)] * 4 + [10] * 12 + [11] * 4)


def refusal(rules, players: int) -> str:
    with pytest.raises(RulesError) as refused:
        check_playable(rules, players)
    return str(refused.value)


def test_the_issue_setup_is_refused_naming_the_largest_threshold():
    rules = dataclasses.replace(TWENTY_TWO, elimination_at=100)
    assert refusal(rules, 4).startswith(
        "With 4 players and penalty cards kept out, the threshold can be at most 87")
    check_playable(dataclasses.replace(TWENTY_TWO, elimination_at=87), 4)
    assert "at most 87" in refusal(dataclasses.replace(TWENTY_TWO, elimination_at=88), 4)


def test_the_bound_is_exact_for_four_players():
    """Worked by hand: at 87 a seat still in holds at most 86 points, so four
    seats hold at most 344; the 49 cheapest cards are worth 347 (all but the
    aces, 336, plus one ace): at most 48 cards leave, 4 are left for 4 players.
    At 88 (86 + 3 × 87 = 347) those 49 cards can lie out with every seat
    still in: 3 cards for 4 players."""
    assert sum(VALUES_22[:48]) == 336 and sum(VALUES_22[:49]) == 347
    assert sum(VALUES_22[:49]) > 4 * 86 and sum(VALUES_22[:49]) <= 3 * 87 + 86
    assert max_threshold(TWENTY_TWO, 4) == 87


def test_one_more_than_the_bound_really_runs_a_game_out_of_cards():
    """2 players: the bound is 185; a seeded random game at 186 (one card a
    deal) ends with both seats on 185, 51 cards out and 1 left to deal."""
    assert max_threshold(TWENTY_TWO, 2) == 185
    rules = dataclasses.replace(TWENTY_TWO, hand_size="fixed", first_hand=1, elimination_at=186)
    assert "at most 185" in refusal(rules, 2)
    state = CucumberState(rules, 2, 44, [])   # past check_playable, as before the fix
    rng = random.Random(44)
    with pytest.raises(ScriptError, match="too few cards"):
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
    assert state.scores == [185, 185] and sum(map(len, state.markers)) == 51


def test_going_over_the_threshold_allows_one_point_less():
    over = dataclasses.replace(TWENTY_TWO, elimination_when="over")
    assert max_threshold(over, 4) == 86


def test_a_rescue_lowers_the_bound():
    reset = dataclasses.replace(TWENTY_TWO, rescue="free-reset")
    assert max_threshold(reset, 4) < max_threshold(TWENTY_TWO, 4)
    assert "at most" in refusal(dataclasses.replace(reset, elimination_at=87), 4)


def test_more_decks_allow_more():
    assert max_threshold(TWENTY_TWO, 7) > max_threshold(TWENTY_TWO, 6)  # 7 players: 2 decks


@pytest.mark.parametrize(("change", "words"), [
    ({"exact_reset": 21}, "exact reset"),
    ({"last_trick_ties": "last-loses"}, "subtract points"),
])
def test_rules_that_lower_totals_cannot_keep_penalty_cards_out(change, words):
    assert words in refusal(dataclasses.replace(TWENTY_TWO, **change), 4)
    check_playable(dataclasses.replace(TWENTY_TWO, penalty_cards_out=False, **change), 4)


def test_agurk_with_penalty_cards_out_says_why():
    agurk_out = dataclasses.replace(preset("agurk"), penalty_cards_out=True, elimination_at=200)
    assert "subtract points" in refusal(agurk_out, 6)
    all_lose = dataclasses.replace(agurk_out, last_trick_ties="all-lose")
    assert "With 6 players and penalty cards kept out, the threshold can be at most" in \
        refusal(all_lose, 6)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_preset_stays_playable_at_every_table_size(name):
    rules = PRESETS[name]
    for players in range(rules.min_players, rules.max_players + 1):
        try:
            check_playable(rules, players)
        except RulesError as exc:
            assert "penalty" not in str(exc).lower(), (name, players, exc)


def test_cli_prints_one_line_and_fails(capsys):
    code = main(["sim", "--variant", "twenty-two", "--players", "4", "--set",
                 "elimination_at=100", "--games", "50", "--bots", "easy", "--seed", "1"])
    err = capsys.readouterr().err
    assert code != 0
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "the threshold can be at most 87" in err


def test_a_record_with_such_rules_is_refused_with_that_reason():
    state = CucumberState(TWENTY_TWO, 4, 3, [])
    data = json.loads(dumps(record_dict(state, [Seat(f"P{i}") for i in range(4)], "custom")))
    data["rules"]["elimination_at"] = 200
    with pytest.raises(RecordError, match="the threshold can be at most 87"):
        load_record(data)
