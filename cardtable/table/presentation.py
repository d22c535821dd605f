"""How the table shows a game: the interface each ``table/<game>/`` room implements.

The main window, the game controller, the setup dialog and rules help are
generic; whatever differs between games — names of options and presets,
rules help, log lines and banners, the prompt on the person's turn, name
plates, the score table, the event player — comes from the game's
:class:`Presentation`, found by the game's id (``presentation_for``) and
never imported by name. Texts are translated at call time, so a language
switch only has to ask again.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.table.event_player import EventPlayer


@dataclass
class TurnPrompt:
    """What the person is asked on their turn.

    ``kind``: ``cards`` (select cards; ``mode`` ``play`` or ``exchange``,
    ``keep`` the action of the Keep button), ``question`` (Yes/No:
    ``answers[True]``/``answers[False]``) or ``choices`` (one button per
    ``(label, action)``, e.g. Supertrump's trump suit). A ``cards`` prompt
    with ``buttons`` — ``(label, action name)`` — offers one button per way
    to play the selection (Sneak's sneak / flaunt), with ``choices`` beside
    them for moves without cards (draw, pass)."""

    kind: str
    text: str
    mode: str = "play"
    keep: Any = None
    answers: dict[bool, Any] = field(default_factory=dict)
    choices: list[tuple[str, Any]] = field(default_factory=list)
    buttons: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class TrickView:
    """One trick (Sneak: one play and its challenge) as the trick viewers lay
    it out: ``plays`` are (seat, card codes) in play order, ``None`` for a card
    the viewer never saw face up; ``winners`` took it (more than one on a
    shared last trick); ``note`` says anything else in the current language."""

    title: str
    plays: list[tuple[int, tuple[str | None, ...]]]
    winners: tuple[int, ...] = ()
    finished: bool = False
    note: str = ""


class Presentation:
    """Defaults every game may keep; a game's room overrides what differs."""

    # The game asks with a row of buttons every few turns (a suit; Draw, Pass):
    # the action bar keeps room for that row all game, so the table above it
    # is not resized each time the row comes and goes.
    uses_choice_row = False
    # The game is played in games, not deals (Supertrump): the replay, the
    # score chart and the played cards say "game" where others say "deal".
    rounds_are_games = False
    # Each trick's winning card goes to its winner's row, the rest to the pile
    # (Supertrump): the pile's tooltip must not call them all the played cards.
    winners_kept = False
    # No tricks, but numbered plays (Sneak: a lead and its challenges): the log,
    # the played cards and the review all say "play 5" (``log_line``).
    numbers_plays = False

    def name(self) -> str:
        """The game's name in the current language."""
        raise NotImplementedError

    # ------------------------------------------------------------ setup and help
    def title(self, variant: str) -> str:
        """This game and ``variant`` as one title (see :func:`game_title`)."""
        name, preset = self.name(), self.preset_name(variant)
        if name in preset:
            return preset
        return QCoreApplication.translate("Resume", "%1 — %2").replace("%1", name).replace(
            "%2", preset)

    def preset_name(self, variant: str) -> str:
        return variant

    def preset_description(self, variant: str) -> str:
        """One line on what sets ``variant`` apart, for the setup dialog's
        variant list ("" if there is nothing to say)."""
        return ""

    def option_label(self, option: str) -> str:
        return option

    def option_tooltip(self, option: str) -> str:
        return ""

    def choice_text(self, option: str, value: Any) -> str:
        return str(value)

    def option_applies(self, option: str, rules: Any) -> bool:
        """Whether ``option`` means anything under ``rules`` (the setup dialog
        greys out one that does not, e.g. a match target for a single game)."""
        return True

    def none_text(self, option: str) -> str | None:
        """What an optional number set to nothing means, in words ("no limit",
        "by players"); ``None``: the setup dialog's plain "none"."""
        return None

    def problem_text(self, problem: Any) -> str:
        return str(problem)

    def rules_html(self, rules: Any, variant: str, players: int) -> str:
        raise NotImplementedError

    # ------------------------------------------------------------ the table
    def event_player(self, scene, animator, banner: Callable[[Any], str | None],
                     on_event: Callable[[Any], None]) -> EventPlayer:
        raise NotImplementedError

    def sort_key(self, rules: Any) -> Callable[[str], object]:
        """Order of the person's hand, by card code."""
        raise NotImplementedError

    def kind_of(self, rules: Any) -> Callable[[str], int]:
        """Cards the rules treat alike share a kind (the hand input matches by kind)."""
        raise NotImplementedError

    def describe(self, event: Any, names: list[str], you: int | None) -> str | None:
        """One log line for ``event`` (``None``: not logged)."""
        return None

    def log_line(self, events: Sequence[Any], index: int, names: list[str],
                 you: int | None) -> str | None:
        """The game log's line for ``events[index]``, the events before it
        shown already (a game that numbers its plays counts them there)."""
        return self.describe(events[index], names, you)

    def banner(self, event: Any, names: list[str], you: int | None) -> str | None:
        return None

    def turn(self, obs: Any, legal: Sequence[Any]) -> TurnPrompt:
        raise NotImplementedError

    def update_plates(self, scene, obs: Any, names: list[str], details: list[str]) -> None:
        raise NotImplementedError

    def is_out(self, obs: Any, seat: int) -> bool:
        """Has ``seat`` been eliminated (the game goes on without it)? Games
        whose observation has an ``alive`` flag per seat need not override this."""
        alive = getattr(obs, "alive", None)
        return alive is not None and not alive[seat]

    # ------------------------------------------------------------ scores
    def score_title(self, state: Any = None) -> str:
        """Title of the side panel's score table (``state``: the game on the
        table, whose rules may decide what its Total counts)."""
        return ""

    def totals(self, state: Any, event: Any = None) -> list[int]:
        """The score table's Total column: the match scores, as of ``event``
        when the table is still showing it (its ``scores``), else the state's."""
        scores = getattr(event, "scores", None)
        return list(scores) if scores else list(state.scores)

    def score_rows(self, state: Any, upto: int | None = None
                   ) -> list[tuple[int, dict[int, int]]]:
        """Per finished deal: (deal number, {seat: change of total})."""
        return []

    def deal_of(self, event: Any) -> int | None:
        """The deal an event closes (the score table then shows up to it)."""
        return None

    def score_target(self, state: Any) -> int | None:
        """The total the score chart draws as a line (a threshold or target),
        ``None`` when the game is not decided by reaching a total."""
        return None

    def round_text(self, number: int) -> str:
        """How far a game is, alone ("deal 3"): where the players are said beside it
        (Saved games has a Players column)."""
        return QCoreApplication.translate("Resume", "deal %1").replace("%1", str(number))

    def progress_text(self, players: int, number: int) -> str:
        """How far a saved game is, for the resume question ("4 players, deal 3")."""
        return QCoreApplication.translate("Resume", "%1 players, deal %2").replace(
            "%1", str(players)).replace("%2", str(number))

    def standings_title(self, state: Any) -> str:
        """The game-over dialog's heading over the totals ``standings`` gives."""
        return QCoreApplication.translate("GameOverDialog", "Points")

    def standings(self, state: Any, winners: Sequence[int]) -> list[tuple[int, str]]:
        """Final order for the game-over dialog: (seat, total as shown)."""
        order = sorted(range(state.players), key=lambda s: (s not in winners, -state.scores[s]))
        return [(s, str(state.scores[s])) for s in order]

    def played_cards(self, obs: Any, names: list[str]) -> list[str] | None:
        """Lines for View → Played cards; ``None`` when the rules keep them hidden."""
        return None

    def tricks(self, deals: Sequence[Sequence[Any]], names: list[str]
               ) -> list[list[TrickView]]:
        """The tricks in each deal's visible events (one list per deal given),
        for the last-trick viewer and the played-cards panel. Built from events
        rather than the observation, which forgets a deal once the next begins."""
        return [[] for _ in deals]


_CACHE: dict[str, Presentation] = {}


def presentation_for(game: str) -> Presentation:
    """The presentation of registered game ``game`` (``cardtable.table.<id>``)."""
    if game not in _CACHE:
        from cardtable import games
        spec = games.get(game)
        module = importlib.import_module(f"cardtable.table.{spec.id.replace('-', '_')}")
        _CACHE[game] = module.presentation()
    return _CACHE[game]


def game_title(game: str, variant: str) -> str:
    """The game and its variant as one title in the current language: "Supertrump
    — Supertrump (one game)", just "Sneak" where the variant's name already says
    the game ("Sneak — Sneak" read as a stutter), and the variant first in a
    family of games ("Rassi (Finland) — Cucumber family", not "22 and the
    Cucumber family — Rassi")."""
    try:
        presentation = presentation_for(game)
    except (KeyError, ImportError):
        return f"{game} — {variant}"
    return presentation.title(variant)


def game_names(game: str, variant: str) -> tuple[str, str]:
    """A game's and variant's display names (the ids if the game is unknown)."""
    try:
        presentation = presentation_for(game)
    except (KeyError, ImportError):
        return game, variant
    return presentation.name(), presentation.preset_name(variant)


def points_rows(state: Any, upto: int | None = None) -> list[tuple[int, dict[int, int]]]:
    """Per finished deal (up to ``upto``): every seat's points, from the deal
    results that record ``points`` (Supertrump's games, Sneak's deals)."""
    rows = []
    for number, deal in enumerate(state.log, 1):
        if upto is not None and number > upto:
            break
        result = deal.result
        if result and "points" in result:
            rows.append((number, {s: int(p) for s, p in enumerate(result["points"])}))
    return rows
