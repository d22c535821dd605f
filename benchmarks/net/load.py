"""How many shared tables one ``cardtable serve`` process holds: the move
round-trip, moves per second, memory and CPU as the number of tables grows.

    .venv/bin/python benchmarks/net/load.py --tables 50,100,250,500 --seconds 60 --think 0.5-2

Why: a club server must answer every move quickly while it holds many tables;
the goal is 500 four-seat tables in one process on the 2-core machine with the
move round-trip p95 under 50 ms. For each count of tables:

* the server is started exactly as a user starts it, ``python -m cardtable
  serve --host 127.0.0.1 --port 0 --table cucumber:twenty-two:4 …`` (one
  ``--table`` per table, every seat open), in a process of its own;
* the bots run in one other process (their CPU is not the server's): one
  asyncio WebSocket client per seat, four people's seats per table, each
  playing a random move from the ``legal`` list its update carries after a
  "think time" drawn from ``--think`` (seconds, uniform), as people pause
  (``--seed`` fixes the bots' choices and pauses; the deals are the server's,
  as ``cardtable serve`` takes no seed); once seated, the bots' process sets
  its garbage collector as ``cardtable serve`` does (``tune_gc``), so its own
  pauses do not stretch the round-trips it times;
* the round-trip is timed at the client with ``time.perf_counter``, from
  sending ``act`` to receiving the ``update`` that carries the move's result
  (its ``n`` past the one the move was chosen at), over every table, for the
  moves sent in the ``--seconds`` window after a warm-up;
* the server's RSS (``/proc/PID/status`` VmRSS) is read with no table, with
  the tables made, once every seat has joined, and at the end; its CPU from
  ``/proc/PID/stat`` over the window.

The machine has 2 cores and the server's event loop is one thread, so the
server and the client process each have about a core; the client's own CPU
and event-loop lateness are reported too (a late client loop would inflate
the round-trip), and so is the CPU the rest of the machine took meanwhile.
A step with more than 500 four-seat tables cannot be measured: the server
turns away connections past 2,000. The speed is framed by the project's fixed reference
(``machine_ratio`` of ``scripts/suite_time.py``), timed before and after:
the server's CPU per move at reference speed is comparable across machines.

Traffic goes to 127.0.0.1 only. Every loop is bounded: the window, a grace
for replies in flight, timeouts on joining and on each process. Prints a
table (or ``--json``: one JSON object).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import queue
import random
import signal
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
#: The table every step opens, all seats open (taken by the bot clients).
TABLE = "cucumber:twenty-two:4"
#: Seconds a move sent at the window's end may still take to be answered.
GRACE = 5.0
#: Seconds the bots have to take their seats, plus this much per seat.
JOIN_SECONDS = 30.0
JOIN_PER_SEAT = 0.02
#: Connections opening at once (the handshakes, not the tables).
CONNECTING = 64
#: The client's event-loop tick, for its lateness.
TICK = 0.05


# ---------------------------------------------------------------- the server's process
def server_argv(specs: list[str]) -> list[str]:
    """``cardtable serve`` as a user runs it, on loopback, any free port."""
    argv = [sys.executable, "-m", "cardtable", "serve", "--host", "127.0.0.1", "--port", "0"]
    for spec in specs:
        argv += ["--table", spec]
    return argv


class Lines:
    """A child's stdout lines, read by a thread so every wait has a timeout."""

    def __init__(self, proc: subprocess.Popen) -> None:
        self.proc = proc
        self.lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def next(self, deadline: float) -> str:
        try:
            line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            raise TimeoutError("the process said nothing in time") from None
        if line is None:
            raise RuntimeError(f"the process ended (exit {self.proc.wait()})")
        return line


def rss_mb(pid: int, field_name: str = "VmRSS") -> float:
    """A process's resident memory (or its peak, ``VmHWM``) in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field_name + ":"):
            return int(line.split()[1]) / 1024
    raise KeyError(field_name)


def cpu_seconds(pid: int) -> float:
    """A process's user + system CPU time so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def machine_busy_seconds() -> float:
    """CPU seconds every core of the machine has spent busy so far (``/proc/stat``)."""
    ticks = [int(t) for t in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = ticks[3] + ticks[4]                        # idle, iowait
    return (sum(ticks[:8]) - idle) / os.sysconf("SC_CLK_TCK")


def start_server(specs: list[str]) -> tuple[subprocess.Popen, list[str]]:
    """The server with a table for each spec, and the invitations it printed."""
    proc = subprocess.Popen(server_argv(specs), cwd=ROOT, stdout=subprocess.PIPE,
                            text=True, start_new_session=True)
    lines = Lines(proc)
    deadline = time.monotonic() + 60 + 0.05 * len(specs)
    try:
        if not lines.next(deadline).startswith("listening on "):
            raise RuntimeError("the server did not say where it listens")
        invitations = [lines.next(deadline).removeprefix("invitation: ") for _ in specs]
    except BaseException:
        stop(proc)
        raise
    return proc, invitations


def stop(proc: subprocess.Popen) -> None:
    """Stop a child as Ctrl+C would (SIGTERM), killing it if it lingers."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


# ---------------------------------------------------------------- the bots' process
@dataclass
class Run:
    """What the bot clients share: the clock of the window and what they measured."""

    seats: int
    think: tuple[float, float]
    seed: int
    warmup: float
    seconds: float
    go: asyncio.Event = field(default_factory=asyncio.Event)
    gate: asyncio.Semaphore = field(default_factory=lambda: asyncio.Semaphore(CONNECTING))
    start: float = float("inf")
    end: float = float("inf")
    joined: int = 0
    failed: int = 0
    refused: int = 0
    sent: int = 0
    unanswered: int = 0
    in_flight: int = 0
    finished: set[str] = field(default_factory=set)
    rtts: list[float] = field(default_factory=list)

    def seated(self) -> None:
        self.joined += 1
        if self.joined == self.seats:
            self.go.set()


async def bot_seat(url: str, table: str, code: str, index: int, run: Run) -> None:
    """One person's seat: join, then on each turn think and play a random legal move.
    An update that is neither its turn, nor the answer to its move, nor the end is
    skipped unread (it is another seat's move): the bots stay cheap."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed, InvalidHandshake

    from cardtable.net.protocol import VERSION

    rng = random.Random(f"{run.seed}:{table}:{index}")
    pending: tuple[int, float] | None = None          # (n the move was chosen at, sent at)
    others_move = f'{{"v":{VERSION},"t":"update"'
    hello = {"v": VERSION, "t": "join", "table": table, "code": code, "name": f"Bot {index + 1}",
             "seat": index}
    try:
        async with run.gate:
            ws = await connect(url, max_size=8 * 1024 * 1024, open_timeout=30,
                               close_timeout=2, ping_interval=None)
            await ws.send(json.dumps(hello))
        async with ws:
            async for raw in ws:
                arrived = time.perf_counter()
                if (pending is None and raw.startswith(others_move)
                        and '"legal":null' in raw and '"over":false' in raw):
                    continue
                message = json.loads(raw)
                kind = message.get("t")
                if kind == "welcome":
                    run.seated()
                    message = message["view"]
                elif kind == "refused":
                    run.refused += 1
                    if pending is not None:
                        pending = None
                        run.in_flight -= 1
                    continue
                elif kind != "update":
                    continue
                if pending is not None and message["n"] > pending[0]:
                    if run.start <= pending[1] < run.end:
                        run.rtts.append(arrived - pending[1])
                    pending = None
                    run.in_flight -= 1
                if message["over"]:
                    run.finished.add(table)
                    return
                if arrived >= run.end:
                    return
                if message["legal"]:
                    await run.go.wait()
                    await asyncio.sleep(rng.uniform(*run.think))
                    if time.perf_counter() >= run.end:
                        return
                    act = {"v": VERSION, "t": "act", "n": message["n"],
                           "move": rng.choice(message["legal"])}
                    sent = time.perf_counter()
                    await ws.send(json.dumps(act))
                    pending = (message["n"], sent)
                    run.in_flight += 1
                    if sent >= run.start:
                        run.sent += 1
    except (ConnectionClosed, OSError, InvalidHandshake, TimeoutError):
        run.failed += 1
    finally:
        if pending is not None and run.start <= pending[1] < run.end:
            run.unanswered += 1


async def bots(config: dict[str, Any]) -> dict[str, Any]:
    """Every seat of every invitation played until the window ends; the figures.
    Prints ``joined``, ``start`` and ``stop`` as the window opens and closes."""
    from cardtable.net.invitation import parse
    from cardtable.net.server import tune_gc

    invitations = [parse(text) for text in config["invitations"]]
    players = config["players"]
    run = Run(len(invitations) * players, tuple(config["think"]), config["seed"],
              config["warmup"], config["seconds"])
    seats = [asyncio.create_task(bot_seat(inv.url, inv.table, inv.code, i, run))
             for inv in invitations for i in range(players)]
    try:
        await asyncio.wait_for(run.go.wait(), JOIN_SECONDS + JOIN_PER_SEAT * run.seats)
    except TimeoutError:
        run.go.set()                    # play with the seats that made it; reported
    print("joined", flush=True)
    # Tuned as ``cardtable serve`` tunes the server's: 2,000 connections in one
    # process make the default collector pause for a tenth of a second or more,
    # and a bot that pauses after sending its move stretches the round-trip it times.
    tune_gc()
    run.start = time.perf_counter() + run.warmup
    run.end = run.start + run.seconds
    await asyncio.sleep(run.warmup)
    print("start", flush=True)
    cpu0, lateness = time.process_time(), []
    while (now := time.perf_counter()) < run.end:
        await asyncio.sleep(TICK)
        lateness.append(time.perf_counter() - now - TICK)
    cpu = time.process_time() - cpu0
    print("stop", flush=True)
    # The moves in flight are answered within the grace; a seat waiting for
    # another's move that will never come (the window is closed) is let go.
    grace = time.perf_counter() + GRACE
    while run.in_flight and time.perf_counter() < grace:
        await asyncio.sleep(TICK)
    for task in seats:
        task.cancel()
    await asyncio.gather(*seats, return_exceptions=True)
    return {"seats": run.seats, "joined": run.joined, "failed": run.failed,
            "refused": run.refused, "sent": run.sent, "unanswered": run.unanswered,
            "finished_tables": len(run.finished), "rtts": run.rtts,
            "client_cpu_percent": round(100 * cpu / run.seconds, 1),
            "client_lateness_p95_ms": round(1000 * percentile(lateness, 95), 1)}


def client_main() -> int:
    """The bots' process: its configuration on stdin, the figures as the last line."""
    config = json.loads(sys.stdin.read())
    limit = (JOIN_SECONDS + JOIN_PER_SEAT * len(config["invitations"]) * config["players"]
             + config["warmup"] + config["seconds"] + GRACE + 30)
    result = asyncio.run(asyncio.wait_for(bots(config), limit))
    print(json.dumps(result), flush=True)
    return 0


# ---------------------------------------------------------------- one step, many steps
def percentile(values: list[float], p: float) -> float:
    """The ``p``-th percentile (inclusive method); 0 for no values."""
    if len(values) < 2:
        return values[0] if values else 0.0
    return statistics.quantiles(values, n=100, method="inclusive")[round(p) - 1]


def empty_server_rss() -> float:
    """RSS of a server holding no table: what every step's tables add to."""
    proc, _ = start_server([])
    try:
        time.sleep(0.5)
        return rss_mb(proc.pid)
    finally:
        stop(proc)


def run_step(tables: int, seconds: float, think: tuple[float, float], seed: int,
             warmup: float = 5.0, table: str = TABLE, empty_rss: float = 0.0) -> dict[str, Any]:
    """``tables`` tables in a fresh server, played by the bots for ``seconds``."""
    players = int(table.split(":")[2])
    server, invitations = start_server([table] * tables)
    pid = server.pid
    client = None
    try:
        rss_tables = rss_mb(pid)
        client = subprocess.Popen([sys.executable, __file__, "--client"], cwd=ROOT,
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                  start_new_session=True)
        client.stdin.write(json.dumps({"invitations": invitations, "players": players,
                                       "think": list(think), "seed": seed,
                                       "warmup": warmup, "seconds": seconds}))
        client.stdin.close()
        lines = Lines(client)
        deadline = (time.monotonic() + JOIN_SECONDS + JOIN_PER_SEAT * tables * players + 30)
        while lines.next(deadline) != "joined":
            pass
        rss_joined = rss_mb(pid)
        deadline = time.monotonic() + warmup + 30
        while lines.next(deadline) != "start":
            pass
        cpu0, busy0, wall0 = cpu_seconds(pid), machine_busy_seconds(), time.monotonic()
        deadline = time.monotonic() + seconds + 30
        while lines.next(deadline) != "stop":
            pass
        cpu, wall = cpu_seconds(pid) - cpu0, time.monotonic() - wall0
        busy = machine_busy_seconds() - busy0
        load = float(Path("/proc/loadavg").read_text().split()[0])
        rss_end, rss_peak = rss_mb(pid), rss_mb(pid, "VmHWM")
        result = json.loads(lines.next(time.monotonic() + GRACE + 30))
    finally:
        if client is not None:
            stop(client)
        stop(server)
    rtts = [1000 * r for r in result.pop("rtts")]
    answered = len(rtts)
    return {
        "tables": tables, "seats": result["seats"], "joined": result["joined"],
        "moves": answered, "moves_per_s": round(answered / seconds, 1),
        "offered_per_s": round(result["sent"] / seconds, 1),
        "p50_ms": round(percentile(rtts, 50), 2), "p95_ms": round(percentile(rtts, 95), 2),
        "p99_ms": round(percentile(rtts, 99), 2), "max_ms": round(max(rtts, default=0), 2),
        "server_cpu_percent": round(100 * cpu / wall, 1),
        "server_cpu_ms_per_move": round(1000 * cpu / answered, 3) if answered else None,
        # The rest of the machine: anything but this server and its bots (other
        # work on a shared machine takes cores from both).
        "other_cpu_percent": round(100 * busy / wall - 100 * cpu / wall
                                   - result["client_cpu_percent"], 1),
        "load_average": load,
        "rss_empty_mb": round(empty_rss, 1), "rss_tables_mb": round(rss_tables, 1),
        "rss_joined_mb": round(rss_joined, 1), "rss_end_mb": round(rss_end, 1),
        "rss_peak_mb": round(rss_peak, 1),
        "mb_per_table": round((rss_end - empty_rss) / tables, 3),
        **{k: result[k] for k in ("failed", "refused", "unanswered", "finished_tables",
                                  "client_cpu_percent", "client_lateness_p95_ms")},
    }


def measure(counts: list[int], seconds: float, think: tuple[float, float], seed: int = 1,
            warmup: float = 5.0, table: str = TABLE, reference: bool = True) -> dict[str, Any]:
    """Every step in turn, framed by the machine's speed against the reference."""
    machine_ratio = _machine_ratio() if reference else None
    before = machine_ratio() if machine_ratio else None
    empty = empty_server_rss()
    steps = [run_step(n, seconds, think, seed, warmup, table, empty) for n in counts]
    ratio = (before + machine_ratio()) / 2 if machine_ratio else None
    for step in steps:
        cpu = step["server_cpu_ms_per_move"]
        step["server_cpu_ms_per_move_at_reference"] = (
            round(cpu * ratio, 3) if ratio is not None and cpu is not None else None)
    return {"python": sys.version.split()[0], "cores": os.cpu_count(), "table": table,
            "think_s": list(think), "seconds": seconds, "warmup_s": warmup, "seed": seed,
            "machine_ratio": None if ratio is None else round(ratio, 3), "steps": steps}


def _machine_ratio():
    """``scripts/suite_time.py``'s ``machine_ratio``: this machine's speed on the
    fixed reference over the reference machine's."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from suite_time import machine_ratio

    return machine_ratio


# ---------------------------------------------------------------- the command line
def think_range(text: str) -> tuple[float, float]:
    low, _, high = text.partition("-")
    low_s, high_s = float(low), float(high or low)
    if not 0 <= low_s <= high_s:
        raise argparse.ArgumentTypeError("think time is LOW-HIGH seconds, LOW ≤ HIGH")
    return low_s, high_s


def report(result: dict[str, Any]) -> str:
    ratio = result["machine_ratio"]
    lines = [f"{result['table']} tables, every seat a bot client; think "
             f"{result['think_s'][0]}–{result['think_s'][1]} s; {result['seconds']} s "
             f"window; machine ratio {ratio if ratio is not None else 'not measured'} "
             "of the reference",
             f"{'tables':>6} {'p50':>7} {'p95':>7} {'p99':>7} {'moves/s':>8} {'offered':>8} "
             f"{'RSS MB':>7} {'MB/tab':>7} {'srv CPU':>7} {'ms/move':>7} {'cli CPU':>7} "
             f"{'cli lag':>7} {'other':>6}"]
    for s in result["steps"]:
        lines.append(
            f"{s['tables']:>6} {s['p50_ms']:>7.1f} {s['p95_ms']:>7.1f} {s['p99_ms']:>7.1f} "
            f"{s['moves_per_s']:>8.1f} {s['offered_per_s']:>8.1f} {s['rss_end_mb']:>7.1f} "
            f"{s['mb_per_table']:>7.3f} {s['server_cpu_percent']:>6.1f}% "
            f"{s['server_cpu_ms_per_move'] or 0:>7.3f} {s['client_cpu_percent']:>6.1f}% "
            f"{s['client_lateness_p95_ms']:>7.1f} {s['other_cpu_percent']:>5.1f}%")
        if s["failed"] or s["joined"] < s["seats"] or s["unanswered"]:
            lines.append(f"       {s['joined']}/{s['seats']} seats joined, {s['failed']} "
                         f"failed, {s['unanswered']} moves unanswered")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", default="50,100,250,500",
                        help="the numbers of tables, one fresh server each (default "
                             "50,100,250,500)")
    parser.add_argument("--seconds", type=float, default=60.0,
                        help="the measured window of each step (default 60)")
    parser.add_argument("--think", type=think_range, default=(0.5, 2.0), metavar="LOW-HIGH",
                        help="a bot's pause before each move, seconds, uniform "
                             "(default 0.5-2)")
    parser.add_argument("--warmup", type=float, default=5.0,
                        help="seconds played before the window opens (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--table", default=TABLE, metavar="GAME:VARIANT:PLAYERS",
                        help=f"the table of every step, all seats open (default {TABLE})")
    parser.add_argument("--no-reference", action="store_true",
                        help="skip timing the machine against the reference")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    parser.add_argument("--client", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.client:
        return client_main()
    counts = [int(n) for n in args.tables.split(",") if n.strip()]
    result = measure(counts, args.seconds, args.think, args.seed, args.warmup, args.table,
                     reference=not args.no_reference)
    print(json.dumps(result) if args.json else report(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
