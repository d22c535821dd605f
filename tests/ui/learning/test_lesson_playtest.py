"""What a newcomer tripped over when playing the lessons in a real window.

The Help menu's lessons stand as a group; opening one over a game the
autosave keeps does not threaten to abandon it; leaving gives the side panel
its width back; the deal summary at a lesson's end does not deal a second
deal nobody plays; a card dimmed by the cards already chosen says why.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from cardtable.table.lesson import all_lessons, scripted_action
from tests.table.sample_lesson import sample_lesson
from tests.ui.learning.test_lessons import act, menu_action, person_turn
from tests.ui.play.test_deal_summary import make_window

TIMEOUT = 20_000


def play_to(window, qtbot, index: int, start: bool = True) -> None:
    """Start the open lesson (``start``) and play it as scripted until step
    ``index`` is due (``index`` = len(steps): to the end)."""
    runner = window.lessons
    panel = runner.panel
    if start:
        qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    steps = runner.lesson.steps
    while True:
        qtbot.waitUntil(lambda: panel.play_button.isVisible() or panel.continue_button
                        .isVisible() or person_turn(window), timeout=TIMEOUT)
        if panel.play_button.isVisible() or runner.index >= index:
            return
        if panel.continue_button.isVisible():
            qtbot.mouseClick(panel.continue_button, Qt.MouseButton.LeftButton)
            continue
        before = window.session.state.moves_made
        act(window, qtbot, scripted_action(steps[runner.index],
                                           window.session.state.legal_actions()))
        qtbot.waitUntil(lambda b=before: window.session.state.moves_made > b, timeout=TIMEOUT)


def start_a_game_with_one_move(window, qtbot) -> None:
    window.start_game(variant="twenty-two", players=3, seed=4)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=TIMEOUT)
    act(window, qtbot, window.session.state.legal_actions()[0])
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=TIMEOUT)


def test_the_help_menu_sets_the_lessons_apart_from_the_rules_and_about(window):
    window.help_menu.aboutToShow.emit()      # the person opens the menu: the lessons are listed
    actions = window.help_menu.actions()
    lessons = [i for i, a in enumerate(actions) if any(a is b for b, _ in window.lessons.actions)]
    assert lessons == list(range(lessons[0], lessons[-1] + 1))   # one group
    assert actions[lessons[0] - 1].isSeparator()
    assert actions[lessons[-1] + 1].isSeparator()
    assert actions[lessons[-1] + 2] is window.about_action


def test_a_lesson_over_a_kept_game_does_not_ask_to_abandon_it(window, qtbot, monkeypatch):
    asked: list = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: asked.append(a) or QMessageBox.StandardButton.No)
    start_a_game_with_one_move(window, qtbot)
    before = window.session.state.fingerprint()
    menu_action(window, sample_lesson()).trigger()
    assert asked == [] and window.lessons.active
    qtbot.mouseClick(window.lessons.panel.leave_button, Qt.MouseButton.LeftButton)
    assert window.session.state.fingerprint() == before


def test_leaving_a_lesson_gives_the_side_panel_its_width_back(window, qtbot):
    split = window.centralWidget()
    qtbot.waitUntil(lambda: window.panel.width() > 100, timeout=TIMEOUT)
    width = split.sizes()[-1]
    menu_action(window, sample_lesson()).trigger()
    qtbot.waitUntil(lambda: window.lessons.panel.isVisible(), timeout=TIMEOUT)
    qtbot.mouseClick(window.lessons.panel.leave_button, Qt.MouseButton.LeftButton)
    assert window.panel.isVisible()
    assert split.sizes()[-1] == width > 100


def test_the_summary_at_a_lessons_end_only_closes(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)      # the deal summary on
    lesson = sample_lesson()
    menu_action(window, lesson).trigger()
    pause = window.controller.deal_pause
    with qtbot.waitSignal(pause.shown, timeout=TIMEOUT):
        play_to(window, qtbot, len(lesson.steps))
    panel = window.lessons.panel
    qtbot.waitUntil(lambda: panel.play_button.isVisible(), timeout=TIMEOUT)
    assert window.scene.hands[0] == []            # the lesson's deal is played out
    qtbot.mouseClick(pause.panel.button, Qt.MouseButton.LeftButton)
    qtbot.wait(50)   # give a wrongly dealt second deal its chance to show up
    assert not pause.panel.isVisible() and not pause.waiting
    assert window.scene.hands[0] == []            # no second deal that nobody plays
    assert panel.play_button.isVisible() and window.lessons.active
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.hand_input.active or bool(window.scene.hands[0]),
                    timeout=TIMEOUT)
    assert window.session.script is None
    window.close()


def test_a_card_dimmed_by_the_cards_chosen_says_why(window, qtbot):
    lesson = next(le for le in all_lessons() if le.key == "sneak")
    menu_action(window, lesson).trigger()
    runner = window.lessons
    play_to(window, qtbot, 9)                     # Ben sneaked one card: challenge with one
    assert runner.index == 9
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=TIMEOUT)
    hand = {item.code: item for item in window.hand_input.hand}
    hand["3S"].clicked.emit(hand["3S"])
    assert hand["7D"].marked == "dim"             # a second card would be one too many
    runner.panel.set_refusal("")
    hand["7D"].clicked.emit(hand["7D"])
    assert runner.panel.refusal.isVisible() and runner.panel.refusal.text()


def test_the_replay_viewer_shows_each_moves_whole_value(window, qtbot):
    from cardtable.review.grading import DEAL, Graded
    from tests.review.played import played_steps

    steps = played_steps("twenty-two")
    viewer = window.archive.replay(steps, "twenty-two")
    index = steps.deal_start(1)                  # 22's exchange: long moves to name
    viewer.show_step(index)
    legal = sorted(viewer.current_state().legal_actions(),
                   key=lambda a: -len(getattr(a, "cards", ()) or ()))[:8]
    assert len(legal) >= 2 and len(legal[0].cards) >= 5
    values = tuple((action, (0.29, 2.1)) for action in legal)
    decision = Graded(index=index, deal=1, trick=1, move=1, played=legal[0], kind=DEAL,
                      values=values, best=legal[1], cost=0.1)
    panel = viewer.review
    panel.decisions[index] = decision
    viewer.show_step(index)
    qtbot.waitUntil(lambda: panel.list.isVisible(), timeout=TIMEOUT)
    header, item = panel.list.header(), panel.list.topLevelItem(0)
    needed = panel.list.fontMetrics().horizontalAdvance(item.text(1))

    def whole_value_in_view() -> bool:
        right = header.sectionViewportPosition(1) + header.sectionSize(1)
        return header.sectionSize(1) >= needed and right <= panel.list.viewport().width()

    panel.list.doItemsLayout()                   # the columns as they will be drawn
    assert whole_value_in_view()
    viewer.close()


def test_the_panel_says_whose_move_it_is(window, qtbot):
    """While an AI moved with no text of its own, the panel still showed the
    person's last instruction and nothing said the AI was to move."""
    lesson = next(le for le in all_lessons() if le.key == "sneak")
    menu_action(window, lesson).trigger()
    runner = window.lessons
    mine = next(i for i, step in enumerate(lesson.steps) if step.seat == lesson.human)
    held = next(i for i, step in enumerate(lesson.steps)
                if step.seat != lesson.human and step.wait)    # the game waits there
    play_to(window, qtbot, mine)
    assert runner.panel.progress.text().endswith(runner.tr("your move"))
    play_to(window, qtbot, held, start=False)
    assert runner.index == held and runner.panel.continue_button.isVisible()
    ai_name = window.session.seats[lesson.steps[held].seat].name
    assert runner.panel.progress.text().endswith(
        runner.tr("%1's move").replace("%1", ai_name))


def test_the_trick_just_taken_is_said_in_the_panel(window, qtbot):
    """A step's text spoke of a trick the table had already swept to the
    winner's pile: the panel says what the last trick was, and who took it."""
    lesson = next(le for le in all_lessons() if le.key == "twenty-two")
    menu_action(window, lesson).trigger()
    runner = window.lessons
    assert not runner.panel.last_trick.isVisible()       # no trick taken yet
    second_lead = [i for i, step in enumerate(lesson.steps) if step.seat == lesson.human]
    play_to(window, qtbot, second_lead[-3])
    qtbot.waitUntil(lambda: runner.panel.last_trick.isVisible(), timeout=TIMEOUT)
    text = runner.panel.last_trick.text()
    assert text.startswith("Trick ") and "took it" in text
    assert any(name in text for name in window.controller.names())


def test_the_outro_waits_for_the_table_to_show_the_last_trick(qtbot, tmp_path):
    """The session's events come at once, the table shows them over time: the
    outro ("well done") came while the last trick was still unresolved on the
    felt. It comes once the table has caught up."""
    window = make_window(qtbot, tmp_path, pause=False)
    lesson = sample_lesson()
    menu_action(window, lesson).trigger()
    play_to(window, qtbot, len(lesson.steps) - 1)
    window.set_speed("fast")                      # the last trick is shown over time
    runner = window.lessons
    seen: list[tuple[int, int]] = []
    show = runner.panel.show_buttons

    def watched(**kw) -> None:
        if kw.get("play") and not seen:
            seen.append((len(window.scene.trick), len(window.scene.hands[0])))
        show(**kw)
    runner.panel.show_buttons = watched
    play_to(window, qtbot, len(lesson.steps), start=False)
    qtbot.waitUntil(lambda: bool(seen), timeout=TIMEOUT)
    assert seen == [(0, 0)]     # the last trick gathered, and no next deal on the table
    window.close()
