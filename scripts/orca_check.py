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

Then it presses keys with xdotool as a blind player would (Right, Space,
Enter, the review keys) and checks the utterances: cards said in words
("ten of diamonds"), no suit glyph left, whose turn it is and what may be
played. It prints what Orca said key by key and exits 0 when everything
that must be heard was heard.

Needs the Debian packages xvfb, xdotool, dbus-daemon, at-spi2-core, orca,
speech-dispatcher. Every process it starts runs in its own process group
and is killed at the end, whatever happens; every wait is bounded.

    python scripts/orca_check.py [--game 22|supertrump] [--language en|ja]
                                 [--orca /usr/bin/orca] [--keep DIR]
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
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

ROOT = Path(__file__).resolve().parent.parent
#: Tools the check cannot run without (Debian package in brackets).
NEEDED = {"Xvfb": "xvfb", "xdotool": "xdotool", "dbus-daemon": "dbus-daemon",
          "speech-dispatcher": "speech-dispatcher"}
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
#: Suit glyphs: none may reach the voice.
GLYPHS = "♠♥♦♣"
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
import sys
from PySide6.QtWidgets import QApplication
from cardtable.ui.window.main_window import MainWindow
from cardtable.ui.window.settings import Settings
from cardtable.ui.window.i18n import Translations
app = QApplication(sys.argv)
app.setApplicationName("cardtable")
settings = Settings()
translations = Translations()
translations.set_language(sys.argv[5])
window = MainWindow(autosave_path=sys.argv[6], settings=settings,
                    translations=translations, speed="fast")
window.resize(1100, 750)
window.show()
window.activateWindow()
window.start_game(game=sys.argv[1], variant=sys.argv[2] or None, players=int(sys.argv[3]),
                  seed=int(sys.argv[4]))
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
        proc = subprocess.Popen(argv, env=self.env, stdout=kwargs.pop("stdout", log),
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


def spoken(path: Path) -> list[tuple[str, str]]:
    """Every utterance so far: (language, text)."""
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        language, _tab, text = line.partition("\t")
        out.append((language, text))
    return out


@contextlib.contextmanager
def environment(keep: Path | None) -> Iterator[tuple[dict[str, str], Path]]:
    base = Path(tempfile.mkdtemp(prefix="orca-check-")) if keep is None else keep
    base.mkdir(parents=True, exist_ok=True)
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
    parser.add_argument("--timeout", type=float, default=240.0,
                        help="the whole check's limit in seconds")
    args = parser.parse_args(argv)
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


#: A card said in words, in English.
CARD_WORDS = re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace)"
                        r" of (spades|hearts|diamonds|clubs)\b")


class Transcript:
    """What Orca said, key by key, and the checks on it."""

    def __init__(self, env: dict[str, str], out: Path, window: str,
                 english: bool = True) -> None:
        self.env, self.out, self.window = env, out, window
        #: The wording is checked in English only; in another language what
        #: is checked is what any language must meet (no symbol, said once).
        self.english = english
        self.steps: list[tuple[str, list[str]]] = []
        self.failures: list[str] = []

    def press(self, key: str, until: Callable[[list[str]], bool] | None = None,
              wait: float = 20.0) -> list[str]:
        """Press ``key`` (``""``: none, only listen); what was said until
        ``until(said)`` holds or speech has been quiet for a while (always
        the latter outside English: ``until`` looks for English words)."""
        until = until if self.english else None
        heard = press(self.env, self.out, self.window, key, until, wait) if key else \
            listen(self.out, len(spoken(self.out)), until, wait)
        self.steps.append((key or "(wait)", heard))
        return heard

    def expect(self, what: str, ok: bool, wording: bool = True) -> None:
        """``ok`` must hold; a check of the ``wording`` only in English."""
        if not ok and (self.english or not wording):
            self.failures.append(what)

    def report(self) -> int:
        for key, heard in self.steps:
            print(f"{key:>10}  " + (" | ".join(heard) if heard else "(nothing)"))
        everything = [line for _key, heard in self.steps for line in heard]
        self.expect("no suit symbol reaches the voice",
                    not any(glyph in line for line in everything for glyph in GLYPHS),
                    wording=False)
        self.expect("cards are said in words", any(CARD_WORDS.search(line)
                                                   for line in everything))
        self.expect("nothing said twice (one channel, not two)", not any(
            a == b for a, b in itertools.pairwise(everything)), wording=False)
        for failure in self.failures:
            print(f"MISSING: {failure}")
        print("orca_check: " + ("ok" if not self.failures else
                                f"{len(self.failures)} check(s) failed"))
        return 0 if not self.failures else 1


def listen(out: Path, before: int, until: Callable[[list[str]], bool] | None,
           wait: float, quiet: float = 2.0) -> list[str]:
    """What is said from utterance ``before`` on: until ``until`` holds, or
    (without one) until speech has started and been quiet for ``quiet`` s;
    ``wait`` s at most."""
    deadline, last, count = time.monotonic() + wait, time.monotonic(), before
    while time.monotonic() < deadline:
        said = [text for _language, text in spoken(out)[before:]]
        if until is not None and until(said):
            time.sleep(0.3)
            return [text for _language, text in spoken(out)[before:]]
        if len(said) + before != count:
            count, last = len(said) + before, time.monotonic()
        elif until is None and said and time.monotonic() - last > quiet:
            break
        time.sleep(0.1)
    return [text for _language, text in spoken(out)[before:]]


def press(env: dict[str, str], out: Path, window: str, key: str,
          until: Callable[[list[str]], bool] | None, wait: float) -> list[str]:
    """Press ``key`` in the window; what was said after it."""
    before = len(spoken(out))
    subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, timeout=10,
                   capture_output=True)
    subprocess.run(["xdotool", "key", "--clearmodifiers", key], env=env, timeout=10)
    return listen(out, before, until, wait)


def has(words: str) -> Callable[[list[str]], bool]:
    return lambda said: any(words.lower() in line.lower() for line in said)


def play_22(talk: Transcript) -> None:
    """The exchange, then a trick by keys: what a blind player does and hears."""
    start = talk.press("", lambda said: bool(said) and bool(CARD_WORDS.search(said[-1])),
                       wait=60)
    talk.expect("the exchange prompt at the start", has("select the cards")(start))
    talk.expect("the focused card in words", bool(CARD_WORDS.search(start[-1])))
    heard = talk.press("w", has("trick"))
    talk.expect("W: the prompt again and the trick", has("select the cards")(heard)
                and has("trick")(heard))
    heard = talk.press("Return", has("Your turn"), wait=60)     # nothing selected: keep
    talk.expect("Enter: you keep your hand", has("You keep your hand")(heard))
    talk.expect("the others' plays, by name", has(" plays ")(heard) or has(" leads ")(heard))
    talk.expect("your turn, with what may be played", has("Your turn")(heard))
    heard = talk.press("Return", has("Nothing to play"))
    talk.expect("Enter with nothing selected says what to do", has("Nothing to play")(heard))
    for _ in range(12):                        # along the hand to a card that may go
        heard = talk.press("Right")
        if heard and "unavailable" not in heard[-1]:
            break
    heard = talk.press("space", has("selected"))
    talk.expect("Space: the card selected", has(", selected")(heard))
    heard = talk.press("h", has("Hint"))
    talk.expect("H: the hint said, its card focused", has("Hint")(heard)
                and has("selected")(heard))
    heard = talk.press("Return", lambda said: has("You play")(said) or has("You lead")(said))
    talk.expect("Enter: your play said", has("You play")(heard) or has("You lead")(heard))
    heard = talk.press("", has("wins the trick"), wait=30)
    heard = talk.press("c", has("Your hand"))
    talk.expect("C: the hand in words", has("Your hand")(heard))
    heard = talk.press("w")
    talk.expect("W: whose turn or your prompt", bool(heard))


def play_supertrump(talk: Transcript) -> None:
    """The super-trump rank, the trump, then two cards played by the hint's
    keys (H, then Space on a button or Enter on the cards it selected)."""
    start = talk.press("", has("trump rank"), wait=60)
    talk.expect("the first question said", has("trump rank")(start))
    heard = talk.press("w", has("trick"))
    talk.expect("W: the question again", has("trump rank")(heard))
    played = 0
    for _ in range(12):
        heard = talk.press("h", has("Hint"), wait=30)
        hint = next((line for line in heard if "Hint" in line), "")
        if not hint:
            talk.press("", wait=10)               # not the person's turn yet: listen
            continue
        if re.search(r"Hint\W+(colon\W+)?Play ", hint):   # cards: selected, focused
            heard = talk.press("Return", lambda said: has("You play")(said)
                               or has("You lead")(said))
            talk.expect("Enter: the hinted card played and said",
                        has("You play")(heard) or has("You lead")(heard))
            played += 1
            if played == 2:
                break
        else:                                 # a button: it has the focus
            talk.expect("the hinted button said in words, not as a symbol",
                        any("button" in line and not any(g in line for g in GLYPHS)
                            for line in heard))
            talk.press("space")
    talk.expect("two cards played by keys", played == 2)
    heard = talk.press("w")
    talk.expect("W: your prompt or whose turn", bool(heard))


def play(args, env: dict[str, str], out: Path, window: str) -> int:
    talk = Transcript(env, out, window, english=args.language == "en")
    try:
        (play_22 if args.game == "22" else play_supertrump)(talk)
    except TimeoutError as error:
        talk.failures.append(str(error))
    return talk.report()


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
    stack.start("orca", [args.orca, "-u", str(prefs),
                         "--debug-file", str(base / "logs" / "orca-debug.out")])
    orca_log = base / "logs" / "orca.log"
    wait_for("Orca", lambda: bool(spoken(out)) or "Another screen reader" in orca_log.read_text(
        errors="replace"), timeout=30)                # "Screen reader on."
    if not spoken(out):
        print("orca_check: another Orca runs for this user; Orca will not start beside it "
              "(and --replace would end the one you listen to)", file=sys.stderr)
        return 2
    deal = (["cucumber", "twenty-two", "4", "6"] if args.game == "22"
            else ["supertrump", "", "2", "3"])
    app = stack.start("app", [sys.executable, "-c", APP, *deal, args.language,
                              str(base / "autosave.cardtable")], cwd=ROOT)
    wait_for("the app's window", lambda: bool(window_id(env)) or app.poll() is not None,
             timeout=30)
    if app.poll() is not None:
        print("orca_check: the app stopped; see its log", file=sys.stderr)
        return 3
    return play(args, env, out, window_id(env))


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
