"""Once the person is out, a strip offers to finish the game quickly or to
start a new one."""

from __future__ import annotations

import random

from cardtable import games
from cardtable.ai import make_bot
from cardtable.records.io import Seat, dumps, record_dict


def record_with_seat_0_out(path) -> None:
    """A 4-player game of 22 played by easy bots until seat 0 is out (and the
    game goes on), saved as a record in which seat 0 is the person."""
    spec = games.get("cucumber")
    for seed in range(200):
        state = spec.new_game(spec.preset("twenty-two"), 4, seed)
        bot, rng = make_bot("random", "cucumber"), random.Random(seed)
        while not state.is_over and state.alive[0]:
            seat = state.current_seat
            state.apply(bot.choose(state.observation(seat), state.legal_actions(), rng))
        if not state.is_over:
            seats = [Seat("You", "human", None)] + [Seat(f"AI {i}", "ai", "easy")
                                                    for i in range(1, 4)]
            path.write_text(dumps(record_dict(state, seats, "twenty-two", "cucumber")))
            return
    raise AssertionError("no seed put seat 0 out before the end")


def test_out_strip_finishes_the_game_quickly_then_restores_the_speed(window, qtbot, tmp_path):
    record = tmp_path / "out.cardtable"
    record_with_seat_0_out(record)
    window.set_speed("slow")
    window.session.load(record)
    qtbot.waitUntil(window.out_bar.isVisible, timeout=10_000)
    assert not window.game_in_progress()        # nothing of the person's to lose
    assert window.out_bar.finish_button.isEnabled()
    window.out_bar.finish_button.click()
    assert window.animator.speed == "instant" and window.session._pause_ms == 0
    assert window.settings.speed == "slow"      # the setting itself is untouched
    qtbot.waitUntil(lambda: window.session.state.is_over, timeout=60_000)
    qtbot.waitUntil(lambda: not window.out_bar.isVisible(), timeout=10_000)
    assert window.animator.speed == "slow"


def test_out_strip_is_hidden_while_the_person_plays(window, qtbot):
    window.start_game(game="cucumber", variant="twenty-two", players=3, seed=2)
    qtbot.waitUntil(lambda: window.controller.prompt is not None, timeout=20_000)
    assert not window.out_bar.isVisible() and not window.out.person_is_out()


def test_new_game_from_the_out_strip_opens_the_setup(window, qtbot, tmp_path, monkeypatch):
    from cardtable.ui.setup import setup_dialog

    record = tmp_path / "out.cardtable"
    record_with_seat_0_out(record)
    window.session.load(record)
    qtbot.waitUntil(window.out_bar.isVisible, timeout=10_000)
    opened: list[bool] = []
    monkeypatch.setattr(setup_dialog.SetupDialog, "exec", lambda self: opened.append(True) or 0)
    window.out_bar.new_button.click()
    assert opened == [True]
