"""The exact stage-2 solver: how many tricks each side takes with both hands open.

Once the stock is gone every card the expert has not seen is in the other
hand (RULES.md §2), so stage 2 is a two-hand double-dummy problem and can
be played perfectly. The search works on trick boundaries: a position is
(leader's hand, follower's hand) as two 52-bit masks, its value the number
of remaining tricks the leader takes under best play by both.

What makes it fast enough in pure Python:

* **alpha-beta** over the two plies of each trick, fail-soft, with
  **transposition table** bounds keyed by the two masks (the leader is
  always the first mask, so the key needs no side bit); the table is kept
  between calls for the same declaration, and since it holds only proven
  bounds the answers never depend on what is cached;
* **equivalent cards**: two cards of one hand in one effective suit with no
  card of the other hand between them do exactly the same work, so only one
  of each run is tried (supers have equal power and stay in their runs);
* **move ordering**: the leader tries the top of each suit first (leads
  that win), a follower its cheapest winning card, then its lowest card.

``tests/ai/supertrump/test_solver.py`` compares it with plain minimax on
random endgames; :func:`benchmark` measures positions per second.
"""

from __future__ import annotations

import random
import time

from cardtable.ai.supertrump.model import Trumps, bits

#: Stop growing the table past this many entries (it is cleared, not trimmed).
TT_LIMIT = 400_000


class Solver:
    """Double-dummy stage-2 solver for one declaration (trump suit, super rank)."""

    def __init__(self, trumps: Trumps) -> None:
        self.t = trumps
        self.tt: dict[int, tuple[int, int]] = {}
        self.nodes = 0
        self._eff = trumps.eff
        self._power = trumps.power
        self._suit_mask = trumps.suit_mask
        self._by_power = trumps.by_power
        self._trump = trumps.trump
        self._trump_mask = trumps.trump_mask
        self._super_mask = trumps.super_mask
        self._plain = tuple(x for x in range(4) if x != trumps.trump)
        self._key_parts = tuple(m & ~trumps.super_mask for m in trumps.suit_mask)

    # -- move generation -------------------------------------------------

    def _runs(self, hand: int, other: int, suits: range | tuple[int, ...]) -> list[list[int]]:
        """Per effective suit in ``suits``: one card per run of ``hand`` unbroken by
        ``other``, weakest run first (the top card of each run).

        Within a suit card indices rise with power; the supers (equal, on top
        of the trump suit) are one run of the hand's, whichever suits they
        are printed in, so that positions differing only in which super each
        hand holds search alike (they share a transposition-table entry)."""
        out: list[list[int]] = []
        live = hand | other
        for s in suits:
            sm = self._suit_mask[s]
            if not hand & sm:
                continue
            reps: list[int] = []
            last = -1
            x = live & sm & ~self._super_mask
            while x:
                low = x & -x
                x ^= low
                if hand & low:
                    last = low.bit_length() - 1
                elif last >= 0:
                    reps.append(last)
                    last = -1
            if s == self._trump and live & self._super_mask:
                # Supers are equal, whatever their printed suit: the hand's form one
                # run, which joins the top trumps' only if the other hand holds no
                # super (a super it holds beats a led trump, not a led super).
                mine = hand & self._super_mask
                if last >= 0 and (not mine or other & self._super_mask):
                    reps.append(last)
                    last = -1
                if mine:
                    last = mine.bit_length() - 1
            if last >= 0:
                reps.append(last)
            out.append(reps)
        return out

    def leads(self, hand: int, other: int) -> list[int]:
        """Candidate leads, one per equivalence class: sure winners first (the top
        card of a suit the other hand must follow, or cannot trump), then the
        other tops, then the lower runs."""
        sure: list[int] = []
        tops: list[int] = []
        rest: list[int] = []
        other_trumps = other & self._trump_mask
        for s, reps in zip(self._suits_of(hand), self._runs(hand, other, range(4)), strict=True):
            top = reps[-1]
            follows = other & self._suit_mask[s]
            if (not follows or self._power[top] > self._top_power(follows, s)) and (
                    follows or s == self._trump or not other_trumps):
                sure.append(top)
            else:
                tops.append(top)
            rest.extend(reps[:-1])
        return sure + tops + rest

    def _suits_of(self, hand: int) -> list[int]:
        return [s for s in range(4) if hand & self._suit_mask[s]]

    def _top_power(self, m: int, s: int) -> int:
        if s == self._trump and m & self._super_mask:
            return 100
        return self._power[m.bit_length() - 1]

    def replies(self, hand: int, other: int, lead: int) -> list[int]:
        """Candidate follows to ``lead`` (``other`` = the leader's hand with the lead),
        cheapest winner first, then the cheapest loser, then the rest."""
        suit = self._suit_mask[self._eff[lead]]
        legal = hand & suit
        suits: range | tuple[int, ...] = (self._eff[lead],) if legal else range(4)
        cands = [c for reps in self._runs(hand, other, suits) for c in reps]
        if len(cands) <= 1:
            return cands
        win = self.t.follower_wins
        power = self._power
        winners = sorted((c for c in cands if win(lead, c)), key=power.__getitem__)
        losers = sorted((c for c in cands if not win(lead, c)), key=power.__getitem__)
        if winners:
            return winners[:1] + losers[:1] + winners[1:] + losers[1:]
        return losers

    # -- search ----------------------------------------------------------

    def _key(self, lead_hand: int, foll_hand: int) -> int:
        """The position up to relabelling: per effective suit, who holds each live
        card in power order (supers as two counts, being equal). Positions that
        differ only in which cards are gone play alike, so they share an entry."""
        live = lead_hand | foll_hand
        key = 1
        for x in self._key_parts:
            x &= live
            key = (key << 4) | x.bit_count()
            while x:
                low = x & -x
                x ^= low
                key = (key << 1) | (1 if lead_hand & low else 0)
        sm = self._super_mask
        return (key << 6) | ((lead_hand & sm).bit_count() << 3) | (foll_hand & sm).bit_count()

    def bounds(self, lead_hand: int, foll_hand: int) -> tuple[int, int]:
        """Cheap (lower, upper) bounds on the leader's tricks from sure winners.

        A trump above every trump of the other hand wins whenever it is
        played, so it is a sure trick for either side. A plain master (above
        all the follower's cards of its suit) wins when led while the
        follower still holds that suit. If the leader's top trumps outnumber
        the follower's trumps, leading them draws those trumps, after which
        every leader trump and every plain master wins when led."""
        n = lead_hand.bit_count()
        tm, sm = self._trump_mask, self._super_mask
        lt, ft = lead_hand & tm, foll_hand & tm
        sure_l = _above(lt, ft, sm, tm)
        sure_f = _above(ft, lt, sm, tm)
        cash = follow = 0
        for x in self._plain:
            sm_x = self._suit_mask[x]
            fs = foll_hand & sm_x
            mine = lead_hand & sm_x
            if fs:
                masters = (mine & ~((2 << (fs.bit_length() - 1)) - 1)).bit_count()
                cash += masters
                follow += min(masters, fs.bit_count())
            else:
                cash += mine.bit_count()
        # Masters of a suit the follower still holds win while it must follow.
        lower = sure_l + follow
        if sure_l >= ft.bit_count():
            lower = max(lower, lt.bit_count() + cash)
        return lower, n - sure_f

    def _ge(self, lead_hand: int, foll_hand: int, k: int) -> bool:
        """Does the leader take at least ``k`` of the remaining tricks?"""
        self.nodes += 1
        if lead_hand & (lead_hand - 1) == 0:
            a = lead_hand.bit_length() - 1
            b = foll_hand.bit_length() - 1
            v = 0 if self.t.follower_wins(a, b) else 1
            return v >= k
        key = self._key(lead_hand, foll_hand)
        entry = self.tt.get(key)
        if entry is None:
            lo, hi = self.bounds(lead_hand, foll_hand)
        else:
            lo, hi = entry
        if k <= lo:
            return True
        if k > hi:
            return False
        n = lead_hand.bit_count()
        win = self.t.follower_wins
        ge = self._ge
        result = False
        for a in self.leads(lead_hand, foll_hand):
            rest = lead_hand ^ (1 << a)
            for b in self.replies(foll_hand, lead_hand, a):
                f2 = foll_hand ^ (1 << b)
                if ge(f2, rest, n - k) if win(a, b) else not ge(rest, f2, k - 1):
                    break
            else:
                result = True
                break
        if result:
            lo = k
        else:
            hi = k - 1
        if len(self.tt) >= TT_LIMIT:
            self.tt.clear()
        self.tt[key] = (lo, hi)
        return result

    def value(self, lead_hand: int, foll_hand: int) -> int:
        """Exact tricks the leader takes from this trick boundary."""
        if not lead_hand:
            return 0
        entry = self.tt.get(self._key(lead_hand, foll_hand))
        lo, hi = entry if entry is not None else self.bounds(lead_hand, foll_hand)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self._ge(lead_hand, foll_hand, mid):
                lo = mid
            else:
                hi = mid - 1
        return lo

    def best_lead(self, mine: int, theirs: int, order: list[int]) -> int:
        """The first card of ``order`` (all of ``mine``, preferred first) whose
        lead keeps the position's value: an optimal lead."""
        target = self.value(mine, theirs)
        n = mine.bit_count()
        win = self.t.follower_wins
        for a in order:
            rest = mine ^ (1 << a)
            for b in self.replies(theirs, mine, a):
                f2 = theirs ^ (1 << b)
                if self._ge(f2, rest, n - target) if win(a, b) else not self._ge(
                        rest, f2, target - 1):
                    break
            else:
                return a
        raise AssertionError("no lead reaches the position's value")

    def after_trick(self, lead: int, follow: int, rest_lead: int,
                    rest_foll: int) -> tuple[int, int]:
        """(leader's, follower's) tricks from the trick ``lead``/``follow`` to the end."""
        n = rest_lead.bit_count()
        if self.t.follower_wins(lead, follow):
            v = self.value(rest_foll, rest_lead)
            return n - v, v + 1
        v = self.value(rest_lead, rest_foll)
        return v + 1, n - v

    def lead_values(self, mine: int, theirs: int) -> dict[int, int]:
        """For every card of ``mine`` as a lead: the tricks I take (all remaining)."""
        out: dict[int, int] = {}
        for a in bits(mine):
            rest = mine ^ (1 << a)
            worst = 99
            for b in bits(self.t.follows(theirs, a)):
                mine_tricks, _ = self.after_trick(a, b, rest, theirs ^ (1 << b))
                worst = min(worst, mine_tricks)
            out[a] = worst
        return out

    def follow_values(self, mine: int, theirs: int, lead: int) -> dict[int, int]:
        """For every legal follow of ``mine`` to ``lead`` (already out of ``theirs``):
        the tricks I take, this one included."""
        out: dict[int, int] = {}
        for b in bits(self.t.follows(mine, lead)):
            _, mine_tricks = self.after_trick(lead, b, theirs, mine ^ (1 << b))
            out[b] = mine_tricks
        return out


def _above(mine: int, theirs: int, supers: int, trumps: int) -> int:
    """How many trumps of ``mine`` beat every trump of ``theirs`` (supers tie)."""
    if not mine:
        return 0
    if not theirs:
        return mine.bit_count()
    if theirs & supers:
        return 0
    plain_trumps = mine & trumps & ~supers
    return (mine & supers).bit_count() + (
        plain_trumps & ~((2 << (theirs.bit_length() - 1)) - 1)).bit_count()


def random_endgame(rng: random.Random, size: int) -> tuple[Trumps, int, int]:
    """A random declaration and two disjoint hands of ``size`` cards each."""
    trumps = Trumps(rng.randrange(4), rng.randrange(2, 15))
    cards = rng.sample(range(52), 2 * size)
    a = sum(1 << c for c in cards[:size])
    b = sum(1 << c for c in cards[size:])
    return trumps, a, b


def benchmark(size: int = 13, positions: int = 20, seed: int = 1) -> dict[str, float]:
    """Solve ``positions`` random ``size``-card endgames from scratch (fresh table each):
    positions/s, nodes/s and the slowest solve, for the benchmark report."""
    rng = random.Random(seed)
    nodes = 0
    slowest = 0.0
    start = time.perf_counter()
    for _ in range(positions):
        trumps, a, b = random_endgame(rng, size)
        solver = Solver(trumps)
        t0 = time.perf_counter()
        solver.value(a, b)
        slowest = max(slowest, time.perf_counter() - t0)
        nodes += solver.nodes
    elapsed = time.perf_counter() - start
    return {"size": size, "positions": positions, "positions_per_s": positions / elapsed,
            "nodes_per_s": nodes / elapsed, "mean_nodes": nodes / positions,
            "slowest_s": slowest}
