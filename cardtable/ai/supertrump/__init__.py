"""Supertrump bots (RULES.md §2), found by the generic layers through ``LEVELS``.

``random`` and ``easy`` are baselines, ``normal`` counts cards and fights
for good face-up cards (German Whist's stage-1 plan), ``expert`` searches
imagined worlds in stage 1 and plays stage 2 exactly (``solver``). The
``oracle`` (and ``oracle-hand``, which sees the other hand but not the
stock's order) is for tournaments only: it is handed the whole engine state
through ``choose_with_state``. ``expert-read`` (the expert reading the other
seat's stage-1 plays) is measurement only. ``pimc`` is the textbook PIMC player
(``textbook``), the baseline the expert is measured against.
"""

from __future__ import annotations

from collections.abc import Callable

from cardtable.ai.supertrump.easy import EasyBot, RandomBot
from cardtable.ai.supertrump.expert import (
    ExpertBot,
    OracleBot,
    OracleHandBot,
    ReadingExpertBot,
)
from cardtable.ai.supertrump.normal import NormalBot
from cardtable.ai.supertrump.textbook import TextbookPIMCBot

#: The levels a person can play against, weakest first.
LEVELS: dict[str, Callable[[], object]] = {
    "random": RandomBot, "easy": EasyBot, "normal": NormalBot, "expert": ExpertBot}
#: Bots for tournaments only (the oracle needs the full state; pimc is the baseline).
MEASUREMENT: dict[str, Callable[[], object]] = {
    "oracle": OracleBot, "oracle-hand": OracleHandBot, "pimc": TextbookPIMCBot,
    "expert-read": ReadingExpertBot}

__all__ = ["LEVELS", "MEASUREMENT", "EasyBot", "ExpertBot", "NormalBot", "OracleBot",
           "OracleHandBot", "RandomBot", "ReadingExpertBot", "TextbookPIMCBot"]
