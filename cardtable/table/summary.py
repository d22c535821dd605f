"""What a finished deal did, in words: the deal summary's model.

Each game's ``cardtable.table.<game>.summary_texts`` builds a
:class:`Summary` from the events the viewer saw in the deal and those that
open the next one; the windows show it (``ui``'s deal pause) and read it to
a screen reader. It lives on the table's floor, below the windows, because
the games' texts that fill it do.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass
class SummaryRow:
    """One seat in the summary's table: what the deal changed, where it stands.
    ``marked``: the seat the deal was about (the loser, the winner), in bold."""

    name: str
    change: str = ""
    total: str = ""
    note: str = ""
    marked: bool = False


@dataclass
class Summary:
    """What a finished deal did, in the current language."""

    title: str
    lines: list[str] = field(default_factory=list)   # who lost what and why
    columns: tuple[str, str] = ("", "")              # headings of change and total
    rows: list[SummaryRow] = field(default_factory=list)
    next_line: str = ""                              # who deals next

    def text(self) -> str:
        """All of it as plain text (tests, the accessible description)."""
        rows = [" ".join(filter(None, (r.name, r.change, r.total, r.note))) for r in self.rows]
        return "\n".join([self.title, *self.lines, *rows, self.next_line])


def build_summary(game: str, deal: Sequence[Any], upcoming: Sequence[Any], names: list[str],
                  you: int | None, obs: Any) -> Summary | None:
    """The summary of the deal whose visible events are ``deal`` (its end last),
    ``upcoming`` the events that open the next; ``None`` if the game has none."""
    module = importlib.import_module(f"cardtable.table.{game.replace('-', '_')}.summary_texts")
    return module.summary(list(deal), list(upcoming), names, you, obs)
