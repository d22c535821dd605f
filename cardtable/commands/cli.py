"""The ``cardtable`` command: the GUI by default; ``sim`` and ``check`` headless.

Headless subcommands never import Qt, so they run on machines without a
display and start fast. Bad arguments give one clear line and exit code 2.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from cardtable.commands import tables
from cardtable.commands.quiet_pipe import quiet_broken_pipe

if TYPE_CHECKING:
    import argparse


def _parser() -> argparse.ArgumentParser:
    import argparse  # here, not at the top: the window's quick start never needs it

    class _VersionAction(argparse.Action):
        """``--version``, with the version looked up only when asked for: finding it
        (``importlib.metadata``) would cost every start of the window ~20 ms."""

        def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS,
                     default: str = argparse.SUPPRESS, help: str | None = None) -> None:
            super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

        def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                     values: object, option_string: str | None = None) -> None:
            from cardtable import __version__

            print(f"cardtable {__version__}")  # stdout, as argparse's own version action
            parser.exit()

    parser = argparse.ArgumentParser(
        prog="cardtable",
        description="A card table: 22, the Cucumber family, Supertrump and Sneak, against AIs "
                    "or with friends.")
    parser.add_argument("--version", action=_VersionAction,
                        help="show program's version number and exit")
    parser.add_argument("--demo", action="store_true",
                        help="open the window and let AIs play every seat (with --games)")
    parser.add_argument("--games", type=int, default=1, help="demo games to play (default 1)")
    parser.add_argument("--game", dest="demo_game", default=None, metavar="GAME",
                        help="the game the demo plays: cucumber (default), supertrump or sneak")
    parser.add_argument("--speed", choices=["instant", "fast", "normal", "slow"],
                        default="normal", help="animation speed of the demo")
    parser.add_argument("--smoke-test", action="store_true",
                        help="check this installation: open the window (offscreen when there "
                             "is no display), deal a game, draw one frame; exit 0 if it works")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    sim = sub.add_parser("sim", help="play bot games headless and report speed and wins")
    sim.add_argument("--game", default=None,
                     help="game id: cucumber (default), supertrump, … (see --list)")
    sim.add_argument("--variant", default=None,
                     help="preset name (default: the game's first, e.g. twenty-two)")
    sim.add_argument("--set", action="append", default=[], metavar="OPTION=VALUE",
                     help="change one rule option of the preset (repeatable)")
    sim.add_argument("--players", type=int, default=None,
                     help="number of seats (default: 4, or the game's only count)")
    sim.add_argument("mode", nargs="?", choices=["tournament"],
                     help="tournament: bot levels on duplicate deals with seats rotated")
    sim.add_argument("--games", type=int, default=None,
                     help="games to play (default 100; tournament: full-game boards, default 0)")
    sim.add_argument("--seed", type=int, default=1, help="seed of the whole run (default 1)")
    sim.add_argument("--bots", default="random",
                     help="bot per seat, comma-separated, or one name for every seat")
    sim.add_argument("--record", metavar="FILE.jsonl", help="write every game's record here")
    sim.add_argument("--json", action="store_true",
                     help="also print the summary as one JSON object on the last line")
    sim.add_argument("--deals", type=int, default=200,
                     help="tournament: duplicate deal boards, each played once per seat "
                          "rotation (default 200)")
    sim.add_argument("--jobs", type=int, default=1,
                     help="tournament: worker processes (default 1)")

    check = sub.add_parser("check", help="replay record files and report any problem")
    check.add_argument("files", nargs="+", metavar="FILE")
    tables.add_parsers(sub)
    return parser


#: Command lines that only open the window, started without argparse: building
#: its parser costs ~15 ms before the first frame (its messages go through
#: gettext, which imports ``locale``; its help formatter imports ``shutil``).
#: No arguments is the desktop launcher; ``--smoke-test`` the installation check.
QUICK = {(): "window", ("--smoke-test",): "smoke"}


#: ``cardtable LINK`` with a ``cardtable://`` link (as a browser or chat hands
#: one over) joins that table in the window, as ``cardtable join LINK``.
INVITATION_SCHEMES = ("cardtable://", "cardtable+tls://")


@quiet_broken_pipe  # `cardtable check … | head -1` ends quietly, like a Unix tool

def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0].startswith(INVITATION_SCHEMES):   # a link the desktop handed over
        argv = ["join", *argv]
    quick = QUICK.get(tuple(argv))
    if quick == "window":
        return _window()
    if quick == "smoke":
        return _smoke()
    args = _parser().parse_args(argv)
    if args.command == "sim":
        return _sim(args)
    if args.command == "check":
        return _check(args)
    if args.command == "serve":
        return tables.serve(args)
    if args.command == "join":
        return tables.join(args)
    if args.smoke_test:
        return _smoke()
    if args.demo:
        if not 1 <= args.games <= 100_000:
            return _fail("--games must be from 1 to 100000")
        if args.demo_game is not None:
            from cardtable import games
            if args.demo_game not in games.ids():
                return _fail(f"unknown game {args.demo_game[:40]!r}; known games: "
                             f"{', '.join(games.ids())}")
        from cardtable.ui.window import startup
        from cardtable.ui.window.app import run_demo

        startup.hold()  # the window's start makes no garbage worth collecting
        return run_demo(sys.argv[:1], args.games, args.speed, args.demo_game)
    return _window()


def _window() -> int:
    from cardtable.ui.window import startup
    from cardtable.ui.window.app import run_app

    startup.hold()  # the window's start makes no garbage worth collecting
    return run_app(sys.argv[:1])


def _smoke() -> int:
    from cardtable.commands.smoke import run_smoke_test
    from cardtable.ui.window import startup

    startup.hold()
    code = run_smoke_test()
    startup.settle()  # the exit need not walk the start-up objects again
    return code


def _fail(message: str) -> int:
    print(f"cardtable: {message}", file=sys.stderr)
    return 2


def _sim_rules(args: argparse.Namespace):
    """The game spec and rules ``sim`` plays, or the one-line reason it cannot."""
    from cardtable import games
    from cardtable.games.errors import RulesError

    try:
        spec = games.get(args.game) if args.game else games.first()
    except KeyError as exc:
        return exc.args[0]
    args.game = spec.id
    if args.variant is None:
        args.variant = spec.default_preset
    if args.variant not in spec.presets:
        return (f"unknown variant {args.variant!r} of {spec.id}; "
                f"known: {', '.join(sorted(spec.presets))}")
    if args.players is None:
        args.players = spec.default_players
    settings = {}
    for item in args.set:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            return f"--set takes OPTION=VALUE, not {item[:60]!r}"
        settings[name.strip()] = value.strip()
    try:
        rules = spec.with_options(spec.preset(args.variant), settings)
        spec.check_playable(rules, args.players)
    except (RulesError, ValueError) as exc:
        return str(exc)
    return spec, rules


def _sim(args: argparse.Namespace) -> int:
    from cardtable.ai import bot_names
    from cardtable.commands.sim import run_sim
    from cardtable.records.files import target_problem

    found = _sim_rules(args)
    if isinstance(found, str):
        return _fail(found)
    spec, rules = found
    args.rules = rules
    if args.mode == "tournament":
        return _tournament(args)
    if args.games is None:
        args.games = 100
    if not 1 <= args.games <= 1_000_000:
        return _fail("--games must be from 1 to 1000000")
    bots = _seat_bots(args, bot_names(spec.id))
    if isinstance(bots, str):
        return _fail(bots)
    if args.record and (problem := target_problem(args.record)):
        return _fail(f"cannot write {args.record}: {problem}")  # before hours of play
    try:
        summary = run_sim(args.variant, args.players, args.games, args.seed, bots, args.record,
                          game=spec.id, rules=rules)
    except OSError as exc:
        return _fail(f"cannot write {args.record}: {exc.strerror or exc}")
    print("\n".join(summary.lines()))
    if args.json:
        import json

        print(json.dumps(summary.as_dict()))
    return 0


def _seat_bots(args: argparse.Namespace, known: list[str]) -> list[str] | str:
    """``--bots`` as one bot name per seat, or the reason it is wrong."""
    bots = [b.strip() for b in args.bots.split(",")]
    if len(bots) == 1:
        bots *= args.players
    if len(bots) != args.players:
        return (f"--bots names {len(bots)} bots for {args.players} players; "
                "give one per seat or a single name")
    unknown = [b for b in bots if b not in known]
    if unknown:
        return f"unknown bot {unknown[0]!r}; known bots: {', '.join(known)}"
    return bots


def _tournament(args: argparse.Namespace) -> int:
    from cardtable.ai.tournament import run_tournament, tournament_bot_names

    games = args.games or 0
    if not 1 <= args.deals <= 1_000_000 and not (args.deals == 0 and games):
        return _fail("--deals must be from 1 to 1000000")
    if not 0 <= games <= 100_000:
        return _fail("--games must be from 0 to 100000")
    if not 1 <= args.jobs <= 64:
        return _fail("--jobs must be from 1 to 64")
    bots = _seat_bots(args, tournament_bot_names(args.game))
    if isinstance(bots, str):
        return _fail(bots)
    result = run_tournament(args.variant, args.players, bots, args.deals, args.seed,
                            args.jobs, games, game=args.game, rules=args.rules)
    print("\n".join(result.lines()))
    if args.json:
        import json

        print(json.dumps(result.as_dict()))
    return 0


def _check(args: argparse.Namespace) -> int:
    from cardtable.commands.check import report_files

    # Each problem is printed (and flushed) as it is found: a big file shows
    # its first problems at once, and `| head` sees them before the end.
    valid, problems = report_files(args.files, lambda line: print(line, flush=True))
    print(f"{valid} record{'s' if valid != 1 else ''} valid, "
          f"{problems} problem{'s' if problems != 1 else ''}")
    return 1 if problems else 0
