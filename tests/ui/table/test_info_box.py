"""The info box in the corner wraps its lines and never lies over a card.

At 800×600 Supertrump's "You: tricks 7 + 11 × 2 = 29 points" made the box
about 480 units wide, over the first cards of the opponent's won tricks,
which the layout keeps ``INFO_ROOM`` (330 units) clear of.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from cardtable.table.items import BASE_H, BASE_W, CardItem, InfoBox
from cardtable.table.labels import font
from cardtable.table.layout import INFO_ROOM
from cardtable.table.plates import wrap

NOMINAL = QRectF(-BASE_W / 2, -BASE_H / 2, BASE_W, BASE_H)


@pytest.mark.parametrize("line", ["You: tricks 7 + 11 × 2 = 29 points",
                                  "あなた：トリック 7 + 11 × 2 = 29 点",
                                  "Christabel-Maximiliane: tricks 12 + 14 × 2 = 40 points"])
def test_a_long_line_wraps_inside_the_corners_room(qapp, line):
    box = InfoBox()
    box.set_lines(["Trumps: hearts", line])
    assert box.MARGIN + box.w < INFO_ROOM
    assert len(box.rows) >= 3 and box.lines == ["Trumps: hearts", line]
    metrics = QFontMetricsF(font(box.line_h * 0.62, True))
    assert all(metrics.horizontalAdvance(row) <= box.w - 2 * box.PAD + 0.5 for row in box.rows)
    assert "".join(box.rows).replace(" ", "") == ("Trumps: hearts" + line).replace(" ", "")


def test_wrap_keeps_short_lines_and_breaks_long_words(qapp):
    metrics = QFontMetricsF(font(20, True))
    assert wrap("Stock: 12", metrics, 300) == ["Stock: 12"]
    assert wrap("", metrics, 300) == [""]
    rows = wrap("W" * 60, metrics, 200)
    assert len(rows) > 1 and "".join(rows) == "W" * 60
    assert all(metrics.horizontalAdvance(row) <= 200 for row in rows)


def overlaps(window) -> list[str]:
    scene = window.scene
    box = scene.info.sceneBoundingRect() if scene.info.rows else QRectF()
    return [f"{item.code} {item.sceneBoundingRect()}" for item in scene.items()
            if isinstance(item, CardItem) and item.isVisible()
            and item.mapRectToScene(NOMINAL).intersects(box)]


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_box_never_covers_a_card_in_a_whole_supertrump_game(window, qtbot, language, size):
    window.resize(*size)
    seen: list[str] = []
    window.animator.animations_finished.connect(lambda: seen.extend(overlaps(window)))
    window.start_game(game="supertrump", variant="supertrump", players=2, seed=7, demo=True)
    qtbot.waitUntil(lambda: window.session.state.is_over, timeout=60_000)
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=10_000)
    seen.extend(overlaps(window))
    assert window.scene.info.rows
    assert seen == []
