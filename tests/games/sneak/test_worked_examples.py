"""RULES.md §3 worked examples T17–T22, played through the engine."""

from __future__ import annotations

import pytest

from cardtable.games.errors import IllegalAction
from cardtable.games.sneak import (
    PRESETS,
    Challenge,
    Draw,
    Flaunt,
    Pass,
    Sneak,
    flaunt_beats,
)
from cardtable.games.sneak.events import ChallengeWon, Drew, LimitPassed, Revealed
from tests.games.sneak.helpers import cards, only, position


def test_T17_play_size_is_capped_by_the_largest_other_hand():
    # A (seat 0) holds 4, B 2, C 5: C may lead at most 4.
    state = position(3, {0: ["2S", "3S", "4S", "5S"], 1: ["2H", "3H"],
                         2: ["6D", "7D", "8D", "9D", "10D"]}, current=2)
    sizes = {len(a.cards) for a in state.legal_actions()}
    assert max(sizes) == 4
    with pytest.raises(IllegalAction, match="at most 4 cards: the largest other hand holds 4"):
        state.apply(Flaunt(cards("6D", "7D", "8D", "9D", "10D")))
    state.apply(Flaunt(cards("6D", "7D", "8D", "9D")))


def _sneak_duel(lead, answer):
    state = position(2, {0: lead, 1: answer})
    state.apply(Sneak(cards(*lead)))
    return state.apply(Challenge(cards(*answer))), state


def test_T18_flush_from_the_top_card_down():
    events, state = _sneak_duel(["KS", "9S", "8S"], ["KD", "10D", "2D"])
    assert only(events, ChallengeWon).seat == 1
    assert len(state.piles[1]) == 6


def test_T19_no_combo_loses_to_a_flush_and_compares_from_the_top():
    events, _ = _sneak_duel(["KS", "9D", "4C"], ["5H", "3H", "2H"])
    won = only(events, ChallengeWon)
    assert (won.seat, won.taken) == (1, 6)
    revealed = only(events, Revealed)
    assert [s for s, _ in revealed.sets] == [0, 1]
    events, _ = _sneak_duel(["KS", "9D", "4C"], ["KD", "8C", "7S"])
    assert only(events, ChallengeWon).seat == 0


def test_T20_a_led_flush_counts_only_as_a_flush():
    state = position(2, {0: ["KH", "10H", "2H"], 1: ["JS", "10S", "9S"]})
    state.apply(Flaunt(cards("KH", "10H", "2H")))
    events = state.apply(Challenge(cards("JS", "10S", "9S")))
    assert only(events, ChallengeWon).seat == 0
    assert sorted(c.code for c in state.piles[0]) == sorted(
        ["KH", "10H", "2H", "JS", "10S", "9S"])


@pytest.mark.parametrize(("answer", "wins"), [
    (("8D", "9D", "10D"), True),       # a higher straight flush of another suit
    (("9S", "9D", "9C"), False),       # a match is no straight flush
    (("8S", "9D", "10C"), False),      # a higher straight is not enough
    (("AC", "KC", "2C"), False),       # nor a higher flush of the suit
    (("4C", "5C", "6C"), False),       # a lower straight flush
])
def test_T21_a_straight_flush_falls_only_to_a_higher_straight_flush(answer, wins):
    lead = cards("5C", "6C", "7C")
    assert flaunt_beats(cards(*answer), lead) is wins
    state = position(3, {0: ["5C", "6C", "7C"], 1: list(answer), 2: ["2H"]})
    state.apply(Flaunt(lead))
    events = state.apply(Challenge(cards(*answer)))
    assert only(events, ChallengeWon).seat == (1 if wins else 0)


def test_T22_at_the_limit_with_nothing_to_play_a_player_passes():
    # Limit 7: A (seat 0) holds 7, B and C nothing, the stock is not empty
    # -> A passes (drawing an 8th card is refused), then B draws.
    held = ["2S", "3S", "4S", "5S", "6S", "7S", "8S"]
    state = position(3, {0: held}, rules=PRESETS["sneak-hand-limit"])
    assert state.limit == 7
    assert state.legal_actions() == [Pass()]
    before = state.fingerprint()
    for action in (Draw(), Sneak(cards("2S")), Flaunt(cards("8S"))):
        with pytest.raises(IllegalAction, match=r"the hand limit.*you must pass"):
            state.apply(action)
        assert state.fingerprint() == before
    events = state.apply(Pass())
    assert only(events, LimitPassed) == LimitPassed(0, 7)
    assert len(state.hands[0]) == 7 and state.current_seat == 1
    assert Draw() in state.legal_actions()
    assert only(state.apply(Draw()), Drew).seat == 1
    assert len(state.hands[0]) == 7 and len(state.hands[1]) == 1
