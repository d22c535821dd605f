"""Supertrump's lesson, part 1: the declarations and the 13 tricks of stage 1.

Each trick of the stacked first game shows one rule (see ``lessons.py`` for
the deck): a face-up card won with a high lead, a cheap card lost on purpose,
a super trump beating the ace of trumps, following suit, a led super trump
asking for trumps, trumping when void, and a discard that cannot win. The
person's texts say what just happened, what they may do and why the move is
good; ``other`` explains a legal move the lesson does not take.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.cards import parse_card
from cardtable.games.supertrump import Declare, Play
from cardtable.table.lesson import Step, cards, choice
from cardtable.table.supertrump.texts import suit_name
from cardtable.texts import card_name

#: A literal translate(context, text) call that lupdate extracts, kept short.
translate = QCoreApplication.translate

HUMAN, AI = 0, 1
#: How many cards of each suit the person is dealt (for the trump-suit advice).
SUIT_COUNTS = {"S": 4, "H": 6, "D": 3, "C": 0}


def name(code: str) -> str:
    """A card code as the table names it (``AS`` → ``A♠``)."""
    return card_name(parse_card(code))


def what(action: Any) -> str:
    """The card an action plays, named for a sentence."""
    return card_name(action.card) if isinstance(action, Play) else str(action)


def is_trump(action: Any) -> bool:
    """Hearts are trumps and nines super trumps in this lesson's game."""
    return isinstance(action, Play) and (action.card.code.endswith("H")
                                         or action.card.code.startswith("9"))


def ai(code: str) -> Step:
    """The opponent's scripted card, played without a word."""
    return Step(AI, cards(code))


def declare(name_: str, value: str):
    """A ``move`` naming the trump suit or the super rank."""
    return choice(lambda a: isinstance(a, Declare) and a.name == name_ and a.value == value)


def _other_trump_suit(action: Any) -> str:
    if action.value == "C":
        return translate("Lesson", "You hold no clubs: with clubs as trumps every trump "
                                   "would be your opponent's.")
    return translate("Lesson", "With %1 as trumps you would hold only %2 of them; "
                               "with hearts you hold six.").replace(
        "%1", suit_name(parse_card("2" + action.value).suit)).replace(
        "%2", str(SUIT_COUNTS[action.value]))


def _other_not_ace(action: Any) -> str:
    return translate("Lesson", "%1 cannot beat A♥: only a super trump can.").replace(
        "%1", what(action))


def _other_low_spade(action: Any) -> str:
    return translate("Lesson", "%1 loses to K♠ as well: keep it and play 5♠.").replace(
        "%1", what(action))


def _other_super_led(action: Any) -> str:
    if action.card.code == "9H":
        return translate("Lesson", "The super 9♥ cannot win here: of two super trumps the "
                                   "first played takes the trick. Keep it.")
    return translate("Lesson", "No trump beats a super trump: keep %1 and give 2♥.").replace(
        "%1", what(action))


def ruff_other(lowest: str):
    """``other`` for a trick the person should trump with ``lowest``."""
    def other(action: Any) -> str:
        if is_trump(action):
            return translate("Lesson", "%1 would win as well, but your lowest trump, %2, "
                                       "is enough.").replace("%1", what(action)).replace(
                "%2", name(lowest))
        return translate("Lesson", "%1 cannot win: a card of another suit never beats the "
                                   "suit led; only a trump does.").replace("%1", what(action))
    return other


def _other_keep_trumps(action: Any) -> str:
    if is_trump(action):
        return translate("Lesson", "%1 is a trump: keep your trumps for stage 2, where each "
                                   "trick is worth 2 points.").replace("%1", what(action))
    return translate("Lesson", "%1 can lose J♣ to a higher card or a trump. Q♠, now the "
                               "highest spade, is your best chance to win it without a "
                               "trump.").replace("%1", what(action))


def _other_ace_lead(action: Any) -> str:
    if is_trump(action):
        return translate("Lesson", "%1 is a trump: keep your trumps for now. A♠ wins Q♥ "
                                   "unless your opponent has no spades and trumps it.").replace(
            "%1", what(action))
    return translate("Lesson", "%1 can lose Q♥ to a higher card of its suit or to a trump. "
                               "A♠ is the highest spade: only a trump can beat it.").replace(
        "%1", what(action))


def _other_cheap(code: str, face_up: str):
    """``other`` for a trick whose face-up card is worth less than any good card."""
    def other(action: Any) -> str:
        return translate("Lesson", "%1 is worth more than the face-up %2: lead %3, a low "
                                   "card.").replace("%1", what(action)).replace(
            "%2", name(face_up)).replace("%3", name(code))
    return other


def _other_club_king(action: Any) -> str:
    if action.card.code == "9H":
        return translate("Lesson", "9♥ would win too, but keep your super trump for stage 2: "
                                   "K♣, now the highest club, wins 8♥ if your opponent "
                                   "follows suit.")
    return translate("Lesson", "%1 can lose 8♥ to a higher card or a trump. Lead K♣, now "
                               "the highest club: your opponent must follow with a club if "
                               "they have one.").replace("%1", what(action))


def low_spade(code: str):
    """``other`` for a trick the lesson leads a low spade ``code`` to, the opponent
    having shown they have no spades."""
    def other(action: Any) -> str:
        if action.card.code.endswith("S") and not is_trump(action):
            return translate("Lesson", "%1 does the same job, but the lesson leads %2, "
                                       "your lowest spade.").replace(
                "%1", what(action)).replace("%2", name(code))
        return translate("Lesson", "Keep %1: your opponent has no spades, so a low spade "
                                   "loses only to a trump and costs you least. Lead %2.").replace(
            "%1", what(action)).replace("%2", name(code))
    return other


STAGE_ONE: tuple[Step, ...] = (
    Step(HUMAN, declare("trump", "H"), point=("KH", "10H", "7H", "6H", "3H", "2H"),
         say=lambda: translate(
             "Lesson", "Your opponent dealt, so you name the trump suit: a trump beats any "
                       "card of another suit. Name hearts (♥): you hold six of them, up to "
                       "K♥, more than of any other suit."),
         other=_other_trump_suit),
    Step(AI, declare("super", "9"), wait=True, say=lambda: translate(
        "Lesson", "You named hearts as trumps. Now the dealer names the super-trump rank: "
                  "its four cards become super trumps. They beat every trump, are equal to "
                  "each other, and count as trumps whatever their suit.")),
    # Trick 1: a high lead wins the face-up card.
    Step(HUMAN, cards("AS"), point=("AS", "QH"),
         say=lambda: translate(
             "Lesson", "Your opponent named 9: 9♠ 9♥ 9♦ 9♣ are super trumps, and your 9♠ "
                       "is one. The top stock card, Q♥, lies face up: the trick's winner takes "
                       "it, the loser draws the next card unseen. Lead A♠: it is the highest "
                       "spade, so only a trump can beat it."),
         other=_other_ace_lead),
    ai("3S"),
    # Trick 2: a worthless face-up card is not worth a good card.
    Step(HUMAN, cards("2S"), point=("2S", "3D"),
         say=lambda: translate(
             "Lesson", "Your opponent had to follow with a spade, so A♠ won: Q♥ is yours, "
                       "and your opponent drew a hidden card. The new face-up card, 3♦, is "
                       "worth little: lead a low card, 2♠, and keep your good ones. If you "
                       "lose, you draw the hidden card instead."),
         other=_other_cheap("2S", "3D")),
    ai("8S"),
    # Trick 3: only a super trump beats the ace of trumps.
    Step(AI, cards("AH"), wait=True, point=("9H",), say=lambda: translate(
        "Lesson", "Your opponent won 3♦, and you drew Q♠: only you see the card you draw. "
                  "Now the face-up card is 9♥, a super trump! Your opponent leads to win it.")),
    Step(HUMAN, cards("9S"), point=("9S", "AH", "9H"),
         say=lambda: translate(
             "Lesson", "Your opponent leads A♥, the highest ordinary trump. Only a super trump "
                       "beats it: play your 9♠. A super trump counts as a trump, so it follows "
                       "suit too, and you win 9♥ for it."),
         other=_other_not_ace),
    # Trick 4: lose cheaply again.
    Step(HUMAN, cards("4D"), point=("4D", "2D"),
         say=lambda: translate(
             "Lesson", "Your super 9♠ beat the ace, and 9♥ is yours; both players know "
                       "the face-up cards you take. The face-up 2♦ is worth little: lead a low "
                       "card, 4♦."),
         other=_other_cheap("4D", "2D")),
    ai("5D"),
    # Trick 5: following suit.
    ai("KS"),
    Step(HUMAN, cards("5S"), point=("5S", "KS", "QD"),
         say=lambda: translate(
             "Lesson", "Your opponent won 2♦, and you drew 10♠. Now they lead K♠ for the "
                       "face-up Q♦. You hold spades, so you must follow suit: you may trump "
                       "only when you have none. No spade of yours beats K♠: play the lowest, "
                       "5♠."),
         other=_other_low_spade),
    # Trick 6: a led super trump asks for trumps, and the first super wins.
    ai("9D"),
    Step(HUMAN, cards("2H"), point=("2H", "9D", "JH"),
         say=lambda: translate(
             "Lesson", "You drew 7♠. Your opponent leads the super trump 9♦ for the face-up "
                       "J♥. A led super trump asks for trumps, so you must play a heart or "
                       "your 9♥. Nothing beats a super played first: give your lowest trump, "
                       "2♥."),
         other=_other_super_led),
    # Trick 7: no clubs, so trump.
    ai("AC"),
    Step(HUMAN, cards("3H"), point=("3H", "AC", "KC"),
         say=lambda: translate(
             "Lesson", "You drew 6♠. Your opponent leads A♣ for the face-up K♣. You hold no "
                       "clubs, so you may play any card, and any trump beats a club. Trump it "
                       "with your lowest trump, 3♥."),
         other=ruff_other("3H")),
    # Trick 8: the card just won is now the highest of its suit.
    Step(HUMAN, cards("KC"), point=("KC", "8H"),
         say=lambda: translate(
             "Lesson", "K♣ is yours, and with A♣ played it is now the highest club. The "
                       "face-up card is 8♥, a trump worth having. Lead K♣: your opponent must "
                       "follow with a club if they have one."),
         other=_other_club_king),
    ai("2C"),
    # Trick 9: the opponent is void and trumps.
    Step(HUMAN, cards("QS"), point=("QS", "JC"),
         say=lambda: translate(
             "Lesson", "You took 8♥. The face-up card is J♣. Lead Q♠: A♠ and K♠ have been "
                       "played, so it is the highest spade. It loses only if your opponent "
                       "has no spades and trumps it."),
         other=_other_keep_trumps),
    ai("JH"),
    # Trick 10: follow suit under the ace, keep the king.
    Step(AI, cards("AD"), wait=True, say=lambda: translate(
        "Lesson", "Your opponent had no spades and trumped Q♠ with J♥, so they took J♣; "
                  "you drew 5♥. Whoever cannot follow suit may trump, as you did with clubs. "
                  "Your opponent leads next.")),
    Step(HUMAN, cards("8D"), point=("8D", "AD", "KD"),
         say=lambda: translate(
             "Lesson", "Your opponent leads A♦ for the face-up 10♦. You must follow with a "
                       "diamond, and nothing beats the ace: play 8♦ and keep K♦, which is "
                       "then the highest diamond."),
         other=lambda a: translate(
             "Lesson", "K♦ loses to the ace too; after this trick it is the highest diamond, "
                       "so keep it.")),
    # Trick 11: trump again.
    ai("3C"),
    Step(HUMAN, cards("4H"), point=("4H", "3C", "JS"),
         say=lambda: translate(
             "Lesson", "You drew 4♥. Your opponent leads 3♣, and the face-up card is J♠. You "
                       "have no clubs: trump with your lowest trump, 4♥, and take J♠."),
         other=ruff_other("4H")),
    # Trick 12: a discard never wins.
    Step(HUMAN, cards("6S"), point=("6S", "7D"),
         say=lambda: translate(
             "Lesson", "You took J♠. Your opponent has shown they have no spades. Lead 6♠ "
                       "for the face-up 7♦: they must trump it or throw away another card, and "
                       "a card of another suit never wins."),
         other=low_spade("6S")),
    ai("2D"),
    # Trick 13: the last face-up card.
    Step(HUMAN, cards("7S"), point=("7S", "QC"),
         say=lambda: translate(
             "Lesson", "Your opponent threw away 2♦, so your 6♠ won. This is the last trick "
                       "of stage 1: the winner takes the face-up Q♣, the loser the last "
                       "hidden card. Lead 7♠ the same way."),
         other=low_spade("7S")),
    ai("3D"),
)
