"""The ``easy`` and ``random`` Supertrump bots: a beginner and a baseline.

``easy`` plays like someone who knows the rules but not the game: it tries
to take every trick as cheaply as it can see (the lowest card of the suit
that beats the lead, a low trump on a high card it cannot follow), leads
its highest plain card, and ignores what the face-up card is worth and
which cards are gone. It names its longest suit as trumps and the rank it
holds most of as supers. ``random`` picks uniformly among the legal actions
(with the given rng), the floor every level must clear.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.ai.supertrump.inference import view_of
from cardtable.ai.supertrump.model import Trumps, bits, mask_of, rank_of
from cardtable.ai.supertrump.normal import declare_action, play_action
from cardtable.games.supertrump.actions import Action

#: Easy trumps a plain lead it cannot follow only from this rank up.
RUFF_FROM = 10


def easy_card(t: Trumps, hand: int, lead: int) -> int:
    """The easy policy's card (``lead`` -1 when leading)."""
    power = t.power
    if lead >= 0:
        legal = t.follows(hand, lead)
        following = bool(legal & t.suit_mask[t.eff[lead]])
        winners = [c for c in bits(legal) if t.follower_wins(lead, c)]
        if winners and (following or t.is_trump(lead) or rank_of(lead) >= RUFF_FROM):
            return min(winners, key=lambda c: (power[c], c))
        return min(bits(legal), key=lambda c: (t.is_trump(c), power[c], c))
    plain = hand & ~t.trump_mask
    if plain:
        return max(bits(plain), key=lambda c: (power[c], c))
    return min(bits(hand), key=lambda c: (power[c], c))


def easy_trump(hand: int) -> int:
    """The longest suit (the higher cards break ties)."""
    return max(range(4), key=lambda s: (sum(1 for c in bits(hand) if c & 3 == s),
                                        sum(rank_of(c) for c in bits(hand) if c & 3 == s)))


def easy_super(hand: int) -> int:
    """The rank held most often (the higher rank on ties)."""
    return max(range(2, 15), key=lambda r: (sum(1 for c in bits(hand) if rank_of(c) == r), r))


class EasyBot:
    """Takes what it can, cheaply; no counting, no face-up judgement."""

    name = "easy"

    def choose(self, observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        obs = observation
        if obs.phase == "trump":
            return declare_action("trump", easy_trump(mask_of(obs.hand)), legal_actions)
        if obs.phase == "super":
            return declare_action("super", easy_super(mask_of(obs.hand)), legal_actions)
        v = view_of(obs)
        return play_action(easy_card(v.trumps, v.hand, v.lead), legal_actions)


class RandomBot:
    """A uniformly random legal action."""

    name = "random"

    def choose(self, observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        return legal_actions[rng.randrange(len(legal_actions))]


__all__ = ["EasyBot", "RandomBot", "easy_card"]
