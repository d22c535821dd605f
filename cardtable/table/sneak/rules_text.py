"""Help → Rules of this game, for Sneak, written from the options in use."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from cardtable.table.sneak import texts

#: A literal translate(context, text) call that lupdate extracts, kept short.
translate = QCoreApplication.translate


def rules_html(rules, variant: str, players: int) -> str:
    """The rules of Sneak for ``players`` under ``rules`` as simple HTML."""
    decks = rules.deck_count(players)
    target = rules.target_for(players)
    parts = [f"<h2>{escape(texts.preset_name(variant))}</h2>"]

    def section(title: str, sentences: list[str]) -> None:
        parts.append(f"<h3>{escape(title)}</h3><ul>")
        parts.extend(f"<li>{escape(s)}</li>" for s in sentences)
        parts.append("</ul>")

    deck = (translate("SneakRules", "%1 players use one deck: all cards form one "
                      "face-down stock; nobody is dealt a hand.") if decks == 1 else
            translate("SneakRules", "%1 players use two decks: all cards form one "
                      "face-down stock; nobody is dealt a hand.")).replace("%1", str(players))
    turn = [
        deck,
        translate("SneakRules", "Turns start at the dealer's left and always pass to the "
                  "left, whoever wins. On your turn: draw the top card (the only choice on "
                  "your first turn), sneak 1 or more cards face down, or flaunt 1 or more "
                  "cards face up."),
        translate("SneakRules", "A play may hold no more cards than the largest hand among "
                  "the other players."),
    ]
    if rules.hand_limit:
        turn.append(translate("SneakRules", "Hand limit: with 7 cards (5 with 6 or more "
                              "players) you cannot draw; if you cannot play either, you "
                              "pass."))
    section(translate("SneakRules", "Turns"), turn)
    section(translate("SneakRules", "Combos"), [
        translate("SneakRules", "Strongest first: match (all one rank), straight flush, "
                  "straight, flush; a sneak may also be a set with no combo. Aces are high "
                  "or low in runs, with no wrap-around (K-A-2 is no run)."),
        translate("SneakRules", "A flaunt is one card or a combo."),
    ])
    section(translate("SneakRules", "Challenges"), [
        translate("SneakRules", "Against a sneak, each other player in turn may challenge "
                  "with as many cards face down; then every set is turned up, the leader's "
                  "first. With one card each, the higher rank wins, whatever the suit. With "
                  "more, the better combo wins (a set with no combo is the weakest); between "
                  "equal combos, the ranks are compared from the top card down."),
        translate("SneakRules", "Against a flaunt, each other player in turn may challenge "
                  "with as many cards, chosen unseen by the others: all the challenges are "
                  "turned up together. One card is beaten only by a higher card of the same "
                  "suit. A combo is beaten only by a higher combo of the kind led (a straight "
                  "flush played against a flush counts as a flush); a straight flush only by "
                  "a higher straight flush."),
        translate("SneakRules", "Between equal sets, the one played later in turn order "
                  "wins: a challenger who equals the leader wins."),
        (translate("SneakRules", "The winner banks their own set; the other sets are "
                   "discarded.") if rules.losers_discarded else
         translate("SneakRules", "The winner banks every card played.")),
        translate("SneakRules", "Unchallenged, a play goes to its player's score pile (a "
                  "sneak unseen)."),
    ])
    section(translate("SneakRules", "End of a deal and scoring"), [
        translate("SneakRules", "When the stock is empty every turn must be a flaunt; "
                  "players with empty hands are skipped; the last player with cards banks "
                  "them."),
        translate("SneakRules", "Each banked card scores 1 point; the deal passes left. The "
                  "first to %1 points after a deal wins (the highest total; a tie plays "
                  "another deal).").replace("%1", str(target)),
    ])
    return "".join(parts)
