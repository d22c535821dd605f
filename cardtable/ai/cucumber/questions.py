"""The Cucumber family's yes/no questions, answered by rule — and the rule's
figures, so a hint can say why.

Every level above ``easy`` answers the questions (Rassi's free exchange,
double and redouble; Ogórek's contra; the rescues: buy-in, re-entry, reset)
the same way: on the **reserve** — the hand's lowest card for the last
trick — and the **room** left before the elimination threshold. A search
would add little: a question is asked once a deal, and its outcome hangs on
cards nobody has seen yet. The thresholds are named here, once, for the
answer and for the reason a hint gives (``QUESTION`` in ``ai.reasons``).
"""

from __future__ import annotations

from typing import NamedTuple

from cardtable.ai.cucumber.lean import last_strength, lean_rules
from cardtable.ai.reasons import QUESTION, Reason
from cardtable.games.cucumber.observation import CucumberObservation
from cardtable.games.cucumber.values import values_for

#: A reserve of this strength or lower is a good last card (no free exchange).
SAFE = 6
#: Double / redouble: a reserve at least this strong (a weak hand), with more
#: than this much room — the loss counts ×2 / ×4, up to 14 points a card.
DOUBLE_LOW, DOUBLE_ROOM = 10, 2 * 14
REDOUBLE_LOW, REDOUBLE_ROOM = 12, 4 * 14
#: Contra: at least ``CONTRA_LOWS`` cards of strength ≤ ``CONTRA_SMALL``, the
#: reserve ≤ ``CONTRA_RESERVE``, and more than ``CONTRA_ROOM`` room (×4 if lost).
CONTRA_LOWS, CONTRA_SMALL, CONTRA_RESERVE, CONTRA_ROOM = 2, 4, 3, 4 * 13


class Judged(NamedTuple):
    """What a question is judged on."""

    reserve: int        # the lowest card's strength in the last trick (99: no cards)
    reserve_card: str   # its code ("" with no cards)
    lows: int           # cards of strength ≤ CONTRA_SMALL
    room: int           # points left before the elimination threshold
    out: bool           # the player's total is already out


def judged(observation: CucumberObservation) -> Judged:
    rules = observation.rules
    lr = lean_rules(rules)
    values = values_for(rules)
    total = observation.scores[observation.seat]
    hand = observation.hand
    reserve, card = min(((last_strength(values.kind[c], lr), c.code) for c in hand),
                        default=(99, ""))
    lows = sum(1 for c in hand if values.strength[c] <= CONTRA_SMALL)
    return Judged(reserve, card, lows, rules.elimination_at - total, lr.out(total))


def exchange_yes(question: str, reserve: int, room: int) -> bool:
    """Rassi's rule: replace a hand with this reserve strength and this room?"""
    if question == "free":
        return reserve > SAFE
    if question == "double":
        return reserve >= DOUBLE_LOW and room > DOUBLE_ROOM
    return reserve >= REDOUBLE_LOW and room > REDOUBLE_ROOM


def answer(observation: CucumberObservation) -> bool:
    """Yes/no questions (free, double, redouble, contra, buy-in, re-entry, reset)."""
    j = judged(observation)
    question = observation.question
    if question in ("free", "double", "redouble"):
        return exchange_yes(question, j.reserve, j.room)
    if question == "contra":
        return (j.reserve <= CONTRA_RESERVE and j.lows >= CONTRA_LOWS
                and j.room > CONTRA_ROOM)
    if question in ("re-entry", "reset"):
        return True
    if question == "buy-in":
        return j.out
    return False


#: Per question, the room and the reserve strength its rule asks for.
THRESHOLDS = {"free": (0, SAFE), "double": (DOUBLE_ROOM, DOUBLE_LOW),
              "redouble": (REDOUBLE_ROOM, REDOUBLE_LOW), "contra": (CONTRA_ROOM, CONTRA_RESERVE)}


def question_reason(observation: CucumberObservation, said: bool) -> Reason:
    """Why ``said`` is the answer: figures (reserve strength, room, cards of 4
    or lower, the room and the reserve strength the rule asks for, the game's
    elimination threshold — a rule asking for more room than the game has can
    never be met, and is said so) and ``detail`` (the question, the answer,
    the reserve card)."""
    j = judged(observation)
    question = observation.question or ""
    room, reserve = THRESHOLDS.get(question, (0, 0))
    return Reason(QUESTION, (float(j.reserve), float(j.room), float(j.lows), float(room),
                             float(reserve), float(observation.rules.elimination_at)),
                  detail=(question, said, j.reserve_card))
