"""Sneak's lesson on the engine alone: it plays to the end of its deal and
really shows the rules it promises (a draw, a called sneak, a
flaunt, a bluff that wins), so a script change that loses one fails here."""

from __future__ import annotations

import pytest

from cardtable.cards import parse_card
from cardtable.games.sneak import classify
from cardtable.games.sneak import events as ev
from cardtable.games.sneak.combos import ComboType, flaunt_beats
from cardtable.table.lesson import play_through, scripted_action, start_state
from cardtable.table.sneak import lesson_texts, lessons
from cardtable.table.sneak.lesson_script import BEN, CHLOE, YOU


@pytest.fixture(scope="module")
def lesson():
    (found,) = lessons()
    return found


@pytest.fixture(scope="module")
def played(lesson):
    """Every step's events (what everyone sees, hidden cards included), by step."""
    state = start_state(lesson)
    state.take_pending_events()
    out = []
    for step in lesson.steps:
        legal = state.legal_actions()
        before = (sorted(c.code for c in state.hands[lesson.human]),
                  [c.code for c in state.play.cards]
                  if state.play is not None and state.play.kind == "flaunt" else [], len(legal))
        action = scripted_action(step, legal)
        events = list(state.apply(action)) + state.take_pending_events()
        out.append((step, before, action, events))
    return out


def _all(played, kind):
    return [e for _, _, _, events in played for e in events if isinstance(e, kind)]


def test_the_lesson_plays_its_whole_first_deal(lesson):
    state = play_through(lesson)
    assert state.deal_no == 2 and not state.is_over      # the next deal has begun
    assert lesson.game == "sneak" and lesson.variant == "sneak" and lesson.players == 3
    assert (lesson.human, lesson.dealer) == (YOU, CHLOE)  # you sit at the dealer's left


def test_the_outro_scores_are_the_deals(played):
    (ended,) = _all(played, ev.DealEnded)
    assert ended.points == (19, 18, 15)                   # the outro says so


def test_every_turn_of_yours_starts_with_a_draw_and_cards_are_drawn(played):
    assert len(_all(played, ev.Drew)) == 52               # the whole stock
    first = next(action for step, _, action, _ in played if step.seat == YOU)
    assert first.name == "draw"


def test_a_sneak_is_called_and_the_challenger_wins(played):
    reveals = [e for e in _all(played, ev.Revealed) if e.kind == "sneak"]
    assert reveals
    won = _all(played, ev.ChallengeWon)
    assert any(e.seat == YOU and e.kind == "sneak" for e in won)   # your Q♣ over Ben's 5♦
    assert any(e.seat == BEN and e.kind == "sneak" for e in won)   # Chloe's challenge cost her


def test_flaunts_are_shown_banked_and_challenged(played):
    flaunts = _all(played, ev.Flaunted)
    assert {e.seat for e in flaunts} == {YOU, BEN, CHLOE}
    banked = [e for e in _all(played, ev.PlayBanked) if e.kind == "flaunt"]
    assert any(e.seat == YOU for e in banked)             # your three kings
    reveals = [e for e in _all(played, ev.Revealed) if e.kind == "flaunt"]
    assert reveals and all(len(e.sets) == 2 for e in reveals)


def test_a_bluff_of_yours_wins(played):
    """A sneak of yours with no combo goes unchallenged into your pile."""
    bluffs = []
    for _, _, action, events in played:
        if action.name == "sneak" and any(isinstance(e, ev.Sneaked) and e.seat == YOU
                                          for e in events):
            weak = classify(action.cards).type is ComboType.NONE
            bluffs.append(weak)
        if any(isinstance(e, ev.PlayBanked) and e.seat == YOU and e.kind == "sneak"
               for e in events) and bluffs and bluffs[-1]:
            return
    pytest.fail("no sneak of yours without a combo was banked unchallenged")


def test_you_pass_once_and_the_last_holder_banks(played):
    passes = [action for step, _, action, _ in played
              if step.seat == YOU and action.name == "pass"]
    assert len(passes) == 1
    (last,) = _all(played, ev.HandBanked)
    assert last.seat == CHLOE
    _, _, forced, _ = played[-5]                          # your turn after the last draw
    assert forced.name == "flaunt"                        # the empty stock forces flaunts


def test_every_step_of_yours_speaks_and_points_at_visible_cards(lesson, played):
    for number, (step, (hand, face_up, choices), action, _) in enumerate(played, start=1):
        if step.seat == YOU:
            assert step.say is not None and step.say(), number
            if action.name != "draw" and choices > 1:   # a decision says why not the others
                assert step.other is not None, number
        if step.wait:
            assert step.seat != YOU and step.say is not None, number
        assert set(step.point) <= set(hand) | set(face_up), (number, step.point)
    for text in (lesson.title, lesson.intro, lesson.outro):
        assert text()


def test_the_texts_name_the_seats_as_the_lesson_table_does():
    from cardtable.ui.setup.remembered import AI_NAMES
    assert AI_NAMES[BEN % len(AI_NAMES)] == "Ben"
    assert AI_NAMES[CHLOE % len(AI_NAMES)] == "Chloe"


def test_other_explains_each_kind_of_move(lesson, played):
    """The person's challenge of Ben's sneak: passing gets its own reason."""
    step = next(step for step, _, action, _ in played
                if step.seat == YOU and action.name == "challenge")

    class Fake:
        name = "pass"
    assert "Ben" in step.other(Fake())


def test_the_lesson_says_the_flaunt_rule_the_engine_plays():
    # "Beaten only by a higher combo of the same kind", then a straight flush
    # took a flaunted flush: the text says that a straight flush counts as one.
    def cards(text):
        return [parse_card(c) for c in text.split()]

    assert flaunt_beats(cards("JS 10S 9S"), cards("9H 7H 2H"))
    said = lesson_texts.flaunt_banked()
    assert "same kind" not in said and "a straight flush counting as one" in said
    assert flaunt_beats(cards("5H 6H 7H"), cards("2S 3C 4D"))   # a run in one suit beats a straight
    assert "higher run" in lesson_texts.flaunt_straight()


def test_the_banked_kings_are_counted_as_the_engine_counts(lesson):
    # "Your kings are banked: 10 points", of which 3 were the kings'.
    state = start_state(lesson)
    state.take_pending_events()
    for step in lesson.steps:
        if step.say is lesson_texts.kings_banked:
            break
        state.apply(scripted_action(step, state.legal_actions()))
        state.take_pending_events()
    banked = len(state.piles[YOU])
    said = lesson_texts.kings_banked()
    assert "3 points more" in said and f"{banked} in all" in said


def test_a_routine_draw_says_why_another_move_is_not_taken(lesson):
    draws = [s for s in lesson.steps if s.seat == YOU and s.other is not None
             and s.say in (lesson_texts.second_draw, lesson_texts.third_draw)]
    assert len(draws) == 2

    class Sneak:
        name, cards = "sneak", ()

    assert all(step.other(Sneak()) == lesson_texts.draw_to_build() for step in draws)
