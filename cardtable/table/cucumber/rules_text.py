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

    deal = [
        *hand_sentences(rules),
        QCoreApplication.translate(
            "Rules",
            "If the deck is short, everyone gets as many as it allows evenly; "
            "the rest is the stock.",
        )
        if rules.hand_size != "even-split"
        else "",
        *exchange_sentences(rules.exchange),
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
        (
            QCoreApplication.translate(
                "Rules",
                "Each other player plays as many cards: either cards that beat %1 "
                "(%2), or their lowest cards.",
            )
            if rules.lead == "sets"
            else QCoreApplication.translate(
                "Rules",
                "Each other player plays one card: either a card that beats %1 (%2), "
                "or their lowest card.",
            )
        )
        .replace("%1", option_texts.choice("follow_target", rules.follow_target))
        .replace(
            "%2",
            QCoreApplication.translate("Rules", "equal is enough")
            if rules.follow_allow_equal
            else QCoreApplication.translate("Rules", "strictly higher"),
        ),
        QCoreApplication.translate(
            "Rules",
            "To beat a set, sort both from high to low: each card must beat the card in "
            "the same place of the best set so far (ranks may be mixed).",
        )
        if rules.lead == "sets"
        else "",
        QCoreApplication.translate("Rules", "A top card is never part of a set.")
        if rules.lead == "sets" and rules.top_cards
        else "",
        QCoreApplication.translate("Rules", "A player who can beat must do so.")
        if rules.follow_must_beat
        else QCoreApplication.translate(
            "Rules", "Beating is optional: the lowest cards are always allowed."
        ),
        QCoreApplication.translate(
            "Rules", "Right after an ace, the next player must play their lowest card."
        )
        if rules.ace_rule == "lowest-after-ace"
        else "",
        QCoreApplication.translate(
            "Rules", "Only one ace may be played in a trick: once an ace is down, no other."
        )
        if rules.ace_rule == "one-ace-per-trick"
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
        QCoreApplication.translate(
            "Rules",
            "If several players show the highest card, only the last of them to play it "
            "scores its points; each of the others takes the same points off their total "
            "(not below 0).",
        )
        if rules.last_trick_ties == "last-loses"
        else QCoreApplication.translate(
            "Rules", "If several players show the highest card, each of them scores its points."
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
        (
            QCoreApplication.translate("Rules", "A player whose total goes over %1 points is out.")
            if rules.elimination_when == "over"
            else QCoreApplication.translate(
                "Rules", "A player whose total reaches %1 points is out."
            )
        ).replace("%1", str(rules.elimination_at)),
        QCoreApplication.translate("Rules", "A total of exactly %1 goes back to 0.").replace(
            "%1", str(rules.exact_reset)
        )
        if rules.exact_reset
        else "",
        *rescue_sentences(rules),
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
            QCoreApplication.translate(
                "Rules", "Several losers draw cards for the deal: the highest deals."
            )
            if rules.dealer_rotation == "loser" and rules.last_trick_ties == "all-lose"
            else "",
            QCoreApplication.translate(
                "Rules", "If several show the same lowest card, the first of them to play it deals."
            )
            if rules.dealer_rotation == "lowest-last-card"
            else "",
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


def hand_sentences(rules: Ruleset) -> list[str]:
    """How many cards each deal gives, first and later (each rule in words:
    "Later deals: the losing card's points." left the reader to guess)."""
    first = str(rules.first_hand)
    if rules.hand_size == "even-split":
        return [QCoreApplication.translate(
            "Rules", "Every deal shares the whole deck out evenly, one card at a time from "
            "the dealer's left; any cards left over form the stock.")]
    sentences = [QCoreApplication.translate(
        "Rules", "First deal: %1 cards each, one at a time from the dealer's left."
    ).replace("%1", first)]
    if rules.hand_size == "fixed":
        later = QCoreApplication.translate("Rules", "Every later deal gives %1 cards again.")
    elif rules.hand_size == "loser-points":
        later = QCoreApplication.translate(
            "Rules", "Each later deal gives as many cards as the points of the card that lost "
            "the deal before.")
        if rules.hand_cap:
            later += " " + QCoreApplication.translate("Rules", "At most %1 cards.").replace(
                "%1", str(rules.hand_cap))
    elif rules.hand_size == "decreasing":
        later = QCoreApplication.translate(
            "Rules", "Each later deal gives one card fewer; after a deal of 1 card, back to %1.")
    else:  # down-up
        later = QCoreApplication.translate(
            "Rules",
            "Each deal has one card fewer, down to 1, then one more each deal back up "
            "to %1, and down again.")
    return [*sentences, later.replace("%1", first)]


def exchange_sentences(exchange: str) -> list[str]:
    """The exchange before play, step by step. "Exchange: Rassi: free, double,
    redouble." named three questions the player meets before every deal
    without saying what they ask or cost."""
    translate = QCoreApplication.translate
    if exchange == "free":
        return [translate(
            "Rules", "Exchange: from the dealer's left, each player may once discard any "
            "number of cards face down and draw as many from the stock. Discards never "
            "return; when the stock is empty, the exchange ends.")]
    if exchange == "same-count":
        return [translate(
            "Rules", "Exchange: the player at the dealer's left may discard any number of "
            "cards and draw as many; if they take none, nobody exchanges. Each later player "
            "exchanges exactly that many cards or none (what is left, when the stock runs "
            "short).")]
    if exchange == "dealer-first":
        return [translate(
            "Rules", "Exchange: the dealer goes first and may discard cards and draw as many, "
            "keeping at least 2 of the hand; only if the dealer did may the others do the "
            "same.")]
    if exchange == "one-fewer":
        return [translate(
            "Rules", "Exchange: from the dealer's left, the first player may discard any "
            "number of cards and draw as many; each next player exchanges exactly one card "
            "fewer than the player before, or declines, which ends the exchange.")]
    if exchange == "rassi":
        return [
            translate("Rules", "Exchange: before play, three questions go round in turn, "
                      "each starting at the dealer's left. A yes swaps the whole hand for new "
                      "cards from the stock; the discards never return."),
            translate("Rules", "1. “Free new hand?” Only a player holding no K, Q or J is "
                      "asked; the new hand costs nothing."),
            translate("Rules", "2. “Double?” A yes gives a new hand, and a loss in this deal "
                      "scores double."),
            translate("Rules", "3. “Redouble?” A yes gives another new hand, and a loss in "
                      "this deal scores four times (the largest stake counts, they do not "
                      "multiply)."),
            translate("Rules", "A player is not asked when the stock cannot replace the "
                      "whole hand."),
        ]
    return [translate("Rules", "No exchange: everyone plays the cards dealt.")]


def rescue_sentences(rules: Ruleset) -> list[str]:
    """The way back from going out, in full ("Rescue: buy back in" was all it said)."""
    translate = QCoreApplication.translate
    if rules.rescue == "buy-in":
        return [translate(
            "Rules", "Buying back in: once per game, when 3 or fewer players are left at the "
            "start of a deal, a player whose total is above every other total may pay %1 "
            "chips (not into the pot) to bring their total down to the highest other total."
        ).replace("%1", str(2 * rules.ante))]
    if rules.rescue == "re-entry":
        return [translate(
            "Rules", "Re-entry: a player who goes out may at once pay the ante again into the "
            "pot and play on from their total before that deal, once per game. With 3 or "
            "fewer players left there is no re-entry: the next player to go out ends the "
            "game, and the lowest total wins.")]
    if rules.rescue == "free-reset":
        return [translate(
            "Rules", "Free reset: once per game, a player who would go out may instead bring "
            "their total down to the highest total of those staying in.")]
    return []
