"""Long rule values are cut short in messages: a 4,000-digit
target from ``--set``, a record or a hand-edited file once filled a whole
message box and error line."""

from __future__ import annotations

import sys

import pytest

from cardtable.games import get
from cardtable.games.errors import RulesError, shorten
from cardtable.games.sneak import SneakRules
from cardtable.games.supertrump import SupertrumpRules

HUGE = int("9" * 4000)


def test_short_values_are_written_as_they_are():
    assert [shorten(v) for v in (7, -3, True, None, "abc", 2.5)] == [
        "7", "-3", "True", "None", "'abc'", "2.5"]


def test_a_long_number_keeps_its_first_digits_and_says_how_many():
    text = shorten(HUGE)
    assert text == "9" * 25 + "…(4,000 digits)" and len(text) == 40
    assert shorten(-HUGE).startswith("-9") and shorten(-HUGE).endswith("…(4,000 digits)")
    assert len(shorten(HUGE, 20)) <= 20


def test_a_number_too_long_for_str_is_still_named():
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        value = 10 ** 6000
    finally:
        sys.set_int_max_str_digits(old)
    assert shorten(value) == "a number of about 6,001 digits"


def test_long_text_and_other_values():
    text = shorten("x" * 5000)
    assert text == "'" + "x" * 19 + "…'(5,000 characters)" and len(text) == 40
    assert shorten([1] * 100).endswith("…(300 characters)")


@pytest.mark.parametrize("rules", [SneakRules(target=HUGE), SupertrumpRules("points", HUGE)])
def test_rules_errors_quote_a_huge_target_short(rules):
    with pytest.raises(RulesError) as refused:
        rules.validate()
    assert len(str(refused.value)) < 120
    assert "…(4,000 digits)" in str(refused.value)


@pytest.mark.parametrize("game", ["sneak", "supertrump"])
def test_set_quotes_a_huge_target_short(game):
    spec = get(game)
    for digits in (4000, 5000):      # past 4,300 Python will not even read it as a number
        with pytest.raises(ValueError) as refused:
            spec.with_options(spec.preset(spec.default_preset), {"target": "9" * digits})
        message = str(refused.value)
        assert message.startswith("target takes a number from 1 to 1000, not ")
        assert len(message) < 100 and f"{digits:,}" in message
    with pytest.raises(ValueError) as refused:
        spec.with_options(spec.preset(spec.default_preset), {"x" * 5000: "1"})
    assert len(str(refused.value)) < 150
