"""``cardtable serve`` and ``cardtable join``: shared tables from the command line.

``serve`` runs the table server headless (no Qt is imported: a test checks)
until it is stopped (Ctrl+C, SIGTERM); it prints one ``invitation:`` line for
each table given with ``--table``, and with ``--data`` first a ``resumed:``
line and the invitation of each unfinished table an earlier server kept there.
``join --bot LEVEL`` plays one seat with our bot until the game ends, then
exits 0: how the tests and load runs drive real sockets, and how a club fills
seats.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the window's start imports this module: nothing heavy at the top
    import argparse

    from cardtable.net.server import TableServer
    from cardtable.net.table import Table


def add_parsers(sub: argparse._SubParsersAction) -> None:
    serve = sub.add_parser("serve", help="run a shared-table server (headless)")
    serve.add_argument("--host", default="127.0.0.1",
                       help="address to listen on (default 127.0.0.1; 0.0.0.0 for the LAN)")
    serve.add_argument("--port", type=int, default=8765, help="port (default 8765; 0: any)")
    serve.add_argument("--data", type=Path, default=None, metavar="DIR",
                       help="folder for finished games' records and unfinished tables "
                            "(resumed at start)")
    serve.add_argument("--table", action="append", default=[],
                       metavar="GAME:VARIANT:PLAYERS[:SEATS]",
                       help="a table to open (repeatable); SEATS: open,ai-expert,…")
    serve.add_argument("--public-host", default=None,
                       help="the address invitations name (default: --host)")
    serve.add_argument("--public-port", type=int, default=None,
                       help="the port invitations name (default: --port), e.g. 443 of a "
                            "TLS proxy in front")
    serve.add_argument("--public-tls", action="store_true",
                       help="invitations name cardtable+tls:// (wss): a reverse proxy in "
                            "front terminates TLS")
    serve.add_argument("--ai-pause", type=float, default=0.4, metavar="SECONDS",
                       help="how long an AI waits before each move, so people can "
                            "follow (default 0.4)")
    serve.add_argument("--takeover", type=float, default=60.0, metavar="SECONDS",
                       help="an AI plays for a person who left after this long "
                            "(default 60; -1: wait for them)")
    join = sub.add_parser("join", help="take a seat at a shared table")
    join.add_argument("invitation",
                      help="cardtable://HOST:PORT/TABLE-CODE (cardtable+tls:// over TLS)")
    join.add_argument("--name", default=None,
                      help="your name at the table (the window asks if it is not given)")
    join.add_argument("--bot", default=None, metavar="LEVEL",
                      help="play the seat with this bot level, headless")
    join.add_argument("--seat", type=int, default=None, help="the seat to take (1, 2, …)")


def serve(args: argparse.Namespace) -> int:
    import asyncio
    import contextlib
    import signal

    from cardtable.net.server import TableServer, parse_table_spec, tune_gc

    if args.data is not None and not args.data.is_dir():
        return _fail(f"--data: {args.data} is not a folder")
    if not 0 <= args.port < 65536:
        return _fail("--port must be from 0 to 65535")
    if args.public_port is not None and not 0 < args.public_port < 65536:
        return _fail("--public-port must be from 1 to 65535")
    tables = []
    for text in args.table:
        try:
            tables.append(parse_table_spec(text))
        except ValueError as exc:
            return _fail(f"--table {text[:60]}: {exc}")
    takeover = None if args.takeover < 0 else args.takeover

    async def run() -> int:
        srv = TableServer(data_dir=args.data, public_host=args.public_host or args.host,
                          takeover=takeover, ai_pause=max(0.0, args.ai_pause),
                          public_port=args.public_port, public_tls=args.public_tls)
        resumed = srv.resume_tables()   # before listening: no rejoin finds them missing
        try:
            server = await srv.start(args.host, args.port)
        except OSError as exc:
            return _fail(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}")
        # Before the first line: whoever reads it may stop the server at once.
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError):
                loop.add_signal_handler(sig, stop.set)
        print(f"listening on {args.host}:{srv.port}", flush=True)
        for table in resumed:
            _print_resumed(srv, table)
        for game, variant, _players, seats in tables:
            try:
                invitation = srv.create_table(game, variant, seats)
            except (KeyError, ValueError) as exc:
                server.close()
                return _fail(f"--table {game}:{variant}: {str(exc).strip(chr(39))}")
            print(f"invitation: {invitation}", flush=True)
        tune_gc()
        await stop.wait()
        await srv.stop()    # every table saved, every client told
        return 0

    return asyncio.run(run())


def _print_resumed(srv: TableServer, table: Table) -> None:
    """The ``resumed:`` line of a table an earlier server kept, then its invitation."""
    invitation = srv.invitation(table.id)
    host, port = srv.was_at[table.id]
    notes = [] if (host, port) == (invitation.host, invitation.port) else [
        f"its invitation named {host}:{port} before, so friends need this one"]
    if table.state.is_over:     # stopped between its last move and its record
        notes = ["it was over: its record is kept"]
    note = f" ({'; '.join(notes)})" if notes else ""
    print(f"resumed: table {table.id}, {table.spec.id} {table.variant}, "
          f"{table.moves_made} moves made{note}", flush=True)
    if not table.state.is_over:
        print(f"invitation: {invitation}", flush=True)


def join(args: argparse.Namespace) -> int:
    import asyncio

    from cardtable.net.client import JoinError, play
    from cardtable.net.invitation import parse

    try:
        invitation = parse(args.invitation)
    except ValueError as exc:
        return _fail(f"not an invitation: {exc}")
    if args.bot is None:   # a person: the app opens seated at the table
        from cardtable.ui.window.app import run_join

        return run_join(sys.argv[:1], str(invitation), args.name,
                        None if args.seat is None else args.seat - 1)
    if not args.name:
        return _fail("--name is needed with --bot")
    try:
        outcome = asyncio.run(play(invitation, args.name, args.bot,
                                   seat=None if args.seat is None else args.seat - 1))
    except JoinError as exc:
        return _fail(str(exc))
    except KeyError as exc:
        return _fail(str(exc).strip("'\""))
    except TimeoutError:
        return _fail("the game did not end in time")
    winners = ", ".join(str(s + 1) for s in outcome.winners)
    rejoined = f" (rejoined {outcome.rejoins} times)" if outcome.rejoins else ""
    print(f"game over: seat {outcome.seat + 1} played {outcome.moves} moves{rejoined}; "
          f"won by seat {winners}")
    return 0


def _fail(message: str) -> int:
    print(f"cardtable: {message}", file=sys.stderr)
    return 2
