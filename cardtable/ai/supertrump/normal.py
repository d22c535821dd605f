"""The ``normal`` Supertrump bot, and the playout policy of the expert's search.

German Whist's plan, in counted cards:

* every card has a **value** for the rest of the game (:func:`card_values`):
  supers most, then trumps by rank, then plain aces and kings; low plain
  cards are nearly worthless. The same scale prices the face-up card;
* **stage 1**: the winner of a trick takes the face-up card, the loser a
  hidden card worth on average what an average card is worth. So winning
  is worth one point plus the face-up card's edge over an average card,
  and costs the value of the card spent over the cheapest card that loses.
  The bot fights (cheapest winning card, or its cheapest sure winner when
  leading) when the gain exceeds the cost, and otherwise throws its
  cheapest card — losing cheaply for a poor card;
* **counting**: a card is a *master* when no card that may still come (the
  other hand and the stock, as far as the seat knows) of its effective suit
  is higher; in stage 2 that is exactly the other hand. A lead is a sure
  winner when it is a master and the other hand must follow or cannot trump;
* **stage 2**: draw trumps with master trumps, cash sure winners, and
  otherwise give away the cheapest card; a follower wins as cheaply as it
  can;
* **declarations**: the non-dealer names its longest, strongest suit; the
  dealer the rank that makes its hand worth most (it holds the supers).

The play functions take masks (``model``) so playouts run this very policy.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from cardtable.ai.supertrump.inference import trumps_for, view_of
from cardtable.ai.supertrump.model import (
    SUIT_INDEX,
    SUITS,
    SUPER_POWER,
    Trumps,
    bits,
    mask_of,
    rank_of,
)
from cardtable.cards import ALL_CARDS, Rank
from cardtable.games.supertrump.actions import Action, Declare, Play

#: Points of stage-2 play one unit of card value is worth when fighting for the face-up card.
FACE_WEIGHT = 5.0
_PLAIN_VALUE = {14: 6.0, 13: 4.0, 12: 2.5, 11: 1.4, 10: 0.9}


@lru_cache(maxsize=64)
def card_values(trump: int, super_rank: int) -> tuple[tuple[float, ...], float]:
    """(value of each card index, mean value of a card) under one declaration."""
    t = trumps_for(trump, super_rank)
    vals = []
    for c in range(52):
        r = rank_of(c)
        if t.power[c] == SUPER_POWER:
            v = 9.0
        elif t.eff[c] == trump:
            v = 3.0 + (r - 2) * 0.45
        else:
            v = _PLAIN_VALUE.get(r, 0.1 + (r - 2) * 0.03)
        vals.append(v)
    return tuple(vals), sum(vals) / 52


def top_power(t: Trumps, m: int, s: int) -> int:
    """The power of the strongest card of effective suit ``s`` in mask ``m`` (-1: none)."""
    x = m & t.suit_mask[s]
    if not x:
        return -1
    if s == t.trump and x & t.super_mask:
        return SUPER_POWER
    return t.power[x.bit_length() - 1]


def sure_winner(t: Trumps, c: int, out: int) -> bool:
    """Does the lead ``c`` win whatever of ``out`` (the cards that may answer) comes?"""
    s = t.eff[c]
    top = top_power(t, out, s)
    if top >= 0:
        return t.power[c] > top or t.power[c] == SUPER_POWER
    return s == t.trump or not out & t.trump_mask


def cheapest(vals: Sequence[float], power: Sequence[int], m: int) -> int:
    """The least valuable card of mask ``m`` (weaker power on ties; -1 if empty)."""
    best, bv = -1, 1e9
    for c in bits(m):
        v = vals[c] + power[c] * 1e-4
        if v < bv:
            best, bv = c, v
    return best


def normal_card(t: Trumps, hand: int, lead: int, face: int, out: int, stage: int) -> int:
    """The normal policy's card: ``lead`` -1 when leading, ``face`` the face-up
    card (-1 in stage 2), ``out`` the cards the seat has not seen played or held."""
    vals, avg = card_values(t.trump, t.super_rank)
    power = t.power
    if lead >= 0:
        legal = t.follows(hand, lead)
        if not legal & (legal - 1):
            return legal.bit_length() - 1
        win = lose = 0
        for c in bits(legal):
            if t.follower_wins(lead, c):
                win |= 1 << c
            else:
                lose |= 1 << c
        w = cheapest(vals, power, win)
        low = cheapest(vals, power, lose)
        if w < 0:
            return low
        if low < 0 or stage == 2:
            return w
        gain = 1.0 + FACE_WEIGHT * (vals[face] - avg)
        return w if gain > vals[w] - vals[low] else low
    low = cheapest(vals, power, hand)
    if stage == 1:
        gain = 1.0 + FACE_WEIGHT * (vals[face] - avg)
        sure = 0
        for c in bits(hand):
            if sure_winner(t, c, out):
                sure |= 1 << c
        w = cheapest(vals, power, sure)
        if w >= 0 and gain > vals[w] - vals[low]:
            return w
        return low
    # Stage 2: draw trumps with masters, then cash sure winners.
    trumps_out = out & t.trump_mask
    if trumps_out:
        mine = hand & t.trump_mask
        if mine:
            top = t.super_mask & mine
            c = (top & -top).bit_length() - 1 if top else mine.bit_length() - 1
            if sure_winner(t, c, out):
                return c
    for c in bits(hand):
        if sure_winner(t, c, out):
            return c
    return low



def trump_choice(hand: int) -> int:
    """The suit a non-dealer names: most cards, weighted towards high ones."""
    best, score = 0, -1.0
    for s in range(4):
        v = sum(1.0 + max(0, rank_of(c) - 8) * 0.25 for c in bits(hand) if c & 3 == s)
        if v > score:
            best, score = s, v
    return best


def super_choice(hand: int, trump: int) -> int:
    """The rank a dealer names: the one that makes its hand worth most."""
    best, score = 2, -1.0
    for r in range(2, 15):
        vals, _ = card_values(trump, r)
        v = sum(vals[c] for c in bits(hand))
        if v > score:
            best, score = r, v
    return best


def declare_action(name: str, value: int, legal: Sequence[Action]) -> Action:
    """The legal ``Declare`` for suit index / rank ``value``."""
    text = SUITS[value].value if name == "trump" else Rank(value).symbol
    for a in legal:
        if isinstance(a, Declare) and a.value == text:
            return a
    return legal[0]


def play_action(c: int, legal: Sequence[Action]) -> Action:
    """The legal ``Play`` of card index ``c``."""
    card = ALL_CARDS[c]
    for a in legal:
        if isinstance(a, Play) and a.card is card:
            return a
    return legal[0]


class NormalBot:
    """Counts cards, fights for good face-up cards, draws trumps in stage 2."""

    name = "normal"

    def choose(self, observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        obs = observation
        if obs.phase == "trump":
            return declare_action("trump", trump_choice(mask_of(obs.hand)), legal_actions)
        if obs.phase == "super":
            hand = mask_of(obs.hand)
            return declare_action("super", super_choice(hand, SUIT_INDEX[obs.trump]),
                                  legal_actions)
        v = view_of(obs)
        c = normal_card(v.trumps, v.hand, v.lead, v.face_up, v.outstanding, v.stage)
        return play_action(c, legal_actions)
