"""The Statistics dialog's numbers, on hand-made rows."""

from __future__ import annotations

import pytest

from cardtable.stats.summary import (
    PersonResult,
    by_opponents,
    opponents_key,
    person_results,
    places,
    summarize,
)
from tests.stats.test_db import a_game


def results(pattern: str, opponents: str = "easy") -> list[PersonResult]:
    """``W``/``L`` per game, oldest first; a win is first place of 4, a loss fourth."""
    return [PersonResult(c == "W", 1 if c == "W" else 4, 4, opponents) for c in pattern]


@pytest.mark.parametrize("pattern, current, best", [
    ("", 0, 0), ("L", 0, 0), ("W", 1, 1), ("WWLWWW", 3, 3), ("WWWLW", 1, 3),
    ("WWWWL", 0, 4), ("LWLWWLWW", 2, 2)])
def test_streaks(pattern, current, best):
    s = summarize(results(pattern))
    assert (s.current_streak, s.best_streak) == (current, best)


def test_win_rate_and_average_place():
    s = summarize([*results("WWLL"), PersonResult(False, 2, 4, "easy", assisted=True)])
    assert (s.games, s.wins, s.assisted) == (5, 2, 1)
    assert s.win_rate == pytest.approx(0.4)
    assert s.average_place == pytest.approx((1 + 1 + 4 + 4 + 2) / 5)
    empty = summarize([])
    assert (empty.games, empty.win_rate, empty.average_place) == (0, 0.0, 0.0)


def test_per_opponent_level_keeps_each_groups_order():
    rows = results("WW", "easy") + results("L", "expert") + results("W", "easy")
    groups = by_opponents(rows)
    assert groups["easy"].games == 3 and groups["easy"].current_streak == 3
    assert groups["expert"].wins == 0 and groups["expert"].average_place == 4


def test_opponent_labels_and_places():
    assert opponents_key(["expert", "easy", "easy"]) == "easy+expert"
    assert places([2, 0, 1, 3], winners=[2, 0]) == {2: 1, 0: 1, 1: 3, 3: 4}
    assert places([3, 1, 0], winners=[3]) == {3: 1, 1: 2, 0: 3}


def test_person_results_from_stored_games():
    [me] = person_results([a_game(won=False, level="expert")])
    assert (me.won, me.place, me.players, me.opponents) == (False, 2, 2, "expert")
