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


# ---------------------------------------------------------------- other presets
DECISION_PHASES = ("contra", "free", "double", "redouble", "buy-in", "re-entry", "reset")


def stacked_variant(rules, players: int, dealer: int, hands: Mapping[int, Sequence[str]],
                    stock: Sequence[str] = (), seed: int = 1,
                    scores: Sequence[int] | None = None, **changes) -> CucumberState:
    """A game of ``rules`` (a Ruleset or a preset name, with option ``changes``)
    whose first deal gives ``hands``; ``scores`` sets the totals before any action
    (also as the totals "before this deal")."""
    if isinstance(rules, str):
        rules = preset(rules)
    rules = dataclasses.replace(rules, **changes)
    deck = stacked_deck(rules, players, dealer, hands, stock)
    s = new_game(rules, players, seed=seed, deck=deck, dealer=dealer)
    if scores is not None:
        s.scores = list(scores)
        s.pre_deal_scores = list(scores)
    return s


def decline_all(state: CucumberState) -> list:
    """Answer every pre-play question with no / keep, until play starts."""
    from cardtable.games.cucumber.actions import Decide
    events: list = []
    while state.phase == "exchange" or state.phase in DECISION_PHASES:
        if state.phase == "exchange":
            events += state.apply(Exchange(()))
        else:
            events += state.apply(Decide(state.phase, False))
    return events


def lowest_action(state: CucumberState):
    """The legal action with the lowest cards (ties: the first listed)."""
    strength = state.values.strength
    return min(state.legal_actions(),
               key=lambda a: tuple(sorted(strength[c] for c in a.cards)))


def play_lowest(state: CucumberState) -> list:
    """Play the current deal out, every seat playing its lowest legal cards
    (so each hand's highest card is left for the last trick); returns events.
    Stops at the first question after the deal (rescues) or at the next deal."""
    deal = state.deal_no
    events: list = []
    while state.deal_no == deal and state.phase in ("play", "last"):
        events += state.apply(lowest_action(state))
    return events


def exchange_sizes(state: CucumberState) -> set[int]:
    """How many cards the current seat may exchange (from its legal actions)."""
    return {len(a.cards) for a in state.legal_actions()}


def of_type(events: Sequence, kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


def scripted_variant(rules, players: int, deals: Sequence[tuple],
                     seed: int = 1, scores: Sequence[int] | None = None,
                     **changes) -> CucumberState:
    """Like :func:`stacked_variant` for several deals: ``deals`` lists each
    deal's (dealer, hands) or (dealer, hands, alive seats), the dealer being
    the one the rules will choose. Every deal's deck is the full pack
    (penalty cards reshuffled)."""
    from cardtable.games.cucumber import ScriptedDeal
    if isinstance(rules, str):
        rules = preset(rules)
    rules = dataclasses.replace(rules, **changes)
    script = []
    for dealer, hands, *alive in deals:
        seats = [s in alive[0] for s in range(players)] if alive else None
        script.append(ScriptedDeal(dealer, stacked_deck(rules, players, dealer, hands,
                                                        alive=seats)))
    s = new_game(rules, players, seed=seed, script=script)
    if scores is not None:
        s.scores = list(scores)
        s.pre_deal_scores = list(scores)
    return s
