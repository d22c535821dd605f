"""Runs a host and a joiner of LAN discovery inside network namespaces of their own.

``tests/net/test_discovery.py`` starts ``unshare --net -- python netns_discovery.py host``:
the host's process is then in a fresh network namespace holding only a
loopback interface, and refuses to go on if it holds anything else, so not
one packet reaches the machine's real network. There it makes a veth pair,
starts the joiner in a second fresh namespace (``unshare --net`` again) and
moves the pair's other end into it: two machines on a one-cable LAN,
10.77.0.1 (host) and 10.77.0.2 (joiner). Where veth is missing it falls
back to one namespace's loopback, both on 127.0.0.1.

The joiner runs a :class:`Browser` and prints its list as a JSON line each
time it changes. The host announces a table and hostile records at once,
changes the free seats and withdraws the table; then, with records living
3 s, a second host is killed without a goodbye while a third stays. It
prints what the joiner saw and when, as one JSON object. Every wait is
bounded.
"""

from __future__ import annotations

import asyncio
import json
import queue
import subprocess
import sys
import threading
import time
from dataclasses import asdict
from typing import Any

from cardtable.net import discovery
from cardtable.net.discovery import SERVICE, TTL, Announcer, Browser, txt_record
from cardtable.net.protocol import VERSION

INVITATION = "cardtable://10.77.0.1:8765/GOODTABL-ABCDEFGHIJKLMNOP"
#: Each is a good record but for one field; none may reach the joiner's list.
HOSTILE: dict[str, dict[str, Any]] = {
    "version": {"v": str(VERSION + 1)},
    "huge-name": {"name": "x" * 250},
    "control-name": {"name": "Le\u202ena"},
    "not-utf8": {"name": b"\xff\xfe"},
    "bad-invitation": {"inv": "cardtable://evil host:1/../x"},
    "no-invitation": {"inv": None},
    "players": {"players": "99"},
    "free": {"free": "5"},
    "many-keys": {f"k{i}": "y" * 100 for i in range(40)},
}
DEADLINE = 10.0
#: Record lifetime and sweep period for the crash phase (the real ones are
#: 120 s and 15 s): a killed host must drop off, a live one must stay.
SHORT_TTL, SHORT_SWEEP = 3, 1.0


def sh(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, capture_output=True, text=True, timeout=10)


def links() -> list[str]:
    return [link["ifname"] for link in json.loads(sh("ip", "-j", "link").stdout)]


def lines(stream: Any) -> queue.Queue[str]:
    """The stream's lines, read in a thread, to wait for with a timeout."""
    got: queue.Queue[str] = queue.Queue()

    def pump() -> None:
        for line in stream:
            got.put(line)

    threading.Thread(target=pump, daemon=True).start()
    return got


def hostile_infos(address: str) -> list[Any]:
    from zeroconf import ServiceInfo

    infos = []
    for n, (label, change) in enumerate(HOSTILE.items()):
        table = f"BADTABL{chr(ord('A') + n)}"
        txt: dict[str, Any] = txt_record(INVITATION.replace("GOODTABL", table), "cucumber",
                                         "agurk", 4, 2, f"Evil {label}")
        txt.update(change)
        txt = {k: v for k, v in txt.items() if v is not None}
        infos.append(ServiceInfo(SERVICE, f"{table}.{SERVICE}", port=8765, properties=txt,
                                 server=f"evil-{n}.local.", host_ttl=TTL, other_ttl=TTL,
                                 parsed_addresses=[address]))
    return infos


def host(lo_only: bool) -> dict[str, Any]:
    if links() != ["lo"]:
        sys.exit(f"not a fresh network namespace (links: {links()}); refusing to announce")
    sh("ip", "link", "set", "lo", "up")
    mode = "lo"
    me = them = "127.0.0.1"
    command = [sys.executable, __file__, "joiner", them]
    if not lo_only and sh("ip", "link", "add", "cth0", "type", "veth", "peer", "name",
                          "cth1").returncode == 0:
        mode, me, them = "veth", "10.77.0.1", "10.77.0.2"
        sh("ip", "addr", "add", f"{me}/24", "dev", "cth0")
        sh("ip", "link", "set", "cth0", "up")
        command = ["unshare", "--net", "--", sys.executable, __file__, "joiner", them, "cth1"]
    joiner = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert joiner.stdin is not None and joiner.stdout is not None
    said = lines(joiner.stdout)
    try:
        assert said.get(timeout=DEADLINE).strip() == "ready"
        if mode == "veth":
            sh("ip", "link", "set", "cth1", "netns", str(joiner.pid))
        joiner.stdin.write("go\n")
        joiner.stdin.flush()
        assert said.get(timeout=DEADLINE).strip() == "browsing"
        return scenario(mode, me, said)
    finally:
        joiner.stdin.close()
        joiner.wait(timeout=DEADLINE)


def scenario(mode: str, me: str, said: queue.Queue[str]) -> dict[str, Any]:
    from zeroconf import Zeroconf

    t0 = time.monotonic()
    reports: list[dict[str, Any]] = []

    def until(done: Any, seconds: float = DEADLINE) -> float | None:
        end = time.monotonic() + seconds
        while not (reports and done(reports[-1])):
            left = end - time.monotonic()
            if left <= 0:
                return None
            try:
                reports.append(json.loads(said.get(timeout=left)))
            except queue.Empty:
                return None
        return round(time.monotonic() - t0, 3)

    evil = Zeroconf(interfaces=[me])
    assert evil.loop is not None
    sending = [asyncio.run_coroutine_threadsafe(evil.async_register_service(info), evil.loop)
               for info in hostile_infos(me)]
    table = Announcer(INVITATION.replace("10.77.0.1", me), game="cucumber",
                      variant="twenty-two", players=4, free=2, name="Lena", addresses=[me])
    table.start()
    result: dict[str, Any] = {"mode": mode}
    result["t_found"] = until(lambda r: len(r["tables"]) > 0)
    result["t_all_ignored"] = until(lambda r: r["ignored"] >= len(HOSTILE))
    for future in sending:
        future.result(DEADLINE)
    result["found"] = reports[-1]["tables"] if reports else []
    table.update(1).result(DEADLINE)
    result["t_updated"] = until(lambda r: [t["free"] for t in r["tables"]] == [1])
    result["after_update"] = reports[-1]["tables"] if reports else []
    before = time.monotonic()
    table.withdraw()
    result["t_withdraw_call"] = round(time.monotonic() - before, 3)
    result["t_gone"] = until(lambda r: r["tables"] == [])
    evil.close()
    result["ignored"] = reports[-1]["ignored"] if reports else 0
    result["ever_listed"] = sorted({t["invitation"] for r in reports for t in r["tables"]})
    crash_phase(me, until, reports, result)
    return result


def crash_phase(me: str, until: Any, reports: list[dict[str, Any]],
                result: dict[str, Any]) -> None:
    """A host killed without a goodbye drops off; a live one outlasts its records."""
    discovery.TTL = SHORT_TTL
    live = Announcer(INVITATION.replace("10.77.0.1", me).replace("GOODTABL", "LIVETABL"),
                     game="sneak", variant="sneak", players=3, free=1, name="Live",
                     addresses=[me])
    live.start()
    crashy = subprocess.Popen([sys.executable, __file__, "crashy", me], stdout=subprocess.PIPE,
                              text=True)
    assert crashy.stdout is not None
    try:
        assert lines(crashy.stdout).get(timeout=DEADLINE).strip() == "up"
        result["t_both"] = until(lambda r: len(r["tables"]) == 2)
    finally:
        crashy.kill()
        crashy.wait(timeout=DEADLINE)
    killed = time.monotonic()
    result["t_crash_dropped"] = until(lambda r: [t["name"] for t in r["tables"]] == ["Live"],
                                      2 * DEADLINE)
    result["crash_dropped_after"] = round(time.monotonic() - killed, 3)
    until(lambda r: False, SHORT_TTL + 2 * SHORT_SWEEP)  # Live's records expire meanwhile
    result["live_at_end"] = [t["name"] for t in reports[-1]["tables"]]
    live.withdraw()


def crashy(me: str) -> None:
    """Announces a table with short-lived records, then waits to be killed."""
    discovery.TTL = SHORT_TTL
    table = Announcer(INVITATION.replace("10.77.0.1", me).replace("GOODTABL", "CRASHTAB"),
                      game="supertrump", variant="supertrump", players=2, free=1,
                      name="Crash", addresses=[me])
    table.start().result(DEADLINE)
    print("up", flush=True)
    time.sleep(6 * DEADLINE)


def joiner(address: str, link: str | None) -> None:
    print("ready", flush=True)
    if sys.stdin.readline().strip() != "go":
        return
    if link is not None:
        if links() != ["lo", link]:
            sys.exit(f"not a fresh network namespace (links: {links()})")
        sh("ip", "link", "set", "lo", "up")
        sh("ip", "addr", "add", f"{address}/24", "dev", link)
        sh("ip", "link", "set", link, "up")
        end = time.monotonic() + DEADLINE
        while "LOWER_UP" not in sh("ip", "link", "show", link).stdout:
            if time.monotonic() > end:
                sys.exit(f"{link} did not come up")
            time.sleep(0.02)
    discovery.SWEEP = SHORT_SWEEP
    stop = threading.Event()
    threading.Thread(target=lambda: (sys.stdin.read(), stop.set()), daemon=True).start()
    with Browser([address]) as browser:
        print("browsing", flush=True)
        last = None
        end = time.monotonic() + 6 * DEADLINE
        while not stop.wait(0.02) and time.monotonic() < end:
            now = ([{**asdict(t), "invitation": str(t.invitation)} for t in browser.snapshot()],
                   browser.ignored)
            if now != last:
                last = now
                print(json.dumps({"tables": now[0], "ignored": now[1]}), flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "host":
        print(json.dumps(host("--lo" in sys.argv)), flush=True)
    elif sys.argv[1] == "crashy":
        crashy(sys.argv[2])
    else:
        joiner(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None)
