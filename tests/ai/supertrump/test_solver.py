"""The stage-2 solver against plain minimax on random endgames (4–7 cards each)."""

from __future__ import annotations

import random
from functools import cache

import pytest

from cardtable.ai.supertrump.model import SUPER_POWER, Trumps, bits
from cardtable.ai.supertrump.solver import Solver, benchmark, random_endgame


def brute_force(t: Trumps):
    """Plain minimax (memoised only to keep the reference quick): tricks the leader takes."""

    @cache
    def value(lead_hand: int, foll_hand: int) -> int:
        if not lead_hand:
            return 0
        best = -1
        for a in bits(lead_hand):
            worst = 99
            for b in bits(t.follows(foll_hand, a)):
                rest, f2 = lead_hand ^ (1 << a), foll_hand ^ (1 << b)
                n = rest.bit_count()
                v = n - value(f2, rest) if t.follower_wins(a, b) else 1 + value(rest, f2)
                worst = min(worst, v)
            best = max(best, worst)
        return best

    return value


def endgames(count: int, seed: int):
    rng = random.Random(seed)
    for _ in range(count):
        yield random_endgame(rng, rng.randint(4, 7))


def test_solver_matches_brute_force_on_250_endgames():
    for t, a, b in endgames(250, 11):
        ref = brute_force(t)
        solver = Solver(t)
        assert solver.value(a, b) == ref(a, b)
        assert solver.value(b, a) == ref(b, a)


def test_every_move_value_matches_brute_force():
    for t, a, b in endgames(40, 12):
        ref = brute_force(t)
        solver = Solver(t)
        n = a.bit_count()
        for lead, got in solver.lead_values(a, b).items():
            rest = a ^ (1 << lead)
            want = min(n - 1 - ref(b ^ (1 << f), rest) if t.follower_wins(lead, f)
                       else 1 + ref(rest, b ^ (1 << f)) for f in bits(t.follows(b, lead)))
            assert got == want
        lead = next(bits(a))
        for f, got in solver.follow_values(b, a ^ (1 << lead), lead).items():
            rest, f2 = a ^ (1 << lead), b ^ (1 << f)
            want = (1 + ref(f2, rest)) if t.follower_wins(lead, f) else n - 1 - ref(rest, f2)
            assert got == want


def test_best_lead_is_optimal_and_prefers_the_given_order():
    for t, a, b in endgames(60, 13):
        solver = Solver(t)
        values = solver.lead_values(a, b)
        order = sorted(bits(a), key=lambda c: (-values[c], c))[::-1]
        chosen = solver.best_lead(a, b, order)
        assert values[chosen] == max(values.values())
        assert chosen == next(c for c in order if values[c] == max(values.values()))


def test_answers_do_not_depend_on_the_table():
    """A warm table (other positions solved first) changes nothing."""
    cases = list(endgames(30, 14))
    by_decl: dict[tuple[int, int], Solver] = {}
    for t, a, b in cases:
        warm = by_decl.setdefault((t.trump, t.super_rank), Solver(t))
        assert warm.value(a, b) == Solver(t).value(a, b)


def test_super_ties_go_to_the_leader():
    # RULES.md T14: ♣ trump, 4 super: 4♣ led, 4♦ answers -> the leader wins.
    t = Trumps(3, 4)
    four_c, four_d = 8 + 3, 8 + 2  # rank 4 is indices 8-11 (S H D C)
    assert not t.follower_wins(four_c, four_d)
    assert Solver(t).value(1 << four_c, 1 << four_d) == 1


@pytest.mark.parametrize("size", [5])
def test_benchmark_reports_a_rate(size):
    out = benchmark(size, positions=5)
    assert out["positions_per_s"] > 0 and out["mean_nodes"] > 0


def test_which_super_a_hand_holds_changes_nothing_even_through_the_table():
    """Supers are equal, so positions that differ only in which super each hand
    holds share a transposition-table entry; their search must agree, or a table
    filled on one misleads the other ("no lead reaches the position's value" in
    a real game, trump ♣, 7s super: 7♦ 9♣ 10♠ 10♥ 10♣ A♠ against 7♣ J♣ Q♦ Q♣ A♦ A♣)."""
    rng = random.Random(12)
    checked = 0
    while checked < 150:
        t, a, b = random_endgame(rng, 6)
        mine, theirs = [c for c in bits(a) if t.power[c] == SUPER_POWER], [
            c for c in bits(b) if t.power[c] == SUPER_POWER]
        if not mine or not theirs:
            continue
        checked += 1
        swap = (1 << mine[0]) | (1 << theirs[0])
        a2, b2 = a ^ swap, b ^ swap          # the two hands trade those supers
        fresh = Solver(t).value(a, b)
        assert Solver(t).value(a2, b2) == fresh
        shared = Solver(t)
        shared.value(a2, b2)                 # fills the table on the relabelled position
        assert shared.value(a, b) == fresh
        shared.best_lead(a, b, sorted(bits(a)))
