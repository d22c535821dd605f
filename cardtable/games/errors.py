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


#: How long a value quoted in a message may be before it is cut short.
SHORT = 40


def shorten(value: Any, limit: int = SHORT) -> str:
    """``value`` as a message quotes it, at most about ``limit`` characters.

    Rule values come from command lines, hand-edited records and settings, so
    a message that quotes one must not grow with it: a 4,000-digit target
    once filled a whole message box. A whole number is written as digits
    (``1234567890…(4,000 digits)``), anything else as ``repr`` — a string
    keeps its quotes, so ``'abc…'(5,000 characters)`` still reads as text.
    """
    if isinstance(value, int) and not isinstance(value, bool):
        return _short_int(value, limit)
    text = repr(value)
    if len(text) <= limit:
        return text
    if isinstance(value, str):
        tail = f"({len(value):,} characters)"
        quote, body = text[0], text[1:-1]
        return f"{quote}{body[:max(1, limit - len(tail) - 3)]}…{quote}{tail}"
    tail = f"…({len(text):,} characters)"
    return text[:max(1, limit - len(tail))] + tail


def _short_int(value: int, limit: int) -> str:
    """A whole number's digits, or its first digits and how many there are.
    Python refuses ``str()`` of numbers past ~4,300 digits, so those are
    measured from their bit length and named without their digits."""
    sign = "-" if value < 0 else ""
    try:
        digits = str(abs(value))
    except ValueError:   # too long to convert (sys.get_int_max_str_digits)
        about = int(abs(value).bit_length() * 0.30103) + 1
        return f"{sign}a number of about {about:,} digits"
    if len(sign) + len(digits) <= limit:
        return sign + digits
    tail = f"…({len(digits):,} digits)"
    keep = max(1, limit - len(sign) - len(tail))
    return sign + digits[:keep] + tail


class ScriptError(ValueError):
    """A stacked deck or dealer (from a test or a record) that the rules cannot accept."""
