"""The house plan holds: imports only point down the floors of ``cardtable.floors``,
no modules import each other in a circle, every module has a room, and no folder
is a heap. The engine layers (cards, games, ai, records, sim) never import Qt,
nor do the pure models the GUI builds on: the review, the lesson model, a
record's provenance, undo by replay."""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

from cardtable.floors import FLOORS, floor_of, room_of

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "cardtable"

ENGINE_MODULES = ["cardtable.cards", "cardtable.games", "cardtable.games.cucumber",
                  "cardtable.games.supertrump", "cardtable.ai.supertrump",
                  "cardtable.games.sneak", "cardtable.ai.sneak",
                  "cardtable.ai", "cardtable.ai.cucumber", "cardtable.ai.tournament",
                  "cardtable.records.io", "cardtable.session.undo", "cardtable.session.seats",
                  "cardtable.ai.process", "cardtable.floors",
                  "cardtable.commands.sim", "cardtable.commands.check", "cardtable.commands.cli",
                  "cardtable.review.grading", "cardtable.review.worker",
                  "cardtable.table.lesson", "cardtable.records.provenance",
                  "cardtable.net.discovery"]


def test_engine_modules_do_not_import_pyside6():
    code = ("import sys\n" + "".join(f"import {m}\n" for m in ENGINE_MODULES) +
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
            "print(','.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == ""


def test_the_control_case_does_see_qt():
    # Proves the check above can fail: the UI layer does import PySide6.
    code = ("import sys, cardtable.ui.window.appicon\n"
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "True"


# ------------------------------------------------------------ floors and rooms
def module_names() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its ``__init__``)."""
    names = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names[".".join(parts)] = path
    return names


def imports_of(name: str, path: Path, known: Iterable[str]) -> set[str]:
    """The package's modules that ``name`` imports anywhere in its text: at the
    top, inside functions (lazy) and under ``TYPE_CHECKING`` alike."""
    known = set(known)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, base] if base else parent)
            targets = [f"{base}.{alias.name}" for alias in node.names]
            targets = [t if t in known else base for t in targets]
        else:
            continue
        for target in targets:
            while target not in known and "." in target:
                target = target.rpartition(".")[0]
            if target in known and target != name:
                found.add(target)
    return found


def graph() -> dict[str, set[str]]:
    names = module_names()
    return {name: imports_of(name, path, names) for name, path in names.items()}


def wrong_way(edges: Mapping[str, Iterable[str]]) -> list[str]:
    """Every import that runs up a floor or across to another room of its floor."""
    bad = []
    for source, targets in edges.items():
        here = room_of(source)
        for target in targets:
            there = room_of(target)
            if here != there and floor_of(there) >= floor_of(here):
                bad.append(f"{source} ({here}) imports {target} ({there})")
    return sorted(bad)


def circles(edges: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_every_module_has_a_room():
    assert [name for name in module_names() if room_of(name) is None] == []


def test_every_room_of_the_plan_exists_once():
    rooms = [room for floor in FLOORS for room in floor]
    assert len(rooms) == len(set(rooms))
    assert sorted(set(rooms) - set(module_names())) == []


def test_imports_only_point_down_the_floors():
    assert wrong_way(graph()) == []


def test_no_modules_import_each_other_in_a_circle():
    assert circles(graph()) == []


def test_the_checks_catch_an_import_up_and_a_circle():
    # Proves the two checks above can fail: the engine importing a window, a
    # room of the windows importing its neighbour, and a circle of three.
    edges = {"cardtable.games.spec": {"cardtable.ui.window.main_window"},
             "cardtable.ui.play.action_bar": {"cardtable.ui.aids.hint"},
             "cardtable.ui.aids.hint": {"cardtable.session.undo"}}
    assert len(wrong_way(edges)) == 2
    loop = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(loop) == [["a", "b", "c"]]
    assert imports_of("cardtable.ui.aids.hint", PACKAGE / "ui" / "aids" / "hint.py",
                      module_names()) >= {"cardtable.session.ai_worker", "cardtable.ai.process"}


# ------------------------------------------------------------ no heaps
#: At most this many modules directly in a folder (a game's engine room may be
#: large, but not a heap), and fewer in the windows' rooms and the top level.
MOST_MODULES = 16
MOST_IN_A_WINDOW_ROOM = 10


def modules_by_folder(top: Path) -> dict[Path, int]:
    counts: dict[Path, int] = {}
    for path in top.rglob("*.py"):
        if path.name != "__init__.py":
            counts[path.parent] = counts.get(path.parent, 0) + 1
    return counts


@pytest.mark.parametrize("top", ["cardtable", "tests", "benchmarks", "scripts"])
def test_no_folder_is_a_heap(top):
    heaps = {str(folder.relative_to(ROOT)): n for folder, n in modules_by_folder(ROOT / top).items()
             if n > MOST_MODULES}
    assert heaps == {}


def test_the_windows_rooms_and_the_top_level_stay_small():
    counts = modules_by_folder(PACKAGE)
    small = [PACKAGE, PACKAGE / "ui", *(PACKAGE / "ui").iterdir()]
    big = {str(f.relative_to(ROOT)): counts[f] for f in small
           if f in counts and counts[f] > MOST_IN_A_WINDOW_ROOM}
    assert big == {}
