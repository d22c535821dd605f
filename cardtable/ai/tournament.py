"""Bot levels against each other on duplicate deals: ``cardtable sim tournament``.

Every *board* is one seed: one shuffle (and dealer) of the engine. A board
is played once per seat rotation — with ``--bots expert,normal,normal,normal``
the expert sits in seat 0, then 1, 2, 3 of the very same deal — so every
level meets the same cards from every seat and luck largely cancels.

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

import math
import random
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from cardtable.ai.base import make_bot
from cardtable.games.cucumber import new_game, preset

MEASUREMENT_ONLY = ("oracle",)


def tournament_bot_names() -> list[str]:
    from cardtable.ai import bot_names
    return sorted(set(bot_names()) | set(MEASUREMENT_ONLY))


def _make(name: str):
    if name == "oracle":
        from cardtable.ai.expert import OracleBot
        return OracleBot()
    return make_bot(name)


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

    def merge(self, other: LevelStats) -> None:
        self.deals += other.deals
        self.lost += other.lost
        self.games += other.games
        self.wins += other.wins
        self.places += other.places
        self.times += other.times


def _play(rules, players: int, seed: int, names: Sequence[str], whole_game: bool,
          stats: dict[str, LevelStats]) -> None:
    """One board in one rotation: ``names[seat]`` is the level at each seat."""
    bots = [_make(n) for n in names]
    rngs = [random.Random(seed + 104_729 * (s + 1)) for s in range(players)]
    state = new_game(rules, players, seed)
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
    for deal_log in state.log if whole_game else state.log[:1]:
        if not deal_log.result or "losers" not in deal_log.result:
            continue
        losers = deal_log.result["losers"]
        for s in _seats_of_deal(deal_log):
            stats[names[s]].deals += 1
            stats[names[s]].lost += s in losers
    if not whole_game:
        shown = _first_shown(state)
        low = state.values.last_strength
        for s, c in shown:
            stats[names[s]].places.append(1 + sum(1 for _, d in shown if low[d] < low[c]))
        return
    winners = state.winners
    out_deal = {seat: d for d, seat in state.out_order}
    for s in range(players):
        st = stats[names[s]]
        st.games += 1
        if s in winners:
            st.wins += 1 / len(winners)
    order = sorted(range(players), key=lambda s: (
        s not in winners, -out_deal.get(s, 10**9), state.scores[s]))
    for place, s in enumerate(order, 1):
        stats[names[s]].places.append(place)


def _seats_of_deal(deal_log) -> list[int]:
    """The seats that played a deal: those who moved in it (everyone alive plays)."""
    seats = {s for s, a in deal_log.moves if a.name == "play"}
    return sorted(seats)


def _first_shown(state) -> list:
    """The last trick of the first deal (from its moves)."""
    moves = [(s, a) for s, a in state.log[0].moves if a.name == "play"]
    n = len(_seats_of_deal(state.log[0]))
    return [(s, a.cards[0]) for s, a in moves[-n:]]


def _run_boards(args: tuple) -> dict[str, LevelStats]:
    variant, players, bots, seeds, whole_game = args
    rules = preset(variant)
    stats = {name: LevelStats() for name in set(bots)}
    for seed in seeds:
        for r in range(players):
            names = [bots[(s - r) % players] for s in range(players)]
            _play(rules, players, seed, names, whole_game, stats)
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
            if e["decision_ms_median"] is not None:
                line += (f"  decision {e['decision_ms_median']:.2f} ms median, "
                         f"{e['decision_ms_p95']:.2f} ms p95")
            out.append(line)
        return out


def _r(x: float) -> float:
    return round(x, 4)


def run_tournament(variant: str, players: int, bots: list[str], deals: int, seed: int,
                   jobs: int = 1, games: int = 0) -> TournamentResult:
    """``deals`` duplicate deal boards and ``games`` duplicate game boards."""
    start = time.perf_counter()
    tasks = []
    chunk = 4
    for whole_game, count, offset in ((False, deals, 0), (True, games, 10**6)):
        seeds = [board_seed(seed, offset + b) for b in range(count)]
        for i in range(0, len(seeds), chunk):
            tasks.append((variant, players, list(bots), seeds[i:i + chunk], whole_game))
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
