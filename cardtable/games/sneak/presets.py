"""Named Sneak variants (RULES.md §3 and its two options)."""

from __future__ import annotations

from cardtable.games.sneak.rules import SneakRules

PRESETS: dict[str, SneakRules] = {
    "sneak": SneakRules(),
    "sneak-hand-limit": SneakRules(hand_limit=True),
    "sneak-discard": SneakRules(losers_discarded=True),
}


def preset(name: str) -> SneakRules:
    """The preset called ``name``; a ``KeyError`` names the known ones."""
    try:
        return PRESETS[name]
    except KeyError:
        raise KeyError(f"unknown variant {name!r}; known variants: "
                       f"{', '.join(PRESETS)}") from None
