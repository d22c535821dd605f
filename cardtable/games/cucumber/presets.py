"""Named variants of the Cucumber family as ``Ruleset`` presets (RULES.md §1.4)."""

from __future__ import annotations

from cardtable.games.cucumber.rules import Ruleset

#: 22 (Twenty-Two), RULES.md §1.1: the Ruleset defaults are exactly 22.
TWENTY_TWO = Ruleset()

PRESETS: dict[str, Ruleset] = {
    "twenty-two": TWENTY_TWO,
}


def preset(name: str) -> Ruleset:
    """The preset called ``name``; a ``KeyError`` names the known ones."""
    try:
        return PRESETS[name]
    except KeyError:
        known = ", ".join(sorted(PRESETS))
        raise KeyError(f"unknown variant {name!r}; known variants: {known}") from None
