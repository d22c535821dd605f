"""Named Supertrump match formats (RULES.md §2: "first to N games or points")."""

from __future__ import annotations

from cardtable.games.supertrump.rules import SupertrumpRules

PRESETS: dict[str, SupertrumpRules] = {
    "supertrump": SupertrumpRules("single", 1),
    "match-3": SupertrumpRules("games", 3),
    "match-100": SupertrumpRules("points", 100),
}


def preset(name: str) -> SupertrumpRules:
    """The preset called ``name``; a ``KeyError`` names the known ones."""
    try:
        return PRESETS[name]
    except KeyError:
        raise KeyError(f"unknown variant {name!r}; known variants: "
                       f"{', '.join(PRESETS)}") from None
