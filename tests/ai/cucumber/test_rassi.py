"""The expert's search of Rassi's free / double / redouble (``ai.cucumber.rassi``)."""

from __future__ import annotations

import random

from cardtable.ai.cucumber import rassi
from cardtable.ai.cucumber.expert import ExpertBot
from cardtable.ai.reasons import DEAL
from cardtable.games.cucumber import PRESETS, Decide, new_game, stacked_deck

RULES = PRESETS["rassi"]
#: Aces rank lowest in Rassi's last trick, and two low cards head nothing early.
LOW = ["AS", "AH", "2S", "3S", "4S", "5S"]
HIGH = ["10S", "10H", "10D", "9S", "9H", "9D"]


def table(mine, stock=(), others=None):
    """Four players, seat 3 deals, so seat 0 is asked first."""
    hands = {0: mine, **(others or {})}
    return new_game(RULES, 4, seed=1, deck=stacked_deck(RULES, 4, 3, hands, stock), dealer=3)


def decide(state, seed=0, budget=6000):
    bot = ExpertBot(budget)
    bot.explain = True
    said = bot.choose(state.observation(state.current_seat), state.legal_actions(),
                      random.Random(seed))
    return said, bot.last_reason


def test_the_questions_still_to_come_are_the_rounds_from_the_dealers_left():
    s = table(LOW)
    assert s.phase == "free" and s.current_seat == 0
    obs = s.observation(0)
    assert rassi.asks(obs, s.legal_actions())
    assert rassi.later_steps(obs) == ([("free", 1), ("free", 2), ("free", 3)]
                                      + [(q, t) for q in ("double", "redouble")
                                         for t in (0, 1, 2, 3)])
    s.apply(Decide("free", False))
    assert rassi.later_steps(s.observation(1))[:2] == [("free", 2), ("free", 3)]


def test_a_low_hand_is_kept_and_a_hand_without_a_low_card_replaced():
    kept, reason = decide(table(LOW))
    assert kept == Decide("free", False)
    assert reason.kind == DEAL and reason.runner_up == Decide("free", True)
    # Keeping a 2 loses far less often than a fresh hand does.
    assert reason.figures[0] + 0.1 < reason.runner_figures[0]
    replaced, reason = decide(table(HIGH))
    assert replaced == Decide("free", True)
    assert reason.figures[0] + 0.1 < reason.runner_figures[0]


def test_the_whole_hand_counts_not_only_its_lowest_card():
    """Three aces (the lowest cards of the last trick: the rule keeps them) and
    three tens: compulsory heading spends the aces early and leaves a ten."""
    from cardtable.ai.cucumber.questions import answer

    s = table(["AS", "AH", "AD", "10H", "10D", "10C"])
    assert answer(s.observation(0)) is False
    said, reason = decide(s)
    assert said == Decide("free", True)
    assert reason.figures[0] + 0.1 < reason.runner_figures[0]


def test_the_answer_is_a_function_of_what_the_seat_sees():
    """The same observation and seed, other hands and stock: the same answer
    and figures (the search never reads a hidden card)."""
    mid = ["7S", "8S", "9C", "10C", "AS", "AH"]
    a = table(mid, others={1: ["2C", "3C", "4C", "5C", "6C", "7C"]})
    b = table(mid, stock=["2C", "2D", "2H", "3C", "3D", "3H"])
    assert a.observation(0).hand == b.observation(0).hand
    assert decide(a, seed=5) == decide(b, seed=5)


def test_both_answers_are_weighed_in_the_same_worlds():
    tally = rassi.weigh(table(HIGH).observation(0), random.Random(3), 40)
    assert tally.counts[0][0] == tally.counts[1][0] == 40
    assert tally.best() == (tally.counts[1][3] > tally.counts[0][3])


def test_a_tie_keeps_the_hand():
    tally = rassi.Tally()
    tally.add(0, True, 5, -1.1)
    tally.add(1, True, 5, -1.1)
    assert tally.best() is False


def test_a_double_is_paid_for_in_points():
    """Two aces and a 2 with the threshold near: the loss would count ×2, a fresh
    hand is rarely as good; the expert keeps it."""
    s = table(["2S", "AS", "AH", "KS", "KH", "QS"])
    while s.phase == "free":
        s.apply(Decide("free", False))
    assert s.phase == "double" and s.current_seat == 0
    s.scores = [40, 0, 0, 0]
    said, reason = decide(s)
    assert said == Decide("double", False)
    assert dict(reason.values) == {said: reason.figures, reason.runner_up: reason.runner_figures}


def test_with_the_search_off_the_rule_answers():
    """``search_rassi = False`` (the benchmarks' ``expert-rule``): the normal rule."""
    from cardtable.ai.cucumber.questions import answer

    s = table(["AS", "AH", "AD", "10H", "10D", "10C"])
    bot = ExpertBot(6000)
    bot.search_rassi = False
    said = bot.choose(s.observation(0), s.legal_actions(), random.Random(0))
    assert said == Decide("free", answer(s.observation(0))) == Decide("free", False)
