"""Words for a Supertrump match: log lines, banners, prompts, options, presets.

Every sentence is a literal ``QCoreApplication.translate`` call so
``pyside6-lupdate`` extracts it; the person's own actions have their own
sentences. Suits are shown by their symbols (♠ ♥ ♦ ♣), which need no
translation; a suit's name is given where a sentence needs words.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from cardtable.cards import Rank, Suit
from cardtable.games.supertrump import events as ev
from cardtable.texts import card_name, join_names, pick

#: A literal translate(context, text) call that lupdate extracts, kept short.
translate = QCoreApplication.translate


def suit_name(suit: Suit) -> str:
    names = {
        Suit.SPADES: QCoreApplication.translate("Suits", "spades"),
        Suit.HEARTS: QCoreApplication.translate("Suits", "hearts"),
        Suit.DIAMONDS: QCoreApplication.translate("Suits", "diamonds"),
        Suit.CLUBS: QCoreApplication.translate("Suits", "clubs"),
    }
    return f"{suit.glyph} {names[suit]}"


def rank_name(rank: Rank) -> str:
    return rank.symbol


def describe(event: ev.Event, names: list[str], you: int | None) -> str | None:
    """One log line for ``event`` (``None``: not logged)."""
    if isinstance(event, ev.GameStarted):
        return pick(
            event.dealer,
            you,
            names,
            translate("SupertrumpLog", "Game %2: %1 deals 13 cards each."),
            translate("SupertrumpLog", "Game %2: you deal 13 cards each."),
        ).replace("%2", str(event.game_no))
    if isinstance(event, ev.TrumpDeclared):
        return pick(
            event.seat,
            you,
            names,
            translate("SupertrumpLog", "%1 names %2 as trumps."),
            translate("SupertrumpLog", "You name %2 as trumps."),
        ).replace("%2", suit_name(event.suit))
    if isinstance(event, ev.SuperDeclared):
        return pick(
            event.seat,
            you,
            names,
            translate("SupertrumpLog", "%1 names the %2s super trumps."),
            translate("SupertrumpLog", "You name the %2s super trumps."),
        ).replace("%2", rank_name(event.rank))
    if isinstance(event, ev.CardTurned):
        return translate("SupertrumpLog", "%1 is turned up on the stock.").replace(
            "%1", card_name(event.card)
        )
    if isinstance(event, ev.Played):
        text = (
            pick(
                event.seat,
                you,
                names,
                translate("SupertrumpLog", "%1 leads %2."),
                translate("SupertrumpLog", "You lead %2."),
            )
            if event.lead
            else pick(
                event.seat,
                you,
                names,
                translate("SupertrumpLog", "%1 plays %2."),
                translate("SupertrumpLog", "You play %2."),
            )
        )
        return text.replace("%2", card_name(event.card))
    if isinstance(event, ev.TrickWon):
        if event.points == 1:
            return pick(
                event.seat,
                you,
                names,
                translate("SupertrumpLog", "%1 wins the trick: 1 point."),
                translate("SupertrumpLog", "You win the trick: 1 point."),
            )
        return pick(
            event.seat,
            you,
            names,
            translate("SupertrumpLog", "%1 wins the trick: %2 points."),
            translate("SupertrumpLog", "You win the trick: %2 points."),
        ).replace("%2", str(event.points))
    if isinstance(event, ev.CardTaken):
        return pick(
            event.seat,
            you,
            names,
            translate("SupertrumpLog", "%1 takes the face-up %2."),
            translate("SupertrumpLog", "You take the face-up %2."),
        ).replace("%2", card_name(event.card))
    if isinstance(event, ev.CardDrawn):
        return translate("SupertrumpLog", "You draw %1 from the stock.").replace(
            "%1", card_name(event.card)
        )
    if isinstance(event, ev.HiddenCardDrawn):
        if event.seat == you:
            return None  # the private CardDrawn line says which card
        return translate("SupertrumpLog", "%1 draws a hidden card.").replace(
            "%1", names[event.seat]
        )
    if isinstance(event, ev.StageTwo):
        return translate(
            "SupertrumpLog", "The stock is empty: stage 2, each trick is worth 2 points."
        )
    if isinstance(event, ev.GameEnded):
        points = winner_first(event.points, event.winner)
        return pick(
            event.winner,
            you,
            names,
            translate("SupertrumpLog", "Game over: %1 wins %2."),
            translate("SupertrumpLog", "Game over: you win %2."),
        ).replace("%2", points)
    if isinstance(event, ev.MatchEnded):
        if you is not None and event.winners == (you,):
            return translate("SupertrumpLog", "Match over: you won!")
        return translate("SupertrumpLog", "Match over: %1 won.").replace(
            "%1", join_names(event.winners, names)
        )
    return None


def winner_first(points: Sequence[int], winner: int) -> str:
    """"20 – 19": the winner's points first, as a result is read ("Aiko wins
    19 – 20" read as a loss)."""
    order = [winner] + [s for s in range(len(points)) if s != winner]
    return " – ".join(str(points[s]) for s in order)


def banner(event: ev.Event, names: list[str], you: int | None) -> str | None:
    if isinstance(event, ev.StageTwo):
        return QCoreApplication.translate("SupertrumpBanner", "Stage 2: tricks worth 2")
    if isinstance(event, ev.GameEnded):
        points = winner_first(event.points, event.winner)
        if event.winner == you:
            text = QCoreApplication.translate("SupertrumpBanner", "You win the game %2")
        else:
            text = QCoreApplication.translate("SupertrumpBanner", "%1 wins the game %2")
        return text.replace("%1", names[event.winner]).replace("%2", points)
    if isinstance(event, ev.MatchEnded):
        if sum(event.scores) == 1:
            return None   # a single game: "You win the game 31–8" said it (not "the match!")
        if you is not None and event.winners == (you,):
            return QCoreApplication.translate("SupertrumpBanner", "You win the match!")
        return QCoreApplication.translate("SupertrumpBanner", "%1 wins the match!").replace(
            "%1", join_names(event.winners, names)
        )
    return None


def prompt(key: str) -> str:
    texts = {
        "trump": QCoreApplication.translate(
            "SupertrumpPrompt", "Name the trump suit (the number is how many you hold):"
        ),
        "super": QCoreApplication.translate(
            "SupertrumpPrompt", "Name the super-trump rank (its four cards beat every trump):"
        ),
        "lead": QCoreApplication.translate("SupertrumpPrompt", "Your lead: play any card."),
        "lead-up": QCoreApplication.translate(
            "SupertrumpPrompt", "Your lead: the trick's winner takes the face-up %1."
        ),
        "follow": QCoreApplication.translate(
            "SupertrumpPrompt", "Follow suit: play %1 if you can (super trumps are trumps)."
        ),
        "void": QCoreApplication.translate("SupertrumpPrompt", "You hold no %1: play any card."),
    }
    return texts[key]


# Setup dialog and rules help: options, choices, presets.
OPTIONS = {
    "match": (
        QT_TRANSLATE_NOOP("SupertrumpOptions", "Match"),
        QT_TRANSLATE_NOOP(
            "SupertrumpOptions", "One game, or a match to a number of games or points."
        ),
    ),
    "target": (
        QT_TRANSLATE_NOOP("SupertrumpOptions", "Match target"),
        QT_TRANSLATE_NOOP(
            "SupertrumpOptions", "Games or points needed to win the match (not for one game)."
        ),
    ),
}
CHOICES = {
    "single": QT_TRANSLATE_NOOP("SupertrumpOptions", "one game"),
    "games": QT_TRANSLATE_NOOP("SupertrumpOptions", "first to N games"),
    "points": QT_TRANSLATE_NOOP("SupertrumpOptions", "first to N points"),
}
PRESETS = {
    "supertrump": QT_TRANSLATE_NOOP("SupertrumpOptions", "Supertrump (one game)"),
    "match-3": QT_TRANSLATE_NOOP("SupertrumpOptions", "Supertrump match to 3 games"),
    "match-100": QT_TRANSLATE_NOOP("SupertrumpOptions", "Supertrump match to 100 points"),
}


def option_text(key: str, index: int) -> str:
    return QCoreApplication.translate("SupertrumpOptions", OPTIONS[key][index])


def choice_text(value: object) -> str:
    text = CHOICES.get(str(value))
    return QCoreApplication.translate("SupertrumpOptions", text) if text else str(value)


def preset_name(name: str) -> str:
    text = PRESETS.get(name)
    return QCoreApplication.translate("SupertrumpOptions", text) if text else name


#: One line per preset for the setup dialog's variant list.
DESCRIPTIONS = {
    "supertrump": QT_TRANSLATE_NOOP("SupertrumpOptions",
                                    "One game of 26 tricks: 20 of its 39 points win."),
    "match-3": QT_TRANSLATE_NOOP("SupertrumpOptions",
                                 "Games are played until one player has won 3 of them."),
    "match-100": QT_TRANSLATE_NOOP("SupertrumpOptions",
                                   "Games are played until one player has 100 points in all."),
}


def preset_description(name: str) -> str:
    text = DESCRIPTIONS.get(name)
    return QCoreApplication.translate("SupertrumpOptions", text) if text else ""


def trump_choice(glyph: str, held: int) -> str:
    """A trump suit to name, with how many of it the hand holds: "♠ (6 held)".
    A bare "♠ 6" on the button — and in the hint naming it — read as the six
    of spades."""
    return QCoreApplication.translate("SupertrumpPrompt", "%1 (%2 held)").replace(
        "%1", glyph).replace("%2", str(held))
