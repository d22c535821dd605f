"""Review my play in the window: from the game-over dialog, from History and
from the replay viewer; progress, cancel, the jump and every move's value."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator

from cardtable.review import worker
from cardtable.ui.play.game_over import GameOverDialog
from cardtable.ui.review.review_window import ReviewWindow
from tests.depth import shorter
from tests.review.played import played_steps
from tests.ui.archive.test_history_replay import play_to_the_end
from tests.ui.gap_meter import GapMeter

pytestmark = pytest.mark.long   # whole games: run first (tests/conftest.py)


@pytest.fixture(autouse=True, scope="module")
def _review_process():
    """One review worker for the module, stopped at its end."""
    yield
    worker.shutdown()


def finished(review: ReviewWindow, qtbot) -> None:
    qtbot.waitUntil(lambda: review.summary is not None, timeout=120_000)


def check_the_jump(review: ReviewWindow, qtbot) -> None:
    """The costliest move's entry shows its step in a replay viewer, where
    every weighed legal move has its value and the played and best are marked."""
    summary = review.summary
    assert review.moves.count() == len(summary.mistakes) > 0
    item = review.moves.item(0)
    decision = summary.mistakes[0]
    assert item.data(Qt.ItemDataRole.UserRole) == decision.index
    review.moves.itemActivated.emit(item)
    viewer = review.viewer
    assert viewer is not None and viewer.isVisible() and viewer.index == decision.index
    panel = viewer.review
    rows = [panel.list.topLevelItem(i) for i in range(panel.list.topLevelItemCount())]
    assert len(rows) == len(decision.values) >= 2 and panel.list.isVisible()
    assert all(row.text(1) and row.text(1) != "—" for row in rows)
    marked = [row.text(0) for row in rows if "▶" in row.text(0)]
    assert len(marked) == 1 and any("★" in row.text(0) for row in rows)
    assert rows[[r.text(0) for r in rows].index(marked[0])].font(0).bold()


def test_review_from_the_game_over_dialog(window, qtbot, monkeypatch):
    shown: list[GameOverDialog] = []

    def review_at_once(dialog) -> int:
        shown.append(dialog)
        dialog.review_button.click()
        return dialog.result()

    monkeypatch.setattr(GameOverDialog, "exec", review_at_once)
    play_to_the_end(window, qtbot, "supertrump", "supertrump", 4)
    assert shown
    review = window.review_window
    assert isinstance(review, ReviewWindow) and review.isVisible()
    assert review.progress.maximum() == review.job.summary.planned > 0
    finished(review, qtbot)
    assert window.session.state.is_over          # Review did not start a new game
    summary = review.summary
    assert summary.complete and review.progress.value() == summary.planned
    assert review.total.text() and not review.cancel_button.isVisible()
    check_the_jump(review, qtbot)


def test_review_from_history_keeps_the_window_responsive(window, qtbot):
    play_to_the_end(window, qtbot, "cucumber", "twenty-two", 6,
                    rules=shorter("twenty-two", 2))   # a game of a few deals
    history = window.archive.show_history()
    assert history.review_button.isEnabled()
    meter = GapMeter()
    qtbot.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    review = history.review_window
    assert isinstance(review, ReviewWindow)
    meter.start()
    values: list[int] = []
    review.progress.valueChanged.connect(values.append)
    finished(review, qtbot)
    meter.stop()
    gaps = meter.gaps
    print(f"longest event-loop gap while reviewing: {max(gaps):.1f} ms of {len(gaps)}")
    assert len(gaps) > 3 and meter.responsive(), meter.stalls()   # the hint's limit
    assert values and values[-1] == review.summary.planned and review.summary.complete
    history.close()


def test_the_replay_viewers_review_of_a_deal_and_its_cancel(window, qtbot):
    steps = played_steps("agurk")
    viewer = window.archive.replay(steps, "agurk")
    panel = viewer.review
    assert panel.button.isEnabled() and not panel.list.isVisible()
    viewer.show_step(steps.deal_start(2))
    review = panel.review(whole=False)
    assert review.deal == 2 and review.viewer is viewer
    finished(review, qtbot)
    assert {d.deal for d in review.summary.decisions} == {2}
    decision = review.summary.decisions[0]
    viewer.show_step(decision.index)                 # values at any reviewed decision
    assert panel.list.topLevelItemCount() == len(decision.values) >= 2
    viewer.show_step(decision.index + 1)
    assert not panel.list.isVisible()
    whole = panel.review(whole=True)
    qtbot.waitUntil(lambda: whole.progress.value() >= 1, timeout=60_000)
    qtbot.mouseClick(whole.cancel_button, Qt.MouseButton.LeftButton)
    finished(whole, qtbot)
    assert not whole.summary.complete and whole.total.text()
    viewer.close()


class Marked(QTranslator):
    """Marks the review's own texts, so a language switch shows without the .qm."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if context in ("ReviewPanel", "ReviewWindow", "ReviewText"):
            return "«" + source
        return None

    def isEmpty(self) -> bool:  # Qt override: an empty translator is not installed
        return False


def test_the_review_follows_a_language_switch(window, qtbot):
    steps = played_steps("twenty-two")
    viewer = window.archive.replay(steps, "22")
    review = viewer.review.review(whole=True)
    finished(review, qtbot)
    assert review.moves.count() >= 1
    review.show_position(review.summary.mistakes[0].index)
    panel = viewer.review
    assert not panel.button.text().startswith("«")
    marked = Marked()
    QCoreApplication.installTranslator(marked)
    try:
        qtbot.waitUntil(lambda: panel.button.text().startswith("«"), timeout=5000)
        for text in (panel.note.text(), panel.list.headerItem().text(1),
                     review.total.text(), review.tip.text(), review.windowTitle(),
                     review.moves.item(0).text()):
            assert text.startswith("«"), text
    finally:
        QCoreApplication.removeTranslator(marked)
    viewer.close()


def test_a_choice_is_worded_as_chosen_and_a_card_as_played(qapp):
    """"You played Keep your hand" read as nonsense (and worse in Japanese):
    an exchange or a declaration is chosen, a card into a trick is played."""
    from cardtable.ai.reasons import DEAL
    from cardtable.review.grading import Graded
    from cardtable.ui.review.review_texts import entry_text

    values = (("a", (0.2, 1.0)), ("b", (0.5, 3.0)))
    chosen = Graded(3, 1, None, 2, "b", DEAL, values, "a", 0.3)
    played = Graded(5, 1, 2, 4, "b", DEAL, values, "a", 0.3)
    name = {"a": "Exchange 6♥", "b": "Keep your hand"}.get
    assert "you chose Keep your hand; Exchange 6♥ would have lost the deal 30% less often" in \
        entry_text(chosen, False, name)
    assert "you played Keep your hand" in entry_text(played, False, name)


def test_the_review_speaks_plainly(qapp):
    """"4♦ kept 2.6 more points", "move 0", "1 more tricks", "“♣ (2 held)”" and
    a replay's raw "H" for a trump choice: what a newcomer read."""
    from cardtable.ai.reasons import SCORE, TRICKS
    from cardtable.cards import parse_card
    from cardtable.games.supertrump.actions import Declare, Play
    from cardtable.review.grading import Graded
    from cardtable.ui.review.review_texts import action_name, entry_text, value_text

    four, king = Play(parse_card("4D")), Play(parse_card("KD"))
    values = ((four, (22.0, 0.6, 28.0)), (king, (20.0, 0.5, 25.4)))
    said = entry_text(Graded(3, 1, 2, 4, king, SCORE, values, four, 2.6), False)
    assert "4♦ would have scored 2.6 more points" in said and "kept" not in said
    tricks = entry_text(Graded(3, 1, 9, 20, king, TRICKS, ((four, (3.0,)), (king, (2.0,))),
                               four, 1.0), False)
    assert "4♦ would have taken 1 trick more with perfect play" in tricks
    hearts, clubs = Declare("trump", "H"), Declare("trump", "C")
    labels = {clubs: "♣ (2 held)"}
    chosen = entry_text(Graded(0, 1, None, 0, clubs, SCORE, ((hearts, (25.0, 0.8, 31.0)),
                                                             (clubs, (12.0, 0.1, 12.8))),
                               hearts, 18.2), False, lambda a: action_name(a, labels))
    assert chosen.startswith("Deal 1, move 1: you chose ♣ clubs as trumps; ♥ hearts as trumps")
    assert "“" not in chosen and "held" not in chosen
    assert action_name(Declare("super", "9")) == "9 as super trumps"
    assert value_text(SCORE, hearts, (25.0, 0.8, 31.0)).startswith("worth 31.0")


def test_a_choices_move_number_is_the_one_the_viewer_shows(window, qtbot):
    """"Deal 1, move 2: you chose …" opened the viewer at "move 1 of 12", and
    the first was "move 0": the review counts the move being decided from 1,
    the viewer says how many were made before it ("1 of 12 moves made")."""
    import re

    steps = played_steps("twenty-two")
    viewer = window.archive.replay(steps, "22")
    review = viewer.review.review(whole=True)
    finished(review, qtbot)
    rows = [(review.moves.item(i), d) for i, d in enumerate(review.summary.mistakes)]
    chosen = [(item, d) for item, d in rows if d.trick is None]
    assert chosen, "the recorded game has no costly exchange to jump to"
    for item, decision in chosen:
        review.moves.itemActivated.emit(item)
        assert viewer.index == decision.index
        said = re.match(r"Deal (\d+), move (\d+):", item.text())
        shown = re.search(r"Deal (\d+) of \d+ · (\d+) of \d+ moves made", viewer.where.text())
        assert said and shown, (item.text(), viewer.where.text())
        # The move being decided follows the moves made before it.
        assert (said[1], int(said[2])) == (shown[1], int(shown[2]) + 1), (
            item.text(), viewer.where.text())
        assert viewer.review.note.text().startswith(f"Deal {said[1]}, move {said[2]}:")
    viewer.close()
