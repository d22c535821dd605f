"""Fit and measure the reading of Supertrump's stage-1 plays (``ai/supertrump/reading``).

    .venv/bin/python scripts/supertrump_reading.py --pairs 60 --jobs 2   # ~10 min

Plays ``--pairs`` deal pairs of the expert against the textbook PIMC (seed
``--seed``, seats swapped), keeps every stage-1 play with a choice, and

1. fits the two conditional logits of ``reading`` (the follower's and the
   leader's) to the plays by Newton's method, pooled over both bots, and
   prints their coefficients (``reading.FOLLOW`` and ``reading.LEAD`` are
   this script's output at its defaults), how often the likeliest run of
   cards is the one played, and the log-likelihood per play against a
   uniform choice among the runs;
2. measures what the reading knows about the other hand: at each play
   with a stage-1 past to read (the first ``--read`` of them), how much
   better the true other hand explains that past than consistent worlds
   drawn as the expert draws them (nats), and the log-loss of each unseen
   card's chance to be in the other hand, from ``--worlds`` uniform worlds
   against the same worlds weighted by the reading (each ``--tau``
   tempers the weights: a world counts likelihood ** tau).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cardtable.ai.supertrump import LEVELS, MEASUREMENT, reading  # noqa: E402
from cardtable.ai.supertrump.inference import sample_world, view_of  # noqa: E402
from cardtable.ai.supertrump.match import pair_seed  # noqa: E402
from cardtable.ai.supertrump.model import bits, mask_of  # noqa: E402
from cardtable.games.supertrump import new_game, preset  # noqa: E402

BOTS = {**LEVELS, **MEASUREMENT}


def game(args: tuple[int, tuple[str, str]]) -> list[dict]:
    """One game; every stage-1 play with a choice, as the chooser saw it."""
    seed, names = args
    state = new_game(preset("supertrump"), 2, seed)
    state.take_pending_events()
    bots = [BOTS[n]() for n in names]
    rngs = [random.Random(seed * 2 + s) for s in (0, 1)]
    rows = []
    while state.current_seat is not None and not state.is_over:
        seat = state.current_seat
        legal = state.legal_actions()
        obs = state.observation(seat)
        action = bots[seat].choose(obs, legal, rngs[seat])
        if obs.phase == "play" and obs.stage == 1 and len(legal) > 1:
            v = view_of(obs)
            gone = v.played | 1 << v.face_up | (1 << v.lead if v.lead >= 0 else 0)
            rows.append({"who": names[seat], "obs": obs, "hand": v.hand,
                         "play": reading.Play(action.card.index, v.lead, v.face_up, gone),
                         "other": mask_of(state.hands[1 - seat])})
        state.apply(action)
    return rows


def fit(data: list[tuple[np.ndarray, int]]) -> np.ndarray:
    """Conditional logit coefficients (Newton's method on the log-likelihood)."""
    beta = np.zeros(data[0][0].shape[1])
    for _ in range(60):
        grad = np.zeros_like(beta)
        hess = np.zeros((len(beta), len(beta)))
        for x, y in data:
            u = x @ beta
            p = np.exp(u - u.max())
            p /= p.sum()
            m = p @ x
            grad += x[y] - m
            hess -= (x * p[:, None]).T @ x - np.outer(m, m)
        step = np.linalg.solve(hess - 1e-6 * np.eye(len(beta)), grad)
        beta -= step
        if np.abs(step).max() < 1e-9:
            break
    return beta


def report_fit(rows: list[dict]) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Fit both logits, print how well they predict; the rounded coefficients."""
    out = []
    for role in ("follow", "lead"):
        data = []
        for r in rows:
            play = r["play"]
            if (play.lead >= 0) != (role == "follow"):
                continue
            x, y = reading.run_features(view_of(r["obs"]).trumps, r["hand"], play)
            data.append((np.array(x), y))
        beta = fit(data)
        hits = ll = uniform = 0.0
        for x, y in data:
            u = x @ beta
            hits += int(np.argmax(u) == y)
            ll += u[y] - u.max() - math.log(np.exp(u - u.max()).sum())
            uniform -= math.log(len(x))
        n = len(data)
        print(f"{role}: {n} plays, coefficients {np.round(beta, 3).tolist()}, the likeliest run "
              f"played {100 * hits / n:.1f}%, log-likelihood {ll / n:.3f} a play "
              f"(uniform {uniform / n:.3f})")
        out.append(tuple(round(float(b), 3) for b in beta))
    return out[0], out[1]


def report_reading(rows: list[dict], follow, lead, worlds: int, tau: float, limit: int) -> None:
    """What the reading knows about the other hand (see the module docstring)."""
    advantage = uniform_loss = weighted_loss = 0.0
    cards = plays = ess = 0
    for r in rows:
        obs = r["obs"]
        v = view_of(obs)
        history = reading.history_of(obs)
        if v.stock_hidden == 0 or not history.plays:
            continue
        if plays == limit:
            break
        plays += 1
        rng = random.Random(plays)
        pool = [sample_world(v, rng)[0] for _ in range(worlds)]
        lls = [reading.log_likelihood(v.trumps, history, opp, rng, follow, lead) for opp in pool]
        true = sum(reading.log_likelihood(v.trumps, history, r["other"], rng, follow, lead)
                   for _ in range(8)) / 8
        advantage += true - sum(lls) / len(lls)
        top = max(lls)
        weights = [math.exp(tau * (x - top)) for x in lls]
        total = sum(weights)
        ess += total * total / sum(w * w for w in weights)
        for c in bits(v.unseen):
            held = r["other"] >> c & 1
            pu = sum(opp >> c & 1 for opp in pool) / worlds
            pw = sum(w for opp, w in zip(pool, weights, strict=True) if opp >> c & 1) / total
            for p, acc in ((pu, "u"), (pw, "w")):
                p = min(max(p, 1e-3), 1 - 1e-3)
                loss = -math.log(p if held else 1 - p)
                if acc == "u":
                    uniform_loss += loss
                else:
                    weighted_loss += loss
            cards += 1
    gain = 100 * (1 - weighted_loss / uniform_loss)
    print(f"reading (tau {tau}), {plays} plays: the true other hand explains the past "
          f"{advantage / plays:+.2f} nats better than a consistent world; "
          f"log-loss of the unseen cards' places {uniform_loss / cards:.4f} uniform, "
          f"{weighted_loss / cards:.4f} weighted "
          f"({abs(gain):.1f}% {'better' if gain >= 0 else 'worse'}), "
          f"{ess / plays:.0f} of {worlds} worlds in effect")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--pairs", type=int, default=60)
    ap.add_argument("--seed", type=int, default=77)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--worlds", type=int, default=400)
    ap.add_argument("--tau", type=float, nargs="+", default=[1.0, 0.3])
    ap.add_argument("--read", type=int, default=800, help="plays whose reading is measured")
    args = ap.parse_args()
    jobs = []
    for i in range(args.pairs):
        s = pair_seed(args.seed, i)
        jobs += [(s, ("expert", "pimc")), (s, ("pimc", "expert"))]
    with ProcessPoolExecutor(args.jobs) as ex:
        rows = [r for found in ex.map(game, jobs) for r in found]
    follow, lead = report_fit(rows)
    print(f"FOLLOW = {follow}\nLEAD = {lead}")
    for tau in args.tau:
        report_reading(rows, follow, lead, args.worlds, tau, args.read)


if __name__ == "__main__":
    main()
