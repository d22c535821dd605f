"""Supertrump: is the expert short of rollouts? Its choices against a reference
search with many times the budget, for stage-1 cards and for the trump suit.

* ``cards``: the expert (seat 0) plays ``--games`` games against ``pimc``
  (seeds 9000, 9001, …); at each of its stage-1 decisions with a choice a
  reference search of ``--reference`` rollouts ranks the candidates, and
  the shipped budget and three times it choose three times each (other
  seeds). Printed: how often each picks the reference's card, and the
  mean regret in the reference's own utility (points plus the win bonus).
* ``trump``: the same for the non-dealer's trump suit on ``--hands``
  random hands (``declare.ranked_trumps``), the shipped 1,000 rollouts and
  four times it against ``--reference``.

A screen, measured against the search's own model of play: it says how
much sampling noise costs, not what the model misses (docs/ai.md,
"Supertrump measured"). Run: ``.venv/bin/python
scripts/supertrump_budget_screen.py cards [--games 6]`` (about 10 minutes)
or ``... trump [--hands 30]`` (about 3 minutes).
"""

from __future__ import annotations

import argparse
import random

from cardtable.ai.supertrump import MEASUREMENT, declare
from cardtable.ai.supertrump.expert import DECLARE_BUDGET, PLAY_BUDGET, ExpertBot
from cardtable.ai.supertrump.inference import view_of
from cardtable.ai.supertrump.model import mask_of
from cardtable.games.supertrump import new_game, preset


def stage1_positions(games: int) -> list:
    """The expert's stage-1 observations with a choice, against ``pimc``."""
    out = []
    for g in range(games):
        state = new_game(preset("supertrump"), 2, 9000 + g)
        state.take_pending_events()
        bots = [ExpertBot(), MEASUREMENT["pimc"]()]
        rngs = [random.Random(g * 2), random.Random(g * 2 + 1)]
        while not state.is_over and state.current_seat is not None:
            seat = state.current_seat
            legal = state.legal_actions()
            obs = state.observation(seat)
            if seat == 0 and obs.phase == "play" and obs.stage == 1 and len(legal) > 1:
                out.append(obs)
            state.apply(bots[seat].choose(obs, legal, rngs[seat]))
    return out


def report(name: str, regrets: dict[int, list[float]], decisions: int) -> None:
    for budget, r in regrets.items():
        agree = sum(1 for x in r if x == 0) / len(r)
        print(f"{name} {budget:>5} rollouts: {decisions} decisions, picks the reference's "
              f"{100 * agree:.0f}%, mean regret {sum(r) / len(r):.3f}")


def screen_cards(games: int, reference: int) -> None:
    regrets: dict[int, list[float]] = {PLAY_BUDGET: [], 3 * PLAY_BUDGET: []}
    decisions = 0
    for obs in stage1_positions(games):
        v = view_of(obs)
        ranked, tally = ExpertBot(play_budget=reference).searched(v, random.Random(1))
        if len(ranked) < 2:
            continue
        decisions += 1
        best = tally.figures(ranked[0])[2]
        for budget, r in regrets.items():
            for s in range(3):
                card = ExpertBot(play_budget=budget).searched(v, random.Random(100 + s))[0][0]
                r.append(best - tally.figures(card)[2])
    report("stage-1 card", regrets, decisions)


def screen_trump(hands: int, reference: int) -> None:
    regrets: dict[int, list[float]] = {DECLARE_BUDGET: [], 4 * DECLARE_BUDGET: []}
    for h in range(hands):
        hand = mask_of(random.Random(h).sample(range(52), 13))
        ranked, tally = declare.ranked_trumps(hand, reference, random.Random(999))
        best = tally.figures(ranked[0])[2]
        for budget, r in regrets.items():
            for s in range(3):
                suit = declare.ranked_trumps(hand, budget, random.Random(10 + s))[0][0]
                r.append(best - tally.figures(suit)[2])
    report("trump suit", regrets, hands)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("cards", "trump"))
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--hands", type=int, default=30)
    parser.add_argument("--reference", type=int, default=0,
                        help="the reference's rollouts (default 9,000 a card, 16,000 a suit)")
    args = parser.parse_args()
    if args.what == "cards":
        screen_cards(args.games, args.reference or 9000)
    else:
        screen_trump(args.hands, args.reference or 16000)


if __name__ == "__main__":
    main()
