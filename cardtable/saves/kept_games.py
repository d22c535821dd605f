"""Games kept aside beside the autosave: dated, never overwritten, listed, capped.

Why a module of its own: a declined resume used to become
``autosave-previous.cardtable``, and the next declined game replaced it —
a two-deal game vanished under a new game of 712 bytes. Now every game set
aside gets a name of its own, ``<stem>-kept-<date>-<time>[-n]<suffix>``
(claimed atomically, never over another file), Game → Saved games… lists
them newest first to continue, replay or delete, and only past
:data:`KEPT_CAP` files is the oldest removed. ``autosave-previous`` files of
older versions are listed too (dated by their modification time), so
nothing an earlier cardtable kept goes missing. A file that cannot be read
or replayed is listed with the reader's reason rather than hidden.

No Qt here: the rules are tested headless, and the autosave store and the
dialog (``cardtable.ui.archive.saved_games``) both use them.
"""

from __future__ import annotations

import datetime
import itertools
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from cardtable.games.record_schema import RecordError
from cardtable.records.files import fsync_folder, read_capped
from cardtable.records.io import MAX_FILE_BYTES, LoadedGame, decode_text, load_record, parse_text

#: How many kept games stay; past it the oldest goes (a keep a day lasts weeks).
KEPT_CAP = 20
STAMP = "%Y-%m-%d-%H%M%S"


@dataclass(frozen=True)
class KeptGame:
    """One kept file: when it was kept, and its game — or why it has none."""

    path: Path
    kept: datetime.datetime
    loaded: LoadedGame | None = None
    reason: str = ""     # why it cannot be continued (damaged or unreadable)


def read_game(path: Path) -> tuple[LoadedGame | None, str]:
    """The replayed game at ``path``, or ``None`` and the reason. Never raises:
    one bad file must not hide the others (or stop the dialog)."""
    try:
        return load_record(parse_text(decode_text(read_capped(path, MAX_FILE_BYTES)))), ""
    except OSError as exc:
        return None, f"It cannot be read: {exc.strerror or exc}."
    except RecordError as exc:
        return None, str(exc)
    except Exception as exc:  # a replay bug: say so, list the file anyway
        return None, f"It could not be replayed ({type(exc).__name__})."


class KeptGames:
    """The kept games of the autosave at ``autosave`` (in its folder)."""

    def __init__(self, autosave: str | os.PathLike[str], cap: int = KEPT_CAP) -> None:
        self.autosave = Path(autosave)
        self.cap = max(1, cap)
        stem, suffix = re.escape(self.autosave.stem), re.escape(self.autosave.suffix)
        self._kept_name = re.compile(
            rf"{stem}-kept-(\d{{4}}-\d\d-\d\d-\d{{6}})(?:-(\d+))?{suffix}")
        self._legacy = self.autosave.with_name(
            f"{self.autosave.stem}-previous{self.autosave.suffix}")

    # ------------------------------------------------------------ keeping
    def keep(self, now: datetime.datetime | None = None, *, prune: bool = True) -> Path:
        """Move the autosave to a new dated name and return it (``OSError``
        if it cannot be moved: the caller must then not save over it)."""
        stamp = (now or datetime.datetime.now()).strftime(STAMP)
        stem, suffix = self.autosave.stem, self.autosave.suffix

        def names() -> Iterator[Path]:
            yield self.autosave.with_name(f"{stem}-kept-{stamp}{suffix}")
            for n in itertools.count(2):
                yield self.autosave.with_name(f"{stem}-kept-{stamp}-{n}{suffix}")

        kept = move_without_overwriting(self.autosave, names())
        if prune:
            self.prune()
        return kept

    def restore(self, path: Path) -> None:
        """Make the kept game at ``path`` the autosave (the caller has kept or
        given up whatever was there): it leaves the list."""
        os.replace(path, self.autosave)
        fsync_folder(self.autosave.parent)

    def delete(self, path: Path) -> None:
        """Remove one kept game for good (``OSError`` if it cannot be)."""
        path.unlink()
        fsync_folder(path.parent)

    def prune(self) -> list[Path]:
        """Remove the oldest kept files past the cap; return what went."""
        removed = []
        for _when, path in self._dated()[self.cap:]:
            try:
                path.unlink()
            except OSError:
                continue
            removed.append(path)
        return removed

    # ------------------------------------------------------------ listing
    def paths(self) -> list[Path]:
        """The kept files, newest first, unread."""
        return [path for _when, path in self._dated()]

    def entries(self) -> list[KeptGame]:
        """Every kept file, newest first, read and replayed (bad ones with their reason)."""
        out = []
        for (when, _n), path in self._dated():
            loaded, reason = read_game(path)
            out.append(KeptGame(path, when, loaded, reason))
        return out

    def _dated(self) -> list[tuple[tuple[datetime.datetime, int], Path]]:
        """((kept time, number), path) of each kept file, newest first."""
        found = []
        try:
            names = os.listdir(self.autosave.parent)
        except OSError:
            return []
        for name in names:
            path = self.autosave.with_name(name)
            match = self._kept_name.fullmatch(name)
            try:
                if match:
                    when = datetime.datetime.strptime(match.group(1), STAMP)
                    key = (when, int(match.group(2) or 1))
                elif name == self._legacy.name:
                    key = (datetime.datetime.fromtimestamp(path.stat().st_mtime), 0)
                else:
                    continue
            except (ValueError, OSError):
                continue
            if path.is_file():
                found.append((key, path))
        found.sort(key=lambda item: item[0], reverse=True)
        return found


def move_without_overwriting(source: Path, names: Iterator[Path], tries: int = 1000) -> Path:
    """Rename ``source`` to the first of ``names`` that does not exist. A hard
    link claims the name atomically (it fails if the name is taken); where
    links are not supported, a checked rename is the fallback."""
    for target in itertools.islice(names, tries):
        try:
            os.link(source, target)
        except FileExistsError:
            continue
        except OSError:
            if target.exists():
                continue
            os.rename(source, target)
        else:
            os.unlink(source)
        fsync_folder(target.parent)
        return target
    raise FileExistsError(f"no free name beside {source}")
