"""``cardtable sim --set OPTION=VALUE`` and ``sim tournament --set``.

Any rule combination a player can set up can be simulated headless: the
options are validated like the setup dialog (a bad name or value is one
line naming the option and what it accepts, exit code 2, before any play)
and the record stores the rules in force, not the preset's.
"""

from __future__ import annotations

import dataclasses
import json

import pytest

from cardtable.commands.cli import main
from cardtable.games.cucumber import Ruleset, preset


def test_sim_set_changes_the_rules_and_the_record_stores_them(tmp_path, capsys):
    out = tmp_path / "set.jsonl"
    code = main(["sim", "--variant", "agurk", "--players", "3", "--games", "2", "--seed", "2",
                 "--bots", "random", "--set", "hand_size=down-up", "--set", "jokers=3",
                 "--set", "ace_rule=one-ace-per-trick", "--set", "penalty_cards_out=true",
                 "--set", "last_trick_ties=all-lose", "--record", str(out)])
    assert code == 0
    capsys.readouterr()
    expected = dataclasses.replace(preset("agurk"), hand_size="down-up", jokers=3,
                                   ace_rule="one-ace-per-trick", penalty_cards_out=True,
                                   last_trick_ties="all-lose")
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == 2
    for record in records:
        assert Ruleset.from_dict(record["rules"]) == expected
        sizes = [len(d["deck"]) for d in record["deals"]]
        assert sizes[0] == 55                               # three jokers in the deck
    assert main(["check", str(out)]) == 0
    assert "2 records valid, 0 problems" in capsys.readouterr().out


def test_the_agurk_online_preset_is_simulated_by_name(capsys):
    assert main(["sim", "--variant", "agurk-online", "--players", "7", "--games", "2",
                 "--bots", "easy", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["variant"] == "agurk-online" and sum(summary["wins"]) >= 2


@pytest.mark.parametrize(("setting", "words"), [
    ("hand_size=sideways", "hand_size takes one of fixed, loser-points, decreasing, down-up"),
    ("nope=1", "cucumber has no option 'nope'; options: players_per_deck"),
    ("jokers=x", "jokers takes a whole number, not 'x'"),
    ("follow_must_beat=maybe", "follow_must_beat takes true or false"),
    ("hand_size", "--set takes OPTION=VALUE"),
    ("jokers=9", "0 to 3 jokers"),
])
@pytest.mark.parametrize("mode", [[], ["tournament", "--deals", "1"]])
def test_a_bad_option_is_one_line_and_exit_code_2(setting, words, mode, capsys):
    assert main(["sim", *mode, "--games", "1", "--set", setting]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and words in lines[0]


def test_tournament_plays_the_rules_set(capsys):
    assert main(["sim", "tournament", "--deals", "2", "--bots", "easy,random,random,random",
                 "--set", "hand_size=down-up", "--set", "ace_rule=one-ace-per-trick",
                 "--json"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["levels"]["easy"]["deals"] == 8


def test_an_unplayable_combination_is_refused_before_play(capsys):
    assert main(["sim", "--variant", "norwegian", "--set", "hand_size=down-up"]) == 2
    assert "cap only applies" in capsys.readouterr().err
