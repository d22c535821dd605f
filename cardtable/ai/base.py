"""The bot protocol and the registry of bot levels by name.

A bot sees only an observation (what its seat may know) and the legal
actions, and draws randomness only from the ``rng`` it is given, so the
same inputs always give the same choice and it cannot peek at hidden cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol


class Bot(Protocol):
    """Anything that picks one of the legal actions for its seat."""

    name: str

    def choose(self, observation: Any, legal_actions: Sequence[Any],
               rng: random.Random) -> Any: ...


_REGISTRY: dict[str, Callable[[], Bot]] = {}


def register(name: str, factory: Callable[[], Bot]) -> None:
    _REGISTRY[name] = factory


def bot_names() -> list[str]:
    """Every known bot level, e.g. for ``--bots`` and the setup dialog."""
    from cardtable.ai import expert, normal, simple  # noqa: F401  (register the built-in levels)
    return sorted(_REGISTRY)


def make_bot(name: str) -> Bot:
    """A new bot of level ``name``; ``KeyError`` with the known names otherwise."""
    names = bot_names()
    if name not in _REGISTRY:
        raise KeyError(f"unknown bot {name!r}; known bots: {', '.join(names)}")
    return _REGISTRY[name]()
