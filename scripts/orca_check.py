#!/usr/bin/env python3
"""Play a trick by keys under a real screen reader and check what it said.

Why: the in-process tests (``tests/ui/access``) see what the app hands Qt's
accessibility layer, not what reaches a blind player's ears — a reader may
drop an event it does not know (Orca before 46 ignores Qt's announcement
events) and the speech server may drop a symbol it cannot say (♦ and ♣ at
punctuation level "none"). This script runs the whole chain on a private
display and buses, and reads what the voice would have said:

Xvfb → a D-Bus session bus → the AT-SPI bus and registry → the app (a game
of 22, or of Supertrump, with a fixed seed, in a fresh HOME) → Orca →
speech-dispatcher, whose only output module is a generic one that appends
each utterance (with its language) to a file instead of speaking it.

Then it presses keys with xdotool as a blind player would and checks the
utterances (``orca_play``): cards said in words ("ten of diamonds"), no suit
glyph left, whose turn it is and what may be played, Orca's own review
(Where Am I on the focused card, flat review over the hand and the trick),
the language the voice was asked for, and how many objects Orca asked for
after they were gone (Qt's "Could not find accessible"). It prints what Orca
said key by key and exits 0 when everything that must be heard was heard.

Modes: the default plays a trick (about a minute); ``--lesson 22`` plays a
lesson from Start to its outro, the person's moves walked to by ear;
``--whole-game`` plays a whole game to the game-over dialog by the hint's
keys (a few minutes each, for the slow test).

Orca runs in the app's language (``--orca-language`` to choose): Orca 43 and
46 pick the voice's language from their own locale (or the voice the person
chose in Orca), never from the object being read, so a Japanese window under
an English Orca is read by the English voice whatever the app reports.

Needs the Debian packages xvfb, xdotool, dbus-daemon, at-spi2-core, orca,
speech-dispatcher. Every process it starts runs in its own process group
and is killed at the end, whatever happens; every wait is bounded.

    python scripts/orca_check.py [--game 22|supertrump] [--language en|ja]
                                 [--lesson 22|supertrump | --whole-game]
                                 [--orca /usr/bin/orca] [--orca-language en|ja]
                                 [--keep DIR] [--abridge N]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from orca_play import Transcript, play_22, play_lesson, play_supertrump, play_whole, spoken

ROOT = Path(__file__).resolve().parent.parent
#: Tools the check cannot run without (Debian package in brackets).
NEEDED = {"Xvfb": "xvfb", "xdotool": "xdotool", "dbus-daemon": "dbus-daemon",
          "speech-dispatcher": "speech-dispatcher"}
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
#: The generic output module: each utterance as "LANGUAGE<TAB>TEXT" on a line.
MODULE_CONF = """\
GenericExecuteSynth "printf '%s\\\\t%s\\\\n' '$LANGUAGE' \\'$DATA\\' >> {out}"
GenericPunctNone "none"
GenericPunctSome "some"
GenericPunctMost "most"
GenericPunctAll "all"
GenericLanguage "en" "en" "utf-8"
GenericLanguage "en-us" "en-us" "utf-8"
GenericLanguage "ja" "ja" "utf-8"
AddVoice "en" "MALE1" "en"
AddVoice "en-us" "MALE1" "en-us"
AddVoice "ja" "MALE1" "ja"
"""
#: The app's side: a window at a fixed deal, keys from the person only.
APP = """\
import dataclasses, json, sys
from PySide6.QtWidgets import QApplication
from cardtable import games
from cardtable.ui.window.main_window import MainWindow
from cardtable.ui.window.settings import Settings
from cardtable.ui.window.i18n import Translations
setup = json.loads(sys.argv[1])
app = QApplication(sys.argv[:1])
app.setApplicationName("cardtable")
settings = Settings()
translations = Translations()
translations.set_language(setup["language"])
window = MainWindow(autosave_path=setup["autosave"], settings=settings,
                    translations=translations, speed="fast")
window.resize(1100, 750)
window.show()
window.activateWindow()
if setup.get("lesson"):
    window.lessons.list_lessons()
    window.lessons.open(next(lesson for _action, lesson in window.lessons.actions
                             if lesson.key == setup["lesson"]))
elif setup.get("rules"):                  # the preset with a few rules changed
    spec = games.get(setup["game"])
    rules = dataclasses.replace(spec.preset(setup["variant"]), **setup["rules"])
    window.game_id = spec.id
    window.start_game(game=setup["game"], variant=setup["variant"], players=setup["players"],
                      seed=setup["seed"])
    window._start(rules, setup["variant"], window.session.seats, setup["seed"], False)
else:
    window.start_game(game=setup["game"], variant=setup["variant"], players=setup["players"],
                      seed=setup["seed"])
window.view.setFocus()
sys.exit(app.exec())
"""


class Stack:
    """Processes started for the check, each in its own group: all killed at the end."""

    def __init__(self, env: dict[str, str], logs: Path) -> None:
        self.env = env
        self.logs = logs
        self.procs: list[tuple[str, subprocess.Popen]] = []

    def start(self, name: str, argv: list[str], **kwargs) -> subprocess.Popen:
        log = open(self.logs / f"{name}.log", "wb")  # noqa: SIM115 (closed with the process)
        proc = subprocess.Popen(argv, env=kwargs.pop("env", self.env),
                                stdout=kwargs.pop("stdout", log),
                                stderr=log, stdin=subprocess.DEVNULL,
                                start_new_session=True, **kwargs)
        self.procs.append((name, proc))
        return proc

    def stop(self) -> None:
        for _name, proc in reversed(self.procs):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(proc.pid, signal.SIGTERM)
        deadline = time.monotonic() + 5
        for _name, proc in reversed(self.procs):
            try:
                proc.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(5)


def wait_for(what: str, ready: Callable[[], bool], timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not ready():
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what}: not ready after {timeout:.0f} s")
        time.sleep(0.1)


@contextlib.contextmanager
def environment(keep: Path | None) -> Iterator[tuple[dict[str, str], Path]]:
    base = Path(tempfile.mkdtemp(prefix="orca-check-")) if keep is None else keep
    base.mkdir(parents=True, exist_ok=True)
    (base / "spoken.txt").unlink(missing_ok=True)       # a kept directory's last run
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("XDG_", "DBUS_", "AT_SPI", "QT_", "WAYLAND"))}
    home = base / "home"
    for sub in ("config", "data", "cache", "runtime"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    (home / "runtime").chmod(0o700)
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"),
               XDG_RUNTIME_DIR=str(home / "runtime"), LANG="C.UTF-8",
               QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1",
               GTK_MODULES="gail:atk-bridge", NO_AT_BRIDGE="0")
    try:
        yield env, base
    finally:
        if keep is None:
            shutil.rmtree(base, ignore_errors=True)


def configure_speech(env: dict[str, str], out: Path) -> None:
    """speech-dispatcher as Debian ships it, its only module the recorder."""
    conf = Path(env["XDG_CONFIG_HOME"]) / "speech-dispatcher"
    (conf / "modules").mkdir(parents=True, exist_ok=True)
    system = Path("/etc/speech-dispatcher/speechd.conf").read_text(encoding="utf-8")
    system = re.sub(r"(?m)^(Include|AddModule|DefaultModule|AudioOutputMethod)\b.*$", "",
                    system)
    # No sound card: libao's null driver (the module still opens a device).
    (Path(env["HOME"]) / ".libao").write_text("default_driver=null\n", encoding="utf-8")
    (conf / "speechd.conf").write_text(
        system + '\nAudioOutputMethod "libao"\n'
        'AddModule "record" "sd_generic" "record.conf"\nDefaultModule record\n'
        'LanguageDefaultModule "en" "record"\nLanguageDefaultModule "ja" "record"\n',
        encoding="utf-8")
    (conf / "modules" / "record.conf").write_text(MODULE_CONF.format(out=out),
                                                  encoding="utf-8")


def configure_orca(prefs: Path) -> None:
    """Orca's defaults (what a new user has), key echo off so the file holds
    what the app made Orca say, and the debug log on."""
    prefs.mkdir(parents=True, exist_ok=True)
    general = {"enableKeyEcho": False, "enableEchoByWord": False,
               "enableEchoByCharacter": False, "enableSpeech": True,
               "speechServerFactory": "orca.speechdispatcherfactory"}
    default = dict(general, profile=["Default", "default"])
    (prefs / "user-settings.conf").write_text(json.dumps({
        "general": dict(general, startingProfile=["Default", "default"]),
        "pronunciations": {}, "keybindings": {}, "profiles": {"default": default}}),
        encoding="utf-8")


def orca_locale(language: str, base: Path) -> dict[str, str]:
    """The environment that runs Orca in ``language``: its LANG, and where the
    locale is not installed (Debian's C.UTF-8 only), one built for it under
    ``base`` (localedef, read through LOCPATH). Without it Orca falls back to
    C: English messages and the English voice."""
    if language != "ja":
        return {}
    installed = subprocess.run(["locale", "-a"], capture_output=True, text=True,
                               timeout=10).stdout.lower().split()
    if "ja_jp.utf8" in installed or shutil.which("localedef") is None:
        return {"LANG": "ja_JP.UTF-8"}
    path = base / "locale"
    path.mkdir(exist_ok=True)
    subprocess.run(["localedef", "-i", "ja_JP", "-f", "UTF-8", str(path / "ja_JP.UTF-8")],
                   capture_output=True, timeout=120)
    return {"LANG": "ja_JP.UTF-8", "LOCPATH": str(path)}


def window_id(env: dict[str, str]) -> str:
    found = subprocess.run(["xdotool", "search", "--name", "cardtable"], env=env,
                           capture_output=True, text=True, timeout=10).stdout.split()
    return found[-1] if found else ""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("22", "supertrump"), default="22")
    parser.add_argument("--language", choices=("en", "ja"), default="en")
    parser.add_argument("--orca", default=shutil.which("orca") or "orca",
                        help="the orca to run (default: the one on PATH)")
    parser.add_argument("--keep", type=Path, help="keep the logs and homes in DIR")
    parser.add_argument("--lesson", metavar="GAME",
                        help="play GAME's lesson (22, supertrump or a lesson's key) to its end")
    parser.add_argument("--whole-game", action="store_true",
                        help="play a whole game to its end by the hint's keys")
    parser.add_argument("--orca-language", choices=("en", "ja"),
                        help="Orca's own language (default: the app's, as on a desktop "
                             "in that language; Orca picks its voice by it)")
    parser.add_argument("--abridge", type=int, default=0, metavar="N",
                        help="print at most N characters of what each key made Orca say")
    parser.add_argument("--timeout", type=float, default=None,
                        help="the whole check's limit in seconds (240; 900 for the long modes)")
    args = parser.parse_args(argv)
    if args.timeout is None:
        args.timeout = 900.0 if args.lesson or args.whole_game else 240.0
    missing = [f"{tool} ({package})" for tool, package in NEEDED.items()
               if shutil.which(tool) is None]
    if not Path(args.orca).exists() and shutil.which(args.orca) is None:
        missing.append("orca (orca)")
    if not Path(BUS_LAUNCHER).exists():
        missing.append(f"{BUS_LAUNCHER} (at-spi2-core)")
    if missing:
        print("orca_check: missing " + ", ".join(missing), file=sys.stderr)
        return 2
    signal.signal(signal.SIGALRM, lambda *_: (_ for _ in ()).throw(
        TimeoutError(f"the whole check took over {args.timeout:.0f} s")))
    signal.alarm(int(args.timeout))
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(3))   # killed: still stop the stack
    with environment(args.keep) as (env, base):
        logs = base / "logs"
        logs.mkdir(exist_ok=True)
        stack = Stack(env, logs)
        out = base / "spoken.txt"
        try:
            return run(args, env, base, stack, out)
        except TimeoutError as error:
            print(f"orca_check: {error}", file=sys.stderr)
            return 3
        finally:
            signal.alarm(0)
            stack.stop()


#: The game each check deals: fixed seeds, so each run hears the same game.
GAMES = {
    "22": dict(game="cucumber", variant="twenty-two", players=4, seed=6),
    "supertrump": dict(game="supertrump", variant="supertrump", players=2, seed=3),
}
#: A whole game of 22 ends when one player is left: two players, out at the
#: first point lost, so the whole game is one deal and its end (Supertrump's
#: game is one deal as the preset stands).
WHOLE = {"22": dict(GAMES["22"], players=2, rules={"elimination_at": 1}),
         "supertrump": GAMES["supertrump"]}
#: Each game's lesson (Help → Learn to play).
LESSONS = {"22": "twenty-two", "supertrump": "supertrump"}


def setup_for(args) -> dict:
    if args.lesson:
        return {"lesson": LESSONS.get(args.lesson, args.lesson)}
    return dict((WHOLE if args.whole_game else GAMES)[args.game])


#: What Qt's AT-SPI bridge logs when a reader asks for an object that is gone
#: (a table rebuilt under it logged thousands a game).
LOST = "Could not find accessible"


def play(args, env: dict[str, str], out: Path, window: str, logs: Path) -> int:
    talk = Transcript(env, out, window, language=args.language)
    try:
        if args.lesson:
            play_lesson(talk, time.monotonic() + args.timeout - 60)
        elif args.whole_game:
            play_whole(talk, time.monotonic() + args.timeout - 60)
        else:
            (play_22 if args.game == "22" else play_supertrump)(talk)
    except TimeoutError as error:
        talk.failures.append(str(error))
    app_log = (logs / "app.log").read_text(encoding="utf-8", errors="replace")
    lost = app_log.count(LOST)
    print(f'Qt\'s "{LOST}" warnings: {lost}')
    talk.expect(f'at most a few "{LOST}" warnings ({lost})', lost <= 150, wording=False)
    return talk.report(abridge=args.abridge)


def run(args, env, base: Path, stack: Stack, out: Path) -> int:
    read_fd, write_fd = os.pipe()
    stack.start("xvfb", ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x800x24",
                         "-nolisten", "tcp"], pass_fds=(write_fd,))
    os.close(write_fd)
    with os.fdopen(read_fd) as pipe:
        env["DISPLAY"] = ":" + pipe.readline().strip()
    bus = stack.start("dbus", ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                      stdout=subprocess.PIPE)
    env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().decode().strip()
    stack.start("atspi", [BUS_LAUNCHER, "--launch-immediately"])
    configure_speech(env, out)
    # In the foreground, in the stack's group (--spawn would leave it running on its own).
    stack.start("speechd", ["speech-dispatcher", "--run-single", "--timeout", "0"])
    socket = Path(env["XDG_RUNTIME_DIR"]) / "speech-dispatcher" / "speechd.sock"
    wait_for("speech-dispatcher", socket.exists)
    wait_for("AT-SPI bus", lambda: subprocess.run(
        ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
         "org.a11y.Bus.GetAddress"], env=env, capture_output=True, timeout=5).returncode == 0)
    prefs = base / "orca"
    configure_orca(prefs)
    # No --replace: it kills every Orca of the user, the one they listen to too.
    # Orca speaks in the language of its own session (its voice's language is
    # its locale's unless the person chose a voice): a Japanese desktop's.
    orca_language = args.orca_language or args.language
    orca_env = dict(env, **orca_locale(orca_language, base))
    stack.start("orca", [args.orca, "-u", str(prefs),
                         "--debug-file", str(base / "logs" / "orca-debug.out")], env=orca_env)
    orca_log = base / "logs" / "orca.log"
    wait_for("Orca", lambda: bool(spoken(out)) or "Another screen reader" in orca_log.read_text(
        errors="replace"), timeout=30)                # "Screen reader on."
    if not spoken(out):
        print("orca_check: another Orca runs for this user; Orca will not start beside it "
              "(and --replace would end the one you listen to)", file=sys.stderr)
        return 2
    setup = dict(setup_for(args), language=args.language,
                 autosave=str(base / "autosave.cardtable"))
    app = stack.start("app", [sys.executable, "-c", APP, json.dumps(setup)], cwd=ROOT)
    wait_for("the app's window", lambda: bool(window_id(env)) or app.poll() is not None,
             timeout=30)
    if app.poll() is not None:
        print("orca_check: the app stopped; see its log", file=sys.stderr)
        return 3
    return play(args, env, out, window_id(env), base / "logs")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
