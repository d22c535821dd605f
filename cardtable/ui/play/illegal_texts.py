"""Why a move was refused, in the player's language.

The engines explain a refused move in English (``IllegalAction.reason``):
that is what the command line, ``check`` and the tests read, and the engines
may not import Qt. The table shows the same reason translated, chosen by the
refusal's ``code`` and filled in from its ``params``. A code this table does
not know gets a plain translated sentence — never the English text in the
middle of a Japanese table.

The table dims the cards that cannot go, so a refusal is rare: a click that
races the AI, or a move the rules forbid for a reason the dimming cannot
show (an exchange count, a set that would empty the hand).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from cardtable.cards import parse_card
from cardtable.games.errors import IllegalAction
from cardtable.texts import card_name

#: code → (sentence with %1, %2 …, the params that fill them, in order).
REASONS: dict[str, tuple[str, tuple[str, ...]]] = {
    # every game, and the session
    "no-game": (QT_TRANSLATE_NOOP("IllegalMove", "No game is in progress."), ()),
    "game-over": (QT_TRANSLATE_NOOP("IllegalMove", "The game is over: no more moves can be "
                                                   "made."), ()),
    "not-your-turn": (QT_TRANSLATE_NOOP("IllegalMove", "It is not your turn yet."), ()),
    "not-held": (QT_TRANSLATE_NOOP("IllegalMove", "You do not hold %1."), ("card",)),
    "not-in-hand": (QT_TRANSLATE_NOOP("IllegalMove", "You do not hold %1."), ("card",)),
    "unknown-action": (QT_TRANSLATE_NOOP("IllegalMove", "That is not a move of this game."),
                       ()),
    # a shared table's window, before the move goes to the server
    "not-legal": (QT_TRANSLATE_NOOP("IllegalMove", "That move is not allowed now."), ()),
    # the server of a shared table
    "stale-move": (QT_TRANSLATE_NOOP("IllegalMove", "The table moved on before your move "
                                                    "arrived: play again."), ()),
    "other-seat": (QT_TRANSLATE_NOOP("IllegalMove", "You can only move for your own seat."),
                   ()),
    "bad-move": (QT_TRANSLATE_NOOP("IllegalMove", "The table could not read that move."), ()),
    # the Cucumber family
    "exchange-phase": (QT_TRANSLATE_NOOP("IllegalMove", "Exchange first: discard some cards "
                                                        "to draw as many, or keep your hand."),
                       ()),
    "play-phase": (QT_TRANSLATE_NOOP("IllegalMove", "Play cards now."), ()),
    "empty": (QT_TRANSLATE_NOOP("IllegalMove", "Play at least one card."), ()),
    "last-one": (QT_TRANSLATE_NOOP("IllegalMove", "In the last trick each player shows their "
                                                  "one card."), ()),
    "stock-short": (QT_TRANSLATE_NOOP("IllegalMove", "You can exchange at most %1 cards: that "
                                                     "is all the stock holds."), ("most",)),
    "keep-two": (QT_TRANSLATE_NOOP("IllegalMove", "Keep at least 2 cards in your hand when "
                                                  "you exchange."), ()),
    "exact-count": (QT_TRANSLATE_NOOP("IllegalMove", "Exchange exactly %1 cards, or none."),
                    ("count",)),
    "exchange-count": (QT_TRANSLATE_NOOP("IllegalMove", "You cannot exchange that many cards "
                                                        "now."), ()),
    "single-lead": (QT_TRANSLATE_NOOP("IllegalMove", "Only one card may be led in this game."),
                    ()),
    "mixed-set": (QT_TRANSLATE_NOOP("IllegalMove", "Cards led together must all be the same "
                                                   "rank."), ()),
    "set-empties-hand": (QT_TRANSLATE_NOOP("IllegalMove", "A set lead must leave at least one "
                                                          "card in your hand for the last "
                                                          "trick."), ()),
    "lead-lowest": (QT_TRANSLATE_NOOP("IllegalMove", "You must lead your lowest card (%1)."),
                    ("lowest",)),
    "lead": (QT_TRANSLATE_NOOP("IllegalMove", "That lead is not allowed."), ()),
    "count": (QT_TRANSLATE_NOOP("IllegalMove", "Play as many cards as were led (%1)."),
              ("count",)),
    "lowest-after-ace": (QT_TRANSLATE_NOOP("IllegalMove", "After an ace the next player must "
                                                          "play their lowest (%1)."),
                         ("lowest",)),
    "one-ace": (QT_TRANSLATE_NOOP("IllegalMove", "Only one ace may be played in a trick."), ()),
    "must-beat": (QT_TRANSLATE_NOOP("IllegalMove", "You can beat the cards to beat, so you "
                                                   "must."), ()),
    "not-heading": (QT_TRANSLATE_NOOP("IllegalMove", "Play cards higher than the cards to "
                                                     "beat, or your lowest (%1)."), ("lowest",)),
    "not-heading-equal": (QT_TRANSLATE_NOOP("IllegalMove", "Play cards equal to or higher than "
                                                           "the cards to beat, or your lowest "
                                                           "(%1)."), ("lowest",)),
    # Supertrump
    "declare-trump": (QT_TRANSLATE_NOOP("IllegalMove", "First you must name the trump suit."),
                      ()),
    "declare-super": (QT_TRANSLATE_NOOP("IllegalMove", "First you must name the super-trump "
                                                       "rank."), ()),
    "not-declaring": (QT_TRANSLATE_NOOP("IllegalMove", "Trumps and super trumps are already "
                                                       "named: play a card."), ()),
    "bad-value": (QT_TRANSLATE_NOOP("IllegalMove", "Choose one of the offered values."), ()),
    "follow-suit": (QT_TRANSLATE_NOOP("IllegalMove", "You must follow suit: you hold a card of "
                                                     "the suit led (%1)."), ("suit",)),
    "follow-trumps": (QT_TRANSLATE_NOOP("IllegalMove", "You must follow suit: trumps were led "
                                                       "and you hold a trump."), ()),
    # Sneak
    "nothing-to-challenge": (QT_TRANSLATE_NOOP("IllegalMove", "Nobody has led a play to "
                                                              "challenge: draw, sneak or "
                                                              "flaunt."), ()),
    "empty-hand": (QT_TRANSLATE_NOOP("IllegalMove", "Your hand is empty: you must draw."), ()),
    "no-cap": (QT_TRANSLATE_NOOP("IllegalMove", "Nobody else holds a card, so you cannot "
                                                "play: draw."), ()),
    "too-many": (QT_TRANSLATE_NOOP("IllegalMove", "You may play at most %1 cards: no other "
                                                  "hand holds more."), ("most",)),
    "must-flaunt": (QT_TRANSLATE_NOOP("IllegalMove", "The stock is empty: every turn must be a "
                                                     "flaunt."), ()),
    "no-combo": (QT_TRANSLATE_NOOP("IllegalMove", "Those cards are no combo."), ()),
    "must-answer": (QT_TRANSLATE_NOOP("IllegalMove", "Challenge the play that was led, or "
                                                     "pass."), ()),
    "challenge-size": (QT_TRANSLATE_NOOP("IllegalMove", "Challenge with exactly %1 cards, as "
                                                        "many as were led."), ("size",)),
    "not-cards": (QT_TRANSLATE_NOOP("IllegalMove", "Those are not cards."), ()),
    "no-cards": (QT_TRANSLATE_NOOP("IllegalMove", "Choose at least one card."), ()),
    "stock-empty": (QT_TRANSLATE_NOOP("IllegalMove", "The stock is empty: you must flaunt."),
                    ()),
    "hand-limit": (QT_TRANSLATE_NOOP("IllegalMove", "Your hand is at the limit (%1 cards): you "
                                                    "cannot draw."), ("limit",)),
    "must-pass": (QT_TRANSLATE_NOOP("IllegalMove", "Your hand is at the limit (%1 cards) and "
                                                   "nobody else holds a card: you must pass."),
                  ("limit",)),
    "first-turn": (QT_TRANSLATE_NOOP("IllegalMove", "On your first turn of a deal you must "
                                                    "draw."), ()),
}

#: The Cucumber family's questions (code ``answer``), by the question asked.
QUESTIONS: dict[str, str] = {
    "contra": QT_TRANSLATE_NOOP("IllegalMove", "Say whether you call contra."),
    "free": QT_TRANSLATE_NOOP("IllegalMove", "Say whether you take a free new hand."),
    "double": QT_TRANSLATE_NOOP("IllegalMove", "Say whether you double."),
    "redouble": QT_TRANSLATE_NOOP("IllegalMove", "Say whether you redouble."),
    "buy-in": QT_TRANSLATE_NOOP("IllegalMove", "Say whether you buy back in."),
    "re-entry": QT_TRANSLATE_NOOP("IllegalMove", "Say whether you pay to re-enter."),
    "reset": QT_TRANSLATE_NOOP("IllegalMove", "Say whether you use your free reset."),
}
ANSWER_FIRST = QT_TRANSLATE_NOOP("IllegalMove", "Answer the question first.")
NOT_NOW = QT_TRANSLATE_NOOP("IllegalMove", "That move is not allowed now.")
#: Supertrump names the led suit by its value; the table shows its symbol.
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def _tr(text: str) -> str:
    return QCoreApplication.translate("IllegalMove", text)


def _cards(notation: str) -> str:
    """``"10H 4D"`` (the engines' notation) as the table writes cards: ``10♥ 4♦``."""
    try:
        return " ".join(card_name(parse_card(code)) for code in notation.split())
    except ValueError:
        return notation


def illegal_text(exc: IllegalAction) -> str:
    """The reason ``exc`` gives, in the current language."""
    code, params = exc.code, exc.params
    if code == "answer":
        return _tr(QUESTIONS.get(params.get("question", ""), ANSWER_FIRST))
    if code == "not-heading" and params.get("allow_equal"):
        code = "not-heading-equal"
    elif code == "follow-suit" and params.get("what") == "trumps":
        code = "follow-trumps"
    found = REASONS.get(code)
    if found is None:
        return _tr(NOT_NOW)
    source, names = found
    text = _tr(source)
    for number, name in enumerate(names, 1):
        value = str(params.get(name, ""))
        if name == "suit":
            value = SUIT_SYMBOLS.get(value, value)
        elif name in ("card", "lowest"):
            value = _cards(value)
        text = text.replace(f"%{number}", value)
    return text
