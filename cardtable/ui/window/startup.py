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

:func:`quicken_pyside_imports` takes PySide6's import scan off the start: see
there.

No Qt here: the command line (``cardtable.commands.cli``) imports it before Qt,
and the headless commands import ``cli`` too.
"""

from __future__ import annotations

import gc
import sys
from types import ModuleType


def hold() -> None:
    """No cyclic garbage collection until :func:`settle` (the window's start)."""
    gc.disable()


def settle() -> None:
    """The window is up: set what exists aside for good and collect the rest as usual."""
    gc.freeze()
    gc.enable()


#: Where PySide6 keeps the scan :func:`quicken_pyside_imports` replaces.
_FEATURE_MODULE = "shibokensupport.feature"


def quicken_pyside_imports() -> bool:
    """Answer PySide6's per-module question from the file's bytes; True if installed.

    Why: once PySide6 is imported it routes every ``import`` through a hook
    that asks, of each module new to it, whether its source mentions
    ``PySide6`` (it decides whether the module may opt in to PySide6's
    ``__feature__`` switches, PYSIDE-2029). It asks through
    ``inspect.getsource``: an encoding probe, the file split into lines and
    those lines kept in ``linecache`` for the life of the process — for the
    ~126 modules the window imports after Qt, 12.5 ms of a 0.27 s start
    (3.2 ms this way). Reading the file's bytes once gives the same answer for a ``.py``
    file (the word is ASCII, so any ASCII-compatible encoding agrees); every
    other module (built-in, compiled, zipped) still gets PySide6's own check.
    Call it after PySide6 is imported; where PySide6 has no such scan (another
    version), it changes nothing and returns False.
    """
    feature = sys.modules.get(_FEATURE_MODULE)
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, "quick", False):
        return original is not None

    def mod_uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return original(module)

    mod_uses_pyside.quick = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = mod_uses_pyside  # type: ignore[union-attr]
    return True
