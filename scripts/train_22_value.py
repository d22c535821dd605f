"""Train the 22 expert's learned deal value (``cardtable.ai.cucumber.value22``).

    .venv/bin/python scripts/train_22_value.py deals --jobs 2   # ~1 min
    .venv/bin/python scripts/train_22_value.py train            # ~2 min

``deals`` writes ``DATA_FILE``: 4-player 22 deals as the expert's exchange
search imagines them, in chunks of ``CHUNK``, chunk ``k`` drawn from seed
``k + 1`` (so the file does not depend on ``--jobs``): a shuffled pack,
seven cards each, every seat in turn exchanging (half the time as
``normal`` does, half the time one of the expert's own candidate discards,
``expert.exchange_candidates``) and drawing from the stock, then the trick
play by the ``normal`` policy for every seat to the end (``playout.finish``).
A row holds the 28 cards as the play starts, who leads, and per seat
whether it lost the deal and the points it took.

``train`` fits the net to all but the first ``HELD_OUT`` deals (each deal
seen from all four seats) and writes ``value22.WEIGHTS_FILE``; it prints
the held-out log loss against the base rate's. Both steps are
deterministic on one machine (another BLAS may sum float32 in another
order, so the weights can differ in their last digits);
``tests/ai/cucumber/test_value22.py`` checks the shipped net's quality on
fresh deals, never its weights.
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

from cardtable.ai.cucumber import value22  # noqa: E402
from cardtable.ai.cucumber.exchange import exchange_candidates  # noqa: E402
from cardtable.ai.cucumber.lean import Deal, lean_rules  # noqa: E402
from cardtable.ai.cucumber.normal import exchange_choice  # noqa: E402
from cardtable.ai.cucumber.playout import finish  # noqa: E402
from cardtable.games.cucumber import PRESETS  # noqa: E402
from cardtable.games.cucumber.dealing import full_pack  # noqa: E402
from cardtable.games.cucumber.values import values_for  # noqa: E402

DATA_FILE = ROOT / "scripts" / "data" / "value22.npz"
CHUNK = 20_000
CHUNKS = 2
HELD_OUT = 4_000
#: Hidden layer sizes, epochs, Adam's step, batch, weight decay, seed.
HIDDEN = (128, 64)
EPOCHS = 12
STEP = 2e-3
BATCH = 256
DECAY = 1e-5
SEED = 1
#: Weight of the points' squared error (points / 10) beside the log loss.
POINTS_WEIGHT = 0.5
SEATS = value22.SEATS


def played_deal(rng: random.Random, kinds: list[int], lr) -> list[int]:
    """One deal as a data row: 28 kinds (seat by seat, sorted), the leader, four
    lost flags, four points taken."""
    pack = list(kinds)
    rng.shuffle(pack)
    hands = [sorted(pack[7 * s:7 * s + 7]) for s in range(SEATS)]
    stock = pack[28:]
    out: list[int] = []
    dealer = rng.randrange(SEATS)
    order = [(dealer + i) % SEATS for i in range(1, SEATS + 1)]
    for s in order:
        hand = hands[s]
        allowed = list(range(min(len(hand), len(stock)) + 1))
        prior = exchange_choice(hand, allowed, lr)
        give = prior if rng.random() < 0.5 else rng.choice(
            exchange_candidates(hand, allowed, prior))
        for k in give:
            hand.remove(k)
        out += give
        hand += stock[:len(give)]
        del stock[:len(give)]
        hand.sort()
    leader = order[0]
    row = [k for h in hands for k in h] + [leader]
    deal = Deal(lr, [list(h) for h in hands], [True] * SEATS, leader, [0] * SEATS)
    deal.hidden = sorted(k >> 6 for k in stock + out)
    losers, delta = deal.result(finish(deal))
    return row + [int(s in losers) for s in range(SEATS)] + [delta.get(s, 0)
                                                             for s in range(SEATS)]


def deals(count: int, seed: int) -> np.ndarray:
    rules = PRESETS["twenty-two"]
    kind = values_for(rules).kind
    kinds = sorted(kind[c] for c in full_pack(rules, SEATS))
    rng = random.Random(seed)
    lr = lean_rules(rules)
    return np.array([played_deal(rng, kinds, lr) for _ in range(count)], dtype=np.int16)


def examples(rows: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Inputs, lost flags and points of every deal seen from every seat."""
    xs, lost, points = [], [], []
    for me in range(SEATS):
        x = np.zeros((len(rows), value22.INPUTS), np.float32)
        for i, r in enumerate(rows):
            hands = [r[7 * s:7 * s + 7].tolist() for s in range(SEATS)]
            value22.encode_row(x[i], hands, me, int(r[28]))
        xs.append(x)
        lost.append(rows[:, 29 + me].astype(np.float32))
        points.append(rows[:, 33 + me].astype(np.float32))
    return np.concatenate(xs), np.concatenate(lost), np.concatenate(points)


def train(x: np.ndarray, lost: np.ndarray, points: np.ndarray,
          epochs: int = EPOCHS, seed: int = SEED) -> list[np.ndarray]:
    """Adam on log loss (lost) plus squared error (points / 10), a cosine-decayed step."""
    rng = np.random.default_rng(seed)
    sizes = (value22.INPUTS, *HIDDEN, 2)
    ws: list[np.ndarray] = []
    for i, o in itertools.pairwise(sizes):
        ws.append((rng.standard_normal((i, o)) * np.sqrt(2 / i)).astype(np.float32))
        ws.append(np.zeros(o, np.float32))
    m = [np.zeros_like(w) for w in ws]
    v = [np.zeros_like(w) for w in ws]
    step = 0
    layers = len(ws) // 2
    for epoch in range(epochs):
        order = rng.permutation(len(x))
        rate = STEP * 0.5 * (1 + np.cos(np.pi * epoch / epochs))
        for s in range(0, len(order), BATCH):
            pick = order[s:s + BATCH]
            acts = [x[pick]]
            h = acts[0]
            for k in range(layers):
                h = h @ ws[2 * k] + ws[2 * k + 1]
                if k < layers - 1:
                    h = np.maximum(h, 0)
                acts.append(h)
            g = np.empty_like(h)
            g[:, 0] = 1 / (1 + np.exp(-h[:, 0])) - lost[pick]
            g[:, 1] = POINTS_WEIGHT * 2 * (h[:, 1] - points[pick]) / 100
            g /= len(pick)
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


def log_loss(p: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("step", choices=("deals", "train"))
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args(argv)
    if args.step == "deals":
        with ProcessPoolExecutor(args.jobs) as pool:
            parts = list(pool.map(deals, [CHUNK] * CHUNKS, range(1, CHUNKS + 1)))
        DATA_FILE.parent.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(DATA_FILE, rows=np.concatenate(parts))
        print(f"wrote {sum(map(len, parts))} deals to {DATA_FILE}")
        return 0
    with np.load(DATA_FILE) as data:
        rows = data["rows"]
    held, fit_rows = rows[:HELD_OUT], rows[HELD_OUT:]
    ws = train(*examples(fit_rows))
    np.savez(value22.WEIGHTS_FILE, **{f"w{i}": w for i, w in enumerate(ws)})
    x, lost, points = examples(held)
    p, pts = value22.forward(ws, x)
    base = np.full_like(lost, lost.mean())
    print(f"trained on {4 * len(fit_rows)} seat-deals; held out {4 * len(held)}: log loss "
          f"{log_loss(p, lost):.3f} (base rate {log_loss(base, lost):.3f}), points RMS "
          f"{np.sqrt(np.mean((pts - points) ** 2)):.2f} (mean only "
          f"{np.sqrt(np.mean((points.mean() - points) ** 2)):.2f}); wrote {value22.WEIGHTS_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
