"""The score table reads as a score sheet: deals oldest first, Total last, and
the newest deal and Total in view however many deals were played."""

from __future__ import annotations

from cardtable.ui.play.side_panel import SidePanel


def headers(panel: SidePanel) -> list[str]:
    table = panel.scores
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]


def test_deals_run_oldest_first_to_the_total_and_the_newest_stays_in_view(qtbot):
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.resize(260, 400)
    panel.show()
    rows = [(d, {0: d, 1: -1}) for d in range(1, 13)]
    panel.set_scores(["You", "Aiko"], rows, [78, -12])
    table = panel.scores
    assert headers(panel) == [*(str(d) for d in range(1, 13)), "Total"]
    assert table.item(0, 0).text() == "+1" and table.item(0, 11).text() == "+12"
    assert table.item(0, 12).text() == "78" and table.item(0, 12).font().bold()
    assert not table.item(0, 11).font().bold()
    bar = table.horizontalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    width = table.viewport().width()
    for column in (11, 12):                      # the newest deal and Total, whole
        left = table.columnViewportPosition(column)
        assert left >= 0 and left + table.columnWidth(column) <= width
    assert table.columnViewportPosition(0) < 0   # the first deal scrolled off the left


def test_a_new_deal_moves_total_right_and_keeps_it_in_view(qtbot):
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.resize(260, 400)
    panel.show()
    rows = [(d, {0: 10 * d, 1: -1}) for d in range(1, 9)]
    panel.set_scores(["You", "Aiko"], rows, [360, -8])
    rows.append((9, {0: 5, 1: 0}))
    panel.set_scores(["You", "Aiko"], rows, [365, -8])
    table = panel.scores
    assert headers(panel)[-2:] == ["9", "Total"]
    assert table.item(0, 8).text() == "+5" and not table.item(0, 8).font().bold()
    assert table.item(0, 9).text() == "365" and table.item(0, 9).font().bold()
    bar = table.horizontalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
