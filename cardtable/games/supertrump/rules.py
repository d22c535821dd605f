"""Supertrump's rules object: how long a match lasts (RULES.md §2, "A match can
be played over several games").

The play itself has no options — RULES.md §2 fixes it — so the only choices
are the match format and its target. The ruleset is a frozen value like the
Cucumber ``Ruleset``: presets are instances, a variant is
``dataclasses.replace(preset, ...)``, and it explains what is wrong in
sentences a player understands (with stable codes for translation), so the
setup dialog, the record reader and ``sim`` refuse the same things alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.games.errors import shorten
from cardtable.games.strict_rules import StrictRules

#: Match formats: one game, first to ``target`` games won, first to ``target`` points.
MATCHES = ("single", "games", "points")
TARGET_RANGE = (1, 1000)
PLAYERS = 2


@dataclass(frozen=True, slots=True)
class SupertrumpRules(StrictRules):
    """A Supertrump match. ``target`` is ignored for ``single``."""

    match: str = "single"
    target: int = 1

    def problems(self, players: int | None = None) -> list[str]:
        """Everything wrong (and with ``players`` if given), as sentences; empty if playable."""
        out: list[str] = []
        if not isinstance(self.match, str) or self.match not in MATCHES:
            out.append(_p("match", f"The option match cannot be {shorten(self.match)}; choose "
                          f"one of {', '.join(MATCHES)}.", choices=", ".join(MATCHES)))
        low, high = TARGET_RANGE
        if not isinstance(self.target, int) or isinstance(self.target, bool):
            out.append(_p("target-type", "The option target must be a whole number."))
        elif not low <= self.target <= high:
            out.append(_p("target-range", f"The match target must be from {low} to {high}, "
                          f"not {shorten(self.target)}.", low=low, high=high,
                          target=shorten(self.target)))
        if players is not None and players != PLAYERS:
            out.append(_p("player-count", f"Supertrump is for exactly 2 players, not {players}.",
                          players=players))
        return out

    def describe(self) -> str:
        """A short English summary (``first to 3 games``), for logs and ``sim``."""
        if self.match == "single":
            return "one game"
        unit = "game" if self.match == "games" else "point"
        return f"first to {self.target} {unit}{'s' if self.target != 1 else ''}"


class Problem(str):
    """One thing wrong with the rules: the English sentence plus a stable
    ``code`` and ``params`` so a translated interface can phrase it itself."""

    code: str
    params: dict[str, Any]


def _p(code: str, text: str, **params: Any) -> Problem:
    problem = Problem(text)
    problem.code = code
    problem.params = params
    return problem
