"""Starting Cucumber games: ``new_game`` and stacked decks for tests and puzzles."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from cardtable.cards import Card, parse_card
from cardtable.games.cucumber import dealing
from cardtable.games.cucumber.log import ScriptedDeal
from cardtable.games.cucumber.state import CucumberState
from cardtable.games.cucumber.variants import deck_budget
from cardtable.games.cucumber.variants.rules import Ruleset
from cardtable.games.errors import RulesError, ScriptError


def check_playable(rules: Ruleset, players: int) -> None:
    """Raise :class:`RulesError` unless ``rules`` can be played by ``players``,
    to the end: rules whose deck could run out (penalty cards kept out, a
    threshold too high) are refused here, before a deal can fail."""
    found = rules.problems(players) or deck_budget.deck_problems(rules, players)
    if found:
        raise RulesError(" ".join(found), found)


def new_game(rules: Ruleset, players: int, seed: int | None = None, *,
             deck: Sequence[Card | str] | None = None, dealer: int | None = None,
             script: Iterable[ScriptedDeal] = ()) -> CucumberState:
    """Start a game. ``seed`` fixes every shuffle (random if omitted);
    ``deck`` (top card first) and ``dealer`` stack the first deal; ``script``
    fixes later deals too. The first deal is dealt at once; its events are
    in ``state.take_pending_events()``."""
    check_playable(rules, players)
    if seed is None:
        seed = random.SystemRandom().randrange(2**63)
    entries = list(script)
    if deck is not None or dealer is not None:
        cards = [parse_card(c) if isinstance(c, str) else c for c in deck] if deck else None
        entries.insert(0, ScriptedDeal(dealer, cards))
    if entries and entries[0].dealer is not None and not 0 <= entries[0].dealer < players:
        raise ScriptError(f"Seat {entries[0].dealer} cannot deal: seats are 0 to {players - 1}.")
    return CucumberState(rules, players, seed, entries)


def stacked_deck(rules: Ruleset, players: int, dealer: int,
                 hands: Mapping[int, Sequence[str]], stock: Sequence[str] = (),
                 alive: Sequence[bool] | None = None,
                 out_of_play: Sequence[str] = ()) -> list[Card]:
    """A whole shuffled-looking deck that deals ``hands`` (seat → cards) from
    ``dealer``, then has ``stock`` on top of the stock and every other card
    below it. All hands must be the same size; seats not named get the
    lowest-index leftover cards. For tests and set-up positions."""
    alive = list(alive) if alive is not None else [True] * players
    order = dealing.seats_from(dealer, alive)
    pool = dealing.available_cards(dealing.full_pack(rules, players),
                                   [parse_card(c) for c in out_of_play])
    wanted = {s: [parse_card(c) for c in cs] for s, cs in hands.items()}
    sizes = {len(cs) for cs in wanted.values()}
    if len(sizes) != 1:
        raise ScriptError("Every stacked hand must have the same number of cards.")
    size = sizes.pop()
    top = [parse_card(c) for c in stock]
    for c in [c for cs in wanted.values() for c in cs] + top:
        try:
            pool.remove(c)
        except ValueError:
            raise ScriptError(f"{c} is stacked more often than the deck holds it.") from None
    for s in order:
        if s not in wanted:
            wanted[s], pool = pool[:size], pool[size:]
    deck = [wanted[order[i % len(order)]][i // len(order)] for i in range(size * len(order))]
    return deck + top + pool
