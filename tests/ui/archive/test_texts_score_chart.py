"""The score chart: equal totals no longer hide each
other's lines, and a single deal or game shows bars, not one bare segment."""

from __future__ import annotations

from PySide6.QtGui import QColor

from cardtable.ui.kit.score_chart import COLOURS, ScoreChart

#: More than the height of the legend's row (its line is drawn in every colour).
LEGEND = 22


def shown(qtbot, names, rows, target=None, games=False) -> tuple:
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_rounds_are_games(games)
    chart.resize(360, 240)
    chart.set_scores(names, rows, target)
    plot = chart.rect().adjusted(0, 0, 0, -2 * LEGEND)     # the legend and the axis below
    return chart, chart.grab().toImage(), plot


def pixels(image, rect, colour: str) -> int:
    """Pixels of exactly ``colour`` inside ``rect`` (the legend is below it)."""
    want = QColor(colour)
    return sum(1 for x in range(rect.left(), rect.right()) for y in range(rect.top(),
               rect.bottom()) if image.pixelColor(x, y) == want)


def tallest_run(image, rect, colour: str) -> int:
    """The longest vertical run of ``colour`` in any column of ``rect``."""
    want, best = QColor(colour), 0
    for x in range(rect.left(), rect.right()):
        run = 0
        for y in range(rect.top(), rect.bottom()):
            run = run + 1 if image.pixelColor(x, y) == want else 0
            best = max(best, run)
    return best


def test_equal_totals_keep_every_line_in_sight(qtbot):
    """Two players on the same totals all game: the second line used to be
    drawn exactly over the first, which vanished."""
    rows = [(1, {0: 5, 1: 5}), (2, {2: 7}), (3, {0: 3, 1: 3}), (4, {2: 2})]
    chart, image, plot = shown(qtbot, ["You", "Aiko", "Ben"], rows, 22)
    assert chart.series[0] == chart.series[1]
    for seat in range(3):
        assert pixels(image, plot, COLOURS[seat]) > 150, seat


def test_lines_through_one_point_are_fanned_out_around_it():
    from cardtable.ui.kit.score_chart import spread

    assert spread([4, 4, 9, 4]) == [-3.0, 0.0, 0.0, 3.0]
    assert spread([1, 2]) == [0.0, 0.0]
    assert spread([0, 0]) == [-1.5, 1.5]


def test_a_single_game_shows_each_players_points_as_a_bar(qtbot):
    """One Supertrump game was one segment from 0 up to the total: a bar per
    player, with its number and the game's name, says it."""
    _chart, image, plot = shown(qtbot, ["You", "Aiko"], [(1, {0: 22, 1: 17})], games=True)
    assert tallest_run(image, plot, COLOURS[0]) > 60
    assert tallest_run(image, plot, COLOURS[1]) > 45
    _chart, image, plot = shown(qtbot, ["You", "Aiko"], [(1, {0: 22, 1: 17}), (2, {0: 10})],
                              games=True)
    assert tallest_run(image, plot, COLOURS[1]) < 30         # two games: lines again
