"""Which plays are legal: pure functions over hands sorted low to high.

Hands are plain lists kept sorted by (kind, suit order), lowest first, so
"the lowest N" is simply ``hand[:n]`` and a heading play can be found by
walking kinds downwards. Every enumeration yields one play per distinct
*multiset of kinds* (not per suit), choosing concrete cards canonically —
the first cards of each kind in hand order.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.cards import Card
from cardtable.games.cucumber.values import CardValues

Cards = tuple[Card, ...]


def group_by_kind(hand: Sequence[Card], kind: dict[Card, int]) -> list[list[Card]]:
    """Consecutive groups of same-kind cards of a sorted hand, lowest kind first."""
    groups: list[list[Card]] = []
    last = None
    for c in hand:
        k = kind[c]
        if k != last:
            groups.append([c])
            last = k
        else:
            groups[-1].append(c)
    return groups


def strengths_desc(cards: Sequence[Card], strength: dict[Card, int]) -> tuple[int, ...]:
    """The strengths of ``cards``, highest first (how sets are compared)."""
    return tuple(sorted((strength[c] for c in cards), reverse=True))


def heads(cards: Sequence[Card], target: Sequence[int], allow_equal: bool,
          strength: dict[Card, int]) -> bool:
    """Does ``cards`` head ``target`` (strengths, highest first)? Position by
    position, high to low, each card must be ≥ (or >) the target's card."""
    return strengths_head(strengths_desc(cards, strength), target, allow_equal)


def strengths_head(mine: Sequence[int], target: Sequence[int], allow_equal: bool) -> bool:
    """:func:`heads` for strengths already sorted highest first (the engine
    has them at hand when a card is played)."""
    if len(mine) == 1 == len(target):
        return mine[0] >= target[0] if allow_equal else mine[0] > target[0]
    if allow_equal:
        return all(m >= t for m, t in zip(mine, target, strict=True))
    return all(m > t for m, t in zip(mine, target, strict=True))


def is_lowest(cards: Sequence[Card], hand: Sequence[Card], strength: dict[Card, int]) -> bool:
    """Are ``cards`` the lowest ``len(cards)`` of ``hand`` (suits do not matter)?"""
    n = len(cards)
    return sorted(strength[c] for c in cards) == [strength[c] for c in hand[:n]]


def lead_options(hand: Sequence[Card], sets: bool, values: CardValues) -> list[Cards]:
    """Every distinct lead: each kind alone, and with ``sets`` 2+ cards of one
    kind that still leave at least one card in hand (RULES.md T9)."""
    out: list[Cards] = []
    room = len(hand) - 1
    for group in group_by_kind(hand, values.kind):
        out.append((group[0],))
        if sets:
            for size in range(2, min(len(group), room) + 1):
                out.append(tuple(group[:size]))
    return out


def heading_options(hand: Sequence[Card], target: Sequence[int], allow_equal: bool,
                    values: CardValues) -> list[Cards]:
    """Every distinct play of ``len(target)`` cards that heads ``target``.

    Cards are chosen high to low: the i-th card must reach ``target[i]`` and
    be no higher than the card before it, so each multiset appears once.
    """
    groups = group_by_kind(hand, values.kind)
    groups.reverse()  # highest kind first
    strength = values.strength
    k = len(target)
    if k == 1:  # the common case, without the walk: one card of each high enough kind
        need = target[0]
        out1: list[Cards] = []
        for g in groups:
            s = strength[g[0]]
            if s < need or (s == need and not allow_equal):
                break
            out1.append((g[0],))
        return out1
    tops = [strength[g[0]] for g in groups]
    out: list[Cards] = []
    picked: list[Card] = []

    def walk(pos: int, gi: int, used: int) -> None:
        if pos == k:
            out.append(tuple(picked))
            return
        need = target[pos]
        for g in range(gi, len(groups)):
            s = tops[g]
            if s < need or (s == need and not allow_equal):
                return  # groups only get lower from here
            taken = used if g == gi else 0
            if taken < len(groups[g]):
                picked.append(groups[g][taken])
                walk(pos + 1, g, taken + 1)
                picked.pop()

    walk(0, 0, 0)
    return out


def exchange_options(hand: Sequence[Card], most: int, kind: dict[Card, int]) -> list[Cards]:
    """Every distinct discard of 0 to ``most`` cards (one per multiset of kinds).

    Built breadth-first, one kind at a time: a hand of 11 different ranks has
    2,048 discards, and this runs once per player per deal, so it is kept to
    plain tuple concatenation."""
    options: list[Cards] = [()]
    for group in group_by_kind(hand, kind):
        prefixes = [tuple(group[:n]) for n in range(1, len(group) + 1)]
        grown = list(options)
        for opt in options:
            room = most - len(opt)
            for prefix in prefixes[:room]:
                grown.append(opt + prefix)
        options = grown
    return options


def trick_winner(plays: Sequence[tuple[int, Sequence[Card]]], strength: dict[Card, int]) -> int:
    """The seat that played the highest card; among equals, the last played."""
    best = -1
    winner = plays[0][0]
    for seat, cards in plays:
        for c in cards:
            s = strength[c]
            if s >= best:
                best = s
                winner = seat
    return winner
