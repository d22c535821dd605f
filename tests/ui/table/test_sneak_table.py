"""Sneak on the table: Draw / Sneak / Flaunt / Challenge / Pass through the bar,
hidden cards stay hidden on screen, whole games at 2, 4 and 7 players, resume."""

from __future__ import annotations

import dataclasses
import random

import pytest
from PySide6.QtCore import Qt

from cardtable import games
from cardtable.ai import make_bot
from cardtable.records.io import Seat, dumps, record_dict
from cardtable.session.seats import SeatSpec
from cardtable.texts import plain_label

pytestmark = pytest.mark.long   # whole games: run first (tests/conftest.py)

SPEC = games.get("sneak")


def start(window, players: int, level: str = "easy", seed: int = 3, target: int = 12):
    """A short game (low target) so whole games fit in the test run."""
    rules = dataclasses.replace(SPEC.preset("sneak"), target=target)
    seats = [SeatSpec("You", "human", None)] + [
        SeatSpec(f"AI{i}", "ai", level) for i in range(1, players)]
    window.start_setup("sneak", rules, seats, seed)


def my_turn(window) -> bool:
    return window.bar.mode in ("choices", "multi") or window.hand_input.active


def act(window, qtbot, bot, rng) -> str:
    """Choose with ``bot``; act through the table: cards clicked, then a button."""
    session, bar, hand_input = window.session, window.bar, window.hand_input
    seat = session.viewer_seat
    action = bot.choose(session.state.observation(seat), session.state.legal_actions(), rng)
    if action.name in ("draw", "pass"):
        button = next(b for b in bar.choice_buttons
                      if plain_label(b.text()) == action.name.capitalize())
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return action.name
    for card in action.cards:
        item = next(i for i in hand_input.hand if i.code == card.code and not i.selected)
        item.clicked.emit(item)
    button = bar.named_buttons[action.name]
    assert button.isEnabled(), f"{action} should be playable"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return action.name


def hidden_cards_stay_hidden(window) -> list[str]:
    """Cards the person may not know carry no code on the table."""
    state, scene, viewer = window.session.state, window.scene, window.session.viewer_seat
    problems = []
    for seat, hand in enumerate(scene.hands):
        if seat != viewer and any(item.code for item in hand):
            problems.append(f"seat {seat}'s hand shows a card")
    play = state.play
    if play is not None and play.kind == "sneak":
        for seat, items in scene.trick:
            if seat != viewer and any(item.code for item in items):
                problems.append(f"seat {seat}'s face-down cards carry codes")
    return problems


#: Each player count and each level once: (4, "easy") was (2, "easy")'s level
#: at (4, "normal")'s count.
@pytest.mark.parametrize(("players", "level"), [(2, "easy"), (4, "normal"), (7, "normal"),
                                                (2, "expert")])
def test_a_whole_game_through_the_table(window, qtbot, players, level):
    problems: list[str] = []
    window.animator.animations_finished.connect(
        lambda: problems.extend(hidden_cards_stay_hidden(window)))
    start(window, players, level)
    state = window.session.state
    bot, rng = make_bot("normal", "sneak"), random.Random(players)
    used = set()
    while not state.is_over:
        qtbot.waitUntil(lambda: my_turn(window) or state.is_over, timeout=60_000)
        if not state.is_over:
            used.add(act(window, qtbot, bot, rng))
    assert max(state.scores) >= 12
    assert problems == []
    assert {"draw"} <= used


def test_the_bar_offers_sneak_and_flaunt_for_the_selection(window, qtbot):
    start(window, 3, seed=7)
    state = window.session.state
    bot, rng = make_bot("easy", "sneak"), random.Random(2)
    while not (window.bar.mode == "multi" and state.phase == "turn"
               and len(state.hands[0]) >= 2):
        qtbot.waitUntil(lambda: my_turn(window), timeout=30_000)
        if window.bar.mode == "multi" and state.phase == "turn" and len(state.hands[0]) >= 2:
            break
        act(window, qtbot, bot, rng)
    bar, hand = window.bar, window.hand_input.hand
    assert set(bar.named_buttons) == {"sneak", "flaunt"}
    assert not bar.named_buttons["sneak"].isEnabled()        # nothing selected yet
    hand[0].clicked.emit(hand[0])
    assert bar.named_buttons["sneak"].isEnabled() and bar.named_buttons["flaunt"].isEnabled()
    text = window.bar.text
    obs = window.session.observation()
    assert f"up to {min(obs.max_play, len(obs.hand))} cards" in text
    qtbot.mouseClick(bar.named_buttons["sneak"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.state.moves_made > 0 and (
        window.session.state.play is None or window.session.state.play.leader == 0),
        timeout=10_000)


def test_resume_rebuilds_the_middle_and_the_piles(window, qtbot):
    start(window, 4, seed=11, target=60)
    state = window.session.state
    bot, rng = make_bot("normal", "sneak"), random.Random(4)
    for _ in range(40):
        qtbot.waitUntil(lambda: my_turn(window), timeout=30_000)
        act(window, qtbot, bot, rng)
    qtbot.waitUntil(lambda: my_turn(window), timeout=30_000)
    before = window.session.state.fingerprint()
    window.session.stop()
    assert window.session.resume()
    qtbot.waitUntil(lambda: my_turn(window), timeout=30_000)
    state = window.session.state
    assert state.fingerprint() == before
    obs = window.session.observation()
    assert [len(h) for h in window.scene.hands] == list(obs.hand_sizes)
    assert [len(m) for m in window.scene.markers] == list(obs.pile_sizes)
    assert len(window.scene.stock) == obs.stock_size
    assert hidden_cards_stay_hidden(window) == []


def test_prompts_and_log_speak_to_the_person(qapp):
    """One card in hand: no "up to 1 cards … or a combo"; the person's own
    first turn is "you start", not "You starts"."""
    from cardtable.games.sneak import events as ev
    from cardtable.table.presentation import presentation_for

    presentation = presentation_for("sneak")
    spec = games.get("sneak")
    state = spec.new_game(spec.preset("sneak"), players=3, seed=5)
    while not (state.current_seat == 0 and len(state.hands[0]) == 1):
        state.apply(next(a for a in state.legal_actions() if a.name == "draw"))
    obs = state.observation(0)
    assert obs.max_play == 1
    text = presentation.turn(obs, state.legal_actions()).text
    assert "select a card" in text and "up to" not in text and "combo" not in text
    names = ["You", "Aiko", "Ben"]
    started = ev.DealStarted(deal_no=1, dealer=2, first=0, decks=1, stock=52)
    assert presentation.describe(started, names, 0).endswith("you start.")
    assert presentation.describe(started, names, None).endswith("You starts.")
    assert presentation.describe(dataclasses.replace(started, first=1), names, 0
                                 ).endswith("Aiko starts.")


def test_the_prompt_never_offers_more_cards_than_the_hand_holds(qapp):
    """The cap is the largest other hand; with fewer cards in hand the prompt
    said "select up to 4 cards" over three."""
    from cardtable.table.presentation import presentation_for

    presentation = presentation_for("sneak")
    spec = games.get("sneak")
    state = spec.new_game(spec.preset("sneak"), players=3, seed=5)
    for _ in range(200):
        obs = state.observation(state.current_seat)
        legal = state.legal_actions()
        if len(obs.hand) >= 2 and obs.max_play > len(obs.hand) and any(
                a.name == "sneak" for a in legal):
            break
        draws = [a for a in legal if a.name == "draw"]
        state.apply(draws[0] if draws else legal[0])
    else:
        pytest.fail("no position with a cap above the hand")
    text = presentation.turn(obs, legal).text
    assert f"up to {len(obs.hand)} cards" in text


def flaunt_only_turn(seed: int):
    """A 2-player game played by easy bots (engine only) up to the person's
    first turn with the stock gone: every move left is a flaunt."""
    rules = dataclasses.replace(SPEC.preset("sneak"), target=200)
    state = SPEC.new_game(rules, 2, seed)
    bot, rng = make_bot("easy", "sneak"), random.Random(1)
    while not state.is_over:
        legal = state.legal_actions()
        if (state.current_seat == 0 and not state.stock
                and all(a.name == "flaunt" for a in legal)):
            return state
        state.apply(bot.choose(state.observation(state.current_seat), legal, rng))
    raise AssertionError("no flaunt-only turn came")


def test_double_click_flaunts_a_card_once_the_stock_is_empty(window, qtbot, tmp_path):
    # The shortcuts say a double-click plays a single card; with the stock gone
    # every turn is a flaunt, so a card has no other meaning — it did nothing.
    # The game is played up to that turn off the table and loaded on it (the
    # turns before it go through the table in the whole-game tests above).
    state = flaunt_only_turn(seed=5)
    path = tmp_path / "late.cardtable"
    seats = [Seat("You", "human"), Seat("AI1", "ai", "easy")]
    path.write_text(dumps(record_dict(state, seats, "sneak", "sneak")), encoding="utf-8")
    window.session.load(path)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=20_000)
    state = window.session.state
    legal = state.legal_actions()
    assert not state.stock and all(a.name == "flaunt" for a in legal)
    single = next(a for a in legal if len(a.cards) == 1)
    item = next(i for i in window.hand_input.hand if i.code == single.cards[0].code)
    played: list = []
    window.hand_input.submitted.connect(played.append)
    window.hand_input.double_click(item)
    assert played and played[0].name == "flaunt" and played[0].cards == single.cards
