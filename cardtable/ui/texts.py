"""Words for what happens: log lines, banners, questions and seat labels.

Every sentence goes through ``QCoreApplication.translate`` with a context,
so the Japanese translation can phrase each one naturally (plurals use the
``n`` argument). Card names are written with suit symbols (10♥, A♠).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.cards import Card
from cardtable.games.cucumber import events as ev


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Log", text, None, n)


def card_name(card: Card) -> str:
    """``10♥``, ``A♠``, ``Joker``."""
    if card.is_joker:
        return QCoreApplication.translate("Cards", "Joker")
    return card.rank.symbol + card.suit.glyph


def cards_name(cards) -> str:
    return " ".join(card_name(c) for c in cards)


def player_detail(player: str, level: str | None) -> str:
    """The second line of a name plate: "AI · easy" (nothing for the person)."""
    if player == "human":
        return ""
    return QCoreApplication.translate("Seats", "AI · %1").replace("%1", level_name(level))


def level_name(level: str | None) -> str:
    names = {
        "random": QCoreApplication.translate("Levels", "random"),
        "easy": QCoreApplication.translate("Levels", "easy"),
        "normal": QCoreApplication.translate("Levels", "normal"),
        "expert": QCoreApplication.translate("Levels", "expert"),
    }
    return names.get(level or "", level or "")


def question(name: str) -> str:
    """The yes/no question of a decision step."""
    texts = {
        "contra": QCoreApplication.translate("Questions", "Call contra? (the loser pays double)"),
        "free": QCoreApplication.translate("Questions", "No court cards: take a free new hand?"),
        "double": QCoreApplication.translate("Questions", "Double? (new hand, a loss counts ×2)"),
        "redouble": QCoreApplication.translate("Questions",
                                               "Redouble? (new hand, a loss counts ×4)"),
        "buy-in": QCoreApplication.translate("Questions",
                                             "Buy back in to the highest other total?"),
        "re-entry": QCoreApplication.translate("Questions",
                                               "Pay one more stake to stay in the game?"),
        "reset": QCoreApplication.translate("Questions",
                                            "Use your free reset to the highest other total?"),
    }
    return texts.get(name, name)


def describe(event: ev.Event, names: list[str], you: int | None = None) -> str | None:
    """One log line for ``event``, or ``None`` for events the log skips.

    ``you`` is the person's seat: their own actions read "You win the trick",
    not "You wins the trick" (each form is its own translatable sentence)."""
    def say(seat: int, other: str, mine: str, n: int = -1) -> str:
        if seat == you:
            return tr(mine, n)
        return tr(other, n).replace("%1", names[seat])

    if isinstance(event, ev.DealStarted):
        return say(event.dealer, "Deal %2: %1 deals %n card(s) each.",
                   "Deal %2: you deal %n card(s) each.", event.hand_size).replace(
            "%2", str(event.deal))
    if isinstance(event, ev.Exchanged):
        if event.count == 0:
            return say(event.seat, "%1 keeps their hand.", "You keep your hand.")
        return say(event.seat, "%1 exchanges %n card(s).", "You exchange %n card(s).",
                   event.count)
    if isinstance(event, ev.Played):
        if event.lead:
            text = say(event.seat, "%1 leads %2.", "You lead %2.")
        else:
            text = say(event.seat, "%1 plays %2.", "You play %2.")
        return text.replace("%2", cards_name(event.cards))
    if isinstance(event, ev.TrickWon):
        return say(event.seat, "%1 wins the trick.", "You win the trick.")
    if isinstance(event, ev.LastTrickRevealed):
        shown = ", ".join(f"{names[s]} {card_name(c)}" for s, c in event.cards)
        return tr("Last trick: %1.").replace("%1", shown)
    if isinstance(event, ev.PenaltyTaken):
        return say(event.seat, "%1 loses the deal with %2: +%n point(s).",
                   "You lose the deal with %2: +%n point(s).", event.points).replace(
            "%2", card_name(event.card))
    if isinstance(event, ev.PenaltyReduced):
        return say(event.seat, "%1 tied earlier with %2: −%n point(s).",
                   "You tied earlier with %2: −%n point(s).", event.points).replace(
            "%2", card_name(event.card))
    if isinstance(event, ev.ScoreSet):
        return say(event.seat, "%1's total is now %2.", "Your total is now %2.").replace(
            "%2", str(event.total))
    if isinstance(event, ev.Eliminated):
        return say(event.seat, "%1 is out with %2 points.", "You are out with %2 points."
                   ).replace("%2", str(event.total))
    if isinstance(event, ev.Declared):
        answer = tr("yes") if event.value else tr("no")
        return say(event.seat, "%1 answers %2: %3.", "You answer %2: %3.").replace(
            "%2", decision_name(event.name)).replace("%3", answer)
    if isinstance(event, ev.PotWon):
        return "; ".join(say(s, "%1 takes %n chip(s) from the pot.",
                             "You take %n chip(s) from the pot.", amount)
                         for s, amount in event.payouts)
    if isinstance(event, ev.GameEnded):
        if you is not None and event.winners == (you,):
            return tr("Game over: you won!")
        return tr("Game over: %1 won.").replace("%1", join_names(event.winners, names))
    return None


def decision_name(name: str) -> str:
    names = {
        "contra": QCoreApplication.translate("Log", "contra"),
        "free": QCoreApplication.translate("Log", "free new hand"),
        "double": QCoreApplication.translate("Log", "double"),
        "redouble": QCoreApplication.translate("Log", "redouble"),
        "buy-in": QCoreApplication.translate("Log", "buy-in"),
        "re-entry": QCoreApplication.translate("Log", "re-entry"),
        "reset": QCoreApplication.translate("Log", "free reset"),
    }
    return names.get(name, name)


def join_names(seats, names: list[str]) -> str:
    return QCoreApplication.translate("Log", " and ").join(names[s] for s in seats)


def banner(event: ev.Event, names: list[str]) -> str | None:
    """The banner shown at the end of a deal or of the game."""
    if isinstance(event, ev.DealEnded):
        losers = join_names(event.losers, names)
        points = max((p for _, p in event.points), default=0)
        text = tr("%1 lose(s) the deal: +%n", points).replace("%1", losers)
        if event.eliminated:
            text += "\n" + tr("%1 out!").replace("%1", join_names(event.eliminated, names))
        return text
    if isinstance(event, ev.GameEnded):
        return tr("%1 win(s) the game!").replace("%1", join_names(event.winners, names))
    return None
