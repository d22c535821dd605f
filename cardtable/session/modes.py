"""Games that do not start from a fresh deal: lessons and games played on from a record.

A mixin of :class:`~cardtable.session.game_session.GameSession`, so that the session
module stays about the game's pace. Both modes install their game through
the session's own ``_install`` (the path of a new game or a load: stale AI
answers are dropped by the generation tag and the table rebuilds on
``game_reset``); they differ in what they keep:

* a **lesson** (``new_scripted``) carries a script
  (``cardtable.ui.learning.lesson_vetting.LessonScript``) that plays the AI seats,
  vets the person's moves and holds the game while a text is read
  (``go_on``). It has no undo and is never autosaved, so the person's
  unfinished game stays in the autosave;
* a game **played on** from a record (``play_from``) keeps where it came
  from (``provenance``, written into its record as ``"from"``) and is
  marked assisted: it did not start from a fresh deal.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cardtable import games

if TYPE_CHECKING:
    from cardtable.records.io import LoadedGame
    from cardtable.records.provenance import Provenance
    from cardtable.session.seats import SeatSpec


class SessionModes:
    """Lessons and played-on games for the session (see the module's docstring)."""

    # Provided by the session (see its ``__init__``).
    script: Any
    _script_wait: bool
    _provenance: Provenance | None
    _stopped: bool
    _state: Any

    def new_scripted(self, state: Any, variant: str, seats: list[SeatSpec], script: Any) -> None:
        """A lesson's game: its stacked ``state`` played by ``script``. It is never
        autosaved, so the person's unfinished game stays in the autosave."""
        self._provenance = None
        self._install(games.spec_for_rules(state.rules), state, variant, list(seats),
                      state.take_pending_events(), autosave=False, script=script)

    def go_on(self) -> None:
        """The person has read a lesson's text: the move the script held back comes."""
        if self._script_wait and not self._stopped and self._state is not None:
            self._script_wait = False
            self._advance()

    def can_undo(self) -> bool:
        return self.script is None and super().can_undo()  # a lesson has no undo

    def can_redo(self) -> bool:
        return self.script is None and super().can_redo()

    def play_from(self, loaded: LoadedGame) -> None:
        """Play on from a recorded position (``loaded``: its state, seats and
        provenance; "Play from here" in the replay viewer). Seated and with
        AI levels falling back like a load, but assisted — it did not start
        from a fresh deal — and autosaved at once, as a new game is."""
        if loaded.state.is_over:
            raise ValueError("The game is over at this position: nothing is left to play.")
        if len(loaded.seats) != loaded.state.players:
            raise ValueError(f"{len(loaded.seats)} seats for a game of {loaded.state.players}.")
        self._install_loaded(replace(loaded, assisted=True))
        self._autosave()

    @property
    def provenance(self) -> Provenance | None:
        """Where the game was played on from (``None``: an ordinary game)."""
        return self._provenance
