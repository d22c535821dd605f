"""One test per rule of RULES.md §2: declarations, following suit with super
trumps, drawing, leading, stage 2, scoring, and refused moves."""

from __future__ import annotations

import random

import pytest

from cardtable.cards import Rank, Suit
from cardtable.games.errors import IllegalAction
from cardtable.games.supertrump import Declare, Play, effective_suit, is_trump
from cardtable.games.supertrump.events import (
    CardDrawn,
    CardTaken,
    CardTurned,
    HiddenCardDrawn,
    StageTwo,
    SuperDeclared,
    TrickWon,
    TrumpDeclared,
    visible_events,
)

from .helpers import card, codes, play, stacked


# ------------------------------------------------------------ declarations
def test_non_dealer_names_trumps_then_dealer_names_the_super_rank():
    state = stacked(1, {0: ["AS"], 1: ["KS"]}, stock=["QH", "JH", "10H"])
    assert (state.phase, state.current_seat, state.dealer) == ("trump", 0, 1)
    assert state.legal_actions() == [Declare("trump", s) for s in "SHDC"]
    assert state.apply(Declare("trump", "H")) == [TrumpDeclared(0, Suit.HEARTS)]
    assert (state.phase, state.current_seat) == ("super", 1)
    assert [a.value for a in state.legal_actions()] == [
        "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    events = state.apply(Declare("super", "10"))
    assert events == [SuperDeclared(1, Rank.TEN), CardTurned(card("QH"), 25)]
    assert (state.phase, state.current_seat, state.leader) == ("play", 0, 0)
    assert (state.trump, state.super_rank, state.face_up) == (Suit.HEARTS, Rank.TEN, card("QH"))
    assert codes(state.stock[:2]) == ["JH", "10H"]


def test_the_deal_alternates_starting_with_the_non_dealer():
    state = stacked(0, {}, stock=[])
    deck = state.log[0].deck
    assert set(state.hands[1]) == set(deck[0:26:2])  # non-dealer gets deck[0], deck[2], …
    assert set(state.hands[0]) == set(deck[1:26:2])
    assert state.stock == list(deck[26:])
    assert [len(h) for h in state.hands] == [13, 13]


def test_declarations_out_of_order_are_refused():
    state = stacked(0, {1: ["AS"], 0: ["KS"]})
    with pytest.raises(IllegalAction) as exc:
        state.apply(Play(card("AS")))
    assert exc.value.code == "declare-trump"
    with pytest.raises(IllegalAction) as exc:
        state.apply(Declare("super", "4"))
    assert exc.value.code == "declare-trump"
    with pytest.raises(IllegalAction) as exc:
        state.apply(Declare("trump", "X"))
    assert exc.value.code == "bad-value"
    state.apply(Declare("trump", "S"))
    with pytest.raises(IllegalAction) as exc:
        state.apply(Declare("trump", "H"))
    assert exc.value.code == "declare-super"
    with pytest.raises(IllegalAction) as exc:
        state.apply(Declare("super", "1"))
    assert exc.value.code == "bad-value"
    state.apply(Declare("super", "A"))
    with pytest.raises(IllegalAction) as exc:
        state.apply(Declare("super", "K"))
    assert exc.value.code == "not-declaring"


# ------------------------------------------------------------ following suit
def test_a_super_belongs_to_the_trump_suit_not_its_printed_suit():
    assert effective_suit(card("4H"), Suit.CLUBS, Rank.FOUR) is Suit.CLUBS
    assert effective_suit(card("5H"), Suit.CLUBS, Rank.FOUR) is Suit.HEARTS
    assert is_trump(card("4D"), Suit.CLUBS, Rank.FOUR)


def test_a_led_heart_does_not_ask_for_the_super_4_of_hearts():
    follower = ["4H", "9S", "10S", "JS", "QS", "KS", "AS", "9D", "10D", "JD", "QD", "KD", "AD"]
    state = stacked(0, {1: ["5H"], 0: follower}, trump="C", super_rank="4")
    play(state, "5H")
    assert set(codes(state.legal_cards())) == set(follower)  # void in (real) hearts


def test_led_trumps_force_the_only_trump_even_if_it_is_a_super():
    follower = ["4H", "5H", "9S", "10S", "JS", "QS", "KS", "AS", "9D", "10D", "JD", "QD", "KD"]
    state = stacked(0, {1: ["7C"], 0: follower}, trump="C", super_rank="4")
    play(state, "7C")
    assert codes(state.legal_cards()) == ["4H"]
    before = state.fingerprint()
    with pytest.raises(IllegalAction) as exc:
        play(state, "5H")
    assert exc.value.code == "follow-suit"
    assert exc.value.reason == "You must follow suit: trumps were led and you hold a trump."
    assert state.fingerprint() == before


def test_a_led_super_asks_for_trumps():
    follower = ["9C", "4H", "5H", "9S", "10S", "JS", "QS", "KS", "AS", "9D", "10D", "JD", "QD"]
    state = stacked(0, {1: ["4D"], 0: follower}, trump="C", super_rank="4")
    play(state, "4D")
    assert set(codes(state.legal_cards())) == {"9C", "4H"}


def test_following_suit_is_compulsory_with_a_clear_reason():
    state = stacked(0, {1: ["5H"], 0: ["9H", "KS"]}, trump="C", super_rank="4")
    play(state, "5H")
    before = state.fingerprint()
    with pytest.raises(IllegalAction) as exc:
        play(state, "KS")
    assert (exc.value.code, exc.value.reason) == ("follow-suit",
                                                  "You must follow suit: you hold hearts.")
    assert state.fingerprint() == before


# ------------------------------------------------------------ drawing and leading
def first_trick():
    """Seat 1 leads 5H, seat 0 wins with AH; face-up QC, hidden next 2D, then 3D."""
    state = stacked(0, {1: ["5H", "KS"], 0: ["AH"]}, stock=["QC", "JD", "3D"],
                    trump="C", super_rank="4")
    play(state, "5H")
    return state, play(state, "AH")


def test_the_winner_takes_the_face_up_card_and_the_loser_the_hidden_one():
    state, events = first_trick()
    assert TrickWon(0, 1, (card("5H"), card("AH")), 1, 1) in events
    assert CardTaken(0, card("QC")) in events
    assert HiddenCardDrawn(1, 24) in events
    assert CardDrawn(1, card("JD")) in events
    assert events[-1] == CardTurned(card("3D"), 23)
    assert card("QC") in state.hands[0] and card("JD") in state.hands[1]
    assert [len(h) for h in state.hands] == [13, 13]
    # Only the loser sees which card it drew; everybody sees the taken face-up card.
    assert CardDrawn(1, card("JD")) not in visible_events(events, 0)
    assert CardDrawn(1, card("JD")) not in visible_events(events, None)
    assert CardDrawn(1, card("JD")) in visible_events(events, 1)
    loser, winner = state.observation(1), state.observation(0)
    assert card("JD") in loser.hand
    assert loser.known_opponent_cards == (card("QC"),)  # it saw the winner take it
    assert winner.known_opponent_cards == ()            # the drawn card stays hidden
    assert loser.face_up == winner.face_up == card("3D")


def test_every_seat_remembers_the_cards_turned_face_up():
    state, _ = first_trick()
    for seat in (0, 1):
        assert state.observation(seat).turned == (card("QC"), card("3D"))
    play(state, "QC")  # the face-up card played is still one that was turned
    assert state.observation(1).turned == (card("QC"), card("3D"))
    assert state.clone().observation(0) == state.observation(0)


def test_a_known_card_is_forgotten_once_played():
    state, _ = first_trick()
    assert state.current_seat == 0
    play(state, "QC")
    assert state.observation(1).known_opponent_cards == ()


def test_the_trick_winner_leads_the_next_trick():
    state, _ = first_trick()
    assert (state.current_seat, state.leader, state.trick_no) == (0, 0, 2)
    assert state.observation(0).leading


def test_stage_two_has_no_drawing_and_scores_two_per_trick():
    state = stacked(0, {}, trump="S", super_rank="2")
    rng = random.Random(5)
    events: list = []
    while state.trick_no <= 13:
        events += state.apply(rng.choice(state.legal_actions()))
    assert events[-1] == StageTwo()
    assert (state.stage, state.stock, state.face_up) == (2, [], None)
    assert [len(h) for h in state.hands] == [13, 13]
    assert sum(state.points) == 13
    later: list = []
    while state.trick_no <= 25:
        later += state.apply(rng.choice(state.legal_actions()))
        assert state.stage == 2
    assert not any(isinstance(e, CardTaken | CardDrawn | HiddenCardDrawn | CardTurned)
                   for e in later)
    assert all(e.points == 2 and e.stage == 2 for e in later if isinstance(e, TrickWon))
    assert [len(h) for h in state.hands] == [1, 1]
    assert sum(state.points) == 13 + 24


# ------------------------------------------------------------ refused moves
def test_refused_moves_leave_the_state_unchanged():
    state, _ = first_trick()
    before = state.fingerprint()
    for action, code in [(Play(card("5H")), "not-in-hand"), (Declare("trump", "S"),
                                                              "not-declaring"),
                         ("play AS", "unknown-action"), (Play("AS"), "unknown-action")]:
        with pytest.raises(IllegalAction) as exc:
            state.apply(action)  # type: ignore[arg-type]
        assert exc.value.code == code
        assert exc.value.reason.endswith(".")
        assert state.fingerprint() == before


def test_nothing_can_be_played_once_the_match_is_over():
    state = stacked(0, {}, trump="S", super_rank="2")
    rng = random.Random(2)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.current_seat is None and state.legal_actions() == []
    with pytest.raises(IllegalAction) as exc:
        state.apply(Play(card("AS")))
    assert exc.value.code == "game-over"
