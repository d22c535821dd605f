"""The house plan: every room of the code and the floor it stands on.

A room is a package (or one of the few modules at the top level) that serves
one thing a person does or one layer of the program. Imports only point
down: a module may import its own room and any room on a lower floor, never
a room above it nor another room on its own floor. Rooms on one floor are
independent of each other, so each can be read, tested and changed alone;
the window (``ui.window``) is what wires the rooms of the windows together.

``tests/test_layers.py`` checks every import in the package against this
plan, lazy and type-checking imports too, and that no circle of imports
exists between modules; a new module must live in a room listed here.
Nothing imports this module at run time: it is the plan, written once.
"""

from __future__ import annotations

#: Lowest floor first. A room is named by its dotted package or module name.
FLOORS: tuple[tuple[str, ...], ...] = (
    # Playing cards, where the shipped data lives, the package itself, this plan.
    ("cardtable", "cardtable.cards", "cardtable.resources", "cardtable.floors"),
    # The rules engines, their registry and the record codec every game shares (no Qt).
    ("cardtable.games",),
    # The bots (no Qt); record files: read, check, write, replay step by step (no Qt).
    ("cardtable.ai", "cardtable.records"),
    # Statistics and history (SQLite); grading a game for Review my play (no Qt);
    # the autosave and the games kept aside; shared tables over the network (no Qt).
    ("cardtable.stats", "cardtable.review", "cardtable.saves", "cardtable.net"),
    # The observable game (GameSession, undo, AI threads); the words every game's
    # texts share: card names, seats, levels, list joining (Qt's translate only).
    ("cardtable.session", "cardtable.texts"),
    # The QGraphicsScene table, per game its presentation, texts and lessons.
    ("cardtable.table",),
    # Widgets that know no game; a game's rule options as a person edits them
    # (New game and Host a table share them).
    ("cardtable.ui", "cardtable.ui.kit", "cardtable.ui.rules"),
    # The rooms of the windows, by what a person does.
    ("cardtable.ui.play", "cardtable.ui.aids", "cardtable.ui.setup", "cardtable.ui.review",
     "cardtable.ui.access", "cardtable.ui.together"),
    ("cardtable.ui.archive",),
    ("cardtable.ui.learning",),
    # The application and main window: they build the rooms and wire them.
    ("cardtable.ui.window",),
    # The command line, on top of everything it can start; ``python -m cardtable``.
    ("cardtable.commands",),
    ("cardtable.__main__",),
)

#: Rooms that are one module, or a package's ``__init__`` alone: only that
#: module belongs to them, not the modules below it.
SINGLE_MODULES = frozenset({"cardtable", "cardtable.ui", "cardtable.cards",
                            "cardtable.resources", "cardtable.floors", "cardtable.texts",
                            "cardtable.__main__"})


def room_of(module: str) -> str | None:
    """The room ``module`` (dotted name) belongs to, ``None`` if it has none."""
    best = None
    for floor in FLOORS:
        for room in floor:
            inside = module == room or (room not in SINGLE_MODULES
                                        and module.startswith(room + "."))
            if inside and (best is None or len(room) > len(best)):
                best = room
    return best


def floor_of(room: str) -> int:
    """The floor ``room`` stands on, 0 the lowest."""
    for number, floor in enumerate(FLOORS):
        if room in floor:
            return number
    raise KeyError(room)
