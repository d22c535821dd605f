"""The garbage collector around the window's start: off until the first frame, then
everything made so far set aside for good.

Why: starting the window makes some 40,000 objects — modules, classes, the
engines' tables, Qt wrappers — that live as long as the process, and almost
no garbage. Python's cyclic collector does not know that; it walks them again
and again while they are being made (about 20 ms of a start) and twice more
at exit (about 40 ms). :func:`hold` turns it off for the start; :func:`settle`
moves all that exists by then into the permanent generation
(:func:`gc.freeze`), which later collections skip, and turns it back on. What
is made later is collected as before, and reference counting frees everything
as usual — only the cycle collector looks away from the start-up objects.

No Qt here: the headless commands import this module's caller (``cli``).
"""

from __future__ import annotations

import gc


def hold() -> None:
    """No cyclic garbage collection until :func:`settle` (the window's start)."""
    gc.disable()


def settle() -> None:
    """The window is up: set what exists aside for good and collect the rest as usual."""
    gc.freeze()
    gc.enable()
