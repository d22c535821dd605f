"""Played cards (Ctrl+P) showed a 4-player trick of sets cut off
after the third seat: the window was 620 px wide whatever its rows needed.
It now asks for its rows' width (within the screen, where they scroll)."""

from __future__ import annotations

from PySide6.QtCore import QRect

from cardtable.table.presentation import TrickView
from cardtable.ui.aids import last_trick
from cardtable.ui.kit import rows_area


def trick_of_sets(number: int, seats: int, size: int) -> TrickView:
    """Every seat plays a set of ``size`` equal cards; the last seat takes it."""
    ranks = ["3", "5", "7", "9", "J", "K"]
    plays = [(seat, tuple(ranks[(seat + number) % len(ranks)] + suit
                          for suit in "SHDC"[:size])) for seat in range(seats)]
    return TrickView(f"Trick {number}", plays, winners=(seats - 1,), finished=True)


def cut_seats(dialog) -> list[str]:
    """The seats' names (over their cards) that the dialog's view does not show whole."""
    viewport = dialog.scroll.viewport()
    out = []
    for panel in dialog.panels:
        grid = panel.layout()
        for column in range(grid.columnCount()):
            for row in (1, 2):     # the name, and the cards under it
                cell = grid.itemAtPosition(row, column)
                if cell is None or cell.widget() is None:
                    continue
                widget = cell.widget()
                top_left = widget.mapTo(viewport, widget.rect().topLeft())
                shown = QRect(top_left, widget.size())
                if not (viewport.rect().left() <= shown.left()
                        and shown.right() <= viewport.rect().right()):
                    label = grid.itemAtPosition(1, column).widget()
                    out.append(label.text())
    return sorted(set(out))


def open_played_cards(window, qtbot, monkeypatch, tricks: list[TrickView]):
    names = ["You", "Ben", "Guri", "Ivo"]
    # The viewer asks its source again whenever the table moves on (``refresh``).
    monkeypatch.setattr(window.aids.tricks, "played_tricks", lambda: (list(tricks), names))
    monkeypatch.setattr(window.aids.tricks, "_cards_hidden", lambda: False)
    opened: list = []
    monkeypatch.setattr(last_trick.TricksDialog, "exec",
                        lambda self: opened.append(self) or 0)
    window.start_game(game="cucumber", variant="twenty-two", players=4, seed=3)
    window.played_action.trigger()
    dialog = opened[-1]
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_every_seat_of_a_four_player_trick_is_in_view(window, qtbot, monkeypatch):
    dialog = open_played_cards(window, qtbot, monkeypatch,
                               [trick_of_sets(n, 4, 2) for n in range(1, 4)])
    assert len(dialog.panels) == 3
    assert cut_seats(dialog) == []
    assert dialog.scroll.horizontalScrollBar().maximum() == 0
    screen = dialog.screen().availableGeometry()
    assert dialog.width() <= screen.width() and dialog.height() <= screen.height()
    dialog.close()


def test_a_wider_trick_coming_in_widens_the_open_viewer(window, qtbot, monkeypatch):
    """The viewer follows the table: a trick of pairs after singles must not
    be cut either."""
    tricks = [trick_of_sets(1, 4, 1)]
    dialog = open_played_cards(window, qtbot, monkeypatch, tricks)
    before = dialog.width()
    tricks += [trick_of_sets(n, 4, 2) for n in (2, 3, 4)]
    dialog.refresh()
    assert len(dialog.panels) == 4
    qtbot.waitUntil(lambda: dialog.panels[-1].isVisible() and dialog.panels[-1].width() > 0
                    and dialog.inner.width() >= dialog.inner.minimumSizeHint().width())
    assert cut_seats(dialog) == []
    assert dialog.width() >= before
    dialog.close()


def test_rows_wider_than_the_screen_scroll_within_it(qapp):
    """Size to content, but never past the screen: there the rows scroll."""
    dialog = last_trick.TricksDialog(None, "Played cards", [trick_of_sets(1, 4, 3)],
                                     ["You", "Ben", "Guri", "Ivo"], _art(), "")
    small = QRect(0, 0, 500, 400)
    rows_area.fit_to_content(dialog, dialog.scroll, 300, 200, small)
    assert dialog.width() <= small.width() and dialog.height() <= small.height()
    wide = QRect(0, 0, 3000, 2000)
    rows_area.fit_to_content(dialog, dialog.scroll, 300, 200, wide)
    need = dialog.inner.sizeHint().width()
    assert dialog.width() > need, "the dialog asks for its rows' width when it may"
    dialog.close()


def _art():
    from cardtable.table.art.card_art import CardArt
    return CardArt()
