"""A newcomer's game flow: asked before a game is replaced, forced moves
announced at a human pace, the log rebuilt after a resume."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable.records.io import read_record_file
from cardtable.session.game_session import FORCED_PAUSE_FACTOR
from cardtable.ui.window.settings import Settings


def log_lines(panel) -> list[str]:
    return [panel.log.item(i).text() for i in range(panel.log.count())]


def wait_for_turn(window, qtbot) -> None:
    qtbot.waitUntil(lambda: window.controller.prompt is not None, timeout=20_000)


def play_until_mid_deal(window, qtbot, moves: int) -> None:
    """The person plays their first legal move ``moves`` times."""
    for _ in range(moves):
        wait_for_turn(window, qtbot)
        window.controller._submit(window.controller.turn[1][0])
    wait_for_turn(window, qtbot)


@pytest.fixture
def asked(monkeypatch):
    """Record every confirmation asked, answering ``answer[0]``."""
    questions: list[str] = []
    answer = [QMessageBox.StandardButton.No]

    def question(parent, title, text, *args, **kwargs):
        questions.append(text)
        return answer[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    return questions, answer


@pytest.mark.parametrize("replace", ["restart", "demo"])
def test_a_game_in_progress_is_not_replaced_without_asking(window, qtbot, asked, replace,
                                                           tmp_path):
    # One rule: a game in progress is always kept in Saved games, and the
    # question says so (it said "will be abandoned", and lost it).
    questions, answer = asked
    window.start_game(game="cucumber", variant="twenty-two", players=3, seed=4)
    play_until_mid_deal(window, qtbot, 1)
    before = window.session.state.fingerprint()
    (window.restart_game if replace == "restart" else window.start_demo)()
    assert len(questions) == 1 and "is kept in Game → Saved games" in questions[0]
    assert window.session.state.fingerprint() == before and not window.demo   # declined
    assert list(tmp_path.glob("autosave-kept-*.cardtable")) == []
    answer[0] = QMessageBox.StandardButton.Yes
    (window.restart_game if replace == "restart" else window.start_demo)()
    assert window.session.state.moves_made == 0 or window.demo                # replaced
    [kept] = tmp_path.glob("autosave-kept-*.cardtable")
    assert read_record_file(kept).state.fingerprint() == before               # and kept
    assert "Saved games" in window.statusBar().currentMessage()


def test_without_autosave_the_question_says_the_game_is_lost(window, qtbot, asked):
    questions, _answer = asked
    window.start_game(game="cucumber", variant="twenty-two", players=3, seed=4)
    play_until_mid_deal(window, qtbot, 1)
    window.session.autosave.pause()
    window.restart_game()
    assert len(questions) == 1 and "abandoned" in questions[0]


def test_nothing_is_asked_before_the_first_move_or_in_a_demo(window, qtbot, asked):
    questions, answer = asked
    window.start_game(game="cucumber", variant="twenty-two", players=3, seed=4)
    assert window.session.state.moves_made == 0     # the first move waits for a timer
    window.restart_game()
    assert questions == [] and window.session.state.moves_made == 0
    play_until_mid_deal(window, qtbot, 1)
    answer[0] = QMessageBox.StandardButton.Yes
    window.start_demo()
    assert len(questions) == 1 and window.demo
    qtbot.waitUntil(lambda: window.session.state.moves_made > 2, timeout=20_000)
    window.start_demo()           # a demo is never "in progress" for the person
    assert len(questions) == 1


def test_auto_play_of_forced_moves_is_off_by_default(tmp_path):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert settings.auto_play is False


def test_a_forced_move_is_announced_then_played_after_a_longer_pause(window, qtbot):
    window.autoplay_action.setChecked(True)
    window.session.set_pause(40)
    announced: list = []
    window.session.forced_move.connect(lambda seat, action: announced.append(
        (seat, action, window.session.state.moves_made, time.monotonic())))
    window.start_game(game="cucumber", variant="twenty-two", players=2, seed=3)

    def forced_or_play() -> bool:
        if not announced and window.controller.prompt is not None:
            window.controller._submit(window.controller.turn[1][0])
        return bool(announced)

    qtbot.waitUntil(forced_or_play, timeout=60_000)
    seat, action, moves, when = announced[0]
    assert seat == window.session.viewer_seat
    assert window.session.state.moves_made == moves       # announced before it is played
    assert "only legal move" in window.bar.status.text()
    assert window.controller.action_text(action) in window.bar.status.text()
    qtbot.waitUntil(lambda: window.session.state.moves_made > moves, timeout=5_000)
    assert time.monotonic() - when >= 40 * FORCED_PAUSE_FACTOR / 1000 * 0.9


def test_the_log_is_rebuilt_after_a_resume(window, qtbot):
    window.start_game(game="cucumber", variant="twenty-two", players=3, seed=8)
    play_until_mid_deal(window, qtbot, 3)
    before = log_lines(window.panel)
    assert len(before) > 8
    window.session.stop()
    window.panel.clear_log()
    assert window.session.resume()
    assert log_lines(window.panel) == before


def test_the_log_is_rebuilt_after_an_undo(window, qtbot):
    window.start_game(game="supertrump", variant="supertrump", players=2, seed=8)
    play_until_mid_deal(window, qtbot, 2)
    assert window.session.undo()
    wait_for_turn(window, qtbot)
    lines = log_lines(window.panel)
    assert len(lines) > 3
    assert window.session.past_events()  # what the log was rebuilt from


@pytest.mark.parametrize(("game", "variant", "players"), [
    ("cucumber", "twenty-two", 3), ("sneak", "sneak", 3)])
def test_an_undo_to_the_first_move_keeps_the_deals_opening_line(window, qtbot, game, variant,
                                                               players):
    # Undone back to the deal's first move, the log lost "Deal 1: Aiko deals…".
    for seed in range(1, 9):
        window.start_game(game=game, variant=variant, players=players, seed=seed)
        wait_for_turn(window, qtbot)
        if window.session.state.moves_made == 0:     # the person moves first
            break
    opening = log_lines(window.panel)
    assert opening and window.session.state.moves_made == 0
    window.controller._submit(window.controller.turn[1][0])
    qtbot.waitUntil(lambda: window.session.state.moves_made > 0, timeout=10_000)
    wait_for_turn(window, qtbot)
    assert window.session.undo()
    wait_for_turn(window, qtbot)
    assert window.session.state.moves_made == 0
    assert log_lines(window.panel) == opening


def test_a_move_without_cards_is_named_by_its_button(window, qtbot):
    """Sneak's first move is a forced Draw, announced as "Your only legal move: %1":
    %1 is the button's label, not the empty list of its cards; so is keeping a hand."""
    from cardtable.games.cucumber.actions import Exchange
    from cardtable.games.sneak.actions import Draw

    window.start_game(game="sneak", variant="sneak", players=3, seed=5)
    assert window.controller.action_text(Draw()) == "Draw"
    window.start_game(game="cucumber", variant="twenty-two", players=2, seed=3)
    qtbot.waitUntil(lambda: window.controller.prompt is not None, timeout=15_000)
    assert window.controller.action_text(Exchange(())) == "Keep hand"
    window.set_language("ja")        # the Japanese mnemonic "(&K)" is not read out either
    QApplication.processEvents()
    try:
        assert window.controller.action_text(Exchange(())) == "交換しない"
    finally:
        window.set_language("en")

