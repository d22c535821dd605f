"""Every Cucumber preset plays on the same table; keyboard, double-click and demo CLI."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt

from cardtable.games.cucumber import PRESETS
from tests.depth import shorter
from tests.ui.table.test_table_game import scene_problems

pytestmark = pytest.mark.long   # whole games: run first (tests/conftest.py)


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_every_preset_plays_to_the_end_on_the_table(window, qtbot, variant):
    problems: list[str] = []
    window.animator.animations_finished.connect(lambda: problems.extend(scene_problems(window)))
    over: list[tuple] = []
    window.demo_game_finished.connect(over.append)
    players = max(PRESETS[variant].min_players, 3) if variant != "gambling" else 4
    window.start_game(demo=True, variant=variant, players=players, seed=3,
                      rules=shorter(variant, players))
    qtbot.waitUntil(lambda: bool(over), timeout=120_000)  # long demos on a loaded machine
    assert over[0] == window.session.state.winners
    assert problems == []


def test_keyboard_selects_and_plays(window, qtbot):
    window.start_game(players=2, seed=12)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
    if window.session.state.phase == "exchange":
        qtbot.mouseClick(window.bar.keep_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
    state = window.session.state
    while state.phase != "play" or state.trick:      # wait for our lead
        move = state.legal_actions()[0]
        for card in move.cards:
            item = next(i for i in window.hand_input.hand if i.code == card.code)
            item.clicked.emit(item)
        qtbot.mouseClick(window.bar.primary_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
    before = len(state.hands[0])
    view = window.view
    view.setFocus()
    start = window.hand_input.focus
    qtbot.keyClick(view, Qt.Key.Key_Right)
    focus = (start + 1) % before
    assert window.hand_input.focus == focus and window.hand_input.hand[focus].focused
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert window.hand_input.hand[focus].selected
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(state.hands[0]) == before - 1, timeout=10_000)


def test_double_click_plays_a_single_card(window, qtbot):
    window.start_game(players=2, seed=12)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
    state = window.session.state
    while state.phase != "play":
        qtbot.mouseClick(window.bar.keep_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
    moves = state.moves_made
    legal_single = next(a for a in state.legal_actions() if len(a.cards) == 1)
    item = next(i for i in window.hand_input.hand if i.code == legal_single.cards[0].code)
    item.double_clicked.emit(item)
    qtbot.waitUntil(lambda: state.moves_made > moves, timeout=10_000)


def test_demo_command_plays_games_and_exits_0(tmp_path):
    # Supertrump's games are the shortest (3 s for two here, 8 s for 22's);
    # the next game keeps the game asked for. The default game's demos are
    # played in the window by the tests above.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-m", "cardtable", "--demo", "--games", "2",
                          "--speed", "instant", "--game", "supertrump"],
                         capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    lines = [ln for ln in out.stdout.splitlines() if ln.startswith("game ")]
    assert len(lines) == 2 and all("supertrump, winners:" in line for line in lines), lines
