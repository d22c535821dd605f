"""Sneak's review names a decision by its play, as the log does: "Deal 1,
play 5" where the log says "Play 5: You flaunt …" (it said "Deal 1, move 14",
which matched nothing in the log), and "before play 5" for a draw."""

from __future__ import annotations

import dataclasses
import random
import re

from cardtable import games
from cardtable.ai import make_bot
from cardtable.games.common import visible_events
from cardtable.review.grading import Graded, requests
from cardtable.table.presentation import presentation_for
from cardtable.ui.review.review_texts import play_number, where_text
from tests.review.played import GAMES, played_steps


def logged_game(names: list[str]) -> tuple[list[str], list[int]]:
    """The log seat 0 reads over the recorded Sneak game of ``played_steps``,
    and how many of its lines were written before each step."""
    game, preset, players, seed, changes = GAMES["sneak"]
    spec = games.get(game)
    state = spec.new_game(dataclasses.replace(spec.preset(preset), **changes), players, seed)
    bots = [make_bot("normal", game) for _ in range(players)]
    rng = random.Random(seed)
    presentation = presentation_for(game)
    shown: list = []
    lines: list[str] = []

    def log(events) -> None:
        for event in visible_events(events, 0):
            shown.append(event)
            line = presentation.log_line(shown, len(shown) - 1, names, 0)
            if line:
                lines.append(line)

    log(state.take_pending_events())
    before = [len(lines)]
    while not state.is_over:
        seat = state.current_seat
        log(state.apply(bots[seat].choose(state.observation(seat), state.legal_actions(), rng)))
        before.append(len(lines))
    return lines, before


def plays_in(lines: list[str]) -> list[int]:
    return [int(m[1]) for line in lines if (m := re.match(r"Play (\d+): ", line))]


def test_the_review_and_the_log_number_sneaks_plays_alike(qapp):
    steps = played_steps("sneak")
    lines, before = logged_game(["You", "AI 1", "AI 2"])
    decisions = requests(steps, 0)
    assert {getattr(r.played, "name", "") for r in decisions} >= {"draw", "pass"}
    assert len(before) == steps.count
    for r in decisions:
        decision = Graded(r.index, r.deal, r.trick, r.move, r.played)
        play = play_number(steps, decision)
        where = where_text(decision, False, play)
        deal_start = max(i for i, line in enumerate(lines[:before[r.index] + 1])
                         if line.startswith(f"Deal {r.deal}:"))
        earlier = plays_in(lines[deal_start:before[r.index]])
        own = plays_in(lines[before[r.index]:before[r.index + 1]])
        later = plays_in(lines[before[r.index]:])
        name = r.played.name
        if name == "draw":
            assert where == f"Deal {r.deal}, before play {play}"
            assert earlier[-1:] == ([play - 1] if play > 1 else [])
            assert later[:1] == [play] or not later    # the deal may end first
        else:
            assert where == f"Deal {r.deal}, play {play}"
            if name in ("sneak", "flaunt"):
                assert own == [play]
                assert any(line.startswith(f"Play {play}: You ") for line in lines)
            else:                                        # answering the open play
                assert earlier[-1] == play


def test_other_games_keep_their_tricks_and_moves(qapp):
    assert not presentation_for("cucumber").numbers_plays
    assert not presentation_for("supertrump").numbers_plays
    decision = Graded(7, 2, None, 6, None)
    assert where_text(decision, False) == "Deal 2, move 7"
