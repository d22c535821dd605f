"""No letter on the table is smaller than the status bar's.

Sneak's pile and hand counts were 5 px digits, Supertrump's "+1/+2" under
18 px thumbnails unreadable, an AI plate's "AI · easy" and score 7–10 px at
1366×768. Every text the scene paints is caught as it is drawn (its font's
pixel size times the painter's scale on screen) and compared with the status
bar's font, for every game at its fewest and most players (up to 8).
"""

from __future__ import annotations

import math
import random

import pytest
from PySide6.QtGui import QFontInfo, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from cardtable.ai import make_bot

#: (game, players, the moment to look at): every game at its fewest and most
#: players, up to 8, with its counts, scores, badges and trick tags on show.
TABLES = [
    ("cucumber", 2, "tokens"), ("cucumber", 8, "tokens"),
    ("supertrump", 2, "stage two"),
    ("sneak", 2, "piles"), ("sneak", 7, "piles"),
]


def my_turn(window) -> bool:
    busy = window.animator.busy
    return not busy and (window.hand_input.active
                         or window.bar.mode in ("choices", "multi", "question"))


def moment_reached(window, moment: str) -> bool:
    """The table shows what the moment is about (and waits for the person)."""
    state, scene = window.session.state, window.scene
    if moment == "tokens":     # a deal lost (a token), a trick led (tags), a dealer
        return state.deal_no >= 2 and bool(state.trick) and any(scene.markers)
    if moment == "stage two":  # won tricks worth +1 and +2, a trick led
        return state.trick_no >= 15 and bool(state.trick)
    # Sneak: a banked pile and the hands' counts
    return any(scene.markers) and any(len(h) > 1 for h in scene.hands[1:])


def play_until(window, qtbot, game: str, players: int, moment: str, seed: int = 5) -> None:
    """The person's seat played by the easy bot until ``moment`` is on the table."""
    window.start_game(game=game, players=players, seed=seed, level="easy")
    bot, rng = make_bot("easy", game), random.Random(seed)
    session = window.session
    for _ in range(2000):
        qtbot.waitUntil(lambda: my_turn(window) or session.state.is_over, timeout=20_000)
        assert not session.state.is_over, f"{game}: the game ended before {moment!r}"
        if moment_reached(window, moment):
            return
        seat = session.viewer_seat
        state = session.state
        session.submit(bot.choose(state.observation(seat), state.legal_actions(), rng))
    raise AssertionError(f"{game}: {moment!r} not reached")


def painted_text(window, monkeypatch) -> list[tuple[str, float]]:
    """Every text drawn while the table is painted, with its height in screen
    pixels (its font's pixel size times the painter's scale), and every text
    item of the scene likewise."""
    found: list[tuple[str, float]] = []
    draw_text = QPainter.drawText

    def spy(painter: QPainter, *args):
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            t = painter.deviceTransform()
            scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))
            found.append((text, QFontInfo(painter.font()).pixelSize() * scale))
        return draw_text(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", spy)
    window.view.viewport().grab()
    monkeypatch.setattr(QPainter, "drawText", draw_text)
    view_scale = window.view.transform().m22()
    for item in window.scene.items():
        if isinstance(item, QGraphicsTextItem | QGraphicsSimpleTextItem) and item.isVisible():
            t = item.sceneTransform()
            scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21())) * view_scale
            found.append((item.toPlainText() if isinstance(item, QGraphicsTextItem)
                          else item.text(), QFontInfo(item.font()).pixelSize() * scale))
    return found


@pytest.mark.parametrize(("game", "players", "moment"), TABLES)
def test_no_text_on_the_table_is_smaller_than_the_status_bar(window, qtbot, monkeypatch,
                                                             game, players, moment):
    window.resize(1366, 768)
    play_until(window, qtbot, game, players, moment)
    window.view.fit()
    # A deal's banner too, at the length of a real one.
    window.scene.banner.show_text("Guri loses the deal with Q♣: +10 points.")
    least = QFontInfo(window.statusBar().font()).pixelSize()
    texts = painted_text(window, monkeypatch)
    kinds = {text for text, _ in texts}
    assert window.scene.plates[1].score in kinds, "the plates were not painted"
    if game != "cucumber":        # twenty-two keeps its tokens' points off the cards
        assert any(t.startswith(("+", "1", "2", "3", "4", "5", "6", "7", "8", "9"))
                   and t not in {p.score for p in window.scene.plates} for t in kinds), \
            "no badge was painted"
    small = sorted({(text, round(px, 1)) for text, px in texts if px < least - 1e-6},
                   key=lambda tp: tp[1])
    assert small == [], f"{game}, {players} players: below the status bar's {least} px"


def test_japanese_plates_and_badges_are_as_large(window, qtbot, monkeypatch, language):
    """The letters' size does not depend on the language (a CJK font's metrics)."""
    window.resize(1366, 768)
    play_until(window, qtbot, "sneak", 4, "piles")
    window.view.fit()
    least = QFontInfo(window.statusBar().font()).pixelSize()
    texts = painted_text(window, monkeypatch)
    assert texts
    assert [t for t in texts if t[1] < least - 1e-6] == []
