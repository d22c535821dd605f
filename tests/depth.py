"""How deep the long randomised and whole-game tests go.

Why: the default test command must stay under five minutes on two cores, yet
some checks gain from many more games than that allows (random play over
every preset and player count, whole games on the table). Each such test
asks :func:`depth` for its count: the quick count by default, the full one
with ``CARDTABLE_SLOW=1`` (the flag the slow build and Orca tests use too).
The quick counts still cover every preset, player count and game end; only
the number of seeds and games per case shrinks. :func:`shorter` does the same
for a whole Cucumber game on the table: the same preset, out at a lower
score, so the game ends in fewer deals.
"""

from __future__ import annotations

import dataclasses
import os

from cardtable import games
from cardtable.games.cucumber import PRESETS


def slow() -> bool:
    """True when the long runs are asked for (``CARDTABLE_SLOW=1``)."""
    return os.environ.get("CARDTABLE_SLOW") == "1"


def depth(quick: int, full: int) -> int:
    """``full`` under ``CARDTABLE_SLOW=1``, else ``quick``."""
    return full if slow() else quick


def shorter(variant: str, players: int):
    """The preset with a sixth of its elimination threshold, so that a game
    ends in 2–6 deals instead of 5–30 (the table's work per deal is the
    same; Mätäpesä, the longest, took 516 moves at a third, 256 at a
    sixth); the whole preset with ``CARDTABLE_SLOW=1``. An exact-score reset
    the lower threshold cannot keep is left out."""
    rules = PRESETS[variant]
    if slow():
        return rules
    short = dataclasses.replace(rules, elimination_at=max(1, rules.elimination_at // 6))
    if short.problems(players):
        short = dataclasses.replace(short, exact_reset=None)
    assert short.problems(players) == []
    return short


def shorter_sneak(game: str, variant: str | None):
    """Sneak to 30 instead of 100 (two or three deals of random or easy play,
    not five or more: every deal is the same work for a shared table); ``None``
    (the preset's own rules) for another game, or with ``CARDTABLE_SLOW=1``."""
    if game != "sneak" or slow():
        return None
    return dataclasses.replace(games.get("sneak").preset(variant or "sneak"), target=30)
