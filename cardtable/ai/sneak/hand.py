"""Hand analysis for the Sneak bots: the best sets a hand can show, fast.

Every bot decision asks the same few questions many times — "what is the
strongest k-card set in this hand?" (a sneak or a sneak challenge), "what is
my best answer of the led type?" (a flaunt challenge), "which sets could I
lead?" — and the expert asks them again for every imagined opponent hand.
Enumerating subsets would be exponential, so each question is answered
directly from the hand grouped by rank and by suit: combo types are tried
strongest first and the first that exists is the best (combos.py orders
sets by type, then by ranks from the top). The answers are checked against
``combos.sneak_key`` / ``flaunt_key`` in the tests, so the engine stays the
single source of truth for what beats what.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.cards import Card
from cardtable.games.sneak.combos import ComboType, classify

ACE = 14


def _by_rank(hand: Sequence[Card]) -> dict[int, list[Card]]:
    out: dict[int, list[Card]] = {}
    for c in hand:
        out.setdefault(int(c.rank), []).append(c)
    return out


def _by_suit(hand: Sequence[Card]) -> dict[object, list[Card]]:
    out: dict[object, list[Card]] = {}
    for c in hand:
        out.setdefault(c.suit, []).append(c)
    return out


def _best_run(cards: Sequence[Card], k: int) -> list[Card] | None:
    """The highest run of ``k`` consecutive ranks among ``cards`` (ace high or
    low, no wrap), one card per rank; ``None`` if there is none."""
    if not 2 <= k <= 13:  # 14 would need the ace at both ends (no wrap-around)
        return None
    first: dict[int, Card] = {}
    for c in cards:
        first.setdefault(int(c.rank), c)
    if ACE in first:
        first[1] = first[ACE]
    if len(first) < k:
        return None
    for top in range(ACE, k - 1, -1):
        if all(r in first for r in range(top, top - k, -1)):
            return [first[r] for r in range(top, top - k, -1)]
    return None


def _top(cards: Sequence[Card], k: int) -> list[Card]:
    return sorted(cards, key=lambda c: (-int(c.rank), c.index))[:k]


def _best_match(by_rank: dict[int, list[Card]], k: int) -> list[Card] | None:
    for r in sorted(by_rank, reverse=True):
        if len(by_rank[r]) >= k:
            return by_rank[r][:k]
    return None


def _best_flush(by_suit: dict[object, list[Card]], k: int) -> list[Card] | None:
    best: list[Card] | None = None
    best_key: list[int] = []
    for cards in by_suit.values():
        if len(cards) >= k:
            top = _top(cards, k)
            key = [int(c.rank) for c in top]
            if best is None or key > best_key:
                best, best_key = top, key
    return best


def _best_straight_flush(by_suit: dict[object, list[Card]], k: int) -> list[Card] | None:
    best: list[Card] | None = None
    for cards in by_suit.values():
        if len(cards) >= k:
            run = _best_run(cards, k)
            if run is not None and (best is None or _run_top(run) > _run_top(best)):
                best = run
    return best


def _run_top(run: Sequence[Card]) -> int:
    """The top rank of a run from ``_best_run`` (listed top first; an ace-low
    run such as 3-2-A starts with its 3, so the first card is the top)."""
    return int(run[0].rank)


def best_sneak_set(hand: Sequence[Card], k: int) -> list[Card]:
    """The strongest ``k``-card set of ``hand`` as a sneak (or sneak challenge) is judged."""
    if k <= 1:
        return [max(hand, key=lambda c: (int(c.rank), -c.index))]
    by_rank = _by_rank(hand)
    found = _best_match(by_rank, k)
    if found is None:
        by_suit = _by_suit(hand)
        found = (_best_straight_flush(by_suit, k) or _best_run(hand, k)
                 or _best_flush(by_suit, k))
    return found if found is not None else _top(hand, k)


def best_of_type(hand: Sequence[Card], kind: ComboType, k: int,
                 suit: object = None) -> list[Card] | None:
    """The strongest ``k``-card set of ``hand`` that reads as ``kind`` (a flaunt
    answer is judged only as the led type); ``suit`` for a single card."""
    if kind is ComboType.SINGLE:
        same = [c for c in hand if c.suit is suit]
        return [max(same, key=lambda c: int(c.rank))] if same else None
    if kind is ComboType.MATCH:
        return _best_match(_by_rank(hand), k)
    if kind is ComboType.STRAIGHT_FLUSH:
        return _best_straight_flush(_by_suit(hand), k)
    if kind is ComboType.STRAIGHT:
        return _best_run(hand, k)
    if kind is ComboType.FLUSH:
        return _best_flush(_by_suit(hand), k)
    return _top(hand, k) if len(hand) >= k else None


def lead_candidates(hand: Sequence[Card], max_size: int) -> list[list[Card]]:
    """Distinct sets worth leading: each combo type's best set at every size up
    to ``max_size`` (largest first within a type), plus the best single card of
    each suit. A short list, so bots can judge every entry."""
    out: list[list[Card]] = []
    seen: set[tuple[int, ...]] = set()

    def add(cards: list[Card] | None) -> None:
        if cards:
            key = tuple(sorted(c.index for c in cards))
            if key not in seen:
                seen.add(key)
                out.append(cards)

    by_rank, by_suit = _by_rank(hand), _by_suit(hand)
    for k in range(min(max_size, len(hand)), 1, -1):
        add(_best_match(by_rank, k))
        add(_best_straight_flush(by_suit, k))
        add(_best_run(hand, k))
        add(_best_flush(by_suit, k))
    for cards in by_suit.values():
        add([max(cards, key=lambda c: int(c.rank))])
    return out


def junk_set(hand: Sequence[Card], k: int) -> list[Card]:
    """The ``k`` cards a bluffer gives up most cheaply: the lowest ones, sparing
    cards that belong to a pair or better so real combos stay in hand."""
    by_rank = _by_rank(hand)
    return sorted(hand, key=lambda c: (len(by_rank[int(c.rank)]) > 1, int(c.rank),
                                       c.index))[:k]


def is_combo(cards: Sequence[Card]) -> bool:
    """A set of 2+ cards that forms a combo (what a 'real' sneak holds)."""
    return len(cards) >= 2 and classify(cards).type is not ComboType.NONE


__all__ = ["best_of_type", "best_sneak_set", "is_combo", "junk_set", "lead_candidates"]
