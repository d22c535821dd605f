"""Help → Rules is written from the ruleset in use, so changed options show."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.games.cucumber import PRESETS
from cardtable.table.cucumber.rules_text import rules_html


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_every_preset_has_rules_text(qapp, variant):
    rules = PRESETS[variant]
    html = rules_html(rules, variant, rules.min_players)
    assert f"Out at {rules.elimination_at} points" in html
    assert html.count("<li>") >= 12


def test_changed_options_change_the_text(qapp):
    agurk = PRESETS["agurk"]
    plain = rules_html(agurk, "agurk", 4)
    assert "The leader plays one card." in plain and "several of one rank" not in plain
    with_sets = rules_html(dataclasses.replace(agurk, lead="sets", rescue="re-entry", ante=1,
                                               starting_chips=5), "agurk", 4)
    assert "several of one rank" in with_sets
    assert "pay to re-enter once" in with_sets and "5 chips" in with_sets


def test_two_decks_are_named(qapp):
    assert "7 players use 2 decks" in rules_html(PRESETS["twenty-two"], "twenty-two", 7)
    assert "4 players use one deck" in rules_html(PRESETS["twenty-two"], "twenty-two", 4)
