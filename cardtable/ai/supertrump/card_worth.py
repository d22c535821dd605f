"""What a card is worth in stage 2, fitted to the exact solver.

The expert's rollouts (``greedy``) need two numbers fast: how much a card is
worth later (to decide whether a face-up card is worth a trick's fight) and
what a 13-card stage 2 will score (to stop a rollout when the stock is
gone). Both come from one linear model of the double-dummy value:

    leader's stage-2 tricks = 6.5 + LEAD + sum of worth(c), c in the leader's hand
                                         - sum of worth(c), c in the follower's hand

with one worth per kind of card: a super, a trump of each rank, a plain
card of each rank. :func:`fit` finds them by least squares over random
endgames solved exactly (``solver.Solver``); the shipped table below is its
output, reproduced with::

    .venv/bin/python -m cardtable.ai.supertrump.card_worth 1200 21

(about a minute; a test checks that a small fit lands near the table).
Worths are in tricks, a plain 2 at zero (only differences matter: both
hands hold 13 cards). On held-out endgames the model errs by 0.98 tricks
(root mean square; the values spread by 1.96).
"""

from __future__ import annotations

import random
import sys
from functools import lru_cache

from cardtable.ai.supertrump.model import SUPER_POWER, Trumps, bits, rank_of

#: Fitted worths in tricks (``fit(1200, 21)``), plain 2 = 0.
SUPER = 1.16
TRUMP = (0.58, 0.61, 0.54, 0.61, 0.63, 0.56, 0.60, 0.68, 0.65, 0.69, 0.83, 0.87, 0.96)
PLAIN = (0.0, 0.04, 0.04, 0.10, 0.12, 0.09, 0.16, 0.25, 0.33, 0.48, 0.55, 0.66, 0.75)
#: The leader's edge, in tricks.
LEAD = 0.075
#: The same edge in points (what ``greedy`` adds to a points sum).
LEAD_BONUS = 2 * LEAD


def kind(t: Trumps, c: int) -> int:
    """The feature of card ``c``: 0 super, 1–13 trump by rank, 14–26 plain by rank."""
    if t.power[c] == SUPER_POWER:
        return 0
    if t.eff[c] == t.trump:
        return rank_of(c) - 1
    return 13 + rank_of(c) - 1


@lru_cache(maxsize=64)
def worths(trump: int, super_rank: int) -> tuple[float, ...]:
    """Each card's worth in stage-2 points under one declaration (ties by power)."""
    from cardtable.ai.supertrump.inference import trumps_for
    t = trumps_for(trump, super_rank)
    table = (SUPER, *TRUMP, *PLAIN)
    return tuple(2 * table[kind(t, c)] + t.power[c] * 1e-4 for c in range(52))


def fit(positions: int, seed: int) -> tuple[float, tuple[float, ...]]:
    """(LEAD, worths by kind with a plain 2 at 0) fitted to ``positions`` random
    13-card endgames solved exactly (least squares, normal equations)."""
    from cardtable.ai.supertrump.solver import Solver, random_endgame
    rng = random.Random(seed)
    n = 27  # intercept (the lead) + 26 kinds: the plain 2 is the reference
    ata = [[0.0] * n for _ in range(n)]
    atb = [0.0] * n
    for _ in range(positions):
        t, a, b = random_endgame(rng, 13)
        y = Solver(t).value(a, b) - 6.5
        x = [0.0] * 28
        for c in bits(a):
            x[kind(t, c)] += 1
        for c in bits(b):
            x[kind(t, c)] -= 1
        row = [1.0, *x[:14], *x[15:]]      # drop the plain 2 (kind 14)
        for i in range(n):
            if row[i]:
                atb[i] += row[i] * y
                for j in range(n):
                    ata[i][j] += row[i] * row[j]
    for i in range(n):
        ata[i][i] += 1e-6
    w = _solve(ata, atb)
    return w[0], (*w[1:15], 0.0, *w[15:])


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a small dense system)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


if __name__ == "__main__":
    lead, table = fit(int(sys.argv[1]), int(sys.argv[2]))
    print(f"LEAD = {lead:.3f}")
    print(f"SUPER = {table[0]:.2f}")
    print("TRUMP =", tuple(round(x, 2) for x in table[1:14]))
    print("PLAIN =", tuple(round(x, 2) for x in table[14:]))
