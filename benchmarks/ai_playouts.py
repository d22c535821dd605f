"""Playouts per second: whole deals played to the end, from the first lead.

* lean + normal policy: what the expert's search runs (``ai.playout``);
* the same from every position of the deal in turn (the first lead, the
  second play, ...): the playouts the search actually runs start at the
  decision being made, so most are shorter than a whole deal;
* lean + first option: the raw lean model;
* engine + first legal action: ``CucumberState`` (clone, legal_actions, apply).

Each line also gives *actions* (plays) per second inside the playouts: the
playouts per second times the plays of one playout (every policy here is
deterministic, so every playout from the same root has the same length).

Run: ``.venv/bin/python benchmarks/ai_playouts.py [variant] [players]``.
"""

from __future__ import annotations

import random
import sys
import time

from cardtable.ai.cucumber.lean import Deal, lean_rules
from cardtable.ai.cucumber.playout import normal_step, playout
from cardtable.games.cucumber import new_game, preset


def main(variant: str = "twenty-two", players: int = 4, seconds: float = 2.0) -> None:
    rules = preset(variant)
    state = new_game(rules, players, seed=1)
    rng = random.Random(1)
    while state.phase not in ("play", "last"):
        state.apply(rng.choice(state.legal_actions()))
    kind = state.values.kind
    root = Deal(lean_rules(rules), [[kind[c] for c in h] for h in state.hands],
                list(state.alive), state.leader, list(state.scores))

    def lean_plays(pick) -> int:
        d, n = root.copy(), 1
        while d.play(pick(d)) is None:
            n += 1
        return n

    def engine_plays() -> int:
        s, n = state.clone(), 0
        deal = s.deal_no
        while s.deal_no == deal and not s.is_over:
            s.apply(s.legal_actions()[0])
            n += 1
        return n

    def rate(run) -> float:
        n, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds:
            run()
            n += 1
        return n / (time.perf_counter() - start)

    def lean_first() -> None:
        d = root.copy()
        while d.play(d.options()[0]) is None:
            pass

    def engine_first() -> None:
        s = state.clone()
        deal = s.deal_no
        while s.deal_no == deal and not s.is_over:
            s.apply(s.legal_actions()[0])

    positions = []
    walk = root.copy()
    while True:
        positions.append(walk.copy())
        if walk.play(normal_step(walk)) is not None:
            break

    def from_every_position() -> None:
        for p in positions:
            playout(p.copy(), 0)

    print(f"{variant}, {players} players, {len(state.hands[0])} cards each")
    for label, run, plays in (
            ("lean + normal policy ", lambda: playout(root.copy(), 0), lean_plays(normal_step)),
            ("lean + first option  ", lean_first, lean_plays(lambda d: d.options()[0])),
            ("engine + first action", engine_first, engine_plays())):
        r = rate(run)
        print(f"  {label}: {r:9,.0f} playouts/s x {plays} actions = {r * plays:10,.0f} actions/s")
    mean_plays = sum(len(positions) - i for i in range(len(positions))) / len(positions)
    r = rate(from_every_position) * len(positions)
    print(f"  from each position   : {r:9,.0f} playouts/s x {mean_plays:.1f} actions (mean) "
          f"= {r * mean_plays:10,.0f} actions/s")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "twenty-two",
         int(sys.argv[2]) if len(sys.argv) > 2 else 4)
