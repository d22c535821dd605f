"""A hint's reason in words: every kind, with its figures and the runner-up,
in English and in Japanese."""

from __future__ import annotations

import pytest

from cardtable.ai.reasons import CHALLENGE, DEAL, GAIN, KINDS, QUESTION, SCORE, TRICKS, Reason
from cardtable.ui.aids import hint_reasons

#: A reason of every kind and the figures its words must show.
EXAMPLES = {
    DEAL: (Reason(DEAL, (0.14, 0.81), 379, "4♠", (0.18, 1.36)), ["379", "14%", "0.8", "4♠",
                                                              "18%", "1.4"]),
    SCORE: (Reason(SCORE, (21.4, 0.62, 26.3), 40, "10♣", (20.9, 0.65, 26.1)),
            ["40", "21.4", "62%", "26.3", "10♣", "20.9", "65%", "26.1"]),
    TRICKS: (Reason(TRICKS, (5.0,), 0, "9♦", (4.0,)), ["5", "9♦", "4"]),
    GAIN: (Reason(GAIN, (2.0,), 0, "Sneak 7♥", (0.15,)), ["2.0", "Sneak 7♥", "0.1"]),
    CHALLENGE: (Reason(CHALLENGE, (0.71,), 12), ["71%", "12"]),
    QUESTION: (Reason(QUESTION, (3.0, 40.0, 2.0, 52.0, 3.0), detail=("contra", False, "3S")),
               ["3♠", "40", "52", "3"]),
}


def test_every_kind_has_words():
    assert set(EXAMPLES) == set(KINDS)


@pytest.mark.parametrize("kind", KINDS)
def test_a_reason_shows_its_figures_and_the_runner_up(language, kind):
    reason, shown = EXAMPLES[kind]
    text = hint_reasons.reason_text(reason, str)
    for figure in shown:
        assert figure in text, (figure, text)
    japanese = any("\u3040" <= ch <= "\u30ff" for ch in text)
    assert japanese == (language == "ja")


def test_no_reason_no_words_and_a_lone_move_says_so(language):
    assert hint_reasons.reason_text(None, str) == ""
    assert hint_reasons.reason_text(Reason("unknown", (1.0,)), str) == ""
    assert hint_reasons.only_move_text()
    without_runner = hint_reasons.reason_text(Reason(DEAL, (0.5, 2.0), 10), str)
    assert "50%" in without_runner and "None" not in without_runner


def test_a_mixed_choice_says_why_a_better_move_was_not_taken():
    plain = hint_reasons.reason_text(Reason(GAIN, (1.0,), 0, "Draw", (0.5,)), str)
    mixed = hint_reasons.reason_text(Reason(GAIN, (1.0,), 0, "Draw", (1.5,)), str)
    assert "mixed" in mixed and "mixed" not in plain


def test_supertrump_headlines_the_figure_it_ranks_by():
    # "Play K♥ — wins the game in 94%, 27.4 points. The next best, Play K♦: wins
    # 97%, 26.8 points": the runner-up looked better on the headline's figure.
    # The search ranks by points plus a bonus for reaching 20, and says so.
    text = hint_reasons.reason_text(Reason(SCORE, (27.4, 0.94, 34.9), 30, "K♦",
                                           (26.8, 0.97, 34.6)), str)
    assert text.index("34.9") < text.index("27.4") < text.index("94%")
    assert "points plus a bonus for reaching 20" in text
    assert "worth 34.6" in text


def test_a_small_loss_is_not_minus_zero(language):
    text = hint_reasons.reason_text(Reason(GAIN, (2.0,), 0, "Sneak J♥", (-0.04,)), str)
    assert "-0.0" not in text and "0.0" in text


@pytest.mark.parametrize("question", ["free", "double", "redouble", "contra", "re-entry",
                                      "reset", "buy-in"])
def test_every_question_says_why_yes_and_why_no(language, question):
    texts = {said: hint_reasons.reason_text(Reason(QUESTION, (11.0, 30.0, 1.0, 28.0, 10.0),
                                                   detail=(question, said, "JH")), str)
             for said in (True, False)}
    assert all(texts.values())
    if question not in ("re-entry", "reset"):      # always yes: one sentence
        assert texts[True] != texts[False]
    if question in ("free", "double", "redouble", "contra"):
        assert all("J♥" in t for t in texts.values())
    assert "%" not in "".join(texts.values())       # every placeholder filled
    japanese = any("\u3040" <= ch <= "\u30ff" for ch in texts[True])
    assert japanese == (language == "ja")


def test_a_question_names_the_lowest_card_for_the_last_trick():
    """Where the ace counts lowest in the last trick (Rassi), the reserve is an
    ace: "you have A♣" as the lowest card read as a mistake without it."""
    for question in ("free", "double", "redouble"):
        for said in (True, False):
            text = hint_reasons.reason_text(Reason(QUESTION, (1.0, 50.0, 0.0, 28.0, 10.0),
                                                   detail=(question, said, "AC")), str)
            assert "lowest card for the last trick" in text and "A♣" in text


def test_a_bet_no_hand_can_afford_says_so(language):
    # "More than 56 points to spare" in a 50-point game: a rule no hand meets.
    text = hint_reasons.reason_text(Reason(QUESTION, (12.0, 40.0, 1.0, 56.0, 12.0, 50.0),
                                           detail=("redouble", False, "QH")), str)
    assert "56" in text and "50" in text
    if language == "en":
        assert "more than this game's 50 allow" in text and "to spare" not in text
    met = hint_reasons.reason_text(Reason(QUESTION, (12.0, 40.0, 1.0, 28.0, 10.0, 50.0),
                                          detail=("double", False, "QH")), str)
    assert "28" in met
