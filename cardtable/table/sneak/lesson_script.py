"""Sneak's lesson: one whole first deal for three, every move scripted.

You sit at seat 0, Ben (seat 1) on your left, Chloe (seat 2, the dealer) on
your right, so you start. The stock is stacked so the deal shows every rule a
newcomer needs, in this order: the first draw, a sneak you challenge and win
(one card against one), a bluff of yours nobody challenges, a flaunted match,
a challenge that costs its challenger (a match beats a straight flush), a
flaunted card beaten by a higher card of its suit, your own flaunted match,
a pass, the play cap (the largest other hand), the empty stock's forced
flaunts and the last holder banking the rest. It ends 19–18–15 for you.

The deck is the order of the 52 draws (each step's comment names the card);
the texts are in :mod:`cardtable.table.sneak.lesson_texts`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cardtable.table.lesson import Lesson, Step, choice
from cardtable.table.sneak import lesson_texts as t

YOU, BEN, CHLOE = 0, 1, 2

_DRAWS = ("3S 5D 9C QC 10S 9H 7D 5H 2H JD 6H JS KH 8C KC 4D QH 4S 2C KS 6C 8H KD 3C 7H "
          "9S 5C QS 3D JC 10H 6D 2S AH 7S 9D 8S AS 4C QD 2D 10C 5S 6S 3H 7C 4H 8D 10D "
          "JH AD AC")
#: The stock, top card first: the cards in the order they are drawn.
DECK = tuple(_DRAWS.split())

Text = Callable[[], str]


def _named(name: str) -> Callable[[Sequence[Any]], Any]:
    return choice(lambda action: action.name == name)


def _with(name: str, *codes: str) -> Callable[[Sequence[Any]], Any]:
    """The ``name`` action (sneak, flaunt, challenge) with exactly these cards:
    a sneak and a flaunt of the same cards are both legal, so cards alone do
    not pick one."""
    wanted = sorted(codes)
    return choice(lambda action: action.name == name
                  and sorted(c.code for c in action.cards) == wanted)


draw = _named("draw")
pass_ = _named("pass")


def sneak(*codes: str) -> Callable[[Sequence[Any]], Any]:
    return _with("sneak", *codes)


def flaunt(*codes: str) -> Callable[[Sequence[Any]], Any]:
    return _with("flaunt", *codes)


def challenge(*codes: str) -> Callable[[Sequence[Any]], Any]:
    return _with("challenge", *codes)


def _why(texts: Mapping[str, Text]) -> Callable[[Any], str]:
    """A step's ``other``: why a legal move of that kind (draw, sneak, flaunt,
    challenge, pass) is not the lesson's; ``"else"`` covers the rest."""
    def other(action: Any) -> str:
        text = texts.get(getattr(action, "name", ""), texts.get("else", t.not_the_lesson))
        return text()
    return other


def _you(move: Callable[[Sequence[Any]], Any], say: Text, point: tuple[str, ...] = (),
         why: Mapping[str, Text] | None = None) -> Step:
    """The person's step: always with text, so even a forced draw waits for them.
    Without ``why`` another legal move gets the lesson panel's own text, which
    names the move to make (enough for a routine draw)."""
    return Step(YOU, move, say=say, point=point, other=_why(why) if why else None)


def _keep_drawing(say: Text, point: tuple[str, ...] = ()) -> Step:
    """A routine draw of the person's: another move is answered with why a
    draw is better now, not only "the lesson plays Draw"."""
    return _you(draw, say, point, {"else": t.draw_to_build})


def steps() -> tuple[Step, ...]:
    """Every move of the deal, in order (the comments give the hands' news)."""
    return (
        # Round 1: every first turn is a draw.
        _you(draw, t.first_draw),                                    # 3S
        Step(BEN, draw), Step(CHLOE, draw),                          # 5D 9C
        _keep_drawing(t.second_draw, ("3S",)),                       # QC
        Step(BEN, draw), Step(CHLOE, draw),                          # 10S 9H
        _keep_drawing(t.third_draw, ("QC",)),                        # 7D
        # Ben sneaks 5D; Chloe passes, you challenge with QC and win.
        Step(BEN, sneak("5D")),
        Step(CHLOE, pass_, say=t.ben_sneaks, wait=True),
        _you(challenge("QC"), t.challenge_queen, ("QC",),
             {"pass": t.queen_not_passing, "challenge": t.queen_not_low}),
        Step(CHLOE, draw, say=t.queen_won, wait=True),               # 5H
        _keep_drawing(t.weak_cards, ("3S", "7D")),                   # 2H
        Step(BEN, draw), Step(CHLOE, draw),                          # JD 6H
        # Your bluff: three low cards sneaked, nobody challenges.
        _you(sneak("2H", "3S", "7D"), t.bluff, ("2H", "3S", "7D"),
             {"draw": t.bluff_not_drawing, "flaunt": t.bluff_not_flaunting,
              "sneak": t.bluff_all_three}),
        Step(CHLOE, pass_),
        Step(BEN, draw, say=t.bluff_won, wait=True),                 # JS
        # Chloe flaunts a match of nines; Ben lets it pass.
        Step(CHLOE, flaunt("9C", "9H")),
        Step(BEN, pass_, say=t.chloe_flaunts, point=("9C", "9H"), wait=True),
        _you(draw, t.flaunt_banked),                                 # KH
        # Ben sneaks a match of jacks; Chloe's straight flush loses to it.
        Step(BEN, sneak("JD", "JS")),
        Step(CHLOE, challenge("5H", "6H"), say=t.ben_sneaks_two, wait=True),
        Step(CHLOE, draw, say=t.chloe_lost, wait=True),              # 8C
        _keep_drawing(t.hand_sizes),                                 # KC
        Step(BEN, draw), Step(CHLOE, draw),                          # 4D QH
        _keep_drawing(t.two_kings, ("KC", "KH")),                    # 4S
        Step(BEN, draw),                                             # 2C
        # Chloe flaunts QH; your KH, a higher heart, takes it.
        Step(CHLOE, flaunt("QH")),
        _you(challenge("KH"), t.challenge_king, ("KH", "QH"),
             {"pass": t.king_not_passing, "challenge": t.king_of_hearts}),
        Step(BEN, pass_),
        _keep_drawing(t.king_won),                                   # KS
        Step(BEN, draw), Step(CHLOE, draw),                          # 6C 8H
        _keep_drawing(t.third_king_soon, ("KC", "KS")),              # KD
        Step(BEN, draw), Step(CHLOE, draw),                          # 3C 7H
        # Your three kings, flaunted: nobody can beat them.
        _you(flaunt("KC", "KD", "KS"), t.flaunt_kings, ("KC", "KD", "KS"),
             {"sneak": t.kings_not_sneaking, "draw": t.kings_not_waiting,
              "flaunt": t.kings_all}),
        Step(BEN, pass_), Step(CHLOE, pass_),
        Step(BEN, sneak("2C", "3C", "4D")), Step(CHLOE, pass_),
        Step(CHLOE, draw),                                           # 9S
        _keep_drawing(t.kings_banked, ("4S",)),                      # 5C
        Step(BEN, draw),                                             # QS
        Step(CHLOE, sneak("7H", "8H", "9S")), Step(BEN, pass_),
        _keep_drawing(t.small_run, ("4S", "5C")),                    # 3D
        Step(BEN, draw), Step(CHLOE, draw),                          # JC 10H
        _keep_drawing(t.longer_run, ("3D", "4S", "5C")),             # 6D
        # Ben sneaks three; you pass rather than risk your low straight.
        Step(BEN, sneak("10S", "JC", "QS")),
        _you(pass_, t.pass_on_ben, ("4S", "5C", "6D"), {"challenge": t.not_challenging_ben}),
        Step(CHLOE, draw),                                           # 2S
        # The play cap: at most three cards, the largest other hand.
        _you(flaunt("4S", "5C", "6D"), t.flaunt_straight, ("4S", "5C", "6D"),
             {"sneak": t.straight_not_sneaking, "flaunt": t.straight_higher,
              "draw": t.straight_not_waiting}),
        Step(CHLOE, pass_),
        Step(BEN, draw), Step(CHLOE, draw),                          # AH 7S
        _keep_drawing(t.straight_banked, ("3D",)),                   # 9D
        Step(BEN, draw),                                             # 8S
        Step(CHLOE, sneak("2S", "8C", "10H")), Step(BEN, pass_),
        _keep_drawing(t.watch_stock),                                # AS
        Step(BEN, draw), Step(CHLOE, draw),                          # 4C QD
        _you(sneak("3D", "9D"), t.keep_ace, ("3D", "9D"),
             {"else": t.ace_not_yet}),
        Step(BEN, pass_), Step(CHLOE, pass_),
        Step(BEN, draw), Step(CHLOE, draw),                          # 2D 10C
        _keep_drawing(t.plain_draw),                                 # 5S
        Step(BEN, draw), Step(CHLOE, draw),                          # 6S 3H
        _keep_drawing(t.keep_drawing),                               # 7C
        Step(BEN, sneak("2D", "4C", "6C", "6S")), Step(CHLOE, pass_),
        Step(CHLOE, draw),                                           # 4H
        _you(sneak("5S", "7C"), t.second_bluff, ("5S", "7C"),
             {"else": t.second_bluff_other}),
        Step(BEN, pass_), Step(CHLOE, pass_),
        Step(BEN, draw),                                             # 8D
        Step(CHLOE, sneak("3H", "4H", "7S")), Step(BEN, pass_),
        _keep_drawing(t.second_bluff_passed),                        # 10D
        Step(BEN, draw), Step(CHLOE, draw),                          # JH AD
        _you(sneak("10D"), t.last_stock_card, ("10D",), {"else": t.ten_other}),
        Step(BEN, pass_), Step(CHLOE, pass_),
        Step(BEN, sneak("8D", "8S", "JH")), Step(CHLOE, pass_),
        Step(CHLOE, draw),                                           # AC: the stock is empty
        # Only flaunts now; the last holder banks the rest.
        _you(flaunt("AS"), t.flaunt_ace, ("AS",)),
        Step(BEN, pass_), Step(CHLOE, pass_),
        Step(BEN, flaunt("AH")),
        Step(CHLOE, pass_, say=t.last_holder, point=("AH",), wait=True),
    )


def lessons() -> list[Lesson]:
    """Sneak's one lesson: the default preset, three players, you first."""
    return [Lesson(key="sneak", game="sneak", variant="sneak", title=t.title, players=3,
                   human=YOU, deck=DECK, dealer=CHLOE, seed=4, intro=t.intro, steps=steps(),
                   outro=t.outro)]
