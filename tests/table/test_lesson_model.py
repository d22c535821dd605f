"""The lesson model (``cardtable.table.lesson``) on the engine alone, without Qt."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.table.lesson import (
    LessonError,
    Step,
    all_lessons,
    cards,
    choice,
    play_through,
    start_state,
)
from tests.table.sample_lesson import sample_lesson


def test_the_sample_lesson_plays_to_the_end_of_its_deal():
    lesson = sample_lesson()
    state = play_through(lesson)
    assert state.scores == [0, 10]          # the simultaneous last trick cost seat 1
    assert state.moves_made == len(lesson.steps)


def test_start_state_deals_the_stacked_cards():
    state = start_state(sample_lesson())
    assert sorted(c.code for c in state.hands[0]) == sorted(
        ["9S", "10H", "8H", "JS", "6D", "3D", "AC"])
    assert state.current_seat == 1


def test_a_wrong_seat_names_its_step():
    lesson = sample_lesson()
    steps = list(lesson.steps)
    steps[2] = dataclasses.replace(steps[2], seat=0)
    with pytest.raises(LessonError, match=r"step 3 of 16: scripted for seat 0, but seat 1"):
        play_through(dataclasses.replace(lesson, steps=tuple(steps)))


def test_an_illegal_move_names_its_step():
    lesson = sample_lesson()
    steps = list(lesson.steps)
    steps[3] = Step(0, cards("KD"))     # not in the person's hand
    with pytest.raises(LessonError, match=r"step 4 of 16: the move is not legal"):
        play_through(dataclasses.replace(lesson, steps=tuple(steps)))


def test_a_deal_not_over_after_the_last_step_is_refused():
    lesson = sample_lesson()
    with pytest.raises(LessonError, match=r"step 15 of 15: the deal is not over"):
        play_through(dataclasses.replace(lesson, steps=lesson.steps[:-1]))


def test_steps_past_the_end_of_the_deal_are_refused():
    lesson = sample_lesson()
    extra = Step(lesson.steps[-1].seat, lesson.steps[-1].move)
    with pytest.raises(LessonError, match=r"step 16 of 17: the deal ended here"):
        play_through(dataclasses.replace(lesson, steps=(*lesson.steps, extra)))


def test_cards_and_choice_refuse_what_is_not_exactly_one_action():
    state = start_state(sample_lesson())
    state.apply(state.legal_actions()[0])     # seat 1 keeps; seat 0 exchanges now
    legal = state.legal_actions()
    assert cards("9S")(legal).cards[0].code == "9S"
    with pytest.raises(LookupError):
        cards("KD")(legal)
    with pytest.raises(LookupError, match="legal actions match"):
        choice(lambda a: a.name == "exchange")(legal)
    with pytest.raises(LookupError, match="no legal action"):
        choice(lambda a: False)(legal)


def test_every_lesson_of_the_rooms_plays_through():
    for lesson in all_lessons():
        play_through(lesson)
