"""Where the shipped data lives: card art, icons and translations.

An installed wheel carries ``assets/`` and ``i18n/`` inside the package
(``cardtable/assets``, ``cardtable/i18n``); a source checkout (editable
install, tests) has them at the top of the repository. Both are found
relative to this file, never the working directory.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def data_dir(name: str) -> Path:
    """The folder ``assets`` or ``i18n``, wherever this install keeps it."""
    inside = _PACKAGE / name
    if inside.is_dir():
        return inside
    beside = _PACKAGE.parent / name
    if beside.is_dir():
        return beside
    raise FileNotFoundError(f"cardtable's {name} folder is missing from this installation")


def asset_path(*parts: str) -> Path:
    """A file under ``assets/`` (e.g. ``asset_path("cards", "AS.svg")``)."""
    return data_dir("assets").joinpath(*parts)
