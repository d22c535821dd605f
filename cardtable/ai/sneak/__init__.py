"""Sneak bots (RULES.md §3), found by the generic layers through ``LEVELS``.

``random`` is the floor, ``easy`` draws to a combo and flaunts it, ``normal``
counts cards and challenges on sampled odds, ``expert`` bluffs and calls with
mixed strategies computed from the situation and a model of each opponent
learnt from the plays it saw revealed. ``MEASUREMENT`` holds exploiters with
one fixed habit each and the textbook baselines (``textbook.py``), for
tournaments only.
"""

from __future__ import annotations

from collections.abc import Callable

from cardtable.ai.base import RandomBot
from cardtable.ai.sneak.expert import ExpertBot, ForgetfulExpertBot
from cardtable.ai.sneak.normal import NormalBot
from cardtable.ai.sneak.simple import (
    AlwaysChallengeBot,
    AlwaysSneakJunkBot,
    EasyBot,
    NeverChallengeBot,
)
from cardtable.ai.sneak.textbook import HeuristicBot, HonestBot

#: The levels a person can play against, weakest first.
LEVELS: dict[str, Callable[[], object]] = {
    "random": RandomBot, "easy": EasyBot, "normal": NormalBot, "expert": ExpertBot}
#: Bots for tournaments only: exploiters with one habit each, and baselines.
MEASUREMENT: dict[str, Callable[[], object]] = {
    "always-challenge": AlwaysChallengeBot, "never-challenge": NeverChallengeBot,
    "always-sneak-junk": AlwaysSneakJunkBot, "expert-fresh": ForgetfulExpertBot,
    # Textbook opponents written from the rules: the baselines the expert is measured against.
    "heuristic": HeuristicBot, "honest": HonestBot}

__all__ = ["LEVELS", "MEASUREMENT", "AlwaysChallengeBot", "AlwaysSneakJunkBot", "EasyBot",
           "ExpertBot", "ForgetfulExpertBot", "HeuristicBot", "HonestBot", "NeverChallengeBot",
           "NormalBot", "RandomBot"]
