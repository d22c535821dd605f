"""``cardtable sim`` and ``cardtable check`` work for every preset, records carry every rule."""

from __future__ import annotations

import json

import pytest

from cardtable.commands.cli import main
from cardtable.games.cucumber import PRESETS, Ruleset


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_sim_then_check_every_preset(variant, tmp_path, capsys):
    rules = PRESETS[variant]
    players = min(rules.max_players, rules.min_players + 1)
    out = tmp_path / f"{variant}.jsonl"
    code = main(["sim", "--variant", variant, "--players", str(players), "--games", "3",
                 "--seed", "4", "--bots", "easy", "--record", str(out), "--json"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["variant"] == variant and sum(summary["wins"]) >= 3
    lines = out.read_text().splitlines()
    assert len(lines) == 3
    record = json.loads(lines[0])
    assert record["variant"] == variant
    assert Ruleset.from_dict(record["rules"]) == rules      # every field, by name
    assert main(["check", str(out)]) == 0
    assert "3 records valid, 0 problems" in capsys.readouterr().out


def test_decisions_are_recorded_with_values(tmp_path, capsys):
    out = tmp_path / "rassi.jsonl"
    assert main(["sim", "--variant", "rassi", "--players", "4", "--games", "2", "--seed", "1",
                 "--bots", "random", "--record", str(out)]) == 0
    moves = [m for line in out.read_text().splitlines()
             for deal in json.loads(line)["deals"] for m in deal["moves"]]
    decisions = [m for m in moves if m["action"] in ("free", "double", "redouble")]
    assert decisions and all(isinstance(m["value"], bool) and "cards" not in m
                             for m in decisions)
