"""The setup and rules dialogs fit a 768-pixel screen and scroll what does not fit,
in English and Japanese."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QScreen, QTextDocument
from PySide6.QtWidgets import QMessageBox, QScrollArea, QWidget

from cardtable import games
from cardtable.table.presentation import presentation_for
from cardtable.ui.aids.rules_dialog import RulesDialog
from cardtable.ui.setup.setup_dialog import SetupDialog

SCREEN = QRect(0, 0, 1366, 768)   # a common small laptop screen


@pytest.fixture
def small_screen(monkeypatch):
    """Every screen reports 1366×768 available (the offscreen one is 800×800)."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(SCREEN))


def scroll_area_of(widget: QWidget) -> QScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    return parent


def fully_shown(widgets: list[QWidget], area: QScrollArea) -> int:
    """How many of ``widgets`` lie wholly inside ``area``'s viewport."""
    viewport = area.viewport()
    shown = 0
    for w in widgets:
        top_left = w.mapTo(viewport, QPoint(0, 0))
        if viewport.rect().contains(QRect(top_left, w.size())):
            shown += 1
    return shown


def sixteen_seats() -> dict:
    seats = [{"name": "You", "player": "human", "level": None}]
    seats += [{"name": f"AI {i}", "player": "ai", "level": "normal"} for i in range(1, 16)]
    return {"game": "cucumber", "variant": "ogorek", "seats": seats}


def test_the_setup_dialog_at_16_seats_fits_and_scrolls(qtbot, language, small_screen):
    dialog = SetupDialog(last=sixteen_seats())
    qtbot.addWidget(dialog)
    dialog.show()
    assert len(dialog.seat_names) == 16
    seats = scroll_area_of(dialog.seat_names[-1])
    rules = scroll_area_of(next(iter(dialog.editors.values())))
    assert seats is not None and rules is not None and seats is not rules
    qtbot.waitUntil(lambda: seats.verticalScrollBar().maximum() > 0)
    assert dialog.height() <= SCREEN.height() * 0.9
    assert dialog.minimumSizeHint().height() <= SCREEN.height() * 0.9
    assert fully_shown(dialog.seat_names, seats) >= 3
    assert fully_shown(list(dialog.editors.values()), rules) >= 5


def test_a_few_seats_do_not_scroll_and_leave_the_room_to_the_rules(qtbot, small_screen):
    dialog = SetupDialog(last={"game": "cucumber", "variant": "ogorek"})
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.players.setValue(4)
    seats = scroll_area_of(dialog.seat_names[-1])
    rules = scroll_area_of(next(iter(dialog.editors.values())))
    qtbot.waitUntil(lambda: fully_shown(dialog.seat_names, seats) == 4)
    assert seats.verticalScrollBar().maximum() == 0
    assert fully_shown(list(dialog.editors.values()), rules) >= 8


def test_a_game_with_few_rules_shows_all_its_seats_without_a_scroll_bar(qtbot, small_screen):
    # Sneak has four rules, so the dialog is short; seats and rules used to get
    # equal shares of it, which left four seats a few pixels short.
    seats = [{"name": n, "player": "ai", "level": "normal"} for n in ("A", "B", "C")]
    dialog = SetupDialog(last={"game": "sneak", "variant": "sneak",
                               "seats": [{"name": "You", "player": "human"}, *seats]})
    qtbot.addWidget(dialog)
    dialog.show()
    area = scroll_area_of(dialog.seat_names[-1])
    qtbot.waitUntil(lambda: fully_shown(dialog.seat_names, area) == 4)
    assert not area.verticalScrollBar().isVisible()


def test_growing_to_16_seats_in_the_open_dialog_scrolls_the_seats(qtbot, small_screen):
    dialog = SetupDialog(last={"game": "cucumber", "variant": "ogorek"})
    qtbot.addWidget(dialog)
    dialog.show()
    height = dialog.height()
    dialog.players.setValue(16)
    seats = scroll_area_of(dialog.seat_names[-1])
    qtbot.waitUntil(lambda: seats.verticalScrollBar().maximum() > 0)
    # More seats may grow the dialog, but never past its share of the screen.
    assert height <= dialog.height() <= SCREEN.height() * 0.9
    rules = scroll_area_of(next(iter(dialog.editors.values())))
    assert fully_shown(list(dialog.editors.values()), rules) >= 5
    dialog.players.setValue(3)
    qtbot.waitUntil(lambda: seats.verticalScrollBar().maximum() == 0)
    assert dialog.seat_rows.count() == 3 * 2   # the dropped rows left the grid


@pytest.mark.parametrize(("game", "players"), [("cucumber", 4), ("sneak", 3),
                                               ("supertrump", 2)])
def test_the_rules_dialog_fits_the_screen_and_scrolls(window, qtbot, monkeypatch, language,
                                                      small_screen, game, players):
    shown: list[RulesDialog] = []
    monkeypatch.setattr(RulesDialog, "exec", lambda self: shown.append(self) or 0)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: 0)   # the old message box
    window.start_game(game=game, players=players, seed=3)
    window.show_rules()
    assert len(shown) == 1
    dialog = shown[0]
    dialog.show()
    assert dialog.height() <= SCREEN.height() * 0.85 + 1
    assert dialog.width() <= SCREEN.width()
    assert dialog.isSizeGripEnabled()
    state = window.session.state
    expected = QTextDocument()
    expected.setHtml(presentation_for(game).rules_html(state.rules, window.session.variant,
                                                       state.players))
    text = dialog.text
    assert text.toPlainText() == expected.toPlainText()   # all of it, none cut
    whole = text.document().size().height()
    bar = text.verticalScrollBar()
    assert bar.maximum() + text.viewport().height() >= whole - 1   # every line reachable
    if language == "en":
        assert dialog.windowTitle() == "Rules of this game"
    if language == "ja" and game == "cucumber":
        assert bar.maximum() > 0   # the long Japanese rules scroll instead of running off


def test_switching_games_in_the_open_dialog_fits_the_new_game(qtbot, small_screen):
    """22 → Supertrump left a tall, empty rules box; Supertrump → Sneak (four
    seats) a seat list that scrolled with room to spare on the screen."""
    dialog = SetupDialog(last={"game": "cucumber", "variant": "twenty-two"})
    qtbot.addWidget(dialog)
    dialog.show()
    tall = dialog.height()
    dialog.game.setCurrentIndex(dialog.game.findData("supertrump"))
    qtbot.waitUntil(lambda: dialog.height() < tall - 150)
    rules = scroll_area_of(next(iter(dialog.editors.values())))
    assert rules.viewport().height() - rules.widget().sizeHint().height() < 60
    dialog.game.setCurrentIndex(dialog.game.findData("sneak"))
    seats = scroll_area_of(dialog.seat_names[-1])
    qtbot.waitUntil(lambda: len(dialog.seat_names) == 4
                    and fully_shown(dialog.seat_names, seats) == 4)
    assert seats.verticalScrollBar().maximum() == 0


def on_screen(widget: QWidget) -> bool:
    """Is all of ``widget`` (its frame, for a window) on the available screen?"""
    if widget.isWindow():
        return SCREEN.contains(widget.frameGeometry())
    return SCREEN.contains(QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size()))


def test_every_game_and_variant_keeps_the_dialog_and_ok_on_screen(qtbot, language,
                                                                   small_screen):
    """Opened small (Sneak) in the middle of a 1366×768 screen, the dialog grew
    downwards when 22 was chosen in it, OK and Cancel below the screen."""
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.setGeometry(0, 0, SCREEN.width(), SCREEN.height() - 28)
    parent.show()
    dialog = SetupDialog(parent, last={"game": "sneak", "variant": "sneak"})   # goes with it
    refits: list[int] = []
    refit = dialog._refit
    dialog._refit = lambda shrink: refit(shrink) or refits.append(dialog.height())
    dialog.show()                       # centred over the window, as exec() does
    qtbot.waitExposed(dialog)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert on_screen(dialog)
    seen = set()
    for _round in range(2):             # small → tall and tall → small, both ways
        for g in range(dialog.game.count()):
            if dialog.game.currentIndex() != g:
                asked = len(refits)
                dialog.game.setCurrentIndex(g)
                qtbot.waitUntil(lambda asked=asked: len(refits) > asked)
            for p in range(dialog.preset.count()):
                dialog.preset.setCurrentIndex(p)
                seen.add((dialog.game.currentData(), dialog.preset.currentData()))
                where = (dialog.game.currentData(), dialog.preset.currentData())
                assert on_screen(dialog), (where, dialog.frameGeometry())
                assert ok.isVisible() and on_screen(ok), where
    assert len(seen) == sum(len(s.presets) for s in games.all_games())
    assert max(refits) > 600            # 22 did make it tall: the test saw the growth


def test_every_variant_says_what_sets_it_apart(qtbot, language):
    """ "Gurka (Norway)" and "Norwegian" side by side said nothing of how they
    differ: each variant has one line, under the list and as its tooltip."""
    dialog = SetupDialog(last={"game": "cucumber", "variant": "gurka-no"})
    qtbot.addWidget(dialog)
    notes = {}
    for g in range(dialog.game.count()):
        dialog.game.setCurrentIndex(g)
        for p in range(dialog.preset.count()):
            dialog.preset.setCurrentIndex(p)
            tip = dialog.preset.itemData(p, Qt.ItemDataRole.ToolTipRole)
            assert tip and dialog.preset_note.text() == tip == dialog.preset.toolTip()
            notes[dialog.preset.currentData()] = tip
    assert len(set(notes.values())) == len(notes)          # no two alike
    if language == "en":
        assert "7 cards every deal" in notes["gurka-no"]
        assert "A, K, Q and J score 11" in notes["norwegian"]
