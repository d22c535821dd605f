"""Supertrump's lesson plays on the real engine and shows every rule it promises.

Pure engine (no QApplication): the texts are called untranslated. If the
script stops showing a rule (both declarations, a face-up card won, a super
trump's power, following suit, stage 2), a test here fails.
"""

from __future__ import annotations

import pytest

from cardtable.cards import Rank, Suit
from cardtable.games.supertrump import events as ev
from cardtable.games.supertrump.tricks import is_trump
from cardtable.table import lesson as lesson_model
from cardtable.table.supertrump import lessons
from cardtable.texts import card_name


@pytest.fixture(scope="module")
def lesson():
    return lessons()[0]


@pytest.fixture(scope="module")
def played(lesson):
    """Each step with the state's legal actions and hand before it and its events."""
    state = lesson_model.start_state(lesson)
    state.take_pending_events()
    out = []
    for step in lesson.steps:
        legal = state.legal_actions()
        before = {"legal": legal, "hand": list(state.hands[step.seat]),
                  "trick": [c for _, c in state.trick], "face_up": state.face_up}
        events = state.apply(lesson_model.scripted_action(step, legal))
        out.append((step, before, events))
    return out


def _tricks(played):
    """(stage, cards in play order, winner's index in the trick) of every trick."""
    tricks = []
    for _step, _before, events in played:
        for e in events:
            if isinstance(e, ev.TrickWon):
                order = [p.seat for p in events if isinstance(p, ev.Played)]
                first = order[0] if len(order) == 2 else 1 - order[-1]
                tricks.append((e.stage, e.cards, 0 if e.seat == first else 1))
    return tricks


def _all_events(played):
    return [e for _s, _b, events in played for e in events]


def test_the_lesson_plays_to_the_end_of_the_game(lesson):
    state = lesson_model.play_through(lesson)
    assert state.is_over
    assert state.points == [31, 8]


def test_the_room_lists_its_lesson_every_time():
    # A submodule named ``lessons`` would hide the room's ``lessons()`` after its first import.
    for _ in range(2):
        assert "supertrump" in [x.key for x in lesson_model.all_lessons()]


def test_both_declarations_are_made(lesson, played):
    events = _all_events(played)
    trump = [e for e in events if isinstance(e, ev.TrumpDeclared)]
    super_ = [e for e in events if isinstance(e, ev.SuperDeclared)]
    assert [(e.seat, e.suit) for e in trump] == [(lesson.human, Suit.HEARTS)]
    assert [(e.seat, e.rank) for e in super_] == [(lesson.dealer, Rank.NINE)]


def test_the_person_wins_face_up_cards_in_stage_one(lesson, played):
    taken = [e.card.code for e in _all_events(played)
             if isinstance(e, ev.CardTaken) and e.seat == lesson.human]
    assert "9H" in taken            # a super trump won face up
    assert len(taken) >= 3


def test_a_super_trump_beats_the_ace_of_trumps(played):
    assert any(cards[winner].rank is Rank.NINE and any(c.code == "AH" for c in cards)
               for _stage, cards, winner in _tricks(played))


def test_of_two_super_trumps_the_first_played_wins(played):
    doubles = [(cards, winner) for _stage, cards, winner in _tricks(played)
               if all(c.rank is Rank.NINE for c in cards)]
    assert doubles and all(winner == 0 for _cards, winner in doubles)


def test_a_led_super_trump_is_followed_with_a_trump(played):
    led_super = [cards for _stage, cards, _w in _tricks(played)
                 if cards[0].rank is Rank.NINE and cards[1].suit is Suit.HEARTS
                 and cards[1].rank is not Rank.NINE]
    assert led_super


def test_the_person_must_follow_suit(lesson, played):
    forced = [before for step, before, _e in played
              if step.seat == lesson.human and before["trick"]
              and len(before["legal"]) < len(before["hand"])
              and not is_trump(before["trick"][0], Suit.HEARTS, Rank.NINE)]
    assert len(forced) >= 2   # a spade under K♠, a diamond under A♦


def test_trumping_when_void_and_a_discard_that_loses(played):
    tricks = _tricks(played)
    ruffs = [c for _s, c, w in tricks if w == 1 and c[0].suit is not Suit.HEARTS
             and c[0].rank is not Rank.NINE and c[1].suit is Suit.HEARTS]
    discards = [c for _s, c, w in tricks if w == 0 and c[1].suit is not c[0].suit
                and not is_trump(c[1], Suit.HEARTS, Rank.NINE)]
    assert len(ruffs) >= 2 and discards


def test_stage_two_is_played_out(played):
    events = _all_events(played)
    assert sum(isinstance(e, ev.StageTwo) for e in events) == 1
    stages = [stage for stage, _c, _w in _tricks(played)]
    assert stages == [1] * 13 + [2] * 13
    assert isinstance(events[-1], ev.MatchEnded)


def test_every_pointed_card_is_on_the_table_at_its_step(lesson, played):
    for number, (step, before, _e) in enumerate(played, start=1):
        visible = {c.code for c in before["trick"]}
        visible |= {c.code for c in before["hand"]} if step.seat == lesson.human else set()
        visible |= {before["face_up"].code} if before["face_up"] else set()
        for code in step.point:
            assert code in visible or step.seat != lesson.human, (number, code)


def test_the_persons_choices_are_explained(lesson, played):
    for number, (step, before, _e) in enumerate(played, start=1):
        if step.seat != lesson.human:
            continue
        assert step.say is not None and step.say(), number
        chosen = step.move(before["legal"])
        others = [a for a in before["legal"] if a != chosen]
        if others:
            assert step.other is not None, number
            assert all(step.other(a) for a in others), number


def test_a_refused_card_is_spoken_of_as_the_card_it_is(lesson, played):
    # Playing 2♠ where the lesson leads A♠ once read "Keep your trumps for now".
    for number, (step, before, _e) in enumerate(played, start=1):
        if step.seat != lesson.human:
            continue
        chosen = step.move(before["legal"])
        for other in (a for a in before["legal"] if a != chosen and hasattr(a, "card")):
            text = step.other(other)
            assert card_name(other.card) in text, (number, other, text)
            trump = is_trump(other.card, Suit.HEARTS, Rank.NINE)
            assert trump or "keep your trumps" not in text.lower(), (number, other, text)


def test_the_texts_are_short(lesson):
    texts = [lesson.intro(), lesson.outro(), lesson.title()]
    texts += [s.say() for s in lesson.steps if s.say is not None]
    assert all(0 < len(t) <= 420 for t in texts)
    assert all(t.count(". ") <= 4 for t in texts)
