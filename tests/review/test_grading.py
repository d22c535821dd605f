"""The review grades by the very numbers the hint gives, in the game's unit."""

from __future__ import annotations

import threading

import pytest

from cardtable.ai import process
from cardtable.ai.reasons import CHALLENGE, DEAL, GAIN, QUESTION, SCORE, TRICKS, Reason
from cardtable.review import worker
from cardtable.review.grading import (
    CARDS,
    LOSS,
    POINTS,
    REVIEW_LEVEL,
    RULE,
    UNWEIGHED,
    Request,
    Summary,
    grade,
    requests,
)
from tests.review.played import played_steps

#: Which kinds of decision each recorded game must hold (and be compared on).
KINDS = {"twenty-two": {DEAL}, "agurk": {DEAL}, "supertrump": {SCORE, TRICKS},
         "sneak": {GAIN, CHALLENGE}}


@pytest.fixture(scope="module")
def reviews():
    """Each small recorded game and its whole review, once for the module."""
    out = {}
    for name in KINDS:
        steps = played_steps(name)
        asked = requests(steps, 0)
        out[name] = (steps, asked, worker.run_now(asked))
    return out


def hint_at(steps, index: int, seat: int):
    """What the hint would answer at step ``index``: its own path
    (``HintController.request``: the state's observation, legal moves and seed)."""
    state = steps.state(index)
    seed = f"{state.seed}:{state.moves_made}:{seat}:hint"
    return process.decide(steps.loaded.game, "expert", state.observation(seat),
                             state.legal_actions(), seed)


def test_the_review_asks_the_hints_level():
    from cardtable.ui.aids.hint import HINT_LEVEL
    assert REVIEW_LEVEL == HINT_LEVEL


@pytest.mark.parametrize("name", list(KINDS))
def test_the_values_at_a_position_are_the_hints_figures(reviews, name):
    steps, asked, summary = reviews[name]
    assert len(summary.decisions) == len(asked) > 0
    compared: set[str] = set()
    for decision in summary.decisions:
        if decision.kind in compared or not decision.values:
            continue
        action, reason, error = hint_at(steps, decision.index, 0)
        assert error is None and reason is not None and reason.kind == decision.kind
        assert decision.figures_of(action) == tuple(reason.figures)
        if reason.runner_up is not None:
            assert decision.figures_of(reason.runner_up) == tuple(reason.runner_figures)
        compared.add(decision.kind)
    assert compared == KINDS[name]


@pytest.mark.parametrize("name", list(KINDS))
def test_every_decision_is_the_persons_with_a_choice(reviews, name):
    steps, asked, summary = reviews[name]
    for request, decision in zip(asked, summary.decisions, strict=True):
        seat, played = steps.moves[request.deal - 1][request.move]
        assert steps.position(request.index).move == request.move   # the viewer's count
        assert seat == 0 and played == request.played == decision.played
        assert len(request.legal) >= 2 and steps.position(request.index).deal == request.deal
        if decision.cost is not None:
            assert decision.cost >= 0 and decision.figures_of(decision.played) is not None


def test_supertrump_stage_two_values_are_the_solvers_for_every_legal_card(reviews):
    _steps, asked, summary = reviews["supertrump"]
    exact = [(r, d) for r, d in zip(asked, summary.decisions, strict=True) if d.kind == TRICKS]
    assert exact
    for request, decision in exact:
        assert {a for a, _ in decision.values} == set(request.legal)
        assert all(f[0] == int(f[0]) for _, f in decision.values)


def fake_request(played) -> Request:
    return Request(4, 2, 3, 5, 0, played, "cucumber", None, ("a", "b", "c"), "s")


def test_cost_is_best_minus_played_and_the_total_sums_the_mistakes():
    reason = Reason(SCORE, (20.0, 0.5), 100, "b", (18.5, 0.4),
                    values=(("a", (20.0, 0.5)), ("b", (18.5, 0.4)), ("c", (21.0, 0.3))))
    graded = grade(fake_request("b"), reason)
    # The best is the expert's choice, listed first (the hint's move), even where
    # another move has more mean points (c: a smaller chance of reaching 20).
    assert graded.best == "a" and graded.cost == pytest.approx(1.5) and graded.mistake
    assert graded.unit == POINTS and (graded.deal, graded.trick) == (2, 3)
    assert grade(fake_request("c"), reason).cost == 0.0
    loss = Reason(DEAL, (0.2, 1.0), 50, values=(("a", (0.2, 1.0)), ("b", (0.5, 3.0))))
    lost = grade(fake_request("b"), loss)
    assert lost.best == "a" and lost.cost == pytest.approx(0.3) and lost.unit == LOSS
    gain = Reason(GAIN, (1.02,), values=(("b", (1.02,)), ("a", (1.0,))))
    close = grade(fake_request("a"), gain)
    assert close.cost == pytest.approx(0.02) and not close.mistake   # within rounding
    summary = Summary([graded, lost, close, grade(fake_request("c"), reason)], planned=4)
    assert summary.totals() == {POINTS: pytest.approx(1.5), LOSS: pytest.approx(0.3)}
    assert [d.played for d in summary.mistakes] == ["b", "b"]
    assert summary.mistakes[0].unit == LOSS          # 30% of a lost deal outweighs 1.5 points
    assert CARDS not in summary.totals() and summary.complete


def test_a_rule_answered_question_and_an_unweighed_move_are_not_graded():
    question = grade(fake_request("a"), Reason(QUESTION, (1.0, 2.0, 0.0, 3.0, 9.0),
                                                detail=("free", True, "2S")))
    assert question.cost is None and question.note == RULE and not question.mistake
    reason = Reason(GAIN, (1.0,), values=(("a", (1.0,)),))
    other = grade(fake_request("b"), reason)
    assert other.cost is None and other.note == UNWEIGHED and other.best == "a"
    assert Summary([question, other], planned=2).totals() == {}


def test_cancel_stops_the_review_between_decisions(reviews):
    _steps, asked, whole = reviews["agurk"]
    first = threading.Event()
    ended = threading.Event()
    results: list[Summary] = []

    def progress(done: int, total: int) -> None:
        first.set()

    def finished(summary: Summary) -> None:
        results.append(summary)
        ended.set()

    job = worker.ReviewJob(asked, None, progress, finished, use_process=False)
    job.start()
    assert first.wait(60)
    job.cancel()
    assert ended.wait(60)
    job.cancel()                       # a second cancel reports nothing more
    assert len(results) == 1 and not results[0].complete
    assert 1 <= len(results[0].decisions) < len(asked)
    for graded, reviewed in zip(results[0].decisions, whole.decisions, strict=False):
        assert graded == reviewed     # a thread grades as the process does


def test_a_process_review_runs_to_its_end_with_the_same_values(reviews):
    _steps, asked, whole = reviews["twenty-two"]
    ended = threading.Event()
    seen: list[tuple[int, int]] = []
    results: list[Summary] = []
    job = worker.ReviewJob(asked, 1, lambda d, t: seen.append((d, t)),
                           lambda s: results.append(s) or ended.set())
    try:
        job.start()
        assert ended.wait(120)
    finally:
        worker.shutdown()
    assert seen[-1] == (len(asked), len(asked)) and [d for d, _ in seen] == list(
        range(1, len(asked) + 1))
    assert results[0].complete and results[0].decisions == whole.decisions
