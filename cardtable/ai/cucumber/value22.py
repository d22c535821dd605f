"""A small learned value of a 4-player 22 deal whose trick play is about to start.

22's free exchange is the expert's costliest decision: every candidate
discard is valued by dealing the stock, letting the later seats exchange
and playing the whole deal out (28 plays) with the ``normal`` policy, in
every sampled world. This net values such a world at once, from the four
hands as they stand when the first trick is led: the chance that a seat
loses the deal, and the points it then takes, when everyone plays as
``normal`` does (what those playouts measure). It was fitted to deals
played out that way (``scripts/train_22_value.py``), and values a whole
round of worlds in one batch.

Input (:func:`encode`): for the seat valued and then each seat after it in
turn, how many cards of each strength 2 … 14 it holds (halved) and, one-hot,
its lowest and second-lowest strength (what it can keep for the last
trick, which decides the deal); then which of the four leads the first
trick. Only the case it was trained on: four
seats, seven cards each (``fits``); anything else is played out.

numpy is imported here only: the app imports this module when the expert
first exchanges, not at start-up.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

import numpy as np

#: The shipped weights, written by ``scripts/train_22_value.py``.
WEIGHTS_FILE = Path(__file__).with_name("value22.npz")
SEATS, HAND, LOW, HIGH = 4, 7, 2, 14
STRENGTHS = HIGH - LOW + 1
#: Per seat: strength counts, then its lowest and second-lowest strength
#: (one-hot: the cards a seat can keep for the last trick); then the leader.
PER_SEAT = 3 * STRENGTHS
INPUTS = SEATS * PER_SEAT + SEATS


def applies(rules) -> bool:
    """Does a deal under ``rules`` play as the net's deals did: 22's cards, points,
    exchange and trick play (the elimination threshold may differ: it only
    weighs the outcome, ``utilities``)?"""
    from dataclasses import replace

    from cardtable.games.cucumber import PRESETS

    twenty_two = PRESETS["twenty-two"]
    same = replace(rules, elimination_at=twenty_two.elimination_at,
                   elimination_when=twenty_two.elimination_when, exact_reset=None,
                   min_players=twenty_two.min_players, max_players=twenty_two.max_players,
                   game_end=twenty_two.game_end, all_out_winner=twenty_two.all_out_winner,
                   dealer_rotation=twenty_two.dealer_rotation, hand_size=twenty_two.hand_size,
                   first_hand=twenty_two.first_hand, hand_cap=twenty_two.hand_cap)
    return same == twenty_two


def fits(hands: Sequence[Sequence[int]], alive: Sequence[bool]) -> bool:
    """Is this deal the kind the net knows: four seats in, seven cards each, 2–14?"""
    return (len(alive) == SEATS and all(alive)
            and all(len(h) == HAND and h[0] >= LOW << 6 and h[-1] >> 6 <= HIGH for h in hands))


def encode_row(row: np.ndarray, hands: Sequence[Sequence[int]], me: int, leader: int) -> None:
    """Write one input row for seat ``me`` (hands of kinds, as ``lean.Deal``'s)."""
    row[:] = 0.0
    for r in range(SEATS):
        base = r * PER_SEAT - LOW
        hand = hands[(me + r) % SEATS]
        for k in hand:
            row[base + (k >> 6)] += 0.5
        row[base + STRENGTHS + (hand[0] >> 6)] = 1.0
        row[base + 2 * STRENGTHS + (hand[1] >> 6)] = 1.0
    row[SEATS * PER_SEAT + (leader - me) % SEATS] = 1.0


def encode(worlds: Sequence[tuple[Sequence[Sequence[int]], int]], me: int) -> np.ndarray:
    """Input rows for ``(hands, leader)`` worlds, valued for seat ``me``."""
    x = np.zeros((len(worlds), INPUTS), np.float32)
    for i, (hands, leader) in enumerate(worlds):
        encode_row(x[i], hands, me, leader)
    return x


def forward(weights: Sequence[np.ndarray], x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(chance of losing the deal, points taken) for input rows ``x``: ReLU layers,
    the first output a logit, the second the points."""
    pairs = list(zip(weights[::2], weights[1::2], strict=True))
    h = x
    for w, b in pairs[:-1]:
        h = np.maximum(h @ w + b, 0.0)
    h = h @ pairs[-1][0] + pairs[-1][1]
    return 1.0 / (1.0 + np.exp(-h[:, 0])), h[:, 1]


@lru_cache(maxsize=1)
def shipped_weights() -> tuple[np.ndarray, ...]:
    with np.load(WEIGHTS_FILE) as data:
        return tuple(data[f"w{i}"] for i in range(len(data.files)))


def utilities(x: np.ndarray, score: int, mult: int, out_at: int) -> np.ndarray:
    """``playout.outcome_utility`` in expectation, from the net: −chance of losing,
    −2 more if losing would take the seat out (its typical loss, points ÷ chance,
    reaching ``out_at``), −0.02 a point."""
    p, points = forward(shipped_weights(), x)
    points = np.maximum(points, 0.0) * mult
    typical = points / np.maximum(p, 1e-3)
    out = (score + typical >= out_at).astype(np.float32)
    return -p * (1.0 + 2.0 * out) - 0.02 * points
