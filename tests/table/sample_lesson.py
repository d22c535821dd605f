"""A small lesson of 22 for two, played from the engine, to test the lesson framework.

Its texts are plain English on purpose: the framework is under test, not a
script's wording (the real lessons live in the games' table rooms).
"""

from __future__ import annotations

from cardtable.table.lesson import Lesson, Step, cards, choice

DECK = ("KS", "9S", "KH", "10H", "KC", "8H", "5D", "JS", "2C", "6D", "2D", "3D", "QH",
        "AC", "2S", "2H", "3S", "3H", "3C", "4S", "4H", "4D", "4C", "5S", "5H", "5C", "6S",
        "6H", "6C", "7S", "7H", "7D", "7C", "8S", "8D", "8C", "9H", "9D", "9C", "10S", "10D",
        "10C", "JH", "JD", "JC", "QS", "QD", "QC", "KD", "AS", "AH", "AD")

keep = choice(lambda a: a.name == "exchange" and not a.cards)


def _say(text: str):
    return lambda: text


def steps() -> tuple[Step, ...]:
    return (
        Step(1, keep, say=_say("Your opponent keeps their hand.")),
        Step(0, keep, say=_say("Keep your hand: press Keep."),
             other=lambda action: "Keep your hand in this lesson."),
        Step(1, cards("2D"), say=_say("Your opponent leads 2♦."), wait=True),
        Step(0, cards("AC"), say=_say("Head the 2♦ with A♣."), point=("AC", "2D")),
        Step(0, cards("3D"), say=_say("You won the trick: lead 3♦."), point=("3D",)),
        Step(1, cards("KS")),
        Step(1, cards("2C")),
        Step(0, cards("JS"), say=_say("Head it with J♠."), point=("JS",)),
        Step(0, cards("6D")),
        Step(1, cards("KH")),
        Step(1, cards("5D")),
        Step(0, cards("10H")),
        Step(0, cards("8H")),
        Step(1, cards("KC")),
        Step(1, cards("QH")),
        Step(0, cards("9S"), say=_say("Your last card, 9♠, goes down with theirs."),
             point=("9S",)),
    )


def sample_lesson() -> Lesson:
    return Lesson(key="sample", game="cucumber", variant="twenty-two",
                  title=lambda: "Learn to play the sample", players=2, human=0, deck=DECK,
                  dealer=0, seed=5, intro=_say("A first deal of 22 for two."),
                  steps=steps(), outro=_say("That is the deal."))
