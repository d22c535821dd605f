"""RULES.md §2's worked tests T13–T16, played through the engine."""

from __future__ import annotations

import random

from cardtable.cards import Rank, Suit
from cardtable.games.supertrump import PRESETS, new_game, trick_winner
from cardtable.games.supertrump.events import GameEnded, TrickWon

from .helpers import cards, play, stacked


def trick_won(events) -> TrickWon:
    return next(e for e in events if isinstance(e, TrickWon))


def test_T13_a_super_of_another_suit_beats_the_ace_of_trumps():
    # ♣ trump, 4 super: 4♥ beats A♣.
    assert trick_winner(cards("AC", "4H"), Suit.CLUBS, Rank.FOUR) == 1
    state = stacked(0, {1: ["AC"], 0: ["4H"]}, trump="C", super_rank="4")
    play(state, "AC")  # seat 1, the non-dealer, leads
    won = trick_won(play(state, "4H"))
    assert won.seat == 0
    assert state.current_seat == 0


def test_T14_two_supers_the_first_played_wins():
    # 4♣ led, 4♦ answers → the leader wins.
    assert trick_winner(cards("4C", "4D"), Suit.CLUBS, Rank.FOUR) == 0
    state = stacked(0, {1: ["4C"], 0: ["4D"]}, trump="C", super_rank="4")
    play(state, "4C")
    assert trick_won(play(state, "4D")).seat == 1


def test_T15_a_plain_discard_never_wins():
    # 10♥ led, the follower is void in hearts and plays K♠ (♠ not trump) → leader wins.
    assert trick_winner(cards("10H", "KS"), Suit.CLUBS, Rank.FOUR) == 0
    follower = ["KS", "2S", "3S", "5S", "6S", "7S", "8S", "9S", "2D", "3D", "5D", "6D", "7D"]
    state = stacked(0, {1: ["10H"], 0: follower}, trump="C", super_rank="4")
    play(state, "10H")
    assert {c.code for c in state.legal_cards()} == set(follower)  # void: any card
    assert trick_won(play(state, "KS")).seat == 1


def test_T16_seven_six_then_five_eight_is_17_against_22():
    # Stage 1 tricks 7/6 and stage 2 tricks 5/8: 7 + 2·5 = 17 against 6 + 2·8 = 22.
    for seed in range(3000):
        state = new_game(PRESETS["supertrump"], 2, seed)
        rng = random.Random(seed)
        events: list = []
        while not state.is_over:
            events += state.apply(rng.choice(state.legal_actions()))
        won = [e for e in events if isinstance(e, TrickWon)]
        per_stage = [[sum(1 for e in won if e.seat == s and e.stage == st) for st in (1, 2)]
                     for s in (0, 1)]
        if sorted(per_stage) == [[6, 8], [7, 5]]:
            break
    else:
        raise AssertionError("no random game with 7/6 and 5/8 tricks was found")
    a = per_stage.index([7, 5])
    b = 1 - a
    assert [e.trick for e in won] == list(range(1, 27))
    assert all(e.points == (1 if e.trick <= 13 else 2) for e in won)
    ended = next(e for e in events if isinstance(e, GameEnded))
    assert (ended.points[a], ended.points[b]) == (17, 22)
    assert ended.winner == b
    assert state.winners == (b,)
    assert [state.tricks_won[a], state.tricks_won[b]] == [[7, 5], [6, 8]]
