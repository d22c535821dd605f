"""The expert's learned stage-2 value: the shipped weights load, value positions
the exact solver has valued far better than the linear card worths did, and are
what ``scripts/train_supertrump_net.py`` makes from its data file."""

from __future__ import annotations

import importlib.util
import itertools
import os
import random
import sys
from pathlib import Path

import numpy as np
import pytest

from cardtable.ai.supertrump import stage2_net
from cardtable.ai.supertrump.card_worth import LEAD, worths
from cardtable.ai.supertrump.greedy import estimate_rollout, net_points, play_stage1
from cardtable.ai.supertrump.inference import trumps_for
from cardtable.ai.supertrump.model import bits, mask_of
from cardtable.ai.supertrump.solver import Solver

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "train_supertrump_net.py"


@pytest.fixture(scope="module")
def script():
    spec = importlib.util.spec_from_file_location("train_supertrump_net", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules["train_supertrump_net"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def rows(script):
    with np.load(script.DATA_FILE) as data:
        return data["rows"]


def test_the_shipped_weights_load_with_the_scripts_shape(script):
    ws = stage2_net.shipped_weights()
    sizes = (stage2_net.INPUTS, *script.HIDDEN, 1)
    assert [w.shape for w in ws[::2]] == list(itertools.pairwise(sizes))
    assert [b.shape for b in ws[1::2]] == [(n,) for n in sizes[1:]]


def test_columns_put_every_card_once_supers_first():
    cols = stage2_net.columns(1, 9)                 # hearts trump, nines super
    assert sorted(cols.tolist()) == list(range(52))
    assert all(c >> 2 == 9 - 2 for c in cols[:4])   # the four nines
    trumps = cols[4:16].tolist()
    assert all(c & 3 == 1 for c in trumps) and trumps == sorted(trumps)


def test_encoding_counts_supers_and_marks_each_hand():
    cols = stage2_net.columns(0, 14)                # spades trump, aces super
    ace_h, two_s, three_d = 4 * 12 + 1, 0, 4 * 1 + 2
    x = stage2_net.encode(cols, [1 << ace_h | 1 << two_s], [1 << three_d])[0]
    assert x[0] == 0.5 and x[1] == 0.0              # one super of four, halved
    assert x[2 + 0] == 1.0                          # the 2♠, lowest trump, leader's
    assert x[2:50].sum() == 1.0 and x[50:].sum() == 1.0


def test_the_net_values_held_out_positions_far_better_than_linear_worths(script, rows):
    held = rows[:script.HELD_OUT]
    linear = []
    for trump, rank, a, b, value in held[:400].tolist():
        w = worths(trump, rank)
        est = 6.5 + LEAD + (sum(w[c] for c in bits(a)) - sum(w[c] for c in bits(b))) / 2
        linear.append(min(13.0, max(0.0, est)) - value)
    linear_error = float(np.sqrt(np.mean(np.square(linear))))
    net_error = script.rmse(stage2_net.shipped_weights(), held[:400])
    assert net_error < 0.6 < 1.0 < linear_error


def test_the_net_agrees_with_the_solver_on_fresh_played_positions(script):
    rng = random.Random(99)
    errors = []
    for _ in range(30):
        t, a, b = script.played_stage2(rng)
        (k,) = stage2_net.leader_tricks(t.trump, t.super_rank, [a], [b])
        errors.append(k - Solver(t).value(a, b))
    assert float(np.sqrt(np.mean(np.square(errors)))) < 0.9


#: A short run of the script's training (all the data, an eighth of the epochs):
#: about 5 s on one core. Measured on the 1,000 held-out positions it errs by
#: 0.72 tricks; the shipped net (80 epochs) by 0.48, the linear worths by 1.15.
SHORT_EPOCHS = 10


def test_the_scripts_training_learns_a_net_far_better_than_linear_worths(script, rows):
    """The script's ``train`` step, run again (shortened), learns a net that values
    positions it never saw: its quality is tested, never its weights, which
    differ from machine to machine (float32 sums in another order per CPU and BLAS)."""
    ws = script.train(rows[script.HELD_OUT:], epochs=SHORT_EPOCHS)
    assert [w.shape for w in ws] == [w.shape for w in stage2_net.shipped_weights()]
    assert script.rmse(ws, rows[:script.HELD_OUT]) < 0.85


@pytest.mark.skipif(os.environ.get("CARDTABLE_SLOW") != "1",
                    reason="retrains the whole net (2 min): set CARDTABLE_SLOW=1 to run it")
def test_retraining_in_full_is_as_good_as_the_shipped_net(script, rows):
    ws = script.train(rows[script.HELD_OUT:])
    held = rows[:script.HELD_OUT]
    assert script.rmse(ws, held) < script.rmse(stage2_net.shipped_weights(), held) + 0.03


def test_a_positions_value_does_not_depend_on_its_batch():
    """The same hands are valued the same wherever they stand in a batch, so a
    tie between two equal moves is broken the same way on every machine."""
    rng = random.Random(4)
    pairs = []
    for _ in range(37):
        deck = list(range(52))
        rng.shuffle(deck)
        pairs.append((mask_of(deck[:13]), mask_of(deck[13:26])))
    alone = [stage2_net.leader_tricks(3, 11, [a], [b])[0] for a, b in pairs]
    together = stage2_net.leader_tricks(3, 11, [a for a, _ in pairs], [b for _, b in pairs])
    assert together == alone
    assert stage2_net.leader_tricks(3, 11, [pairs[5][0]] * 9, [pairs[5][1]] * 9) == [alone[5]] * 9


def test_the_data_file_is_what_the_script_generates(script, rows):
    chunk = script.positions(3, 1)
    assert chunk.tolist() == rows[:3].tolist()
    assert script.positions(2, 2).tolist() == rows[script.CHUNK:script.CHUNK + 2].tolist()


def test_net_points_share_all_39_points_and_follow_the_leader():
    rng = random.Random(3)
    deck = list(range(52))
    rng.shuffle(deck)
    t = trumps_for(2, 7)
    ends = [play_stage1(t, (mask_of(deck[:13]), mask_of(deck[13:26])), deck[27:], deck[26],
                        leader, -1, (0, 0)) for leader in (0, 1)]
    for mine, theirs in net_points(t, ends):
        assert abs(mine + theirs - 39) < 1e-6
    # The same end seen from the other seat: the two seats' points swap.
    p, h, lead = ends[0]
    (a, _), (b, _) = net_points(t, [ends[0], ([p[1], p[0]], [h[1], h[0]], 1 - lead)])
    assert abs(a + b - 39) < 1e-6


def test_play_stage1_ends_when_the_stock_is_gone():
    rng = random.Random(8)
    deck = list(range(52))
    rng.shuffle(deck)
    t = trumps_for(0, 5)
    hands = mask_of(deck[:13]), mask_of(deck[13:26])
    p, h, _lead = play_stage1(t, hands, deck[27:], deck[26], 0, -1, (0, 0))
    assert sum(p) == 13 and h[0].bit_count() == h[1].bit_count() == 13
    mine, theirs = estimate_rollout(t, hands, deck[27:], deck[26], 0, -1, (0, 0))
    assert abs(mine + theirs - 39) < 1e-9 and mine >= p[0] and theirs >= p[1]
