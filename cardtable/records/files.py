"""The file-system side of records: only regular files are read or replaced.

Why a module of its own: reading and writing records must never hang or
destroy something that is not a record file. Opening a FIFO for reading
blocks until a writer appears (``cardtable check FIFO`` hung forever), and
``os.replace`` over ``/dev/full`` swaps the device for a plain file. So every
read goes through :func:`read_capped`, which opens without blocking and looks
at what it opened before reading, and every atomic write first asks
:func:`target_problem`. :func:`fsync_folder` makes a rename durable: without
it a power cut right after a save can bring back the old directory entry.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO

#: What a non-regular file is, said in words, by ``stat.S_IFMT`` type.
_KINDS = {
    stat.S_IFIFO: "a FIFO (named pipe)",
    stat.S_IFCHR: "a character device",
    stat.S_IFBLK: "a block device",
    stat.S_IFSOCK: "a socket",
    stat.S_IFDIR: "a folder",
}


class NotRegularFile(OSError):
    """The path is a FIFO, device, socket or folder: refused unopened or unread."""

    def __init__(self, path: str | os.PathLike[str], mode: int) -> None:
        kind = _KINDS.get(stat.S_IFMT(mode), "not a regular file")
        super().__init__(errno.EINVAL, f"It is {kind}, not a regular file", str(path))
        self.kind = kind

    def __str__(self) -> str:
        return f"It is {self.kind}, not a regular file."


def read_capped(path: str | os.PathLike[str], cap: int) -> bytes:
    """Up to ``cap + 1`` bytes of the regular file at ``path``.

    Raises ``IsADirectoryError`` for a folder, :class:`NotRegularFile` for
    anything else that is not a regular file, and any other ``OSError`` as
    it comes (missing, permission denied). The open is non-blocking, so a
    FIFO swapped in after the first look cannot hang the caller either."""
    with open_regular(path) as f:
        return f.read(cap + 1)


def open_regular(path: str | os.PathLike[str]) -> BinaryIO:
    """The regular file at ``path``, open for reading bytes, with the same
    refusals as :func:`read_capped`: for readers that go through a file in
    chunks (``cardtable check`` on JSON lines) instead of reading it whole."""
    _refuse_special(os.stat(path).st_mode, path)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        _refuse_special(os.fstat(fd).st_mode, path)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def target_problem(path: str | os.PathLike[str]) -> str | None:
    """Why a record cannot be written to ``path`` — its folder is missing or
    it exists and is not a regular file — or ``None`` if it can."""
    target = Path(path)
    folder = target.parent
    if not folder.is_dir():
        return f"the folder {folder} does not exist"
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return None
    except OSError as exc:
        return exc.strerror or str(exc)
    if not stat.S_ISREG(mode):
        return f"it is {_KINDS.get(stat.S_IFMT(mode), 'not a regular file')}, not a regular file"
    return None


def refuse_special_target(path: str | os.PathLike[str]) -> None:
    """Raise :class:`NotRegularFile` if ``path`` exists and is not a regular
    file: a rename over it would replace a device or a pipe by a file."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISREG(mode):
        raise NotRegularFile(path, mode)


def fsync_folder(folder: str | os.PathLike[str]) -> None:
    """Flush a folder's entries to disk, so a rename in it survives a power
    cut. Best effort: some systems (Windows) cannot open a folder for this."""
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    with contextlib.suppress(OSError):
        fd = os.open(folder, flags)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _refuse_special(mode: int, path: str | os.PathLike[str]) -> None:
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "Is a directory", str(path))
    if not stat.S_ISREG(mode):
        raise NotRegularFile(path, mode)
