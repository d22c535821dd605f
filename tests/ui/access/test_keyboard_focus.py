"""The keyboard stays with the cards: a bar button that vanishes with its
prompt hands the focus back to the table, never to the game log (where the
arrow keys would scroll text instead of moving along the hand)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QApplication

from tests.ui.access.test_accessibility import tree

TIMEOUT = 10_000


def test_after_keep_hand_the_arrow_keys_move_along_the_hand(window, qtbot):
    window.activateWindow()
    turns: list[int] = []
    window.session.human_turn.connect(lambda seat, _actions: turns.append(seat))
    window.start_game(variant="twenty-two", players=4, seed=1)
    qtbot.waitUntil(lambda: bool(turns) and window.bar.keep_button.isVisible(), timeout=TIMEOUT)
    window.bar.keep_button.setFocus()
    qtbot.mouseClick(window.bar.keep_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(turns) >= 2 and not window.animator.busy, timeout=TIMEOUT)
    assert window.view.hasFocus()                    # its hand list, the focus proxy
    before = window.hand_input.focus
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert window.hand_input.focus == (before + 1) % len(window.hand_input.hand)


def test_tab_reaches_the_log_and_the_score_table(window, qtbot):
    """A screen reader's user reads the game's log and scores by the keyboard."""
    window.start_game(variant="twenty-two", players=4, seed=1)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=TIMEOUT)
    assert {window.panel.log, window.panel.scores} <= tab_reaches(window, qtbot)


def tab_reaches(window, qtbot, presses: int = 12) -> set:
    """The widgets Tab takes the focus to, from the card table on."""
    window.activateWindow()
    window.view.setFocus()
    reached = set()
    for _ in range(presses):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.add(QApplication.focusWidget())
    return reached


def test_each_score_cell_says_whose_it_is_and_the_log_says_cards_in_words(window, qtbot):
    panel = window.panel
    panel.set_scores(["Ben", "You"], [(1, {0: 3, 1: -2})], [3, -2])
    said = [i.text(QAccessible.Text.Name) for i in tree(panel.scores)
            if i.role() == QAccessible.Role.Cell]
    assert said == ["Ben, deal 1: +3", "Ben: total 3", "You, deal 1: -2", "You: total -2"]
    first = panel.scores.item(0, 1)
    panel.set_scores(["Ben", "You"], [(1, {0: 3, 1: -2}), (2, {0: 1, 1: 0})], [4, -2])
    assert panel.scores.item(0, 1) is first and first.text() == "+1"    # changed in place
    panel.add_log("Ben leads 10♦ Q♣.")
    item = panel.log.item(panel.log.count() - 1)
    assert item.text() == "Ben leads 10♦ Q♣."                           # the screen's glyphs
    assert item.data(Qt.ItemDataRole.AccessibleTextRole) == (
        "Ben leads ten of diamonds, queen of clubs.")


def test_a_button_that_stays_keeps_its_focus(window, qtbot):
    released: list[bool] = []
    window.bar.focus_released.connect(lambda: released.append(True))
    window.activateWindow()
    window.bar.show_question("Double?")
    window.bar.yes_button.setFocus()
    window.bar.show_question("Redouble?")             # the Yes button is still there
    assert released == []
    window.bar.show_idle("")                          # … and now it is gone
    assert released == [True]


def test_a_label_reads_without_its_mnemonic():
    from cardtable.texts import plain_label

    assert plain_label("&Draw") == "Draw" and plain_label("Fl&aunt") == "Flaunt"
    assert plain_label("引く(&D)") == "引く" and plain_label("Cards && chips") == "Cards & chips"


def test_every_action_bar_button_has_its_own_key(window, qtbot):
    """Sneak's Draw, Pass, Sneak, Flaunt and Challenge and the bar's Play, Exchange,
    Keep, Yes and No each carry an Alt+letter mnemonic, none of them the menus'
    (F, G, V, H), so a keyboard player needs no Tab; Alt+D draws."""
    from cardtable.table.presentation import presentation_for

    menus = {a.text().split("&")[1][0].lower() for a in window.menuBar().actions()}
    bar = window.bar
    labels = [bar.keep_button.text(), bar.yes_button.text(), bar.no_button.text()]
    bar.show_cards("exchange", "")
    labels.append(bar.primary_button.text())
    bar.show_cards("play", "")
    labels.append(bar.primary_button.text())
    sneak = presentation_for("sneak").turn.__globals__["translate"]
    labels += [sneak("SneakTable", t) for t in ("&Draw", "&Pass", "&Sneak", "Fl&aunt",
                                                  "&Challenge")]
    keys = [label.split("&")[1][0].lower() for label in labels if "&" in label]
    assert len(keys) == len(labels) and not set(keys) & menus
    window.start_game(game="sneak", variant="sneak", players=3, seed=5)
    # A mnemonic only reaches a shown button, and a button added to the bar is
    # shown by a queued event: wait for what a person would see.
    qtbot.waitUntil(lambda: window.bar.mode in ("choices", "multi") and any(
        "Draw" in b.text() and b.isVisible() for b in window.bar.choice_buttons),
        timeout=15_000)
    moves = window.session.state.moves_made
    # A mnemonic reaches only the active window, and activateWindow() is a
    # request the platform answers later (offscreen: a queued event): a key
    # sent at once went to whichever window was active (1 run in 10 in CI).
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5_000)
    # One shown button holds Alt+D: two would make it ambiguous (it then only
    # moves the focus), as a replaced prompt's Draw did until Qt deleted it.
    holders = [b for b in window.findChildren(QAbstractButton)
               if b.isVisible() and b.isEnabled() and "&d" in b.text().lower()]
    assert [b.text() for b in holders] == ["&Draw"]
    pressed: list[bool] = []
    holders[0].pressed.connect(lambda: pressed.append(True))
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)
    assert pressed == [True]          # the shortcut is taken at once; the click follows
    qtbot.waitUntil(lambda: window.session.state.moves_made > moves, timeout=5_000)


def test_the_tool_buttons_show_no_key_they_do_not_have(window, qtbot):
    """Undo, Redo and Hint have Ctrl+Z, Ctrl+Shift+Z and H, no Alt+letter: in
    Japanese they read "やり直す(D)" beside Sneak's "引く(D)", which has Alt+D."""
    from PySide6.QtWidgets import QToolButton

    window.set_language("ja")
    QApplication.processEvents()
    try:
        tools = window.bar.findChildren(QToolButton)
        assert len(tools) == 3
        assert all(t.text() and "(" not in t.text() for t in tools), [t.text() for t in tools]
        assert all(t.shortcut().isEmpty() for t in tools)
    finally:
        window.set_language("en")
