"""Engine values cross the wire and come back equal; anything else is refused."""

from __future__ import annotations

import json
import random

import pytest

from cardtable import games
from cardtable.net.codec import CodecError, decode, encode

GAMES = [("cucumber", "twenty-two", 4), ("cucumber", "gambling", 4), ("cucumber", "rassi", 3),
         ("supertrump", None, 2), ("sneak", None, 4)]


def wire(value):
    """``value`` across the wire and back, checked to be the same in type too:
    an IntEnum that came back as a plain int compared equal and broke the
    texts that name a rank."""
    back = decode(json.loads(json.dumps(encode(value))))
    assert repr(back) == repr(value)
    return back


@pytest.mark.parametrize(("game", "variant", "players"), GAMES)
def test_every_observation_and_event_of_a_game_comes_back_the_same(game, variant, players):
    spec = games.get(game)
    state = spec.new_game(spec.preset(variant or spec.default_preset), players, 7)
    rng = random.Random(7)
    seen = 0
    events = state.take_pending_events()
    while not state.is_over and seen < 400:
        for event in events:
            assert wire(event) == event
        seat = state.current_seat
        obs = state.observation(seat)
        assert wire(obs) == obs
        events = state.apply(rng.choice(state.legal_actions()))
        seen += 1
    assert seen > 20


@pytest.mark.parametrize("bad", [
    {"$": "os:system", "a": ["true"]},
    {"$": "builtins:eval", "a": ["1"]},
    {"$": "cardtable.games.spec:GameSpec", "f": {}},
    {"$": "cardtable.games:get", "a": ["cucumber"]},
    {"$": "card", "c": "ZZ"},
    {"$": "card"},
    {"$": "tuple"},
    {"no": "type"},
    {"$": "cardtable.games.cucumber.actions:Play", "a": "AS"},
])
def test_anything_but_an_engine_value_is_refused(bad):
    with pytest.raises(CodecError):
        decode(bad)


def test_deep_or_huge_values_are_refused_quickly():
    deep = 1
    for _ in range(100):
        deep = [deep]
    with pytest.raises(CodecError):
        decode(deep)
    with pytest.raises(CodecError):
        decode([0] * 300_000)
