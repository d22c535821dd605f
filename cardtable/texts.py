"""Words every game shares: cards, seats, levels, lists of names.

Each game's own sentences (log lines, banners, questions) live in its
table room (``cardtable.table.<game>.texts``) and use these helpers.

Every sentence is a literal ``QCoreApplication.translate(context, text, …)``
call — the only form ``pyside6-lupdate`` extracts — so the Japanese
translation can phrase each one naturally; plurals are chosen in code
(one sentence for 1, another for more): ``pyside6-lupdate`` only recognises
Qt plural forms when the count is a literal, so Qt's ``%n`` cannot be used.
The person's own actions have their own sentences ("You win the trick").
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from cardtable.cards import Card


def card_name(card: Card) -> str:
    """``10♥``, ``A♠``, ``Joker``."""
    if card.is_joker:
        return QCoreApplication.translate("Cards", "Joker")
    return card.rank.symbol + card.suit.glyph


def cards_name(cards) -> str:
    return " ".join(card_name(c) for c in cards)


# What the person's seat is called by default, in every language we ship.
DEFAULT_HUMAN_NAMES = frozenset({"You", "あなた"})


def seat_name(name: str, player: str) -> str:
    """A seat's name for display: the person's default name follows the language."""
    if player == "human" and name in DEFAULT_HUMAN_NAMES:
        return QCoreApplication.translate("Seats", "You")
    return name


def player_detail(player: str, level: str | None) -> str:
    """The second line of a name plate: "AI · easy" (nothing for the person)."""
    if player == "human":
        return ""
    if player == "friend":  # a person at a shared table, in their own window
        return QCoreApplication.translate("Seats", "friend")
    if player == "away":    # their seat is held until they come back
        return QCoreApplication.translate("Seats", "friend · away")
    if player == "open":    # nobody has taken the seat yet
        return QCoreApplication.translate("Seats", "free seat")
    return QCoreApplication.translate("Seats", "AI · %1").replace("%1", level_name(level))


def level_name(level: str | None) -> str:
    names = {
        "random": QCoreApplication.translate("Levels", "random"),
        "easy": QCoreApplication.translate("Levels", "easy"),
        "normal": QCoreApplication.translate("Levels", "normal"),
        "expert": QCoreApplication.translate("Levels", "expert"),
    }
    return names.get(level or "", level or "")


def join_names(seats, names: list[str]) -> str:
    return QCoreApplication.translate("Log", " and ").join(names[s] for s in seats)


def list_separator() -> str:
    """What goes between the items of a list in a sentence: ``", "`` in
    English, the ideographic comma ``"、"`` in Japanese — a hard-coded
    ``", "`` reads as a foreign mark in a Japanese line."""
    return QCoreApplication.translate("Log", ", ")


def join_list(items) -> str:
    """``items`` (strings) as one list in the current language: ``A♥, Bo 3♠``."""
    return list_separator().join(items)


def pick(seat: int, you: int | None, names: list[str], other: str, mine: str) -> str:
    """The person's own sentence, or the other one with their name put in."""
    return mine if seat == you else other.replace("%1", names[seat])


def fill(text: str, *values: object) -> str:
    """``%1``, ``%2``… replaced in one pass, so a value that itself holds ``%2``
    (a reason quoted from a damaged file, a name) is never replaced in turn."""
    return re.sub(r"%(\d)", lambda m: str(values[int(m[1]) - 1])
                  if 0 < int(m[1]) <= len(values) else m[0], text)


def plain_label(text: str) -> str:
    """A button's or a menu item's label as words: without its keyboard
    mnemonic, "&Draw" → "Draw", the Japanese form "引く(&D)" → "引く"
    ("&&", a literal ampersand, stays one)."""
    text = re.sub(r"\s*\(&[^)&]\)", "", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


# ------------------------------------------------------------ cards in words
def _word(symbol: str) -> str:
    """A rank (``"10"``, ``"Q"``) or a suit glyph (``"♦"``) as a word."""
    words = {
        "2": QCoreApplication.translate("SpokenCards", "two"),
        "3": QCoreApplication.translate("SpokenCards", "three"),
        "4": QCoreApplication.translate("SpokenCards", "four"),
        "5": QCoreApplication.translate("SpokenCards", "five"),
        "6": QCoreApplication.translate("SpokenCards", "six"),
        "7": QCoreApplication.translate("SpokenCards", "seven"),
        "8": QCoreApplication.translate("SpokenCards", "eight"),
        "9": QCoreApplication.translate("SpokenCards", "nine"),
        "10": QCoreApplication.translate("SpokenCards", "ten"),
        "J": QCoreApplication.translate("SpokenCards", "jack"),
        "Q": QCoreApplication.translate("SpokenCards", "queen"),
        "K": QCoreApplication.translate("SpokenCards", "king"),
        "A": QCoreApplication.translate("SpokenCards", "ace"),
        "♠": QCoreApplication.translate("SpokenCards", "spades"),
        "♥": QCoreApplication.translate("SpokenCards", "hearts"),
        "♦": QCoreApplication.translate("SpokenCards", "diamonds"),
        "♣": QCoreApplication.translate("SpokenCards", "clubs"),
    }
    return words[symbol]


def _card_words(symbol: str, glyph: str) -> str:
    return fill(QCoreApplication.translate("SpokenCards", "%1 of %2", "a card: rank, suit"),
                _word(symbol), _word(glyph))


def spoken_card_name(card: Card) -> str:
    """A card in words, as a screen reader must say it: "ten of diamonds",
    「ダイヤの10」. Speech servers say some suit glyphs and drop others (♦
    and ♣ at punctuation level "none"), and read "Q" as "queue"; the glyphs
    stay on screen (:func:`card_name`)."""
    if card.is_joker:
        return card_name(card)
    return _card_words(card.rank.symbol, card.suit.glyph)


_CARD = r"(?<![0-9A-Za-z.])(10|[2-9JQKA])([♠♥♦♣])"
_CARDS = re.compile(rf"{_CARD}(?: {_CARD})*")


def spoken(text: str) -> str:
    """``text`` with every card in words, for a screen reader: "Ben leads
    A♠ A♥" → "Ben leads ace of spades, ace of hearts"; cards side by side
    become a list, and a suit symbol alone its name ("♥ led" → "hearts led")."""
    def cards(match: re.Match) -> str:
        return join_list(_card_words(rank, glyph)
                         for rank, glyph in re.findall(_CARD, match[0]))

    text = _CARDS.sub(cards, text)
    # A suit's glyph beside its name ("♠ spades") is said once.
    for glyph in "♠♥♦♣":
        word = re.escape(_word(glyph))
        text = re.sub(rf"{glyph}\s*({word})|({word})\s*{glyph}", lambda m: m[1] or m[2], text)
    return re.sub("[♠♥♦♣]", lambda m: _word(m[0]), text)


def spoken_label(text: str) -> str:
    """A button's label for a screen reader: a rank alone in words ("Q" is
    read "queue"), cards and suits in words (:func:`spoken`)."""
    bare = text.strip()
    if bare in {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"}:
        return _word(bare)
    return spoken(text)
