"""Shared tables under faults: many games over real sockets on 127.0.0.1 while
the bot clients drop their connection at random moments and rejoin.

    .venv/bin/python benchmarks/net/chaos.py [--games 200] [--drop 0.1] [--concurrent 8]

Each game is a table of one of the four games (22, another Cucumber preset,
Supertrump, Sneak) with people's seats played by ``cardtable.net.client``
bots and the rest by server AIs. Every client drops its connection after a
message with probability ``--drop`` and rejoins with its token. Checked for
every game: it finishes, its record passes ``cardtable check``, and the
record replays to the very state the table's engine reached. Prints one
JSON line; exits 1 if any game failed a check. Traffic goes to 127.0.0.1
only, and every loop is bounded (``--games``, a timeout per game).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path

from cardtable.commands.check import check_files
from cardtable.net.client import play
from cardtable.net.server import TableServer
from cardtable.records.io import read_record_file

TABLES = [
    ("cucumber", "twenty-two", ["open", "open", "ai-easy", "ai-easy"]),
    ("cucumber", "agurk", ["open", "open", "open"]),
    ("supertrump", None, ["open", "open"]),
    ("sneak", None, ["open", "open", "ai-easy"]),
]


async def one_game(srv: TableServer, index: int, drop: float) -> dict:
    game, variant, seats = TABLES[index % len(TABLES)]
    invitation = srv.create_table(game, variant, seats, seed=index)
    table = srv.tables[invitation.table]
    outcomes = await asyncio.gather(*[
        play(invitation, f"P{i}", "easy", seed=index * 10 + i, drop=drop, timeout=300)
        for i in range(seats.count("open"))])
    path = next(p for p in srv.finished if invitation.table in p.name)
    valid, problems = check_files([str(path)])
    same = read_record_file(path).state.fingerprint() == table.state.fingerprint()
    return {"game": game, "ok": table.state.is_over and valid == 1 and not problems and same,
            "rejoins": sum(o.rejoins for o in outcomes)}


async def run(games: int, drop: float, concurrent: int, folder: Path) -> dict:
    srv = TableServer(data_dir=folder, ai_pause=0, takeover=None)
    server = await srv.start("127.0.0.1", 0)
    gate = asyncio.Semaphore(concurrent)

    async def guarded(i: int) -> dict:
        async with gate:
            return await one_game(srv, i, drop)

    start = time.perf_counter()
    results = await asyncio.gather(*[guarded(i) for i in range(games)])
    server.close()
    await server.wait_closed()
    return {"games": games, "drop": drop, "finished_and_valid": sum(r["ok"] for r in results),
            "rejoins": sum(r["rejoins"] for r in results),
            "by_game": {g: sum(1 for r in results if r["game"] == g and r["ok"])
                        for g in sorted({r["game"] for r in results})},
            "seconds": round(time.perf_counter() - start, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--drop", type=float, default=0.1)
    parser.add_argument("--concurrent", type=int, default=8)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        report = asyncio.run(run(args.games, args.drop, args.concurrent, Path(folder)))
    print(json.dumps(report))
    return 0 if report["finished_and_valid"] == args.games else 1


if __name__ == "__main__":
    sys.exit(main())
