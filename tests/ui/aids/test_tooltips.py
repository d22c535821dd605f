"""Every table item has a tooltip; hidden cards are not named; dimmed cards say why."""

from __future__ import annotations


def test_piles_hands_plates_and_dimmed_cards_have_tooltips(window, qtbot):
    window.start_game(game="supertrump", players=2, seed=9, level="easy")
    state = window.session.state
    import random

    from cardtable.ai import make_bot
    bot, rng = make_bot("easy", "supertrump"), random.Random(3)
    while not (window.hand_input.active and state.trick
               and any(i.marked == "dim" for i in window.hand_input.hand)):
        qtbot.waitUntil(lambda: window.hand_input.active or window.bar.mode == "choices",
                        timeout=20_000)
        if window.hand_input.active and state.trick and any(
                i.marked == "dim" for i in window.hand_input.hand):
            break
        seat = window.session.viewer_seat
        window.session.submit(bot.choose(state.observation(seat), state.legal_actions(), rng))
    scene = window.scene
    assert all(item.toolTip() for item in scene.all_cards())
    assert all(plate.toolTip() for plate in scene.plates)
    assert f"Stock: {len(scene.stock)} cards" in scene.stock[0].toolTip()
    dim = next(i for i in window.hand_input.hand if i.marked == "dim")
    assert "not playable now" in dim.toolTip() and "suit" in dim.toolTip()
    hidden = [i for i in scene.hands[1] if not i.code]
    assert hidden and all("Daichi" in i.toolTip() or "hand" in i.toolTip() for i in hidden)
    codes = {c.code for c in state.hands[1] if c not in state.taken[1]}
    from cardtable.cards import parse_card
    from cardtable.texts import card_name
    names = {card_name(parse_card(c)) for c in codes}
    assert not any(n in i.toolTip() for i in hidden for n in names)
    # The pile holds each trick's losing card only (the winner keeps its card
    # in a row): it said "Played cards: 1" after a trick of two.
    assert scene.pile, "seed 9 reaches a dimmed card after a finished trick"
    assert scene.pile[0].toolTip().startswith(f"Losing cards of the tricks: {len(scene.pile)}")
