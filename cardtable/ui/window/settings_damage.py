"""Finding a damaged settings file at start, keeping a copy, falling back to defaults.

``QSettings`` never complains about a file it cannot read: it keeps
whatever it made of it (garbage keys from random bytes, ``@Invalid()`` for a
value it could not decode) and writes that back at exit, so the player's
own file was gone without a word. Here the file is judged once, before
anything of ours writes to it:

* the store reports ``FormatError`` after reading;
* the file is not plain UTF-8 text (random bytes, a NUL-filled block);
* a key is not a plain name (what random bytes parse into);
* a known key holds a value of the wrong kind (``CHECKS`` in ``settings``).

A damaged file is copied to ``<name>.damaged-<date>`` beside it (``-2``,
``-3`` … never over an earlier copy) and only then are the bad entries
removed, so the defaults apply and the next write is a sound file. Unknown
keys with plain names are left alone: a newer cardtable may have written
them. If no copy can be made, nothing is removed either (the player's file
is not ours to lose): the defaults are used for the bad entries, as
``Settings._checked`` does anyway.
"""

from __future__ import annotations

import datetime
import itertools
import logging
import os
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from cardtable.games.errors import shorten

log = logging.getLogger(__name__)
#: A key as cardtable (or a later cardtable) writes it: a plain name, maybe grouped.
PLAIN_KEY = re.compile(r"[A-Za-z0-9_.\- ]+(/[A-Za-z0-9_.\- ]+)*")
#: Control characters that never appear in a text settings file.
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
#: Bigger than any settings file cardtable writes; a bigger one is read no further.
MAX_READ = 4 * 1024 * 1024


@dataclass
class Damage:
    """What was wrong (``problems``, English, for the log), where the copy went
    (``kept``) or why none could be made (``error``)."""

    problems: list[str]
    kept: Path | None = None
    error: str | None = None
    removed: list[str] = field(default_factory=list)


def repair(store: QSettings, checks: Mapping[str, Callable[[Any], bool]],
           today: datetime.date | None = None) -> Damage | None:
    """Judge ``store``'s file; if damaged, keep a copy and drop the bad entries.
    ``None`` when all is well (or there is no file yet)."""
    path = _file_of(store)
    raw = _read(path) if path is not None else None
    keys = store.allKeys()          # reads the file; status() tells how that went
    problems: list[str] = []
    whole_file = False
    if store.status() == QSettings.Status.FormatError:
        problems.append("the file cannot be parsed")
        whole_file = True
    if raw is not None and not _plain_text(raw):
        problems.append("the file is not text")
        whole_file = True
    odd = [k for k in keys if not PLAIN_KEY.fullmatch(k)]
    if odd:
        problems.append(f"{len(odd)} unreadable key(s)")
        whole_file = True
    bad = [k for k in keys if k in checks and not checks[k](store.value(k))]
    problems += [f"{k}={shorten(store.value(k))}" for k in bad]
    if not problems:
        return None
    damage = Damage(problems)
    if raw is None:
        damage.error = "it is not a file" if path is None else "it cannot be read"
    else:
        try:
            damage.kept = keep_copy(path, raw, today)
        except OSError as exc:
            damage.error = exc.strerror or str(exc)
    log.warning("settings %s damaged (%s); copy: %s", store.fileName(),
                "; ".join(problems), damage.kept or damage.error)
    if damage.kept is None:
        return damage
    if whole_file:   # keep only the known keys that hold sound values
        damage.removed = [k for k in keys if k not in checks or k in bad]
    else:
        damage.removed = bad
    for key in damage.removed:
        store.remove(key)
    store.sync()
    return damage


def keep_copy(path: Path, raw: bytes, today: datetime.date | None = None) -> Path:
    """Write ``raw`` (the file as read) to ``<name>.damaged-<date>[-n]`` beside
    ``path``, never over an existing file; return the copy's path."""
    date = (today or datetime.date.today()).isoformat()

    def names() -> Iterator[Path]:
        yield path.with_name(f"{path.name}.damaged-{date}")
        for n in itertools.count(2):
            yield path.with_name(f"{path.name}.damaged-{date}-{n}")

    for target in names():
        try:
            with open(target, "xb") as out:
                out.write(raw)
                out.flush()
                os.fsync(out.fileno())
        except FileExistsError:
            continue
        return target
    raise AssertionError("unreachable")  # pragma: no cover


def _file_of(store: QSettings) -> Path | None:
    """The store's file, if it is one that exists (not the Windows registry)."""
    name = store.fileName()
    if not name or (store.format() == QSettings.Format.NativeFormat and os.name == "nt"):
        return None
    path = Path(name)
    return path if path.is_file() else None


def _read(path: Path) -> bytes | None:
    try:
        with open(path, "rb") as f:
            return f.read(MAX_READ)
    except OSError:
        return None


def _plain_text(raw: bytes) -> bool:
    """UTF-8 without control characters (tabs and line ends apart)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return CONTROL.search(text) is None
