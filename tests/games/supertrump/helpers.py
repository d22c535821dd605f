"""Stacked Supertrump positions for rule tests."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from cardtable.cards import Card, parse_card
from cardtable.games.supertrump import (
    PRESETS,
    Declare,
    Play,
    SupertrumpRules,
    SupertrumpState,
    new_game,
    stacked_deck,
)

SINGLE = PRESETS["supertrump"]


def stacked(dealer: int, hands: Mapping[int, Sequence[str]], stock: Sequence[str] = (),
            trump: str | None = None, super_rank: str | None = None,
            rules: SupertrumpRules = SINGLE, seed: int = 1) -> SupertrumpState:
    """A match whose first game deals ``hands`` from ``dealer`` with ``stock`` on
    top; with ``trump`` and ``super_rank`` both declarations are made too."""
    deck = stacked_deck(dealer, hands, stock)
    state = new_game(rules, 2, seed, deck=deck, dealer=dealer)
    if trump is not None:
        state.apply(Declare("trump", trump))
    if super_rank is not None:
        state.apply(Declare("super", super_rank))
    return state


def card(code: str) -> Card:
    return parse_card(code)


def cards(*codes: str) -> tuple[Card, ...]:
    return tuple(parse_card(c) for c in codes)


def play(state: SupertrumpState, code: str) -> list:
    """The current seat plays ``code``; returns the events."""
    return state.apply(Play(parse_card(code)))


def codes(items) -> list[str]:
    return [c.code for c in items]


def play_randomly(state: SupertrumpState, rng: random.Random, *,
                  until_game: int | None = None) -> list:
    """Random legal actions until the match is over (or game ``until_game`` starts)."""
    events: list = []
    while not state.is_over and (until_game is None or state.deal_no < until_game):
        events += state.apply(rng.choice(state.legal_actions()))
    return events
