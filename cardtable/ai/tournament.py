"""Bot levels against each other on duplicate deals: ``cardtable sim tournament``.

Every *board* is one seed: one shuffle (and dealer) of the engine. A board
is played once per seat rotation — with ``--bots expert,normal,normal,normal``
the expert sits in seat 0, then 1, 2, 3 of the very same deal — so every
level meets the same cards from every seat and luck largely cancels.

What a board says about each seat is the game's business: its AI package's
``measure.board_stats`` (``cardtable.ai.<game>.measure``). For the Cucumber
family:

* deal mode (``deals``): the first deal of each board, scored per seat:
  lost or not (a seat among the losers), and its placement (1 + the number
  of seats whose last card was lower);
* game mode (``games``): whole games from each board's seed, seats rotated
  the same way (the first deal is duplicated exactly; later shuffles follow
  the same seeded RNG as long as the games draw it alike); win share (ties
  split), placement (winners first, then by elimination order), and every
  deal's loss.

Rates come with a 95 % Wilson interval, over seat-deals (or seat-games) as
if independent; the duplicate pairing makes the real spread smaller, so the
interval is conservative. Decision times are wall-clock per non-forced
decision (more than one legal action). ``jobs`` splits the boards over
processes.

The ``oracle`` level is created here and only here: it is given the full
engine state, which no table ever hands a bot.
"""

from __future__ import annotations

import importlib
import math
import random
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from cardtable import games
from cardtable.ai.base import ai_package, bot_names, default_game, make_bot, measurement_names


def tournament_bot_names(game: str | None = None) -> list[str]:
    """The playable levels of ``game`` and its measurement-only bots."""
    return sorted(set(bot_names(game)) | set(measurement_names(game)))


def _make(name: str, game: str | None = None):
    return make_bot(name, game, measurement=True)


def board_seed(seed: int, board: int) -> int:
    return random.Random(seed * 1_000_003 + board * 7919 + 17).randrange(2**62)


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of the proportion k/n."""
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class LevelStats:
    deals: int = 0
    lost: int = 0
    games: int = 0
    wins: float = 0.0
    places: list[float] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    points: float = 0.0       # points this level scored (games that count points)
    all_points: float = 0.0   # points scored by everyone at those tables

    def merge(self, other: LevelStats) -> None:
        self.deals += other.deals
        self.lost += other.lost
        self.games += other.games
        self.wins += other.wins
        self.places += other.places
        self.times += other.times
        self.points += other.points
        self.all_points += other.all_points


def _play(game: str, rules, players: int, seed: int, names: Sequence[str],
          whole_game: bool, stats: dict[str, LevelStats]) -> None:
    """One board in one rotation: ``names[seat]`` is the level at each seat."""
    spec = games.get(game)
    bots = [_make(n, game) for n in names]
    rngs = [random.Random(seed + 104_729 * (s + 1)) for s in range(players)]
    state = spec.new_game(rules, players, seed)
    clock = time.perf_counter
    while not state.is_over and (whole_game or state.deal_no == 1):
        seat = state.current_seat
        legal = state.legal_actions()
        bot = bots[seat]
        start = clock()
        if hasattr(bot, "choose_with_state"):
            action = bot.choose_with_state(state, legal, rngs[seat])
        else:
            action = bot.choose(state.observation(seat), legal, rngs[seat])
        if len(legal) > 1:
            stats[names[seat]].times.append(clock() - start)
        state.apply(action)
    measure = importlib.import_module(ai_package(game).__name__ + ".measure")
    for s, outcome in enumerate(measure.board_stats(state, whole_game)):
        st = stats[names[s]]
        st.deals += int(outcome.get("deals", 0))
        st.lost += int(outcome.get("lost", 0))
        st.places += outcome.get("places", [])
        st.games += int(outcome.get("games", 0))
        st.wins += outcome.get("wins", 0.0)
        st.points += outcome.get("points", 0.0)
        st.all_points += outcome.get("all_points", 0.0)


def _run_boards(args: tuple) -> dict[str, LevelStats]:
    game, rules, players, bots, seeds, whole_game = args
    stats = {name: LevelStats() for name in set(bots)}
    for seed in seeds:
        for r in range(players):
            names = [bots[(s - r) % players] for s in range(players)]
            _play(game, rules, players, seed, names, whole_game, stats)
    return stats


@dataclass
class TournamentResult:
    variant: str
    players: int
    bots: list[str]
    boards: int
    games_boards: int
    seed: int
    jobs: int
    stats: dict[str, LevelStats]
    seconds: float

    def as_dict(self) -> dict:
        levels = {}
        for name, st in sorted(self.stats.items()):
            times = sorted(st.times)
            entry = {
                "deals": st.deals, "deal_loss_rate": _r(st.lost / st.deals if st.deals else 0),
                "deal_loss_ci95": [_r(x) for x in wilson(st.lost, st.deals)],
                "mean_placement": _r(sum(st.places) / len(st.places)) if st.places else None,
                "decisions": len(times),
                "decision_ms_median": _r(1000 * times[len(times) // 2]) if times else None,
                "decision_ms_p95": _r(1000 * times[int(0.95 * (len(times) - 1))])
                if times else None,
            }
            if st.all_points:
                entry["points_share"] = _r(st.points / st.all_points)
            if st.games:
                entry["games"] = st.games
                entry["game_win_rate"] = _r(st.wins / st.games)
                entry["game_win_ci95"] = [_r(x) for x in wilson(st.wins, st.games)]
            levels[name] = entry
        return {"variant": self.variant, "players": self.players, "bots": self.bots,
                "boards": self.boards, "game_boards": self.games_boards,
                "rotations": self.players, "seed": self.seed, "jobs": self.jobs,
                "seconds": round(self.seconds, 2), "levels": levels}

    def lines(self) -> list[str]:
        d = self.as_dict()
        out = [f"tournament: {self.variant}, {self.players} players, bots "
               f"{','.join(self.bots)}; {self.boards} duplicate deal boards"
               f"{f', {self.games_boards} game boards' if self.games_boards else ''} "
               f"x {self.players} seat rotations, seed {self.seed}, {self.seconds:.1f} s"]
        for name, e in d["levels"].items():
            lo, hi = e["deal_loss_ci95"]
            line = (f"  {name:8} deals {e['deals']:6}  lost {e['deal_loss_rate']:.1%} "
                    f"[{lo:.1%}, {hi:.1%}]  place {e['mean_placement']}")
            if "games" in e:
                glo, ghi = e["game_win_ci95"]
                line += (f"  games {e['games']} won {e['game_win_rate']:.1%} "
                         f"[{glo:.1%}, {ghi:.1%}]")
            if "points_share" in e:
                line += f"  points {e['points_share']:.1%}"
            if e["decision_ms_median"] is not None:
                line += (f"  decision {e['decision_ms_median']:.2f} ms median, "
                         f"{e['decision_ms_p95']:.2f} ms p95")
            out.append(line)
        return out


def _r(x: float) -> float:
    return round(x, 4)


def run_tournament(variant: str, players: int, bots: list[str], deals: int, seed: int,
                   jobs: int = 1, games: int = 0, game: str | None = None,
                   rules: object = None) -> TournamentResult:
    """``deals`` duplicate deal boards and ``games`` duplicate game boards of
    ``game`` (default: the first registered game) under preset ``variant``
    (or ``rules``: the preset with options changed)."""
    game = game or default_game()
    if rules is None:
        from cardtable.games import get
        rules = get(game).preset(variant)
    start = time.perf_counter()
    tasks = []
    chunk = 4
    for whole_game, count, offset in ((False, deals, 0), (True, games, 10**6)):
        seeds = [board_seed(seed, offset + b) for b in range(count)]
        for i in range(0, len(seeds), chunk):
            tasks.append((game, rules, players, list(bots), seeds[i:i + chunk], whole_game))
    stats = {name: LevelStats() for name in set(bots)}
    if jobs > 1 and len(tasks) > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for part in pool.map(_run_boards, tasks):
                for name, st in part.items():
                    stats[name].merge(st)
    else:
        for task in tasks:
            for name, st in _run_boards(task).items():
                stats[name].merge(st)
    return TournamentResult(variant, players, list(bots), deals, games, seed, jobs, stats,
                            time.perf_counter() - start)
