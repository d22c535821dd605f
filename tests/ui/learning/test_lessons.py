"""Help → Learn to play: every lesson played to its end through the table, as a person.

The lessons are the games' own (``cardtable.table.lesson.all_lessons``); until a
room has one, the framework's sample lesson (``tests/table/sample_lesson.py``)
stands in, so this test always plays at least one lesson in both languages.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.table.hand_input import is_card_action
from cardtable.table.lesson import Lesson, all_lessons, scripted_action
from cardtable.texts import plain_label
from cardtable.ui.learning.lesson_vetting import same_move
from tests.table.sample_lesson import sample_lesson

LESSONS = all_lessons() or [sample_lesson()]
TIMEOUT = 20_000


def menu_action(window, lesson: Lesson):
    """The Help menu item of ``lesson`` (added if the lesson is the sample)."""
    runner = window.lessons
    if not any(known.key == lesson.key for _a, known in runner.actions):
        runner.add_lesson(lesson)
    title = lesson.title()
    found = [a for a in window.help_menu.actions() if plain_label(a.text()).endswith(title)]
    assert len(found) == 1, f"Help menu has no single {title!r}"
    return found[0]


def person_turn(window) -> bool:
    return window.hand_input.active or (window.controller.prompt is not None
                                        and window.controller.turn is not None)


def clear_selection(window) -> None:
    window.hand_input.select_codes([])


def act(window, qtbot, action) -> None:
    """Make ``action`` through the table's controls, as a person would."""
    prompt, bar, hand_input = window.controller.prompt, window.bar, window.hand_input
    assert prompt is not None
    for value, answer in prompt.answers.items():
        if answer == action:
            qtbot.mouseClick(bar.yes_button if value else bar.no_button,
                             Qt.MouseButton.LeftButton)
            return
    if prompt.keep is not None and prompt.keep == action:
        qtbot.mouseClick(bar.keep_button, Qt.MouseButton.LeftButton)
        return
    for label, choice in prompt.choices:
        if choice == action:
            qtbot.waitUntil(lambda lb=label: any(b.text() == lb for b in bar.choice_buttons),
                            timeout=TIMEOUT)
            button = next(b for b in bar.choice_buttons if b.text() == label)
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return
    assert is_card_action(action) and action.cards, f"no control makes {action}"
    clear_selection(window)
    for card in action.cards:
        item = next(i for i in hand_input.hand if i.code == card.code and not i.selected)
        item.clicked.emit(item)                      # what a mouse press on the card does
    button = bar.named_buttons[action.name] if prompt.buttons else bar.primary_button
    assert button.isEnabled(), f"{action}: its button is not enabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def try_illegal_move(window) -> None:
    """A card that cannot go now: explained in the panel with the engine's reason, not played."""
    runner, state = window.lessons, window.session.state
    before = state.moves_made
    dimmed = [i for i in window.hand_input.hand if i.marked == "dim"]
    if dimmed:
        dimmed[0].clicked.emit(dimmed[0])            # a click on a card that cannot go
    else:   # nothing dimmed: a card the person does not hold, as a stale drop would send
        held = {item.code for item in window.hand_input.hand}
        runner.pointer.explain_cards([next(c for c in runner.lesson.deck if c not in held)])
    assert runner.panel.refusal.isVisible() and runner.panel.refusal.text()
    assert window.session.state.moves_made == before


def check_glows(window, scripted) -> None:
    """In the person's hand only the cards of the move to make wear the pink
    outline (never a dimmed card, none while the move is Pass or Draw), and
    the panel says what the outline means whenever one is shown."""
    runner, hand = window.lessons, window.scene.hands[window.lessons.lesson.human]
    glowing = [glow.parentItem() for glow in runner.pointer.glows]
    to_play = {c.code for c in getattr(scripted, "cards", ()) or ()}
    for item in glowing:
        if any(item is mine for mine in hand):
            assert item.code in to_play and item.marked != "dim", (runner.index + 1, item.code)
    assert runner.panel.legend.isVisibleTo(runner.panel) == bool(glowing)


def try_unscripted_move(window, qtbot, scripted, legal) -> None:
    """A legal move the lesson does not want: refused with a reason, not played."""
    runner = window.lessons
    before = window.session.state.moves_made
    runner.panel.set_refusal("")
    other_move = next(a for a in legal if not same_move(a, scripted))
    act(window, qtbot, other_move)
    assert window.session.state.moves_made == before, f"{other_move} was played"
    assert runner.panel.refusal.isVisible() and runner.panel.refusal.text()
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=TIMEOUT)   # asked again


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.key)
def test_a_lesson_from_the_help_menu_to_a_game_against_easy_ais(window, qtbot, language,
                                                                 lesson, monkeypatch):
    from cardtable.ui.play import game_over

    over_dialogs: list = []   # a lesson that ends its game ends in the outro, not this dialog
    monkeypatch.setattr(game_over.GameOverDialog, "exec", lambda self: over_dialogs.append(1))
    window.resize(1366, 768)
    runner = window.lessons
    menu_action(window, lesson).trigger()
    panel = runner.panel
    qtbot.waitUntil(lambda: panel.start_button.isVisible(), timeout=TIMEOUT)
    assert panel.text.text() and not window.panel.isVisible()
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    tried = tried_illegal = False
    pressed_key = False
    seen: set[int] = set()
    for _ in range(len(lesson.steps) * 3 + 10):
        qtbot.waitUntil(lambda: panel.play_button.isVisible() or panel.continue_button
                        .isVisible() or (person_turn(window) and runner.index not in seen),
                        timeout=TIMEOUT)
        assert panel.text.text().strip(), f"step {runner.index + 1}: no text"
        codes = {i.code for i in window.scene.all_cards() if i.code}
        for code in runner.pointer.pointed():
            assert code in codes, f"step {runner.index + 1} points at {code}, not on the table"
        if panel.play_button.isVisible():
            break
        if panel.continue_button.isVisible():
            if not pressed_key:
                pressed_key = True
                qtbot.keyClick(window.view, Qt.Key.Key_Space)
            else:
                qtbot.mouseClick(panel.continue_button, Qt.MouseButton.LeftButton)
            continue
        step = lesson.steps[runner.index]
        assert step.seat == lesson.human
        legal = window.session.state.legal_actions()
        scripted = scripted_action(step, legal)
        check_glows(window, scripted)
        if not tried and len(legal) > 1:
            tried = True
            try_unscripted_move(window, qtbot, scripted, legal)
        if not tried_illegal and window.hand_input.hand and any(
                is_card_action(a) and a.cards for a in legal):
            tried_illegal = True
            try_illegal_move(window)
        seen.add(runner.index)
        act(window, qtbot, scripted)
    assert panel.play_button.isVisible(), "the lesson did not reach its end"
    assert runner.index == len(lesson.steps)
    assert tried, "no step of the person's had another move to try"
    assert tried_illegal, "no step of the person's was about cards"
    assert pressed_key or not any(s.wait for s in lesson.steps)
    assert window.session.state.moves_made == len(lesson.steps)
    assert over_dialogs == []
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    assert not runner.active and not panel.isVisible() and window.panel.isVisible()
    seats = window.session.seats
    assert window.session.script is None and window.session.game == lesson.game
    assert window.session.variant == lesson.variant and len(seats) == lesson.players
    assert [s.level for s in seats if s.player == "ai"] == ["easy"] * (lesson.players - 1)


def test_a_lesson_keeps_the_unfinished_game_and_has_no_undo_or_hint(window, qtbot, tmp_path):
    window.start_game(variant="twenty-two", players=3, seed=4)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=TIMEOUT)
    act(window, qtbot, window.session.state.legal_actions()[0])
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=TIMEOUT)
    before = window.session.state.fingerprint()
    saved = (tmp_path / "autosave.cardtable").read_bytes()
    lesson = sample_lesson()
    menu_action(window, lesson).trigger()         # asked (conftest says Yes), then dealt
    runner = window.lessons
    qtbot.mouseClick(runner.panel.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=TIMEOUT)   # step 2: the person
    assert runner.index == 1
    assert not window.aids.hint_action.isEnabled() and not window.session.can_undo()
    act(window, qtbot, lesson.steps[1].move(window.session.state.legal_actions()))
    qtbot.waitUntil(lambda: runner.panel.continue_button.isVisible(), timeout=TIMEOUT)
    assert (tmp_path / "autosave.cardtable").read_bytes() == saved
    qtbot.mouseClick(runner.panel.leave_button, Qt.MouseButton.LeftButton)
    assert not runner.active and window.session.script is None
    assert window.session.state.fingerprint() == before


@pytest.mark.parametrize("width", [200, 230, 600])
def test_the_play_button_reads_whole_in_a_narrow_panel(qapp, language, width):
    """At 800×600 the panel is about 210 px wide: "Play a game against easy
    opponents" was cut on both sides; it breaks onto two lines instead."""
    from cardtable.ui.learning.lesson_panel import LessonPanel, bold_metrics

    panel = LessonPanel()
    panel.resize(width, 500)
    panel.show_buttons(play=True)
    panel.show()
    qapp.processEvents()
    button = panel.play_button
    lines = button.text().split("\n")
    metrics = bold_metrics(button)
    assert all(metrics.horizontalAdvance(line) <= button.width() - 24 for line in lines)
    assert "".join(lines).replace(" ", "") == button.accessibleName().replace(" ", "")
    fits = metrics.horizontalAdvance(button.accessibleName()) <= button.width() - 24
    assert len(lines) == (1 if fits else 2)
    if language == "en":
        assert fits == (width >= 600)
    panel.close()
