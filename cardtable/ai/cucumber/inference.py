"""What the expert believes about the hidden cards: bounds, quotas, sampling.

* ``infer`` — per seat, the lowest and highest strength its cards can have,
  from this deal's plays: a follower who did not head played their lowest,
  so nothing left in their hand is weaker; a forced lowest says the same;
  under compulsory heading, a follower who did not head holds nothing that
  heads. With ``model_normal`` the others are also assumed to head a single
  card whenever they can, and with their cheapest heading card (the
  ``normal`` policy does): the *gaps* below the card they headed with.
* ``exchange_quotas`` — what 22's free exchange says, the others modelled as
  ``normal`` players: who stood pat kept a low card, who drew few cards kept
  high ones (and, with ``kept_low``, one middle card, its lowest; its discards
  were middle cards too: ``exchange_discards``).
* ``sample_hands`` — deals the unseen cards within those bounds and quotas,
  relaxing what the pool cannot meet (the model may be wrong about a human).

Tried and dropped: replaying the deal in each
sampled world with the ``normal`` policy and keeping the worlds that explain
the others' plays best. It made sampled hands closer to the truth but moved
the expert's loss rate by 0.4 points at 1.6 times the decision time. The
expert checks the leads alone, by rejection (``reading``), which paid; the
follows are read here, as bounds and gaps the sampler meets directly.

None of this reads hidden cards: every input is the seat's observation.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator

from cardtable.ai.cucumber.lean import desc, heads, lean_rules
from cardtable.ai.cucumber.normal import KEEPS_LOW, MIDDLE
from cardtable.games.cucumber.observation import CucumberObservation

#: The ceiling of a seat nothing bounds from above (above every strength).
NO_CEILING = 10_000


def infer(observation: CucumberObservation, kind: dict, model_normal: bool = False,
          gaps: Gaps | None = None) -> tuple[list[int], list[int]]:
    """Per seat, the lowest and highest strength its remaining cards can have,
    from the plays of this deal (``observation.played``, in order).

    With ``model_normal`` the other seats are also assumed to follow the
    ``normal`` policy, which heads a single card whenever it can: a follower
    who did not head a single card then holds nothing that heads it (as if
    heading were compulsory). That is an opponent *model*, not a certainty;
    ``sample_hands`` relaxes a seat whose constraints the pool cannot meet.

    ``gaps``, when given (with ``model_normal``), is filled with what a
    ``normal`` follower's single-card heading says: it heads with its
    cheapest heading card, so it held none between the card to beat and the
    card it played (but for its reserve, which it never spends; the gap
    ignores that rare case and ``sample_hands`` relaxes what it cannot meet)."""
    lr = lean_rules(observation.rules)
    n = observation.players
    floor = [0] * n
    ceil = [NO_CEILING] * n
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
                if gaps is not None and model_normal and len(target) == 1 and not forced and (
                        seat != observation.seat):
                    lo = target[0] if lr.allow_equal else target[0] + 1
                    if lo < mine[0]:
                        gaps.setdefault(seat, []).append((lo, mine[0] - 1))
                best = mine
        ace_seen = ace_seen or any(k >> 6 == 14 for k in ks)
        previous = mine
        last_cards = ks
        in_trick += 1
        if in_trick == n_alive:
            in_trick = 0
    return floor, ceil


def sample_hands(pool: list[int], sizes: dict[int, int], floor: list[int], ceil: list[int],
                 rng: random.Random, quotas: Quotas | None = None, gaps: Gaps | None = None,
                 dead: Discards | None = None) -> tuple[dict[int, list[int]], list[int]]:
    """Deal the unseen kinds ``pool`` to the seats of ``sizes`` within their
    floors and ceilings; returns hands and the rest. A seat with a quota
    (``exchange_quotas``) first gets that many cards of the quota's range, then
    seats are filled most constrained first; bounds the pool cannot meet are
    relaxed rather than failing (the model may be wrong about a player).
    ``gaps`` (from ``infer``): strength ranges where a seat holds nothing but
    possibly its lowest kind (its reserve); such a seat's hand is drawn again
    (a few times) until it obeys, else drawn clear of the gaps. ``dead``
    (``exchange_discards``): cards the others threw away, out of play; they are
    set aside after the quotas and come last in the rest, behind the stock."""
    rest = list(pool)
    _shuffle(rest, rng)
    hands: dict[int, list[int]] = {}

    def fits(seat: int, k: int) -> bool:
        return floor[seat] <= k >> 6 <= ceil[seat]

    for seat, ranges in (quotas or {}).items():
        if seat in sizes:
            got: list[int] = []
            for count, lo, hi in ranges:
                more, rest = _take_range(rest, min(count, sizes[seat] - len(got)),
                                         max(lo, floor[seat]), min(hi, ceil[seat]))
                got += more
            hands[seat] = got
    thrown: list[int] = []
    for count, lo, hi in dead or ():
        more, rest = _take_range(rest, count, lo, hi)
        thrown += more
    if any(floor[s] > 0 or ceil[s] < NO_CEILING for s in sizes):
        ranked = sorted(k >> 6 for k in rest)  # to count the fitting cards by bisection
        order = sorted(sizes, key=lambda s: (
            bisect_right(ranked, ceil[s]) - bisect_left(ranked, floor[s])
            - sizes[s] + len(hands.get(s, ())), s))
    else:  # no bounds yet: every card fits every seat
        order = sorted(sizes, key=lambda s: (len(hands.get(s, ())) - sizes[s], s))
    for seat in order:
        got = hands.get(seat, [])
        need = sizes[seat] - len(got)
        ranges = gaps.get(seat) if gaps else None
        if ranges and need > 0:
            more, rest = _take_gapped(rest, got, need, ranges, lambda k, s=seat: fits(s, k), rng)
        else:
            more, rest = _take_range(rest, need, floor[seat], ceil[seat])
        got += more
        if len(got) < sizes[seat]:  # inconsistent inference: relax
            extra = sizes[seat] - len(got)
            got += rest[:extra]
            rest = rest[extra:]
        got.sort()
        hands[seat] = got
    rest += thrown
    return hands, rest


def _shuffle(cards: list[int], rng: random.Random) -> None:
    """Shuffle ``cards`` in place exactly as ``rng.shuffle`` does in CPython 3.11
    (the same draws from ``rng``, the same order), at half its time: it skips a
    method call per card, and the sampler shuffles the unseen cards about a
    thousand times a decision."""
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


#: Draws of a hand with gaps before falling back to a hand clear of them.
GAP_TRIES = 3


def _gap_ok(hand: list[int], ranges: list[tuple[int, int]]) -> bool:
    """Only the lowest kind of ``hand`` may lie in a gap."""
    low = min(hand) >> 6
    for k in hand:
        s = k >> 6
        if s != low:
            for lo, hi in ranges:
                if lo <= s <= hi:
                    return False
    return True


def _take_gapped(cards: list[int], got: list[int], count: int, ranges: list[tuple[int, int]],
                 fits: Callable[[int], bool], rng: random.Random,
                 ) -> tuple[list[int], list[int]]:
    """``count`` fitting cards that, with ``got``, obey the gaps (by rejection:
    uniform among such hands), else the first that avoid the gaps entirely."""
    idx = [i for i, k in enumerate(cards) if fits(k)]
    if len(idx) >= count:
        for _ in range(GAP_TRIES):
            pick = rng.sample(idx, count)
            hand = got + [cards[i] for i in pick]
            if _gap_ok(hand, ranges):
                chosen = set(pick)
                return ([cards[i] for i in pick],
                        [k for i, k in enumerate(cards) if i not in chosen])
    return _take(cards, count, lambda k: fits(k) and not any(
        lo <= k >> 6 <= hi for lo, hi in ranges))


def _take_range(cards: list[int], count: int, lo: int, hi: int) -> tuple[list[int], list[int]]:
    """``_take`` of the cards of strength ``lo``..``hi`` (the sampler's hot loop, inlined)."""
    got: list[int] = []
    keep: list[int] = []
    for i, k in enumerate(cards):
        if len(got) == count:
            keep += cards[i:]
            break
        if lo <= k >> 6 <= hi:
            got.append(k)
        else:
            keep.append(k)
    return got, keep


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


#: seat -> strength ranges (inclusive) the seat holds no card in.
Gaps = dict[int, list[tuple[int, int]]]

#: seat -> ranges (count, lowest, highest strength): the seat's cards this deal
#: (its hand and what it has played) include at least ``count`` in each range.
Quotas = dict[int, list[tuple[int, int, int]]]

#: (count, lowest, highest strength): cards thrown away in an exchange, out of play.
Discards = list[tuple[int, int, int]]


def _exchanges(observation: CucumberObservation, kind: dict,
               ) -> Iterator[tuple[int, int, int, bool, list[int]]]:
    """(seat, cards thrown, size of its hand, whether the stock capped it,
    its strengths played this deal) for every other seat's free exchange."""
    rules = observation.rules
    if rules.exchange != "free" or not observation.exchanges or rules.ace_low_in_last_trick:
        return
    played: dict[int, list[int]] = {}
    for s, cs in observation.played:
        played.setdefault(s, []).extend(kind[c] >> 6 for c in cs)
    stock = observation.stock_size + sum(k for _, k in observation.exchanges)
    for s, k in observation.exchanges:
        size = observation.hand_sizes[s] + len(played.get(s, ()))
        most = min(size, stock)
        stock -= k
        if s != observation.seat and most > 0:
            yield s, k, size, k >= most, played.get(s, [])


def exchange_quotas(observation: CucumberObservation, kind: dict,
                    kept_low: bool = False) -> Quotas:
    """What the others' free exchanges (22) say, modelling them as ``normal``
    players (``normal.exchange_choice``): one who drew k cards while more were
    on offer threw away every card of at most ``MIDDLE`` above their lowest, so
    all but their lowest of the cards they kept are higher; one who stood pat
    holds a low card to keep (strength ≤ 3). With ``kept_low``, one who drew
    also kept that lowest card, a middle one (above 3, else it would have
    stood pat), even when the stock capped its draw. Other exchange modes say
    nothing here."""
    quotas: Quotas = {}
    for s, k, size, capped, played in _exchanges(observation, kind):
        ranges = []
        if k == 0 and not capped:
            ranges.append((1, 0, KEEPS_LOW))
        if k > 0 and kept_low:
            ranges.append((1, KEEPS_LOW + 1, MIDDLE))
        if k > 0 and not capped:
            ranges.append((size - 1 - k, MIDDLE + 1, NO_CEILING))
        left = [(count - sum(1 for x in played if lo <= x <= hi), lo, hi)
                for count, lo, hi in ranges]
        left = [r for r in left if r[0] > 0]
        if left:
            quotas[s] = left
    return quotas


def exchange_discards(observation: CucumberObservation, kind: dict) -> Discards:
    """The others' discards in 22's free exchange, modelled as ``normal``
    players: a seat that threw k cards threw middle cards above its lowest,
    so above 3 and at most ``MIDDLE``. They are out of play, so the unseen
    middle cards are less likely in the hands and the stock than their share."""
    return [(k, KEEPS_LOW + 1, MIDDLE) for _, k, _, _, _ in _exchanges(observation, kind) if k > 0]
