"""Starting games in the main window: a new deal, the setup dialog, a restart,
the first launch, and the one rule for the game they replace.

Why a module of its own: every way to put a game on the table (Game → New,
Demo, Restart, Play again, the remembered setup, the first-run welcome, a
resumed autosave) passes through the same question — is there a game of the
person's in progress, and where is it kept? Keeping those paths together
keeps that rule in one place (:meth:`GameStarts.confirm_replace`), apart from
the window's widgets and menus (``main_window``).

:class:`GameStarts` is a mixin of :class:`~cardtable.ui.window.main_window.MainWindow`:
it uses the window's ``session``, ``settings``, ``lessons``, ``out``, ``view``
and status bar. Its words are translated in the window's context
("MainWindow"), where they were before this module was split off.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from cardtable import games
from cardtable.session.seats import SeatSpec
from cardtable.ui.archive import resume
from cardtable.ui.setup.remembered import AI_NAMES, check_setup, reset_text


class GameStarts:
    """The main window's ways to start a game (a mixin: see the module)."""


    def start_game(self, demo: bool = False, variant: str | None = None,
                   players: int | None = None, seed: int | None = None,
                   level: str = "normal", game: str | None = None,
                   rules=None) -> None:
        """Deal a new game: the person at the bottom against AIs of ``level``
        (all AIs in demo), with the preset's rules or ``rules`` (a ruleset of
        the same game: a shorter demo, say)."""
        if game is not None and game != self.game_id:
            spec = games.get(game)
            self.game_id, self.setup = spec.id, (spec.default_preset, spec.default_players)
        spec = games.get(self.game_id)
        variant = variant or self.setup[0]
        players = players or self.setup[1]
        self.setup = (variant, players)
        you = QCoreApplication.translate("MainWindow", "You")
        seats = [SeatSpec(you, "human", None)] if not demo else []
        names = list(AI_NAMES)
        random.Random(seed).shuffle(names)
        while len(seats) < players:
            seats.append(SeatSpec(names[len(seats) % len(names)], "ai", level))
        self._start(rules if rules is not None else spec.preset(variant), variant, seats, seed,
                    demo)

    def game_in_progress(self) -> bool:
        """A game of the person's that a new one would replace: started, not
        over, not a demo, at least one move made by the person (a game only
        the AIs moved in is not kept in Saved games)."""
        state = self.session.state
        viewer = self.session.viewer_seat
        return (state is not None and not self.demo and not state.is_over
                and state.moves_made > 0 and viewer is not None
                and resume.person_moved(state, self.session.seats)
                and not self.out.person_is_out())

    def confirm_replace(self) -> bool:
        """Ask before a new game takes the table from the one in progress, which
        is kept in Saved games (the one rule: a declined resume, a lesson and
        Play from here keep it too). Only without a working autosave is there
        nowhere to keep it, and the question says it will be lost."""
        if not self.game_in_progress():
            return True
        store = self.session.autosave
        keeps = store is not None and not store.paused
        answer = QMessageBox.question(
            self, QCoreApplication.translate("MainWindow", "Start another game?"),
            QCoreApplication.translate(
                "MainWindow", "Start another game? The game in progress is kept in Game → Saved "
                "games…, to continue any time.") if keeps else
            QCoreApplication.translate(
                "MainWindow", "Leave the game in progress? Autosave is off, so it cannot be kept: "
                "it will be abandoned."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        return resume.keep_in_progress(self, self.session) if keeps else True

    def start_demo(self) -> None:
        """Game → Demo: AIs play every seat (after asking, if a game is on)."""
        if self.confirm_replace():
            self.start_game(demo=True)

    def start_remembered(self) -> None:
        """Start with the last setup chosen in the dialog (each bad field reset,
        and said once), or the first game's default."""
        checked = check_setup(self.settings.last_setup)
        self.start_setup(checked.variant, checked.rules, checked.seats, None)
        if checked.reset:
            earlier = self.statusBar().currentMessage()   # the settings notice stays too
            self.statusBar().showMessage(" ".join(filter(None, (earlier, reset_text(
                checked.reset)))), 30000 if earlier else 15000)

    def start_first(self) -> None:
        """Start-up without a game to resume: the welcome on a first launch
        (lessons, quick start), else the last setup."""
        if self.settings.welcomed:
            self.start_remembered()
            return
        self.settings.welcomed = True
        self.lessons.welcome()

    def choose_game(self) -> None:
        """Game → New…: the setup dialog, then the game it describes."""
        from cardtable.ui.setup.setup_dialog import SetupDialog  # first use: ~2 ms off the start

        dialog = SetupDialog(self, self.settings.last_setup, self.settings.game_setups)
        if dialog.exec() and self.confirm_replace():
            setup = dialog.setup()
            self.settings.last_setup = setup
            self.settings.remember_game_setup(setup)
            self.game_id = dialog.spec().id
            self.start_setup(dialog.variant(), dialog.rules(), dialog.seats(),
                             dialog.seed_value())

    def start_setup(self, variant: str, rules, seats, seed: int | None) -> None:
        """Start a game exactly as set up (any ruleset the engine accepts)."""
        self._start(rules, variant, list(seats), seed, demo=False)

    def _start(self, rules, variant: str, seats: list[SeatSpec], seed: int | None,
               demo: bool) -> None:
        self.demo = demo
        self.game_id = games.spec_for_rules(rules).id
        self.setup = (variant, len(seats))
        self.last_seed = seed if seed is not None else random.SystemRandom().randrange(2**62)
        self.session.new_game(rules, variant, seats, self.last_seed)
        self.view.setFocus()

    def restart_game(self) -> None:
        """Replay the game in the window from its start: same game, rules,
        seats (names and levels) and shuffles — also after a resume."""
        state = self.session.state
        if state is not None and self.confirm_replace():
            self._start(state.rules, self.session.variant, self.session.seats, state.seed,
                        self.demo)

    def offer_resume(self) -> bool:
        """Start-up: deal with the autosave (resume it, keep it aside, or ask
        about a file that cannot be read; see ``cardtable.ui.archive.resume``).
        True if the saved game was resumed."""
        return resume.offer_resume(self, self.session)

