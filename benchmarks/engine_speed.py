"""Engine speed against a fixed pure-Python reference, measured in the same run.

Absolute actions per second move from machine to machine (and from one
idle minute to the next), so a speed claim is only worth its *ratio*:
the engine's actions per second divided by the operations per second of a
reference workload timed in the same process. The reference is a plain
trick-taking playout loop (deal, lead, follow with a card that beats the
previous one or the lowest card, score the last trick) written once here
and deliberately never optimised: change it and every ratio ever published
stops being comparable. It only does what a Python card engine inevitably
does (lists, comparisons, a seeded RNG), so the ratio tracks how much work
the engine spends per action beyond that, not how fast the machine is.

The engine workload is what ``cardtable sim --variant twenty-two --players 4
--games N --seed 1 --bots random`` plays: random bots, 4 players, 22, each
action being ``legal_actions`` + ``observation`` + ``apply``.

Run: ``.venv/bin/python benchmarks/engine_speed.py [--games N] [--repeat R] [--json]``.
Each side is run ``--repeat`` times, interleaved, and the best run is kept
(the least disturbed by the rest of the machine).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

#: The reference workload: this many deals of the playout loop below.
REFERENCE_DEALS = 4000


def reference_playouts(deals: int, seed: int = 1) -> int:
    """The fixed reference: ``deals`` deals of a plain 4-player trick-taking
    loop; returns the number of operations (cards played). NEVER OPTIMISE."""
    rng = random.Random(seed)
    players = 4
    scores = [0] * players
    ops = 0
    for _ in range(deals):
        deck = [rank for rank in range(2, 15) for _suit in range(4)]
        rng.shuffle(deck)
        hands = []
        for p in range(players):
            hand = deck[p * 7:(p + 1) * 7]
            hand.sort()
            hands.append(hand)
        leader = rng.randrange(players)
        while len(hands[0]) > 1:
            trick = []
            previous = None
            for i in range(players):
                seat = (leader + i) % players
                hand = hands[seat]
                if previous is None:
                    card = hand[rng.randrange(len(hand))]
                else:
                    higher = [c for c in hand if c > previous]
                    options = higher + [hand[0]]  # noqa: RUF005 (frozen: see docstring)
                    card = options[rng.randrange(len(options))]
                hand.remove(card)
                trick.append((seat, card))
                previous = card
                ops += 1
            best = -1
            for seat, card in trick:
                if card >= best:
                    best = card
                    leader = seat
        last = [(seat, hands[seat].pop()) for seat in range(players)]
        ops += players
        top = max(card for _, card in last)
        for seat, card in last:
            if card == top:
                scores[seat] += card
    return ops


def time_reference(deals: int = REFERENCE_DEALS) -> float:
    """Reference operations per second."""
    start = time.perf_counter()
    ops = reference_playouts(deals)
    return ops / (time.perf_counter() - start)


def time_engine(games: int, seed: int = 1) -> tuple[float, int]:
    """Engine actions per second over ``games`` random-bot 4-player games of 22
    (exactly what ``cardtable sim`` times), and the number of actions."""
    from cardtable.commands.sim import run_sim

    summary = run_sim("twenty-two", 4, games, seed, ["random"] * 4)
    return summary.actions_per_second, summary.actions


def measure(games: int, repeat: int) -> dict:
    """Best of ``repeat`` interleaved runs of each side, and their ratio."""
    time_engine(max(1, games // 10))  # imports and warm caches out of the timing
    ref_best = 0.0
    eng_best = 0.0
    actions = 0
    for _ in range(repeat):
        ref_best = max(ref_best, time_reference())
        rate, actions = time_engine(games)
        eng_best = max(eng_best, rate)
    return {
        "python": sys.version.split()[0],
        "workload": f"cardtable sim --variant twenty-two --players 4 --games {games} "
                    "--seed 1 --bots random",
        "games": games, "actions": actions, "repeat": repeat,
        "reference_ops_per_second": round(ref_best, 1),
        "engine_actions_per_second": round(eng_best, 1),
        "ratio": round(eng_best / ref_best, 4),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="engine games per run")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each side (best kept)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    args = parser.parse_args(argv)
    result = measure(args.games, args.repeat)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"reference: {result['reference_ops_per_second']:,.0f} ops/s "
          f"(plain trick-taking loop, {REFERENCE_DEALS} deals)")
    print(f"engine:    {result['engine_actions_per_second']:,.0f} actions/s "
          f"({result['workload']}; {result['actions']} actions)")
    print(f"ratio:     {result['ratio']:.4f} engine actions per reference op")
    return 0


if __name__ == "__main__":
    sys.exit(main())
