"""What the setup dialog and the rules help call things, in translatable words.

Every label, one-sentence tooltip, choice name and preset name is marked with
``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` extracts it; ``label()``,
``tooltip()``, ``choice()`` and ``preset_name()`` translate at display time.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

# field → (label, tooltip)
OPTIONS = {
    "players_per_deck": (
        QT_TRANSLATE_NOOP("Options", "Players per deck"),
        QT_TRANSLATE_NOOP("Options", "One more deck is added for every this many players."),
    ),
    "max_decks": (
        QT_TRANSLATE_NOOP("Options", "Most decks"),
        QT_TRANSLATE_NOOP("Options", "Never use more decks than this (none: no limit)."),
    ),
    "jokers": (
        QT_TRANSLATE_NOOP("Options", "Jokers per deck"),
        QT_TRANSLATE_NOOP("Options", "How many jokers are shuffled into each deck."),
    ),
    "joker_rank": (
        QT_TRANSLATE_NOOP("Options", "Joker ranks"),
        QT_TRANSLATE_NOOP("Options", "Whether a joker beats an ace or counts as an ace."),
    ),
    "top_cards": (
        QT_TRANSLATE_NOOP("Options", "Special top cards"),
        QT_TRANSLATE_NOOP(
            "Options", "Cards that beat everything, in this order (Iceland's 6 of clubs)."
        ),
    ),
    "ace_low_in_last_trick": (
        QT_TRANSLATE_NOOP("Options", "Ace low in the last trick"),
        QT_TRANSLATE_NOOP(
            "Options", "In the last trick an ace ranks below a 2 and is safe (Rassi)."
        ),
    ),
    "points": (
        QT_TRANSLATE_NOOP("Options", "Card points"),
        QT_TRANSLATE_NOOP(
            "Options", "What a losing ace, king, queen and jack cost; other cards cost their pips."
        ),
    ),
    "first_hand": (
        QT_TRANSLATE_NOOP("Options", "Cards in the first deal"),
        QT_TRANSLATE_NOOP("Options", "How many cards each player gets in the first deal."),
    ),
    "hand_size": (
        QT_TRANSLATE_NOOP("Options", "Later hand sizes"),
        QT_TRANSLATE_NOOP(
            "Options", "How many cards each player gets in the deals after the first."
        ),
    ),
    "hand_cap": (
        QT_TRANSLATE_NOOP("Options", "Hand size cap"),
        QT_TRANSLATE_NOOP(
            "Options", "The most cards dealt when hands follow the loser's points (none: no cap)."
        ),
    ),
    "exchange": (
        QT_TRANSLATE_NOOP("Options", "Exchange"),
        QT_TRANSLATE_NOOP(
            "Options", "Whether and how players may swap cards with the stock before play."
        ),
    ),
    "lead": (
        QT_TRANSLATE_NOOP("Options", "Leads"),
        QT_TRANSLATE_NOOP("Options", "Whether the leader may play a set of cards of one rank."),
    ),
    "lead_lowest": (
        QT_TRANSLATE_NOOP("Options", "Lead your lowest card"),
        QT_TRANSLATE_NOOP("Options", "The leader must always lead their lowest card."),
    ),
    "follow_target": (
        QT_TRANSLATE_NOOP("Options", "Card to beat"),
        QT_TRANSLATE_NOOP(
            "Options", "Whether a follower must beat the card just played or the highest so far."
        ),
    ),
    "follow_allow_equal": (
        QT_TRANSLATE_NOOP("Options", "Equal cards beat"),
        QT_TRANSLATE_NOOP("Options", "A card of the same rank counts as beating the card to beat."),
    ),
    "follow_must_beat": (
        QT_TRANSLATE_NOOP("Options", "Must beat if able"),
        QT_TRANSLATE_NOOP("Options", "A player who can beat the card to beat must do so."),
    ),
    "ace_rule": (
        QT_TRANSLATE_NOOP("Options", "Ace rule"),
        QT_TRANSLATE_NOOP("Options", "Special rules about aces in a trick."),
    ),
    "last_trick": (
        QT_TRANSLATE_NOOP("Options", "Last trick"),
        QT_TRANSLATE_NOOP(
            "Options", "Whether the last cards are shown all at once or played in turn."
        ),
    ),
    "last_trick_ties": (
        QT_TRANSLATE_NOOP("Options", "Ties in the last trick"),
        QT_TRANSLATE_NOOP("Options", "Who loses when several players show the highest last card."),
    ),
    "elimination_at": (
        QT_TRANSLATE_NOOP("Options", "Out at"),
        QT_TRANSLATE_NOOP("Options", "The penalty total at which a player is out."),
    ),
    "elimination_when": (
        QT_TRANSLATE_NOOP("Options", "Out when the total is"),
        QT_TRANSLATE_NOOP(
            "Options", "Whether reaching the threshold or only passing it puts a player out."
        ),
    ),
    "exact_reset": (
        QT_TRANSLATE_NOOP("Options", "Exact total resets to 0"),
        QT_TRANSLATE_NOOP(
            "Options", "A total of exactly this number goes back to 0 (none: never)."
        ),
    ),
    "game_end": (
        QT_TRANSLATE_NOOP("Options", "The game ends"),
        QT_TRANSLATE_NOOP(
            "Options", "Play until one player is left, or stop at the first elimination."
        ),
    ),
    "all_out_winner": (
        QT_TRANSLATE_NOOP("Options", "If everyone goes out"),
        QT_TRANSLATE_NOOP(
            "Options", "Who wins when all remaining players go out in the same deal."
        ),
    ),
    "dealer_rotation": (
        QT_TRANSLATE_NOOP("Options", "Next dealer"),
        QT_TRANSLATE_NOOP("Options", "Who deals the next deal."),
    ),
    "first_lead": (
        QT_TRANSLATE_NOOP("Options", "First lead"),
        QT_TRANSLATE_NOOP("Options", "Who leads the first trick of a deal."),
    ),
    "played_cards_visible": (
        QT_TRANSLATE_NOOP("Options", "Played cards stay visible"),
        QT_TRANSLATE_NOOP("Options", "Everyone may look back at the cards played in this deal."),
    ),
    "ante": (
        QT_TRANSLATE_NOOP("Options", "Ante (chips)"),
        QT_TRANSLATE_NOOP(
            "Options", "Chips each player pays into the pot at the start (0: no chips)."
        ),
    ),
    "starting_chips": (
        QT_TRANSLATE_NOOP("Options", "Starting chips"),
        QT_TRANSLATE_NOOP("Options", "How many chips each player has at the start."),
    ),
    "rescue": (
        QT_TRANSLATE_NOOP("Options", "Rescue"),
        QT_TRANSLATE_NOOP("Options", "Whether a player about to go out can stay in, and how."),
    ),
    "contra": (
        QT_TRANSLATE_NOOP("Options", "Contra"),
        QT_TRANSLATE_NOOP(
            "Options", "Before play a player may call contra: the loser then pays double or more."
        ),
    ),
    "penalty_cards_out": (
        QT_TRANSLATE_NOOP("Options", "Losing cards leave the deck"),
        QT_TRANSLATE_NOOP(
            "Options", "A card that loses a deal stays out of play in front of its player (22)."
        ),
    ),
}

# (field, value) → display name
CHOICES = {
    ("joker_rank", "above-ace"): QT_TRANSLATE_NOOP("Choices", "above the ace"),
    ("joker_rank", "ace"): QT_TRANSLATE_NOOP("Choices", "as an ace"),
    ("points", "twenty-two"): QT_TRANSLATE_NOOP("Choices", "22: A 11, K Q J 10"),
    ("points", "agurk"): QT_TRANSLATE_NOOP("Choices", "Agurk: A 14, K 13, Q 12, J 11"),
    ("points", "ogorek"): QT_TRANSLATE_NOOP("Choices", "Ogórek: A 1, K 13, Q 12, J 11"),
    ("points", "norwegian"): QT_TRANSLATE_NOOP("Choices", "Norwegian: A K Q J 11"),
    ("hand_size", "fixed"): QT_TRANSLATE_NOOP("Choices", "the same as the first deal"),
    ("hand_size", "loser-points"): QT_TRANSLATE_NOOP("Choices", "the losing card's points"),
    ("hand_size", "decreasing"): QT_TRANSLATE_NOOP("Choices", "one fewer each deal"),
    ("hand_size", "down-up"): QT_TRANSLATE_NOOP("Choices", "down to 1 card, then back up"),
    ("hand_size", "even-split"): QT_TRANSLATE_NOOP("Choices", "the whole deck shared out"),
    ("exchange", "none"): QT_TRANSLATE_NOOP("Choices", "none"),
    ("exchange", "free"): QT_TRANSLATE_NOOP("Choices", "any number, once each"),
    ("exchange", "same-count"): QT_TRANSLATE_NOOP("Choices", "as many as the first player"),
    ("exchange", "dealer-first"): QT_TRANSLATE_NOOP("Choices", "dealer first, keep 2"),
    ("exchange", "one-fewer"): QT_TRANSLATE_NOOP("Choices", "one fewer each player"),
    ("exchange", "rassi"): QT_TRANSLATE_NOOP("Choices", "Rassi: free, double, redouble"),
    ("lead", "single"): QT_TRANSLATE_NOOP("Choices", "one card"),
    ("lead", "sets"): QT_TRANSLATE_NOOP("Choices", "one card or a set"),
    ("follow_target", "previous"): QT_TRANSLATE_NOOP("Choices", "the card just played"),
    ("follow_target", "highest"): QT_TRANSLATE_NOOP("Choices", "the highest card so far"),
    ("ace_rule", "none"): QT_TRANSLATE_NOOP("Choices", "none"),
    ("ace_rule", "lowest-after-ace"): QT_TRANSLATE_NOOP(
        "Choices", "after an ace, play your lowest"
    ),
    ("ace_rule", "one-ace-per-trick"): QT_TRANSLATE_NOOP("Choices", "one ace per trick"),
    ("last_trick", "simultaneous"): QT_TRANSLATE_NOOP("Choices", "shown all at once"),
    ("last_trick", "in-turn"): QT_TRANSLATE_NOOP("Choices", "played in turn"),
    ("last_trick_ties", "all-lose"): QT_TRANSLATE_NOOP("Choices", "all of them lose"),
    ("last_trick_ties", "last-loses"): QT_TRANSLATE_NOOP(
        "Choices", "the last to play it scores, the others subtract it"
    ),
    ("elimination_when", "at-least"): QT_TRANSLATE_NOOP("Choices", "at least the threshold"),
    ("elimination_when", "over"): QT_TRANSLATE_NOOP("Choices", "over the threshold"),
    ("game_end", "last-survivor"): QT_TRANSLATE_NOOP("Choices", "when one player is left"),
    ("game_end", "first-elimination"): QT_TRANSLATE_NOOP("Choices", "at the first elimination"),
    ("all_out_winner", "lowest-total"): QT_TRANSLATE_NOOP("Choices", "the lowest total wins"),
    ("all_out_winner", "shared"): QT_TRANSLATE_NOOP("Choices", "they all win"),
    ("dealer_rotation", "loser"): QT_TRANSLATE_NOOP("Choices", "the loser"),
    ("dealer_rotation", "clockwise"): QT_TRANSLATE_NOOP("Choices", "the next player"),
    ("dealer_rotation", "lowest-last-card"): QT_TRANSLATE_NOOP(
        "Choices", "who showed the lowest last card"
    ),
    ("first_lead", "dealer-left"): QT_TRANSLATE_NOOP("Choices", "the dealer's left"),
    ("first_lead", "dealer"): QT_TRANSLATE_NOOP("Choices", "the dealer"),
    ("rescue", "none"): QT_TRANSLATE_NOOP("Choices", "none"),
    ("rescue", "buy-in"): QT_TRANSLATE_NOOP("Choices", "buy back in (≤3 players left)"),
    ("rescue", "re-entry"): QT_TRANSLATE_NOOP("Choices", "pay to re-enter once"),
    ("rescue", "free-reset"): QT_TRANSLATE_NOOP("Choices", "one free reset"),
    ("top_cards", ()): QT_TRANSLATE_NOOP("Choices", "none"),
    ("top_cards", ("6C",)): QT_TRANSLATE_NOOP("Choices", "6♣ (21 points)"),
    ("top_cards", ("7S", "7C")): QT_TRANSLATE_NOOP("Choices", "7♠ then 7♣ (16, 15 points)"),
}

PRESET_NAMES = {
    "twenty-two": QT_TRANSLATE_NOOP("Presets", "22 (Twenty-Two)"),
    "agurk": QT_TRANSLATE_NOOP("Presets", "Agurk (Denmark)"),
    "agurk-jokers": QT_TRANSLATE_NOOP("Presets", "Agurk with jokers (Denmark)"),
    "gurka-se": QT_TRANSLATE_NOOP("Presets", "Gurka (Sweden)"),
    "ogorek": QT_TRANSLATE_NOOP("Presets", "Ogórek (Poland)"),
    "kurkku": QT_TRANSLATE_NOOP("Presets", "Kurkku (Finland)"),
    "matapesa": QT_TRANSLATE_NOOP("Presets", "Mätäpesä (Finland)"),
    "rassi": QT_TRANSLATE_NOOP("Presets", "Rassi (Finland)"),
    "gurka-no": QT_TRANSLATE_NOOP("Presets", "Gurka (Norway)"),
    "norwegian": QT_TRANSLATE_NOOP("Presets", "Norwegian"),
    "gurka-is": QT_TRANSLATE_NOOP("Presets", "Gúrka (Iceland)"),
    "gambling": QT_TRANSLATE_NOOP("Presets", "Gambling Cucumber"),
    "agurk-online": QT_TRANSLATE_NOOP("Presets", "Agurk (online house rules)"),
}


def label(field: str) -> str:
    return QCoreApplication.translate("Options", OPTIONS[field][0])


def tooltip(field: str) -> str:
    return QCoreApplication.translate("Options", OPTIONS[field][1])


def choice(field: str, value) -> str:
    text = CHOICES.get((field, value))
    return QCoreApplication.translate("Choices", text) if text else str(value)


def preset_name(name: str) -> str:
    text = PRESET_NAMES.get(name)
    return QCoreApplication.translate("Presets", text) if text else name


#: What sets each preset apart, one line: "Gurka (Norway)" and "Norwegian" alone do not say.
PRESET_DESCRIPTIONS = {
    "twenty-two": QT_TRANSLATE_NOOP("Presets", "Leads of several cards, one exchange, losing "
                                               "cards leave the game; out at 22."),
    "agurk": QT_TRANSLATE_NOOP("Presets", "7 cards every deal; beat the card just played or "
                                          "play your lowest; out at 21."),
    "agurk-jokers": QT_TRANSLATE_NOOP("Presets", "Agurk with 3 jokers above the ace and an "
                                                 "exchange of as many cards as the first "
                                                 "player's."),
    "gurka-se": QT_TRANSLATE_NOOP("Presets", "6 cards, out at 30, played for chips; with 3 or "
                                             "fewer players left you may buy back in."),
    "ogorek": QT_TRANSLATE_NOOP("Presets", "6 cards; you must beat if you can; an ace scores "
                                           "1; contra raises the stake; out at 50."),
    "kurkku": QT_TRANSLATE_NOOP("Presets", "3 or 4 players, 7 cards, played cards stay in "
                                           "view; out at 30."),
    "matapesa": QT_TRANSLATE_NOOP("Presets", "The whole deck is dealt out every deal; out at "
                                             "30."),
    "rassi": QT_TRANSLATE_NOOP("Presets", "6 cards; before play, a free new hand, double or "
                                          "redouble; the ace is low in the last trick; out at "
                                          "50."),
    "gurka-no": QT_TRANSLATE_NOOP("Presets", "Norway's Gurka: 7 cards every deal, every tied "
                                             "highest last card loses, played for chips; out "
                                             "at 21."),
    "norwegian": QT_TRANSLATE_NOOP("Presets", "Another Norwegian game: 5 cards, then the "
                                              "losing card's points (at most 7); the dealer "
                                              "may exchange first; A, K, Q and J score 11."),
    "gurka-is": QT_TRANSLATE_NOOP("Presets", "10 cards, one fewer each deal; leads of several "
                                             "cards; the 6♣ beats everything; exactly 21 goes "
                                             "back to 0."),
    "gambling": QT_TRANSLATE_NOOP("Presets", "Played for a pot: a player who goes out may pay "
                                             "once to come back in; out at 30."),
    "agurk-online": QT_TRANSLATE_NOOP("Presets", "As in online rooms: 7 cards down to 1 and "
                                                 "back, 3 jokers, beat the highest card so "
                                                 "far; out over 21."),
}


def preset_description(name: str) -> str:
    text = PRESET_DESCRIPTIONS.get(name)
    return QCoreApplication.translate("Presets", text) if text else ""


# code → (template, names of the params that fill %1, %2, … in order)
PROBLEMS = {
    "min-players": (QT_TRANSLATE_NOOP("Problems", "A game needs at least 2 players."), ()),
    "max-seats": (QT_TRANSLATE_NOOP("Problems", "At most %1 players can sit at the table."),
                  ("most",)),
    "player-range": (QT_TRANSLATE_NOOP(
        "Problems", "The fewest players (%1) is more than the most players (%2)."),
        ("low", "high")),
    "threshold": (QT_TRANSLATE_NOOP(
        "Problems", "The elimination threshold must be more than 0 points."), ()),
    "exact-reset": (QT_TRANSLATE_NOOP(
        "Problems", "A total of exactly %1 can never be reset: it must be above 0 and "
        "reachable without being eliminated."), ("total",)),
    "first-hand": (QT_TRANSLATE_NOOP(
        "Problems", "The first deal must give each player at least 1 card."), ()),
    "hand-cap": (QT_TRANSLATE_NOOP("Problems", "The hand size cap must be at least 1 card."),
                 ()),
    "cap-needs-loser-points": (QT_TRANSLATE_NOOP(
        "Problems", "A hand size cap only applies when hands follow the loser's points."), ()),
    "max-decks": (QT_TRANSLATE_NOOP("Problems", "The most decks must be from 1 to %1."),
                  ("most",)),
    "dealer-first-hand": (QT_TRANSLATE_NOOP(
        "Problems", "The dealer-first exchange keeps 2 cards in hand: deal at least 3."), ()),
    "negative-chips": (QT_TRANSLATE_NOOP("Problems", "Chips cannot be negative."), ()),
    "rescue-needs-ante": (QT_TRANSLATE_NOOP(
        "Problems", "Buying back in costs chips: set an ante above 0."), ()),
    "chips-for-ante": (QT_TRANSLATE_NOOP(
        "Problems", "Each player must start with at least enough chips for the ante."), ()),
    "top-twice": (QT_TRANSLATE_NOOP("Problems", "A top card is listed twice."), ()),
    "top-unknown": (QT_TRANSLATE_NOOP("Problems", "%1 cannot be a top card (allowed: %2)."),
                    ("cards", "allowed")),
    "player-count": (QT_TRANSLATE_NOOP(
        "Problems", "This game is for %1 to %2 players, not %3."), ("low", "high", "players")),
    "too-many-decks": (QT_TRANSLATE_NOOP(
        "Problems", "%1 players at %2 per deck would need %3 decks; at most %4 can be used."),
        ("players", "per_deck", "decks", "most")),
    "not-enough-cards-1": (QT_TRANSLATE_NOOP(
        "Problems", "%1 players with %2 cards each need %3 cards, but one deck holds only %5: "
        "use more decks (fewer players per deck) or smaller hands."),
        ("players", "cards", "need", "decks", "total")),
    "not-enough-cards": (QT_TRANSLATE_NOOP(
        "Problems", "%1 players with %2 cards each need %3 cards, but %4 decks hold only %5: "
        "use more decks (fewer players per deck) or smaller hands."),
        ("players", "cards", "need", "decks", "total")),
    "no-cards": (QT_TRANSLATE_NOOP(
        "Problems", "There are not enough cards to give %1 players a card each."), ("players",)),
    "jokers-range": (QT_TRANSLATE_NOOP("Problems", "A deck can hold 0 to 3 jokers."), ()),
    "per-deck-min": (QT_TRANSLATE_NOOP("Problems", "There must be at least 1 player per deck."),
                     ()),
    "penalty-out-threshold": (QT_TRANSLATE_NOOP(
        "Problems", "With %1 players and penalty cards kept out, the threshold can be at most "
        "%2: a higher one could use up the cards before the game ends."), ("players", "most")),
    "penalty-out-none": (QT_TRANSLATE_NOOP(
        "Problems", "With %1 players and penalty cards kept out, no threshold is safe: the "
        "cards could run out. Use more decks or let penalty cards go back into the deck."),
        ("players",)),
    "penalty-out-reset": (QT_TRANSLATE_NOOP(
        "Problems", "Penalty cards cannot be kept out of the deck together with an exact "
        "reset: totals can go back to 0 again and again, so the cards could run out before "
        "the game ends."), ()),
    "penalty-out-last-loses": (QT_TRANSLATE_NOOP(
        "Problems", "Penalty cards cannot be kept out of the deck when tied last cards "
        "subtract points: totals can go down again, so the cards could run out before the "
        "game ends."), ()),
}


def problem_text(problem) -> str:
    """A ruleset problem in the current language (its English text if it has no code)."""
    code = getattr(problem, "code", None)
    params = getattr(problem, "params", {})
    if code == "not-enough-cards" and params.get("decks") == 1:
        code = "not-enough-cards-1"
    if code not in PROBLEMS:
        return str(problem)
    template, names = PROBLEMS[code]
    text = QCoreApplication.translate("Problems", template)
    for i, name in enumerate(names, 1):
        text = text.replace(f"%{i}", str(params.get(name, "")))
    return text


#: What an optional number left empty means, as its spin box says it.
NONE_TEXTS = {
    "max_decks": QT_TRANSLATE_NOOP("Options", "no limit"),
    "hand_cap": QT_TRANSLATE_NOOP("Options", "no cap"),
    "exact_reset": QT_TRANSLATE_NOOP("Options", "never"),
}


def none_text(option: str) -> str | None:
    """The spin box's word for ``option`` left empty (``None``: not one of ours)."""
    source = NONE_TEXTS.get(option)
    return QCoreApplication.translate("Options", source) if source else None
