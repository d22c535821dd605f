"""A hint's *why*, in the player's language.

The expert hands back its figures as data (``cardtable.ai.reasons.Reason``);
this module words them — one sentence for the chosen move, one for the next
best — so a hint teaches how the move was weighed, not only which it is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.ai.reasons import CHALLENGE, DEAL, GAIN, QUESTION, SCORE, TRICKS, Reason
from cardtable.cards import parse_card
from cardtable.texts import card_name, fill

translate = QCoreApplication.translate


def _percent(share: float) -> str:
    return f"{round(100 * share)}"


def _one(value: float) -> str:
    text = f"{value:.1f}"
    return "0.0" if text == "-0.0" else text   # a small loss rounds to "about -0.0"


def only_move_text() -> str:
    """The reason when there is nothing to weigh."""
    return translate("HintReason", "It is your only legal move.")


def reason_text(reason: Reason | None, name: Callable[[Any], str]) -> str:
    """The reason in words ("" when there is none); ``name`` names an action."""
    if reason is not None and reason.kind == QUESTION:
        return question_text(reason)
    if reason is None or reason.kind not in _WORDS:
        return ""
    first, second = _WORDS[reason.kind]()
    figures = reason.figures
    text = fill(first, reason.worlds, *_shown(reason.kind, figures))
    if reason.runner_up is not None and reason.runner_figures:
        if reason.kind == GAIN and reason.runner_figures[0] > figures[0]:
            second = _mixed()
        more = fill(second, name(reason.runner_up), *_shown(reason.kind, reason.runner_figures))
        # Two sentences: a space between them in English, none in Japanese.
        text = fill(translate("HintReason", "%1 %2"), text, more)
    return text


def _shown(kind: str, figures: tuple[float, ...]) -> list[str]:
    if kind == DEAL:
        return [_percent(figures[0]), _one(figures[1])]
    if kind == SCORE:
        worth = figures[2] if len(figures) > 2 else figures[0]
        return [_one(figures[0]), _percent(figures[1]), _one(worth)]
    if kind == TRICKS:
        return [str(round(figures[0]))]
    if kind == CHALLENGE:
        return [_percent(figures[0])]
    return [_one(figures[0])]


def _deal() -> tuple[str, str]:
    return (translate("HintReason", "In %1 imagined deals this move loses the deal "
                      "%2% of the time and takes %3 points on average."),
            translate("HintReason", "The next best, %1: loses %2%, %3 points."))


def _score() -> tuple[str, str]:
    # Headlined and ranked by one figure, the one the search maximises: a
    # headline of the chance of winning beside a runner-up with a higher
    # chance read as a contradiction.
    return (translate("HintReason", "The expert weighs a move by its points plus a bonus "
                      "for reaching 20. In %1 imagined deals this move is worth %4: %2 "
                      "points on average, 20 or more in %3% of them."),
            translate("HintReason", "The next best, %1: worth %4 (%2 points, 20 or more "
                      "in %3%)."))


def _tricks() -> tuple[str, str]:
    # %1 (the number of imagined deals) is 0 here: every card is known, so
    # the figures are exact and the text does not use it.
    return (translate("HintReason", "Every card is known now: with perfect play "
                      "from here this card takes %2 of the remaining tricks."),
            translate("HintReason", "%1 would take %2."))


def _gain() -> tuple[str, str]:
    # The unit and what it counts: "about 0.2" alone said nothing. The figure
    # is the cards the move should add to your score pile (1 point each) over
    # keeping them in hand: a card nothing can beat is safe there already, so
    # flaunting it gains little more than a hopeless challenger's cards.
    return (translate("HintReason", "Expected gain: about %2 points (the cards it should "
                      "bring to your score pile, compared with keeping your cards in hand)."),
            translate("HintReason", "The best other choice, %1: about %2 points."))


def _mixed() -> str:
    return translate("HintReason", "The best other choice, %1: about %2 points. Close "
                     "choices are mixed, so that nobody can read your play.")


def _challenge() -> tuple[str, str]:
    return (translate("HintReason", "Your best set wins this challenge in about "
                      "%2% of %1 imagined hands."), "")


_WORDS: dict[str, Callable[[], tuple[str, str]]] = {
    DEAL: _deal, SCORE: _score, TRICKS: _tricks, GAIN: _gain, CHALLENGE: _challenge,
}


_RANKS = {11: "J", 12: "Q", 13: "K", 14: "A"}


def question_text(reason: Reason) -> str:
    """A yes/no question's answer by rule, with the hand's figures: the lowest
    card (the reserve for the last trick), the points to spare before going
    out and, for a contra, the cards of 4 or lower."""
    question, said, card = (*reason.detail, "", False, "")[:3]
    text = _question_words(question, bool(said))
    if not text:
        return ""
    # The rule's own thresholds come with the figures: the table knows no game's AI.
    _reserve, room, lows, room_needed, rank_needed, limit = (*reason.figures, 0.0, 0.0, 0.0,
                                                             0.0, 0.0, 0.0)[:6]
    if not said and question in ("double", "redouble", "contra") and 0 < limit <= room_needed:
        # "More than 56 points to spare" in a 50-point game: a rule no hand meets.
        text = translate("HintReason", "Lost, this bet could cost up to %1 points, more than "
                         "this game's %2 allow: answer No.")
        return fill(text, str(round(room_needed)), str(round(limit)))
    try:
        lowest = card_name(parse_card(card))
    except ValueError:
        lowest = "—"
    rank = round(rank_needed)
    return fill(text, lowest, str(round(room)), str(round(room_needed)), str(round(lows)),
                 _RANKS.get(rank, str(rank)))


def _question_words(question: str, said: bool) -> str:
    if question == "free":
        # "for the last trick": where the ace counts lowest there (Rassi), the
        # lowest card is an ace, which read as a mistake without it.
        return (translate("HintReason", "Your lowest card for the last trick, %1, is too "
                          "high to dodge it: a new hand is likely better.") if said else
                translate("HintReason", "Your lowest card for the last trick, %1, can "
                          "still dodge it: keep this hand."))
    if question in ("double", "redouble"):
        return (translate("HintReason", "Your lowest card for the last trick, %1, is weak "
                          "and you have %2 points to spare: a new hand is worth the "
                          "higher stake.") if said else
                translate("HintReason", "A new hand at a higher stake pays with a weak hand "
                          "(your lowest card for the last trick %5 or higher) and more "
                          "than %3 points to spare; yours is %1, with %2 points to spare."))
    if question == "contra":
        return (translate("HintReason", "You hold %4 cards of 4 or lower, the lowest %1, "
                          "and %2 points to spare: a contra is a good bet.") if said else
                translate("HintReason", "A contra needs two cards of 4 or lower, the lowest "
                          "%5 or lower, and more than %3 points to spare; you have %4 of "
                          "them, the lowest %1, and %2 points."))
    if question == "re-entry":
        return translate("HintReason", "Staying in the game is worth the stake.")
    if question == "reset":
        return translate("HintReason", "A free reset can only help.")
    if question == "buy-in":
        return (translate("HintReason", "You are out: buying in keeps you in the game.")
                if said else
                translate("HintReason", "You are not out: a buy-in would cost its stake "
                          "for nothing."))
    return ""
