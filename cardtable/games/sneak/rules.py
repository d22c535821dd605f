"""Sneak's rules object (RULES.md §3): decks, where losers' cards go, the hand
limit and the target.

A frozen value like the other games' rules: presets are instances, a variant
is ``dataclasses.replace(preset, ...)``, and it explains what is wrong in
sentences a player understands (with stable codes for translation), so the
setup dialog, the record reader and ``sim`` refuse the same things alike.
``None`` means "as RULES.md suggests for this table": the deck count by
players (one for 2–4, two for 5+) and the target by decks (100 or 200).
A deck count set by hand must fit the table too (one deck for 2–3 players,
two for 5–7, either at 4), so no record, ``--set`` or dialog plays another.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.games.errors import shorten
from cardtable.games.strict_rules import StrictRules

PLAYERS = (2, 7)
TARGET_RANGE = (1, 1000)
#: The hand limit: 7 cards, 5 at a table of 6 or more.
HAND_LIMIT, HAND_LIMIT_LARGE, LARGE_TABLE = 7, 5, 6


@dataclass(frozen=True, slots=True)
class SneakRules(StrictRules):
    """A Sneak game. ``decks``: 1, 2 or ``None`` (by players: 1 for 2–4, 2 for
    5+); ``losers_discarded``: a challenge's losing sets are discarded instead
    of going to the winner; ``hand_limit``: a player holding the limit (7; 5
    with 6+ players) cannot draw; ``target``: ``None`` = 100 with one deck, 200
    with two."""

    decks: int | None = None
    losers_discarded: bool = False
    hand_limit: bool = False
    target: int | None = None

    def deck_count(self, players: int) -> int:
        """The number of decks shuffled together for ``players``."""
        if self.decks is not None:
            return self.decks
        return 2 if players >= 5 else 1

    def target_for(self, players: int) -> int:
        """The total that ends the game (100 per deck unless set)."""
        if self.target is not None:
            return self.target
        return 100 * self.deck_count(players)

    def limit_for(self, players: int) -> int | None:
        """The most cards a player may hold and still draw, or ``None`` (no limit)."""
        if not self.hand_limit:
            return None
        return HAND_LIMIT_LARGE if players >= LARGE_TABLE else HAND_LIMIT

    def problems(self, players: int | None = None) -> list[str]:
        """Everything wrong (and with ``players`` if given), as sentences; empty if playable."""
        out: list[str] = []
        if self.decks is not None and (not _is_int(self.decks) or self.decks not in (1, 2)):
            out.append(_p("decks", f"The option decks cannot be {shorten(self.decks)}; "
                          "choose 1, 2 or none (by the number of players)."))
        for name in ("losers_discarded", "hand_limit"):
            if not isinstance(getattr(self, name), bool):
                out.append(_p("bool", f"The option {name} must be true or false.", name=name))
        low, high = TARGET_RANGE
        if self.target is not None:
            if not _is_int(self.target):
                out.append(_p("target-type", "The option target must be a whole number."))
            elif not low <= self.target <= high:
                out.append(_p("target-range", f"The target must be from {low} to {high}, "
                              f"not {shorten(self.target)}.", low=low, high=high,
                              target=shorten(self.target)))
        if players is not None:
            if not PLAYERS[0] <= players <= PLAYERS[1]:
                out.append(_p("player-count", f"Sneak is for 2 to 7 players, not {players}.",
                              players=players))
            elif self.decks == 1 and players >= 5:
                out.append(_p("one-deck", f"{players} players need two decks: one deck is "
                              "for 2 to 4 players.", players=players))
            elif self.decks == 2 and players <= 3:
                out.append(_p("two-decks", f"{players} players play with one deck: two "
                              "decks are for 4 to 7 players.", players=players))
        return out

    def describe(self) -> str:
        """A short English summary, for logs and ``sim``."""
        parts = [f"{self.decks} deck{'s' if self.decks == 2 else ''}" if self.decks
                 else "decks by players"]
        parts.append(f"to {self.target}" if self.target else "to 100 per deck")
        if self.losers_discarded:
            parts.append("losers discarded")
        if self.hand_limit:
            parts.append("hand limit")
        return ", ".join(parts)


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


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
