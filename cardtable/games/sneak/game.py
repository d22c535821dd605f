"""Starting Sneak games: ``new_game`` and stacked stocks for tests and puzzles."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from cardtable.cards import Card, build_deck, parse_card
from cardtable.games.common import ScriptedDeal
from cardtable.games.errors import ScriptError
from cardtable.games.sneak.rules import SneakRules
from cardtable.games.sneak.state import SneakState


def check_playable(rules: SneakRules, players: int) -> None:
    """Raise :class:`RulesError` unless ``rules`` can be played by ``players`` (2–7)."""
    rules.validate(players)


def new_game(rules: SneakRules, players: int = 4, seed: int | None = None, *,
             deck: Sequence[Card | str] | None = None, dealer: int | None = None,
             script: Iterable[ScriptedDeal] = ()) -> SneakState:
    """Start a game. ``seed`` fixes the first dealer and every shuffle (random if
    omitted); ``deck`` (the whole stock, top card first) and ``dealer`` stack
    the first deal; ``script`` fixes later deals too. The first deal's events
    are in ``state.take_pending_events()``."""
    check_playable(rules, players)
    if seed is None:
        seed = random.SystemRandom().randrange(2**63)
    entries = list(script)
    if deck is not None or dealer is not None:
        try:
            cards = [parse_card(c) if isinstance(c, str) else c for c in deck] if deck else None
        except ValueError as exc:
            raise ScriptError(str(exc)) from None
        entries.insert(0, ScriptedDeal(dealer, cards))
    if entries and entries[0].dealer is not None and not 0 <= entries[0].dealer < players:
        raise ScriptError(f"Seat {entries[0].dealer} cannot deal: the seats are 0 to "
                          f"{players - 1}.")
    return SneakState(rules, players, seed, entries)


def stacked_stock(top: Sequence[str], decks: int = 1) -> list[Card]:
    """A whole stock for ``decks`` decks with the cards ``top`` on top (drawn
    first, in order) and every other card below in pack order. For tests."""
    pool = build_deck(decks)
    wanted = [parse_card(c) for c in top]
    for c in wanted:
        try:
            pool.remove(c)
        except ValueError:
            raise ScriptError(f"{c} is stacked more often than the decks hold it.") from None
    return wanted + pool
