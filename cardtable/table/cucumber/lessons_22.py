"""The lesson of 22: a stacked first deal in which every rule of 22 turns up.

Three players; the person (seat 0, bottom) sits on the dealer's left, so
they exchange first and lead. The cards are arranged so that, in order:
the person swaps two middle cards and draws a low card and a pair (the
exchange; the others swap one and keep); the person leads a pair of 7s (a
set lead), the left player heads it with mixed ranks (A♠ Q♠ becomes the
best set) and the right player cannot head that and plays their two lowest
(the lowest cards); the person heads J♥ with an equal J♦ and wins, the last
of equal highest cards; the 10s and the ace lead win while both opponents
must play their lowest; and the last trick is laid face down and shown at
once, where the right player's K♣ loses and stays out as a penalty card.

The person's 2♣ is the thread of the deal: drawn at the exchange, kept
through every trick (the steps' ``other`` texts say so whenever another
legal move would give it away), and safe in the last trick.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.games.cucumber import preset, stacked_deck
from cardtable.table.cucumber.lessons_common import DEALER, HUMAN, PLAYERS, holds, keep
from cardtable.table.lesson import Lesson, Step, cards

#: The hands as dealt (before the exchange) and the top of the stock: the
#: person draws 2♣ 7♥, the left player 9♥; the right player keeps.
HANDS = {
    0: ("7S", "8D", "9S", "10H", "10S", "JD", "AH"),
    1: ("AS", "QS", "9C", "5H", "6C", "8C", "KH"),
    2: ("3D", "4S", "5D", "6S", "8S", "JH", "KC"),
}
STOCK = ("2C", "7H", "9H")
SEED = 2222


def deck() -> tuple[str, ...]:
    """The whole stacked deck, top card first."""
    rules = preset("twenty-two")
    return tuple(c.code for c in stacked_deck(rules, PLAYERS, DEALER, HANDS, STOCK))


# ------------------------------------------------------------------ texts
def title() -> str:
    return QCoreApplication.translate("Lesson", "Learn to play 22")


def intro() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "22 is a trick game with one aim: do not be left with the highest card in the last "
        "trick. Whoever shows it scores that card's points (A 11, K, Q and J 10, other cards "
        "their number), and a player who reaches 22 points is out; the last one left wins. In "
        "this first deal you play at the bottom against two opponents, and the cards are "
        "arranged so that every rule turns up.")


def say_exchange() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Before play, each player may once swap cards with the stock: discard any number face "
        "down and draw as many. You go first, on the dealer's left. 8♦ and 9♠ are too low to "
        "beat much and too high to be safe at the end: select them and press Exchange.")


def other_exchange(action: Any) -> str:
    if not action.cards:
        return QCoreApplication.translate(
            "Lesson",
            "Keeping your hand is allowed, but then your lowest card is 7♠. A really low card "
            "for the last trick is worth looking for: swap 8♦ and 9♠.")
    if holds(action, "AH", "JD"):
        return QCoreApplication.translate(
            "Lesson",
            "Keep A♥ and J♦: high cards are what you beat others with, and you can get rid of "
            "them later by leading them. Swap 8♦ and 9♠.")
    return QCoreApplication.translate(
        "Lesson",
        "That exchange is allowed too, but this lesson swaps just 8♦ and 9♠, the middle cards "
        "that help you least.")


def say_drawn() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "You drew 2♣ and 7♥: a low card to keep for the last trick, and a pair of 7s. Now the "
        "others exchange in turn; you only see how many cards they swap.")


def say_lead_pair() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Ben, on your left, swapped one card; Chloe, on your right, kept all seven. "
        "You lead the first trick: one card, or several of one rank (a set). Lead your two 7s: "
        "two middle cards go at once.")


def keep_two() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Keep 2♣: your lowest card is your safest card for the last trick.")


def other_lead_pair(action: Any) -> str:
    if holds(action, "2C"):
        return keep_two()
    if holds(action, "AH"):
        return QCoreApplication.translate(
            "Lesson",
            "A♥ would win this trick, but keep it for now: nobody can beat an ace, so it will "
            "win you a trick later, when you need the lead.")
    return QCoreApplication.translate(
        "Lesson",
        "That lead is allowed, but leading the two 7s gets rid of two middle cards at once.")


def say_follow_rule() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Now each of the others must play two cards: either two that beat your 7s card for "
        "card (equal is enough, and ranks may be mixed), or their two lowest cards, which is "
        "always allowed.")


def say_best_set() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Ben, on your left, beat your 7s with A♠ Q♠, and that is now the best set. Chloe, "
        "on your right, must beat A♠ and Q♠ card for card, not your 7s, or play their "
        "two lowest cards.")


def say_trick_won() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Chloe, on your right, could not, so they played their two lowest, 3♦ 4♠. The "
        "highest card in the trick, A♠, wins it, and Ben, on your left, leads next. "
        "Anyone may look through the played cards at any time (View → Show played cards).")


def say_equal() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Ben, on your left, led 9♥, and Chloe, on your right, beat it with J♥. Play "
        "a card at least as high as J♥, or your lowest card. Play J♦: equal is enough, and "
        "among equal highest cards the last one played wins the trick.")


def other_equal(action: Any) -> str:
    if holds(action, "AH"):
        return QCoreApplication.translate(
            "Lesson",
            "A♥ would win too, but J♦ is enough. Keep the ace: a lead that nobody can beat is "
            "worth saving.")
    return QCoreApplication.translate(
        "Lesson",
        "2♣ is your lowest card, so it is always allowed, but it is also your safest card "
        "for the last trick. Keep it and play J♦.")


def say_lead_tens() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "You won the trick with J♦ and lead again. Lead your two 10s: to beat them, the others "
        "need two cards of 10 or higher.")


def other_lead_tens(action: Any) -> str:
    if holds(action, "2C"):
        return keep_two()
    if holds(action, "AH"):
        return QCoreApplication.translate(
            "Lesson",
            "A♥ would win this trick, but the 10s take two cards away at once. Keep the ace "
            "for your next lead.")
    return QCoreApplication.translate(
        "Lesson",
        "One 10 is allowed, but leading both gets rid of two cards at once.")


def say_lead_ace() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Neither opponent had two cards of 10 or higher, so both played their two lowest, and "
        "your 10s won. You hold A♥ and 2♣. Lead A♥: no card beats an ace, and your 2♣ stays "
        "for the last trick.")


def other_lead_ace(action: Any) -> str:
    return QCoreApplication.translate(
        "Lesson",
        "If you lead 2♣, you keep A♥, the highest card there is, for the last trick: you "
        "would almost surely lose the deal.")


def say_last_trick() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Nobody could match your ace, so both played their lowest card. Everyone has one card "
        "left: this is the last trick. Each player lays their card face down, then all are "
        "turned up at once. Lay down your 2♣.")


def outro() -> str:
    return QCoreApplication.translate(
        "Lesson",
        "Chloe, on your right, showed K♣, the highest last card: they score 10 points, and "
        "the K♣ stays face up in front of them, out of play for the rest of the game. The "
        "loser deals next, and everyone gets as many cards as the losing card was worth: 10 "
        "this time. Deals go on until players reach 22 and are out; the last one left wins. "
        "Now play a game against easy opponents.")


# ------------------------------------------------------------------ the deal
def steps() -> tuple[Step, ...]:
    """Every move of the first deal, all seats, in order."""
    return (
        # The exchange, from the dealer's left: you, left, right.
        Step(0, cards("8D", "9S"), say=say_exchange, point=("8D", "9S"), other=other_exchange),
        Step(1, cards("KH"), say=say_drawn, point=("2C", "7H"), wait=True),
        Step(2, keep),
        # Trick 1: a set lead, a heading follow with mixed ranks, the lowest two.
        Step(0, cards("7S", "7H"), say=say_lead_pair, point=("7S", "7H"),
             other=other_lead_pair),
        Step(1, cards("AS", "QS"), say=say_follow_rule, point=("7S", "7H"), wait=True),
        Step(2, cards("3D", "4S"), say=say_best_set, point=("AS", "QS"), wait=True),
        # Trick 2: an equal card heads, and the last of equal highest cards wins.
        Step(1, cards("9H"), say=say_trick_won, wait=True),
        Step(2, cards("JH")),
        Step(0, cards("JD"), say=say_equal, point=("JD", "JH"), other=other_equal),
        # Trick 3: a pair nobody can head.
        Step(0, cards("10S", "10H"), say=say_lead_tens, point=("10S", "10H"),
             other=other_lead_tens),
        Step(1, cards("5H", "6C")),
        Step(2, cards("5D", "6S")),
        # Trick 4: the ace goes, the 2 stays.
        Step(0, cards("AH"), say=say_lead_ace, point=("AH",), other=other_lead_ace),
        Step(1, cards("8C")),
        Step(2, cards("8S")),
        # The last trick: face down, then shown at once.
        Step(0, cards("2C"), say=say_last_trick, point=("2C",)),
        Step(1, cards("9C")),
        Step(2, cards("KC")),
    )


def twenty_two() -> Lesson:
    """The lesson of 22 (Help → Learn to play 22)."""
    return Lesson(key="twenty-two", game="cucumber", variant="twenty-two", title=title,
                  players=PLAYERS, human=HUMAN, deck=deck(), dealer=DEALER, seed=SEED,
                  intro=intro, steps=steps(), outro=outro)
