"""What a Sneak seat knows, in the form the bots reason with.

The observation already hides everything a seat may not see; this module
turns it into the few facts every level needs: the cards it has not seen
(the pool the others' hands, the stock and unseen sneaks come from), who
could still answer a lead of a given size, and whether a set of its own is
*safe* — no unseen card or set could beat it. Counting is done with
``Counter`` because two decks hold every card twice.

Nothing here reads the engine state, so the bots built on it are blind to
hidden cards by construction.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.ai.sneak.hand import best_of_type, best_sneak_set
from cardtable.cards import Card, build_deck
from cardtable.games.sneak.combos import ComboType, classify, flaunt_beats, sneak_beats


@dataclass(frozen=True, slots=True)
class View:
    """One seat's knowledge: its hand and the cards it has not seen."""

    seat: int
    players: int
    hand: tuple[Card, ...]
    unseen: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock: int
    piles: tuple[int, ...]

    def others(self) -> list[int]:
        """The other seats in turn order after this one."""
        return [(self.seat + i) % self.players for i in range(1, self.players)]

    def holders(self, size: int, after: int | None = None) -> list[int]:
        """Other seats holding at least ``size`` cards (could answer such a lead)."""
        start = self.seat if after is None else after
        order = [(start + i) % self.players for i in range(1, self.players)]
        return [s for s in order if s != self.seat and self.hand_sizes[s] >= size]


def view_of(obs) -> View:
    """The seat's knowledge from its observation (``SneakObservation``)."""
    pool = Counter(build_deck(obs.decks))
    pool.subtract(obs.hand)
    play = obs.play
    if not (play is not None and play.kind == "flaunt" and play.leader == obs.seat):
        pool.subtract(obs.committed)  # a flaunt's own lead is already among the seen
    pool.subtract(obs.seen)
    private = Counter(obs.own_pile)
    private.subtract(obs.public_piles[obs.seat])
    pool.subtract(+private)
    unseen = tuple(sorted((+pool).elements(), key=lambda c: c.index))
    return View(obs.seat, obs.players, tuple(obs.hand), unseen, tuple(obs.hand_sizes),
                obs.stock_size, tuple(obs.pile_sizes))


def single_safe(card: Card, unseen: Sequence[Card]) -> bool:
    """No unseen card of the same suit ranks as high (a tie goes to the challenger)."""
    return not any(c.suit is card.suit and c.rank >= card.rank for c in unseen)


def flaunt_safe(cards: Sequence[Card], unseen: Sequence[Card]) -> bool:
    """Could no set drawn from the unseen cards beat this flaunt? (The union of
    all unseen cards is the strongest any one opponent could hold.)"""
    if len(cards) == 1:
        return single_safe(cards[0], unseen)
    kind = classify(cards).type
    if len(unseen) < len(cards):
        return True
    answer = best_of_type(unseen, kind, len(cards))
    return answer is None or not flaunt_beats(answer, cards)


def sneak_safe(cards: Sequence[Card], unseen: Sequence[Card]) -> bool:
    """Could no unseen set of the same size beat (or tie) this sneaked set?"""
    if len(unseen) < len(cards):
        return True
    return not sneak_beats(best_sneak_set(unseen, len(cards)), cards)


def sample_hand(unseen: Sequence[Card], size: int, rng: random.Random) -> list[Card]:
    """A random hand of ``size`` unseen cards (a determinization of one opponent)."""
    size = min(size, len(unseen))
    return rng.sample(list(unseen), size)


def flaunt_threat(cards: Sequence[Card], unseen: Sequence[Card], holders: Sequence[int],
                  sizes: Sequence[int], rng: random.Random, samples: int) -> float:
    """Estimated chance that at least one of ``holders`` can beat the flaunt,
    from ``samples`` random deals of the unseen cards to their hands (each
    hand drawn alone: the hands overlap in the estimate, which is close enough
    when the pool is much larger than a hand, and cheap)."""
    if not holders or flaunt_safe(cards, unseen):
        return 0.0
    kind = classify(cards).type
    suit = cards[0].suit
    hits = 0
    pool = list(unseen)
    for _ in range(samples):
        for s in holders:
            hand = rng.sample(pool, min(sizes[s], len(pool)))
            answer = best_of_type(hand, kind, len(cards), suit)
            if answer is not None and flaunt_beats(answer, cards):
                hits += 1
                break
    return hits / samples


__all__ = ["ComboType", "View", "flaunt_safe", "flaunt_threat", "sample_hand",
           "single_safe", "sneak_safe", "view_of"]
