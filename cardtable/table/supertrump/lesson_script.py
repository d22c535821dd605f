"""Supertrump's lesson: a guided first game on a stacked deck.

The person (seat 0) is the non-dealer and names hearts as trumps; the
opponent deals and names nines as super trumps. The deck is stacked so that
every rule shows up in the one game: a face-up card won, a super trump
beating the ace of trumps, following suit (a led super trump asks for
trumps), trumping when void, a discard that cannot win, two super trumps in
one trick (the first played wins) and a whole stage 2. Stage 1 is scripted
in :mod:`lesson_stage1`; this module holds the deck, stage 2 and the texts
around the game. The person wins 31 to 8 (7 + 2 × 12 against 6 + 2 × 1).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.games.supertrump import stacked_deck
from cardtable.table.lesson import Lesson, Step, cards
from cardtable.table.supertrump.lesson_stage1 import AI, HUMAN, STAGE_ONE, ai, name, what

#: A literal translate(context, text) call that lupdate extracts, kept short.
translate = QCoreApplication.translate

#: The hands as dealt (the dealer is the opponent) and the stock, top first:
#: face-up card and hidden card of each stage-1 trick in turn.
HANDS = {
    HUMAN: "KH 10H 7H 6H 3H 2H 9S AS 5S 2S KD 8D 4D",
    AI: "9D 9C AH KS 8S 3S AD JD 6D 5D AC 10C 5C",
}
STOCK = ("QH 2C 3D QS 9H 7C 2D 10S QD 7S JH 6S KC 3C "
         "8H 4C JC 5H 10D 4H JS 6C 7D 8C QC 4S")
SEED = 2


def deck() -> tuple[str, ...]:
    """The 52 cards top first, dealt one at a time from the non-dealer (the person)."""
    hands = {seat: codes.split() for seat, codes in HANDS.items()}
    return tuple(c.code for c in stacked_deck(AI, hands, STOCK.split()))


def _other_cash(code: str):
    """``other`` once every card wins: any is fine, the lesson plays ``code``."""
    def other(action: Any) -> str:
        return translate("Lesson", "%1 wins too, but the lesson plays its cards in order: "
                                   "lead %2.").replace("%1", what(action)).replace(
            "%2", name(code))
    return other


def cash(code: str, answer: str) -> tuple[Step, Step]:
    """The person leads a sure winner ``code``; the opponent answers ``answer``."""
    return (Step(HUMAN, cards(code), point=(code,), other=_other_cash(code),
                 say=lambda: translate("Lesson", "Keep leading your winners: %1.").replace(
                     "%1", name(code))),
            ai(answer))


STAGE_TWO: tuple[Step, ...] = (
    # Trick 14: two super trumps in one trick.
    Step(HUMAN, cards("9H"), point=("9H",),
         say=lambda: translate(
             "Lesson", "Stage 2: the stock is gone, no one draws, and each trick is worth 2 "
                       "points. Every card not in your hand and not yet played is in your "
                       "opponent's hand. Lead your super 9♥: they must follow with a trump "
                       "if they have one."),
         other=lambda a: translate(
             "Lesson", "Lead 9♥ before %1: nothing can beat it, and it pulls out your "
                       "opponent's trumps.").replace("%1", what(a))),
    ai("9C"),
    Step(HUMAN, cards("KH"), point=("KH",),
         say=lambda: translate(
             "Lesson", "Your opponent had to give their last trump, the super 9♣, but of two "
                       "super trumps the first played wins. They have no trumps left, so "
                       "every trump of yours wins: lead K♥."),
         other=_other_cash("KH")),
    ai("4S"),
    # Trick 16: lose the loser while trumps can win the lead back.
    Step(HUMAN, cards("7D"), point=("7D",),
         say=lambda: translate(
             "Lesson", "Your only loser is 7♦: your opponent holds higher diamonds. Lead it "
                       "now, while your trumps can win the lead back whatever they lead "
                       "next."),
         other=lambda a: translate(
             "Lesson", "%1 wins, but lose 7♦ now, while your trumps can win the lead "
                       "back.").replace("%1", what(a))),
    ai("10D"),
    # Trick 17: following suit in stage 2.
    ai("JC"),
    Step(HUMAN, cards("QC"), point=("QC", "JC"),
         say=lambda: translate(
             "Lesson", "Your opponent won 7♦ with 10♦ and leads J♣. You must follow suit "
                       "with your only club, Q♣, and it wins: A♣ and K♣ are gone.")),
    Step(HUMAN, cards("KD"), point=("KD",), other=_other_cash("KD"),
         say=lambda: translate(
             "Lesson", "Your opponent has no trumps, and each of your cards is higher than "
                       "theirs in its suit, so every one wins. Lead K♦.")),
    ai("6D"),
    *cash("QH", "4C"), *cash("10H", "5C"), *cash("8H", "6C"), *cash("7H", "7C"),
    *cash("6H", "8C"), *cash("5H", "10C"), *cash("JS", "JD"),
    Step(HUMAN, cards("10S"), point=("10S",),
         say=lambda: translate(
             "Lesson", "The last trick: lead 10♠, and the game is over.")),
    ai("QD"),
)


def _title() -> str:
    return translate("Lesson", "Learn to play Supertrump")


def _intro() -> str:
    return translate(
        "Lesson", "Supertrump is a trick-taking game for two. Each plays one card to a trick: "
                  "the higher card of the suit led wins, unless a trump is played, and four "
                  "super trumps beat every trump. In stage 1 the winner of each trick also "
                  "takes a face-up card from the stock; in stage 2 the stock is gone and each "
                  "trick is worth 2 points. Whoever takes 20 of the 39 points wins the game.")


def _outro() -> str:
    return translate(
        "Lesson", "You won the game 31 to 8: 7 stage-1 tricks at 1 point and 12 stage-2 "
                  "tricks at 2. In a match the dealer alternates and games go on until "
                  "someone has won 3 games or reached 100 points, as chosen in New game. "
                  "Next, an ordinary game against an easy opponent, with shuffled cards.")


def lessons() -> list[Lesson]:
    """Supertrump's one lesson: the default preset, a single game."""
    return [Lesson(
        key="supertrump", game="supertrump", variant="supertrump", title=_title,
        players=2, human=HUMAN, deck=deck(), dealer=AI, seed=SEED, intro=_intro,
        steps=STAGE_ONE + STAGE_TWO, outro=_outro)]
