"""What the expert believes about the hidden cards: bounds, quotas, sampling.

* ``infer`` — per seat, the lowest and highest strength its cards can have,
  from this deal's plays: a follower who did not head played their lowest,
  so nothing left in their hand is weaker; a forced lowest says the same;
  under compulsory heading, a follower who did not head holds nothing that
  heads. With ``model_normal`` the others are also assumed to head a single
  card whenever they can (the ``normal`` policy does).
* ``exchange_quotas`` — what 22's free exchange says, the others modelled as
  ``normal`` players: who stood pat kept a low card, who drew few cards kept
  high ones.
* ``sample_hands`` — deals the unseen cards within those bounds and quotas,
  relaxing what the pool cannot meet (the model may be wrong about a human).

Tried and dropped (measured in the #6 note): replaying the deal in each
sampled world with the ``normal`` policy and keeping the worlds that explain
the others' plays best. It made sampled hands closer to the truth but moved
the expert's loss rate by 0.4 points at 1.6 times the decision time.

None of this reads hidden cards: every input is the seat's observation.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from cardtable.ai.cucumber.lean import desc, heads, lean_rules
from cardtable.ai.cucumber.normal import MIDDLE
from cardtable.games.cucumber.observation import CucumberObservation


def infer(observation: CucumberObservation, kind: dict,
          model_normal: bool = False) -> tuple[list[int], list[int]]:
    """Per seat, the lowest and highest strength its remaining cards can have,
    from the plays of this deal (``observation.played``, in order).

    With ``model_normal`` the other seats are also assumed to follow the
    ``normal`` policy, which heads a single card whenever it can: a follower
    who did not head a single card then holds nothing that heads it (as if
    heading were compulsory). That is an opponent *model*, not a certainty;
    ``sample_hands`` relaxes a seat whose constraints the pool cannot meet."""
    lr = lean_rules(observation.rules)
    n = observation.players
    floor = [0] * n
    ceil = [10_000] * n
    n_alive = sum(observation.alive)
    best: tuple[int, ...] = ()
    previous: tuple[int, ...] = ()
    in_trick = 0
    last_cards: tuple[int, ...] = ()
    ace_seen = False
    for seat, cards in observation.played:
        ks = tuple(kind[c] for c in cards)
        mine = desc(ks)
        if in_trick == 0:
            best = mine
            ace_seen = False
            if lr.lead_lowest:
                floor[seat] = max(floor[seat], mine[0])
        else:
            target = previous if len(best) == 1 and not lr.target_highest else best
            forced = lr.ace_rule == "lowest-after-ace" and any(k >> 6 == 14 for k in last_cards)
            heading = heads(mine, target, lr.allow_equal)
            if forced or not heading:
                floor[seat] = max(floor[seat], mine[0])
            compulsory = lr.must_beat or model_normal
            if not heading and compulsory and not forced and len(target) == 1 and not (
                    lr.ace_rule == "one-ace-per-trick" and ace_seen):
                top = target[0] - 1 if lr.allow_equal else target[0]
                ceil[seat] = min(ceil[seat], top)
            if heading:
                best = mine
        ace_seen = ace_seen or any(k >> 6 == 14 for k in ks)
        previous = mine
        last_cards = ks
        in_trick += 1
        if in_trick == n_alive:
            in_trick = 0
    return floor, ceil


def sample_hands(pool: list[int], sizes: dict[int, int], floor: list[int], ceil: list[int],
                 rng: random.Random, quotas: Quotas | None = None,
                 ) -> tuple[dict[int, list[int]], list[int]]:
    """Deal the unseen kinds ``pool`` to the seats of ``sizes`` within their
    floors and ceilings; returns hands and the rest. A seat with a quota
    (``exchange_quotas``) first gets that many cards of the quota's range, then
    seats are filled most constrained first; bounds the pool cannot meet are
    relaxed rather than failing (the model may be wrong about a player)."""
    rest = list(pool)
    rng.shuffle(rest)
    hands: dict[int, list[int]] = {}

    def fits(seat: int, k: int) -> bool:
        return floor[seat] <= k >> 6 <= ceil[seat]

    for seat, (count, lo, hi) in (quotas or {}).items():
        if seat in sizes:
            def in_quota(k: int, s: int = seat, lo: int = lo, hi: int = hi) -> bool:
                return lo <= k >> 6 <= hi and fits(s, k)

            hands[seat], rest = _take(rest, min(count, sizes[seat]), in_quota)
    order = sorted(sizes, key=lambda s: (sum(1 for k in rest if fits(s, k))
                                         - sizes[s] + len(hands.get(s, ())), s))
    for seat in order:
        got = hands.get(seat, [])
        more, rest = _take(rest, sizes[seat] - len(got), lambda k, s=seat: fits(s, k))
        got += more
        if len(got) < sizes[seat]:  # inconsistent inference: relax
            extra = sizes[seat] - len(got)
            got += rest[:extra]
            rest = rest[extra:]
        got.sort()
        hands[seat] = got
    return hands, rest


def _take(cards: list[int], count: int,
          wanted: Callable[[int], bool]) -> tuple[list[int], list[int]]:
    """The first ``count`` of ``cards`` that are ``wanted``, and the others in order."""
    got: list[int] = []
    keep: list[int] = []
    for k in cards:
        if len(got) < count and wanted(k):
            got.append(k)
        else:
            keep.append(k)
    return got, keep


#: seat -> (count, lowest, highest strength): the seat's cards this deal (its
#: hand and what it has played) include at least ``count`` in that range.
Quotas = dict[int, tuple[int, int, int]]


def exchange_quotas(observation: CucumberObservation, kind: dict) -> Quotas:
    """What the others' free exchanges (22) say, modelling them as ``normal``
    players (``normal.exchange_choice``): one who drew k cards while more were
    on offer threw away every card of at most ``MIDDLE`` above their lowest, so
    all but their lowest of the cards they kept are higher; one who stood pat
    holds a low card to keep (strength ≤ 3). An exchange the stock capped says
    little and is skipped; so is every other exchange mode."""
    rules = observation.rules
    if rules.exchange != "free" or not observation.exchanges or rules.ace_low_in_last_trick:
        return {}
    played: dict[int, list[int]] = {}
    for s, cs in observation.played:
        played.setdefault(s, []).extend(kind[c] >> 6 for c in cs)
    stock = observation.stock_size + sum(k for _, k in observation.exchanges)
    quotas: Quotas = {}
    for s, k in observation.exchanges:
        size = observation.hand_sizes[s] + len(played.get(s, ()))
        most = min(size, stock)
        stock -= k
        if s == observation.seat or k >= most:
            continue
        count, lo, hi = (1, 0, 3) if k == 0 else (size - 1 - k, MIDDLE + 1, 10_000)
        count -= sum(1 for x in played.get(s, ()) if lo <= x <= hi)
        if count > 0:
            quotas[s] = (count, lo, hi)
    return quotas
