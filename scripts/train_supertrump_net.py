"""Train the Supertrump expert's stage-2 value net (``cardtable.ai.supertrump.stage2_net``).

    .venv/bin/python scripts/train_supertrump_net.py positions --jobs 2   # ~25 min
    .venv/bin/python scripts/train_supertrump_net.py train                # ~1 min

``positions`` writes ``DATA_FILE``: stage-2 starts valued by the exact
solver (``solver.Solver``), in chunks of ``CHUNK`` positions, chunk ``k``
drawn from seed ``k + 1`` (so the file does not depend on ``--jobs``).
Four in five positions are where real play goes: a random deal and
declaration, stage 1 played by the expert's greedy rollout policy with some
noise (a fight's price blurred, and at some tables some random cards) so
that the hands vary as a person's play would make them; one in five is a
random pair of 13-card hands, for the corners play rarely reaches.

``train`` fits the net to all but the first ``HELD_OUT`` positions (which
it only reports on) and writes ``stage2_net.WEIGHTS_FILE``. Both steps are
deterministic on one machine (another CPU or BLAS sums float32 in another
order, so weights differ in their last digits); ``tests/ai/supertrump/
test_stage2_net.py`` retrains from the data file and checks the result's
quality on held-out positions, never its weights.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cardtable.ai.supertrump import stage2_net  # noqa: E402
from cardtable.ai.supertrump.card_worth import worths  # noqa: E402
from cardtable.ai.supertrump.model import Trumps, bits  # noqa: E402
from cardtable.ai.supertrump.solver import Solver, random_endgame  # noqa: E402
from cardtable.ai.supertrump.textbook_rollout import greedy_follow, greedy_lead  # noqa: E402

DATA_FILE = ROOT / "scripts" / "data" / "supertrump_stage2.npz"
CHUNK = 30_000
CHUNKS = 2
HELD_OUT = 1000
#: Hidden layer sizes, epochs, Adam's step, batch, weight decay, seed.
HIDDEN = (128, 64)
EPOCHS = 80
STEP = 1e-3
BATCH = 256
DECAY = 1e-5
SEED = 1
PERMUTATIONS = list(itertools.permutations(range(3)))


def played_stage2(rng: random.Random) -> tuple[Trumps, int, int]:
    """(declaration, leader's hand, follower's hand) where a noisy greedy stage 1 ends."""
    t = Trumps(rng.randrange(4), rng.randrange(2, 15))
    vals = worths(t.trump, t.super_rank)
    deck = list(range(52))
    rng.shuffle(deck)
    h = [sum(1 << c for c in deck[:13]), sum(1 << c for c in deck[13:26])]
    stock = deck[26:]
    leader = rng.randrange(2)
    noise = rng.choice((0.0, 0.1, 0.3))
    for i in range(0, 26, 2):
        face, hidden = stock[i], stock[i + 1]
        gain = 1.0 + vals[face] - vals[hidden] + rng.gauss(0, 0.5)
        f = 1 - leader
        if rng.random() < noise:
            lead = rng.choice(list(bits(h[leader])))
        else:
            lead = greedy_lead(t, vals, h[leader], h[f], gain)
        h[leader] ^= 1 << lead
        if rng.random() < noise:
            b = rng.choice(list(bits(t.follows(h[f], lead))))
        else:
            b = greedy_follow(t, vals, h[f], lead, gain)
        h[f] ^= 1 << b
        w = f if t.follower_wins(lead, b) else leader
        h[w] |= 1 << face
        h[1 - w] |= 1 << hidden
        leader = w
    return t, h[leader], h[1 - leader]


def positions(count: int, seed: int) -> np.ndarray:
    """``count`` rows (trump, super rank, leader's hand, follower's hand, leader's tricks)."""
    rng = random.Random(seed)
    rows = []
    for _ in range(count):
        if rng.random() < 0.2:
            t, a, b = random_endgame(rng, 13)
        else:
            t, a, b = played_stage2(rng)
        rows.append((t.trump, t.super_rank, a, b, Solver(t).value(a, b)))
    return np.array(rows, dtype=np.int64)


def batches(rows: np.ndarray, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """Inputs and targets of ``rows``, each with its plain suits in a random order."""
    perm = rng.integers(len(PERMUTATIONS), size=len(rows))
    xs, ys = [], []
    for key in sorted({(int(r[0]), int(r[1]), int(p)) for r, p in zip(rows, perm, strict=True)}):
        pick = (rows[:, 0] == key[0]) & (rows[:, 1] == key[1]) & (perm == key[2])
        cols = stage2_net.columns(key[0], key[1], PERMUTATIONS[key[2]])
        xs.append(stage2_net.encode(cols, rows[pick, 2], rows[pick, 3]))
        ys.append(rows[pick, 4].astype(np.float32))
    return np.concatenate(xs), np.concatenate(ys)


def train(rows: np.ndarray, epochs: int = EPOCHS, seed: int = SEED) -> list[np.ndarray]:
    """Adam on squared error, a cosine-decayed step, fresh suit orders each epoch."""
    rng = np.random.default_rng(seed)
    sizes = (stage2_net.INPUTS, *HIDDEN, 1)
    ws: list[np.ndarray] = []
    for i, o in itertools.pairwise(sizes):
        ws.append((rng.standard_normal((i, o)) * np.sqrt(2 / i)).astype(np.float32))
        ws.append(np.zeros(o, np.float32))
    m = [np.zeros_like(w) for w in ws]
    v = [np.zeros_like(w) for w in ws]
    step = 0
    layers = len(ws) // 2
    for epoch in range(epochs):
        x_all, y_all = batches(rows, rng)
        order = rng.permutation(len(y_all))
        rate = STEP * 0.5 * (1 + np.cos(np.pi * epoch / epochs))
        for s in range(0, len(order), BATCH):
            pick = order[s:s + BATCH]
            acts = [x_all[pick]]
            h = acts[0]
            for k in range(layers):
                h = h @ ws[2 * k] + ws[2 * k + 1]
                if k < layers - 1:
                    h = np.maximum(h, 0)
                acts.append(h)
            g = (h[:, 0] + stage2_net.TRICKS / 2 - y_all[pick])[:, None] * (2 / len(pick))
            grads: list[np.ndarray] = [g] * len(ws)
            for k in range(layers - 1, -1, -1):
                grads[2 * k] = acts[k].T @ g + DECAY * ws[2 * k]
                grads[2 * k + 1] = g.sum(0)
                if k:
                    g = (g @ ws[2 * k].T) * (acts[k] > 0)
            step += 1
            for i, w in enumerate(ws):
                m[i] = 0.9 * m[i] + 0.1 * grads[i]
                v[i] = 0.999 * v[i] + 0.001 * grads[i] ** 2
                m_hat, v_hat = m[i] / (1 - 0.9 ** step), v[i] / (1 - 0.999 ** step)
                ws[i] = (w - rate * m_hat / (np.sqrt(v_hat) + 1e-8)).astype(np.float32)
    return ws


def rmse(ws, rows: np.ndarray) -> float:
    """Root mean square error in tricks of ``ws`` on ``rows`` (plain suits in printed order)."""
    err = []
    for r in rows:
        x = stage2_net.encode(stage2_net.columns(int(r[0]), int(r[1])), [int(r[2])], [int(r[3])])
        err.append(float(np.clip(stage2_net.forward(ws, x)[0], 0, 13)) - int(r[4]))
    return float(np.sqrt(np.mean(np.square(err))))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("step", choices=("positions", "train"))
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args(argv)
    if args.step == "positions":
        with ProcessPoolExecutor(args.jobs) as pool:
            parts = list(pool.map(positions, [CHUNK] * CHUNKS, range(1, CHUNKS + 1)))
        DATA_FILE.parent.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(DATA_FILE, rows=np.concatenate(parts))
        print(f"wrote {sum(map(len, parts))} positions to {DATA_FILE}")
        return 0
    with np.load(DATA_FILE) as data:
        rows = data["rows"]
    held, fit_rows = rows[:HELD_OUT], rows[HELD_OUT:]
    ws = train(fit_rows)
    np.savez(stage2_net.WEIGHTS_FILE, **{f"w{i}": w for i, w in enumerate(ws)})
    print(f"trained on {len(fit_rows)} positions: {rmse(ws, held):.3f} tricks RMS on "
          f"{len(held)} held out; wrote {stage2_net.WEIGHTS_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
