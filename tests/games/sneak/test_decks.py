"""Sneak's deck count fits the table (RULES.md §3): one deck for 2–3 players,
two for 5–7, either at 4. Anything else is refused with one line by the
rules, ``sim --set``, ``check`` and (tests/ui/table/test_sneak_limits.py) the dialog."""

from __future__ import annotations

import json

import pytest

from cardtable.commands.cli import main
from cardtable.games.errors import RulesError
from cardtable.games.sneak import SneakRules, check_playable, new_game

TWO_DECKS_AT_3 = "3 players play with one deck: two decks are for 4 to 7 players."


@pytest.mark.parametrize(("players", "decks", "playable"), [
    (2, 1, True), (2, 2, False), (3, 1, True), (3, 2, False), (4, 1, True), (4, 2, True),
    (5, 1, False), (5, 2, True), (7, 1, False), (7, 2, True),
])
def test_deck_counts_by_players(players, decks, playable):
    rules = SneakRules(decks=decks)
    if playable:
        check_playable(rules, players)
        assert new_game(rules, players, seed=1).decks == decks
        return
    with pytest.raises(RulesError) as refused:
        check_playable(rules, players)
    assert "\n" not in str(refused.value)
    assert [p.code for p in refused.value.problems] == ["two-decks" if decks == 2
                                                        else "one-deck"]
    with pytest.raises(RulesError):
        new_game(rules, players, seed=1)


def test_two_decks_at_three_players_is_one_clear_line():
    with pytest.raises(RulesError) as refused:
        check_playable(SneakRules(decks=2), 3)
    assert str(refused.value) == TWO_DECKS_AT_3


def test_sim_refuses_two_decks_at_three_players_in_one_line(capsys):
    code = main(["sim", "--game", "sneak", "--set", "decks=2", "--players", "3",
                 "--games", "1"])
    out, err = capsys.readouterr()
    assert code != 0 and out == ""
    assert err == f"cardtable: {TWO_DECKS_AT_3}\n"


def test_check_refuses_a_record_with_two_decks_at_three_players(tmp_path, capsys):
    path = tmp_path / "games.jsonl"
    assert main(["sim", "--game", "sneak", "--players", "3", "--games", "1", "--seed", "3",
                 "--set", "target=20", "--record", str(path)]) == 0
    assert main(["check", str(path)]) == 0
    capsys.readouterr()
    data = json.loads(path.read_text())
    data["rules"]["decks"] = 2
    path.write_text(json.dumps(data) + "\n")
    assert main(["check", str(path)]) != 0
    out, err = capsys.readouterr()
    assert f"Its rules cannot be played: {TWO_DECKS_AT_3}" in out + err

