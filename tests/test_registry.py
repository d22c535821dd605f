"""The game registry: every layer reaches a game through it, never by import.

Also: every registered game describes itself completely (presets playable,
option schema matching its rules, record codec round trip), and records and
autosaves written before the registry existed still load.
"""

from __future__ import annotations

import ast
import dataclasses
import json
from pathlib import Path

import pytest

from cardtable import games
from cardtable.ai.base import bot_names, make_bot
from cardtable.commands.check import check_files
from cardtable.commands.sim import run_sim
from cardtable.games.record_schema import RecordError
from cardtable.records.io import (
    Seat,
    dumps,
    load_record,
    parse_text,
    read_record_file,
    record_dict,
)

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "cardtable"
FIXTURES = Path(__file__).parent / "records" / "fixtures"
GAME_IDS = games.ids()


def imported_modules(path: Path) -> set[str]:
    """Every module a source file imports (``from a.b import c`` gives a.b and a.b.c)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def game_rooms(game: str) -> list[Path]:
    return [PACKAGE / layer / game for layer in ("games", "ai", "table")]


def boundary_violations() -> list[str]:
    bad = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for game in GAME_IDS:
            if any(room in path.parents for room in game_rooms(game)):
                continue
            for module in imported_modules(path):
                parts = module.split(".")
                if len(parts) >= 3 and parts[0] == "cardtable" and parts[2] == game \
                        and parts[1] in ("games", "ai", "table"):
                    bad.append(f"{path.relative_to(ROOT)} imports {module}")
    return bad


def test_there_are_several_games():
    assert GAME_IDS == ["cucumber", "supertrump", "sneak"]


def test_nothing_outside_a_games_own_packages_imports_it():
    assert boundary_violations() == []


def test_the_boundary_check_can_fail(tmp_path, monkeypatch):
    # A generic module that imports a game package must be caught.
    fake = PACKAGE / "ui" / "_registry_probe_tmp.py"
    fake.write_text("from cardtable.games.supertrump import SPEC\n", encoding="utf-8")
    try:
        assert any("_registry_probe_tmp" in line for line in boundary_violations())
    finally:
        fake.unlink()


def test_unknown_game_is_refused_with_the_known_ones():
    with pytest.raises(KeyError, match="known games: cucumber, supertrump, sneak"):
        games.get("bridge")


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_spec_describes_its_game_completely(game):
    spec = games.get(game)
    assert spec.default_preset in spec.presets
    fields = {f.name for f in dataclasses.fields(type(spec.preset(spec.default_preset)))}
    assert {o.name for o in spec.options} <= fields
    for name, rules in spec.presets.items():
        assert games.spec_for_rules(rules) is spec
        assert spec.rules_from_dict(json.loads(json.dumps(spec.rules_to_dict(rules)))) == rules
        players = max(spec.min_players, min(spec.default_players, spec.max_players))
        if name == "gambling":
            players = 4
        spec.check_playable(rules, players)
    assert {"random", "easy", "normal", "expert"} <= set(bot_names(game))


@pytest.mark.parametrize("game", GAME_IDS)
def test_sim_records_and_check_work_for_every_game(game, tmp_path):
    spec = games.get(game)
    players = spec.default_players
    out = tmp_path / "games.jsonl"
    summary = run_sim(spec.default_preset, players, 5, 3, ["random"] * players, str(out),
                      game=game)
    assert summary.games == 5 and summary.game == game
    assert check_files([str(out)]) == (5, [])
    first = parse_text(out.read_text().splitlines()[0])
    assert first["game"] == game and first["format"] == "cardtable-record"
    loaded = load_record(first)
    assert loaded.game == game and loaded.state.is_over


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_record_replays_to_the_same_state(game):
    import random
    spec = games.get(game)
    state = spec.new_game(spec.preset(spec.default_preset), spec.default_players, 11)
    bots = [make_bot("easy", game) for _ in range(spec.default_players)]
    rng = random.Random(2)
    for _ in range(30):
        seat = state.current_seat
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions(), rng))
    seats = [Seat(f"P{i}", "ai", "easy") for i in range(spec.default_players)]
    text = dumps(record_dict(state, seats, spec.default_preset))  # the game from the rules
    assert json.loads(text)["game"] == game
    assert load_record(parse_text(text)).state.fingerprint() == state.fingerprint()


def test_a_record_of_an_unknown_game_is_refused_in_words():
    record = parse_text((FIXTURES / "main-agurk.jsonl").read_text().splitlines()[0])
    record["game"] = "bridge"
    with pytest.raises(RecordError, match="does not know the game 'bridge'"):
        load_record(record)


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("main-*.jsonl")), ids=lambda p: p.name)
def test_records_written_before_the_registry_still_load(path):
    valid, problems = check_files([str(path)])
    assert problems == [] and valid == 2


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("autosave-main-*.cardtable")),
                         ids=lambda p: p.name)
def test_autosaves_written_before_the_registry_still_resume(path):
    loaded = read_record_file(path)
    assert loaded.game == "cucumber" and not loaded.state.is_over
    assert loaded.seats[0].player == "human"


def test_the_first_game_is_known_without_importing_every_engine():
    assert games.first() is games.all_games()[0]
    assert GAME_IDS[0] == games.FIRST


def test_getting_one_game_imports_only_that_engine():
    import subprocess
    import sys

    code = ("import sys; from cardtable import games; games.get(games.FIRST); "
            "print(sorted({m.split('.')[2] for m in sys.modules "
            "if m.startswith('cardtable.games.') and m.count('.') >= 2}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT).stdout
    assert GAME_IDS[1] not in out and GAME_IDS[2] not in out
