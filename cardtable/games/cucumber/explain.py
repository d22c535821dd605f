"""Why an action is illegal, in words a player understands.

The state decides legality by comparing an action with its legal actions;
this module only runs for refused actions and finds the most specific
reason, checking the general things (turn phase, cards held, card count)
before the rule-specific ones (heading, compulsory heading, ace rules).
"""

from __future__ import annotations

from collections import Counter

from cardtable.cards import cards_text
from cardtable.games.cucumber import plays
from cardtable.games.cucumber.actions import Exchange, Play
from cardtable.games.errors import IllegalAction

_QUESTIONS = {
    "contra": "Say whether you call contra.",
    "free": "Say whether you take a free new hand.",
    "double": "Say whether you double.",
    "redouble": "Say whether you redouble.",
    "buy-in": "Say whether you buy back in.",
    "re-entry": "Say whether you pay to re-enter.",
    "reset": "Say whether you use your free reset.",
}


def why_illegal(state, seat: int, action: object) -> IllegalAction:
    """The :class:`IllegalAction` to raise for ``action`` by ``seat`` now."""
    phase = state.phase
    if phase not in ("play", "last", "exchange"):
        return IllegalAction(_QUESTIONS.get(phase, "Answer the question first."), "answer",
                             question=phase)
    if phase == "exchange" and not isinstance(action, Exchange):
        return IllegalAction("Exchange first: discard some cards to draw as many, or keep "
                             "your hand.", "exchange-phase")
    if phase != "exchange" and not isinstance(action, Play):
        return IllegalAction("Play cards now.", "play-phase")
    cards = getattr(action, "cards", ())
    hand = state.hands[seat]
    missing = Counter(cards) - Counter(hand)
    if missing:
        card = next(iter(missing))
        return IllegalAction(f"You do not hold {card}.", "not-held", card=str(card))
    if phase == "exchange":
        return _exchange_reason(state, seat, len(cards))
    if not cards:
        return IllegalAction("Play at least one card.", "empty")
    if phase == "last":
        return IllegalAction("In the last trick each player shows their one card.", "last-one")
    if not state.trick:
        return _lead_reason(state, hand, cards)
    return _follow_reason(state, hand, cards)


def _exchange_reason(state, seat: int, count: int) -> IllegalAction:
    sizes = state._exchange_sizes(seat)
    if count > len(state.stock):
        return IllegalAction(f"You can exchange at most {len(state.stock)} cards: that is "
                             "all the stock holds.", "stock-short", most=len(state.stock))
    if state.rules.exchange == "dealer-first" and count > len(state.hands[seat]) - 2:
        return IllegalAction("Keep at least 2 cards in your hand when you exchange.",
                             "keep-two")
    if len(sizes) == 2 and sizes[0] == 0:
        return IllegalAction(f"Exchange exactly {sizes[1]} cards, or none.", "exact-count",
                             count=sizes[1])
    return IllegalAction(f"You cannot exchange {count} cards now.", "exchange-count")


def _lead_reason(state, hand, cards) -> IllegalAction:
    values = state.values
    if len(cards) > 1 and state.rules.lead != "sets":
        return IllegalAction("Only one card may be led in this game.", "single-lead")
    if len({values.kind[c] for c in cards}) != 1:
        return IllegalAction("Cards led together must all be the same rank.", "mixed-set")
    if len(cards) >= len(hand):
        return IllegalAction("A set lead must leave at least one card in your hand for "
                             "the last trick.", "set-empties-hand")
    if state.rules.lead_lowest:
        return IllegalAction(f"You must lead your lowest card ({hand[0]}).", "lead-lowest",
                             lowest=str(hand[0]))
    return IllegalAction("That lead is not allowed.", "lead")


def _follow_reason(state, hand, cards) -> IllegalAction:
    k = len(state.trick[0][1])
    if len(cards) != k:
        return IllegalAction(f"Play exactly {k} card{'s' if k > 1 else ''}, as many as "
                             "were led.", "count", count=k)
    lowest = cards_text(hand[:k])
    if state._lowest_forced():
        return IllegalAction(f"After an ace the next player must play their lowest "
                             f"({lowest}).", "lowest-after-ace", lowest=lowest)
    strength = state.values.strength
    target = state._target()
    allow_equal = state.rules.follow_allow_equal
    is_heading = plays.heads(cards, target, allow_equal, strength)
    if (state.rules.ace_rule == "one-ace-per-trick" and state._ace_in_trick()
            and any(c in state.values.aces for c in cards)):
        return IllegalAction("Only one ace may be played in a trick.", "one-ace")
    if not is_heading and plays.is_lowest(cards, hand, strength) and state.rules.follow_must_beat:
        return IllegalAction("You can beat the card to beat, so you must.", "must-beat")
    need = "at least as high as" if allow_equal else "higher than"
    # "Beats" would be wrong where an equal card heads the trick (22): say "matches".
    verb = "does not match or beat" if allow_equal else "does not beat"
    return IllegalAction(
        f"{cards_text(cards)} {verb} the cards to beat and is not your lowest: play "
        f"cards each {need} the card in the same place of {_target_text(state, target)}, "
        f"or your lowest {k} ({lowest}).", "not-heading", lowest=lowest,
        allow_equal=allow_equal)


def _target_text(state, target: tuple[int, ...]) -> str:
    strength = state.values.strength
    for _, cards in reversed(state.trick):
        if plays.strengths_desc(cards, strength) == target:
            return cards_text(sorted(cards, key=state.values.sort_key, reverse=True), "-")
    return "the cards to beat"

