"""The action bar fits an 800×500 window in every prompt:
Supertrump's thirteen rank buttons, in one row, made the window at least
1128 px wide while the dealer named the super trumps; the choices now wrap."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from cardtable.ui.play.action_bar import ActionBar

TIMEOUT = 15_000
SIZE = (800, 500)


def _buttons_inside(window) -> list[str]:
    """The labels of the bar's shown buttons that are not wholly in sight."""
    bar = window.bar
    seen = bar.rect().intersected(bar.visibleRegion().boundingRect())
    cut = []
    for button in bar.findChildren(QPushButton):
        if not button.isVisible():
            continue
        box = button.rect().translated(button.mapTo(bar, button.rect().topLeft()))
        if not seen.contains(box) or not window.rect().contains(
                box.translated(bar.mapTo(window, bar.rect().topLeft()))):
            cut.append(button.text())
    return cut


def _check(window, qtbot, where: str) -> None:
    # A new button is shown by a posted event; until then it takes no room.
    qtbot.waitUntil(lambda: all(b.isVisible() for b in window.bar.choice_buttons))
    qtbot.waitUntil(lambda: window.minimumSizeHint().width() <= SIZE[0], timeout=2000)
    window.resize(*SIZE)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == SIZE, timeout=2000)
    status = window.bar.status
    try:     # the layout settles after the resize (a posted event)
        qtbot.waitUntil(lambda: not _buttons_inside(window) and status.height()
                        >= status.heightForWidth(status.width()), timeout=2000)
    except AssertionError:
        raise AssertionError(f"cut at {where}: {_buttons_inside(window)}") from None


@pytest.mark.parametrize(("game", "variant", "players", "wanted"), [
    ("supertrump", "supertrump", 2, 13),     # the dealer names the super-trump rank
    ("sneak", "sneak", 4, 3),                # Draw, Sneak, Flaunt
    ("cucumber", "rassi", 4, 0),             # three questions, then the exchange
    ("cucumber", "agurk", 4, 0),             # Exchange, Keep hand
])
def test_every_prompt_fits_800_by_500(window, qtbot, language, game, variant, players,
                                      wanted):
    """Each of the first human turns (choices, questions, exchange, play) fits."""
    turns: list[int] = []
    window.session.human_turn.connect(lambda seat, _legal: turns.append(seat))
    window.resize(*SIZE)
    window.start_game(game=game, variant=variant, players=players, seed=2)
    widest = 0
    for turn in range(1, 9):
        qtbot.waitUntil(lambda turn=turn: len(turns) >= turn and not window.animator.busy,
                        timeout=TIMEOUT)
        bar = window.bar
        widest = max(widest, len(bar.choice_buttons))
        _check(window, qtbot, f"{variant} turn {turn}: {bar.mode} {bar.text}")
        prompt = window.controller.prompt
        action = (prompt.choices[0][1] if prompt.kind == "choices"
                  else window.session.state.legal_actions()[0])
        window.session.submit(action)
    assert widest >= wanted


def test_thirteen_choices_wrap_in_a_narrow_bar_and_keep_one_row_when_wide(qtbot):
    bar = ActionBar()
    qtbot.addWidget(bar)
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    bar.show_choices("Name the super-trump rank.", [(rank, rank) for rank in ranks])
    assert bar.minimumSizeHint().width() < 400
    bar.resize(1200, bar.heightForWidth(1200))
    bar.show()
    qtbot.waitExposed(bar)
    qtbot.waitUntil(lambda: bar.choice_buttons[-1].isVisible())
    assert len({b.y() for b in bar.choice_buttons}) == 1
    bar.resize(560, bar.heightForWidth(560))
    qtbot.waitUntil(lambda: len({b.y() for b in bar.choice_buttons}) == 2)
    for button in bar.choice_buttons:
        assert bar.rect().contains(button.geometry().translated(bar.choices_box.pos()))
