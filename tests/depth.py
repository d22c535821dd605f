"""How deep the long randomised and whole-game tests go.

Why: the default test command must stay under five minutes on two cores, yet
some checks gain from many more games than that allows (random play over
every preset and player count, whole games on the table). Each such test
asks :func:`depth` for its count: the quick count by default, the full one
with ``CARDTABLE_SLOW=1`` (the flag the slow build and Orca tests use too).
The quick counts still cover every preset, player count and game end; only
the number of seeds and games per case shrinks.
"""

from __future__ import annotations

import os


def slow() -> bool:
    """True when the long runs are asked for (``CARDTABLE_SLOW=1``)."""
    return os.environ.get("CARDTABLE_SLOW") == "1"


def depth(quick: int, full: int) -> int:
    """``full`` under ``CARDTABLE_SLOW=1``, else ``quick``."""
    return full if slow() else quick
