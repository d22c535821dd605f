"""Two bots compared on the very same seats: the paired loss difference.

``run_tournament`` adds every board up per level, which is right for one
line-up but loses the pairing between two: whether the expert lost *this*
deal from *this* seat where the textbook bot, in its place, did not. Here
both line-ups (``[a, normal, normal, normal]`` and ``[b, normal, …]``) play
every board of ``tournament.board_seed`` in every seat rotation, one board
at a time through the tournament's own ``_play`` (the same shuffles, bot
seeds and scoring, ``measure.board_stats``; ``run_lineup`` plays one
line-up), and each board-seat gives one
difference ``lost_b - lost_a`` ∈ {-1, 0, 1}. Its mean is the points of deals
fewer lost by ``a``; the 95 % interval is the normal approximation on those
per-pair differences, much narrower than two independent Wilson intervals
because the deals that play alike cancel.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from cardtable.ai.tournament import LevelStats, _play, board_seed, wilson

GAME = "cucumber"
#: Game boards are numbered from here, as ``tournament.run_tournament`` numbers them.
WHOLE_GAME_BOARDS = 10**6


@dataclass
class Paired:
    """Per board-seat losses of the tested seat in line-ups ``a`` and ``b``."""

    a: str
    b: str
    lost_a: list[float] = field(default_factory=list)
    lost_b: list[float] = field(default_factory=list)
    times_a: list[float] = field(default_factory=list)
    times_b: list[float] = field(default_factory=list)

    def merge(self, other: Paired) -> None:
        self.lost_a += other.lost_a
        self.lost_b += other.lost_b
        self.times_a += other.times_a
        self.times_b += other.times_b

    @property
    def n(self) -> int:
        return len(self.lost_a)

    def rates(self) -> tuple[float, float]:
        return sum(self.lost_a) / self.n, sum(self.lost_b) / self.n

    def difference(self) -> tuple[float, float, float]:
        """``b``'s loss rate minus ``a``'s (positive: ``a`` loses fewer), and its
        95 % interval from the per-pair differences (normal approximation)."""
        d = [y - x for x, y in zip(self.lost_a, self.lost_b, strict=True)]
        n = len(d)
        mean = sum(d) / n
        var = sum((x - mean) ** 2 for x in d) / max(1, n - 1)
        half = 1.96 * math.sqrt(var / n)
        return mean, mean - half, mean + half

    def wilson(self, which: str) -> tuple[float, float]:
        lost = self.lost_a if which == "a" else self.lost_b
        return wilson(sum(lost), len(lost))


def times_ms(times: Sequence[float]) -> tuple[float, float]:
    """Median and p95 of decision times, in ms (as the tournament reports them)."""
    t = sorted(times)
    if not t:
        return (0.0, 0.0)
    return 1000 * t[len(t) // 2], 1000 * t[int(0.95 * (len(t) - 1))]


def _boards(args: tuple) -> tuple[list[float], list[float]]:
    variant_rules, players, name, others, seeds, whole = args
    lost: list[float] = []
    times: list[float] = []
    for seed in seeds:
        for r in range(players):
            lineup = [name, *others]
            names = [lineup[(s - r) % players] for s in range(players)]
            stats = {n: LevelStats() for n in set(names)}
            _play(GAME, variant_rules, players, seed, names, whole, stats)
            lost.append(1 - stats[name].wins if whole else stats[name].lost)
            times += stats[name].times
    return lost, times


def run_lineup(rules, players: int, name: str, boards: int, seed: int, jobs: int = 1,
               others: Sequence[str] | None = None, whole_games: bool = False,
               ) -> tuple[list[float], list[float]]:
    """``name`` in every seat of ``boards`` deal boards against ``others`` (default:
    all ``normal``): per board-seat whether it lost the deal (board by board, seat
    rotation by rotation), and its decision times. A line-up's figures do not
    depend on what else is measured, so one baseline serves several bots.
    ``whole_games``: each board is a whole game (the tournament's game boards),
    and a board-seat's figure is the share of the game *not* won (a shared win
    counts its share), so ``Paired.difference`` is the points of games won more."""
    others = list(others or ["normal"] * (players - 1))
    offset = WHOLE_GAME_BOARDS if whole_games else 0
    seeds = [board_seed(seed, offset + i) for i in range(boards)]
    tasks = [(rules, players, name, others, seeds[i:i + 4], whole_games)
             for i in range(0, boards, 4)]
    lost: list[float] = []
    times: list[float] = []
    if jobs > 1 and len(tasks) > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            parts = list(pool.map(_boards, tasks))
    else:
        parts = [_boards(task) for task in tasks]
    for part_lost, part_times in parts:
        lost += part_lost
        times += part_times
    return lost, times


def run_paired(rules, players: int, a: str, b: str, boards: int, seed: int, jobs: int = 1,
               others: Sequence[str] | None = None) -> Paired:
    """``boards`` deal boards × ``players`` seat rotations for ``a`` and for ``b``,
    each in the seat the other had, against ``others`` (default: all ``normal``)."""
    lost_a, times_a = run_lineup(rules, players, a, boards, seed, jobs, others)
    lost_b, times_b = run_lineup(rules, players, b, boards, seed, jobs, others)
    return Paired(a, b, lost_a, lost_b, times_a, times_b)
