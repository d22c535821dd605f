"""The expert's reasons for hints: explaining never changes the move, and the
figures are what their kind says (shares in 0–1, a legal runner-up)."""

from __future__ import annotations

import random

import pytest

from cardtable import games
from cardtable.ai import make_bot
from cardtable.ai.cucumber.expert import ExpertBot as CucumberExpert
from cardtable.ai.reasons import CHALLENGE, DEAL, GAIN, KINDS, SCORE, TRICKS, Reason
from cardtable.ai.sneak.expert import ExpertBot as SneakExpert
from cardtable.ai.supertrump.expert import ExpertBot as SupertrumpExpert
from tests.depth import depth

pytestmark = pytest.mark.long   # whole games: run first (tests/conftest.py)

#: (game, preset, players, a cheap expert): small budgets keep the suite fast.
CASES = [
    ("cucumber", "agurk", 4, lambda: CucumberExpert(budget=3000)),
    ("cucumber", "twenty-two", 3, lambda: CucumberExpert(budget=3000)),
    ("supertrump", "supertrump", 2, lambda: SupertrumpExpert(play_budget=24, declare_budget=24)),
    ("sneak", "sneak", 3, lambda: SneakExpert(worlds=6, call_samples=12)),
]


def decisions(game: str, preset: str, players: int, seed: int, limit: int):
    """(state, seat) at every decision of a game the normal bots play, up to ``limit``."""
    spec = games.get(game)
    state = spec.new_game(spec.preset(preset), players, seed)
    state.take_pending_events()
    normal = make_bot("normal", game)
    rng = random.Random(seed)
    for _ in range(limit):
        if state.is_over:
            return
        seat = state.current_seat
        yield state, seat
        state.apply(normal.choose(state.observation(seat), state.legal_actions(), rng))


def check_figures(reason: Reason) -> None:
    assert reason.kind in KINDS
    shares = {DEAL: (0,), SCORE: (1,), CHALLENGE: (0,)}.get(reason.kind, ())
    for figures in (reason.figures, reason.runner_figures):
        for i in shares:
            if figures:
                assert 0.0 <= figures[i] <= 1.0
    if reason.kind == TRICKS:
        assert reason.worlds == 0 and reason.figures[0] == int(reason.figures[0]) >= 0
    if reason.kind in (DEAL, SCORE):
        assert reason.worlds > 0
    if reason.kind == SCORE:   # the hint's headline figure is the one the move is chosen by
        best = reason.figures[2]
        assert all(f[2] <= best + 1e-9 for _a, f in reason.values)
        assert not reason.runner_figures or reason.runner_figures[2] <= best + 1e-9


@pytest.mark.parametrize(("game", "preset", "players", "make"), CASES,
                         ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_explaining_never_changes_the_move(game, preset, players, make):
    kinds: set[str] = set()
    moves: set[str] = set()     # the kinds of move that were explained
    for seed in (1, 2)[:depth(1, 2)]:   # the second seed with CARDTABLE_SLOW=1
        for state, seat in decisions(game, preset, players, seed, 60):
            legal = state.legal_actions()
            observation = state.observation(seat)
            quiet, told = make(), make()
            told.explain = True
            label = f"{state.seed}:{state.moves_made}"
            move = quiet.choose(observation, legal, random.Random(label))
            assert quiet.last_reason is None          # no hint asked: no extra search
            assert told.choose(observation, legal, random.Random(label)) == move
            reason = told.last_reason
            if reason is None:
                continue
            kinds.add(reason.kind)
            moves.add(type(move).__name__)
            check_figures(reason)
            if reason.runner_up is not None:
                assert reason.runner_up in legal and reason.runner_up != move
                assert reason.runner_figures
    expected = {"cucumber": {DEAL}, "supertrump": {SCORE, TRICKS}, "sneak": {GAIN}}[game]
    assert expected <= kinds, f"no {expected - kinds} reason was ever given"
    explained = {"agurk": {"Play"}, "twenty-two": {"Play", "Exchange"},
                 "supertrump": {"Play", "Declare"}, "sneak": {"Draw", "Sneak"}}[preset]
    assert explained <= moves, f"{explained - moves} moves were never explained"


def test_a_sneak_challenge_is_explained_by_its_odds():
    found = []
    for seed in range(1, 6):
        for state, seat in decisions("sneak", "sneak", 3, seed, 80):
            observation = state.observation(seat)
            if observation.phase != "challenge" or observation.play.kind != "sneak":
                continue
            bot = SneakExpert(worlds=6, call_samples=12)
            bot.explain = True
            bot.choose(observation, state.legal_actions(), random.Random(seed))
            if bot.last_reason is not None:
                found.append(bot.last_reason)
        if found:
            break
    assert found and all(r.kind == CHALLENGE and 0 <= r.figures[0] <= 1 for r in found)


def answered_questions(preset: str, players: int, seed: int, limit: int):
    """(state, seat, observation, answer, reason) at every yes/no question of a
    normal bots' game, the expert asked with a hint's explaining on; the
    answer is checked to be the same with it off."""
    from cardtable.games.cucumber.actions import Decide

    for state, seat in decisions("cucumber", preset, players, seed, limit):
        legal = state.legal_actions()
        if not isinstance(legal[0], Decide) or len(legal) < 2:
            continue
        obs = state.observation(seat)
        bot = CucumberExpert(budget=3000)
        bot.explain = True
        said = bot.choose(obs, legal, random.Random(0))
        assert said == CucumberExpert(budget=3000).choose(obs, legal, random.Random(0))
        yield state, seat, obs, said, bot.last_reason


@pytest.mark.parametrize(("preset", "players"), [("ogorek", 4), ("gambling", 4),
                                                 ("gurka-se", 4)])
def test_a_question_is_explained_by_the_rule_that_answered_it(preset, players):
    """Ogórek's contra and the rescues: the answer is the same asked or not,
    and the reason names the question, the answer and the hand's reserve
    card, with the room before going out."""
    from cardtable.ai.cucumber.questions import answer
    from cardtable.ai.reasons import QUESTION

    asked: set[str] = set()
    for seed in range(1, 5):
        for state, seat, obs, said, reason in answered_questions(preset, players, seed, 400):
            assert said.value == answer(obs)
            assert reason is not None and reason.kind == QUESTION
            question, value, card = reason.detail
            assert question == obs.question and value == said.value
            assert card in {c.code for c in obs.hand} or (card == "" and not obs.hand)
            assert reason.figures[1] == state.rules.elimination_at - obs.scores[seat]
            asked.add(question)
    assert asked, "no question came up"


def test_rassis_questions_are_explained_by_both_answers_played_out():
    """Rassi's free / double / redouble are searched (``ai.cucumber.rassi``): the
    reason gives the chosen answer's chance of losing and points beside the
    other answer's, and both answers are graded for the review."""
    asked: set[str] = set()
    for seed in range(1, 4):
        for state, _seat, obs, said, reason in answered_questions("rassi", 4, seed, 200):
            assert reason is not None and reason.kind == DEAL and reason.worlds > 0
            assert reason.runner_up in state.legal_actions() and reason.runner_up != said
            assert reason.values == ((said, reason.figures),
                                     (reason.runner_up, reason.runner_figures))
            assert all(0 <= f[0] <= 1 for _, f in reason.values)  # points may be < 0
            asked.add(obs.question)
    assert asked, "no question came up"
