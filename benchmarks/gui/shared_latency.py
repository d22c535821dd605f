"""How long a move takes to reach a friend's window at a shared table.

    QT_QPA_PLATFORM=offscreen python benchmarks/gui/shared_latency.py [--moves 200]
        [--think 0.3] [--speed normal] [--json]

Two real app windows in two processes, as two friends would run them: this
process opens the app, hosts a table from Game → Play with friends (the
server on the app's own thread, as a host's) and starts a second app
process that joins it by invitation. The default is a 4-seat game of 22
with two AIs (normal) in the other seats, played game after game until
enough moves are made; ``--table supertrump:match-3:2`` gives a table of two
people and no AI. Both people play their first legal move after ``--think``
seconds, at the chosen animation speed, so each window is animating while
moves arrive. For every move a person makes, the latency is the time from
the move leaving that window (``submit``) to the update reaching the other
window's GUI thread (both stamped with the system-wide monotonic clock).
Target: p95 < 100 ms. The machine's speed on the project's fixed
reference (``scripts/suite_time.py``) is measured before and after and
printed with the figures. Traffic stays on 127.0.0.1; the run ends by itself
after ``--moves`` person moves or the game's end, or after 10 minutes.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIMIT_SECONDS = int(os.environ.get("CARDTABLE_LATENCY_LIMIT", "600"))


def isolate() -> None:
    """A fresh HOME per process: no settings, seats or statistics of the user's."""
    home = tempfile.mkdtemp(prefix="cardtable-latency-")
    os.environ["HOME"] = home
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[name] = str(Path(home) / name.lower())


def stamp_arrivals(log: list) -> None:
    """Note when each server message reaches the window's GUI thread."""
    from cardtable.session.remote_session import RemoteSession

    original = RemoteSession._on_message

    def on_message(self, message):
        if message.get("t") == "update":
            log.append(("got", message.get("n"), time.monotonic()))
        return original(self, message)

    RemoteSession._on_message = on_message


def play_first_legal(window, think: float, log: list, moves: list[int]) -> None:
    from PySide6.QtCore import QTimer

    session = window.session

    def turn(_seat, legal):
        def go():
            if session.state is None or not session.state.legal_actions():
                return
            log.append(("sent", session.state.moves_made, time.monotonic()))
            session.submit(legal[0])
            moves[0] += 1
        QTimer.singleShot(int(think * 1000), go)

    session.human_turn.connect(turn)
    # The summary between deals waits for its reader: go on after the same think.
    pause = window.controller.deal_pause
    pause.shown.connect(lambda *_: QTimer.singleShot(int(think * 1000), pause.go_on))


def app_window(speed: str):
    from PySide6.QtWidgets import QApplication

    from cardtable.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(autosave_path=Path(os.environ["HOME"]) / "autosave.cardtable",
                        speed=speed)
    return app, window


def joiner(invitation: str, think: float, speed: str, out: str) -> int:
    """The friend's process: join, play, write its log when the game (or host) ends."""
    isolate()
    log: list = []
    stamp_arrivals(log)
    app, window = app_window(speed)
    shared = window.friends.join(invitation, "Ben")
    moves = [0]
    play_first_legal(shared, think, log, moves)

    def finish(*_):
        Path(out).write_text(json.dumps(log))
        app.quit()

    shared.session.game_over.connect(finish)
    shared.session.refused.connect(finish)
    from PySide6.QtCore import QTimer
    QTimer.singleShot(LIMIT_SECONDS * 1000, finish)
    saver = QTimer()     # the host ends the run by stopping this process: keep the log written
    saver.timeout.connect(lambda: Path(out).write_text(json.dumps(log)))
    saver.start(250)
    app.exec()
    Path(out).write_text(json.dumps(log))
    return 0


def latencies(sender: list, receiver: list) -> list[float]:
    """ms from each move sent to the update after it arriving at the other window."""
    got = {n: t for kind, n, t in receiver if kind == "got"}
    return [1000 * (got[n + 1] - t) for kind, n, t in sender
            if kind == "sent" and n + 1 in got]


def host(moves_wanted: int, think: float, speed: str, game: str, variant: str,
         players: int) -> dict:
    isolate()
    from PySide6.QtCore import QTimer

    from cardtable.ui.together.host_dialog import HostSetup

    log: list = []
    stamp_arrivals(log)
    app, window = app_window(speed)
    seats = ("person", "open", *["ai-normal"] * (players - 2))
    shared = window.friends.host_table(HostSetup(
        game=game, variant=variant, seats=seats, name="Ann", port=0, network=False,
        takeover=None, announce=False))
    invitation = str(shared.session.invitation)
    out = Path(os.environ["HOME"]) / "joiner.json"
    friend = subprocess.Popen([sys.executable, __file__, "--join", invitation,
                               "--think", str(think), "--speed", speed, "--out", str(out)],
                              cwd=ROOT)
    moves = [0]
    play_first_legal(shared, think, log, moves)
    started = time.monotonic()

    def check():
        over = shared.session.state is not None and shared.session.state.is_over
        if over or moves[0] >= moves_wanted or time.monotonic() - started > LIMIT_SECONDS:
            shared.close()       # the host leaves: the friend's app is told and stops
            app.quit()

    timer = QTimer()
    timer.timeout.connect(check)
    timer.start(200)
    app.exec()
    time.sleep(0.5)      # the friend's last arrivals reach its log
    friend.terminate()
    try:
        friend.wait(15)
    except subprocess.TimeoutExpired:
        friend.kill()
    their = json.loads(out.read_text()) if out.exists() else []
    values = sorted(latencies(log, their) + latencies(their, log))
    if not values:
        return {"samples": 0}
    return {"samples": len(values), "p50_ms": round(statistics.median(values), 1),
            "p95_ms": round(values[int(0.95 * (len(values) - 1))], 1),
            "max_ms": round(values[-1], 1), "speed": speed, "think_s": think}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--table", default="cucumber:twenty-two:4",
                        help="GAME:VARIANT:PLAYERS; seats beyond the two people are AIs")
    parser.add_argument("--think", type=float, default=0.3)
    parser.add_argument("--speed", default="normal",
                        choices=("instant", "fast", "normal", "slow"))
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--join", help=argparse.SUPPRESS)
    parser.add_argument("--out", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.join:
        return joiner(args.join, args.think, args.speed, args.out)
    game, variant, players = args.table.split(":")
    sys.path.insert(0, str(ROOT / "scripts"))
    from suite_time import machine_ratio  # the fixed reference: how fast this machine is now

    before = machine_ratio()
    result = host(args.moves, args.think, args.speed, game, variant, int(players))
    result["machine_ratio"] = round((before + machine_ratio()) / 2, 3)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result.get('samples', 0)} moves between two windows: "
              f"p50 {result.get('p50_ms')} ms, p95 {result.get('p95_ms')} ms, "
              f"max {result.get('max_ms')} ms ({args.speed} speed; this machine at "
              f"{result['machine_ratio']} of the reference)")
    return 0 if result.get("samples") else 1


if __name__ == "__main__":
    sys.exit(main())
