"""Judgements the Sneak levels share: leading once the stock is gone,
answering a flaunt, and the odds of a sneak challenge.

Why these and not a search: once the stock is empty every turn is a flaunt
and a flaunt is judged face up, so the only question is whether some other
hand can beat it — answered exactly from the unseen cards (``view``), or
estimated by sampling hands from them. A sneak challenge is the one bet
made blind; its odds come from sampling the leader's hand from the unseen
cards and mixing two readings of the lead ("a real combo" or "junk") in the
proportion the caller believes (``model.Tendencies`` for the expert).
Sample counts are fixed numbers, never time, so a decision is a pure
function of the observation and the rng.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.ai.sneak.hand import best_of_type, best_sneak_set, junk_set, lead_candidates
from cardtable.ai.sneak.view import View, flaunt_safe, flaunt_threat, single_safe
from cardtable.cards import Card
from cardtable.games.sneak.actions import Challenge, Pass
from cardtable.games.sneak.combos import ComboType, classify, flaunt_beats, sneak_key
from cardtable.games.sneak.moves import FULL_LIST


def flaunt_leads(hand: Sequence[Card], cap: int) -> list[list[Card]]:
    """Every single card and the best combos of each type and size up to ``cap``."""
    singles = [[c] for c in dict.fromkeys(hand)]
    combos = [s for s in lead_candidates(hand, cap) if len(s) > 1]
    return singles + combos


def closing_lead(v: View, cap: int, rng: random.Random, samples: int) -> list[Card]:
    """The flaunt to lead once the stock is gone.

    A safe set (nothing unseen can beat it) banks for sure; among those the
    one that rescues the most cards that are *not* safe on their own wins, and
    a single safe card otherwise (leading one card at a time keeps the hand
    alive longest, and the last hand holding cards banks them all). With no
    safe set, the lead least likely to be beaten, cheapest first."""
    unseen = v.unseen
    leads = flaunt_leads(v.hand, cap)
    safe = [s for s in leads if flaunt_safe(s, unseen)]
    if safe:
        def rescued(s: list[Card]) -> tuple[int, int, int]:
            weak = sum(1 for c in s if not single_safe(c, unseen))
            return (weak, -len(s), -sum(int(c.rank) for c in s))
        return max(safe, key=rescued)
    holders = v.holders(1)
    best: list[Card] = leads[0]
    best_loss = float("inf")
    for s in leads:
        if len(s) > 1 and not v.holders(len(s)):
            return s
        p = flaunt_threat(s, unseen, [h for h in holders if v.hand_sizes[h] >= len(s)],
                          v.hand_sizes, rng, samples)
        loss = p * len(s) + 0.01 * sum(int(c.rank) for c in s) / len(s)
        if loss < best_loss:
            best, best_loss = s, loss
    return best


def flaunt_answer(v: View, led: Sequence[Card]) -> list[Card] | None:
    """This seat's best set of the led type if it beats the lead, else ``None``."""
    kind = classify(led).type
    answer = best_of_type(v.hand, kind, len(led), led[0].suit)
    if answer is None or not flaunt_beats(answer, led):
        return None
    return answer


def cheapest_answer(v: View, led: Sequence[Card], rivals: bool) -> list[Card] | None:
    """Against a single card with no rival answers possible, the lowest card that
    still beats it (the higher ones keep their power); else the best answer."""
    best = flaunt_answer(v, led)
    if best is None or len(led) > 1 or rivals:
        return best
    wins = [c for c in v.hand if c.suit is led[0].suit and c.rank >= led[0].rank]
    return [min(wins, key=lambda c: int(c.rank))]


def rival_threat(v: View, answer: Sequence[Card], leader: int, rng: random.Random,
                 samples: int) -> float:
    """Chance another answering seat beats this seat's flaunt answer."""
    rivals = [s for s in v.holders(len(answer)) if s != leader]
    if not rivals:
        return 0.0
    return flaunt_threat(answer, v.unseen, rivals, v.hand_sizes, rng, samples)


def rivals_stay_below(v: View, key: tuple, k: int, leader: int,
                      rivals: Sequence[tuple[int, float]], pool: list[Card],
                      rng: random.Random) -> float:
    """In one sampled world, the chance that no rival challenger beats ``key``.

    Each rival (a seat, with the chance it really joins) is dealt a hand from
    ``pool`` and answers with its best set of ``k`` cards; it beats an equal
    set only if it sits later after the ``leader``. Shared by every sneak
    estimate (the expert's, its call odds and the textbook bot's), so they
    read the rivals alike."""
    p = 1.0
    for s, joins in rivals:
        other = rng.sample(pool, min(v.hand_sizes[s], len(pool)))
        if len(other) >= k:
            theirs = sneak_key(best_sneak_set(other, k))
            later = (s - leader) % v.players > (v.seat - leader) % v.players
            if theirs > key or (later and theirs == key):
                p *= 1 - joins
    return p


def sneak_odds(v: View, mine: Sequence[Card], leader: int, real: float,
               rivals: Sequence[tuple[int, float]], rng: random.Random,
               samples: int) -> float:
    """Chance that ``mine`` wins a sneak challenge.

    The leader's hand is sampled from the unseen cards; with probability
    ``real`` it led its best set of that size, else a junk set. Each rival
    (another challenger, with the chance it really joins) answers with its
    best set, and beats ``mine`` on a tie only if it sits later."""
    k = len(mine)
    key = sneak_key(mine)
    pool = list(v.unseen)
    size = min(v.hand_sizes[leader] + k, len(pool))
    if size < k:
        return 1.0
    wins = 0.0
    for _ in range(samples):
        hand = rng.sample(pool, size)
        led = best_sneak_set(hand, k) if rng.random() < real else junk_set(hand, k)
        if key < sneak_key(led):
            continue
        wins += rivals_stay_below(v, key, k, leader, rivals, pool, rng)
    return wins / samples


def find(legal: Sequence, action, hand_size: int):
    """``action`` if the engine will take it, else a listed action of the same kind.

    ``legal_actions`` lists every set of a hand of up to ``FULL_LIST`` cards,
    so an unlisted choice from such a hand is a bot mistake and is replaced;
    a bigger hand's list is partial while ``apply`` accepts any legal set."""
    if hand_size > FULL_LIST or action in legal:
        return action
    return next((a for a in legal if a.name == action.name), legal[0])


def challenge_action(cards: Sequence[Card] | None) -> Challenge | Pass:
    """A challenge with ``cards``, or a pass for ``None``."""
    return Pass() if cards is None else Challenge(cards)


__all__ = ["ComboType", "challenge_action", "cheapest_answer", "closing_lead", "find",
           "flaunt_answer", "flaunt_leads", "rival_threat", "sneak_odds"]
