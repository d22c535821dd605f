"""Can a game that keeps penalty cards out of the deck run out of cards?

22 (and any variant with ``penalty_cards_out``) puts every loser's card in
front of them for the rest of the game, so the deck shrinks by at least one
card a deal. A deal needs a card for every player still in; a threshold set
too high for the table (``elimination_at=100`` with 4 players and one deck)
lets the deck run dry before anyone is out, and the game could not go on.
Such rules are refused before the first card is dealt, with the largest
threshold that is safe, rather than failing at deal 43.

The bound is worst case, so no legal game can ever run short:

* A seat still in at the start of a deal has a total of at most
  ``limit`` (threshold − 1, or the threshold itself when only going *over*
  it eliminates), and each of its marker cards added at least its own
  value to that total (doubles and contras only add more). Every card is
  assumed able to lose a last trick (ties let even a 2 score).
* So the markers of the seats are disjoint sets of cards, each set worth at
  most ``limit``: at most as many cards as the cheapest ones that can be
  packed into one bin of size ``limit`` per seat. A seat that is out holds
  one card more than it could while in, but needs no card dealt, so the
  worst moment is a deal with every seat still in: the deck must hold
  ``markers + players`` cards.
* A rescue (buy-in, free reset, re-entry) happens once per seat: its card
  that went over stays out (one more card, any value) and a reset total
  may refill a second bin. Multipliers only raise totals, so they are
  ignored.
* Rules that *lower* a total again and again (an exact reset, or tied last
  cards where the last loses and the others subtract) give no bound below
  the whole deck: they are refused with penalty cards kept out.
"""

from __future__ import annotations

from bisect import bisect_right
from functools import lru_cache
from itertools import accumulate

from cardtable.games.cucumber import dealing
from cardtable.games.cucumber.values import values_for
from cardtable.games.cucumber.variants.rules import Problem, Ruleset, _p

#: Search steps the exact packing check may take before it assumes the worst
#: (keeps the setup dialog quick: at most a few tens of milliseconds a check).
PACKING_BUDGET = 3_000


def deck_problems(rules: Ruleset, players: int) -> list[Problem]:
    """Why ``rules`` with ``players`` could run out of cards (empty: it never can).

    Call only for rules that are otherwise valid for ``players``."""
    if not rules.penalty_cards_out:
        return []
    if rules.exact_reset is not None:
        return [_p("penalty-out-reset",
                   "Penalty cards cannot be kept out of the deck together with an exact "
                   "reset: totals can go back to 0 again and again, so the cards could run "
                   "out before the game ends.")]
    if rules.last_trick_ties == "last-loses":
        return [_p("penalty-out-last-loses",
                   "Penalty cards cannot be kept out of the deck when tied last cards "
                   "subtract points: totals can go down again, so the cards could run out "
                   "before the game ends.")]
    most = max_threshold(rules, players)
    if rules.elimination_at <= most:
        return []
    if most < 1:
        return [_p("penalty-out-none",
                   f"With {players} players and penalty cards kept out, no threshold is safe: "
                   "the cards could run out. Use more decks or let penalty cards go back into "
                   "the deck.", players=players)]
    return [_p("penalty-out-threshold",
               f"With {players} players and penalty cards kept out, the threshold can be at "
               f"most {most}: a higher one could use up the cards before the game ends.",
               players=players, most=most)]


@lru_cache(maxsize=256)
def max_threshold(rules: Ruleset, players: int) -> int:
    """The largest ``elimination_at`` that can never run the deck out (0: none can).

    Ignores the threshold ``rules`` has; only meaningful with penalty cards out."""
    costs = _card_costs(rules, players)
    total = len(costs)
    bins, extra = _bins_per_seat(rules)
    over = rules.elimination_when == "over"
    # The largest safe ``limit`` (highest total a seat still in can have); safety
    # only gets worse as the limit grows, so a binary search finds it.
    low, high = -1, sum(costs)  # the limit -1 is always safe (no seat could be in)
    while low < high:
        mid = (low + high + 1) // 2
        if _most_markers(costs, players * bins, mid) + players * extra <= total - players:
            low = mid
        else:
            high = mid - 1
    if low < 0:
        return 0
    return low if over else low + 1


def _card_costs(rules: Ruleset, players: int) -> tuple[int, ...]:
    """The penalty value of every card in the pack, cheapest first."""
    points = values_for(rules).points
    return tuple(sorted(points[c] for c in dealing.full_pack(rules, players)))


def _bins_per_seat(rules: Ruleset) -> tuple[int, int]:
    """(totals a seat can fill, extra cards of any value it can hold) over a game."""
    if rules.rescue in ("buy-in", "free-reset"):
        return 2, 1
    if rules.rescue == "re-entry":  # back to the total before the deal: same bin
        return 1, 1
    return 1, 0


def _most_markers(costs: tuple[int, ...], bins: int, limit: int) -> int:
    """How many cards (``costs`` sorted low to high) fit ``bins`` totals of ``limit`` at most.

    The best choice is always the cheapest cards (swap any chosen card for a
    cheaper one left out and every total still fits), so only the count is
    searched: from the bound given by the sum down to the first that packs."""
    if limit < 0 or bins <= 0:
        return 0
    usable = bisect_right(costs, limit)
    prefix = list(accumulate(costs[:usable]))
    count = bisect_right(prefix, bins * limit)
    while count > 0 and not _packs(costs[:count], bins, limit):
        count -= 1
    return count


def _packs(items: tuple[int, ...], bins: int, limit: int) -> bool:
    """Do ``items`` fit into ``bins`` totals of at most ``limit``?

    First-fit decreasing settles nearly every case; otherwise a bounded
    exact search. When the search runs out of steps it answers "yes": the
    caller then counts more markers than can really be, which is safe."""
    ordered = sorted(items, reverse=True)
    loads = [0] * bins
    for item in ordered:
        for i, load in enumerate(loads):
            if load + item <= limit:
                loads[i] = load + item
                break
        else:
            return _search(ordered, bins, limit)
    return True


def _search(ordered: list[int], bins: int, limit: int) -> bool:
    """Exact bin packing by depth-first search, at most ``PACKING_BUDGET`` steps."""
    loads = [0] * bins
    steps = 0
    remaining = [0] * (len(ordered) + 1)
    for i in range(len(ordered) - 1, -1, -1):
        remaining[i] = remaining[i + 1] + ordered[i]

    def place(i: int) -> bool:
        nonlocal steps
        if i == len(ordered):
            return True
        steps += 1
        if steps > PACKING_BUDGET:
            return True  # undecided: assume the worst (it packs)
        if remaining[i] > bins * limit - sum(loads):
            return False
        tried: set[int] = set()
        for b in range(bins):
            load = loads[b]
            if load in tried or load + ordered[i] > limit:
                continue
            tried.add(load)
            loads[b] = load + ordered[i]
            if place(i + 1):
                return True
            loads[b] = load
        return False

    return place(0)
