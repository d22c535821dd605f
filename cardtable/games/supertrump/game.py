"""Starting Supertrump matches: ``new_game`` and stacked decks for tests and puzzles."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from cardtable.cards import Card, parse_card
from cardtable.games.errors import ScriptError
from cardtable.games.supertrump.log import ScriptedDeal
from cardtable.games.supertrump.rules import SupertrumpRules
from cardtable.games.supertrump.state import HAND_SIZE, PACK, SupertrumpState


def check_playable(rules: SupertrumpRules, players: int) -> None:
    """Raise :class:`RulesError` unless ``rules`` can be played by ``players`` (2)."""
    rules.validate(players)


def new_game(rules: SupertrumpRules, players: int = 2, seed: int | None = None, *,
             deck: Sequence[Card | str] | None = None, dealer: int | None = None,
             script: Iterable[ScriptedDeal] = ()) -> SupertrumpState:
    """Start a match. ``seed`` fixes the first dealer and every shuffle (random
    if omitted); ``deck`` (top card first, 52 cards) and ``dealer`` stack the
    first game; ``script`` fixes later games too. The first game is dealt at
    once; its events are in ``state.take_pending_events()``."""
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
    if entries and entries[0].dealer is not None and entries[0].dealer not in (0, 1):
        raise ScriptError(f"Seat {entries[0].dealer} cannot deal: the seats are 0 and 1.")
    return SupertrumpState(rules, players, seed, entries)


def stacked_deck(dealer: int, hands: Mapping[int, Sequence[str]],
                 stock: Sequence[str] = ()) -> list[Card]:
    """A whole 52-card deck that deals ``hands`` (seat → up to 13 cards; the
    rest of a hand is filled with the lowest leftover cards) from ``dealer``,
    then has ``stock`` on top of the stock (its first card is turned face up)
    and every other card below it, in pack order. For tests and set-up positions."""
    pool = list(PACK)
    wanted = {s: [parse_card(c) for c in cs] for s, cs in hands.items()}
    top = [parse_card(c) for c in stock]
    for c in [c for cs in wanted.values() for c in cs] + top:
        try:
            pool.remove(c)
        except ValueError:
            raise ScriptError(f"{c} is stacked twice.") from None
    for seat in (0, 1):
        hand = wanted.setdefault(seat, [])
        if len(hand) > HAND_SIZE:
            raise ScriptError(f"Seat {seat} is stacked {len(hand)} cards; a hand holds 13.")
        need = HAND_SIZE - len(hand)
        hand.extend(pool[:need])
        del pool[:need]
    order = (1 - dealer, dealer)
    deck = [wanted[order[i % 2]][i // 2] for i in range(2 * HAND_SIZE)]
    return deck + top + pool
