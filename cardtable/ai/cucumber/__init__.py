"""Bots of the Cucumber family: ``easy``, ``normal``, ``expert`` (and ``oracle``
for measurement), found by the generic layers through ``LEVELS``."""

from cardtable.ai.cucumber.expert import ExpertBot, OracleBot
from cardtable.ai.cucumber.normal import NormalBot
from cardtable.ai.cucumber.simple import EasyBot

#: The levels a person can play against (``random`` is added by ``ai.base``).
LEVELS = {"easy": EasyBot, "normal": NormalBot, "expert": ExpertBot}
#: Bots for tournaments only: the oracle is handed the full engine state.
MEASUREMENT = {"oracle": OracleBot}

__all__ = ["LEVELS", "MEASUREMENT"]
