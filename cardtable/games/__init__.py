"""Rules engines, one package per game, and the registry that finds them.

Pure Python: never imports Qt. A game is a subpackage of ``cardtable.games``
that exports ``SPEC`` (a :class:`~cardtable.games.spec.GameSpec`); the
registry discovers them, so adding a game touches nothing outside its own
packages. Everything above the engines calls :func:`get` / :func:`all_games`
and never imports a game package itself (``tests/test_registry.py``).
"""

from __future__ import annotations

import importlib
import pkgutil

from cardtable.games.errors import IllegalAction, RulesError
from cardtable.games.spec import GameSpec, Option

__all__ = ["GameSpec", "IllegalAction", "Option", "RulesError", "all_games", "get", "ids",
           "spec_for_rules"]

_SPECS: dict[str, GameSpec] | None = None


def _discover() -> dict[str, GameSpec]:
    global _SPECS
    if _SPECS is None:
        found: dict[str, GameSpec] = {}
        for info in pkgutil.iter_modules(__path__):
            if not info.ispkg:
                continue
            module = importlib.import_module(f"{__name__}.{info.name}")
            spec = getattr(module, "SPEC", None)
            if isinstance(spec, GameSpec):
                found[spec.id] = spec
        _SPECS = dict(sorted(found.items(), key=lambda kv: (kv[1].order, kv[0])))
    return _SPECS


def all_games() -> list[GameSpec]:
    """Every registered game, in menu order."""
    return list(_discover().values())


def ids() -> list[str]:
    return list(_discover())


def get(game_id: str) -> GameSpec:
    """The spec of game ``game_id``; ``KeyError`` with a sentence naming the known games."""
    specs = _discover()
    try:
        return specs[game_id]
    except (KeyError, TypeError):
        shown = str(game_id)[:40]
        raise KeyError(f"unknown game {shown!r}; known games: {', '.join(specs)}") from None


def spec_for_rules(rules: object) -> GameSpec:
    """The game whose rules type ``rules`` is (each game has its own rules class)."""
    for spec in _discover().values():
        if any(type(r) is type(rules) for r in spec.presets.values()):
            return spec
    raise KeyError(f"no registered game plays rules of type {type(rules).__name__}")
