"""What the searched options of one decision scored, for a hint's reason.

Each option (a card, a suit, a rank) is played out in the same worlds; the
tally keeps per option the worlds, the final points, the games reaching 20
and the utility the search ranks by (points plus a bonus for reaching 20,
``greedy.smooth_utility``) — the figures a hint's reason gives
(``cardtable.ai.reasons``). The hint and the review rank by that utility
too, so the move they call best is the one with the best figure they show.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from cardtable.ai.reasons import SCORE, Reason
from cardtable.games.supertrump.actions import Action
from cardtable.games.supertrump.state import WINNING_POINTS


class ScoreTally:
    """Per option: worlds, final points, games reaching 20, summed utility."""

    def __init__(self, options: Sequence[int]) -> None:
        self.options = list(options)
        self.counts: list[list[float]] = [[0, 0, 0, 0] for _ in self.options]

    def add(self, j: int, mine: float, utility: float) -> None:
        count = self.counts[j]
        count[0] += 1
        count[1] += mine
        count[2] += mine >= WINNING_POINTS
        count[3] += utility

    def figures(self, option: int) -> tuple[float, float, float]:
        """(mean points, share reaching 20, mean utility: what the search ranks by)."""
        worlds, points, wins, utility = self.counts[self.options.index(option)]
        return (points / worlds, wins / worlds, utility / worlds) if worlds else (0.0, 0.0, 0.0)

    def reason(self, best: int, runner: int, runner_action: Action,
               values: tuple[tuple[Action, tuple[float, ...]], ...] = ()) -> Reason:
        """The chosen option's mean points and chance of 20, and the runner-up's
        (``values``: every weighed option's, see :meth:`values`)."""
        return Reason(SCORE, self.figures(best), self.counts[self.options.index(best)][0],
                      runner_action, self.figures(runner), values=values)

    def values(self, ranked: Sequence[int], action: Callable[[int], Action],
               same: Mapping[int, int] | None = None,
               legal: Sequence[Action] = ()) -> tuple[tuple[Action, tuple[float, ...]], ...]:
        """Every weighed option's action (``action(option)``) and figures, in
        ``ranked`` order; with ``same`` (a legal card → the option tried for it),
        every legal move of ``legal`` a tried option stands for gets its figures."""
        out = [(action(o), self.figures(o)) for o in ranked if o in self.options]
        if same:
            listed = {a for a, _ in out}
            for card, option in same.items():
                a = action(card)
                if a in legal and a not in listed and option in self.options:
                    listed.add(a)
                    out.append((a, self.figures(option)))
        return tuple(out)
