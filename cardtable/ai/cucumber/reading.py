"""Reading the others' leads: does a sampled world explain them?

``inference`` turns follows into bounds the sampler can meet directly. A
lead says more, but only through the leader's whole hand: the ``normal``
policy leads the option that forces the most cards out of the followers,
counted against what it has not seen (``normal.play_policy``). So the
check is made per sampled world: rebuild each earlier leader's hand at its
lead (its hidden cards in the world, plus every card it has played since),
ask the normal policy what it would have led, and compare. The expert
redraws a world that fails (a few times; then it keeps the last one — the
model may be wrong about a person).

What the leader had not seen is taken as the whole pack less the cards out
of play, the plays before its lead and its hand; its own exchange discards,
which only it saw, are not known here and stay in that count (a small
difference in the share of cards that could head a lead).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter

from cardtable.ai.cucumber.lean import LeanRules, lead_options, lean_rules
from cardtable.ai.cucumber.normal import counted_lead, play_policy
from cardtable.games.cucumber.dealing import full_pack
from cardtable.games.cucumber.observation import CucumberObservation

#: (seat, the lead's kinds sorted, its followers, cards the seat played from then
#: on, the strengths it had not seen before its hand is taken out, sorted)
LeadEvent = tuple[int, tuple[int, ...], int, list[int], list[int]]


def lead_events(observation: CucumberObservation, kind: dict) -> list[LeadEvent]:
    """The other seats' leads of this deal that had a choice to read."""
    played = [(s, sorted(kind[c] for c in cs)) for s, cs in observation.played]
    n_alive = sum(observation.alive)
    unseen = Counter(kind[c] >> 6 for c in full_pack(observation.rules, observation.players))
    unseen.subtract(kind[c] >> 6 for m in observation.markers for c in m)
    events: list[LeadEvent] = []
    for j, (seat, cards) in enumerate(played):
        if j % n_alive == 0 and seat != observation.seat:
            since = [k for s, ks in played[j:] if s == seat for k in ks]
            events.append((seat, tuple(cards), n_alive - 1, since,
                           sorted((+unseen).elements())))
        unseen.subtract(k >> 6 for k in cards)
    return events


def explains(hands: dict[int, list[int]], events: list[LeadEvent], lr: LeanRules,
             known: dict[tuple[int, tuple[int, ...]], bool] | None = None) -> bool:
    """Would ``normal`` players with ``hands`` have led as they did? ``known``
    keeps each (event, hidden hand) already judged: the worlds of one decision
    deal a seat the same hand again and again (about three checks in four
    repeat one), and a lead depends on nothing else."""
    if known is None:
        known = {}
    for j, (seat, lead, followers, since, unseen) in enumerate(events):
        hidden = hands.get(seat, [])
        key = (j, tuple(hidden))
        led = known.get(key)
        if led is None:
            led = known[key] = _would_lead(sorted(hidden + since), lead, followers, unseen, lr)
        if not led:
            return False
    return True


def _would_lead(hand: list[int], lead: tuple[int, ...], followers: int, unseen: list[int],
                lr: LeanRules) -> bool:
    """Would a ``normal`` player holding ``hand`` (sorted) have led ``lead``?"""
    if len(hand) < 2:
        return True
    options = lead_options(hand, lr)
    if len(options) < 2:
        return True
    if lr.sets or lr.target_highest:
        # the unseen count only matters to a counting lead: the unseen less the hand
        choice = counted_lead(hand, options, followers, _reaching(unseen, hand),
                              len(unseen) - len(hand), lr)
    else:
        choice = play_policy(hand, options, True, followers, (), lr)
    return tuple(sorted(choice)) == lead


def _reaching(unseen: list[int], hand: list[int]):
    """``normal.counted_lead``'s count of the strengths ``unseen`` (sorted) less the
    kinds ``hand`` (sorted; every one of them among the unseen) above or at ``s``."""
    def reaching(s: int, strict: bool) -> int:
        if strict:
            return (len(unseen) - bisect_right(unseen, s)
                    - (len(hand) - bisect_left(hand, (s + 1) << 6)))
        return len(unseen) - bisect_left(unseen, s) - (len(hand) - bisect_left(hand, s << 6))
    return reaching


def reader(observation: CucumberObservation, kind: dict):
    """``explains`` bound to this observation's leads (None: nothing to read)."""
    events = lead_events(observation, kind)
    if not events:
        return None
    lr = lean_rules(observation.rules)
    known: dict[tuple[int, tuple[int, ...]], bool] = {}
    return lambda hands: explains(hands, events, lr, known)
