"""Grading the person's decisions by the expert's values of every legal move.

A decision is worth grading when the person had two legal moves or more.
At each, the review asks the ``expert`` exactly what a hint would have
asked at that moment (:func:`requests`: the seat's observation, the legal
moves and the hint's seed), and the expert's reason lists every weighed
legal move with its figures (``Reason.values``). :func:`grade` ranks them
in the unit the game scores by:

* the Cucumber family — the chance of losing the deal (the expert's search
  weighs not losing the deal first, points only far behind);
* Supertrump — expected final points in stage 1 and the declarations, and
  tricks with perfect play in stage 2 (the solver's exact values);
* Sneak — cards gained for a lead, and for a challenge its chance of
  winning against the chance it needed to pay (a pass is worth the latter).

The best move is the expert's choice (the hint's move); the cost of a
decision is its worth less the played move's (never below 0). Yes/no
questions that the Cucumber expert answers by rule carry no values and are
not graded; neither is a move the expert did not weigh (a Sneak set it
would not consider). Pure Python: no Qt.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.ai.reasons import CHALLENGE, DEAL, GAIN, QUESTION, SCORE, TRICKS, Reason

#: The level a hint asks (``cardtable.ui.aids.hint.HINT_LEVEL``): the review's values are its.
REVIEW_LEVEL = "expert"

#: Units a cost is counted in, by the reason's kind.
LOSS, POINTS, TRICK, CARDS, CHANCE = "deal", "points", "tricks", "cards", "chance"
UNITS = {DEAL: LOSS, SCORE: POINTS, TRICKS: TRICK, GAIN: CARDS, CHALLENGE: CHANCE}
#: The smallest cost that counts as a mistake (below it: as good as the best,
#: within the figures' rounding).
MISTAKE = {LOSS: 0.005, POINTS: 0.05, TRICK: 0.5, CARDS: 0.05, CHANCE: 0.005}
#: For putting mistakes of different units in one order only (a trick is
#: worth about two points, ten per cent of a lost deal about one).
WEIGHT = {LOSS: 10.0, POINTS: 1.0, TRICK: 2.0, CARDS: 1.0, CHANCE: 5.0}

#: Why a decision has no cost: answered by rule, or the move was not weighed.
RULE, UNWEIGHED, UNEXPLAINED = "rule", "unweighed", "unexplained"


def worth(kind: str, figures: Sequence[float]) -> float:
    """A move's figures as one number, higher is better, in its unit."""
    if not figures:
        return 0.0
    if kind == DEAL:
        return -figures[0]          # the chance of losing the deal
    if kind == SCORE and len(figures) > 2:
        return float(figures[2])    # points plus the bonus for 20: what the expert ranks by
    return float(figures[0])        # points, tricks, cards, a chance of winning


@dataclass(frozen=True, slots=True)
class Request:
    """One decision of the person, as the hint would have been asked it."""

    index: int              # the step before the move (the replay viewer's index)
    deal: int               # 1-based
    trick: int | None       # 1-based, for a card played into a trick
    #: Moves of the deal made before this one: the replay viewer's "move N of M"
    #: at ``index``, where the review's jump shows the decision.
    move: int
    seat: int
    played: Any
    game: str
    observation: Any
    legal: tuple
    seed: str


@dataclass(frozen=True, slots=True)
class Graded:
    """A decision with every weighed legal move's figures and what it cost."""

    index: int
    deal: int
    trick: int | None
    move: int               # as ``Request.move``: the viewer's count at ``index``
    played: Any
    kind: str = ""
    #: (action, figures) of every weighed legal move, the expert's order.
    values: tuple[tuple[Any, tuple[float, ...]], ...] = ()
    best: Any = None
    #: best − played in ``unit`` (None: not graded, ``note`` says why).
    cost: float | None = None
    note: str = ""

    @property
    def unit(self) -> str:
        return UNITS.get(self.kind, "")

    def figures_of(self, action: Any) -> tuple[float, ...] | None:
        return next((f for a, f in self.values if a == action), None)

    @property
    def mistake(self) -> bool:
        return self.cost is not None and self.cost >= MISTAKE.get(self.unit, 0.0)

    @property
    def weight(self) -> float:
        """The cost in one scale for ordering (see ``WEIGHT``)."""
        return (self.cost or 0.0) * WEIGHT.get(self.unit, 1.0)


def requests(steps: Any, seat: int, deal: int | None = None) -> list[Request]:
    """Every decision of ``seat`` with two legal moves or more, in the whole
    record of ``steps`` (a ``ReplaySteps``) or in deal ``deal`` only."""
    out: list[Request] = []
    deals = [deal] if deal is not None else range(1, steps.deals + 1)
    for number in deals:
        start = steps.deal_start(number)
        for move, (who, action) in enumerate(steps.moves[number - 1]):
            if who != seat:
                continue
            index = start + move
            state = steps.state(index)
            legal = tuple(state.legal_actions())
            if len(legal) < 2:
                continue
            trick = (1 + bisect.bisect_right(steps.trick_ends, index)
                     - bisect.bisect_right(steps.trick_ends, start)
                     if getattr(action, "name", "") == "play" else None)
            out.append(Request(index, number, trick, move, seat, action, steps.loaded.game,
                               state.observation(seat), legal,
                               f"{state.seed}:{state.moves_made}:{seat}:hint"))
    return out


def grade(request: Request, reason: Reason | None) -> Graded:
    """The decision ``request`` graded by the expert's ``reason`` at it."""
    where = (request.index, request.deal, request.trick, request.move, request.played)
    if reason is None or not reason.values:
        note = RULE if reason is not None and reason.kind == QUESTION else UNEXPLAINED
        return Graded(*where, kind=reason.kind if reason else "", note=note)
    kind = reason.kind
    values = tuple((a, tuple(f)) for a, f in reason.values)
    # The best move is the expert's own choice, listed first: the hint's move.
    # (Ranked by its full utility, it may differ from the top of one figure:
    # a Cucumber move a little likelier to lose the deal but for fewer points.)
    best_action, best_figures = values[0]
    played = next((f for a, f in values if a == request.played), None)
    if played is None:
        return Graded(*where, kind=kind, values=values, best=best_action, note=UNWEIGHED)
    cost = max(0.0, worth(kind, best_figures) - worth(kind, played))
    return Graded(*where, kind=kind, values=values, best=best_action, cost=cost)


@dataclass
class Summary:
    """What a review found: the graded decisions and the cost per unit."""

    decisions: list[Graded] = field(default_factory=list)
    #: Whole game (None) or one deal.
    deal: int | None = None
    #: How many decisions there were (some may not be reviewed yet: cancelled).
    planned: int = 0

    @property
    def graded(self) -> list[Graded]:
        return [d for d in self.decisions if d.cost is not None]

    @property
    def mistakes(self) -> list[Graded]:
        """The mistakes, costliest first."""
        return sorted((d for d in self.decisions if d.mistake), key=lambda d: -d.weight)

    def totals(self) -> dict[str, float]:
        """The summed cost of the mistakes per unit (units without one left out)."""
        out: dict[str, float] = {}
        for d in self.mistakes:
            out[d.unit] = out.get(d.unit, 0.0) + (d.cost or 0.0)
        return out

    def count(self, unit: str) -> int:
        return sum(1 for d in self.mistakes if d.unit == unit)

    @property
    def complete(self) -> bool:
        return len(self.decisions) >= self.planned

    def at(self, index: int) -> Graded | None:
        """The decision made at step ``index`` (None: not the person's, or not reviewed)."""
        return next((d for d in self.decisions if d.index == index), None)
