"""The engine plays every game exactly as it did: decisions, records, events.

Speed work on the Cucumber engine must not change a single
legal-action list, observation, event or record. This pins them two ways:

* every record fixture (``fixtures/*.jsonl``) replays, and re-encoding the
  replayed game gives the same deals and result, with the same events;
* games generated from a fixed list of (preset, players, seed, bots) are
  hashed — record, events, every legal-action list and every observation a
  bot was given — and compared with digests written before the speed work
  (``fixtures/engine_digests.json``). Regenerate only for a deliberate rule
  change: ``.venv/bin/python -m tests.records.test_engine_identical --write``.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from cardtable.ai.base import make_bot
from cardtable.commands.sim import game_seed
from cardtable.games.cucumber import preset
from cardtable.games.cucumber.game import new_game
from cardtable.records.io import Seat, dumps, load_record, parse_text, record_dict

FIXTURES = Path(__file__).parent / "fixtures"
DIGESTS = FIXTURES / "engine_digests.json"

_OLD_PRESETS = ("twenty-two", "agurk", "agurk-jokers", "gurka-se", "ogorek", "kurkku",
                "matapesa", "rassi", "gurka-no", "norwegian", "gurka-is", "gambling")
#: Option changes the rule fixes of the speed work (such as one-ace-per-trick) leave alone.
_OPTIONS = {
    "lowest-after-ace": ("gurka-se", {"ace_rule": "lowest-after-ace", "lead_lowest": True,
                                      "follow_must_beat": True, "follow_allow_equal": True}),
    "free-reset": ("gurka-se", {"rescue": "free-reset", "elimination_at": 20}),
    "highest": ("agurk", {"follow_target": "highest", "jokers": 1, "joker_rank": "ace"}),
    "first-out": ("twenty-two", {"game_end": "first-elimination", "exchange": "none"}),
}


def _cases() -> list[tuple[str, str, int, int, str]]:
    """(case name, preset or option set, players, seed, bots)."""
    out = []
    for name in _OLD_PRESETS:
        rules = preset(name)
        for players in sorted({rules.min_players, min(4, rules.max_players),
                               min(9, rules.max_players)}):
            for seed in (1, 2):
                out.append((f"{name}-{players}-{seed}-random", name, players, seed, "random"))
    for name in ("twenty-two", "agurk", "rassi", "gurka-se", "ogorek", "norwegian"):
        out.append((f"{name}-4-5-easy", name, 4, 5, "easy"))
        out.append((f"{name}-3-6-normal", name, 3, 6, "normal"))
    for key in _OPTIONS:
        out.append((f"{key}-4-7-random", key, 4, 7, "random"))
        out.append((f"{key}-3-8-easy", key, 3, 8, "easy"))
    return out


def _rules(name: str):
    if name in _OPTIONS:
        base, changes = _OPTIONS[name]
        return replace(preset(base), **changes)
    return preset(name)


def play_digest(name: str, players: int, seed: int, bots: str) -> str:
    """Play one game and hash everything the engine handed out along the way."""
    gs = game_seed(seed, 0)
    state = new_game(_rules(name), players, gs)
    bot = make_bot(bots, "cucumber")
    rngs = [random.Random(gs + 7919 * (i + 1)) for i in range(players)]
    h = hashlib.sha256()
    h.update(repr(state.take_pending_events()).encode())
    while not state.is_over:
        seat = state.current_seat
        legal = state.legal_actions()
        observation = state.observation(seat)
        action = bot.choose(observation, legal, rngs[seat])  # before repr builds every option
        h.update(repr(legal).encode())
        h.update(repr(observation).encode())
        h.update(repr(state.apply(action)).encode())
    seats = [Seat(f"Seat {i + 1}", "ai", bots) for i in range(players)]
    h.update(dumps(record_dict(state, seats, name, "cucumber")).encode())
    return h.hexdigest()


def _fixture_records() -> list[tuple[str, str]]:
    return [(f"{p.name}:{i}", line) for p in sorted(FIXTURES.glob("*.jsonl"))
            for i, line in enumerate(p.read_text(encoding="utf-8").splitlines()) if line]


@pytest.mark.parametrize(("where", "line"), _fixture_records(), ids=lambda v: v[:24])
def test_fixture_replays_to_the_same_record(where: str, line: str) -> None:
    data = parse_text(line)
    loaded = load_record(data)
    again = record_dict(loaded.state, loaded.seats, loaded.variant, loaded.game)
    assert again["deals"] == data["deals"], where
    assert again["result"] == data["result"], where
    assert again["rules"] == data["rules"], where


_EXPECTED = json.loads(DIGESTS.read_text(encoding="utf-8")) if DIGESTS.exists() else {}


@pytest.mark.parametrize("case", _cases(), ids=lambda c: c[0])
def test_seeded_games_are_unchanged(case: tuple[str, str, int, int, str]) -> None:
    key, name, players, seed, bots = case
    assert key in _EXPECTED, f"no digest for {key}: regenerate deliberately (see docstring)"
    assert play_digest(name, players, seed, bots) == _EXPECTED[key], key


def main(argv: list[str]) -> int:
    if argv != ["--write"]:
        print("usage: python -m tests.records.test_engine_identical --write")
        return 2
    digests = {key: play_digest(name, players, seed, bots)
               for key, name, players, seed, bots in _cases()}
    DIGESTS.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {len(digests)} digests to {DIGESTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
