"""What ``orca_check.py`` does at the keyboard, and what it must hear.

A blind player's turns, by keys only (xdotool into the app's window), and
the checks on what the voice said (speech-dispatcher's recorder writes each
utterance with the language it was asked for):

- ``play_22`` / ``play_supertrump``: the quick check (about a minute): a
  trick by Right, Space, H and Enter; W and C; Orca's own review: Where Am
  I (KP_Enter) on the focused card and flat review (KP_Subtract, then line
  by line with KP_Home / KP_Page_Up) over the hand and the trick.
- ``play_lesson``: a lesson from its Start to its outro: Enter starts and
  continues, and the person's moves are the cards the step names —
  walked to with the arrows (each card heard), selected with Space.
- ``play_whole``: a whole game to its end by the hint's policy: H, then
  Enter on the cards it selected or Space on the button it focused; the
  deal summary's Continue; the game-over dialog.

Checks of wording run in English; in Japanese what every language must
meet (no suit symbol, nothing said twice, the voice's language) and the
moments a player must hear, matched by the Japanese words.
"""

from __future__ import annotations

import itertools
import re
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

#: Suit glyphs: none may reach the voice.
GLYPHS = "♠♥♦♣"
#: A card said in words, in English and in Japanese.
CARD_WORDS = re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace)"
                        r" of (spades|hearts|diamonds|clubs)\b"
                        r"|(スペード|ハート|ダイヤ|クラブ)の(\d+|A|J|Q|K|エース|ジャック|クイーン|キング)")
#: Keys that say again what was said (W: the prompt; the reader's review).
REPEATING = frozenset({"w", "c", "KP_Enter", "KP_Up", "KP_Home", "KP_Page_Up", "KP_Subtract"})
#: What marks a moment of the game, in each language (the app's own words).
MARKS = {
    "en": {"hint": "Hint", "no_hint": "Hints are given on your turn", "over": "Game over",
           "summary": "Continue", "out_of_hints": "No hint this time",
           "you_play": ("You play", "You lead", "You exchange", "You keep", "You flaunt",
                        "Last trick"),
           "deal_end": "loses the deal",
           "turn": "Your turn", "trick_won": "wins the trick", "deal": "Deal ",
           "outlined": "Outlined", "outro": "play a game against easy opponents",
           "not_yours": ("Waiting for", "Your turn is next", "Nobody's turn", "Not your turn")},
    "ja": {"hint": "ヒント", "no_hint": "ヒントは自分の番に", "over": "ゲーム終了",
           "summary": "続ける", "out_of_hints": "今回はヒントを",
           "you_play": ("あなたが", "あなたは", "最後のトリック"), "turn": "あなたの番",
           "deal_end": "ディールの敗者",
           "trick_won": "トリック", "deal": "ディール", "outlined": "枠で示したカード",
           "outro": "相手と",
           "not_yours": ("の番です", "誰の番でもありません", "あなたの番ではありません")},
}


def spoken(path: Path) -> list[tuple[str, str]]:
    """Every utterance so far: (language, text)."""
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        language, _tab, text = line.partition("\t")
        out.append((language, text))
    return out


def listen(out: Path, before: int, until: Callable[[list[str]], bool] | None,
           wait: float, quiet: float = 2.0) -> list[tuple[str, str]]:
    """What is said from utterance ``before`` on: until ``until`` holds, or
    (without one) until speech has started and been quiet for ``quiet`` s;
    ``wait`` s at most."""
    deadline, last, count = time.monotonic() + wait, time.monotonic(), before
    while time.monotonic() < deadline:
        said = [text for _language, text in spoken(out)[before:]]
        if until is not None and until(said):
            time.sleep(0.3)
            return spoken(out)[before:]
        if len(said) + before != count:
            count, last = len(said) + before, time.monotonic()
        elif until is None and said and time.monotonic() - last > quiet:
            break
        time.sleep(0.1)
    return spoken(out)[before:]


def has(words: str) -> Callable[[list[str]], bool]:
    return lambda said: any(words.lower() in line.lower() for line in said)


class Transcript:
    """What Orca said, key by key, and the checks on it."""

    def __init__(self, env: dict[str, str], out: Path, window: str,
                 language: str = "en") -> None:
        self.env, self.out, self.window = env, out, window
        #: The wording is checked in English only; in another language what
        #: is checked is what any language must meet (no symbol, said once).
        self.language = language
        self.english = language == "en"
        self.marks = MARKS[language]
        self.steps: list[tuple[str, list[tuple[str, str]]]] = []
        self.failures: list[str] = []

    def press(self, key: str, until: Callable[[list[str]], bool] | None = None,
              wait: float = 20.0, any_language: bool = False) -> list[str]:
        """Press ``key`` (``""``: none, only listen); what was said until
        ``until(said)`` holds or speech has been quiet for a while (always
        the latter outside English, unless ``until`` looks for words of the
        transcript's language: ``any_language``)."""
        until = until if self.english or any_language else None
        before = len(spoken(self.out))
        if key:
            subprocess.run(["xdotool", "windowfocus", "--sync", self.window], env=self.env,
                           timeout=10, capture_output=True)
            subprocess.run(["xdotool", "key", "--clearmodifiers", key], env=self.env,
                           timeout=10)
        heard = listen(self.out, before, until, wait)
        self.steps.append((key or "(wait)", heard))
        return [text for _language, text in heard]

    def expect(self, what: str, ok: bool, wording: bool = True) -> None:
        """``ok`` must hold; a check of the ``wording`` only in English."""
        if not ok and (self.english or not wording):
            self.failures.append(what)

    def everything(self) -> list[str]:
        return [text for _key, heard in self.steps for _language, text in heard]

    def report(self, abridge: int = 0) -> int:
        """Print what was said key by key (each step cut to ``abridge``
        characters when given) and the checks; 0 when all passed."""
        for key, heard in self.steps:
            line = " | ".join(text for _language, text in heard) if heard else "(nothing)"
            if abridge and len(line) > abridge:
                line = line[:abridge] + " …"
            print(f"{key:>12}  {line}")
        everything = self.everything()
        self.expect("no suit symbol reaches the voice",
                    not any(glyph in line for line in everything for glyph in GLYPHS),
                    wording=False)
        self.expect("cards are said in words", any(CARD_WORDS.search(line)
                                                   for line in everything), wording=False)
        self.expect("nothing said twice (one channel, not two)", not any(
            a == b and CARD_WORDS.search(a)
            for key, heard in self.steps if key not in REPEATING
            for (_l, a), (_m, b) in itertools.pairwise(heard)), wording=False)
        languages = {language.split("-")[0] for _key, heard in self.steps
                     for language, _text in heard}
        self.expect(f"the voice asked for {self.language} (asked: {sorted(languages)})",
                    languages == {self.language}, wording=False)
        for failure in self.failures:
            print(f"MISSING: {failure}")
        print("orca_check: " + ("ok" if not self.failures else
                                f"{len(self.failures)} check(s) failed"))
        return 0 if not self.failures else 1


# ------------------------------------------------------------ Orca's own review
def where_am_i(talk: Transcript) -> list[str]:
    """Where Am I on the focused card: the card in words, what it may do, whose turn."""
    heard = talk.press("KP_Enter")
    talk.expect("Where Am I: the focused card in words",
                any(CARD_WORDS.search(line) for line in heard), wording=False)
    talk.expect("Where Am I: whether it can be played, on your turn",
                has("Your turn")(heard) and (has("can be played")(heard)
                                             or has("cannot be played")(heard)))
    return heard


def flat_review(talk: Transcript, trick: bool = True) -> None:
    """Flat review from the focused card: its line (the hand, in words), then
    up line by line to the trick's lines ("Ben: king of clubs")."""
    talk.press("KP_Subtract")                            # "Entering flat review."
    heard = talk.press("KP_Up")                          # the current line: the hand
    talk.expect("flat review: the hand's line, its cards in words",
                any(len(CARD_WORDS.findall(line)) >= 2 for line in heard), wording=False)
    found = False
    for _ in range(12):
        heard = talk.press("KP_Home")                    # the line above
        if any(re.search(r"(colon|:|：|コロン)", line) and CARD_WORDS.search(line)
               for line in heard):
            found = True
            break
    talk.expect("flat review: the trick's plays, who and what, in words",
                found or not trick, wording=False)
    talk.press("KP_Subtract")                            # "Leaving flat review."


# ------------------------------------------------------------ the quick check
def play_22(talk: Transcript) -> None:
    """The exchange, then a trick by keys: what a blind player does and hears."""
    start = talk.press("", lambda said: bool(said) and bool(CARD_WORDS.search(said[-1])),
                       wait=60)
    talk.expect("the exchange prompt at the start", has("select the cards")(start))
    talk.expect("the focused card in words",
                any(CARD_WORDS.search(line) for line in start[-4:]), wording=False)
    heard = talk.press("w", has("trick"))
    talk.expect("W: the prompt again and the trick", has("select the cards")(heard)
                and has("trick")(heard))
    heard = talk.press("Return", has("Your turn"), wait=60)     # nothing selected: keep
    talk.expect("Enter: you keep your hand", has("You keep your hand")(heard))
    talk.expect("the others' plays, by name", has(" plays ")(heard) or has(" leads ")(heard))
    talk.expect("your turn, with what may be played", has("Your turn")(heard))
    talk.press("", wait=4)
    where_am_i(talk)
    heard = talk.press("Return", has("Nothing to play"))
    talk.expect("Enter with nothing selected says what to do", has("Nothing to play")(heard))
    for _ in range(12):                        # along the hand to a card that may go
        heard = talk.press("Right")
        talk.expect("Right: the next card in words",
                    any(CARD_WORDS.search(line) for line in heard), wording=False)
        if heard and not any("cannot" in line or "unavailable" in line for line in heard):
            break
    heard = talk.press("space", has("selected"))
    talk.expect("Space: the card selected", has("selected")(heard))
    flat_review(talk)
    heard = talk.press("h", has("Hint"))
    talk.expect("H: the hint said", has("Hint")(heard))
    heard = talk.press("Return", lambda said: has("You play")(said) or has("You lead")(said))
    talk.expect("Enter: your play said", has("You play")(heard) or has("You lead")(heard))
    heard = talk.press("", has("wins the trick"), wait=30)
    heard = talk.press("c", has("Your hand"))
    talk.expect("C: the hand in words", has("Your hand")(heard))
    heard = talk.press("w")
    talk.expect("W: whose turn or your prompt", bool(heard), wording=False)


def play_supertrump(talk: Transcript) -> None:
    """The super-trump rank, the trump, then two cards played by the hint's
    keys (H, then Space on a button or Enter on the cards it selected)."""
    start = talk.press("", has("trump rank"), wait=60)
    talk.expect("the first question said", has("trump rank")(start))
    heard = talk.press("w", has("trick"))
    talk.expect("W: the question again", has("trump rank")(heard))
    played = hinted(talk, 2)
    talk.expect("two cards played by keys", played == 2, wording=False)
    heard = talk.press("w")
    talk.expect("W: your prompt or whose turn", bool(heard), wording=False)


# ------------------------------------------------------------ by the hint
def hinted(talk: Transcript, cards: int, deadline: float | None = None,
           over: Callable[[], bool] = lambda: False, review: bool = False) -> int:
    """Play by the hint's policy until ``cards`` card moves were made (or
    ``over()``): H, then Enter on the cards it selected, Space on the button
    it focused; out of turn, listen (and Enter a deal summary's Continue)."""
    marks = talk.marks
    played = tries = 0
    while played < cards and not over() and tries < cards * 6 + 12:
        if deadline is not None and time.monotonic() > deadline:
            talk.failures.append("out of time")
            break
        tries += 1
        heard = talk.press("h", has(marks["hint"]), wait=12, any_language=True)
        hint = next((line for line in heard if marks["hint"] in line
                     and marks["no_hint"] not in line), "")
        if not hint:
            if any(marks["summary"] in line for line in heard[-3:]):
                talk.press("Return", wait=8)             # the deal summary's Continue
            else:
                talk.press("", wait=6)                   # the others play: listen
            continue
        heard = talk.press("", wait=3)                   # what the hint's focus says
        if any(CARD_WORDS.search(line) for line in hint.split("—")[0:1]):
            if review:                                   # once: Orca's own review
                review = False
                where_am_i(talk)
                flat_review(talk, trick=False)
            heard = talk.press("Return", lambda said: any(
                any(mark in line for mark in marks["you_play"]) for line in said),
                wait=20, any_language=True)
            talk.expect("Enter: the hinted cards played and said", any(
                any(mark in line for mark in marks["you_play"]) for line in heard),
                wording=False)
            played += 1
        else:                                            # a button: it has the focus
            talk.press("space", wait=12)
    return played



# ------------------------------------------------------------ a lesson
def card_names(line: str) -> list[str]:
    """The cards named in ``line``, in words, in the order said."""
    return [match.group(0) for match in CARD_WORDS.finditer(line)]


def select_named(talk: Transcript, names: list[str], focused: str) -> bool:
    """Walk the hand with Right, hearing each card, and Space the named ones;
    True when every one was found and selected."""
    wanted = list(names)
    if focused in wanted:
        talk.press("space", wait=4)
        wanted.remove(focused)
    for _ in range(16):
        if not wanted:
            break
        heard = talk.press("Right", wait=4)
        said = next((name for line in heard[:1] for name in card_names(line)), "")
        if said in wanted:
            talk.press("space", wait=4)
            wanted.remove(said)
    return not wanted


def my_turn(talk: Transcript) -> bool:
    """W: the person's prompt on their turn, else whose turn it is."""
    heard = talk.press("w", wait=8)
    first = heard[0].strip() if heard else ""
    if first.startswith(talk.marks["turn"]):     # 「あなたの番です：」 ends as 「Benの番です」
        return True
    return bool(first) and not any(mark in first for mark in talk.marks["not_yours"])


def play_lesson(talk: Transcript, deadline: float) -> None:
    """A lesson from Start to its outro: each step is heard; on the person's
    move (W says their prompt) the cards the step outlines ("Outlined: eight
    of diamonds, nine of spades") are walked to and selected, then Enter; an
    opponent's step waits for Enter (Continue)."""
    marks = talk.marks
    heard = talk.press("", wait=40)
    talk.expect("the lesson's intro said", len(" ".join(heard)) > 80, wording=False)
    heard = talk.press("Return", wait=20)                # Start
    moves = quiet = 0
    targets: list[str] = []
    tried: set[tuple[str, ...]] = set()
    while time.monotonic() < deadline:
        if any(marks["outro"] in line for line in heard):
            break
        outlined = [line for line in heard if marks["outlined"] in line]
        if outlined:
            targets = card_names(outlined[-1])
        if targets and tuple(targets) not in tried and my_turn(talk):
            tried.add(tuple(targets))
            focused = next((name for _key, said in reversed(talk.steps[-3:])
                            for _language, line in reversed(said)
                            for name in card_names(line)[:1] if marks["outlined"] not in line),
                           "")
            found = select_named(talk, targets, focused)
            talk.expect("the outlined cards found by ear in the hand", found, wording=False)
            heard = talk.press("Return", wait=20)        # the move
            moves += found
            continue
        heard = talk.press("Return", wait=12)            # Continue: the opponent's move
        quiet = quiet + 1 if not heard else 0
        if quiet >= 4:
            break
    else:
        talk.failures.append("the lesson did not end in time")
    talk.expect("the lesson's outro said (it was completed)",
                any(marks["outro"] in line for line in talk.everything()), wording=False)
    talk.expect("the person made the lesson's moves by ear", moves >= 3, wording=False)


# ------------------------------------------------------------ a whole game
def play_whole(talk: Transcript, deadline: float) -> None:
    """A whole game by the hint's keys, to the game-over dialog; Where Am I
    and flat review once on the way."""
    marks = talk.marks
    talk.press("", wait=60)                              # the deal, the first prompt

    def over() -> bool:
        return any(marks["over"] in line for line in talk.everything())

    played = hinted(talk, 400, deadline, over, review=True)
    talk.expect("the game's end said (who won)", over(), wording=False)
    everything = talk.everything()
    talk.expect("your turn said, with what may be played",
                sum(marks["turn"] in line for line in everything) >= 3, wording=False)
    talk.expect("trick winners said", any(marks["trick_won"] in line for line in everything),
                wording=False)
    talk.expect("the deal's end: who lost it (a one-deal game: its end)", any(
        marks["deal_end"] in line or marks["over"] in line for line in everything),
        wording=False)
    talk.expect("cards played by keys", played >= 3, wording=False)
