"""Set-up Sneak positions for rule tests.

Sneak has no deal: hands grow by drawing. A rule test wants hands at once,
so :func:`position` starts a real game and then lays the hands, the stock
and the turn down directly (cards need not add up to a deck here; the
random-play tests check conservation in real games).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardtable.cards import Card, parse_card
from cardtable.games.sneak import PRESETS, SneakRules, SneakState, new_game
from cardtable.games.sneak.actions import canonical

SNEAK = PRESETS["sneak"]


def cards(*codes: str) -> tuple[Card, ...]:
    return tuple(parse_card(c) for c in codes)


def position(players: int, hands: Mapping[int, Sequence[str]], *, current: int = 0,
             stock: Sequence[str] = ("2C", "3C", "4C"), rules: SneakRules = SNEAK,
             turns: int = 1) -> SneakState:
    """A game of ``players`` where seat ``s`` holds ``hands[s]``, ``stock`` is
    left (top first) and ``current`` is to move, everyone having had ``turns``."""
    state = new_game(rules, players, seed=1, dealer=(current - 1) % players)
    state.take_pending_events()
    state.hands = [list(canonical(cards(*hands.get(s, ())))) for s in range(players)]
    state.stock = list(cards(*stock))
    state.turns_taken = [turns] * players
    state.current = current
    return state


def names(events) -> list[str]:
    return [type(e).__name__ for e in events]


def only(events, kind: type):
    found = [e for e in events if isinstance(e, kind)]
    assert len(found) == 1, names(events)
    return found[0]
