"""The Cucumber room's lessons: they play on the engine, and the
rules they are meant to show really happen in the deal.

Pure engine tests (no Qt application): each lesson is played step by step,
its events collected, and the rules each lesson is meant to show for 22
(a set lead, a heading follow, the lowest cards, the exchange, the
simultaneous last trick, a penalty card) and for the family (Rassi's
questions asked and answered, the multiplier, the ace low in an in-turn last
trick) are looked for in them — a script edited so that it stops showing
one fails here.
"""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.cards import parse_card
from cardtable.games.cucumber import events as ev
from cardtable.games.cucumber.actions import Decide, Exchange
from cardtable.games.cucumber.values import values_for
from cardtable.table.cucumber import lessons as room_lessons
from cardtable.table.lesson import Lesson, play_through, scripted_action, start_state


def _lesson(key: str) -> Lesson:
    return next(lesson for lesson in room_lessons() if lesson.key == key)


def _played(lesson: Lesson) -> list[tuple[int, Any, list[Any], list[ev.Event]]]:
    """Every step as (seat, scripted action, legal actions, events it caused)."""
    state = start_state(lesson)
    state.take_pending_events()
    out = []
    for step in lesson.steps:
        legal = list(state.legal_actions())
        action = scripted_action(step, legal)
        out.append((step.seat, action, legal, list(state.apply(action))))
    return out


def _events(lesson: Lesson) -> list[ev.Event]:
    return [e for *_, events in _played(lesson) for e in events]


def test_room_offers_both_lessons_in_order() -> None:
    import cardtable.table.cucumber as room
    room.lessons()  # importing the scripts must not replace the room's lessons()
    found = room.lessons()
    assert [lesson.key for lesson in found] == ["twenty-two", "cucumber"]
    assert [lesson.variant for lesson in found] == ["twenty-two", "rassi"]
    assert all(lesson.human == 0 and lesson.game == "cucumber" for lesson in found)


@pytest.mark.parametrize("key", ["twenty-two", "cucumber"])
def test_lesson_plays_through_the_whole_first_deal(key: str) -> None:
    lesson = _lesson(key)
    state = play_through(lesson)
    assert state.deal_no == 2 and not state.is_over
    assert len(lesson.deck) == 52


def test_22_shows_every_rule_the_issue_names() -> None:
    events = _events(_lesson("twenty-two"))
    plays = [e for e in events if isinstance(e, ev.Played)]
    exchanged = [e for e in events if isinstance(e, ev.Exchanged)]
    # The exchange: the person swaps cards, and someone keeps their hand.
    assert any(e.seat == 0 and e.count > 0 for e in exchanged)
    assert any(e.count == 0 for e in exchanged)
    # A set lead by the person, a follow that heads, a follow of the lowest cards.
    assert any(e.lead and e.seat == 0 and len(e.cards) >= 2 for e in plays)
    assert any(not e.lead and e.heading for e in plays)
    assert any(not e.lead and not e.heading for e in plays)
    # The person heads with a card equal to the best one and wins as its last player.
    equal = [e for e in plays if e.seat == 0 and e.heading]
    assert equal and any(isinstance(w, ev.TrickWon) and w.seat == 0
                         and w.trick == equal[0].trick for w in events)
    # The simultaneous last trick: every card laid face down, then all shown.
    assert sum(isinstance(e, ev.LastCardPlaced) for e in events) == 3
    revealed = [e for e in events if isinstance(e, ev.LastTrickRevealed)]
    assert len(revealed) == 1 and len(revealed[0].cards) == 3
    # A penalty card kept out of play in front of its loser, not the person.
    penalties = [e for e in events if isinstance(e, ev.PenaltyTaken)]
    assert len(penalties) == 1 and penalties[0].kept and penalties[0].seat != 0


def test_rassi_asks_and_answers_its_three_questions() -> None:
    events = _events(_lesson("cucumber"))
    declared = [(e.seat, e.name, e.value) for e in events if isinstance(e, ev.Declared)]
    assert (0, "free", True) in declared
    assert (0, "double", False) in declared
    assert any(name == "double" and value for _, name, value in declared)
    assert {seat for seat, name, _ in declared if name == "redouble"} == {0, 1, 2}
    # Only single cards are led, and the last trick is played in turn.
    assert all(len(e.cards) == 1 for e in events if isinstance(e, ev.Played))
    assert not any(isinstance(e, ev.LastCardPlaced) for e in events)
    # The doubler loses double; the card goes back into the deck.
    penalty = next(e for e in events if isinstance(e, ev.PenaltyTaken))
    assert penalty.multiplier == 2 and not penalty.kept and penalty.seat == 1
    assert penalty.points == 2 * 13


def test_rassi_ace_is_low_in_the_last_trick() -> None:
    played = _played(_lesson("cucumber"))
    last = [e for *_, events in played[-3:] for e in events if isinstance(e, ev.Played)]
    assert [c.rank.symbol for e in last for c in e.cards].count("A") == 2
    penalty = next(e for *_, events in played for e in events
                   if isinstance(e, ev.PenaltyTaken))
    assert penalty.card.rank.symbol == "K"


@pytest.mark.parametrize("key", ["twenty-two", "cucumber"])
def test_person_steps_speak_and_explain_the_alternatives(key: str) -> None:
    """Every move of the person's has text; where another legal move exists,
    the step says why it is not the lesson's (a text for each of them)."""
    lesson = _lesson(key)
    for number, (seat, action, legal, _events) in enumerate(_played(lesson), start=1):
        step = lesson.steps[number - 1]
        if seat != lesson.human:
            continue
        assert step.say is not None and step.say(), f"step {number} has no text"
        others = [a for a in legal if a != action]
        if not others:
            continue
        assert step.other is not None, f"step {number} does not explain its alternatives"
        for other in others:
            assert step.other(other), f"step {number}: no text for {other}"


@pytest.mark.parametrize("key", ["twenty-two", "cucumber"])
def test_pointed_cards_are_in_view_when_pointed_at(key: str) -> None:
    """A step points only at cards face up then: the person's hand or the trick."""
    lesson = _lesson(key)
    state = start_state(lesson)
    state.take_pending_events()
    for number, step in enumerate(lesson.steps, start=1):
        visible = {c.code for c in state.hands[lesson.human]}
        visible |= {c.code for _, cs in state.trick for c in cs}
        assert set(step.point) <= visible, f"step {number} points at {step.point}"
        state.apply(scripted_action(step, state.legal_actions()))


@pytest.mark.parametrize("key", ["twenty-two", "cucumber"])
def test_texts_are_short(key: str) -> None:
    """Short texts (2–4 sentences for steps): no step text over 330
    characters, intro and outro under 520."""
    lesson = _lesson(key)
    assert lesson.title() and len(lesson.intro()) < 520 and len(lesson.outro()) < 520
    for step in lesson.steps:
        if step.say is not None:
            assert 0 < len(step.say()) <= 330, step.say()


def test_exchange_step_keeps_to_its_cards() -> None:
    """The person's scripted exchange is an exchange of exactly 8♦ 9♠, and keeping
    the hand is explained differently from giving up the ace."""
    lesson = _lesson("twenty-two")
    seat, action, legal, _ = _played(lesson)[0]
    assert seat == 0 and isinstance(action, Exchange)
    assert sorted(c.code for c in action.cards) == ["8D", "9S"]
    keep = next(a for a in legal if not a.cards)
    ace = next(a for a in legal if [c.code for c in a.cards] == ["AH"])
    assert lesson.steps[0].other(keep) != lesson.steps[0].other(ace)
    free = _played(_lesson("cucumber"))[0][1]
    assert free == Decide("free", True)


def test_the_cucumber_lesson_says_once_how_the_ace_ranks_and_scores() -> None:
    # "A 14", "the lowest card in the last trick", "only an ace can beat K♦" were
    # each said in passing; the intro says it once, as the engine plays it.
    lesson = _lesson("cucumber")
    values = values_for(lesson.game_rules())
    ace, two = parse_card("AC"), parse_card("2C")
    assert values.strength[ace] == max(v for c, v in values.strength.items() if not c.is_joker)
    assert values.last_strength[ace] < values.last_strength[two]
    intro = lesson.intro()
    assert "The ace is the highest card, except in Rassi's last trick, where it is the " \
           "lowest, below the 2." in intro
    assert f"ace {values.points[ace]}" in intro


def test_the_family_lessons_last_screen_is_not_a_list_of_variants() -> None:
    # Its last screen listed every variant's points and limits: the newcomer
    # needs the deal's result and where to look the rest up.
    outro = _lesson("cucumber").outro()
    assert len(outro) < 300 and "26" in outro and "Help → Rules" in outro
    assert "Mätäpesä" not in outro and "Ogórek" not in outro
