"""Every rule of RULES.md §1.1 (22) beyond the worked examples, one test each."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from cardtable.cards import parse_card
from cardtable.games.cucumber import Exchange, new_game
from cardtable.games.cucumber.events import (
    CardsDealt,
    CardsExchanged,
    DealerChosen,
    DealStarted,
    Eliminated,
    ExchangeEnded,
    GameEnded,
    LastCardPlaced,
    LastTrickRevealed,
    PenaltyTaken,
    TrickWon,
    visible_events,
)
from cardtable.games.errors import IllegalAction, RulesError
from tests.games.cucumber.helpers import (
    R22,
    cards,
    keep_all,
    legal_ranks,
    one_card_deal,
    play,
    stacked,
)


# ------------------------------------------------------------------ players, decks
@pytest.mark.parametrize(("players", "decks"), [(2, 1), (6, 1), (7, 2), (12, 2)])
def test_one_deck_to_six_players_two_decks_from_seven(players, decks):
    s = new_game(R22, players, seed=3)
    assert len(s.pack) == 52 * decks
    assert Counter(c.code for c in s.pack)["AS"] == decks


@pytest.mark.parametrize("players", [0, 1, 13, 40])
def test_impossible_player_counts_are_refused_in_words(players):
    with pytest.raises(RulesError, match="2 to 12 players"):
        new_game(R22, players, seed=1)


# ------------------------------------------------------------------ first dealer
@pytest.mark.parametrize("seed", range(25))
def test_first_dealer_is_drawn_highest_card_ties_redraw(seed):
    s = new_game(R22, 5, seed=seed)
    chosen = next(e for e in s.take_pending_events() if isinstance(e, DealerChosen))
    assert chosen.reason == "draw" and chosen.dealer == s.dealer
    drawing = set(range(5))
    for rnd in chosen.draws:
        assert {seat for seat, _ in rnd} == drawing      # only the tied seats redraw
        top = max(c.rank for _, c in rnd)
        drawing = {seat for seat, c in rnd if c.rank == top}
    assert drawing == {chosen.dealer}


# ------------------------------------------------------------------ the deal
def test_cards_are_dealt_one_at_a_time_clockwise_from_dealers_left():
    rules = R22
    s = new_game(rules, 3, seed=5, dealer=1, deck=[c.code for c in new_game(rules, 3, 0).pack])
    events = s.take_pending_events()
    started = next(e for e in events if isinstance(e, DealStarted))
    assert started.order == (2, 0, 1) and started.hand_size == 7
    deck = s.log[0].deck
    for seat, offset in ((2, 0), (0, 1), (1, 2)):
        assert sorted(s.hands[seat]) == sorted(deck[offset:21:3])
    assert s.stock == list(deck[21:])
    dealt = {e.seat: e.cards for e in events if isinstance(e, CardsDealt)}
    assert set(dealt) == {0, 1, 2}


@pytest.mark.parametrize(("card", "size"), [("AH", 11), ("KH", 10), ("QH", 10), ("JH", 10),
                                              ("9H", 9), ("3H", 3)])
def test_next_hand_size_is_the_losing_cards_value(card, size):
    s, _ = one_card_deal(2, [card, "2S"])
    assert s.hand_size == size and all(len(h) == size for h in s.hands)


def test_penalty_cards_stay_out_of_later_decks():
    s = stacked(3, 2, {0: ["AH"], 1: ["2S"], 2: ["3S"]}, first_hand=1)
    keep_all(s)
    while s.deal_no == 1:
        s.apply(s.legal_actions()[0])
    assert s.markers[0] == [parse_card("AH")]
    assert len(s.log[1].deck) == 51 and parse_card("AH") not in s.log[1].deck


# ------------------------------------------------------------------ exchange
def test_exchange_discards_face_down_and_draws_from_the_top_of_the_stock():
    s = stacked(2, 1, {0: ["2S", "3S", "4S", "5S", "6S", "7S", "8S"],
                       1: ["2H", "3H", "4H", "5H", "6H", "7H", "8H"]}, stock=["AS", "KS", "QS"])
    assert s.phase == "exchange" and s.current_seat == 0     # dealer's left starts
    events = s.apply(Exchange(cards("7S", "8S")))
    assert sorted(c.code for c in s.hands[0]) == sorted(["2S", "3S", "4S", "5S", "6S", "AS",
                                                         "KS"])
    private = next(e for e in events if isinstance(e, CardsExchanged))
    assert visible_events(events, 1).count(private) == 0     # seat 1 does not see them
    assert s.stock[0] == parse_card("QS")
    assert s.discarded[0] == list(cards("7S", "8S"))
    assert parse_card("7S") not in s.stock                    # discards never return
    assert s.current_seat == 1


def test_exchange_is_limited_by_the_stock_and_ends_when_it_is_empty():
    # 6 players × 8 cards = 48: a stock of 4.
    hands = {i: [f"{r}{'SHDC'[i % 4]}" for r in ("2", "3", "4", "5", "6", "7", "8", "9")]
             for i in range(4)}
    hands |= {4: ["10S", "10H", "10D", "10C", "JS", "JH", "JD", "JC"],
              5: ["QS", "QH", "QD", "QC", "KS", "KH", "KD", "KC"]}
    s = stacked(6, 5, hands, first_hand=8)
    assert len(s.stock) == 4
    before = s.fingerprint()
    with pytest.raises(IllegalAction, match="at most 4"):
        s.apply(Exchange(tuple(s.hands[0][:5])))
    assert s.fingerprint() == before
    s.apply(Exchange(tuple(s.hands[0][:3])))
    events = s.apply(Exchange(tuple(s.hands[1][:1])))
    assert ExchangeEnded(stock_empty=True) in events
    assert s.phase == "play" and s.current_seat == 0          # the dealer's left leads


def test_no_exchange_when_the_deal_leaves_no_stock():
    s = new_game(dataclasses.replace(R22, first_hand=13), 4, seed=2)
    assert ExchangeEnded(stock_empty=True) in s.take_pending_events()
    assert s.phase == "play"


def test_exchange_actions_cover_every_distinct_discard():
    s = stacked(2, 1, {0: ["2S", "2H", "5S", "5H", "5D", "9S", "AS"],
                       1: ["3S", "4S", "6S", "7S", "8S", "10S", "JS"]})
    options = s.legal_actions()
    # kinds: 2×2, 3×5, 1×9, 1×A → 3·4·2·2 = 48 distinct discards (stock 38 is no limit)
    assert len(options) == 48 and Exchange(()) in options


# ------------------------------------------------------------------ leads and follows
def test_a_mixed_set_cannot_be_led_and_a_follow_must_match_the_count():
    s = stacked(2, 1, {0: ["8H", "9S", "2S", "3S"], 1: ["2C", "3C", "4C", "5C"]}, first_hand=4)
    keep_all(s)
    with pytest.raises(IllegalAction, match="same rank"):
        play(s, "8H", "9S")
    play(s, "8H")
    with pytest.raises(IllegalAction, match="exactly 1 card"):
        play(s, "2C", "3C")
    with pytest.raises(IllegalAction, match="do not hold"):
        play(s, "AS")


def test_a_lowest_play_does_not_replace_the_best_set():
    s = stacked(3, 2, {0: ["9H", "2S", "3S"], 1: ["2C", "QC", "KC"], 2: ["10D", "4D", "AD"]},
                first_hand=3)
    keep_all(s)
    play(s, "9H")
    play(s, "2C")                          # lowest, not heading
    assert legal_ranks(s) == {("10",), ("A",), ("4",)}    # still must head the 9, not the 2


def test_heading_is_optional():
    s = stacked(2, 1, {0: ["9H", "2S", "3S"], 1: ["2C", "QC", "KC"]}, first_hand=3)
    keep_all(s)
    play(s, "9H")
    assert {("2",), ("Q",), ("K",)} == legal_ranks(s)


def test_equal_highest_cards_the_last_played_wins_the_trick():
    s = stacked(3, 2, {0: ["KH", "2S", "3S"], 1: ["KC", "4C", "5C"], 2: ["2D", "6D", "7D"]},
                first_hand=3)
    keep_all(s)
    play(s, "KH")
    play(s, "KC")
    events = play(s, "2D")
    assert next(e for e in events if isinstance(e, TrickWon)).seat == 1
    assert s.current_seat == 1


# ------------------------------------------------------------------ last trick
def test_last_trick_is_laid_face_down_then_revealed_at_once():
    s = stacked(3, 2, {0: ["2H"], 1: ["9C"], 2: ["5D"]}, first_hand=1)
    keep_all(s)
    assert s.phase == "last"
    events = play(s, "2H")
    assert events == [LastCardPlaced(0)]
    other = s.observation(1)
    assert all(parse_card("2H") not in cs for _, cs in other.played)   # still hidden
    play(s, "9C")
    events = play(s, "5D")
    reveal = next(e for e in events if isinstance(e, LastTrickRevealed))
    assert [(seat, c.code) for seat, c in reveal.cards] == [(0, "2H"), (1, "9C"), (2, "5D")]
    assert [e.seat for e in events if isinstance(e, PenaltyTaken)] == [1]


# ------------------------------------------------------------------ elimination, end
def test_reaching_22_eliminates_and_the_last_player_standing_wins():
    s, events = one_card_deal(2, ["AH", "2S"], scores=[11, 0])
    assert s.scores == [22, 0] and Eliminated(0, 22) in events
    assert s.is_over and s.winners == (1,) and s.current_seat is None
    assert events[-1] == GameEnded((1,), (22, 0))
    assert s.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        s.apply(Exchange(()))


def test_21_is_not_out_and_the_game_goes_on():
    s, events = one_card_deal(2, ["QH", "2S"], scores=[11, 0])
    assert s.scores == [21, 0] and not any(isinstance(e, Eliminated) for e in events)
    assert not s.is_over and s.deal_no == 2


def test_several_players_can_go_out_at_once():
    s, events = one_card_deal(3, ["AH", "AS", "2C"], scores=[11, 12, 0])
    assert [e.seat for e in events if isinstance(e, Eliminated)] == [0, 1]
    assert s.winners == (2,)


@pytest.mark.parametrize(("rule", "scores", "winners"), [
    ("lowest-total", [11, 12], (0,)),
    ("lowest-total", [11, 11], (0, 1)),       # tied lowest totals share the win
    ("shared", [11, 12], (0, 1)),
])
def test_everyone_out_in_the_same_deal(rule, scores, winners):
    s, _ = one_card_deal(2, ["AH", "AS"], scores=scores, all_out_winner=rule)
    assert not any(s.alive) and s.winners == winners


def test_first_elimination_ends_the_game_and_ranks_the_rest_by_total():
    s, _ = one_card_deal(3, ["AH", "2S", "3C"], scores=[11, 5, 3], game_end="first-elimination")
    assert s.is_over and s.winners == (2,)
    s, _ = one_card_deal(3, ["AH", "2S", "3C"], scores=[11, 5, 3])
    assert not s.is_over                    # last-survivor: the other two play on


def test_the_loser_deals_next():
    s, events = one_card_deal(3, ["2H", "9C", "5D"])
    chosen = [e for e in events if isinstance(e, DealerChosen)][-1]
    assert (chosen.reason, chosen.dealer, s.dealer) == ("loser", 1, 1)


def test_an_eliminated_loser_is_replaced_by_a_draw_among_the_alive():
    s, events = one_card_deal(3, ["AH", "2S", "3C"], scores=[11, 0, 0])
    chosen = [e for e in events if isinstance(e, DealerChosen)][-1]
    assert chosen.reason == "alive-draw" and chosen.dealer in (1, 2)
    assert {seat for rnd in chosen.draws for seat, _ in rnd} <= {1, 2}
    started = [e for e in events if isinstance(e, DealStarted)][-1]
    assert 0 not in started.order and s.hands[0] == []
    assert s.markers[0] == [parse_card("AH")]                 # the marker stays on the table
    assert len(s.log[-1].deck) == 51


def test_fixed_hand_size_option_deals_the_first_hand_every_time():
    s, _ = one_card_deal(2, ["AH", "2S"], hand_size="fixed")
    assert s.hand_size == 1


def test_hidden_cards_never_reach_other_seats():
    s = new_game(R22, 4, seed=9)
    events = s.take_pending_events()
    for seat in range(4):
        mine = [e for e in visible_events(events, seat) if isinstance(e, CardsDealt)]
        assert [e.seat for e in mine] == [seat]
        obs = s.observation(seat)
        assert obs.hand == tuple(s.hands[seat])
        assert obs.hand_sizes == tuple(len(h) for h in s.hands)
    rng = random.Random(1)
    while not s.is_over and s.deal_no == 1:
        seat = s.current_seat
        for e in visible_events(s.apply(rng.choice(s.legal_actions())), (seat + 1) % 4):
            assert not (isinstance(e, CardsExchanged) and e.seat == seat)
