"""The legal exchanges of a hand as a lazy sequence, in the engine's fixed order.

A hand of 11 different ranks has 2,048 distinct discards, and before this
module every exchange turn built all of them as ``Exchange`` objects — a
quarter of the engine's time in a random-bot game of 22 went there, while
a bot usually needs one of them (``rng.choice`` reads ``len`` and one index)
and the engine none (an exchange is checked directly, see
``CucumberState._is_legal``). :class:`ExchangeOptions` therefore knows how
many options there are and builds option *i* on demand; iterating it builds
them all once, exactly as :func:`plays.exchange_options` orders them (which
stays the definition of that order: records and seeded bots depend on it).

The order: options grow one kind at a time, lowest kind first; after kind
*j* the list is the previous list followed by, for each previous option in
turn, that option plus 1, 2, … cards of kind *j* (while the discard stays
within ``most``). Counting options by length per step is enough to find the
*i*-th without building the others: see :meth:`ExchangeOptions._find`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from cardtable.cards import Card
from cardtable.games.cucumber.actions import Exchange
from cardtable.games.cucumber.plays import exchange_options, group_by_kind


class ExchangeOptions(Sequence[Exchange]):
    """Every legal ``Exchange`` of a hand: discards of up to ``most`` cards,
    only those whose size is in ``sizes`` when given ("exactly k or none")."""

    __slots__ = ("_allowed", "_counts", "_groups", "_hand", "_kind", "_len", "_made", "_most")
    _allowed: list[int] | None
    _counts: list[list[int]] | None

    def __init__(self, hand: Sequence[Card], most: int, kind: dict[Card, int],
                 sizes: Sequence[int] | None = None) -> None:
        self._hand = tuple(hand)
        self._kind = kind
        self._most = most
        self._groups = group_by_kind(hand, kind)
        self._made: list[Exchange] | None = None
        if most >= len(hand) and (sizes is None or len(sizes) == most + 1):
            # Every discard is allowed (22 with a full stock): plain mixed radix.
            self._allowed = self._counts = None
            length = 1
            for group in self._groups:
                length *= len(group) + 1
            self._len = length
            return
        self._allowed = [1 if sizes is None or n in sizes else 0 for n in range(most + 1)]
        # _counts[j][n]: how many options of n cards the list holds after j kinds.
        counts = [[1] + [0] * most]
        for group in self._groups:
            prev = counts[-1]
            cur = list(prev)
            for n in range(most + 1):
                if prev[n]:
                    for p in range(1, min(len(group), most - n) + 1):
                        cur[n + p] += prev[n]
            counts.append(cur)
        self._counts = counts
        self._len = sum(c * w for c, w in zip(counts[-1], self._allowed, strict=True))

    def __len__(self) -> int:
        return self._len

    def __getitem__(self, index):  # type: ignore[override]
        if isinstance(index, slice):
            return list(self)[index]
        if self._made is not None:
            return self._made[index]
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError("exchange option index out of range")
        if self._counts is None:
            return Exchange(self._unconstrained(index))
        cards, _ = self._find(len(self._groups), self._allowed, index)
        return Exchange(cards)

    def __iter__(self) -> Iterator[Exchange]:
        return iter(self._all())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, str):
            return self._all() == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # compared like a list, so unhashable

    def __repr__(self) -> str:
        return repr(self._all())

    def __reduce__(self) -> tuple:
        return (list, (self._all(),))  # crosses threads and processes as a plain list

    def _all(self) -> list[Exchange]:
        """Every option, built once, in the order of ``plays.exchange_options``."""
        if self._made is None:
            options = exchange_options(self._hand, self._most, self._kind)
            allowed = self._allowed
            self._made = ([Exchange(c) for c in options] if allowed is None
                          else [Exchange(c) for c in options if allowed[len(c)]])
        return self._made

    def _unconstrained(self, index: int) -> tuple[Card, ...]:
        """:meth:`_find` when no size limit binds: after kind j the list is
        the previous list (length m), then each previous option with 1..n
        cards of kind j — option ``m + e*n + p - 1`` is option e plus p cards."""
        picks: list[tuple[Card, ...]] = []
        sizes = [len(g) + 1 for g in self._groups]
        lengths = [1]
        for size in sizes[:-1]:
            lengths.append(lengths[-1] * size)
        for j in range(len(self._groups) - 1, -1, -1):
            m = lengths[j]
            if index >= m:
                n = sizes[j] - 1
                index, p = divmod(index - m, n)
                picks.append(tuple(self._groups[j][:p + 1]))
        out: tuple[Card, ...] = ()
        for pick in reversed(picks):
            out += pick
        return out

    def _find(self, j: int, weight: list[int], index: int) -> tuple[tuple[Card, ...], int]:
        """The option at ``index`` of the list after ``j`` kinds, where each
        option of n cards takes ``weight[n]`` places; also the place within it.

        The list after kind j is (a) the list after j-1 kinds, then (b) for
        each of its options, that option plus 1, 2, … cards of kind j. Part
        (b) is the list after j-1 kinds again, each option weighing the sum
        of the weights of its extensions, so both parts recurse on j-1."""
        if j == 0:
            return (), index
        most = self._most
        prev = self._counts[j - 1]
        first = sum(c * w for c, w in zip(prev, weight, strict=True))
        if index < first:
            return self._find(j - 1, weight, index)
        group = self._groups[j - 1]
        size = len(group)
        grown = [sum(weight[n + 1:n + 1 + min(size, most - n)]) for n in range(most + 1)]
        base, offset = self._find(j - 1, grown, index - first)
        n = len(base)
        for p in range(1, min(size, most - n) + 1):
            if offset < weight[n + p]:
                return base + tuple(group[:p]), offset
            offset -= weight[n + p]
        raise AssertionError("exchange option counts are inconsistent")
