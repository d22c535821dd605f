"""What the searched options of one decision scored, for a hint's reason.

Each option (a card, a suit, a rank) is played out in the same worlds; the
tally keeps per option the worlds, the final points and the games reaching
20 — the figures a hint's reason gives (``cardtable.ai.reasons``).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.ai.reasons import SCORE, Reason
from cardtable.games.supertrump.actions import Action
from cardtable.games.supertrump.state import WINNING_POINTS


class ScoreTally:
    """Per option: worlds, final points, games reaching 20."""

    def __init__(self, options: Sequence[int]) -> None:
        self.options = list(options)
        self.counts: list[list[float]] = [[0, 0, 0] for _ in self.options]

    def add(self, j: int, mine: float) -> None:
        count = self.counts[j]
        count[0] += 1
        count[1] += mine
        count[2] += mine >= WINNING_POINTS

    def figures(self, option: int) -> tuple[float, float]:
        worlds, points, wins = self.counts[self.options.index(option)]
        return (points / worlds, wins / worlds) if worlds else (0.0, 0.0)

    def reason(self, best: int, runner: int, runner_action: Action) -> Reason:
        """The chosen option's mean points and chance of 20, and the runner-up's."""
        return Reason(SCORE, self.figures(best), self.counts[self.options.index(best)][0],
                      runner_action, self.figures(runner))
