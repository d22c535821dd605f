"""Errors shared by every game engine.

``IllegalAction`` is a ``ValueError`` so callers that only know "bad input"
still catch it; it carries a sentence for the player plus a stable ``code``
and ``params`` so a translated UI can phrase the same reason itself.
"""

from __future__ import annotations

from typing import Any


class IllegalAction(ValueError):
    """An action the rules do not allow now. The state is left unchanged."""

    def __init__(self, reason: str, code: str = "illegal", **params: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.code = code
        self.params = params


class RulesError(ValueError):
    """A ruleset (or player count) that cannot be played, with the reason in words.

    ``problems`` holds each reason separately (with codes, when the ruleset
    found them) so an interface can translate them one by one."""

    def __init__(self, message: str, problems: list | None = None) -> None:
        super().__init__(message)
        self.problems = list(problems) if problems else [message]


class ScriptError(ValueError):
    """A stacked deck or dealer (from a test or a record) that the rules cannot accept."""
