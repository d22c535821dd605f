"""Help → Rules of this game: the rules, written from the ``Ruleset`` in use.

Generated, not fixed text: a player who switched on sets in Agurk or
re-entry in 22 reads the rules that actually apply, in the current
language. Each sentence is a literal translate call with %-placeholders.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from cardtable.games.cucumber import Ruleset
from cardtable.games.cucumber.values import JOKER_POINTS
from cardtable.table.cucumber import option_texts


def rules_html(rules: Ruleset, variant: str, players: int) -> str:
    """The rules of ``rules`` for ``players`` as simple HTML."""
    decks = rules.decks_for(players)
    parts = [f"<h2>{escape(option_texts.preset_name(variant))}</h2>"]

    def section(title: str, sentences: list[str]) -> None:
        parts.append(f"<h3>{escape(title)}</h3><ul>")
        parts.extend(f"<li>{escape(s)}</li>" for s in sentences if s)
        parts.append("</ul>")

    deck = (
        QCoreApplication.translate("Rules", "%1 players use one deck of 52 cards.")
        if decks == 1
        else QCoreApplication.translate("Rules", "%1 players use %2 decks of 52 cards.")
    ).replace("%1", str(players)).replace("%2", str(decks))
    if rules.jokers:
        jokers = (
            QCoreApplication.translate("Rules", "Each deck has a joker, ranking %2.")
            if rules.jokers == 1
            else QCoreApplication.translate("Rules", "Each deck has %1 jokers, ranking %2.")
        )
        deck += " " + jokers.replace("%1", str(rules.jokers)).replace(
            "%2", option_texts.choice("joker_rank", rules.joker_rank)
        )
    order = QCoreApplication.translate("Rules", "Cards rank A K Q J 10 … 2; suits do not matter.")
    if rules.top_cards:
        order += " " + QCoreApplication.translate("Rules", "Above everything: %1.").replace(
            "%1", option_texts.choice("top_cards", rules.top_cards)
        )
    section(
        QCoreApplication.translate("Rules", "Cards"),
        [
            deck,
            order,
            QCoreApplication.translate(
                "Rules", "Ace low in the last trick: an ace ranks below a 2 there."
            )
            if rules.ace_low_in_last_trick
            else "",
        ],
    )

    later = option_texts.choice("hand_size", rules.hand_size)
    deal = [
        QCoreApplication.translate(
            "Rules", "First deal: %1 cards each, one at a time from the dealer's left."
        ).replace("%1", str(rules.first_hand)),
        QCoreApplication.translate("Rules", "Later deals: %1.").replace("%1", later),
        QCoreApplication.translate("Rules", "At most %1 cards.").replace("%1", str(rules.hand_cap))
        if rules.hand_cap
        else "",
        QCoreApplication.translate(
            "Rules",
            "Each deal has one card fewer, down to 1, then one more each deal back up "
            "to %1, and down again.",
        ).replace("%1", str(rules.first_hand))
        if rules.hand_size == "down-up"
        else "",
        QCoreApplication.translate(
            "Rules",
            "If the deck is short, everyone gets as many as it allows evenly; "
            "the rest is the stock.",
        ),
        QCoreApplication.translate("Rules", "Exchange: %1.").replace(
            "%1", option_texts.choice("exchange", rules.exchange)
        ),
        QCoreApplication.translate(
            "Rules",
            "Contra: before play anyone may call contra; the loser then scores "
            "double, or four times if they called it.",
        )
        if rules.contra
        else "",
    ]
    section(QCoreApplication.translate("Rules", "Dealing"), deal)

    play = [
        QCoreApplication.translate("Rules", "First lead: %1.").replace(
            "%1", option_texts.choice("first_lead", rules.first_lead)
        ),
        QCoreApplication.translate(
            "Rules", "The leader plays one card, or several of one rank, keeping at least one card."
        )
        if rules.lead == "sets"
        else QCoreApplication.translate("Rules", "The leader plays one card."),
        QCoreApplication.translate("Rules", "The leader must lead their lowest card.")
        if rules.lead_lowest
        else "",
        QCoreApplication.translate(
            "Rules",
            "Each other player plays as many cards: either cards that beat %1 "
            "(%2), or their lowest cards.",
        )
        .replace("%1", option_texts.choice("follow_target", rules.follow_target))
        .replace(
            "%2",
            QCoreApplication.translate("Rules", "equal is enough")
            if rules.follow_allow_equal
            else QCoreApplication.translate("Rules", "strictly higher"),
        ),
        QCoreApplication.translate("Rules", "A player who can beat must do so.")
        if rules.follow_must_beat
        else QCoreApplication.translate(
            "Rules", "Beating is optional: the lowest cards are always allowed."
        ),
        QCoreApplication.translate("Rules", "Ace rule: %1.").replace(
            "%1", option_texts.choice("ace_rule", rules.ace_rule)
        )
        if rules.ace_rule != "none"
        else "",
        QCoreApplication.translate(
            "Rules",
            "A player who holds only aces must still play one, but that ace never wins "
            "the trick and is never the card to beat; the last trick compares every "
            "card as usual.",
        )
        if rules.ace_rule == "one-ace-per-trick"
        else "",
        QCoreApplication.translate(
            "Rules",
            "The highest card wins the trick (among equals, the last played) and leads next.",
        ),
    ]
    section(QCoreApplication.translate("Rules", "Tricks"), play)

    ace, king, queen, jack = {
        "twenty-two": (11, 10, 10, 10),
        "agurk": (14, 13, 12, 11),
        "ogorek": (1, 13, 12, 11),
        "norwegian": (11, 11, 11, 11),
    }[rules.points]
    scoring = [
        QCoreApplication.translate(
            "Rules", "Last trick: %1. The highest card loses the deal."
        ).replace("%1", option_texts.choice("last_trick", rules.last_trick)),
        QCoreApplication.translate("Rules", "Ties: %1.").replace(
            "%1", option_texts.choice("last_trick_ties", rules.last_trick_ties)
        ),
        QCoreApplication.translate(
            "Rules",
            "The loser scores the card's points: A %1, K %2, Q %3, J %4, others their pips.",
        )
        .replace("%1", str(ace))
        .replace("%2", str(king))
        .replace("%3", str(queen))
        .replace("%4", str(jack)),
        QCoreApplication.translate("Rules", "A joker scores %1.").replace("%1", str(JOKER_POINTS))
        if rules.jokers and rules.joker_rank != "ace"
        else "",
        QCoreApplication.translate(
            "Rules", "The losing card stays out of play in front of its player."
        )
        if rules.penalty_cards_out
        else "",
        QCoreApplication.translate("Rules", "Out at %1 points (%2).")
        .replace("%1", str(rules.elimination_at))
        .replace("%2", option_texts.choice("elimination_when", rules.elimination_when)),
        QCoreApplication.translate("Rules", "A total of exactly %1 goes back to 0.").replace(
            "%1", str(rules.exact_reset)
        )
        if rules.exact_reset
        else "",
        QCoreApplication.translate("Rules", "Rescue: %1.").replace(
            "%1", option_texts.choice("rescue", rules.rescue)
        )
        if rules.rescue != "none"
        else "",
        QCoreApplication.translate(
            "Rules",
            "Resets and rescues look at the totals after all of the deal's points are "
            "settled, subtractions for tied last cards included.",
        )
        if rules.exact_reset or rules.rescue in ("buy-in", "free-reset")
        else "",
        QCoreApplication.translate(
            "Rules",
            "Each player starts with %1 chips and pays %2 into the pot; the winner takes the pot.",
        )
        .replace("%1", str(rules.starting_chips))
        .replace("%2", str(rules.ante))
        if rules.ante
        else "",
    ]
    section(QCoreApplication.translate("Rules", "Scoring"), scoring)

    section(
        QCoreApplication.translate("Rules", "Next deal and the end"),
        [
            QCoreApplication.translate("Rules", "Next dealer: %1.").replace(
                "%1", option_texts.choice("dealer_rotation", rules.dealer_rotation)
            ),
            QCoreApplication.translate("Rules", "The game ends %1.").replace(
                "%1", option_texts.choice("game_end", rules.game_end)
            ),
            QCoreApplication.translate("Rules", "If everyone left goes out at once: %1.").replace(
                "%1", option_texts.choice("all_out_winner", rules.all_out_winner)
            ),
            QCoreApplication.translate(
                "Rules", "The cards played in a deal stay visible to everyone."
            )
            if rules.played_cards_visible
            else "",
        ],
    )
    return "".join(parts)
