"""cardtable: a desktop card table for 22, the Cucumber family and more.

The package is layered (see DESIGN.md): ``cards``, ``games`` and ``ai`` are
pure Python and never import Qt; the GUI lives above them.

``__version__`` is looked up on first use: ``importlib.metadata`` (with the
``email`` parser it pulls in) costs about 20 ms, a tenth of a bare Qt
window's start, and only ``--version`` and the About box need it.
"""

from __future__ import annotations


def __getattr__(name: str) -> str:
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        found = version("cardtable")
    except PackageNotFoundError:  # running from a source tree that was never installed
        found = "0.0.0"
    globals()["__version__"] = found  # later lookups find it without this function
    return found
