"""The levels are ordered: expert beats normal, normal beats easy (small duplicate samples;
the 500-pair figures come from ``benchmarks/supertrump_ai.py``)."""

from __future__ import annotations

from cardtable.ai.supertrump import LEVELS
from cardtable.ai.supertrump.expert import ExpertBot
from cardtable.ai.supertrump.match import pair_seed, play_pair


def share(make_a, make_b, pairs: int, seed: int) -> tuple[float, float]:
    wins = points = games = 0
    for i in range(pairs):
        r = play_pair(make_a, make_b, pair_seed(seed, i))
        wins, points, games = wins + r.wins, points + r.points, games + r.games
    return wins / games, points / (39 * games)


def test_normal_beats_easy():
    games, points = share(LEVELS["normal"], LEVELS["easy"], 150, 5)
    assert games > 0.55 and points > 0.52


def test_easy_beats_random():
    games, _ = share(LEVELS["easy"], LEVELS["random"], 60, 6)
    assert games > 0.7


def test_expert_beats_normal():
    # a lighter expert than the level, to keep the suite quick; same search
    _, points = share(lambda: ExpertBot(play_budget=60, declare_budget=40),
                          LEVELS["normal"], 10, 7)
    assert points > 0.53
