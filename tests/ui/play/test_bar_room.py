"""The action bar does not resize the table turn by turn: in games that ask
with a row of buttons (Sneak, Supertrump) the row keeps its room all game,
and a lone button (Draw) keeps its own size instead of spanning the bar."""

from __future__ import annotations

TIMEOUT = 15_000


def _heights_over_turns(window, qtbot, game: str, variant: str, players: int) -> set[int]:
    """The table view's height at every change of the bar, over a few turns."""
    heights: set[int] = set()
    turns: list[int] = []
    window.session.human_turn.connect(lambda seat, _actions: turns.append(seat))
    window.start_game(game=game, variant=variant, players=players, seed=2)
    for turn in range(1, 4):
        qtbot.waitUntil(lambda turn=turn: len(turns) >= turn and not window.animator.busy,
                        timeout=TIMEOUT)
        qtbot.wait(1)  # let the layout settle
        heights.add(window.view.height())
        prompt = window.controller.prompt
        action = (prompt.choices[0][1] if prompt.choices
                  else window.session.state.legal_actions()[0])
        window.session.submit(action)
        qtbot.waitUntil(lambda: window.bar.mode == "idle", timeout=TIMEOUT)
        qtbot.wait(1)
        heights.add(window.view.height())
    return heights


def test_sneak_turns_do_not_resize_the_table(window, qtbot):
    heights = _heights_over_turns(window, qtbot, "sneak", "sneak", 3)
    assert len(heights) == 1, heights


def test_a_lone_choice_button_keeps_its_own_size(window, qtbot):
    turns: list[int] = []
    window.session.human_turn.connect(lambda seat, _actions: turns.append(seat))
    window.start_game(game="sneak", variant="sneak", players=3, seed=2)
    qtbot.waitUntil(lambda: bool(turns) and bool(window.bar.choice_buttons), timeout=TIMEOUT)
    qtbot.wait(1)
    shown = [b for b in window.bar.choice_buttons if b.isVisible()]
    assert shown and shown[0].width() < window.bar.width() / 3


def test_cucumber_keeps_no_empty_row(window, qtbot):
    turns: list[int] = []
    window.session.human_turn.connect(lambda seat, _actions: turns.append(seat))
    window.start_game(variant="twenty-two", players=4, seed=1)
    qtbot.waitUntil(lambda: bool(turns), timeout=TIMEOUT)
    assert not window.bar.choices_box.isVisible()
