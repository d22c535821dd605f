"""The remembered game setup, checked field by field before it is used.

The settings file is the user's (and anything may have written it): a game
or variant this build does not know, rules that no longer validate, two
human seats, a level that does not exist, a name a million characters long.
Each bad field falls back to a sensible default on its own, so a good
variant survives a bad level, and the reasons are collected so the window
can say once which settings were reset and why. The checks are the setup
dialog's: one human seat first, AI seats with known levels, names of at
most ``MAX_NAME`` characters that a file can hold (:func:`clean_name`), the
game's player range and its rules validator.
"""

from __future__ import annotations

import logging
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable import games
from cardtable.ai import bot_names
from cardtable.games.errors import RulesError
from cardtable.games.spec import GameSpec
from cardtable.session.seats import SeatSpec

MAX_NAME = 40
DEFAULT_LEVEL = "normal"
AI_NAMES = ("Aiko", "Ben", "Chloe", "Daichi", "Emma", "Finn", "Guri", "Hana", "Ivo", "Jun",
            "Kai", "Lena", "Mio", "Nils", "Olga", "Pia")
log = logging.getLogger(__name__)


@dataclass
class Checked:
    """A usable setup and what had to be reset to get it (reason codes)."""

    spec: GameSpec
    variant: str
    rules: Any
    seats: list[SeatSpec]
    seed: int | None
    reset: list[str] = field(default_factory=list)


def clean_name(name: str) -> str:
    """``name`` without what no record can hold: an unpaired surrogate
    (``"\ud800"``) is dropped, a control character (tab, newline, …) becomes
    a space; the ends are trimmed. Such a name once passed every check, and
    then every autosave of the game failed to encode it."""
    kept = []
    for char in name:
        category = unicodedata.category(char)
        if category == "Cs":
            continue
        kept.append(" " if category == "Cc" else char)
    return "".join(kept).strip()


def ai_levels(game: str) -> list[str]:
    """The AI levels a person may pick (``random`` is for tests only)."""
    return [name for name in bot_names(game) if name != "random"]


def check_setup(last: Any) -> Checked:
    """``last`` (a remembered setup dict, or anything) made usable, field by field."""
    reset: list[str] = []
    data = last if isinstance(last, dict) else {}
    if last is not None and not isinstance(last, dict):
        reset.append("setup")
    game = data.get("game") or games.first().id
    try:
        spec = games.get(game)
    except KeyError:
        spec, data = games.all_games()[0], {}
        reset.append("game")
    variant = data.get("variant", spec.default_preset)
    if variant not in spec.presets:
        if "variant" in data:
            reset.append("variant")
        variant = spec.default_preset
    rules = spec.preset(variant)
    if "rules" in data:
        try:
            rules = spec.rules_from_dict(data["rules"])
        except (RulesError, TypeError, ValueError, KeyError):
            reset.append("rules")
    seats = _seats(data.get("seats"), spec, reset)
    try:
        spec.check_playable(rules, len(seats))
    except RulesError:
        reset.append("rules")
        rules = spec.preset(variant)
        try:
            spec.check_playable(rules, len(seats))
        except RulesError:
            seats = _default_seats(spec, spec.default_players)
    seed = data.get("seed")
    seed = seed if isinstance(seed, int) and not isinstance(seed, bool) else None
    if reset:
        log.warning("remembered setup: reset %s", ", ".join(reset))
    return Checked(spec, variant, rules, seats, seed, sorted(set(reset)))


def _seats(raw: Any, spec: GameSpec, reset: list[str]) -> list[SeatSpec]:
    if raw is None:
        return _default_seats(spec, spec.default_players)
    if not isinstance(raw, list) or not spec.min_players <= len(raw) <= spec.max_players:
        reset.append("players")
        return _default_seats(spec, spec.default_players)
    levels = ai_levels(spec.id)
    seats = []
    for i, seat in enumerate(raw):
        seat = seat if isinstance(seat, dict) else {}
        name = seat.get("name")
        if isinstance(name, str) and clean_name(name) != name.strip():
            name = clean_name(name)
            reset.append("characters")
        if not isinstance(name, str) or not name.strip():
            name = QCoreApplication.translate("Seats", "You") if i == 0 else AI_NAMES[i - 1]
            reset.append("names")
        elif len(name) > MAX_NAME:
            name = name[:MAX_NAME]
            reset.append("names")
        wanted = "human" if i == 0 else "ai"
        if seat.get("player") != wanted:
            reset.append("humans")
        level = seat.get("level")
        if i and level not in levels:
            reset.append("levels")
            level = DEFAULT_LEVEL if DEFAULT_LEVEL in levels else levels[0]
        seats.append(SeatSpec(name, wanted, None if i == 0 else level))
    return seats


def _default_seats(spec: GameSpec, count: int) -> list[SeatSpec]:
    you = SeatSpec(QCoreApplication.translate("Seats", "You"), "human", None)
    return [you] + [SeatSpec(AI_NAMES[i], "ai", DEFAULT_LEVEL) for i in range(count - 1)]


def reset_text(reasons: list[str]) -> str:
    """One sentence for the status bar naming what was reset, in the current language."""
    names = {
        "setup": QCoreApplication.translate("Remembered", "the whole setup (unreadable)"),
        "game": QCoreApplication.translate("Remembered", "the game (unknown here)"),
        "variant": QCoreApplication.translate("Remembered", "the variant (unknown here)"),
        "rules": QCoreApplication.translate("Remembered",
                                            "the rules (they could not be played)"),
        "players": QCoreApplication.translate("Remembered",
                                              "the players (a count this game cannot seat)"),
        "names": QCoreApplication.translate("Remembered",
                                            "player names (missing or too long)"),
        "characters": QCoreApplication.translate(
            "Remembered", "player names (characters that cannot be saved were removed)"),
        "humans": QCoreApplication.translate("Remembered",
                                             "the seats (only the first is yours)"),
        "levels": QCoreApplication.translate("Remembered", "AI levels (unknown here)"),
    }
    listed = "; ".join(names.get(r, r) for r in reasons)
    return QCoreApplication.translate(
        "Remembered", "Some remembered settings were reset: %1.").replace("%1", listed)
