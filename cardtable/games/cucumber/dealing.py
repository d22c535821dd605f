"""Between tricks: who deals, which cards are in the deck, how many each gets.

Kept apart from the trick-play state machine because these are the rules
that differ most between variants (RULES.md §1.1 "Deal" and "Next deal").
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence

from cardtable.cards import Card, build_deck
from cardtable.games.cucumber.variants.rules import Ruleset

Draws = tuple[tuple[tuple[int, Card], ...], ...]


def full_pack(rules: Ruleset, players: int) -> list[Card]:
    """Every card of the game, in a fixed order."""
    return build_deck(rules.decks_for(players), rules.jokers)


def available_cards(pack: Sequence[Card], out_of_play: Iterable[Card]) -> list[Card]:
    """The pack minus the cards lying out of play (22's penalty cards), in pack order."""
    remove = Counter(out_of_play)
    if not remove:
        return list(pack)
    out = []
    for c in pack:
        if remove[c]:
            remove[c] -= 1
        else:
            out.append(c)
    return out


def seats_from(seat: int, alive: Sequence[bool], include_self: bool = False) -> list[int]:
    """Alive seats clockwise starting left of ``seat`` (or at it)."""
    n = len(alive)
    start = 0 if include_self else 1
    return [(seat + i) % n for i in range(start, n + start) if alive[(seat + i) % n]]


def next_alive(seat: int, alive: Sequence[bool]) -> int:
    """The next alive seat clockwise after ``seat``."""
    n = len(alive)
    for i in range(1, n + 1):
        s = (seat + i) % n
        if alive[s]:
            return s
    raise ValueError("no seat is alive")


def draw_for_dealer(candidates: Sequence[int], rng: random.Random) -> tuple[int, Draws]:
    """Candidates draw a card each from a shuffled deck: highest rank deals;
    those tied for highest draw again. Returns the dealer and every round."""
    if len(candidates) == 1:
        return candidates[0], ()
    pack = build_deck()
    rng.shuffle(pack)
    rounds: list[tuple[tuple[int, Card], ...]] = []
    drawing = list(candidates)
    while True:
        if len(pack) < len(drawing):
            pack = build_deck()
            rng.shuffle(pack)
        this_round = tuple((seat, pack.pop()) for seat in drawing)
        rounds.append(this_round)
        top = max(c.rank for _, c in this_round)
        drawing = [seat for seat, c in this_round if c.rank == top]
        if len(drawing) == 1:
            return drawing[0], tuple(rounds)


def wanted_hand_size(rules: Ruleset, previous: int | None, loss_points: int | None,
                     available: int, alive: int, deal: int = 1) -> int:
    """How many cards each player should get this deal, before the shortage rule.

    ``previous`` is the last deal's hand size and ``loss_points`` the value of
    the card that lost it (``None`` for the first deal); ``available`` cards
    are in the deck and ``alive`` players take part; ``deal`` counts deals
    from 1 (``down-up`` follows it, so a deal cut short by a short deck
    does not shift the 7, 6, …, 1, 2, … sequence)."""
    if rules.hand_size == "even-split":
        return available // alive
    if rules.hand_size == "down-up":
        return down_up_size(rules.first_hand, deal)
    if previous is None or loss_points is None or rules.hand_size == "fixed":
        return rules.first_hand
    if rules.hand_size == "loser-points":
        size = loss_points
        return min(size, rules.hand_cap) if rules.hand_cap is not None else size
    if rules.hand_size == "decreasing":
        return previous - 1 if previous > 1 else rules.first_hand
    raise ValueError(f"hand size rule {rules.hand_size!r} is not implemented")


def down_up_size(first: int, deal: int) -> int:
    """Deal ``deal`` (from 1) of ``down-up``: ``first``, one fewer each deal
    down to 1, one more each deal back up to ``first``, and down again
    (7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 6, … — a cycle of 12 deals)."""
    period = 2 * (first - 1)
    if period <= 0:
        return first
    step = (deal - 1) % period
    return first - step if step < first else step - first + 2


def deal_cards(deck: Sequence[Card], order: Sequence[int], size: int,
               players: int) -> tuple[list[list[Card]], list[Card]]:
    """Deal ``size`` cards one at a time to each seat of ``order`` from the top
    of ``deck``; returns the hands (indexed by seat) and the stock, top first."""
    hands: list[list[Card]] = [[] for _ in range(players)]
    m = len(order)
    for i in range(size * m):
        hands[order[i % m]].append(deck[i])
    return hands, list(deck[size * m:])
