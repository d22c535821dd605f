"""22 (4 players): the expert and the oracle against the textbook PIMC on paired seats.

The same boards are played with ``expert,normal,normal,normal``,
``pimc,normal,normal,normal`` and ``oracle,normal,normal,normal`` (seats
rotated: every board four times), and each board-seat's loss is paired
(``cardtable.ai.cucumber.paired``). The goal: the expert loses at least 6
points fewer deals than PIMC, the paired 95 % interval above +3. The oracle
(the same search seeing every hand and the stock) is the ceiling: printed
with how much of PIMC's distance to it the expert closes (goal: half).
``oracle-play`` (the expert's exchange, then the oracle's play) is the
ceiling without the stock's order, which no player can read: printed with
the share of PIMC's distance to it the expert closes.
Printed: the loss rates with Wilson intervals, the paired differences with
their intervals, the goals and OK/MISSED, and the decision times (median /
p95 per non-forced decision, wall clock in the worker).

``--presets agurk rassi ogorek`` adds the expert against PIMC in those
presets at 4 players (goal: ahead, the interval above 0), with the oracle's
row there and how many seat-deals end differently at all.

``--whole-games PRESET --bots A B`` plays whole games instead, for a
choice paid for in points — Rassi's double and redouble, where a loss then
counts ×2 or ×4 — which deals lost show only by half: ``A`` and ``B`` each
play every seat of the same game boards against three ``normal`` bots
(``paired.run_lineup(whole_games=True)``), each board-seat pairing the
share of the game each won (a shared win counts its share). Measurement
bots only this script knows: ``expert-rule``, the expert answering Rassi's
three questions by the normal rule (as it did before they were searched);
``normal-searched``, ``normal`` with the expert's search of them (their
worth alone, at normal play); ``normal-plain``, ``normal`` under another
name (a tested seat must not share its name with its opponents).

Run: ``.venv/bin/python benchmarks/strength_cucumber.py [--games 200] [--seed 1] [--jobs 1]
[--presets agurk rassi ogorek] [--no-oracle] [--no-twenty-two]`` (``--games`` counts boards;
each board is 4 paired seat-deals), or ``… --whole-games rassi --bots expert expert-rule
--games 24 --jobs 2`` (each board 4 paired games).
"""

from __future__ import annotations

import argparse
import time

from cardtable.ai.cucumber import MEASUREMENT, rassi
from cardtable.ai.cucumber.expert import ExpertBot
from cardtable.ai.cucumber.normal import NormalBot
from cardtable.ai.cucumber.paired import Paired, run_lineup, times_ms
from cardtable.games.cucumber import PRESETS

#: Boards by default: 800 paired seat-deals, an interval of about ±2.8 points
#: (about 25 minutes of one core on the idle machine).
DEFAULT_BOARDS = 200
GOAL_POINTS, GOAL_LOW = 0.06, 0.03
GAP_SHARE = 0.5


class RuleQuestions(ExpertBot):
    """The expert with Rassi's questions answered by the normal rule."""

    name = "expert-rule"
    search_rassi = False


class SearchedQuestions(NormalBot):
    """``normal`` with Rassi's questions played out as the expert plays them."""

    name = "normal-searched"

    def choose(self, observation, legal_actions, rng):
        if rassi.asks(observation, legal_actions):
            return ExpertBot()._rassi(observation, legal_actions, rng)
        return super().choose(observation, legal_actions, rng)


class PlainNormal(NormalBot):
    """``normal`` itself, named apart from its three opponents."""

    name = "normal-plain"


MEASUREMENT.setdefault("expert-rule", RuleQuestions)
MEASUREMENT.setdefault("normal-plain", PlainNormal)
MEASUREMENT.setdefault("normal-searched", SearchedQuestions)


def pair_line(result: Paired) -> str:
    a, b = result.rates()
    alo, ahi = result.wilson("a")
    blo, bhi = result.wilson("b")
    diff, lo, hi = result.difference()
    return (f"  {result.a} lost {a:.1%} [{alo:.1%}, {ahi:.1%}]; {result.b} lost {b:.1%} "
            f"[{blo:.1%}, {bhi:.1%}]; paired: {result.a} loses {100 * diff:+.1f} points "
            f"fewer [{100 * lo:+.1f}, {100 * hi:+.1f}]")


def differing(a: list, b: list) -> int:
    """How many paired seat-deals end differently for the two bots: the room a
    preset leaves for play to matter at all."""
    return sum(x != y for x, y in zip(a, b, strict=True))


def run(games: int | None, seed: int, jobs: int, presets: list[str], oracle: bool,
        twenty_two: bool = True) -> bool:
    """Play the rows, print them; True if every goal is met."""
    boards = games or DEFAULT_BOARDS
    start = time.perf_counter()
    ok = True
    if twenty_two:
        ok = run_twenty_two(boards, seed, jobs, oracle)
    for name in presets:
        ok = run_preset(name, boards, seed, jobs, oracle) and ok
    print(f"({time.perf_counter() - start:.0f} s)")
    return ok


def run_twenty_two(boards: int, seed: int, jobs: int, oracle: bool) -> bool:
    """22's rows: the expert, the oracles and pimc; True if the goals are met."""
    rules = PRESETS["twenty-two"]
    pimc = run_lineup(rules, 4, "pimc", boards, seed, jobs)
    expert = run_lineup(rules, 4, "expert", boards, seed, jobs)
    result = Paired("expert", "pimc", expert[0], pimc[0], expert[1], pimc[1])
    diff, lo, _ = result.difference()
    ok = diff >= GOAL_POINTS and lo > GOAL_LOW
    print(f"22, 4 players vs 3 normal, {boards} boards x 4 seats = {result.n} paired seat-deals, "
          f"seed {seed}")
    print(pair_line(result))
    print(f"  goal >= +6.0 with the interval above +3: {'OK' if ok else 'MISSED'}")
    med, p95 = times_ms(result.times_a)
    pmed, pp95 = times_ms(result.times_b)
    print(f"  decision time: expert {med:.0f} ms median, {p95:.0f} ms p95; "
          f"pimc {pmed:.0f} / {pp95:.0f} ms")
    if oracle:
        lost, times = run_lineup(rules, 4, "oracle", boards, seed, jobs)
        ceiling = Paired("oracle", "pimc", lost, pimc[0], times, pimc[1])
        print(pair_line(ceiling))
        gap = ceiling.difference()[0]
        share = diff / gap if gap > 0 else 0.0
        met = share >= GAP_SHARE
        ok = ok and met
        print(f"  the expert closes {share:.0%} of pimc's distance to the oracle; "
              f"goal >= {GAP_SHARE:.0%}: {'OK' if met else 'MISSED'}")
        lost, times = run_lineup(rules, 4, "oracle-play", boards, seed, jobs)
        reachable = Paired("oracle-play", "pimc", lost, pimc[0], times, pimc[1])
        print(pair_line(reachable))
        room = reachable.difference()[0]
        print(f"  exchanging blind and playing seeing every hand: the expert closes "
              f"{diff / room if room > 0 else 0.0:.0%} of pimc's distance to that; "
              f"the rest of the oracle's lead ({100 * (gap - room):+.1f} points) is "
              f"knowing the stock")
    return ok


def run_preset(name: str, boards: int, seed: int, jobs: int, oracle: bool) -> bool:
    """Another preset's row: the expert against pimc (and the oracle); True if ahead."""
    row_rules = PRESETS[name]
    a = run_lineup(row_rules, 4, "expert", boards, seed, jobs)
    b = run_lineup(row_rules, 4, "pimc", boards, seed, jobs)
    row = Paired("expert", "pimc", a[0], b[0], a[1], b[1])
    ahead = row.difference()[1] > 0
    print(f"{name}, 4 players vs 3 normal, {row.n} paired seat-deals, seed {seed}")
    print(pair_line(row) + f"; goal ahead, the interval above 0: "
          f"{'OK' if ahead else 'MISSED'}")
    if oracle:
        c = run_lineup(row_rules, 4, "oracle", boards, seed, jobs)
        print(pair_line(Paired("oracle", "pimc", c[0], b[0], c[1], b[1])))
        print(f"  seat-deals whose loss differs: expert/pimc {differing(a[0], b[0])}, "
              f"oracle/pimc {differing(c[0], b[0])} of {row.n}")
    return ahead


def run_whole_games(preset: str, a: str, b: str, boards: int, seed: int, jobs: int) -> None:
    """``a`` and ``b`` on paired whole games of ``preset``; prints games won."""
    start = time.perf_counter()
    rules = PRESETS[preset]
    lost_a, times_a = run_lineup(rules, 4, a, boards, seed, jobs, whole_games=True)
    lost_b, times_b = run_lineup(rules, 4, b, boards, seed, jobs, whole_games=True)
    result = Paired(a, b, lost_a, lost_b, times_a, times_b)
    won_a, won_b = (1 - r for r in result.rates())
    diff, lo, hi = result.difference()
    print(f"{preset}, 4 players vs 3 normal, {result.n} paired whole games, seed {seed} "
          f"({time.perf_counter() - start:.0f} s)")
    print(f"  {a} won {won_a:.1%}, {b} won {won_b:.1%} (a fair share is 25%); paired: "
          f"{a} wins {100 * diff:+.1f} points more [{100 * lo:+.1f}, {100 * hi:+.1f}]")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None, help="boards (4 seat-deals each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--presets", nargs="*", default=[], choices=sorted(PRESETS),
                        help="other presets to measure the expert against pimc in")
    parser.add_argument("--no-oracle", dest="oracle", action="store_false",
                        help="skip the oracles' rows")
    parser.add_argument("--no-twenty-two", dest="twenty_two", action="store_false",
                        help="only the --presets rows")
    parser.add_argument("--whole-games", metavar="PRESET", choices=sorted(PRESETS),
                        help="play whole games of PRESET with the two --bots instead")
    parser.add_argument("--bots", nargs=2, default=["expert", "expert-rule"], metavar="BOT",
                        help="with --whole-games: the two bots (default expert expert-rule)")
    args = parser.parse_args()
    if args.whole_games:
        if "normal" in args.bots:
            parser.error("the three opponents are normal: test normal-plain instead")
        run_whole_games(args.whole_games, *args.bots, args.games or 24, args.seed, args.jobs)
        return
    raise SystemExit(0 if run(args.games, args.seed, args.jobs, args.presets, args.oracle,
                              args.twenty_two) else 1)


if __name__ == "__main__":
    main()
