"""The bot protocol, and bot levels looked up per game through the registry.

A bot sees only an observation (what its seat may know) and the legal
actions, and draws randomness only from the ``rng`` it is given, so the
same inputs always give the same choice and it cannot peek at hidden cards.

Each game keeps its bots in its own package ``cardtable.ai.<game id>``,
which exports ``LEVELS`` (level name → factory) and may export
``MEASUREMENT`` (tournament-only bots such as an oracle). Nothing here
imports a game package by name: the package is found from the game's id.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any, Protocol


class Bot(Protocol):
    """Anything that picks one of the legal actions for its seat."""

    name: str

    def choose(self, observation: Any, legal_actions: Sequence[Any],
               rng: random.Random) -> Any: ...


class RandomBot:
    """Picks uniformly among the legal actions: any game, tests and throughput."""

    name = "random"

    def choose(self, observation: Any, legal_actions: Sequence[Any],
               rng: random.Random) -> Any:
        return rng.choice(legal_actions)


#: Levels offered in every game (tests add slow or broken bots here).
_REGISTRY: dict[str, Callable[[], Bot]] = {"random": RandomBot}


def default_game() -> str:
    """The first registered game: what callers that name no game mean."""
    from cardtable import games
    return games.first().id


def ai_package(game: str) -> ModuleType:
    """The bots' package of ``game`` (``cardtable.ai.<id>``); ``KeyError`` if unknown."""
    from cardtable import games
    spec = games.get(game)  # KeyError with the known games
    return importlib.import_module(f"cardtable.ai.{spec.id.replace('-', '_')}")


def levels(game: str | None = None) -> dict[str, Callable[[], Bot]]:
    """Every playable level of ``game`` by name (``random`` included)."""
    package = ai_package(game or default_game())
    return {**_REGISTRY, **getattr(package, "LEVELS", {})}


def register(name: str, factory: Callable[[], Bot]) -> None:
    """Offer a level in every game (tests: slow or failing bots)."""
    _REGISTRY[name] = factory


def bot_names(game: str | None = None) -> list[str]:
    """Every known bot level of ``game``, e.g. for ``--bots`` and the setup dialog."""
    return sorted(levels(game))


def measurement_names(game: str | None = None) -> list[str]:
    """Bots for tournaments only (e.g. ``oracle``)."""
    return sorted(getattr(ai_package(game or default_game()), "MEASUREMENT", {}))


def make_bot(name: str, game: str | None = None, *, measurement: bool = False) -> Bot:
    """A new bot of level ``name``; ``KeyError`` with the known names otherwise.
    ``measurement`` also allows tournament-only bots."""
    known = levels(game)
    if measurement:
        known = {**known, **getattr(ai_package(game or default_game()), "MEASUREMENT", {})}
    if name not in known:
        raise KeyError(f"unknown bot {name!r}; known bots: {', '.join(sorted(known))}")
    return known[name]()
