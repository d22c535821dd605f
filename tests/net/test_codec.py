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


def reference_encode(value):
    """The format's plain definition, a chain of checks on every value: what
    :func:`encode` writes (with a plan per class, decided once) must be
    exactly this, byte for byte."""
    import dataclasses
    import enum

    from cardtable.cards import Card

    def name(cls):
        return f"{cls.__module__}:{cls.__qualname__}"

    if isinstance(value, enum.Enum):
        return {"$": name(type(value)), "v": reference_encode(value.value)}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Card):
        return {"$": "card", "c": value.code}
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return {"$": name(type(value)), "t": [reference_encode(v) for v in value]}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {"$": name(type(value)),
                "f": {f.name: reference_encode(getattr(value, f.name))
                      for f in dataclasses.fields(value) if f.init}}
    if isinstance(value, tuple):
        return {"$": "tuple", "t": [reference_encode(v) for v in value]}
    if isinstance(value, list):
        return [reference_encode(v) for v in value]
    if isinstance(value, dict):
        if not all(isinstance(k, str) for k in value):
            return {"$": "map", "i": [[reference_encode(k), reference_encode(v)]
                                      for k, v in value.items()]}
        return {"$": "dict", "d": {k: reference_encode(v) for k, v in value.items()}}
    if isinstance(value, frozenset | set):
        return {"$": "set", "t": sorted((reference_encode(v) for v in value), key=repr)}
    if type(value).__module__.startswith(("cardtable.games.", "cardtable.cards")):
        cls, args = value.__reduce__()[:2]
        if cls is type(value):
            return {"$": name(cls), "a": [reference_encode(a) for a in args]}
    raise CodecError(f"cannot send a {type(value).__name__}")


def dumped(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


@pytest.mark.parametrize(("game", "variant", "players"), GAMES)
def test_the_encoder_writes_exactly_the_formats_bytes(game, variant, players):
    from cardtable.net.public import public_view

    spec = games.get(game)
    state = spec.new_game(spec.preset(variant or spec.default_preset), players, 11)
    rng = random.Random(11)
    values = list(state.take_pending_events())
    for move in range(300):
        if state.is_over:
            break
        legal = state.legal_actions()
        if move % 4 == 0:   # every seat's view, every 4th move: a Sneak history grows long
            values += [state.observation(seat) for seat in range(players)]
        values += [*legal, public_view(state)["results"], list(state.log[-1].moves)]
        values += state.apply(rng.choice(legal))
    values += [{1: "a", (2, 3): frozenset({4, 5})}, {"a": [1.5, None, True]}, {7, 3}]
    for value in values:
        assert dumped(encode(value)) == dumped(reference_encode(value))
    with pytest.raises(CodecError):
        encode(object())


def test_a_value_the_reader_has_goes_by_reference():
    spec = games.get("cucumber")
    rules = spec.preset("twenty-two")
    state = spec.new_game(rules, 4, 3)
    obs = state.observation(0)
    assert obs.rules is state.rules
    sent = encode(obs, {"rules": state.rules})
    text = dumped(sent)
    assert '{"$":"rules"}' in text and len(text) < len(dumped(encode(obs))) - 300
    back = decode(json.loads(text), {"rules": state.rules})
    assert back == obs and back.rules is state.rules
    with pytest.raises(CodecError):       # a reader that was not given it
        decode(json.loads(text))
    with pytest.raises(CodecError):       # nor any name it was not given
        decode({"$": "secret"}, {"rules": rules})
    with pytest.raises(ValueError):
        encode(obs, {"card": state.rules})
