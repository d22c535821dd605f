"""A long session does not keep what finished games left behind.

Every AI decision's task (with its observation and legal-move list) used to
stay alive for the whole session — about 1 MiB per game. The same all-AI
game is played again and again in one window; after each, the live objects
are counted: the number must not grow with the number of games played.
"""

from __future__ import annotations

import dataclasses
import gc
from collections import Counter

import pytest

from cardtable.games.cucumber import PRESETS
from cardtable.session.ai_worker import AiTask

pytestmark = pytest.mark.long   # whole games: run first (tests/conftest.py)

#: The first game warms caches up; the third is compared with the second.
GAMES = 3
TIMEOUT = 60_000
#: 22 eliminating at 7 points: the same kind of game in a few deals (what a
#: game leaves behind does not grow with its length; the census compares
#: game with game).
SHORT_22 = dataclasses.replace(PRESETS["twenty-two"], elimination_at=7)


def census(window) -> Counter:
    """Live AI tasks, engine objects (states, events, actions) and scene items."""
    gc.collect()
    counts: Counter = Counter()
    for obj in gc.get_objects():
        # Not every type's __module__ is a string: numpy's dtype classes (numpy is
        # loaded once the Supertrump expert has thought) give a descriptor.
        module = type(obj).__module__
        if isinstance(obj, AiTask):
            counts["AiTask"] += 1
        elif isinstance(module, str) and module.startswith("cardtable.games."):
            counts["engine"] += 1
    counts["scene items"] = len(window.scene.items())
    counts["log lines"] = window.panel.log.count()
    return counts


def test_repeated_demo_games_leave_nothing_behind(window, qtbot):
    window.set_speed("instant")
    after = []
    for _ in range(GAMES):
        with qtbot.waitSignal(window.demo_game_finished, timeout=TIMEOUT):
            window.start_game(demo=True, players=4, seed=11, level="easy", rules=SHORT_22)
        after.append(census(window))
    assert window.session.state.moves_made > 50  # a real game each time
    assert all(c["AiTask"] == 0 for c in after), [c["AiTask"] for c in after]
    # The same game each time: what is alive after the last equals what was
    # alive after the second (the first may still be warming caches up).
    for key in ("engine", "scene items", "log lines"):
        assert after[-1][key] <= after[1][key], (key, [c[key] for c in after])
