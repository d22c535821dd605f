"""A seat's updates after the welcome carry only what changed (protocol 3):
put together in order they are, at every move, the engine's own observation
and the public part exactly; a seat that missed one is sent a whole view;
changes that do not fit the view held are refused, never half taken."""

from __future__ import annotations

import json
import random

import pytest

from cardtable import games
from cardtable.net import codec
from cardtable.net.protocol import OutOfStep, SeatView
from cardtable.net.public import public_view
from cardtable.net.table import Place, Table
from tests.depth import shorter_sneak

GAMES = [("cucumber", "twenty-two", 4), ("cucumber", "rassi", 3), ("cucumber", "gambling", 4),
         ("supertrump", "match-3", 2), ("sneak", None, 3)]


def wire(message: dict) -> dict:
    return json.loads(json.dumps(message))


def new_table(game: str, variant: str | None, players: int, seed: int = 3,
              short: bool = False) -> Table:
    spec = games.get(game)
    return Table("T", "C", game, variant or spec.default_preset,
                 [Place("open", f"Seat {i + 1}") for i in range(players)], seed=seed,
                 rules=shorter_sneak(game, variant) if short else None)


@pytest.mark.parametrize(("game", "variant", "players"), GAMES)
def test_changes_put_together_are_the_engines_view_at_every_move(game, variant, players):
    # ``twin`` plays the same game, its updates as objects: the text the
    # server sends says the same.
    table = new_table(game, variant, players, short=True)
    twin = new_table(game, variant, players, short=True)
    views = [SeatView() for _ in range(players)]
    for seat, view in enumerate(views):
        view.take(wire(table.welcome(seat, "token")["view"]))
        twin.welcome(seat, "token")
    rng = random.Random(5)
    shapes = {"obs": 0, "obs_d": 0}
    while not table.state.is_over:
        seat = table.to_move()
        action = rng.choice(table.state.legal_actions())
        events, twin_events = table.play_for(seat, action), twin.play_for(seat, action)
        for s, view in enumerate(views):
            message = json.loads(table.update_text(s, events))
            assert message == wire(twin.update(s, twin_events))
            shapes["obs" if "obs" in message else "obs_d"] += 1
            view.take(message)
            refs = {"rules": table.state.rules}
            assert view.n == table.moves_made
            assert repr(codec.decode(view.obs, refs)) == repr(table.state.observation(s))
            assert view.public == wire(public_view(table.state))
    assert shapes["obs"] == 0 and shapes["obs_d"] > 20     # every update after the welcome


def test_a_seat_that_missed_a_move_is_sent_its_whole_view():
    table = new_table("cucumber", "twenty-two", 4)
    for seat in range(4):
        table.welcome(seat, "token")
    rng = random.Random(1)
    events = table.play_for(table.to_move(), rng.choice(table.state.legal_actions()))
    assert all("obs_d" in table.update(s, events) for s in (0, 1, 2))   # seat 3 is away
    events = table.play_for(table.to_move(), rng.choice(table.state.legal_actions()))
    assert "obs_d" in table.update(0, events)
    whole = table.update(3, events)
    assert "obs" in whole and "obs_d" not in whole
    assert whole["public"] == public_view(table.state)


def test_a_view_refuses_changes_that_do_not_follow_and_stays_as_it_was():
    table = new_table("supertrump", None, 2)
    view = SeatView()
    view.take(wire(table.welcome(0, "token")["view"]))
    rng = random.Random(2)
    first = table.play_for(table.to_move(), rng.choice(table.state.legal_actions()))
    skipped = wire(table.update(0, first))
    second = table.play_for(table.to_move(), rng.choice(table.state.legal_actions()))
    later = wire(table.update(0, second))
    before = (view.n, view.obs, dict(view.public))
    with pytest.raises(OutOfStep):
        view.take(later)                        # the update before it never came
    assert (view.n, view.obs, view.public) == before
    view.take(skipped)
    view.take(later)
    assert view.n == table.moves_made


@pytest.mark.parametrize("changes", [
    "junk", [[99, 1]], [[-1, 1]], [[True, 1]], [["hand", 1]], [[0]], [[0, "+", 5]],
    [[0, "-", []]], [1],
])
def test_changes_that_do_not_fit_are_refused(changes):
    state = games.get("cucumber").new_game(games.get("cucumber").preset("twenty-two"), 4, 1)
    encoded = json.loads(json.dumps(codec.encode(state.observation(0))))
    with pytest.raises(codec.CodecError):
        codec.patch(encoded, changes)
    with pytest.raises(codec.CodecError):
        codec.patch([1, 2], [[0, 1]])           # not a record


def test_a_dataclass_changes_by_field_name_and_grows_its_tuples():
    state = games.get("supertrump").new_game(games.get("supertrump").preset("supertrump"), 2, 4)
    rng = random.Random(4)
    before = state.observation(0)
    while True:
        state.apply(rng.choice(state.legal_actions()))
        after = state.observation(0)
        changes = codec.changes(before, after)
        if any(len(c) == 3 for c in changes):
            break
        before = after
    assert all(isinstance(c[0], str) for c in changes)
    patched = codec.patch(json.loads(json.dumps(codec.encode(before))), changes)
    assert codec.decode(patched) == after
    assert codec.changes(after, after) == []
    assert codec.changes(before, state.rules) is None         # not one kind of record
