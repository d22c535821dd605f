"""What a game tells the layers above it: the :class:`GameSpec` and its option schema.

Everything above the engines (session, ``sim``, tournaments, ``check``,
records, the setup dialog, rules help, the main window) reaches a game only
through its spec, found by id in the registry (``cardtable.games.get``).
So a new game is a new package that exports ``SPEC``; nothing outside its
own rooms (``games/<id>/``, ``ai/<id>/``, ``table/<id>/``) names it.

The layers that sit *above* the engines find a game's other rooms by the
same convention, never by import from here: bots in ``cardtable.ai.<id>``
(``LEVELS``), the table presentation in ``cardtable.table.<id>``
(``presentation()``). The spec stays pure Python: no Qt, no bots.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.games.errors import shorten


def choice_text(value: Any) -> str:
    """A choice as text: tuples of card codes (Iceland's top cards) join with ``|``."""
    return "|".join(value) if isinstance(value, tuple) else str(value)


@dataclass(frozen=True, slots=True)
class Option:
    """One rule option as the setup dialog and ``--set`` see it.

    ``name`` is the field of the game's rules dataclass. ``kind`` is
    ``choice`` (one of ``choices``: strings, or tuples shown joined by
    ``|``), ``bool``, or ``int`` (from ``low`` to ``high``; ``optional``:
    ``None`` is allowed too, "no limit"). Labels and
    tooltips are translated texts and live in the game's table room."""

    name: str
    kind: str
    choices: tuple[Any, ...] = ()
    low: int | None = None
    high: int | None = None
    optional: bool = False

    def parse(self, text: str) -> Any:
        """A value typed on a command line (``--set name=text``), or ``ValueError``
        naming what the option accepts."""
        if self.kind == "bool":
            lowered = text.strip().lower()
            if lowered in ("true", "yes", "on", "1"):
                return True
            if lowered in ("false", "no", "off", "0"):
                return False
            raise ValueError(f"{self.name} takes true or false, not {shorten(text)}")
        if self.kind == "choice":
            for value in self.choices:
                if choice_text(value) == text:
                    return value
            shown = ", ".join(choice_text(v) or "(empty)" for v in self.choices)
            raise ValueError(f"{self.name} takes one of {shown}, not {shorten(text)}")
        if self.optional and text.strip().lower() in ("none", "null", "off", ""):
            return None
        try:
            value = int(text)
        except ValueError:
            if not text.strip().lstrip("+-").isdigit():
                raise ValueError(f"{self.name} takes a whole number, not {shorten(text)}"
                                 ) from None
            value = None  # digits past Python's conversion limit: out of any range
        if value is None or (self.low is not None and value < self.low) or (
                self.high is not None and value > self.high):
            shown = shorten(value if value is not None else text.strip())
            raise ValueError(f"{self.name} takes a number from {self.low} to {self.high}, "
                             f"not {shown}")
        return value


@dataclass(frozen=True)
class GameSpec:
    """A game as the generic layers need it. Engines export one as ``SPEC``.

    Callables take and return the game's own types (rules dataclass, state);
    the layers above treat them as opaque values and only use the engine
    protocol on states (``current_seat``, ``legal_actions``, ``apply``,
    ``observation``, ``is_over``, ``winners``, ``scores``, ``moves_made``,
    ``deal_no``, ``seed``, ``players``, ``rules``, ``clone``,
    ``take_pending_events``)."""

    id: str
    #: English display name; the table room translates it.
    name: str
    min_players: int
    max_players: int
    #: Named presets (rules values), in the order the setup dialog lists them.
    presets: Mapping[str, Any]
    default_preset: str
    options: tuple[Option, ...]
    #: ``new_game(rules, players, seed)`` → a state; the first deal's events
    #: are in ``state.take_pending_events()``.
    new_game: Callable[..., Any]
    #: Raise ``RulesError`` unless ``rules`` can be played by ``players``.
    check_playable: Callable[[Any, int], None]
    rules_to_dict: Callable[[Any], dict[str, Any]]
    #: ``RulesError``/``TypeError`` on a bad dict.
    rules_from_dict: Callable[[Any], Any]
    #: The record codec: ``encode(state)`` → (rules dict, deals, result or None);
    #: ``replay(record dict, players)`` → state, ``RecordError`` if it does not replay.
    encode: Callable[[Any], tuple[dict[str, Any], list[dict[str, Any]], dict | None]]
    replay: Callable[[dict[str, Any], int], Any]
    #: ``visible_events(events, seat or None)``: what that seat may see.
    visible_events: Callable[[Sequence[Any], int | None], list[Any]]
    #: One move as a record writes it, and back: ``encode_move(seat, action)`` →
    #: a JSON object; ``decode_move(obj, where)`` → (seat, action), or
    #: ``RecordError`` naming ``where``. A shared table's clients send moves so.
    encode_move: Callable[[int, Any], dict[str, Any]] | None = None
    decode_move: Callable[[Any, str], tuple[int, Any]] | None = None
    #: Sort position in menus (Cucumber first).
    order: int = 100
    #: The suggested player count in the setup dialog.
    default_players: int = 4
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def players(self) -> range:
        return range(self.min_players, self.max_players + 1)

    def preset(self, name: str) -> Any:
        """The rules of preset ``name`` (``KeyError`` naming the known ones)."""
        try:
            return self.presets[name]
        except KeyError:
            raise KeyError(f"unknown variant {name!r} of {self.id}; known: "
                           f"{', '.join(self.presets)}") from None

    def option(self, name: str) -> Option:
        for opt in self.options:
            if opt.name == name:
                return opt
        raise KeyError(name)

    def with_options(self, rules: Any, settings: Mapping[str, str]) -> Any:
        """``rules`` with option values given as text (``--set``); ``ValueError``
        naming the first bad option and what it accepts."""
        changes: dict[str, Any] = {}
        for name, text in settings.items():
            try:
                opt = self.option(name)
            except KeyError:
                known = ", ".join(o.name for o in self.options)
                raise ValueError(f"{self.id} has no option {shorten(name)}; "
                                 f"options: {known}") from None
            changes[name] = opt.parse(text)
        return dataclasses.replace(rules, **changes)

    def variant_of(self, rules: Any) -> str:
        """The preset ``rules`` equals, or ``custom``."""
        return next((name for name, r in self.presets.items() if r == rules), "custom")
