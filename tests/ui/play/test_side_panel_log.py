"""A long game's log stays fast and follows the newest line (unless scrolled up)."""

from __future__ import annotations

import time

from cardtable.ui.play.side_panel import SidePanel

LINE = "Line {}: Kai plays 4♥, and a few more words so that the line wraps."


def settled(qtbot, panel) -> bool:
    bar = panel.log.verticalScrollBar()
    return bar.maximum() > 0 and bar.value() == bar.maximum()


def test_fifteen_hundred_lines_are_quick_and_the_newest_is_in_view(qtbot):
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.resize(280, 700)
    panel.show()
    started = time.perf_counter()
    for i in range(1500):
        panel.add_log(LINE.format(i))
    qtbot.waitUntil(lambda: settled(qtbot, panel), timeout=5_000)
    assert time.perf_counter() - started < 3.0      # was 7 s (every line re-laid out)
    assert panel.log.count() == 1500


def test_a_player_reading_back_is_not_yanked_to_the_bottom(qtbot):
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.resize(280, 400)
    panel.show()
    for i in range(200):
        panel.add_log(LINE.format(i))
    qtbot.waitUntil(lambda: settled(qtbot, panel), timeout=5_000)
    bar = panel.log.verticalScrollBar()
    bar.setValue(10)                                  # the player scrolls up
    before = bar.maximum()
    for i in range(200, 260):
        panel.add_log(LINE.format(i))
    qtbot.waitUntil(lambda: bar.maximum() > before, timeout=2_000)
    assert bar.value() == 10
    bar.setValue(bar.maximum())                       # back at the bottom: follow again
    panel.add_log(LINE.format(999))
    qtbot.waitUntil(lambda: settled(qtbot, panel), timeout=5_000)
