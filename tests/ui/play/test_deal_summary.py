"""The summary between deals: it says who lost what and why, the
totals and who deals next, and the next deal waits for it."""

from __future__ import annotations

import contextlib
import dataclasses
import random

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QWidget

from cardtable import games
from cardtable.ai import make_bot
from cardtable.games.errors import IllegalAction
from cardtable.session.undo import current_moves
from cardtable.table.animator import Animator
from cardtable.table.summary import Summary
from cardtable.texts import card_name
from cardtable.ui.play import deal_summary
from cardtable.ui.play.deal_summary import DealPause
from cardtable.ui.window.main_window import MainWindow
from cardtable.ui.window.settings import Settings

pytestmark = pytest.mark.long   # whole games: run first (tests/conftest.py)

#: A 22 game in which the person (seat 0) makes the first move of deal 2.
SEED_PERSON_FIRST = 7


def make_window(qtbot, tmp_path, pause: bool = True, name: str = "s.ini") -> MainWindow:
    """A window with its own settings (the summary on, unless ``pause`` is off)."""
    settings = Settings(QSettings(str(tmp_path / name), QSettings.Format.IniFormat))
    settings.pause_after_deal = pause
    win = MainWindow(autosave_path=tmp_path / "autosave.cardtable", speed="instant",
                     pause_ms=0, settings=settings)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


def play_for_the_person(window: MainWindow, seed: int = 3) -> None:
    """The person's moves come from the easy bot, as soon as it is their turn."""
    bot, rng = make_bot("easy", window.session.game), random.Random(seed)

    def move(seat: int, legal: list) -> None:
        state = window.session.state
        if state is None or state.current_seat != seat or state.is_over:
            return
        with contextlib.suppress(IllegalAction):   # a turn taken back (an undo, a new game)
            window.session.submit(bot.choose(state.observation(seat), state.legal_actions(),
                                             rng))

    window.session.human_turn.connect(lambda seat, legal: QTimer.singleShot(
        0, lambda: move(seat, legal)))


def log_lines(window: MainWindow) -> list[str]:
    return [window.panel.log.item(i).text() for i in range(window.panel.log.count())]


@pytest.fixture
def paused(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path)
    yield win
    win.close()


def first_summary(window: MainWindow, qtbot, seed: int = 5, players: int = 4) -> Summary:
    play_for_the_person(window)
    with qtbot.waitSignal(window.controller.deal_pause.shown, timeout=30_000) as shown:
        window.start_game(game="cucumber", variant="twenty-two", players=players, seed=seed)
    return shown.args[0]


def test_a_finished_deal_waits_for_continue_and_says_what_happened(paused, qtbot):
    summary = first_summary(paused, qtbot)
    state, names = paused.session.state, paused.controller.names()
    result = state.log[0].result
    pause = paused.controller.deal_pause
    assert pause.waiting and pause.panel.isVisible()
    assert "1" in summary.title
    # Who lost, with which card and for how much; every total against 22.
    for seat, points in result["points"].items():
        seat = int(seat)
        card = state.tokens[seat][-1][0]
        assert any(names[seat] in line and card_name(card) in line and f"+{points}" in line
                   for line in summary.lines), summary.lines
    for seat, row in enumerate(summary.rows):
        assert row.name == names[seat]
        assert row.total == f"{result['scores'][seat]} / 22"
        assert row.marked == (seat in result["losers"])
    assert any(line.startswith("Last trick:") for line in summary.lines)
    assert names[state.log[1].dealer] in summary.next_line
    assert pause.panel.title.text() == summary.title
    # The next deal waits: not dealt on the table, not logged, no move made.
    moves = state.moves_made
    with qtbot.assertNotEmitted(paused.session.human_turn, wait=300):
        pass
    assert paused.session.state.moves_made == moves
    assert not any(paused.scene.hands) and any(state.hands)
    assert not any(line.startswith("Deal 2:") for line in log_lines(paused))
    qtbot.mouseClick(pause.panel.button, Qt.MouseButton.LeftButton)
    assert not pause.waiting and not pause.panel.isVisible()
    qtbot.waitUntil(lambda: paused.session.state.moves_made > moves, timeout=10_000)
    assert any(line.startswith("Deal 2:") for line in log_lines(paused))


def test_enter_and_space_continue_on_the_button_or_the_table(qtbot):
    view = QWidget()
    qtbot.addWidget(view)
    view.resize(800, 500)
    view.show()
    pause = DealPause(view, Animator(view, speed="normal"))
    went_on: list[str] = []
    pause.hold(lambda: Summary("Deal 1 is over"), lambda: went_on.append("enter"), auto=False)
    assert not pause.timer.isActive()       # the person's game: it waits as long as they like
    qtbot.keyClick(pause.panel.button, Qt.Key.Key_Return)
    pause.hold(lambda: Summary("Deal 2 is over"), lambda: went_on.append("space"), auto=False)
    qtbot.keyClick(view, Qt.Key.Key_Space)  # a click on the table took the keyboard
    assert went_on == ["enter", "space"]
    assert not pause.panel.isVisible()


def test_a_game_nobody_plays_goes_on_after_a_few_seconds_scaled_by_speed(qtbot):
    view = QWidget()
    qtbot.addWidget(view)
    animator = Animator(view, speed="normal")
    pause = DealPause(view, animator)
    pause.hold(lambda: Summary("Deal 1 is over"), lambda: None, auto=True)
    assert pause.timer.isActive()
    assert pause.timer.interval() == deal_summary.AUTO_CONTINUE_MS >= 3000
    assert pause.panel.note.text()          # it says it goes on by itself
    pause.go_on()
    animator.set_speed("fast")
    pause.hold(lambda: Summary("Deal 2 is over"), lambda: None, auto=True)
    assert pause.timer.interval() < deal_summary.AUTO_CONTINUE_MS


#: Shorter games than the presets' (22 out at 7 points, Sneak to 25), each still of
#: several deals: what is checked happens between deals, whatever the game's length.
SHORTER = {"twenty-two": {"elimination_at": 7}, "sneak": {"target": 25}}


@pytest.mark.parametrize(("game", "variant", "players"), [
    ("cucumber", "twenty-two", 4), ("supertrump", "match-3", 2), ("sneak", "sneak", 3)])
def test_a_demo_goes_on_alone_and_the_last_deal_has_no_summary(paused, qtbot, game, variant,
                                                               players):
    summaries: list[tuple[str, bool]] = []
    pause = paused.controller.deal_pause
    pause.shown.connect(lambda s: summaries.append((s.title, bool(pause.panel.note.text()))))
    with qtbot.waitSignal(paused.demo_game_finished, timeout=120_000):
        rules = dataclasses.replace(games.get(game).preset(variant),
                                    **SHORTER.get(variant, {}))
        paused.start_game(demo=True, game=game, variant=variant, players=players, seed=2,
                          rules=rules)
    deals = len(paused.session.state.log)
    assert deals > 1
    assert len(summaries) == deals - 1       # every deal but the last: game over says it
    assert all(auto for _, auto in summaries)
    assert not pause.waiting and not pause.panel.isVisible()


def test_the_setting_off_skips_the_summary_and_is_remembered(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    action = window.view_options.pause_action
    assert action.isChecked()
    action.setChecked(False)
    assert window.settings.pause_after_deal is False
    assert Settings(QSettings(str(tmp_path / "s.ini"),
                              QSettings.Format.IniFormat)).pause_after_deal is False
    shown: list[Summary] = []
    window.controller.deal_pause.shown.connect(shown.append)
    play_for_the_person(window)
    window.start_game(game="cucumber", variant="twenty-two", players=3, seed=4)
    qtbot.waitUntil(lambda: any(line.startswith("Deal 2:") for line in log_lines(window)),
                    timeout=30_000)
    assert shown == []
    window.close()


def test_turning_the_setting_off_during_a_summary_goes_on(paused, qtbot):
    first_summary(paused, qtbot)
    moves = paused.session.state.moves_made
    paused.view_options.pause_action.setChecked(False)
    assert not paused.controller.deal_pause.waiting
    qtbot.waitUntil(lambda: paused.session.state.moves_made > moves, timeout=10_000)


def test_a_language_switch_keeps_the_summary_up_in_the_new_language(paused, qtbot):
    first_summary(paused, qtbot)
    pause = paused.controller.deal_pause
    paused.set_language("ja")
    try:
        qtbot.waitUntil(lambda: pause.summary.rows[0].name == "あなた", timeout=5_000)
        assert pause.waiting and pause.panel.isVisible()   # said again, in Japanese
        assert pause.panel.grid.itemAtPosition(1, 0).widget().text() == "あなた"
    finally:
        paused.set_language("en")
    qtbot.waitUntil(lambda: pause.summary.rows[0].name == "You", timeout=5_000)
    assert pause.waiting


def test_a_new_game_during_the_summary_drops_it(paused, qtbot):
    first_summary(paused, qtbot)
    paused.start_game(game="cucumber", variant="twenty-two", players=4, seed=8)
    assert not paused.controller.deal_pause.waiting
    assert not paused.controller.deal_pause.panel.isVisible()
    qtbot.waitUntil(lambda: paused.session.state.moves_made > 0, timeout=10_000)


def test_a_resume_shows_the_unseen_summary_and_an_undo_does_not_repeat_it(paused, qtbot,
                                                                       tmp_path):
    summary = first_summary(paused, qtbot, seed=SEED_PERSON_FIRST)
    paused.close()                                   # quit with the summary up
    again = make_window(qtbot, tmp_path, name="s2.ini")
    shown: list[Summary] = []
    pause = again.controller.deal_pause
    pause.shown.connect(shown.append)
    assert again.session.resume()
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    assert shown[0].title == summary.title and shown[0].rows == summary.rows
    assert not any(again.scene.hands[0]) or again.hand_input.active is False
    qtbot.keyClick(pause.panel.button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: again.hand_input.active, timeout=10_000)
    state = again.session.state
    assert current_moves(state) == []                # the person opens deal 2
    bot = make_bot("easy", again.session.game)
    again.session.submit(bot.choose(state.observation(0), state.legal_actions(),
                                    random.Random(1)))
    qtbot.waitUntil(again.session.can_undo, timeout=10_000)
    again.session.undo()
    assert current_moves(again.session.state) == []  # back where the summary was
    with qtbot.assertNotEmitted(pause.shown, wait=300):
        pass
    assert len(shown) == 1 and not pause.waiting
    again.close()


def test_the_deal_that_puts_the_person_out_waits_and_the_later_ones_go_on_alone(paused,
                                                                                qtbot):
    pause = paused.controller.deal_pause
    seen: list[tuple[str, bool]] = []

    def read(summary: Summary) -> None:
        seen.append((summary.text(), pause.timer.isActive()))
        if not pause.timer.isActive():
            QTimer.singleShot(0, pause.go_on)   # the person reads it and goes on

    pause.shown.connect(read)
    play_for_the_person(paused, seed=1)
    # 22 out at 7: a seed whose game puts the person out with deals still to come.
    rules = dataclasses.replace(games.get("cucumber").preset("twenty-two"),
                                **SHORTER["twenty-two"])
    with qtbot.waitSignal(paused.session.game_over, timeout=120_000):
        paused.start_game(game="cucumber", variant="twenty-two", players=4, seed=2,
                          rules=rules)
    out = next(i for i, (text, _) in enumerate(seen) if "You are out" in text)
    assert not any(auto for _, auto in seen[:out + 1])   # the person's own deals wait
    assert seen[out + 1:] and all(auto for _, auto in seen[out + 1:])
