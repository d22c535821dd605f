"""Validation and the strict record codec shared by rules dataclasses.

Supertrump's and Sneak's rules are flat frozen dataclasses whose fields are
all plain JSON values, so refusing a bad ``rules`` object from a record
(not an object, a missing or unknown option, a value the rules' own
``problems`` reject) is the same code for both. The Cucumber ``Ruleset``
has a tuple field and its own codec.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from cardtable.games.errors import RulesError


class StrictRules:
    """Mixin for a frozen dataclass of rules that defines ``problems(players)``."""

    __slots__ = ()

    def problems(self, players: int | None = None) -> list[str]:
        raise NotImplementedError

    def validate(self, players: int | None = None) -> None:
        """Raise :class:`RulesError` with every problem, or return quietly."""
        found = self.problems(players)
        if found:
            raise RulesError(" ".join(found), found)

    def to_dict(self) -> dict[str, Any]:
        """Every field by name, JSON-ready (records carry all of them)."""
        return dataclasses.asdict(self)  # type: ignore[call-overload]

    @classmethod
    def from_dict(cls, data: Any) -> Any:
        """Build rules from a record's ``rules`` object, strictly: every field
        present with the right type, unknown fields refused (hand-edited files)."""
        if not isinstance(data, dict):
            raise RulesError("The rules must be an object of named options.")
        names = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
        missing = [n for n in names if n not in data]
        unknown = [str(k)[:40] for k in data if k not in names]
        if missing:
            raise RulesError(f"The rules lack these options: {', '.join(missing)}.")
        if unknown:
            raise RulesError(f"Unknown rule options: {', '.join(unknown[:10])}.")
        rules = cls(**data)
        rules.validate()
        return rules
