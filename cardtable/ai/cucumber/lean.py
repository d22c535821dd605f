"""A lean, search-only model of one deal's trick play, over card *kinds* (ints).

The engine (``games/cucumber``) is the authority on the rules; it carries a
record log, events and concrete cards, which search does not need. Search
plays thousands of deals per decision, so this module replays just the
tricks of one deal with plain lists of ints, following the same rules
(``plays.py`` and ``state.py``): set or single leads, ``lead_lowest``,
heading against the previous card or the best set, ``≥``/``>``,
compulsory heading, both ace rules, ace-low last trick, all-lose or
last-loses ties, multipliers and contra. ``tests/ai/test_lean.py`` checks
that it offers exactly the engine's plays and scores the same losers.

A kind is ``strength * 64 + points`` (``values.CardValues.kind``): sorting
kinds sorts by strength, ``kind >> 6`` is the strength, ``kind & 63`` the
points.
"""

from __future__ import annotations

from functools import lru_cache

ACE = 14


class LeanRules:
    """The rule switches the trick play needs, read once per ``Ruleset``."""

    __slots__ = ("ace_low_last", "ace_rule", "all_lose", "allow_equal", "elim_at", "elim_over",
                 "exact_reset", "lead_lowest", "must_beat", "sets", "target_highest")

    def __init__(self, rules) -> None:
        self.sets = rules.lead == "sets"
        self.lead_lowest = rules.lead_lowest
        self.target_highest = rules.follow_target == "highest"
        self.allow_equal = rules.follow_allow_equal
        self.must_beat = rules.follow_must_beat
        self.ace_rule = rules.ace_rule
        self.ace_low_last = rules.ace_low_in_last_trick
        self.all_lose = rules.last_trick_ties == "all-lose"
        self.elim_at = rules.elimination_at
        self.elim_over = rules.elimination_when == "over"
        self.exact_reset = rules.exact_reset

    def out(self, total: int) -> bool:
        return total > self.elim_at if self.elim_over else total >= self.elim_at


@lru_cache(maxsize=64)
def lean_rules(rules) -> LeanRules:
    return LeanRules(rules)


def last_strength(kind: int, lr: LeanRules) -> int:
    s = kind >> 6
    return 1 if lr.ace_low_last and s == ACE else s


def heads(mine: tuple[int, ...], target: tuple[int, ...], allow_equal: bool) -> bool:
    """Strength tuples, highest first: does ``mine`` head ``target``?"""
    if len(target) == 1:  # the common case, without the generator
        return mine[0] >= target[0] if allow_equal else mine[0] > target[0]
    if allow_equal:
        return all(m >= t for m, t in zip(mine, target, strict=False))
    return all(m > t for m, t in zip(mine, target, strict=False))


def desc(cards) -> tuple[int, ...]:
    if len(cards) == 1:
        return (cards[0] >> 6,)
    return tuple(sorted((k >> 6 for k in cards), reverse=True))


def lead_options(hand: list[int], lr: LeanRules) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []
    room = len(hand) - 1
    i, n = 0, len(hand)
    while i < n:
        k = hand[i]
        j = i
        while j < n and hand[j] == k:
            j += 1
        out.append((k,))
        if lr.sets:
            for size in range(2, min(j - i, room) + 1):
                out.append((k,) * size)
        if lr.lead_lowest:
            break
        i = j
    return out


def heading_options(hand: list[int], target: tuple[int, ...],
                    allow_equal: bool) -> list[tuple[int, ...]]:
    """Every distinct set of ``len(target)`` kinds from ``hand`` heading ``target``."""
    k = len(target)
    if k == 1:
        t = target[0]
        out = []
        last = -1
        for c in reversed(hand):
            s = c >> 6
            if s < t or (s == t and not allow_equal):
                break
            if c != last:
                out.append((c,))
                last = c
        return out
    groups: list[list[int]] = []  # [kind, count], highest first
    for c in reversed(hand):
        if groups and groups[-1][0] == c:
            groups[-1][1] += 1
        else:
            groups.append([c, 1])
    out2: list[tuple[int, ...]] = []
    picked: list[int] = []

    def walk(pos: int, gi: int, used: int) -> None:
        if pos == k:
            out2.append(tuple(picked))
            return
        need = target[pos]
        for g in range(gi, len(groups)):
            kind, count = groups[g]
            s = kind >> 6
            if s < need or (s == need and not allow_equal):
                return
            taken = used if g == gi else 0
            if taken < count:
                picked.append(kind)
                walk(pos + 1, g, taken + 1)
                picked.pop()

    walk(0, 0, 0)
    return out2


class Deal:
    """The trick play of one deal in progress (hands of kinds, sorted low to high)."""

    __slots__ = ("alive", "best", "contra_by", "hands", "hidden", "leader", "lr", "mult",
                 "n_alive", "players", "previous", "scores", "trick", "turn")

    def __init__(self, lr: LeanRules, hands: list[list[int]], alive: list[bool], leader: int,
                 scores: list[int], mult: list[int] | None = None,
                 contra_by: int | None = None) -> None:
        self.lr = lr
        self.hands = hands
        self.alive = alive
        self.players = len(alive)
        self.n_alive = sum(alive)
        self.leader = leader
        self.turn = leader
        self.trick: list[tuple[int, tuple[int, ...]]] = []
        self.best: tuple[int, ...] = ()
        self.previous: tuple[int, ...] = ()
        self.scores = scores
        self.mult = mult or [1] * len(alive)
        self.contra_by = contra_by
        #: strengths of the cards in no hand and not played (stock, discards), sorted:
        #: what a seat counts as unseen besides the other hands (``normal.play_policy``)
        self.hidden: list[int] = []

    def copy(self) -> Deal:
        d = object.__new__(Deal)
        d.lr = self.lr
        d.hands = [list(h) for h in self.hands]
        d.alive = self.alive
        d.players = self.players
        d.n_alive = self.n_alive
        d.leader = self.leader
        d.turn = self.turn
        d.trick = list(self.trick)
        d.best = self.best
        d.previous = self.previous
        d.scores = self.scores
        d.mult = self.mult
        d.contra_by = self.contra_by
        d.hidden = self.hidden
        return d

    def set_trick(self, trick: list[tuple[int, tuple[int, ...]]]) -> None:
        """Start from a trick already partly played (recomputes best/previous/turn)."""
        self.trick = []
        self.best = ()
        self.previous = ()
        self.turn = self.leader
        for seat, cards in trick:
            mine = desc(cards)
            if not self.trick or heads(mine, self.target(), self.lr.allow_equal):
                self.best = mine
            self.previous = mine
            self.trick.append((seat, cards))
            self.turn = self.next_alive(seat)

    def next_alive(self, seat: int) -> int:
        n = self.players
        alive = self.alive
        for i in range(1, n + 1):
            s = (seat + i) % n
            if alive[s]:
                return s
        raise ValueError("no seat is alive")

    def target(self) -> tuple[int, ...]:
        if len(self.best) == 1 and not self.lr.target_highest:
            return self.previous
        return self.best

    def options(self) -> list[tuple[int, ...]]:
        hand = self.hands[self.turn]
        lr = self.lr
        if not self.trick:
            if len(hand) == 1:
                return [(hand[0],)]
            return lead_options(hand, lr)
        target = self.target()
        k = len(target)
        lowest = tuple(hand[:k])
        if lr.ace_rule == "lowest-after-ace" and any(c >> 6 == ACE for c in self.trick[-1][1]):
            return [lowest]
        options = heading_options(hand, target, lr.allow_equal)
        if (not options or not lr.must_beat) and not heads(desc(lowest), target, lr.allow_equal):
            options.append(lowest)
        if lr.ace_rule == "one-ace-per-trick" and any(
                c >> 6 == ACE for _, cs in self.trick for c in cs):
            options = [o for o in options if not any(c >> 6 == ACE for c in o)] or [lowest]
        return options

    def play(self, cards: tuple[int, ...]) -> list[tuple[int, int]] | None:
        """Play for the seat to move; returns the last trick's shown cards at the deal end."""
        seat = self.turn
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
        mine = desc(cards)
        one_ace = self.lr.ace_rule == "one-ace-per-trick"
        if one_ace and hand and self.trick and _has_ace(cards) and any(
                _has_ace(cs) for _, cs in self.trick):
            pass  # a forced second ace: not heading, never the card to beat (as the engine)
        else:
            if not self.trick or heads(mine, self.target(), self.lr.allow_equal):
                self.best = mine
            self.previous = mine
        self.trick.append((seat, cards))
        if len(self.trick) < self.n_alive:
            self.turn = self.next_alive(seat)
            return None
        if not hand:
            return [(s, cs[0]) for s, cs in self.trick]
        best = -1
        winner = self.trick[0][0]
        seen = False
        for s, cs in self.trick:
            for c in cs:
                if seen and c >> 6 == ACE:
                    continue  # the first ace keeps the trick
                if c >> 6 >= best:
                    best = c >> 6
                    winner = s
            seen = seen or (one_ace and _has_ace(cs))
        self.trick = []
        self.best = ()
        self.previous = ()
        self.leader = winner
        self.turn = winner
        return None

    def result(self, shown: list[tuple[int, int]]) -> tuple[list[int], dict[int, int]]:
        """Losers and the change of every touched total (``last-loses`` reductions too)."""
        lr = self.lr
        top = max(last_strength(c, lr) for _, c in shown)
        tied = [(s, c) for s, c in shown if last_strength(c, lr) == top]
        if not lr.all_lose and len(tied) > 1:
            scorers, reducers = tied[-1:], tied[:-1]
        else:
            scorers, reducers = tied, []
        delta: dict[int, int] = {}
        for s, c in scorers:
            factor = 1 if self.contra_by is None else (4 if self.contra_by == s else 2)
            delta[s] = (c & 63) * self.mult[s] * factor
        for s, c in reducers:
            delta[s] = -min(self.scores[s], c & 63)
        return [s for s, _ in scorers], delta


def _has_ace(cards: tuple[int, ...]) -> bool:
    return any(c >> 6 == ACE for c in cards)
