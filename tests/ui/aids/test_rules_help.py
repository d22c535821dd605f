"""Help → Rules is written from the ruleset in use, so changed options show."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtGui import QTextDocument

from cardtable.games.cucumber import PRESETS
from cardtable.table.cucumber.rules_text import rules_html


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_every_preset_has_rules_text(qapp, variant):
    rules = PRESETS[variant]
    html = rules_html(rules, variant, rules.min_players)
    assert f" {rules.elimination_at} points is out." in html
    assert html.count("<li>") >= 12
    # Every rule is a sentence of its own, never an option's bare name after a colon.
    for bare in ("Exchange: none", "Exchange: Rassi", "Ties: ", "Rescue: ", "Ace rule: ",
                 "Later deals: "):
        assert bare not in html, (variant, bare)


def test_changed_options_change_the_text(qapp):
    agurk = PRESETS["agurk"]
    plain = rules_html(agurk, "agurk", 4)
    assert "The leader plays one card." in plain and "several of one rank" not in plain
    with_sets = rules_html(dataclasses.replace(agurk, lead="sets", rescue="re-entry", ante=1,
                                               starting_chips=5), "agurk", 4)
    assert "several of one rank" in with_sets
    assert "may at once pay the ante again" in with_sets and "5 chips" in with_sets


def test_two_decks_are_named(qapp):
    assert "7 players use 2 decks" in rules_html(PRESETS["twenty-two"], "twenty-two", 7)
    assert "4 players use one deck" in rules_html(PRESETS["twenty-two"], "twenty-two", 4)


def plain(html: str) -> str:
    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText()


def test_rassi_explains_its_three_questions(qapp):
    """"Exchange: Rassi: free, double, redouble." was all it said, while the
    player answers three yes/no questions before every deal."""
    text = plain(rules_html(PRESETS["rassi"], "rassi", 4))
    assert "“Free new hand?” Only a player holding no K, Q or J is asked" in text
    assert "“Double?” A yes gives a new hand, and a loss in this deal scores double" in text
    assert "scores four times (the largest stake counts" in text
    assert "cannot replace the whole hand" in text


@pytest.mark.parametrize("exchange", ["free", "same-count", "dealer-first", "one-fewer"])
def test_every_exchange_is_explained(qapp, exchange):
    rules = dataclasses.replace(PRESETS["agurk"], exchange=exchange)
    text = plain(rules_html(rules, "agurk", 4))
    sentence = next(line for line in text.splitlines() if line.startswith("Exchange: "))
    assert "draw as many" in sentence and len(sentence) > 90


def test_tied_last_cards_are_said_plainly(qapp):
    """"Ties: the last loses, the others gain." left the reader guessing."""
    last = plain(rules_html(PRESETS["agurk"], "agurk", 4))
    assert ("If several players show the highest card, only the last of them to play it "
            "scores its points; each of the others takes the same points off their total "
            "(not below 0).") in last
    every = plain(rules_html(PRESETS["gurka-no"], "gurka-no", 4))
    assert "If several players show the highest card, each of them scores its points." in every


def test_a_single_card_lead_is_followed_by_one_card(qapp):
    text = plain(rules_html(PRESETS["agurk"], "agurk", 4))
    assert "Each other player plays one card: either a card that beats the card just " \
           "played (strictly higher), or their lowest card." in text
    assert "as many cards" not in text


def test_matapesa_deals_out_the_whole_deck_from_the_first_deal(qapp):
    text = plain(rules_html(PRESETS["matapesa"], "matapesa", 4))
    assert "Every deal shares the whole deck out evenly" in text
    assert "First deal: 7 cards" not in text


def test_sneak_challenges_say_what_wins_and_that_flaunt_answers_stay_hidden(qapp):
    """Sneak's "The higher card wins one card" was garbled, and its flaunt
    challengers "commit face up all at once" while the table (rightly) keeps
    their cards hidden until all are turned up together."""
    from cardtable.games.sneak import PRESETS as SNEAK_PRESETS
    from cardtable.table.sneak.rules_text import rules_html as sneak_rules

    text = plain(sneak_rules(SNEAK_PRESETS["sneak"], "sneak", 4))
    assert "wins one card" not in text and "commit face up" not in text
    assert "With one card each, the higher rank wins, whatever the suit." in text
    assert "chosen unseen by the others: all the challenges are turned up together" in text
    assert "a straight flush played against a flush counts as a flush" in text
    assert "a challenger who equals the leader wins" in text
