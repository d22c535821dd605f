"""A hint's wording: the move with its verb, as the next
best is named; a trump suit with how many of it are held; Sneak's gain with
its unit and what it counts."""

from __future__ import annotations

import pytest

from cardtable.ai.reasons import GAIN, Reason
from cardtable.table.hand_input import is_card_action
from cardtable.table.supertrump import texts as supertrump_texts
from cardtable.ui.aids import hint_reasons

TIMEOUT = 15_000


def my_turn(window, qtbot, game: str, variant: str, players: int, seed: int):
    window.start_game(game=game, variant=variant, players=players, seed=seed, level="easy")
    qtbot.waitUntil(lambda: window.controller.turn is not None, timeout=TIMEOUT)
    return window.controller.turn[1]


def test_a_card_hint_names_its_move_with_the_verb(window, qtbot):
    """"Hint: 6♠ … The next best, Play J♠": the move had no verb, its
    runner-up had one."""
    legal = my_turn(window, qtbot, "cucumber", "agurk", 3, 3)
    card = next(a for a in legal if is_card_action(a))
    runner = next(a for a in legal if is_card_action(a) and a != card)
    hint = window.aids.hint
    hint.show_hint(card, Reason("deal", (0.2, 1.0), 30, runner, (0.3, 2.0)))
    name = hint.action_name(card)
    assert name.startswith("Play ")
    assert hint.message.startswith(f"Hint: {name} — ")
    assert f"The next best, {hint.action_name(runner)}:" in hint.message


def test_the_trump_hint_says_how_many_are_held(window, qtbot):
    """"♠ 6" (six spades held) read as the six of spades, on the button and
    in the hint."""
    for seed in range(1, 40):
        legal = my_turn(window, qtbot, "supertrump", "supertrump", 2, seed)
        if getattr(legal[0], "name", "") == "trump":
            break
    else:
        pytest.fail("no deal where the person names the trump suit")
    hand = window.session.observation().hand
    spades = sum(1 for c in hand if c.suit.glyph == "♠")
    action = next(a for a in legal if a.value == "S")
    window.aids.hint.show_hint(action, None)
    label = supertrump_texts.trump_choice("♠", spades)
    assert label == f"♠ ({spades} held)"
    assert window.aids.hint.message == f"Hint: {label}"
    assert label in [b.text() for b in window.bar.choice_buttons]


def test_sneaks_gain_has_its_unit_and_its_meaning(language):
    """"Flaunt A♠ … about 0.2" gave no unit and no reason."""
    text = hint_reasons.reason_text(Reason(GAIN, (0.2,), 0, "Flaunt A♠", (0.15,)), str)
    assert "0.2" in text and "0.1" in text and "Flaunt A♠" in text
    if language == "en":
        assert text.startswith("Expected gain: about 0.2 points (the cards it should bring "
                               "to your score pile, compared with keeping your cards in hand).")
        assert "The best other choice, Flaunt A♠: about 0.1 points." in text
