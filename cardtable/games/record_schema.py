"""Strict checks for values read from a record, each failing with a clear sentence.

Records come from disk and may be truncated, hand-edited or hostile; every
value is checked for type and range before the engine sees it, so a bad
file is a :class:`RecordError` with a message, never a traceback.
"""

from __future__ import annotations

import unicodedata
from typing import Any


class RecordError(ValueError):
    """A record that cannot be read or does not replay, with the reason in words."""


def expect_obj(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise RecordError(f"{what} must be an object, not {_kind(value)}.")
    return value


def expect_list(value: Any, what: str, most: int) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(f"{what} must be a list, not {_kind(value)}.")
    if len(value) > most:
        raise RecordError(f"{what} has {len(value)} entries; at most {most} make sense.")
    return value


def expect_int(value: Any, what: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(f"{what} must be a whole number, not {_kind(value)}.")
    if not low <= value <= high:
        shown = str(value) if abs(value) < 10**12 else "a huge number"
        raise RecordError(f"{what} is {shown}; it must be from {low} to {high}.")
    return value


def expect_str(value: Any, what: str, most: int) -> str:
    if not isinstance(value, str):
        raise RecordError(f"{what} must be text, not {_kind(value)}.")
    if len(value) > most:
        raise RecordError(f"{what} is {len(value)} characters long; at most {most} are allowed.")
    return value


def expect_text(value: Any, what: str, most: int, label: str) -> str:
    """:func:`expect_str`, and text that can be written back: a record that
    names a seat ``"\\ud800"`` (an unpaired surrogate, from a JSON escape) or
    holds a control character would load, and then every save of the game
    would fail. ``label`` names the value in the refusal ("Seat 2's name")."""
    text = expect_str(value, what, most)
    if text.isprintable():  # the common case, checked in C; spaces are printable
        return text
    for char in text:
        category = unicodedata.category(char)
        if category in ("Cs", "Cc"):
            kind = ("a broken character (half of a surrogate pair)" if category == "Cs"
                    else "a control character")
            raise RecordError(f"{label} is not valid text: it holds {kind}, "
                              f"U+{ord(char):04X}.")
    return text


def _kind(value: Any) -> str:
    names = {dict: "an object", list: "a list", str: "text", bool: "true/false",
             int: "a number", float: "a number", type(None): "null"}
    return names.get(type(value), "something else")
