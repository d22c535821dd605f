"""Rules engines, one package per game family. Pure Python: never imports Qt."""

from cardtable.games.errors import IllegalAction, RulesError

__all__ = ["IllegalAction", "RulesError"]
