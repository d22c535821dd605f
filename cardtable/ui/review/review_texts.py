""""Review my play" in words: where a decision was, what it cost, the total.

The review (``cardtable.review``) hands back figures; this module words
them in the player's language, in the unit each game scores by: points
(Supertrump's first stage and declarations), tricks (its second stage,
solved exactly), cards (Sneak's leads), the chance of losing the deal
(the Cucumber family) and the chance of winning a challenge (Sneak).
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.ai.reasons import CHALLENGE, DEAL, GAIN, SCORE, TRICKS
from cardtable.cards import parse_card
from cardtable.review.grading import CARDS, CHANCE, LOSS, POINTS, TRICK, Graded, Summary
from cardtable.texts import cards_name, fill, join_list

# A literal translate(context, text) call that lupdate extracts (a module-level
# ``tr`` helper was extracted with no context, so its texts never translated).
translate = QCoreApplication.translate


def _tricks(count: float) -> str:
    """ "1 trick", "3 tricks" (a whole number of tricks)."""
    n = round(count)
    return (translate("ReviewText", "1 trick") if n == 1
            else fill(translate("ReviewText", "%1 tricks"), n))


def _one(value: float) -> str:
    text = f"{value:.1f}"
    return "0.0" if text == "-0.0" else text


def _percent(share: float) -> str:
    return str(round(100 * share))


def action_name(action: Any, labels: dict[Any, str] | None = None) -> str:
    """A move by its cards, with the verb where it is not a plain play
    ("Exchange 8♣", "Sneak 7♥ 7♠"); a move without cards by its button's
    label in ``labels`` (Draw, Pass, a declaration)."""
    name = getattr(action, "name", "")
    cards = tuple(getattr(action, "cards", ()) or ())
    if cards:
        shown = cards_name(cards)
        verbs = {"exchange": translate("ReviewText", "Exchange %1"),
                 "sneak": translate("ReviewText", "Sneak %1"),
                 "flaunt": translate("ReviewText", "Flaunt %1"),
                 "challenge": translate("ReviewText", "Challenge with %1")}
        return fill(verbs[name], shown) if name in verbs else shown
    if name == "exchange":
        return translate("ReviewText", "Keep your hand")
    declared = _declaration(name, str(getattr(action, "value", "")))
    if declared:
        return declared
    if labels and action in labels:
        return labels[action]
    fixed = {"draw": translate("ReviewText", "Draw"), "pass": translate("ReviewText", "Pass")}
    return fixed.get(name, str(getattr(action, "value", "") or action))


def _suit_name(suit: Any) -> str:
    """"♥ hearts" (this module speaks of any game's declarations itself)."""
    words = {"S": translate("ReviewText", "spades"), "H": translate("ReviewText", "hearts"),
             "D": translate("ReviewText", "diamonds"), "C": translate("ReviewText", "clubs")}
    return f"{suit.glyph} {words.get(suit.value, suit.value)}"


def _declaration(name: str, value: str) -> str:
    """Supertrump's declarations in words ("♥ hearts as trumps", "9 as super
    trumps"), not a button's label ("♣ (2 held)") nor the record's letter ("H")."""
    try:
        if name == "trump":
            return fill(translate("ReviewText", "%1 as trumps"),
                        _suit_name(parse_card("2" + value).suit))
        if name == "super":
            return fill(translate("ReviewText", "%1 as super trumps"), value)
    except ValueError:
        return ""
    return ""


def play_number(steps: Any, decision: Graded) -> int:
    """The play a decision of a game that numbers its plays (Sneak) belongs
    to: the one it leads or answers, or the next one after a draw — counted
    as the log and the played cards count them (``Presentation.numbers_plays``)."""
    ends = steps.trick_ends
    start = steps.deal_start(decision.deal)
    return 1 + bisect.bisect_right(ends, decision.index) - bisect.bisect_right(ends, start)


def where_text(decision: Graded, rounds_are_games: bool, play: int | None = None) -> str:
    """"Deal 3, trick 5" (a card played into a trick); "Deal 3, play 5" in a
    game that numbers its plays (``play``), as its log does ("before play 5":
    a draw); else "Deal 3, move 7": the move being decided, counted from 1; the
    replay viewer shows the moves made before it there ("6 of 20 moves made"),
    so the two agree after a jump and no decision is "move 0"."""
    if play is not None:
        text = (translate("ReviewText", "Deal %1, before play %2")
                if getattr(decision.played, "name", "") == "draw"
                else translate("ReviewText", "Deal %1, play %2"))
        return fill(text, decision.deal, play)
    if decision.trick is not None:
        text = (translate("ReviewText", "Game %1, trick %2") if rounds_are_games
                else translate("ReviewText", "Deal %1, trick %2"))
        return fill(text, decision.deal, decision.trick)
    text = (translate("ReviewText", "Game %1, move %2") if rounds_are_games
            else translate("ReviewText", "Deal %1, move %2"))
    return fill(text, decision.deal, decision.move + 1)


def entry_text(decision: Graded, rounds_are_games: bool,
               name: Callable[[Any], str] = action_name, play: int | None = None) -> str:
    """One costly move: "Deal 3, trick 5: you played K♠; 7♠ would have scored
    1.8 more points on average" (what the other move would have done, not what
    it "kept"); moves by their names, never a button's label in quotes."""
    cost = decision.cost or 0.0
    words = {
        POINTS: translate("ReviewText", "%1: you played %2; %3 would have scored %4 more "
                          "points on average (counting the bonus for reaching 20)."),
        TRICK: translate("ReviewText", "%1: you played %2; %3 would have taken %4 more "
                         "with perfect play."),
        LOSS: translate("ReviewText", "%1: you played %2; %3 would have lost the deal %4% "
                        "less often."),
        CARDS: translate("ReviewText", "%1: you chose %2; %3 would have gained %4 more cards "
                         "on average."),
    }
    if decision.trick is None:   # an exchange or a declaration: chosen, not played
        words[POINTS] = translate("ReviewText", "%1: you chose %2; %3 would have scored %4 "
                                  "more points on average (counting the bonus for reaching "
                                  "20).")
        words[LOSS] = translate("ReviewText", "%1: you chose %2; %3 would have lost the deal "
                                "%4% less often.")
    shown = {POINTS: _one(cost), TRICK: _tricks(cost), LOSS: _percent(cost),
             CARDS: _one(cost)}
    where = where_text(decision, rounds_are_games, play)
    if decision.unit == CHANCE:
        challenge = next((f[0] for a, f in decision.values
                          if getattr(a, "name", "") == "challenge"), 0.0)
        needed = next((f[0] for a, f in decision.values
                       if getattr(a, "name", "") == "pass"), 0.0)
        return fill(translate("ReviewText", "%1: you chose %2; %3 was the better bet "
                              "(a challenge wins %4% of the time; %5% pays)."), where,
                    name(decision.played), name(decision.best), _percent(challenge),
                    _percent(needed))
    return fill(words.get(decision.unit, "%1"), where, name(decision.played),
                name(decision.best), shown.get(decision.unit, _one(cost)))


def total_text(summary: Summary) -> str:
    """What the mistakes cost in all, one clause per unit the game scores in."""
    whole = summary.deal is None
    totals = summary.totals()
    if not summary.graded:
        return translate("ReviewText", "No decision of yours could be graded here.")
    if not totals:
        return (translate("ReviewText", "Every graded move of yours was as good as the "
                          "expert's best in this game.") if whole else
                translate("ReviewText", "Every graded move of yours was as good as the "
                          "expert's best in this deal."))
    parts = []
    clauses = {
        POINTS: (translate("ReviewText", "%1 points on average"), _one),
        TRICK: ("%1", _tricks),
        CARDS: (translate("ReviewText", "%1 cards on average"), _one),
        LOSS: (translate("ReviewText", "%1 lost deals on average"), lambda v: f"{v:.2f}"),
    }
    for unit in (POINTS, TRICK, CARDS, LOSS):
        if unit in totals:
            text, shown = clauses[unit]
            parts.append(fill(text, shown(totals[unit])))
    sentences = []
    if parts:
        cost = (translate("ReviewText", "Your mistakes cost %1 in this game.") if whole
                else translate("ReviewText", "Your mistakes cost %1 in this deal."))
        sentences.append(fill(cost, join_list(parts)))
    if CHANCE in totals:
        sentences.append(fill(translate("ReviewText",
                                        "%1 of your challenge decisions went against the odds."),
                              summary.count(CHANCE)))
    return translate("ReviewText", "%1 %2").replace("%1", sentences[0]).replace(
        "%2", sentences[1]) if len(sentences) == 2 else sentences[0]


def value_text(kind: str, action: Any, figures: tuple[float, ...]) -> str:
    """A move's figures in the replay viewer's list: "loses 34% · 2.1 points"."""
    if not figures:
        return "—"
    if kind == DEAL:
        return fill(translate("ReviewText", "loses %1% · %2 points"), _percent(figures[0]),
                    _one(figures[1]))
    if kind == SCORE and len(figures) > 2:   # the worth first: the order is by it
        return fill(translate("ReviewText", "worth %3 · %1 points · 20+ in %2%"),
                    _one(figures[0]), _percent(figures[1]), _one(figures[2]))
    if kind == SCORE:
        return fill(translate("ReviewText", "%1 points · wins %2%"), _one(figures[0]),
                    _percent(figures[1]))
    if kind == TRICKS:
        return _tricks(figures[0])
    if kind == GAIN:
        return fill(translate("ReviewText", "%1 cards"), f"{figures[0]:+.1f}")
    if kind == CHALLENGE:
        if getattr(action, "name", "") == "pass":
            return fill(translate("ReviewText", "pays from %1%"), _percent(figures[0]))
        return fill(translate("ReviewText", "wins %1%"), _percent(figures[0]))
    return _one(figures[0])


def note_text(decision: Graded) -> str:
    """Why a decision has no cost, or what it cost (the replay viewer's line)."""
    if decision.note == "rule":
        return translate("ReviewText",
                         "A yes/no question the expert answers by a rule: not graded.")
    if decision.note == "unweighed":
        return translate("ReviewText", "The expert did not weigh the move you made: not graded.")
    if decision.cost is None:
        return translate("ReviewText", "Nothing to weigh here: not graded.")
    if not decision.mistake:
        return translate("ReviewText", "Your move was as good as the best.")
    return translate("ReviewText", "Your move cost %1.").replace("%1", cost_text(decision))


def cost_text(decision: Graded) -> str:
    cost = decision.cost or 0.0
    unit = decision.unit
    if unit == POINTS:
        return fill(translate("ReviewText", "%1 points on average"), _one(cost))
    if unit == TRICK:
        return _tricks(cost)
    if unit == CARDS:
        return fill(translate("ReviewText", "%1 cards on average"), _one(cost))
    if unit == LOSS:
        return fill(translate("ReviewText", "%1% more chance of losing the deal"), _percent(cost))
    return fill(translate("ReviewText", "%1% of winning chance"), _percent(cost))
