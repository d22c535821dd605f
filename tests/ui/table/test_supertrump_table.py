"""Supertrump on the table: declarations by buttons, dimmed cards, whole games, resume."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from cardtable.ai import make_bot
from cardtable.games.supertrump import Declare
from cardtable.games.supertrump.tricks import trick_winner


def table_problems(window) -> list[str]:
    """How the Supertrump table differs from the engine state (empty: it shows the model)."""
    state, scene = window.session.state, window.scene
    out = []
    if state.is_over:
        return out
    for seat in range(2):
        if len(scene.hands[seat]) != len(state.hands[seat]):
            out.append(f"seat {seat}: {len(scene.hands[seat])} cards shown, "
                       f"{len(state.hands[seat])} held")
        won = sum(state.tricks_won[seat])
        if len(scene.markers[seat]) != won:
            out.append(f"seat {seat}: {len(scene.markers[seat])} tricks shown, {won} won")
        points = state.points[seat]
        if scene.plates[seat].score != (f"{points} pts" if points != 1 else "1 pt"):
            out.append(f"seat {seat}: plate says {scene.plates[seat].score}")
    viewer = window.session.viewer_seat
    if viewer is not None:
        codes = sorted(i.code for i in scene.hands[viewer])
        if codes != sorted(c.code for c in state.hands[viewer]):
            out.append("own hand differs")
        # Cards the opponent took face up are shown face up in their hand.
        shown = sorted(i.code for i in scene.hands[1 - viewer] if i.code)
        if shown != sorted(c.code for c in state.taken[1 - viewer]):
            out.append(f"known opponent cards {shown} != {state.taken[1 - viewer]}")
    if len(scene.stock) != len(state.stock):
        out.append(f"stock {len(scene.stock)} != {len(state.stock)}")
    face_up = [i.code for i in scene.discards]
    if face_up != ([state.face_up.code] if state.face_up else []):
        out.append(f"face-up card {face_up} != {state.face_up}")
    return out


def play_as_a_person(window, qtbot, bot, rng) -> None:
    """Choose with ``bot`` and act through the table: buttons, then a double-click."""
    session, bar, hand_input = window.session, window.bar, window.hand_input
    seat = session.viewer_seat
    action = bot.choose(session.state.observation(seat), session.state.legal_actions(), rng)
    if isinstance(action, Declare):
        assert bar.mode == "choices"
        index = session.state.legal_actions().index(action)
        qtbot.mouseClick(bar.choice_buttons[index], Qt.MouseButton.LeftButton)
        return
    item = next(i for i in hand_input.hand if i.code == action.card.code)
    assert item.marked == "legal", f"{action.card} should be offered"
    item.double_clicked.emit(item)


def start(window, level="easy", seed=4, variant="supertrump"):
    window.start_game(game="supertrump", variant=variant, players=2, seed=seed, level=level)


@pytest.mark.parametrize("level", ["easy", "normal", "expert"])
def test_a_whole_game_against_each_level(window, qtbot, level):
    problems: list[str] = []
    window.animator.animations_finished.connect(lambda: problems.extend(table_problems(window)))
    start(window, level)
    state = window.session.state
    assert window.session.game == "supertrump" and state.players == 2
    assert window.session.seats[1].level == level
    bot, rng = make_bot("easy", "supertrump"), random.Random(3)
    while not state.is_over:
        qtbot.waitUntil(lambda: window.hand_input.active or window.bar.mode == "choices"
                        or state.is_over, timeout=30_000)
        if not state.is_over:
            play_as_a_person(window, qtbot, bot, rng)
    assert sum(state.points) == 39
    assert problems == []


def test_declarations_are_buttons_that_count_the_suits(window, qtbot):
    for seed in range(1, 40):
        start(window, seed=seed)
        if window.session.state.phase == "trump" and window.session.state.current_seat == 0:
            break
    qtbot.waitUntil(lambda: window.bar.mode == "choices", timeout=10_000)
    # Nothing named yet: the info box says so in words (it showed "?s ★").
    assert window.scene.info.lines[:2] == ["Trumps: not named yet",
                                           "Super trumps: not named yet"]
    hand = window.session.state.hands[0]
    labels = [b.text() for b in window.bar.choice_buttons]
    counts = {s: sum(1 for c in hand if c.suit.value == s) for s in "SHDC"}
    # "♠ 6" read as the six of spades: the count says it is how many are held.
    expected = [f"{glyph} ({counts[s]} held)" for s, glyph in zip("SHDC", "♠♥♦♣", strict=True)]
    assert labels == expected
    qtbot.mouseClick(window.bar.choice_buttons[1], Qt.MouseButton.LeftButton)  # hearts
    qtbot.waitUntil(lambda: window.session.state.trump is not None, timeout=10_000)
    assert window.session.state.trump.value == "H"
    qtbot.waitUntil(lambda: "hearts" in window.scene.info.lines[0], timeout=10_000)


def test_only_cards_that_follow_suit_are_offered_and_supers_are_starred(window, qtbot):
    start(window, seed=9)
    state = window.session.state
    bot, rng = make_bot("easy", "supertrump"), random.Random(1)
    checked = 0
    while not state.is_over and checked < 3:
        qtbot.waitUntil(lambda: window.hand_input.active or window.bar.mode == "choices",
                        timeout=30_000)
        if window.hand_input.active and state.trick:
            legal = {a.card.code for a in state.legal_actions()}
            for item in window.hand_input.hand:
                assert (item.marked == "legal") == (item.code in legal)
                assert item.star == (item.code[:-1] == state.super_rank.symbol)
            checked += len(legal) < len(state.hands[0])
            assert "suit" in window.bar.text or "any card" in window.bar.text
        play_as_a_person(window, qtbot, bot, rng)
    assert checked


def test_resume_shows_the_same_table(window, qtbot, tmp_path):
    start(window, seed=12)
    state = window.session.state
    bot, rng = make_bot("easy", "supertrump"), random.Random(5)
    while state.trick_no < 8 or state.phase != "play":
        qtbot.waitUntil(lambda: window.hand_input.active or window.bar.mode == "choices",
                        timeout=30_000)
        play_as_a_person(window, qtbot, bot, rng)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=30_000)
    before = window.session.state.fingerprint()
    window.session.stop()
    assert window.session.resume()
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=30_000)
    assert window.session.state.fingerprint() == before
    assert table_problems(window) == []
    # the won tricks are rebuilt with their winners
    state = window.session.state
    played = state.played
    for seat in range(2):
        assert len(window.scene.markers[seat]) == sum(state.tricks_won[seat])
    pairs = [played[i:i + 2] for i in range(0, len(played) - len(state.trick), 2)]
    first_winner = pairs[0][trick_winner([c for _, c in pairs[0]], state.trump,
                                         state.super_rank)][0]
    assert window.scene.markers[first_winner][0].code in {c.code for _, c in pairs[0]}


def test_a_match_counts_games_in_the_score_table(window, qtbot):
    start(window, level="easy", seed=2, variant="match-3")
    state = window.session.state
    bot, rng = make_bot("easy", "supertrump"), random.Random(8)
    while state.deal_no == 1:
        qtbot.waitUntil(lambda: window.hand_input.active or window.bar.mode == "choices",
                        timeout=30_000)
        play_as_a_person(window, qtbot, bot, rng)
    qtbot.waitUntil(lambda: window.panel.scores.columnCount() == 2, timeout=30_000)
    assert sorted(state.scores) == [0, 1]
    points = [window.panel.scores.item(s, 0).text() for s in range(2)]  # game 1
    assert sorted(int(p) for p in points) == sorted(state.log[0].result["points"])


def test_a_plate_says_one_point_in_the_singular(qapp):
    from cardtable.table.supertrump.event_player import points_text

    assert [points_text(n) for n in (0, 1, 2)] == ["0 pts", "1 pt", "2 pts"]


def test_a_result_reads_winner_first(qapp):
    from cardtable.games.supertrump import events as ev
    from cardtable.table.supertrump import texts

    names, end = ["You", "Aiko"], ev.GameEnded(game_no=1, points=(19, 20), winner=1, scores=(0, 1))
    assert texts.describe(end, names, 0) == "Game over: Aiko wins 20 – 19."
    assert texts.banner(end, names, 0).endswith("20 – 19")


@pytest.mark.parametrize(("variant", "title", "column", "totals"), [
    ("supertrump", "Points (by game, then total)", "Points", [19, 20]),
    ("match-3", "Points by game, then games won (total)", "Games won", [0, 1]),
    ("match-100", "Points (by game, then match total)", "Points", [19, 20]),
])
def test_totals_say_what_they_count(qapp, variant, title, column, totals):
    """One game's Total is its points (it showed 0 and 1 under "Points"); a
    match of games counts games and says so."""
    from cardtable import games
    from cardtable.games.supertrump import events as ev
    from cardtable.table.presentation import presentation_for

    spec, presentation = games.get("supertrump"), presentation_for("supertrump")
    state = spec.new_game(spec.preset(variant), players=2, seed=1)
    state.games_won, state.total_points = [0, 1], [19, 20]
    end = ev.GameEnded(game_no=1, points=(19, 20), winner=1, scores=tuple(state.scores))
    assert presentation.score_title(state) == title
    assert presentation.totals(state) == presentation.totals(state, end) == totals
    assert presentation.standings_title(state) == column
    assert presentation.standings(state, (1,)) == [(1, str(totals[1])), (0, str(totals[0]))]


def test_the_info_box_says_what_the_trick_counts_are_worth(qapp):
    # "You: tricks 7 + 1" did not say that a stage-2 trick counts 2.
    from cardtable.table.lesson import play_through
    from cardtable.table.supertrump import lessons
    from cardtable.table.supertrump.presentation import info_lines

    state = play_through(lessons()[0])
    lines = info_lines(state.observation(0), ["You", "Aiko"])
    assert f"You: tricks 7 + 12 × 2 = {state.points[0]} points" in lines
    assert any(line.startswith("Aiko: ") and line.endswith(f"= {state.points[1]} points")
               for line in lines)
