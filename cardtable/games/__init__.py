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

__all__ = ["FIRST", "GameSpec", "IllegalAction", "Option", "RulesError", "all_games", "first",
           "get", "ids", "spec_for_rules"]

_SPECS: dict[str, GameSpec] | None = None
#: Specs imported one at a time by :func:`get` before (or without) a full discovery.
_LOADED: dict[str, GameSpec] = {}
#: The first game in menu order (the lowest ``order``): what start-up opens,
#: known without importing every engine (``tests/test_registry.py`` checks it).
FIRST = "cucumber"


def _package_names() -> list[str]:
    """The game packages, found without importing any."""
    return [info.name for info in pkgutil.iter_modules(__path__) if info.ispkg]


def _load(name: str) -> GameSpec | None:
    """The ``SPEC`` of game package ``name`` (imported now), or ``None``."""
    module = importlib.import_module(f"{__name__}.{name}")
    spec = getattr(module, "SPEC", None)
    if isinstance(spec, GameSpec):
        _LOADED[spec.id] = spec
        return spec
    return None


def _discover() -> dict[str, GameSpec]:
    global _SPECS
    if _SPECS is None:
        found: dict[str, GameSpec] = {}
        for name in _package_names():
            spec = _load(name)
            if spec is not None:
                found[spec.id] = spec
        _SPECS = dict(sorted(found.items(), key=lambda kv: (kv[1].order, kv[0])))
    return _SPECS


def _get_lazily(game_id: object) -> GameSpec | None:
    """Game ``game_id`` importing only its own package, or ``None`` if that will not do."""
    if not isinstance(game_id, str):
        return None
    if game_id in _LOADED:
        return _LOADED[game_id]
    name = game_id.replace("-", "_")
    if name not in _package_names():
        return None
    spec = _load(name)
    return spec if spec is not None and spec.id == game_id else None


def all_games() -> list[GameSpec]:
    """Every registered game, in menu order."""
    return list(_discover().values())


def ids() -> list[str]:
    return list(_discover())


def get(game_id: str) -> GameSpec:
    """The spec of game ``game_id``; ``KeyError`` with a sentence naming the known games.

    Imports only that game's package while the registry has not been listed
    in full (start-up needs one engine, not all of them)."""
    if _SPECS is None:
        spec = _get_lazily(game_id)
        if spec is not None:
            return spec
    specs = _discover()
    try:
        return specs[game_id]
    except (KeyError, TypeError):
        shown = str(game_id)[:40]
        raise KeyError(f"unknown game {shown!r}; known games: {', '.join(specs)}") from None


def first() -> GameSpec:
    """The first game in menu order (``all_games()[0]``), importing only that one."""
    return get(FIRST)


def spec_for_rules(rules: object) -> GameSpec:
    """The game whose rules type ``rules`` is (each game has its own rules class)."""
    for spec in _LOADED.values():  # the games already imported first: no import
        if any(type(r) is type(rules) for r in spec.presets.values()):
            return spec
    for spec in _discover().values():
        if any(type(r) is type(rules) for r in spec.presets.values()):
            return spec
    raise KeyError(f"no registered game plays rules of type {type(rules).__name__}")
