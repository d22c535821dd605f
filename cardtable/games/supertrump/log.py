"""What a game leaves behind for the record, and what a script fixes in advance.

Named after the Cucumber ones (``ScriptedDeal``, ``DealLog``) because a
record calls every game of a match a "deal"; in Supertrump one deal is one
game. The classes are shared by every game (:mod:`cardtable.games.common`)
and re-exported here so Supertrump code keeps importing them from its own log.
"""

from __future__ import annotations

from cardtable.games.common import DealLog, ScriptedDeal

__all__ = ["DealLog", "ScriptedDeal"]
