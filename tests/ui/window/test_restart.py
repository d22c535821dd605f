"""Restart replays the game in the window; odd stored settings are logged."""

from __future__ import annotations

import logging

from PySide6.QtCore import QSettings

from cardtable.ui.window.settings import Settings


def test_restart_after_resume_replays_the_same_game(window, qtbot):
    window.start_game(game="cucumber", variant="agurk", players=3, seed=5, level="easy")
    seats = window.session.seats
    first = window.session.state.fingerprint()
    qtbot.waitUntil(lambda: window.hand_input.active or window.bar.mode != "idle",
                    timeout=20_000)
    window.session.stop()
    window.game_id, window.setup = "supertrump", ("supertrump", 2)  # the menu moved on
    assert window.session.resume()
    window.restart_game()
    assert window.session.seats == seats                       # names and levels kept
    assert window.session.variant == "agurk" and window.session.state.players == 3
    assert window.session.state.fingerprint() == first         # the same shuffles


def test_restart_of_a_resumed_two_player_game_keeps_it(window, qtbot, tmp_path):
    window.start_game(game="cucumber", variant="twenty-two", players=2, seed=9)
    seats, rules = window.session.seats, window.session.rules
    window.session.stop()
    window.setup = ("twenty-two", 4)            # what the menu's last game said
    assert window.session.resume()
    window.restart_game()
    assert window.session.seats == seats and window.session.rules == rules
    assert window.session.state.players == 2


def test_unknown_stored_values_fall_back_and_are_logged(tmp_path, caplog):
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    store.setValue("speed", "ludicrous")
    store.setValue("language", "tlh")
    settings = Settings(store)
    with caplog.at_level(logging.WARNING):
        assert settings.speed == "normal" and settings.language is None
    assert "ludicrous" in caplog.text and "tlh" in caplog.text


def test_a_plates_detail_line_never_runs_into_its_score(qapp):
    from PySide6.QtGui import QFontMetricsF

    from cardtable.table.items import _font, elide_before

    detail, score = _font(11, False), _font(14, True)
    width = 120.0
    text = elide_before("AI · normal  chips 10  ×2  contra", detail, "16 / 22", score, width)
    assert text.endswith("…") and text.startswith("AI")
    used = QFontMetricsF(detail).horizontalAdvance(text)
    assert used + QFontMetricsF(score).horizontalAdvance("16 / 22") <= width
    assert elide_before("AI", detail, "1 / 22", score, width) == "AI"
