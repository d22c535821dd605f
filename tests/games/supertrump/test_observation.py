"""Observations hold what a seat may know and nothing more."""

from __future__ import annotations

from cardtable.cards import Rank, Suit
from cardtable.games.supertrump import (
    PRESETS,
    Declare,
    SupertrumpObservation,
    new_game,
    stacked_deck,
    visible_events,
)
from cardtable.games.supertrump.events import CardsDealt

from .helpers import card, cards, play

SEAT0 = ["AH", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS", "4H"]
SEAT1 = ["2H", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD", "2C", "3C"]


def two_worlds():
    """Two matches seat 0 cannot tell apart: seat 1 holds 5D or QC (the other
    is the first hidden stock card), and the deep stock is in another order."""
    deck_a = stacked_deck(0, {0: SEAT0, 1: SEAT1}, stock=["KC", "QC", "JC"])
    other = [c if c != "5D" else "QC" for c in SEAT1]
    deck_b = stacked_deck(0, {0: SEAT0, 1: other}, stock=["KC", "5D", "JC"])
    deck_b = deck_b[:29] + deck_b[29:][::-1]
    assert deck_a[29:] != deck_b[29:]
    return [new_game(PRESETS["supertrump"], 2, 1, deck=d, dealer=0) for d in (deck_a, deck_b)]


def test_states_differing_only_in_hidden_cards_look_the_same():
    a, b = two_worlds()
    steps = [Declare("trump", "S"), Declare("super", "3"), "2H", "AH"]
    assert a.observation(0) == b.observation(0)
    for step in steps:
        for state in (a, b):
            if isinstance(step, str):
                play(state, step)
            else:
                state.apply(step)
        assert a.observation(0) == b.observation(0)
        if step != "AH":  # seat 1 knows its own hand (until it draws the other card)
            assert a.observation(1) != b.observation(1)
    obs = a.observation(0)
    assert obs.stock_size == 23 and obs.face_up == card("JC")
    assert obs.known_opponent_cards == () and obs.opponent_hand_size == 13
    assert card("KC") in obs.hand


def test_an_observation_describes_the_game():
    a, _ = two_worlds()
    a.apply(Declare("trump", "S"))
    a.apply(Declare("super", "3"))
    play(a, "2H")
    obs = a.observation(0)
    assert isinstance(obs, SupertrumpObservation)
    assert (obs.seat, obs.opponent, obs.phase, obs.current_seat) == (0, 1, "play", 0)
    assert (obs.game_no, obs.dealer, obs.leader, obs.stage, obs.trick_no) == (1, 0, 1, 1, 1)
    assert (obs.trump, obs.super_rank) == (Suit.SPADES, Rank.THREE)
    assert obs.trick == ((1, card("2H")),) and obs.played == obs.trick
    assert obs.lead_card == card("2H") and not obs.leading
    assert obs.points == (0, 0) and obs.scores == (0, 0) and obs.winners == ()
    assert obs.tricks_won == ((0, 0), (0, 0))
    # Sorted by suit (♠ ♥ ♦ ♣), then rank low to high.
    assert obs.hand == cards("4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS",
                             "4H", "AH")


def test_onlookers_see_no_dealt_cards():
    a, _ = two_worlds()
    events = a.take_pending_events()
    dealt = [e for e in events if isinstance(e, CardsDealt)]
    assert [e.seat for e in dealt] == [1, 0]  # the non-dealer is dealt first
    assert not any(isinstance(e, CardsDealt) for e in visible_events(events, None))
    assert [e.seat for e in visible_events(events, 1) if isinstance(e, CardsDealt)] == [1]
