"""Help → Learn to play: what the Cucumber room's two lessons share.

Two lessons live in this room: 22 (``lessons_22``), the flagship, and one
for the rest of the family (``lessons_family``, played as Rassi so its
free/double/redouble questions come up, with the other presets' differences
told where they matter in the deal). This module holds what both scripts
share — the matchers for the family's non-card moves, a test for the cards
of an attempted move; the room's ``lessons()`` (``cardtable.table.cucumber``)
builds the two when first asked, so opening the table does not.

Both deals are played by three, the person at seat 0 (the bottom of the
table, as ``LessonRunner`` seats them) and the dealer on the person's right,
so the person is asked first and leads the first trick.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cardtable.games.cucumber.actions import Decide, Exchange
from cardtable.table.lesson import choice

#: Both lessons: three players, the person at the bottom, the dealer on their right.
PLAYERS = 3
HUMAN = 0
DEALER = 2


def decide(name: str, value: bool) -> Callable[[Sequence[Any]], Any]:
    """A ``move`` answering the yes/no question ``name`` (Rassi's free/double/redouble)."""
    return choice(lambda a: isinstance(a, Decide) and a.name == name and a.value is value)


#: A ``move`` keeping the whole hand at an exchange (discarding nothing).
keep = choice(lambda a: isinstance(a, Exchange) and not a.cards)


def holds(action: Any, *codes: str) -> bool:
    """Does the attempted ``action`` carry any of these cards (by code)?"""
    carried = {c.code for c in getattr(action, "cards", ()) or ()}
    return any(code in carried for code in codes)
