"""What the seat to move may do in Sneak: the checks behind ``apply`` and the
list behind ``legal_actions`` (RULES.md §3), kept apart from the state machine.

Decisions where RULES.md is silent (each documented where it is enforced):

* An empty hand can only draw, so a player's first turn of a deal is a draw.
* The play size is capped by the largest hand among the *other* players,
  counted before the play (T17); when every other hand is empty nothing may
  be played. A player at the hand limit in that spot passes (``Pass`` on a
  turn, the only move then): the limit is never exceeded, and the others,
  whose hands are empty, draw next (T22).
* Once the stock is empty every turn is a flaunt (sneaking and drawing end).
* A challenge uses exactly as many cards as were led. Against a sneak any
  set will do (face down, like the sneak); against a flaunt it must itself
  be a legal flaunt (one card or a combo), but it need not beat the lead: it
  is committed blind to the other challengers, and one that cannot beat
  simply loses (T20's straight flush answering a flush is such a set).

Listing every set is combinatorial (a 12-card hand has 4095 subsets). Up to
``FULL_LIST`` cards every distinct set is listed; a larger hand lists every
set of up to 3 cards, every match (all subsets of a rank), one run per
sequence of ranks and each straight flush, each suit's highest cards as
flushes, and the highest cards of the hand as one set per size. ``apply``
never consults the list: it checks any set directly, so a human or a bot
may still play a set the list leaves out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import combinations

from cardtable.cards import Card
from cardtable.games.errors import IllegalAction
from cardtable.games.sneak import combos
from cardtable.games.sneak.actions import Action, Challenge, Draw, Flaunt, Pass, Sneak, canonical

FULL_LIST = 12
SMALL_SETS = 3
NO_COMBO = ("Those cards are no combo: flaunt one card, a match, a straight flush, "
            "a straight or a flush (or sneak them face down).")


def play_cap(hands: Sequence[Sequence[Card]], seat: int) -> int:
    """The most cards ``seat`` may lead: the largest hand among the others (T17)."""
    return max((len(h) for s, h in enumerate(hands) if s != seat), default=0)


def at_limit(state, seat: int) -> bool:
    """Does ``seat`` hold the hand limit (so it may not draw)?"""
    return state.limit is not None and len(state.hands[seat]) >= state.limit


def may_draw(state, seat: int) -> bool:
    """Drawing is open while the stock lasts, below the hand limit: the limit
    is never exceeded, not even when nothing could be played (T22)."""
    return bool(state.stock) and not at_limit(state, seat)


def may_play(state, seat: int) -> bool:
    return bool(state.hands[seat]) and play_cap(state.hands, seat) >= 1


def must_pass(state, seat: int) -> bool:
    """Is ``seat`` stuck on its turn (at the limit, every other hand empty)?
    It passes and the turn goes on to its left (T22). With the stock empty the
    deal would have ended instead, so this needs cards in the stock."""
    return bool(state.stock) and at_limit(state, seat) and not may_play(state, seat)


def turn_actions(state, seat: int) -> list[Action]:
    """Every listed action of ``seat`` on its turn (draw, sneaks, flaunts; a
    pass only when nothing else is open)."""
    if must_pass(state, seat):
        return [Pass()]
    out: list[Action] = [Draw()] if may_draw(state, seat) else []
    if not may_play(state, seat):
        return out
    sizes = range(1, play_cap(state.hands, seat) + 1)
    sets = candidate_sets(state.hands[seat], sizes)
    if state.stock:
        out.extend(Sneak(s) for s in sets)
    out.extend(Flaunt(s) for s in sets if combos.is_flaunt_set(s))
    return out


def challenge_actions(state, seat: int) -> list[Action]:
    """Pass, and every listed challenge of the current play's size."""
    play = state.play
    sets = candidate_sets(state.hands[seat], (len(play.cards),))
    if play.kind == "flaunt":
        sets = [s for s in sets if combos.is_flaunt_set(s)]
    return [Pass(), *(Challenge(s) for s in sets)]


def candidate_sets(hand: Sequence[Card], sizes: Iterable[int]) -> list[tuple[Card, ...]]:
    """Distinct sets (as canonical tuples) of ``hand`` with a size in ``sizes``;
    every one for a hand of up to ``FULL_LIST`` cards, else a sensible family."""
    wanted = [k for k in sizes if 1 <= k <= len(hand)]
    cards = canonical(hand)
    found: dict[tuple[Card, ...], None] = {}
    if len(cards) <= FULL_LIST:
        for k in wanted:
            found.update(dict.fromkeys(combinations(cards, k)))
        return list(found)
    allowed = set(wanted)
    for k in wanted:
        if k <= SMALL_SETS:
            found.update(dict.fromkeys(combinations(cards, k)))
    for group in _families(cards):
        if len(group) in allowed:
            found[canonical(group)] = None
    return list(found)


def _families(cards: tuple[Card, ...]) -> Iterable[Sequence[Card]]:
    """The sets a big hand lists beyond the small ones (see the module docstring)."""
    by_rank: dict[int, list[Card]] = {}
    by_suit: dict[object, list[Card]] = {}
    for c in cards:
        by_rank.setdefault(int(c.rank), []).append(c)
        by_suit.setdefault(c.suit, []).append(c)
    for group in by_rank.values():
        for k in range(2, len(group) + 1):
            yield from combinations(group, k)
    for group in by_suit.values():
        high = sorted(group, key=lambda c: -int(c.rank))
        for k in range(2, len(high) + 1):
            yield high[:k]
        yield from _runs({int(c.rank): c for c in reversed(group)})
    yield from _runs({r: g[0] for r, g in by_rank.items()})
    high = sorted(cards, key=lambda c: -int(c.rank))
    for k in range(SMALL_SETS + 1, len(high) + 1):
        yield high[:k]


def _runs(one_per_rank: dict[int, Card]) -> Iterable[list[Card]]:
    """Every run (2+ consecutive ranks, ace high or low) built from one card per rank."""
    ranks = dict(one_per_rank)
    if 14 in ranks:
        ranks[1] = ranks[14]
    for low in sorted(ranks):
        run = [ranks[low]]
        r = low + 1
        while r in ranks:
            run.append(ranks[r])
            yield list(run)
            r += 1


# ------------------------------------------------------------------ checks
def check(state, seat: int, action: object) -> None:
    """Raise the most specific :class:`IllegalAction` unless ``action`` is legal now."""
    if state.phase == "challenge":
        _check_answer(state, seat, action)
    else:
        _check_turn(state, seat, action)


def _check_turn(state, seat: int, action: object) -> None:
    if must_pass(state, seat):
        if isinstance(action, Pass):
            return
        raise IllegalAction(f"You hold {len(state.hands[seat])} cards, the hand limit, so you "
                            "cannot draw, and nobody else holds a card, so you cannot play: "
                            "you must pass.", "must-pass", limit=state.limit)
    if isinstance(action, Pass | Challenge):
        raise IllegalAction("Nobody has led a play to challenge: draw, sneak or flaunt.",
                            "nothing-to-challenge")
    if isinstance(action, Draw):
        if not state.stock:
            raise IllegalAction("The stock is empty: you must flaunt.", "stock-empty")
        if not may_draw(state, seat):
            raise IllegalAction(f"You hold {len(state.hands[seat])} cards, the hand limit: "
                                "you cannot draw.", "hand-limit", limit=state.limit)
        return
    if not isinstance(action, Sneak | Flaunt):
        raise IllegalAction("That is not a move in Sneak: draw, sneak or flaunt.",
                            "unknown-action")
    hand = state.hands[seat]
    if not hand:
        if state.turns_taken[seat] == 0:
            raise IllegalAction("On your first turn of a deal you must draw.", "first-turn")
        raise IllegalAction("Your hand is empty: you must draw.", "empty-hand")
    _check_cards(action.cards, hand)
    cap = play_cap(state.hands, seat)
    if cap == 0:
        raise IllegalAction("Nobody else holds a card, so you cannot play: draw.", "no-cap")
    if len(action.cards) > cap:
        raise IllegalAction(f"You may play at most {cap} card{'s' if cap != 1 else ''}: "
                            f"the largest other hand holds {cap}.", "too-many", most=cap)
    if isinstance(action, Sneak) and not state.stock:
        raise IllegalAction("The stock is empty: every turn must be a flaunt.", "must-flaunt")
    if isinstance(action, Flaunt) and not combos.is_flaunt_set(action.cards):
        raise IllegalAction(NO_COMBO, "no-combo")


def _check_answer(state, seat: int, action: object) -> None:
    play = state.play
    if isinstance(action, Pass):
        return
    if not isinstance(action, Challenge):
        raise IllegalAction(f"Seat {play.leader} led a {play.kind}: challenge it or pass.",
                            "must-answer", leader=play.leader, kind=play.kind)
    _check_cards(action.cards, state.hands[seat])
    need = len(play.cards)
    if len(action.cards) != need:
        raise IllegalAction(f"You must challenge with exactly {need} "
                            f"card{'s' if need != 1 else ''}, as many as were led.",
                            "challenge-size", size=need)
    if play.kind == "flaunt" and not combos.is_flaunt_set(action.cards):
        raise IllegalAction("A flaunt is challenged face up with one card or a combo: "
                            "those cards are no combo.", "no-combo")


def _check_cards(cards: object, hand: Sequence[Card]) -> None:
    if not isinstance(cards, tuple) or not all(isinstance(c, Card) for c in cards):
        raise IllegalAction("Those are not cards.", "not-cards")
    if not cards:
        raise IllegalAction("Choose at least one card.", "no-cards")
    missing = Counter(cards) - Counter(hand)
    if missing:
        card = next(iter(missing))
        raise IllegalAction(f"You do not hold {card}"
                            f"{' twice' if card in hand else ''}.", "not-in-hand",
                            card=card.code)
