"""Switching language during a game retranslates every visible text at once."""

from __future__ import annotations

import re

from PySide6.QtWidgets import (
    QAbstractButton,
    QGroupBox,
    QLabel,
    QListWidget,
    QMenu,
    QTableWidget,
    QWidget,
)

from cardtable.ui.setup.remembered import AI_NAMES

WORD = re.compile(r"[A-Za-z]{3,}")
ALLOWED = {*AI_NAMES, "English", "cardtable", "JOKER"}


def visible_texts(window) -> list[str]:
    out = [window.windowTitle()]
    for menu in window.menuBar().findChildren(QMenu):
        out.append(menu.title())
        out.extend(a.text() for a in menu.actions() if a.isVisible())
    for w in window.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, QLabel | QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QListWidget):
            out.extend(w.item(i).text() for i in range(w.count()))
        elif isinstance(w, QTableWidget):
            for c in range(w.columnCount()):
                item = w.horizontalHeaderItem(c)
                out.append(item.text() if item else "")
    scene = window.scene
    for plate in scene.plates:
        out.extend([plate.detail, plate.score, plate.extra, plate.out_text if plate.out else ""])
    out.append(scene.banner.text)
    return [t for t in out if t]


def english_words(texts: list[str]) -> list[str]:
    return [t for t in texts if any(w not in ALLOWED for w in WORD.findall(t))]


def test_switching_to_japanese_and_back_mid_game(window, qtbot):
    window.start_game(players=4, seed=6)
    for _ in range(12):                      # get some log lines and a deal going
        qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
        action = window.session.state.legal_actions()[0]
        window.session.submit(action)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
    assert english_words(visible_texts(window))          # it was English
    window.set_language("ja")
    qtbot.waitUntil(lambda: not english_words(visible_texts(window)), timeout=5_000)
    assert window.panel.log.count() > 5
    assert "トリック" in "".join(window.panel.log.item(i).text()
                               for i in range(window.panel.log.count()))
    window.set_language("en")
    qtbot.waitUntil(lambda: "Game log" in visible_texts(window), timeout=5_000)
