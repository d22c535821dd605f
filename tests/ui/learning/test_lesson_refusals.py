"""A move the lesson does not take is answered about that move.

Every lesson's every other legal move is vetted as the table vets it
(:class:`LessonScript`): the refusal names the move made, so a text written
for a kind of move ("keep your trumps") never reads as if about another card.
"""

from __future__ import annotations

import pytest

from cardtable.games.errors import IllegalAction
from cardtable.table.lesson import all_lessons, scripted_action, start_state
from cardtable.texts import card_name, cards_name
from cardtable.ui.learning.lesson_vetting import LessonScript


def _word(action) -> str:
    found = getattr(action, "cards", ()) or ()
    return cards_name(found) if found else str(action)


@pytest.mark.parametrize("lesson", all_lessons(), ids=lambda lesson: lesson.key)
def test_every_refused_move_is_named_in_its_refusal(qapp, lesson):
    state = start_state(lesson)
    state.take_pending_events()
    script = LessonScript(lesson, state.moves_made, _word)
    said: list[str] = []
    script.refused.connect(said.append)
    for step in lesson.steps:
        legal = state.legal_actions()
        chosen = scripted_action(step, legal)
        if step.seat == lesson.human:
            for other in legal:
                if other == chosen or script.move(state) == other:
                    continue
                with pytest.raises(IllegalAction):
                    script.vet(state, other)
                for card in getattr(other, "cards", ()) or ():
                    assert card_name(card) in said[-1], (lesson.key, str(other), said[-1])
        state.apply(chosen)
        state.take_pending_events()
