"""What each seat may know: hidden sneaks and hidden flaunt commitments."""

from __future__ import annotations

from cardtable.games.sneak import Challenge, Flaunt, Pass, Sneak
from cardtable.games.sneak.events import (
    ChallengeCards,
    Challenged,
    Passed,
    PlayBanked,
    Revealed,
    SneakCards,
    Sneaked,
    visible_events,
)
from tests.games.sneak.helpers import cards, names, only, position
from tests.games.sneak.test_random_play import cards_in


def test_a_sneak_is_a_count_to_the_others_and_cards_to_its_owner():
    state = position(3, {0: ["KS", "9D"], 1: ["2H", "3H"], 2: ["4C", "5C"]})
    events = state.apply(Sneak(cards("KS", "9D")))
    assert names(events) == ["Sneaked", "SneakCards"]
    assert only(events, SneakCards).private_to == 0
    for seat in (1, 2, None):
        shown = visible_events(events, seat)
        assert shown == [Sneaked(0, 2)]
        if seat is not None:
            obs = state.observation(seat)
            assert obs.play.kind == "sneak" and obs.play.size == 2 and obs.play.face_up == ()
            assert not set(cards_in(obs)) & set(cards("KS", "9D"))
    assert state.observation(0).committed == cards("9D", "KS")   # canonical: low rank first


def test_an_unchallenged_sneak_is_never_shown_to_anyone_else():
    state = position(3, {0: ["KS", "9D"], 1: ["2H", "3H"], 2: ["4C", "5C"]})
    events = state.apply(Sneak(cards("KS", "9D")))
    events += state.apply(Pass())
    events += state.apply(Pass())
    assert only(events, PlayBanked).count == 2
    hidden = set(cards("KS", "9D"))
    for seat in (1, 2):
        assert not {c for e in visible_events(events, seat) for c in cards_in(e)} & hidden
        obs = state.observation(seat)
        assert obs.pile_sizes[0] == 2 and obs.public_piles[0] == ()
        assert not set(cards_in(obs)) & hidden
    assert state.observation(0).own_pile == cards("9D", "KS")


def test_flaunt_commitments_stay_hidden_until_the_reveal():
    state = position(3, {0: ["10H"], 1: ["KH"], 2: ["QH"]})
    state.apply(Flaunt(cards("10H")))
    first = state.apply(Challenge(cards("KH")))
    assert names(first) == ["Challenged", "ChallengeCards"]
    assert visible_events(first, 2) == [Challenged(1, "flaunt", 1)]
    assert visible_events(first, None) == [Challenged(1, "flaunt", 1)]
    obs = state.observation(2)
    assert obs.play.face_up == cards("10H") and obs.play.responses == ((1, "challenge"),)
    assert obs.committed == () and cards("KH")[0] not in cards_in(obs)
    assert state.observation(1).committed == cards("KH")
    last = state.apply(Challenge(cards("QH")))
    revealed = only(last, Revealed)
    assert revealed.sets == ((0, cards("10H")), (1, cards("KH")), (2, cards("QH")))
    assert only(visible_events(last, 0), Challenged).seat == 2
    assert state.seen == list(cards("10H", "KH", "QH"))


def test_a_pass_is_public_and_the_record_keeps_seat_order():
    state = position(4, {0: ["2D"], 1: ["3D"], 2: ["4D"], 3: ["5D"]}, current=2)
    state.apply(Flaunt(cards("4D")))
    events = state.apply(Pass())
    assert events == [Passed(3)]
    state.apply(Challenge(cards("2D")))
    state.apply(Challenge(cards("3D")))
    assert [(s, a.name) for s, a in state.log[-1].moves] == [
        (2, "flaunt"), (3, "pass"), (0, "challenge"), (1, "challenge")]


def test_observation_fields():
    state = position(3, {0: ["5H", "6H", "7H"], 1: ["2C"], 2: ["3C", "4C"]}, stock=("9S",))
    obs = state.observation(0)
    assert obs.hand == cards("5H", "6H", "7H") and obs.hand_sizes == (3, 1, 2)
    assert obs.stock_size == 1 and obs.max_play == 2 and obs.my_turn
    assert obs.phase == "turn" and obs.play is None and not obs.challenging
    assert obs.totals == (0, 0, 0) and obs.decks == 1 and obs.target == 100
    assert ChallengeCards(1, cards("2C")).private_to == 1
