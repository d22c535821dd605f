"""A whole game on the table, the person's seat driven like a mouse would."""

from __future__ import annotations

import random
import threading

from PySide6.QtCore import Qt

from cardtable.ai import make_bot
from cardtable.games.cucumber import Decide, Exchange
from cardtable.ui.window.main_window import MainWindow
from tests.depth import shorter


def scene_problems(window) -> list[str]:
    """How the table differs from the engine state (empty: it shows the model)."""
    state, scene = window.session.state, window.scene
    out = []
    for seat in range(state.players):
        if len(scene.hands[seat]) != len(state.hands[seat]):
            out.append(f"seat {seat}: {len(scene.hands[seat])} cards shown, "
                       f"{len(state.hands[seat])} held")
        if len(scene.markers[seat]) != len(state.tokens[seat]):
            out.append(f"seat {seat}: marker row {len(scene.markers[seat])} != "
                       f"{len(state.tokens[seat])}")
        plate = scene.plates[seat]
        if plate.score != f"{state.scores[seat]} / {state.rules.elimination_at}":
            out.append(f"seat {seat}: plate says {plate.score}")
        if plate.out != (not state.alive[seat]):
            out.append(f"seat {seat}: plate out={plate.out}")
    shown = [(s, [i.code for i in items]) for s, items in scene.trick]
    real = [(s, [c.code for c in cs]) for s, cs in state.trick]
    between_deals = not any(state.hands)  # e.g. a re-entry question after the last trick,
    # while the table keeps the last trick on show until the next deal
    if not state.is_over and not between_deals and shown != real:
        out.append(f"trick shown {shown} != {real}")
    viewer = window.session.viewer_seat
    if viewer is not None and not state.is_over:
        codes = [i.code for i in scene.hands[viewer]]
        if codes != [c.code for c in state.hands[viewer]]:
            out.append(f"own hand shown {codes} != {state.hands[viewer]}")
    if len(scene.stock) != len(state.stock) and not state.is_over:
        out.append(f"stock {len(scene.stock)} != {len(state.stock)}")
    return out


def act_like_a_person(window, qtbot, bot, rng) -> None:
    """Pick a move with the easy bot and make it through the table's own controls."""
    session, hand_input, bar = window.session, window.hand_input, window.bar
    seat = session.viewer_seat
    action = bot.choose(session.state.observation(seat), session.state.legal_actions(), rng)
    if isinstance(action, Decide):
        button = bar.yes_button if action.value else bar.no_button
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return
    if isinstance(action, Exchange) and not action.cards:
        qtbot.mouseClick(bar.keep_button, Qt.MouseButton.LeftButton)
        return
    for card in action.cards:
        item = next(i for i in hand_input.hand if i.code == card.code and not i.selected)
        assert item.marked == "legal", f"{card} should be offered"
        item.clicked.emit(item)                     # what a mouse press on the card does
    assert bar.primary_button.isEnabled()
    qtbot.mouseClick(bar.primary_button, Qt.MouseButton.LeftButton)


def test_full_game_through_the_table(window, qtbot):
    problems: list[str] = []
    window.animator.animations_finished.connect(lambda: problems.extend(scene_problems(window)))
    over: list[tuple] = []
    window.session.game_over.connect(over.append)
    # 22 made short (two or three deals; the whole preset with CARDTABLE_SLOW=1).
    window.start_game(variant="twenty-two", players=4, seed=5, rules=shorter("twenty-two", 4))
    bot, rng = make_bot("easy"), random.Random(5)
    for _ in range(3000):
        # Long enough for the rest of the game once the person is out (on a loaded
        # machine 10 s was not).
        qtbot.waitUntil(lambda: window.hand_input.active or bool(over), timeout=60_000)
        if over:
            break
        act_like_a_person(window, qtbot, bot, rng)
    assert over and over[0] == window.session.state.winners
    assert problems == []
    assert window.session.ai_thread_ids
    assert threading.get_ident() not in window.session.ai_thread_ids
    assert window.panel.log.count() > 20


def test_illegal_cards_are_dimmed_and_cannot_be_selected(window, qtbot):
    window.start_game(players=3, seed=8)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
    state = window.session.state
    if state.phase == "exchange":
        qtbot.mouseClick(window.bar.keep_button, Qt.MouseButton.LeftButton)
    for _ in range(400):
        qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
        dimmed = [i for i in window.hand_input.hand if i.marked == "dim"]
        if dimmed and state.phase == "play":
            dimmed[0].clicked.emit(dimmed[0])
            assert not dimmed[0].selected and window.hand_input.current_action() is None
            return
        act_like_a_person(window, qtbot, make_bot("easy"), random.Random(1))
    raise AssertionError("no position with a dimmed card came up")


def test_clicks_while_not_your_turn_do_nothing(window, qtbot):
    window.start_game(players=4, seed=2)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
    window.hand_input.deactivate()                  # as during an animation
    item = window.scene.hands[window.session.viewer_seat][0]
    item.clicked.emit(item)
    assert not item.selected


def test_resume_in_a_new_window(window, qtbot, tmp_path):
    window.start_game(players=4, seed=9)
    bot, rng = make_bot("easy"), random.Random(9)
    for _ in range(6):
        qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
        act_like_a_person(window, qtbot, bot, rng)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
    before = window.session.state.fingerprint()
    window.session.stop()
    again = MainWindow(autosave_path=tmp_path / "autosave.cardtable", speed="instant",
                       pause_ms=0)
    qtbot.addWidget(again)
    again.show()
    assert again.offer_resume()
    assert again.session.state.fingerprint() == before
    qtbot.waitUntil(lambda: again.hand_input.active, timeout=10_000)
    assert scene_problems(again) == []
    act_like_a_person(again, qtbot, bot, rng)
    qtbot.waitUntil(lambda: again.session.state.moves_made > 6, timeout=10_000)
