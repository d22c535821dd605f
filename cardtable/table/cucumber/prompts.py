"""The prompt on the person's turn, worded from the rules in force and the legal moves.

A newcomer learns the rules from this line, so it must never describe a
move the rules forbid. A lead
mentions sets only when leading several cards of one rank is legal now; a
follow says "equal to or higher" exactly where the rules accept equal cards
and "higher"/"beat" where a card must be strictly higher, offers "or your
lowest card" only when that play is legal and says "you must" when the
rules make beating compulsory. The prompt names the card(s) to beat — the
card just played or the highest so far, whichever the rules compare with —
and the lowest card(s), so the words match what is on the table.

Every sentence is a literal ``QCoreApplication.translate`` call (the form
``pyside6-lupdate`` extracts); card names go in as ``%1``/``%2``, counts
as ``%3``, and one-card and several-card sentences are separate so each
language can phrase them naturally.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.cards import Card
from cardtable.games.cucumber import Decide, Exchange
from cardtable.games.cucumber.plays import heads, strengths_desc
from cardtable.games.cucumber.values import CardValues, values_for
from cardtable.table.cucumber import texts
from cardtable.table.presentation import TurnPrompt
from cardtable.texts import card_name, cards_name


def turn_prompt(obs: Any, legal: Sequence[Any]) -> TurnPrompt:
    """What the person is asked on their turn: a yes/no question, an
    exchange, a lead, a follow or the last card."""
    first = legal[0]
    if isinstance(first, Decide):
        return TurnPrompt("question", texts.question(first.name),
                          answers={True: Decide(first.name, True),
                                   False: Decide(first.name, False)})
    if isinstance(first, Exchange):
        return TurnPrompt("cards", exchange_text(obs, legal), mode="exchange",
                          keep=Exchange(()))
    return TurnPrompt("cards", play_text(obs, legal), mode="play")


def play_text(obs: Any, legal: Sequence[Any]) -> str:
    """The prompt for a card play: last card, lead or follow."""
    if obs.phase == "last":
        return QCoreApplication.translate("GameController",
                                          "Last trick: lay down your last card.")
    if len(obs.hand) == 1:  # an in-turn last trick: nothing to choose
        return QCoreApplication.translate("GameController", "Last trick: play your last card.")
    values = values_for(obs.rules)
    if not obs.trick:
        return lead_text(obs, legal, values)
    return follow_text(obs, legal, values)


# ---------------------------------------------------------------- exchange
def exchange_text(obs: Any, legal: Sequence[Any]) -> str:
    """How many cards may go: any, up to a limit, or exactly as many as an
    earlier player (``same-count``, ``one-fewer``) — read from the legal
    exchanges, so the words follow every exchange rule."""
    sizes = sorted({len(action.cards) for action in legal})
    most = sizes[-1]
    if most == 1:
        return QCoreApplication.translate(
            "GameController",
            "Exchange: select 1 card to discard (you draw another), or keep your hand.")
    if sizes != list(range(most + 1)):
        return QCoreApplication.translate(
            "GameController",
            "Exchange: select exactly %1 cards to discard (you draw as many), or keep your "
            "hand.").replace("%1", str(most))
    if most < len(obs.hand):
        return QCoreApplication.translate(
            "GameController",
            "Exchange: select up to %1 cards to discard (you draw as many), or keep your "
            "hand.").replace("%1", str(most))
    return QCoreApplication.translate(
        "GameController", "Exchange: select the cards to discard, or keep your hand.")


# ---------------------------------------------------------------- lead
def lead_text(obs: Any, legal: Sequence[Any], values: CardValues) -> str:
    """A single-card lead, or one that may be a set of one rank (only when
    such a set is among the legal leads), or the compulsory lowest card."""
    sets = any(len(action.cards) > 1 for action in legal)
    if obs.rules.lead_lowest:
        low = card_name(obs.hand[0])
        if sets:
            return QCoreApplication.translate(
                "GameController",
                "Your lead: you must lead your lowest rank (%1): one card, or several "
                "(keep at least one in hand).").replace("%1", low)
        return QCoreApplication.translate(
            "GameController", "Your lead: you must lead your lowest card (%1).").replace(
            "%1", low)
    if sets:
        return QCoreApplication.translate(
            "GameController",
            "Your lead: select a card, or several cards of one rank (keep at least one in "
            "hand), and play.")
    return QCoreApplication.translate("GameController",
                                      "Your lead: select a card and play it.")


# ---------------------------------------------------------------- follow
def follow_text(obs: Any, legal: Sequence[Any], values: CardValues) -> str:
    """Beat (or equal) the card(s) to beat, or play the lowest — as the rules
    and the legal follows allow."""
    rules = obs.rules
    target = obs.to_beat
    count = len(target)
    lowest = obs.hand[:count]
    low_kinds = _kinds(lowest, values)
    lowest_legal = any(_kinds(action.cards, values) == low_kinds for action in legal)
    aces = values.aces
    last_play = obs.trick[-1][1]
    if (rules.ace_rule == "lowest-after-ace" and any(c in aces for c in last_play)
            and lowest_legal and len(legal) == 1):
        text = _after_ace(count)
    else:
        dead_aces = rules.ace_rule == "one-ace-per-trick" and any(
            c in aces for _, cards in obs.trick for c in cards)
        heading = [action for action in legal
                   if heads(action.cards, target, rules.follow_allow_equal, values.strength)
                   and not (dead_aces and any(c in aces for c in action.cards))]
        if not heading:
            text = _cannot(count, rules.follow_allow_equal)
        elif rules.follow_must_beat or not lowest_legal:
            text = _must(count, rules.follow_allow_equal)
        else:
            text = _may(count, rules.follow_allow_equal)
        text = text.replace("%1", cards_name(_target_cards(obs, values)))
        if dead_aces and any(c in aces for c in obs.hand):
            text = QCoreApplication.translate(
                "GameController", "%1 No second ace may be played in this trick.").replace(
                "%1", text)
    return text.replace("%2", _lowest_name(obs.hand, lowest, values)).replace("%3", str(count))


def _lowest_name(hand: Sequence[Card], lowest: Sequence[Card], values: CardValues) -> str:
    """The lowest card, or every card that is as low (``4♦ / 4♣``): naming one
    of two equal fours would suggest the other may not be played."""
    if len(lowest) != 1:
        return cards_name(lowest)
    ties = [c for c in hand if values.kind[c] == values.kind[lowest[0]]]
    return " / ".join(cards_name([c]) for c in ties)


def _may(count: int, equal: bool) -> str:
    """Heading is optional: beat (or equal) the card(s) to beat, or play the lowest."""
    if count == 1:
        if equal:
            return QCoreApplication.translate(
                "GameController",
                "Your turn: play a card equal to or higher than %1, or your lowest card (%2).")
        return QCoreApplication.translate(
            "GameController", "Your turn: play a card higher than %1, or your lowest card (%2).")
    if equal:
        return QCoreApplication.translate(
            "GameController",
            "Your turn: play %3 cards that match or beat %1 card for card (highest against "
            "highest), or your lowest %3 (%2).")
    return QCoreApplication.translate(
        "GameController",
        "Your turn: play %3 cards that beat %1 card for card (highest against highest), or "
        "your lowest %3 (%2).")


def _must(count: int, equal: bool) -> str:
    """Every legal follow heads: the rules make it compulsory (or the lowest
    cards are not allowed now)."""
    if count == 1:
        if equal:
            return QCoreApplication.translate(
                "GameController", "Your turn: you must play a card equal to or higher than %1.")
        return QCoreApplication.translate(
            "GameController", "Your turn: you must play a card higher than %1.")
    if equal:
        return QCoreApplication.translate(
            "GameController",
            "Your turn: you must play %3 cards that match or beat %1 card for card (highest "
            "against highest).")
    return QCoreApplication.translate(
        "GameController",
        "Your turn: you must play %3 cards that beat %1 card for card (highest against "
        "highest).")


def _cannot(count: int, equal: bool) -> str:
    """Nothing heads: the lowest card(s) are the only play."""
    if count == 1:
        if equal:
            return QCoreApplication.translate(
                "GameController",
                "Your turn: nothing in your hand equals or beats %1, so play your lowest card "
                "(%2).")
        return QCoreApplication.translate(
            "GameController",
            "Your turn: nothing in your hand beats %1, so play your lowest card (%2).")
    if equal:
        return QCoreApplication.translate(
            "GameController",
            "Your turn: no %3 of your cards match or beat %1 card for card, so play your "
            "lowest %3 (%2).")
    return QCoreApplication.translate(
        "GameController",
        "Your turn: no %3 of your cards beat %1 card for card, so play your lowest %3 (%2).")


def _after_ace(count: int) -> str:
    """``lowest-after-ace``: right after an ace the lowest card(s) must go."""
    if count == 1:
        return QCoreApplication.translate(
            "GameController", "Your turn: an ace was just played, so play your lowest card (%2).")
    return QCoreApplication.translate(
        "GameController",
        "Your turn: an ace was just played, so play your lowest %3 cards (%2).")


def _target_cards(obs: Any, values: CardValues) -> list[Card]:
    """The cards the observation's ``to_beat`` stands for, highest first: the
    latest play of the trick with exactly those strengths (the card just
    played, or the best set so far, as the rules compare)."""
    strength = values.strength
    for _, cards in reversed(obs.trick):
        if strengths_desc(cards, strength) == tuple(obs.to_beat):
            return sorted(cards, key=lambda c: strength[c], reverse=True)
    return sorted(obs.trick[-1][1], key=lambda c: strength[c], reverse=True)


def _kinds(cards: Sequence[Card], values: CardValues) -> list[int]:
    return sorted(values.kind[c] for c in cards)
