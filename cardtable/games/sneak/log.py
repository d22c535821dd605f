"""What a deal leaves behind for the record, and what a script fixes in advance.

The classes are shared by every game (:mod:`cardtable.games.common`) and
re-exported here so Sneak code imports them from its own package.
"""

from __future__ import annotations

from cardtable.games.common import DealLog, ScriptedDeal

__all__ = ["DealLog", "ScriptedDeal"]
