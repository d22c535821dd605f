"""Cards said in words: what reaches a screen reader's voice has no suit glyph
(speech servers drop ♦ and ♣ at punctuation level "none" and read "Q" as
"queue"), in the interface's language; the screen keeps the glyphs."""

from __future__ import annotations

import pytest

from cardtable import texts
from cardtable.cards import build_deck, parse_card

GLYPHS = "♠♥♦♣"


def test_a_card_in_english_words(qapp):
    assert texts.spoken_card_name(parse_card("10D")) == "ten of diamonds"
    assert texts.spoken_card_name(parse_card("QS")) == "queen of spades"
    assert texts.spoken_card_name(parse_card("AH")) == "ace of hearts"
    assert texts.spoken_card_name(parse_card("2C")) == "two of clubs"
    assert texts.card_name(parse_card("10D")) == "10♦"            # the screen's name stays


def test_cards_in_a_sentence_become_words(qapp):
    assert texts.spoken("Ben leads A♠ A♥ A♣.") == (
        "Ben leads ace of spades, ace of hearts, ace of clubs.")
    assert texts.spoken("play your lowest card (6♣)") == "play your lowest card (six of clubs)"
    assert texts.spoken("Hint: Play J♥ — the next best, Play 8♣") == (
        "Hint: Play jack of hearts — the next best, Play eight of clubs")
    assert texts.spoken("♥ led; trumps: ♠") == "hearts led; trumps: spades"
    assert texts.spoken("Lena names ♠ spades as trumps.") == "Lena names spades as trumps."
    assert texts.spoken("Deal 2: you deal 10 cards each.") == "Deal 2: you deal 10 cards each."


def test_every_card_in_every_language_is_words(qapp, language):
    for card in build_deck(jokers_per_deck=2):
        assert not set(texts.spoken_card_name(card)) & set(GLYPHS), card.code
        assert not set(texts.spoken(texts.card_name(card))) & set(GLYPHS), card.code


@pytest.mark.parametrize(("code", "words"), [("10D", "ダイヤの10"), ("QS", "スペードのクイーン"),
                                             ("AH", "ハートのエース"), ("7C", "クラブの7")])
def test_a_card_in_japanese_words(qapp, code, words):
    from cardtable.ui.window.i18n import Translations

    translations = Translations()
    translations.set_language("ja")
    try:
        assert texts.spoken_card_name(parse_card(code)) == words
        assert texts.spoken(f"あなたは{texts.card_name(parse_card(code))}を出します。") == (
            f"あなたは{words}を出します。")
    finally:
        translations.set_language("en")


def test_a_button_labelled_with_a_rank_or_a_suit_is_named_in_words(window, qtbot):
    """Supertrump's choices ("Q", "♦") as a screen reader must say them."""
    from PySide6.QtWidgets import QPushButton

    from cardtable.ui.access.accessibility import accessible_name, name_tree

    buttons = [QPushButton(label, window) for label in ("Q", "10", "♦", "Pass")]
    name_tree(window)
    assert [accessible_name(button) for button in buttons] == [
        "queen", "ten", "diamonds", "Pass"]
    assert texts.spoken_label("J") == "jack" and texts.spoken_label("Play 8♣") == (
        "Play eight of clubs")
