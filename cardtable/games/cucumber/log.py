"""What a deal leaves behind for the record, and what a script fixes in advance.

The classes are shared by every game (:mod:`cardtable.games.common`); they
are re-exported here so Cucumber code keeps importing them from its own log.
"""

from __future__ import annotations

from cardtable.games.common import DealLog, ScriptedDeal

__all__ = ["DealLog", "ScriptedDeal"]
