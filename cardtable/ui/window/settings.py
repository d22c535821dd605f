"""The player's preferences, kept with ``QSettings`` between runs.

Language, animation speed, auto-play of forced moves, four-colour deck, the
pause after each deal and the last game setup. Tests pass their own
``QSettings`` (an INI file in a temporary folder) so they never touch the
user's settings.

A damaged settings file (``cardtable.ui.window.settings_damage``: unparsable,
random bytes, values of the wrong kind) is copied aside before anything is
written, its bad entries fall back to their defaults, and the window says
so once (``take_damage_notice``): QSettings alone would rewrite it at exit
with nothing kept.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings

from cardtable.table.layout import CARD_SIZES as CARD_SCALES
from cardtable.texts import fill
from cardtable.ui.window.settings_damage import Damage, repair

SPEEDS = ("instant", "fast", "normal", "slow")
CARD_SIZES = tuple(CARD_SCALES)  # the card-size setting's names, as the layout scales them
#: "Pause after each deal" when nothing is stored: on (the GUI tests turn the
#: default off, so a game's deals follow each other as they did before).
PAUSE_AFTER_DEAL = True
log = logging.getLogger(__name__)


class Settings:
    """Typed access to the stored preferences, with safe defaults."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings()
        # What was wrong with the file at start (``None``: nothing); said once.
        self.damage: Damage | None = repair(self.store, CHECKS)
        self._notice_due = self.damage is not None

    def take_damage_notice(self) -> str | None:
        """The sentence telling the player their settings file was damaged,
        the first time it is asked for; ``None`` after that or if it was fine."""
        if not self._notice_due or self.damage is None:
            return None
        self._notice_due = False
        if self.damage.kept is not None:
            return fill(QCoreApplication.translate(
                "Settings", "Your settings file was damaged: a copy was kept as %1, and the "
                "damaged settings are back to their defaults."), self.damage.kept)
        return fill(QCoreApplication.translate(
            "Settings", "Your settings file is damaged and no copy of it could be kept (%1): "
            "the damaged settings use their defaults for now."), self.damage.error or "")

    def _get(self, key: str, default: Any) -> Any:
        value = self.store.value(key, default)
        return default if value is None else value

    def _checked(self, key: str, default: Any, allowed: tuple) -> Any:
        """The stored value if it is one of ``allowed``; otherwise the default
        (silently for the player, but logged: a hand-edited file says why)."""
        value = self._get(key, default)
        if value in allowed:
            return value
        if value != default:
            log.warning("setting %s=%r is not one of %s; using %r", key, value, allowed,
                        default)
        return default

    @property
    def language(self) -> str | None:
        value = self._checked("language", "", ("en", "ja"))
        return value or None

    @language.setter
    def language(self, code: str) -> None:
        self.store.setValue("language", code)

    @property
    def player_name(self) -> str:
        """The name last given at a shared table (offered again)."""
        value = self._get("player_name", "")
        return value[:24] if isinstance(value, str) else ""

    @player_name.setter
    def player_name(self, name: str) -> None:
        self.store.setValue("player_name", name[:24])

    @property
    def speed(self) -> str:
        return self._checked("speed", "normal", SPEEDS)

    @speed.setter
    def speed(self, value: str) -> None:
        self.store.setValue("speed", value)

    @property
    def auto_play(self) -> bool:
        return str(self._checked("auto_play", "false", ("true", "false", "1", "0", True, False)
                               )).lower() in ("true", "1")

    @auto_play.setter
    def auto_play(self, on: bool) -> None:
        self.store.setValue("auto_play", "true" if on else "false")

    @property
    def card_size(self) -> str:
        return self._checked("card_size", "normal", CARD_SIZES)

    @card_size.setter
    def card_size(self, value: str) -> None:
        self.store.setValue("card_size", value)

    @property
    def four_color(self) -> bool:
        return str(self._checked("four_color", "false", ("true", "false", "1", "0", True, False)
                               )).lower() in ("true", "1")

    @four_color.setter
    def four_color(self, on: bool) -> None:
        self.store.setValue("four_color", "true" if on else "false")

    @property
    def pause_after_deal(self) -> bool:
        """Stop after each deal (but the last) with its summary until Continue."""
        default = "true" if PAUSE_AFTER_DEAL else "false"
        return str(self._checked("pause_after_deal", default,
                                 ("true", "false", "1", "0", True, False))).lower() in ("true", "1")

    @pause_after_deal.setter
    def pause_after_deal(self, on: bool) -> None:
        self.store.setValue("pause_after_deal", "true" if on else "false")

    @property
    def welcomed(self) -> bool:
        """The first launch's welcome was shown (or a game was set up before it
        existed): it is not shown again."""
        if "last_setup" in self.store.allKeys():
            return True
        return str(self._checked("welcomed", "false", ("true", "false", "1", "0", True, False)
                                 )).lower() in ("true", "1")

    @welcomed.setter
    def welcomed(self, on: bool) -> None:
        self.store.setValue("welcomed", "true" if on else "false")

    @property
    def last_setup(self) -> dict | None:
        """The last game setup (variant, rules, seats, seed) or ``None``."""
        try:
            data = json.loads(self._get("last_setup", ""))
        except (ValueError, TypeError):
            return None
        return data if isinstance(data, dict) else None

    @last_setup.setter
    def last_setup(self, setup: dict) -> None:
        self.store.setValue("last_setup", json.dumps(setup))

    @property
    def game_setups(self) -> dict[str, dict]:
        """The last setup chosen for each game, by game id."""
        try:
            data = json.loads(self._get("game_setups", ""))
        except (ValueError, TypeError):
            return {}
        if not isinstance(data, dict):
            return {}
        return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, dict)}

    def remember_game_setup(self, setup: dict) -> None:
        """Keep ``setup`` as its game's last choice (the dialog offers it again)."""
        game = setup.get("game")
        if isinstance(game, str):
            setups = self.game_setups
            setups[game] = setup
            self.store.setValue("game_setups", json.dumps(setups))

    def sync(self) -> None:
        self.store.sync()


def _flag(value: Any) -> bool:
    return value in ("true", "false", "1", "0") or isinstance(value, bool)


def _json_object(value: Any) -> bool:
    try:
        return isinstance(json.loads(value), dict)
    except (ValueError, TypeError):
        return False


#: Every key the settings store, and what a sound value of it looks like.
CHECKS = {
    "language": lambda v: v in ("", "en", "ja"),
    "speed": lambda v: v in SPEEDS,
    "auto_play": _flag,
    "card_size": lambda v: v in CARD_SIZES,
    "four_color": _flag,
    "pause_after_deal": _flag,
    "welcomed": _flag,
    "last_setup": _json_object,
    "game_setups": _json_object,
}
