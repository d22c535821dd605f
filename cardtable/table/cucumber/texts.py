"""Words for what happens in a Cucumber game: log lines, banners, questions.

Every sentence is a literal ``QCoreApplication.translate(context, text, …)``
call — the only form ``pyside6-lupdate`` extracts — so the Japanese
translation can phrase each one naturally; plurals are chosen in code.
The person's own actions have their own sentences ("You win the trick").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.games.cucumber import events as ev
from cardtable.texts import card_name, cards_name, join_list, join_names
from cardtable.texts import pick as _pick


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


def describe(event: ev.Event, names: list[str], you: int | None = None) -> str | None:
    """One log line for ``event``, or ``None`` for events the log skips."""
    handler = _DESCRIBE.get(type(event))
    if handler is None:
        return None
    return handler(event, names, you)


def _deal(e: ev.DealStarted, names, you) -> str:
    if e.hand_size == 1:
        other = QCoreApplication.translate("Log", "Deal %2: %1 deals 1 card each.")
        mine = QCoreApplication.translate("Log", "Deal %2: you deal 1 card each.")
    else:
        other = QCoreApplication.translate("Log", "Deal %2: %1 deals %3 cards each.")
        mine = QCoreApplication.translate("Log", "Deal %2: you deal %3 cards each.")
    return _pick(e.dealer, you, names, other, mine).replace("%2", str(e.deal)).replace(
        "%3", str(e.hand_size))


def _exchanged(e: ev.Exchanged, names, you) -> str:
    if e.count == 0:
        return _pick(e.seat, you, names, QCoreApplication.translate("Log", "%1 keeps their hand."),
                     QCoreApplication.translate("Log", "You keep your hand."))
    if e.count == 1:
        return _pick(e.seat, you, names, QCoreApplication.translate("Log", "%1 exchanges 1 card."),
                     QCoreApplication.translate("Log", "You exchange 1 card."))
    return _pick(e.seat, you, names, QCoreApplication.translate("Log", "%1 exchanges %2 cards."),
                 QCoreApplication.translate("Log", "You exchange %2 cards.")
                 ).replace("%2", str(e.count))


def _played(e: ev.Played, names, you) -> str:
    if e.lead:
        text = _pick(e.seat, you, names, QCoreApplication.translate("Log", "%1 leads %2."),
                     QCoreApplication.translate("Log", "You lead %2."))
    else:
        text = _pick(e.seat, you, names, QCoreApplication.translate("Log", "%1 plays %2."),
                     QCoreApplication.translate("Log", "You play %2."))
    return text.replace("%2", cards_name(e.cards))


def _trick(e: ev.TrickWon, names, you) -> str:
    return _pick(e.seat, you, names, QCoreApplication.translate("Log", "%1 wins the trick."),
                 QCoreApplication.translate("Log", "You win the trick."))


def _revealed(e: ev.LastTrickRevealed, names, you) -> str:
    shown = join_list(f"{names[s]} {card_name(c)}" for s, c in e.cards)
    return QCoreApplication.translate("Log", "Last trick: %1.").replace("%1", shown)


def _penalty(e: ev.PenaltyTaken, names, you) -> str:
    return _pick(e.seat, you, names,
                 QCoreApplication.translate("Log", "%1 loses the deal with %2: +%3 points."),
                 QCoreApplication.translate("Log", "You lose the deal with %2: +%3 points.")
                 ).replace("%2", card_name(e.card)).replace("%3", str(e.points))


def _reduced(e: ev.PenaltyReduced, names, you) -> str | None:
    if e.points == 0:
        return None  # already on 0: nothing came off
    return _pick(e.seat, you, names,
                 QCoreApplication.translate("Log", "%1 tied earlier with %2: −%3 points."),
                 QCoreApplication.translate("Log", "You tied earlier with %2: −%3 points.")
                 ).replace("%2", card_name(e.card)).replace("%3", str(e.points))


def _score_set(e: ev.ScoreSet, names, you) -> str:
    return _pick(e.seat, you, names, QCoreApplication.translate("Log", "%1's total is now %2."),
                 QCoreApplication.translate("Log", "Your total is now %2.")
                 ).replace("%2", str(e.total))


def _eliminated(e: ev.Eliminated, names, you) -> str:
    return _pick(e.seat, you, names, QCoreApplication.translate("Log", "%1 is out with %2 points."),
                 QCoreApplication.translate("Log", "You are out with %2 points.")
                 ).replace("%2", str(e.total))


def _declared(e: ev.Declared, names, you) -> str:
    answer = (QCoreApplication.translate("Log", "yes") if e.value
              else QCoreApplication.translate("Log", "no"))
    return _pick(e.seat, you, names, QCoreApplication.translate("Log", "%1 answers %2: %3."),
                 QCoreApplication.translate("Log", "You answer %2: %3.")
                 ).replace("%2", decision_name(e.name)).replace("%3", answer)


def _chips(e: ev.ChipsPaid, names, you) -> str | None:
    """A payment. The antes are paid seat by seat before the first deal; the
    log says them once, as the last seat's is shown, with the pot they made."""
    if e.reason == "ante":
        if e.seat != len(names) - 1:
            return None
        text = (QCoreApplication.translate("Log", "Everyone antes 1 chip; the pot is %1 chips.")
                if e.amount == 1 else QCoreApplication.translate(
                    "Log", "Everyone antes %2 chips; the pot is %1 chips."))
        return text.replace("%1", str(e.pot)).replace("%2", str(e.amount))
    if e.to == "buy-in":
        return _pick(e.seat, you, names, QCoreApplication.translate(
            "Log", "%1 pays %2 chips to buy back in (they stay out of the pot)."),
            QCoreApplication.translate(
                "Log", "You pay %2 chips to buy back in (they stay out of the pot).")
        ).replace("%2", str(e.amount))
    if e.amount == 1:
        text = _pick(e.seat, you, names, QCoreApplication.translate(
            "Log", "%1 pays 1 chip into the pot; the pot is %3 chips."),
            QCoreApplication.translate("Log", "You pay 1 chip into the pot; the pot is %3 chips."))
    else:
        text = _pick(e.seat, you, names, QCoreApplication.translate(
            "Log", "%1 pays %2 chips into the pot; the pot is %3 chips."),
            QCoreApplication.translate(
                "Log", "You pay %2 chips into the pot; the pot is %3 chips."))
    return text.replace("%2", str(e.amount)).replace("%3", str(e.pot))


def _pot(e: ev.PotWon, names, you) -> str:
    """Each winner's share, one sentence each (several winners share the pot)."""
    return " ".join(_took(s, amount, names, you) for s, amount in e.payouts)


def _took(seat: int, amount: int, names, you) -> str:
    if amount == 1:
        return _pick(seat, you, names,
                     QCoreApplication.translate("Log", "%1 takes 1 chip from the pot."),
                     QCoreApplication.translate("Log", "You take 1 chip from the pot."))
    return _pick(seat, you, names,
                 QCoreApplication.translate("Log", "%1 takes %2 chips from the pot."),
                 QCoreApplication.translate("Log", "You take %2 chips from the pot.")
                 ).replace("%2", str(amount))


def _ended(e: ev.GameEnded, names, you) -> str:
    if you is not None and e.winners == (you,):
        return QCoreApplication.translate("Log", "Game over: you won!")
    return QCoreApplication.translate("Log", "Game over: %1 won.").replace(
        "%1", join_names(e.winners, names))


_DESCRIBE = {
    ev.DealStarted: _deal, ev.Exchanged: _exchanged, ev.Played: _played, ev.TrickWon: _trick,
    ev.LastTrickRevealed: _revealed, ev.PenaltyTaken: _penalty, ev.PenaltyReduced: _reduced,
    ev.ScoreSet: _score_set, ev.Eliminated: _eliminated, ev.Declared: _declared,
    ev.ChipsPaid: _chips, ev.PotWon: _pot, ev.GameEnded: _ended,
}


def banner(event: ev.Event, names: list[str], you: int | None = None) -> str | None:
    """The banner shown at the end of a deal or of the game."""
    if isinstance(event, ev.DealEnded):
        points = max((p for _, p in event.points), default=0)
        if event.losers == (you,):
            text = QCoreApplication.translate("Banner", "You lose the deal: +%2")
        elif len(event.losers) == 1:
            text = QCoreApplication.translate("Banner", "%1 loses the deal: +%2")
        else:
            text = QCoreApplication.translate("Banner", "%1 lose the deal: +%2")
        text = text.replace("%1", join_names(event.losers, names)).replace("%2", str(points))
        if event.eliminated:
            text += "\n" + QCoreApplication.translate("Banner", "Out: %1").replace(
                "%1", join_names(event.eliminated, names))
        return text
    if isinstance(event, ev.GameEnded):
        if you is not None and event.winners == (you,):
            return QCoreApplication.translate("Banner", "You win the game!")
        text = (QCoreApplication.translate("Banner", "%1 wins the game!")
                if len(event.winners) == 1
                else QCoreApplication.translate("Banner", "%1 win the game!"))
        return text.replace("%1", join_names(event.winners, names))
    return None
