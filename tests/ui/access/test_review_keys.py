"""A blind player hears where the game stands on demand (W, C, the arrows
outside their turn), a key that does nothing says why, and a hint is said
with the keyboard's focus on the card it selects."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from cardtable import texts
from cardtable.cards import parse_card
from cardtable.ui.access.accessible_cards import plain
from tests.ui.access.test_accessibility import TIMEOUT, play

GLYPHS = "♠♥♦♣"


@pytest.fixture(autouse=True)
def screen_reader():
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def tr(text: str) -> str:
    return QCoreApplication.translate("ScreenReader", text)


def at_play_turn(window, qtbot) -> list[tuple[str, str]]:
    """A game of 22 at the person's first turn to play a card; what is said from then."""
    said: list[tuple[str, str]] = []
    window.start_game(variant="twenty-two", players=4, seed=6)
    play(window, qtbot, lambda: window.hand_input.card_phase_name == "play")
    qtbot.waitUntil(lambda: not window.access.cards.pending, timeout=TIMEOUT)
    window.access.announced.connect(lambda text, kind: said.append((text, kind)))
    return said


def press(window, qtbot, said, key) -> list[str]:
    said.clear()
    qtbot.keyClick(window.view, key)
    qtbot.waitUntil(lambda: bool(said), timeout=TIMEOUT)
    return [text for text, _kind in said]


def test_w_says_the_prompt_again_and_the_trick(window, qtbot):
    said = at_play_turn(window, qtbot)
    heard = press(window, qtbot, said, Qt.Key.Key_W)
    prompt = texts.spoken(plain(window.controller.prompt.text))
    trick = window.access.cards.items(window.access.cards.trick)
    assert len(heard) == 1 and heard[0].startswith(prompt)
    assert all(line in heard[0] for line in trick)
    assert not set(heard[0]) & set(GLYPHS)


def test_c_says_the_hand(window, qtbot):
    said = at_play_turn(window, qtbot)
    heard = press(window, qtbot, said, Qt.Key.Key_C)
    hand = [texts.spoken_card_name(parse_card(item.code)) for item in window.hand_input.hand]
    assert heard == [tr("Your hand, %1 cards:").replace("%1", str(len(hand))) + " "
                     + texts.join_list(sorted(hand, key=heard[0].index))]
    assert all(name in heard[0] for name in hand)


def test_outside_the_turn_the_arrows_walk_the_hand(window, qtbot):
    said = at_play_turn(window, qtbot)
    window.hand_input.deactivate()                 # as while the others play
    hand = window.access.cards.items(window.access.cards.hand)
    assert press(window, qtbot, said, Qt.Key.Key_Right) == [hand[1]]
    assert press(window, qtbot, said, Qt.Key.Key_Left) == [hand[0]]
    assert window.access.cards.hand.currentRow() == 0
    assert press(window, qtbot, said, Qt.Key.Key_Space) == [tr("Not your turn.")]


def test_enter_with_nothing_selected_says_what_to_do(window, qtbot):
    said = at_play_turn(window, qtbot)
    assert press(window, qtbot, said, Qt.Key.Key_Return) == [
        tr("Nothing to play yet: select cards with Space, then press Enter.")]


def test_space_on_a_card_that_cannot_go_says_so(window, qtbot):
    said = at_play_turn(window, qtbot)
    hand_input = window.hand_input
    dim = [i for i, item in enumerate(hand_input.hand) if item.marked == "dim"]
    if not dim:
        pytest.skip("every card may go at this turn")
    hand_input.focus = dim[0]
    heard = press(window, qtbot, said, Qt.Key.Key_Space)
    name = texts.spoken_card_name(parse_card(hand_input.hand[dim[0]].code))
    assert heard == [tr("%1, unavailable").replace("%1", name) + " "
                     + tr("It cannot go with this turn.")]


def test_a_hint_is_said_and_takes_the_focus_to_its_card(window, qtbot):
    said = at_play_turn(window, qtbot)
    hand_input = window.hand_input
    seat, legal = window.controller.turn
    action = legal[-1]
    window.aids.hint.show_hint(action, None)
    qtbot.waitUntil(lambda: any(kind == "hint" for _text, kind in said), timeout=TIMEOUT)
    focused = hand_input.hand[hand_input.focus]
    assert focused.selected and focused.code in [card.code for card in action.cards]
    hint = next(text for text, kind in said if kind == "hint")
    assert hint == texts.spoken(window.aids.hint.message)
    name = texts.spoken_card_name(parse_card(focused.code))
    assert (tr("%1, selected").replace("%1", name), "focus") in said   # the reader's own
    assert window.access.cards.hand.currentItem().text() == name
    said.clear()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)              # plays what was heard
    qtbot.waitUntil(lambda: window.session.state.moves_made > 0 and not any(
        item.code == focused.code for item in window.scene.hands[seat]), timeout=TIMEOUT)


def test_a_deal_is_said_when_the_table_shows_it_not_before(qtbot, tmp_path):
    """The next deal's first line waits for the deal summary's Continue, as the
    table does (it was said seconds before the summary was even on screen),
    and the hand list keeps the cards the table shows."""
    from tests.ui.play.test_deal_summary import first_summary, make_window

    window = make_window(qtbot, tmp_path)
    said: list[str] = []
    window.access.announced.connect(lambda text, _kind: said.append(text))
    first_summary(window, qtbot)
    assert said and not any(text.startswith("Deal 2:") for text in said)
    assert window.access.cards.items(window.access.cards.hand) == []   # as on the table
    qtbot.mouseClick(window.controller.deal_pause.panel.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(text.startswith("Deal 2:") for text in said), timeout=TIMEOUT)
    window.close()


def test_f10_opens_the_menu_bar(window, qtbot):
    window.activateWindow()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_F10)
    qtbot.waitUntil(lambda: window.menuBar().activeAction() is not None, timeout=TIMEOUT)
    assert window.menuBar().activeAction() is window.menuBar().actions()[0]
    while (popup := QApplication.activePopupWidget()) is not None:   # no grab left behind
        popup.close()


def test_a_hint_for_a_button_takes_the_focus_to_it(window, qtbot):
    """Supertrump's first move is a choice of rank: the hint's button gets the
    keyboard, so Space makes the move that was heard."""
    window.start_game(game="supertrump", players=2, seed=3)
    qtbot.waitUntil(lambda: window.controller.turn is not None and not window.animator.busy
                    and bool(window.bar.choice_buttons)
                    and all(b.isVisible() for b in window.bar.choice_buttons), timeout=TIMEOUT)
    window.activateWindow()
    window.view.setFocus()
    _seat, legal = window.controller.turn
    window.aids.hint.show_hint(legal[2], None)
    button = window.aids.hint.outlined[0]
    assert window.focusWidget() is button
    before = window.session.state.moves_made
    qtbot.keyClick(button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.session.state.moves_made > before, timeout=TIMEOUT)


def test_a_hint_naming_a_rank_says_it_in_words(window, qtbot):
    said = []
    window.access.announced.connect(lambda text, kind: said.append((text, kind)))
    window.start_game(game="supertrump", players=2, seed=3)
    qtbot.waitUntil(lambda: window.controller.turn is not None
                    and bool(window.bar.choice_buttons), timeout=TIMEOUT)
    _seat, legal = window.controller.turn
    queen = next(a for a in legal if window.controller.action_text(a) == "Q")
    window.aids.hint.show_hint(queen, None)
    qtbot.waitUntil(lambda: any(kind == "hint" for _t, kind in said), timeout=TIMEOUT)
    hint = next(text for text, kind in said if kind == "hint")
    assert hint.startswith(texts.spoken_label("Q").join(tr("Hint: %1").split("%1"))[:20])
    assert "queen" in hint and " Q " not in f" {hint} "
