"""On a small duplicate sample the levels come out in order: normal beats easy
and expert beats normal (quick checks; the full figures are in the benchmark)."""

from __future__ import annotations

from cardtable.ai.tournament import run_tournament


def shares(bots: list[str], boards: int, seed: int) -> dict[str, float]:
    """Each level's share of the banked cards over duplicate first deals."""
    result = run_tournament("sneak", len(bots), bots, boards, seed, game="sneak")
    return {name: st.points / st.all_points for name, st in result.stats.items()}


def test_normal_beats_easy():
    got = shares(["normal", "easy", "easy"], 6, 3)
    assert got["normal"] > 0.4 > got["easy"]


def test_expert_beats_normal():
    got = shares(["expert", "normal", "normal"], 8, 5)
    assert got["expert"] > 0.36 > got["normal"]
