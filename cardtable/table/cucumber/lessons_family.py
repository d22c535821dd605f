"""The lesson of the Cucumber family, played as Rassi (Finland).

One lesson covers the family: Rassi, because its three
questions before play (free? double? redouble?) are the family's most
unusual rule, with the other presets' differences told at the moment of
the deal they concern — hand sizes at the deal, exchanges at the
questions, single leads, beating the previous card strictly, the last
trick, points and thresholds at the end.

Three players; the person (seat 0) sits on the dealer's left. The person's
hand has no court card, so "free?" is asked and answered yes; the new hand
holds A♣, which Rassi ranks lowest in the last trick, so the person says no
to double and redouble. The left player doubles and draws a hand of high
cards, follows only by playing their lowest or beating the card just
played, and loses the in-turn last trick with K♥: 13 points, doubled.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.games.cucumber import preset, stacked_deck
from cardtable.table.cucumber.lessons_common import DEALER, HUMAN, PLAYERS, decide, holds
from cardtable.table.lesson import Lesson, Step, cards

#: The hands as dealt; the stock's top six replace the person's hand (free),
#: the next six the left player's (double).
HANDS = {
    0: ("10S", "9H", "8D", "7C", "6S", "5H"),
    1: ("KC", "QD", "JD", "10D", "9D", "8S"),
    2: ("9S", "JH", "4C", "5S", "6H", "AH"),
}
STOCK = ("AC", "KD", "9C", "4D", "3S", "2H", "KH", "KS", "QS", "JC", "10H", "7D")
SEED = 5050


def deck() -> tuple[str, ...]:
    """The whole stacked deck, top card first."""
    rules = preset("rassi")
    return tuple(c.code for c in stacked_deck(rules, PLAYERS, DEALER, HANDS, STOCK))


# ------------------------------------------------------------------ texts
def title() -> str:
    return QCoreApplication.translate("Lesson", "Learn to play the Cucumber family")


def intro() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "The Cucumber family are 22's cousins from the Nordic countries and Poland: again, "
        "nobody wants the highest card in the last trick. This lesson plays Rassi, from "
        "Finland, and says on the way where the other variants differ. The ace is the "
        "highest card, except in Rassi's last trick, where it is the lowest, below the 2. "
        "The loser of a deal scores the last card's points (ace 14, K 13, Q 12, J 11, other "
        "cards their number); at 50 points a player is out, and the last one left wins.")


def say_free() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Rassi deals 6 cards each (Agurk and Kurkku 7, Norwegian 5, Iceland's Gúrka 10, "
        "Mätäpesä the whole deck), then asks three questions, each going round from the "
        "dealer's left. First, “free?”: a player with no K, Q or J may swap the whole hand at "
        "no cost. Your cards are all middling: answer Yes.")


def other_free(action: Any) -> str:
    return QCoreApplication.translate(
        "Lesson",
        "You may keep them, but these middle cards neither beat much nor are safe at the end, "
        "and a new hand costs nothing now. Answer Yes.")


def say_double() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Your new hand holds A♣: the highest card until the last trick, where an ace is the "
        "lowest, a safe card to keep. Next, “double?”: Yes swaps the hand again, but a loss "
        "in this deal then counts twice. Your hand is good: answer No.")


def other_double(action: Any) -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Doubling would throw away your A♣ and double the points you could lose. Answer No.")


def say_others_double() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "The others were not asked “free?”: they hold court cards. Only Rassi has these "
        "questions; most variants have no exchange at all, Norwegian lets the dealer swap "
        "first, and Agurk with jokers swaps as many cards as the first player did.")


def say_redouble() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Ben, on your left, doubled and took a new hand; Chloe, on your right, did "
        "not. Last question, “redouble?”: another new hand, and a loss counts four times. "
        "(Ogórek's bet is different: contra, called before play.) Answer No again.")


def other_redouble(action: Any) -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Redoubling would throw away your A♣ and make a loss count four times. Answer No.")


def keep_ace() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Keep A♣: in Rassi's last trick an ace is the lowest card, so it is your safe card "
        "for the end.")


def say_lead_king() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Nobody redoubled, so play begins. You lead one card: only 22 and Iceland's Gúrka "
        "allow sets. Lead K♦, your most dangerous card: only an ace, the highest card, can "
        "beat it.")


def other_lead_king(action: Any) -> str:
    if holds(action, "AC"):
        return keep_ace()
    return QCoreApplication.translate(
        "Lesson",
        "That lead is allowed, but K♦ is the card you most want to be rid of, and only an "
        "ace can beat it.")


def say_follow() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Each follower must play a card higher than the card played just before theirs (an "
        "equal card is not enough), or their lowest card. The lowest card is allowed even "
        "when you could beat, except in Ogórek.")


def say_previous() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Ben, on your left, could not beat K♦ and played their lowest, 7♦. Chloe, "
        "on your right, now only has to beat 7♦, the card just played, not your K♦. (In 22 "
        "you beat the best card so far.)")


def say_lead_nine() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Chloe, on your right, beat 7♦ with 9♠, but your K♦ is the highest card of the "
        "trick and wins it. Lead again: 9♣ is your highest card apart from the ace, so let it "
        "go now.")


def other_lead_nine(action: Any) -> str:
    if holds(action, "AC"):
        return keep_ace()
    return QCoreApplication.translate(
        "Lesson",
        "That lead is allowed, but 9♣ is your highest card apart from the ace: lead it while "
        "you can choose.")


def say_strict() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Your 9♣ was beaten by 10♥ and then by J♥, so Chloe, on your right, won and led "
        "4♣. Your 4♦ does not beat it: a card must be higher (equal is enough in 22, Ogórek "
        "and Iceland's Gúrka). Play your lowest card, 2♥.")


def other_follow(action: Any) -> str:
    return QCoreApplication.translate(
        "Lesson",
        "A♣ would win this trick, but keep it: in Rassi's last trick an ace is the lowest "
        "card, so it is your safe card for the end.")


def say_low_again() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Ben, on your left, only had to beat your 2♥, and their J♣ took the trick. They "
        "led Q♠, and Chloe, on your right, played their lowest, 5♠. Only your ace beats "
        "5♠: play 3♠.")


def say_low_last() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Ben, on your left, is shedding high cards: after doubling they drew a hand full "
        "of them. Play 4♦ and keep the ace for the end.")


def say_last_trick() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "The last trick: here it is played in turn like any other (22 shows all last cards at "
        "once). Only Rassi makes the ace low in it; Iceland's Gúrka puts 6♣ above everything. "
        "The highest card loses; of tied cards, only the last scores here.")


def say_last_card() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Ben, on your left, led K♥ and Chloe, on your right, played an ace. Play your "
        "A♣: in this trick it is as low as a card can be.")


def outro() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "K♥ was the highest last card: Ben, on your left, scores 13 points, doubled to "
        "26. Unlike in 22, the losing card goes back into the deck. The other variants differ "
        "in points, in where a player is out and in chips: Help → Rules tells each. Now play "
        "a game against easy opponents.")


# ------------------------------------------------------------------ the deal
def steps() -> tuple[Step, ...]:
    """Every move of the first deal, all seats, in order."""
    return (
        # The questions: free? (only hands without court cards), double?, redouble?
        Step(0, decide("free", True), say=say_free, other=other_free),
        Step(0, decide("double", False), say=say_double, point=("AC",), other=other_double),
        Step(1, decide("double", True), say=say_others_double, wait=True),
        Step(2, decide("double", False)),
        Step(0, decide("redouble", False), say=say_redouble, other=other_redouble),
        Step(1, decide("redouble", False)),
        Step(2, decide("redouble", False)),
        # Trick 1: one card leads; the right player beats the card just played.
        Step(0, cards("KD"), say=say_lead_king, point=("KD",), other=other_lead_king),
        Step(1, cards("7D"), say=say_follow, point=("KD",), wait=True),
        Step(2, cards("9S"), say=say_previous, point=("7D", "KD"), wait=True),
        # Trick 2.
        Step(0, cards("9C"), say=say_lead_nine, point=("9C",), other=other_lead_nine),
        Step(1, cards("10H")),
        Step(2, cards("JH")),
        # Trick 3: equal does not beat.
        Step(2, cards("4C")),
        Step(0, cards("2H"), say=say_strict, point=("2H", "4D", "4C"), other=other_follow),
        Step(1, cards("JC")),
        # Trick 4.
        Step(1, cards("QS")),
        Step(2, cards("5S")),
        Step(0, cards("3S"), say=say_low_again, point=("3S", "5S"), other=other_follow),
        # Trick 5.
        Step(1, cards("KS")),
        Step(2, cards("6H")),
        Step(0, cards("4D"), say=say_low_last, point=("4D",), other=other_follow),
        # The last trick, in turn, the ace low.
        Step(1, cards("KH"), say=say_last_trick, wait=True),
        Step(2, cards("AH")),
        Step(0, cards("AC"), say=say_last_card, point=("AC", "KH")),
    )


def family() -> Lesson:
    """The lesson of the Cucumber family (Help → Learn to play the Cucumber family)."""
    return Lesson(key="cucumber", game="cucumber", variant="rassi", title=title,
                  players=PLAYERS, human=HUMAN, deck=deck(), dealer=DEALER, seed=SEED,
                  intro=intro, steps=steps(), outro=outro)
