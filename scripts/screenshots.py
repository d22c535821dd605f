"""Render the table to PNG files for the docs (and for looking at it).

    QT_QPA_PLATFORM=offscreen python scripts/screenshots.py [OUT_DIR]

Plays seeded games with the person's seat driven by the easy bot, at
instant speed, and grabs the window at chosen moments: mid-trick and at the
last-trick reveal, with 4 and 8 players; then the table, the setup
dialog, Supertrump (stage 1, declarations) and Sneak (2, 4, 7 players)
in Japanese and English
(Japanese needs a CJK font, e.g. Debian's fonts-noto-cjk).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from cardtable.ai import make_bot


def settle(ms: int = 30) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def shoot(window, players: int, seed: int, moment: str, path: Path, size=(1280, 800)) -> None:
    """Play a 22 game until ``moment`` (``trick``: a trick half played;
    ``reveal``: the last cards turned up) and save a grab of the window."""
    window.resize(*size)
    window.set_speed("instant" if moment == "trick" else "normal")
    window.start_game(players=players, seed=seed, game="cucumber")
    bot, rng = make_bot("easy"), random.Random(seed)
    state = window.session.state
    for _ in range(40000):
        settle(5)
        obs = state.observation(state.current_seat) if state.current_seat is not None else None
        if moment == "trick" and state.deal_no >= 2 and obs and obs.phase == "play" \
                and len(obs.trick) >= max(2, players // 2) and not window.animator.busy:
            break
        if moment == "reveal" and len(window.scene.placed) == sum(state.alive) \
                and all(i.face_up for i in window.scene.placed.values()):
            settle(150)
            break
        seat = window.session.viewer_seat
        if window.hand_input.active and state.current_seat == seat:
            window.session.submit(bot.choose(state.observation(seat), state.legal_actions(), rng))
    settle(50)
    window.grab().save(str(path))
    print("wrote", path)


def shoot_supertrump(window, seed: int, moment: str, path: Path) -> None:
    """Play Supertrump against the normal AI until ``moment`` (``declare``: the
    trump buttons; ``stage1``: a trick half played with the face-up card;
    ``stage2``: late in stage 2) and save a grab of the window."""
    window.resize(1280, 800)
    window.set_speed("instant")
    window.start_game(game="supertrump", players=2, seed=seed, level="normal")
    bot, rng = make_bot("normal", "supertrump"), random.Random(seed)
    session, state = window.session, window.session.state
    for _ in range(40000):
        settle(5)
        mine = window.hand_input.active or window.bar.mode == "choices"
        if mine and not window.animator.busy:
            if moment == "declare" and state.phase in ("trump", "super"):
                break
            if moment == "stage1" and state.trick_no >= 6 and state.trick:
                break
            if moment == "stage2" and state.trick_no >= 20 and state.trick:
                break
            seat = session.viewer_seat
            session.submit(bot.choose(state.observation(seat), state.legal_actions(), rng))
    settle(50)
    window.grab().save(str(path))
    print("wrote", path)


def shoot_sneak(window, players: int, seed: int, path: Path) -> None:
    """Play Sneak against normal AIs until the person must answer a challenge
    (or, failing that, lead with cards in hand) and save a grab of the window."""
    window.resize(1280, 800)
    window.set_speed("instant")
    window.start_game(game="sneak", players=players, seed=seed, level="normal")
    bot, rng = make_bot("normal", "sneak"), random.Random(seed)
    session, state = window.session, window.session.state
    for turn in range(40000):
        settle(5)
        mine = window.hand_input.active or window.bar.mode in ("choices", "multi")
        if mine and not window.animator.busy:
            if state.phase == "challenge" and len(state.hands[0]) >= 3:
                break
            if turn > 3000 and state.phase == "turn" and len(state.hands[0]) >= 4:
                break
            seat = session.viewer_seat
            session.submit(bot.choose(state.observation(seat), state.legal_actions(), rng))
    settle(50)
    window.grab().save(str(path))
    print("wrote", path)


def shoot_aids(window, lang: str, out: Path) -> None:
    """Supertrump in stage 1: the hint shown on the table, then the Played
    cards viewer in card pictures (``aids-hint-LANG.png``, ``aids-tricks-LANG.png``)."""
    from cardtable.ui.aids.last_trick import TricksDialog

    window.resize(1280, 800)
    window.set_speed("instant")
    window.start_game(game="supertrump", players=2, seed=7, level="normal")
    bot, rng = make_bot("normal", "supertrump"), random.Random(7)
    session, state = window.session, window.session.state
    for _ in range(40000):
        settle(5)
        mine = window.hand_input.active or window.bar.mode == "choices"
        if mine and not window.animator.busy:
            if state.trick_no >= 5 and window.hand_input.active:
                break
            seat = session.viewer_seat
            session.submit(bot.choose(state.observation(seat), state.legal_actions(), rng))
    window.aids.hint.request()
    for _ in range(2000):
        settle(10)
        if not window.aids.hint.busy:
            break
    settle(100)
    window.grab().save(str(out / f"aids-hint-{lang}.png"))
    deals = window.aids.tricks.deals() or [[]]
    dialog = TricksDialog(window, window.tr("Played cards"), deals[-1],
                          window.controller.names(), window.art)
    dialog.show()
    settle(150)
    dialog.grab().save(str(out / f"aids-tricks-{lang}.png"))
    dialog.close()
    print("wrote", out / f"aids-hint-{lang}.png", out / f"aids-tricks-{lang}.png")


def open_window(settings_ini: Path, autosave: Path | None = None,
                pause_after_deal: bool | None = None):
    """The app and an English main window at instant speed, its settings in
    ``settings_ini`` (never the user's), no modal game-over dialog: what every
    screenshot script starts from. Returns (app, window); keep the app alive."""
    app = QApplication.instance() or QApplication(sys.argv)
    QCoreApplication.setApplicationName("cardtable-screenshots")
    from PySide6.QtCore import QSettings

    from cardtable.ui.play import game_over
    from cardtable.ui.window.i18n import Translations
    from cardtable.ui.window.main_window import MainWindow
    from cardtable.ui.window.settings import Settings

    game_over.GameOverDialog.exec = lambda self: 0  # no modal dialog in a script
    translations = Translations()
    translations.set_language("en")
    settings = Settings(QSettings(str(settings_ini), QSettings.Format.IniFormat))
    if pause_after_deal is not None:
        settings.pause_after_deal = pause_after_deal
    window = MainWindow(autosave_path=autosave, speed="instant", pause_ms=0, settings=settings,
                        translations=translations)
    return app, window


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs")
    out.mkdir(parents=True, exist_ok=True)
    from cardtable.ui.setup.setup_dialog import SetupDialog

    app, window = open_window(out / ".screenshot-settings.ini")
    window.show()
    for players in (4, 8):
        shoot(window, players, 11 + players, "trick", out / f"table-{players}p-trick.png")
        shoot(window, players, 21 + players, "reveal", out / f"table-{players}p-reveal.png")
    for lang in ("en", "ja"):
        window.set_language(lang)
        settle(100)
        shoot(window, 4, 15, "trick", out / f"table-4p-{lang}.png")
        dialog = SetupDialog(window)
        dialog.resize(640, 820)
        dialog.show()
        settle(100)
        dialog.grab().save(str(out / f"setup-{lang}.png"))
        print("wrote", out / f"setup-{lang}.png")
        dialog.close()
        shoot_supertrump(window, 3, "stage1", out / f"supertrump-{lang}.png")
        shoot_supertrump(window, 4, "declare", out / f"supertrump-declare-{lang}.png")
        shoot_aids(window, lang, out)
        for players in (2, 4, 7):
            shoot_sneak(window, players, 30 + players, out / f"sneak-{players}p-{lang}.png")
    shoot_supertrump(window, 5, "stage2", out / "supertrump-stage2-en.png")
    window.set_language("en")
    window.close()
    (out / ".screenshot-settings.ini").unlink(missing_ok=True)
    from cardtable.ai import process

    process.shutdown()  # the hint's worker process, as the app does on quit
    del app


if __name__ == "__main__":
    main()
