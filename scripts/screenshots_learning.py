"""Render the learning features to PNG files for the docs.

    QT_QPA_PLATFORM=offscreen python scripts/screenshots_learning.py [OUT_DIR]

A lesson at a step that points at cards (Sneak in English, 22 in
Japanese), then a short 2-player game of 22 played by the easy bot in the
person's seat, reviewed ("Review my play": the review window and the replay
viewer at the costliest move with every legal move's value, in both
languages), and played on from that position ("Play from here").
Japanese needs a CJK font (Debian's fonts-noto-cjk). Kept apart from
``screenshots.py`` so each script stays one job.
"""

from __future__ import annotations

import contextlib
import random
import sys
import tempfile
from pathlib import Path

from screenshots import open_window, settle  # this folder's other script: run from scripts/

from cardtable.ai import make_bot
from cardtable.games.errors import IllegalAction


def person_turn(window) -> bool:
    return window.controller.prompt is not None and window.controller.turn is not None


def shoot_lesson(window, key: str, path: Path) -> None:
    """Play lesson ``key`` as scripted up to the first step of the person's,
    a fifth of the way in or later, that points at cards; grab the window."""
    from cardtable.table.lesson import all_lessons, scripted_action

    lesson = next(lesson for lesson in all_lessons() if lesson.key == key)
    target = next(i for i, step in enumerate(lesson.steps)
                  if i >= len(lesson.steps) // 5 and step.seat == lesson.human and step.point)
    runner = window.lessons
    runner.open(lesson)
    settle(50)
    runner.start()
    for _ in range(20000):
        settle(5)
        panel = runner.panel
        if panel.continue_button.isVisible():
            runner.go_on()
        elif person_turn(window):
            if runner.index >= target:
                break
            step = runner.script.step(window.session.state)
            if step is None or step.seat != lesson.human:
                continue
            with contextlib.suppress(IllegalAction):   # the table is still catching up
                window.session.submit(scripted_action(step,
                                                      window.session.state.legal_actions()))
    settle(200)
    window.grab().save(str(path))
    print("wrote", path)
    runner.leave()
    settle(50)


def play_short_game(window) -> None:
    """A 2-player game of 22 to its end, the easy bot in the person's seat."""
    window.start_game(players=2, seed=7, game="cucumber", variant="twenty-two", level="easy")
    bot, rng = make_bot("easy"), random.Random(7)
    state = window.session.state
    for _ in range(40000):
        settle(5)
        state = window.session.state
        if state.is_over:
            break
        seat = window.session.viewer_seat
        if person_turn(window) and state.current_seat == seat:
            with contextlib.suppress(IllegalAction):
                window.session.submit(bot.choose(state.observation(seat), state.legal_actions(),
                                                 rng))
    settle(100)


def shoot_review(window, out: Path) -> None:
    """Review the game on the table, grab the review and the costliest move in
    the replay viewer in both languages, then play on from there."""
    from cardtable.ui.review.review_window import review_session

    review = review_session(window)
    for _ in range(6000):
        settle(20)
        if not review.running:
            break
    review.resize(620, 420)
    mistakes = review.summary.mistakes if review.summary else []
    index = mistakes[0].index if mistakes else 1
    viewer = review.show_position(index)
    viewer.resize(1280, 760)
    for lang in ("en", "ja"):
        window.set_language(lang)
        settle(200)
        review.grab().save(str(out / f"review-{lang}.png"))
        viewer.grab().save(str(out / f"review-replay-{lang}.png"))
        print("wrote", out / f"review-{lang}.png", out / f"review-replay-{lang}.png")
    window.set_language("en")
    settle(100)
    window.play_on.play_from(viewer.steps, index, review.title, viewer)
    viewer.close()
    review.close()
    settle(300)
    window.grab().save(str(out / "play-on-en.png"))
    print("wrote", out / "play-on-en.png")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs")
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        app, window = open_window(Path(home) / "settings.ini", Path(home) / "autosave.cardtable",
                                  pause_after_deal=False)
        window.resize(1280, 800)
        window.show()
        shoot_lesson(window, "sneak", out / "lesson-sneak-en.png")
        window.set_language("ja")
        shoot_lesson(window, "twenty-two", out / "lesson-22-ja.png")
        window.set_language("en")
        play_short_game(window)
        shoot_review(window, out)
        window.session.stop()
        window.close()
    from cardtable.ai import process
    from cardtable.review import worker

    process.shutdown()
    worker.shutdown()
    del app


if __name__ == "__main__":
    main()
