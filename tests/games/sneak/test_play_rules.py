"""One test per rule of a Sneak turn and its challenges (RULES.md §3)."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.games.errors import IllegalAction
from cardtable.games.sneak import PRESETS, Challenge, Draw, Flaunt, Pass, Sneak, new_game
from cardtable.games.sneak.events import (
    CardDrawn,
    ChallengeWon,
    DealEnded,
    Drew,
    HandBanked,
    PlayBanked,
    Revealed,
)
from tests.games.sneak.helpers import cards, names, only, position


def test_first_turn_of_a_deal_is_a_draw_from_the_dealers_left():
    state = new_game(PRESETS["sneak"], 4, seed=3, dealer=1)
    assert state.current_seat == 2 and len(state.stock) == 52
    assert state.legal_actions() == [Draw()]
    events = state.apply(Draw())
    assert names(events) == ["Drew", "CardDrawn"]
    assert only(events, Drew).stock == 51 and only(events, CardDrawn).seat == 2
    assert state.current_seat == 3


def test_first_turn_sneak_is_refused_with_a_reason():
    state = position(2, {0: ["KS"], 1: ["2H"]}, turns=0)
    state.hands[0] = []
    with pytest.raises(IllegalAction, match="first turn of a deal you must draw"):
        state.apply(Sneak(cards("KS")))


def test_empty_handed_player_must_draw_while_the_stock_lasts():
    state = position(2, {1: ["2H"]})
    assert state.legal_actions() == [Draw()]


def test_a_turn_offers_draw_sneak_and_flaunt():
    state = position(2, {0: ["5H", "6H", "KS"], 1: ["2C", "3C", "4C"]})
    kinds = {a.name for a in state.legal_actions()}
    assert kinds == {"draw", "sneak", "flaunt"}
    sneaks = [a for a in state.legal_actions() if a.name == "sneak"]
    flaunts = [a for a in state.legal_actions() if a.name == "flaunt"]
    assert len(sneaks) == 7                       # every non-empty subset
    assert Flaunt(cards("5H", "6H")) in flaunts
    assert Flaunt(cards("5H", "KS")) not in flaunts   # no combo: sneak only
    with pytest.raises(IllegalAction, match="no combo"):
        state.apply(Flaunt(cards("6H", "KS")))


def test_nothing_to_play_when_every_other_hand_is_empty():
    state = position(2, {0: ["5H", "6H"]})
    assert state.legal_actions() == [Draw()]
    with pytest.raises(IllegalAction, match="Nobody else holds a card"):
        state.apply(Sneak(cards("5H")))


def test_turn_passes_left_of_the_leader_whoever_wins():
    state = position(3, {0: ["2S"], 1: ["AS"], 2: ["3S"]})
    state.apply(Sneak(cards("2S")))
    state.apply(Challenge(cards("AS")))
    events = state.apply(Pass())
    assert only(events, ChallengeWon).seat == 1
    assert state.current_seat == 1 and state.phase == "turn"


def test_challengers_need_enough_cards_and_answer_in_turn_order():
    state = position(4, {0: ["2S", "3S"], 1: ["4H"], 2: ["5H", "6H"], 3: ["7D", "8D"]})
    state.apply(Sneak(cards("2S", "3S")))
    assert state.current_seat == 2 and state.play.pending == [2, 3]
    assert Pass() in state.legal_actions()
    with pytest.raises(IllegalAction, match="exactly 2 cards"):
        state.apply(Challenge(cards("5H")))
    state.apply(Pass())
    assert state.current_seat == 3


def test_unchallenged_sneak_goes_unseen_to_the_score_pile():
    state = position(2, {0: ["2S", "9D"], 1: ["4H", "5H"]})
    state.apply(Sneak(cards("2S", "9D")))
    events = state.apply(Pass())
    banked = only(events, PlayBanked)
    assert (banked.seat, banked.kind, banked.count) == (0, "sneak", 2)
    assert not any(isinstance(e, Revealed) for e in events)
    assert state.piles[0] == list(cards("2S", "9D")) and state.public_piles[0] == []
    assert state.seen == []


def test_unchallenged_flaunt_goes_to_the_score_pile_in_view():
    state = position(3, {0: ["2S", "3S"], 1: ["4H", "5H"], 2: ["9D"]})
    state.apply(Flaunt(cards("2S", "3S")))
    assert state.play.pending == [1]              # seat 2 holds too few cards to answer
    events = state.apply(Pass())
    assert only(events, PlayBanked).kind == "flaunt"
    assert state.public_piles[0] == list(cards("2S", "3S")) and state.seen == state.piles[0]


def test_sneak_tie_goes_to_the_later_player():
    state = position(3, {0: ["QS"], 1: ["QD"], 2: ["QH"]})
    state.apply(Sneak(cards("QS")))
    state.apply(Challenge(cards("QD")))
    events = state.apply(Challenge(cards("QH")))
    assert only(events, ChallengeWon).seat == 2
    assert len(state.piles[2]) == 3


def test_flaunt_single_only_a_higher_card_of_the_suit_and_ties_later():
    state = position(3, {0: ["10H"], 1: ["AS"], 2: ["JH"]})
    state.apply(Flaunt(cards("10H")))
    state.apply(Challenge(cards("AS")))
    events = state.apply(Challenge(cards("JH")))
    assert only(events, ChallengeWon).seat == 2
    two = dataclasses.replace(PRESETS["sneak"], decks=2)
    state = position(4, {0: ["10H"], 1: ["JH"], 2: ["JH"]}, rules=two)  # seat 3 empty
    state.apply(Flaunt(cards("10H")))
    state.apply(Challenge(cards("JH")))
    events = state.apply(Challenge(cards("JH")))
    assert only(events, ChallengeWon).seat == 2


def test_a_flaunt_challenge_must_be_a_combo_but_need_not_beat():
    state = position(2, {0: ["5H", "6H"], 1: ["KS", "2D", "3C"]})
    state.apply(Flaunt(cards("5H", "6H")))
    with pytest.raises(IllegalAction, match="no combo"):
        state.apply(Challenge(cards("KS", "2D")))
    assert Challenge(cards("2D", "3C")) in state.legal_actions()
    events = state.apply(Challenge(cards("2D", "3C")))
    assert only(events, ChallengeWon).seat == 0


def test_losers_cards_are_discarded_with_the_option():
    rules = PRESETS["sneak-discard"]
    state = position(3, {0: ["2S"], 1: ["AS"], 2: ["3S"]}, rules=rules)
    state.apply(Sneak(cards("2S")))
    state.apply(Challenge(cards("AS")))
    events = state.apply(Challenge(cards("3S")))
    won = only(events, ChallengeWon)
    assert (won.seat, won.taken, won.discarded) == (1, 1, 2)
    assert state.piles[1] == list(cards("AS")) and sorted(state.discards) == list(cards("2S", "3S"))


def test_once_the_stock_is_empty_every_turn_is_a_flaunt():
    state = position(2, {0: ["5H", "KS"], 1: ["4H"]}, stock=())
    actions = state.legal_actions()
    assert {a.name for a in actions} == {"flaunt"}
    with pytest.raises(IllegalAction, match="every turn must be a flaunt"):
        state.apply(Sneak(cards("5H")))
    with pytest.raises(IllegalAction, match="stock is empty"):
        state.apply(Draw())


def test_empty_hands_are_skipped_once_the_stock_is_empty():
    state = position(4, {0: ["5H"], 1: [], 2: ["7D", "8D"], 3: ["9C"]}, stock=())
    state.apply(Flaunt(cards("5H")))          # nobody holds a heart... answers still asked
    while state.phase == "challenge":
        state.apply(Pass())
    assert state.current_seat == 2


def test_the_last_player_with_cards_banks_them_and_the_deal_ends():
    state = position(2, {0: ["5H"], 1: ["7D", "8D", "9S"]}, stock=())
    state.apply(Flaunt(cards("5H")))
    events = state.apply(Pass())
    banked = only(events, HandBanked)
    assert (banked.seat, banked.count) == (1, 3)
    ended = only(events, DealEnded)
    assert ended.points == (1, 3)
    assert state.deal_no == 2 and state.totals == [1, 3]


def test_drawing_the_last_card_can_end_the_deal():
    state = position(2, {0: ["5H"]}, current=0, stock=("9S",))
    state.hands[1] = []
    events = state.apply(Draw())
    assert only(events, HandBanked).count == 2 and only(events, DealEnded).points == (2, 0)


@pytest.mark.parametrize(("players", "limit"), [(4, 7), (5, 7), (6, 5), (7, 5)])
def test_hand_limit(players, limit):
    rules = PRESETS["sneak-hand-limit"]
    held = ["2S", "3S", "4S", "5S", "6S", "7S", "8S"][:limit]
    state = position(players, {0: held, 1: ["2H"]}, rules=rules)
    assert state.limit == limit and Draw() not in state.legal_actions()
    with pytest.raises(IllegalAction, match=f"You hold {limit} cards, the hand limit"):
        state.apply(Draw())
    state.hands[0].pop()
    assert Draw() in state.legal_actions()


def test_the_hand_limit_never_gives_way_a_stuck_player_passes():
    # It used to give way (an 8th card drawn) when nothing could be played (T22).
    state = position(2, {0: ["2S", "3S", "4S", "5S", "6S", "7S", "8S"]},
                     rules=PRESETS["sneak-hand-limit"])
    assert state.legal_actions() == [Pass()]
    with pytest.raises(IllegalAction, match="You hold 7 cards, the hand limit") as refused:
        state.apply(Draw())
    assert refused.value.code == "must-pass"
    state.apply(Pass())
    assert state.current_seat == 1 and state.legal_actions() == [Draw()]


def test_a_pass_on_a_turn_is_refused_whenever_another_move_is_open():
    rules = PRESETS["sneak-hand-limit"]
    held = ["2S", "3S", "4S", "5S", "6S", "7S", "8S"]
    for state in (position(2, {0: held, 1: ["2H"]}, rules=rules),     # at the limit: play
                  position(2, {0: held[:6]}, rules=rules)):           # below it: draw
        assert Pass() not in state.legal_actions()
        with pytest.raises(IllegalAction, match="Nobody has led a play to challenge"):
            state.apply(Pass())


def test_no_hand_limit_by_default():
    state = position(2, {0: ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"], 1: ["2H"]})
    assert Draw() in state.legal_actions()


@pytest.mark.parametrize(("action", "reason"), [
    (Sneak(cards("AH")), "You do not hold AH"),
    (Sneak(cards("5H", "5H")), "You do not hold 5H twice"),
    (Sneak(()), "at least one card"),
    (Sneak(("5H",)), "not cards"),
    (Challenge(cards("5H")), "Nobody has led"),
    (Pass(), "Nobody has led"),
    (Flaunt(cards("5H", "KS")), "no combo"),
    ("play", "not a move in Sneak"),
])
def test_illegal_actions_raise_and_leave_the_state_unchanged(action, reason):
    state = position(2, {0: ["5H", "6H", "KS"], 1: ["2C", "3C", "4C"]})
    before = state.fingerprint()
    with pytest.raises(IllegalAction, match=reason):
        state.apply(action)
    assert state.fingerprint() == before


def test_illegal_answers_leave_the_state_unchanged():
    state = position(2, {0: ["5H", "6H"], 1: ["2C", "3C", "4C"]})
    state.apply(Sneak(cards("5H", "6H")))
    before = state.fingerprint()
    for action, reason in ((Draw(), "challenge it or pass"),
                           (Sneak(cards("2C", "3C")), "challenge it or pass"),
                           (Challenge(cards("2C", "3C", "4C")), "exactly 2 cards")):
        with pytest.raises(IllegalAction, match=reason):
            state.apply(action)
        assert state.fingerprint() == before


def test_illegal_action_has_a_code_and_params():
    state = position(3, {0: ["2S"], 1: ["2H"], 2: ["6D", "7D", "8D"]}, current=2)
    with pytest.raises(IllegalAction) as info:
        state.apply(Sneak(cards("6D", "7D")))
    assert info.value.code == "too-many" and info.value.params == {"most": 1}
    assert str(info.value) == "You may play at most 1 card: the largest other hand holds 1."


def test_no_move_after_the_game_is_over():
    state = position(2, {0: ["5H"]})
    state.phase, state.current = "over", None
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction, match="game is over"):
        state.apply(Draw())
