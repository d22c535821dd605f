"""A small learned value of a Supertrump stage 2, the expert's rollouts' end.

The expert's stage-1 rollouts stop when the stock is gone: from then on
every card is known and the exact solver could play it out, but it costs
tens of milliseconds a position and a decision needs hundreds. So the
rollout's last two hands are *valued*: how many of the 13 stage-2 tricks
the leader takes with perfect play. The linear card worths of
:mod:`card_worth` err by 1.15 tricks (root mean square) on the positions
real play reaches; this two-layer network, trained on positions the exact
solver valued (``scripts/train_supertrump_net.py``), by about half that,
and it values a decision's rollouts in one batch.

Input (:func:`encode`), from the leader's and the follower's hands, in the
declaration's own terms so one net serves every declaration: how many
supers each holds, then for the trump suit and the three plain suits (in
printed order) which hand holds each of the 12 ranks other than the super
rank, lowest first. The plain suits' order is arbitrary, so training shows
each position with its plain suits shuffled.

numpy is imported here only: the app imports this module when the expert
first thinks, not at start-up.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

import numpy as np

from cardtable.ai.supertrump.model import rank_of, suit_of

#: The shipped weights, written by ``scripts/train_supertrump_net.py``.
WEIGHTS_FILE = Path(__file__).with_name("stage2_net.npz")
#: Inputs: two super counts, then 48 non-super cards for each of two hands.
INPUTS = 2 + 2 * 48
#: Stage-2 tricks: the net predicts the leader's, centred on half of them.
TRICKS = 13

_SHIFTS = np.arange(52, dtype=np.int64)


@lru_cache(maxsize=64)
def columns(trump: int, super_rank: int,
            plain_order: tuple[int, int, int] = (0, 1, 2)) -> np.ndarray:
    """Card indices in input order: the 4 supers, the trump suit's 12 other
    ranks lowest first, then each plain suit's 12 (``plain_order`` permutes
    the plain suits, for training)."""
    ranked = sorted(range(52), key=rank_of)
    supers = [c for c in ranked if rank_of(c) == super_rank]
    plains = [s for s in range(4) if s != trump]
    order = [supers]
    for s in (trump, *(plains[i] for i in plain_order)):
        order.append([c for c in ranked if suit_of(c) == s and rank_of(c) != super_rank])
    return np.array([c for group in order for c in group], dtype=np.int64)


def encode(cols: np.ndarray, lead_hands: Sequence[int],
           follow_hands: Sequence[int]) -> np.ndarray:
    """The network's input rows for pairs of hands (bit masks) under ``cols``."""
    rows = []
    for masks in (lead_hands, follow_hands):
        held = (np.asarray(masks, dtype=np.int64)[:, None] >> _SHIFTS) & 1
        rows.append(held[:, cols].astype(np.float32))
    lead, follow = rows
    return np.concatenate([lead[:, :4].sum(1, keepdims=True) / 2,
                           follow[:, :4].sum(1, keepdims=True) / 2,
                           lead[:, 4:], follow[:, 4:]], axis=1)


def forward(weights: Sequence[np.ndarray], x: np.ndarray) -> np.ndarray:
    """The leader's predicted tricks for input rows ``x`` (ReLU layers, linear output)."""
    h = x
    last = len(weights) // 2 - 1
    for k in range(last + 1):
        h = h @ weights[2 * k] + weights[2 * k + 1]
        if k < last:
            h = np.maximum(h, 0.0)
    return h[:, 0] + TRICKS / 2


@lru_cache(maxsize=1)
def shipped_weights() -> tuple[np.ndarray, ...]:
    """The shipped layers (weight, bias, weight, bias, ...), loaded once."""
    with np.load(WEIGHTS_FILE) as data:
        return tuple(data[f"w{i}"] for i in range(len(data.files)))


@lru_cache(maxsize=1)
def _play_weights() -> tuple[np.ndarray, ...]:
    """The shipped layers in float64, as play uses them (see :data:`DIGITS`)."""
    return tuple(w.astype(np.float64) for w in shipped_weights())


#: Play's values are rounded to this many decimals. A BLAS may sum a row's
#: products in another order depending on the CPU and on where the row stands
#: in the batch; in float64 that moves the value by about 1e-14, which the
#: rounding removes, so equal hands get equal values and a tie between two
#: equal moves breaks the same way on every machine.
DIGITS = 6


def leader_tricks(trump: int, super_rank: int, lead_hands: Sequence[int],
                  follow_hands: Sequence[int]) -> list[float]:
    """Predicted stage-2 tricks of the leader for each pair of 13-card hands."""
    if not lead_hands:
        return []
    x = encode(columns(trump, super_rank), lead_hands, follow_hands).astype(np.float64)
    values = np.clip(forward(_play_weights(), x), 0.0, TRICKS)
    return np.round(values, DIGITS).tolist()
