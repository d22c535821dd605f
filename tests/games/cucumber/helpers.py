"""Building stacked 22 positions for rule tests."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

from cardtable.cards import Card, parse_card
from cardtable.games.cucumber import CucumberState, Exchange, Play, new_game, preset, stacked_deck

R22 = preset("twenty-two")


def stacked(players: int, dealer: int, hands: Mapping[int, Sequence[str]],
            stock: Sequence[str] = (), seed: int = 1, **changes) -> CucumberState:
    """A 22 game (with option ``changes``) whose first deal gives ``hands``."""
    rules = dataclasses.replace(R22, **changes)
    deck = stacked_deck(rules, players, dealer, hands, stock)
    return new_game(rules, players, seed=seed, deck=deck, dealer=dealer)


def keep_all(state: CucumberState) -> None:
    """Everybody declines the exchange."""
    while state.phase == "exchange":
        state.apply(Exchange(()))


def play(state: CucumberState, *codes: str):
    """The current seat plays these cards; returns the events."""
    return state.apply(Play(cards(*codes)))


def cards(*codes: str) -> tuple[Card, ...]:
    return tuple(parse_card(c) for c in codes)


def ranks(action_cards: Sequence[Card]) -> tuple[str, ...]:
    """The ranks of some cards, high to low (suits do not matter in 22)."""
    return tuple(c.rank.symbol for c in sorted(action_cards, key=lambda c: -c.rank))


def legal_ranks(state: CucumberState) -> set[tuple[str, ...]]:
    return {ranks(a.cards) for a in state.legal_actions()}


def finish_deal(state: CucumberState) -> list:
    """Play the current deal out with the first legal action each turn."""
    deal = state.deal_no
    events: list = []
    while state.deal_no == deal and not state.is_over:
        events += state.apply(state.legal_actions()[0])
    return events


def one_card_deal(players: int, last_cards: Sequence[str], scores: Sequence[int] | None = None,
                  **changes) -> tuple[CucumberState, list]:
    """A constructed position: totals ``scores``, one card each, play the last trick."""
    s = stacked(players, players - 1, {i: [c] for i, c in enumerate(last_cards)},
                first_hand=1, **changes)
    if scores is not None:
        s.scores = list(scores)
    keep_all(s)
    return s, finish_deal(s)
