"""A stand-in for the table: it 'animates' each batch of events in the next
turn of the event loop and, when asked, lets a simple player submit moves."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QTimer

from cardtable.ai import make_bot
from cardtable.games.errors import IllegalAction
from cardtable.session.game_session import GameSession


def easy_chooser(seed: str = "human") -> Callable:
    """Pick like the easy bot of the game in play, deterministically per position."""
    bots: dict[str | None, object] = {}

    def choose(session: GameSession, seat: int, legal: list):
        if session.game not in bots:
            bots[session.game] = make_bot("easy", session.game)
        rng = random.Random(f"{seed}:{session.state.moves_made}")
        return bots[session.game].choose(session.state.observation(seat), legal, rng)

    return choose


class FakeView:
    """Records every signal; reports ``animations_finished`` asynchronously.

    ``hold``: stop reporting (the table is 'still animating'). ``keep_going``:
    checked on each batch; once false, the view holds. ``chooser``: answers
    ``human_turn`` (also in the next event-loop turn, like a click)."""

    def __init__(self, session: GameSession, chooser: Callable | None = None,
                 keep_going: Callable[[GameSession], bool] | None = None) -> None:
        self.session = session
        self.chooser = chooser
        self.keep_going = keep_going
        self.hold = False
        self.resets = 0
        self.events: list = []
        self.batches = 0
        self.turns: list[tuple[int, list]] = []
        self.submitted: list = []
        self.refused: list = []
        self.thinking: list[int] = []
        self.scores: list[list[int]] = []
        self.errors: list[str] = []
        self.winners: tuple | None = None
        self.overs = 0
        session.game_reset.connect(self._on_reset)
        session.events_ready.connect(self._on_events)
        session.human_turn.connect(self._on_turn)
        session.ai_thinking.connect(self.thinking.append)
        session.scores_changed.connect(self.scores.append)
        session.error.connect(self.errors.append)
        session.game_over.connect(self._on_over)

    def _on_reset(self) -> None:
        self.resets += 1

    def _on_events(self, events: list) -> None:
        self.events.extend(events)
        self.batches += 1
        if self.keep_going is not None and not self.keep_going(self.session):
            self.hold = True
        if not self.hold:
            QTimer.singleShot(0, self.session, self.session.animations_finished)

    def _on_turn(self, seat: int, legal: list) -> None:
        self.turns.append((seat, legal))
        if self.chooser is not None:
            QTimer.singleShot(0, self.session, lambda: self._answer(seat, legal))

    def _answer(self, seat: int, legal: list) -> None:
        action = self.chooser(self.session, seat, legal)
        if action is None:   # the chooser lets this turn wait
            return
        try:
            self.session.submit(action)
        except IllegalAction as exc:
            # A click that lands after stop() (test teardown): the session refuses it.
            assert exc.code == "not-your-turn", exc
            self.refused.append(action)
            return
        self.submitted.append(action)

    def _on_over(self, winners: tuple) -> None:
        self.winners = winners
        self.overs += 1
