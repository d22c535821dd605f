"""A refused move's reason on the table: translated by its code, its cards in
symbols, and never the engine's English in a Japanese table."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from cardtable.games.cucumber import preset
from cardtable.games.errors import IllegalAction
from cardtable.ui.play.illegal_texts import NOT_NOW, QUESTIONS, REASONS, illegal_text
from cardtable.ui.window.i18n import Translations
from tests.games.cucumber.helpers import keep_all, play, stacked

PACKAGE = Path(__file__).resolve().parents[3] / "cardtable"


def raised_codes() -> set[str]:
    """Every code an ``IllegalAction(...)`` in the engines and the session is given."""
    codes = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalAction":
                code = node.args[1] if len(node.args) > 1 else None
                if isinstance(code, ast.Constant):
                    codes.add(code.value)
                elif isinstance(code, ast.JoinedStr):          # f"declare-{self.phase}"
                    codes.update({"declare-trump", "declare-super"})
    return codes


@pytest.fixture
def japanese(qapp):
    translations = Translations()
    translations.set_language("ja")
    yield
    translations.set_language("en")


def test_every_refusal_the_engines_raise_has_its_own_sentence():
    codes = raised_codes()
    assert {"not-heading", "follow-suit", "hand-limit", "not-your-turn"} <= codes
    # The questions have their own table; a lesson's refusal ("not the lesson's
    # move") is worded by the lesson panel from the lesson's own text.
    assert codes - set(REASONS) == {"answer", "lesson"}


def test_twenty_two_says_equal_or_higher_and_agurk_says_higher(qapp):
    # 22 lets an equal card head the trick; the reason must not say "higher".
    for variant, equal in (("twenty-two", True), ("agurk", False)):
        rules = preset(variant)
        assert rules.follow_allow_equal is equal
        exc = IllegalAction("…", "not-heading", lowest="4D 4C", allow_equal=equal)
        text = illegal_text(exc)
        assert ("equal to or higher" in text) is equal
        assert "4♦ 4♣" in text


def test_a_real_refusal_from_the_engine_reads_well(qapp):
    # 22: 8♥ led; 3♣ neither heads (equal or higher) nor is the lowest (2♣).
    state = stacked(2, 1, {0: ["8H", "9S", "2S", "3S"], 1: ["2C", "3C", "4C", "5C"]},
                    first_hand=4)
    keep_all(state)
    play(state, "8H")
    with pytest.raises(IllegalAction) as info:
        play(state, "3C")
    assert "does not match or beat" in info.value.reason    # the engine's own English
    assert illegal_text(info.value) == ("Play cards equal to or higher than the cards to "
                                        "beat, or your lowest (2♣).")


def test_questions_and_unknown_codes(qapp):
    assert illegal_text(IllegalAction("…", "answer", question="double")) == \
        "Say whether you double."
    assert illegal_text(IllegalAction("…", "answer", question="?")) == \
        "Answer the question first."
    assert illegal_text(IllegalAction("Some English.", "brand-new-code")) == NOT_NOW
    assert set(QUESTIONS) == {"contra", "free", "double", "redouble", "buy-in", "re-entry",
                              "reset"}


def test_japanese_has_no_english_left(japanese):
    text = illegal_text(IllegalAction("…", "not-held", card="10H"))
    assert text == "10♥ は手札にありません。"
    suit = illegal_text(IllegalAction("…", "follow-suit", suit="H", what="hearts"))
    assert "♥" in suit and "follow" not in suit
    for code in REASONS:
        assert not illegal_text(IllegalAction("…", code)).isascii(), code
    assert not illegal_text(IllegalAction("…", "brand-new-code")).isascii()
