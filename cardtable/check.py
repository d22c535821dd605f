"""``cardtable check``: replay every record in some files and report problems."""

from __future__ import annotations

from cardtable.records.io import iter_record_file, load_record
from cardtable.records.schema import RecordError


def check_files(paths: list[str]) -> tuple[int, list[str]]:
    """Replay every record of ``paths``; returns (valid records, problem lines)."""
    valid = 0
    problems: list[str] = []
    for path in paths:
        for line, item in iter_record_file(path):
            where = f"{path}:{line}" if line is not None else path
            if isinstance(item, RecordError):
                problems.append(f"{where}: {item}")
                continue
            try:
                load_record(item)
            except RecordError as exc:
                problems.append(f"{where}: {exc}")
            else:
                valid += 1
    return valid, problems
