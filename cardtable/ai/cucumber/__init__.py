"""Bots of the Cucumber family: ``easy``, ``normal``, ``expert`` (and ``oracle``
for measurement), found by the generic layers through ``LEVELS``."""

from cardtable.ai.cucumber.expert import ExpertBot
from cardtable.ai.cucumber.normal import NormalBot
from cardtable.ai.cucumber.oracle import OracleBot, OraclePlayBot
from cardtable.ai.cucumber.simple import EasyBot
from cardtable.ai.cucumber.textbook import PimcBot

#: The levels a person can play against (``random`` is added by ``ai.base``).
LEVELS = {"easy": EasyBot, "normal": NormalBot, "expert": ExpertBot}
#: Bots for tournaments only: the oracles are handed the full engine state
#: (``oracle.py``); ``pimc`` is the textbook baseline the expert is measured
#: against (``textbook.py``).
MEASUREMENT = {"oracle": OracleBot, "oracle-play": OraclePlayBot, "pimc": PimcBot}

__all__ = ["LEVELS", "MEASUREMENT"]
