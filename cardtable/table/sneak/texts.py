"""Words for a game of Sneak: log lines, banners, prompts, options, presets, rules.

Every sentence is a literal ``translate(context, text)`` call so
``pyside6-lupdate`` extracts it; the person's own actions have their own
sentences. A sneak's cards are never named unless they were revealed.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from cardtable.cards import Rank
from cardtable.games.sneak import ComboType, classify
from cardtable.games.sneak import events as ev
from cardtable.games.sneak.combos import (
    ACE_LOW,
    as_type,
    flaunt_key,
    flaunt_winner,
    is_flaunt_set,
    sneak_key,
    sneak_winner,
)
from cardtable.texts import cards_name, fill, join_list, join_names, pick

#: A literal translate(context, text) call that lupdate extracts, kept short.
translate = QCoreApplication.translate


def combo_name(cards) -> str:
    kind = classify(cards).type
    names = {
        ComboType.NONE: translate("SneakCombos", "no combo"),
        ComboType.FLUSH: translate("SneakCombos", "flush"),
        ComboType.STRAIGHT: translate("SneakCombos", "straight"),
        ComboType.STRAIGHT_FLUSH: translate("SneakCombos", "straight flush"),
        ComboType.MATCH: translate("SneakCombos", "match"),
        ComboType.SINGLE: translate("SneakCombos", "single card"),
    }
    return names[kind]


def describe(event, names: list[str], you: int | None) -> str | None:
    """One log line for ``event`` (``None``: not logged)."""
    if isinstance(event, ev.DealStarted):
        text = (translate("SneakLog", "Deal %1: %2 cards in the stock; you start.")
                if event.first == you else
                translate("SneakLog", "Deal %1: %2 cards in the stock; %3 starts."))
        return text.replace("%1", str(event.deal_no)).replace("%2", str(event.stock)).replace(
            "%3", names[event.first])
    if isinstance(event, ev.Drew):
        if event.seat == you:
            return None  # the private CardDrawn line names the card
        return translate("SneakLog", "%1 draws a card.").replace("%1", names[event.seat])
    if isinstance(event, ev.CardDrawn):
        return translate("SneakLog", "You draw %1.").replace("%1", cards_name([event.card]))
    if isinstance(event, ev.Sneaked) and event.count == 1:
        return pick(event.seat, you, names, translate("SneakLog", "%1 sneaks a card face down."),
                    translate("SneakLog", "You sneak a card face down."))
    if isinstance(event, ev.Sneaked):
        return pick(event.seat, you, names,
                    translate("SneakLog", "%1 sneaks %2 cards face down."),
                    translate("SneakLog", "You sneak %2 cards face down.")).replace(
            "%2", str(event.count))
    if isinstance(event, ev.Flaunted):
        return pick(event.seat, you, names, translate("SneakLog", "%1 flaunts %2 (%3)."),
                    translate("SneakLog", "You flaunt %2 (%3).")).replace(
            "%2", cards_name(event.cards)).replace("%3", combo_name(event.cards))
    if isinstance(event, ev.Challenged) and event.count == 1:
        return pick(event.seat, you, names, translate("SneakLog", "%1 challenges with a card."),
                    translate("SneakLog", "You challenge with a card."))
    if isinstance(event, ev.Challenged):
        return pick(event.seat, you, names,
                    translate("SneakLog", "%1 challenges with %2 cards."),
                    translate("SneakLog", "You challenge with %2 cards.")).replace(
            "%2", str(event.count))
    if isinstance(event, ev.Passed):
        return pick(event.seat, you, names, translate("SneakLog", "%1 passes."),
                    translate("SneakLog", "You pass."))
    if isinstance(event, ev.LimitPassed):
        return pick(event.seat, you, names,
                    translate("SneakLog", "%1 holds the hand limit (%2 cards) with nothing "
                              "to play, and passes."),
                    translate("SneakLog", "You hold the hand limit (%2 cards) with nothing "
                              "to play, and pass.")).replace("%2", str(event.held))
    if isinstance(event, ev.Revealed):
        shown = "; ".join(f"{names[s]}: {cards_name(cs)} ({combo_name(cs)})"
                          for s, cs in event.sets)
        return translate("SneakLog", "Revealed — %1.").replace("%1", shown)
    if isinstance(event, ev.ChallengeWon):
        return pick(event.seat, you, names,
                    translate("SneakLog", "%1 wins and takes %2 cards."),
                    translate("SneakLog", "You win and take %2 cards.")).replace(
            "%2", str(event.taken))
    if isinstance(event, ev.PlayBanked) and event.count == 1:
        return pick(event.seat, you, names,
                    translate("SneakLog", "Unchallenged: %1 banks a card."),
                    translate("SneakLog", "Unchallenged: you bank a card."))
    if isinstance(event, ev.PlayBanked):
        return pick(event.seat, you, names,
                    translate("SneakLog", "Unchallenged: %1 banks %2 cards."),
                    translate("SneakLog", "Unchallenged: you bank %2 cards.")).replace(
            "%2", str(event.count))
    if isinstance(event, ev.HandBanked):
        return pick(event.seat, you, names,
                    translate("SneakLog", "Only %1 has cards left and banks %2."),
                    translate("SneakLog", "Only you have cards left: you bank %2.")).replace(
            "%2", str(event.count))
    if isinstance(event, ev.DealEnded):
        points = join_list(f"{names[s]} +{p}" for s, p in enumerate(event.points))
        return translate("SneakLog", "Deal %1 over: %2.").replace(
            "%1", str(event.deal_no)).replace("%2", points)
    if isinstance(event, ev.GameEnded):
        if you is not None and event.winners == (you,):
            return translate("SneakLog", "Game over: you won!")
        return translate("SneakLog", "Game over: %1 won.").replace(
            "%1", join_names(event.winners, names))
    return None


def challenge_banner(sets, winner: int, taken: int, names: list[str], you: int | None,
                     kind: str = "") -> str:
    """"Straight flush beats flush — Aiko takes 6 cards"; between sets of one
    kind, which is higher and why: "Higher straight flush: top card 10♥ beats
    7♠ — …" ("Straight flush beats straight flush" said neither). ``kind``:
    ``sneak`` or ``flaunt`` (how the sets compare; guessed from them if not given)."""
    cards = {s: tuple(cs) for s, cs in sets}
    led = tuple(sets[0][1])
    flaunt = kind == "flaunt" if kind else _looks_like_flaunt(sets, winner)
    key = (lambda cs: flaunt_key(cs, led)) if flaunt else sneak_key
    others = [cs for s, cs in cards.items() if s != winner]
    counted = [cs for cs in others if key(cs) is not None]
    reason = _reason(cards[winner], max(counted, key=key) if counted else None, led, flaunt)
    if winner == you:
        then = fill(translate("SneakBanner", "you take %1 cards"), taken)
    else:
        then = fill(translate("SneakBanner", "%1 takes %2 cards"), names[winner], taken)
    # Why the challenge was won, then who takes the cards.
    return fill(translate("SneakBanner", "%1 — %2"), reason, then)


def _looks_like_flaunt(sets, winner: int) -> bool:
    """Were these sets a flaunt's? (The leader's set is one card or a combo and
    only the flaunt's rules give this winner.)"""
    played = [tuple(cs) for _s, cs in sets]
    seats = [s for s, _cs in sets]
    return (is_flaunt_set(played[0]) and seats[flaunt_winner(played)] == winner
            and seats[sneak_winner(played)] != winner)


def _reason(winning, rival, led, flaunt: bool) -> str:
    """Why ``winning`` won: a better combo, the first higher card of the same
    combo, a tie (the later player wins), or — in a flaunt — no challenge of
    the kind led. ``rival``: the best losing set that counted (``None``: none)."""
    if rival is None:
        what = (translate("SneakBanner", "a higher card of its suit") if len(led) == 1
                else fill(translate("SneakBanner", "a higher %1"), combo_name(led)))
        return fill(translate("SneakBanner", "%1 stands: only %2 beats it"),
                    cards_name(winning), what)
    kind = classify(led).type if flaunt else classify(winning).type
    mine, theirs = as_type(winning, kind), as_type(rival, kind)
    if theirs is None or (not flaunt and classify(rival).type != kind):
        return fill(translate("SneakBanner", "%1 beats %2"),
                    combo_name(winning).capitalize(), combo_name(rival))
    if mine == theirs:
        return fill(translate("SneakBanner", "Equal sets, %1 and %2: the later player wins"),
                    cards_name(rival), cards_name(winning))
    at = next(i for i, (a, b) in enumerate(zip(mine, theirs, strict=True)) if a != b)
    high, low = _card_at(winning, mine[at]), _card_at(rival, theirs[at])
    if len(winning) == 1:
        return fill(translate("SneakBanner", "Higher card: %1 beats %2"), high, low)
    name = (combo_name(led) if flaunt else
            translate("SneakBanner", "set with no combo") if kind == ComboType.NONE else
            combo_name(winning))
    other = next((cs for cs in (winning, rival) if classify(cs).type != kind), None)
    if flaunt and len(led) > 1 and other is not None:
        # A straight flush against a flaunted flush counts as a flush: "Higher
        # flush" alone read as a mistake beside a straight flush on the table.
        name = fill(translate("SneakBanner", "%1 (a %2 counts as a %1)"), name,
                    combo_name(other))
    text = (translate("SneakBanner", "Higher %1: top card %2 beats %3") if at == 0 else
            translate("SneakBanner", "Higher %1: equal from the top until %2 beats %3"))
    return fill(text, name, high, low)


def _card_at(cards, rank: int) -> str:
    """The card of ``cards`` with ``rank`` (1: an ace counted low in a run)."""
    want = Rank.ACE if rank == ACE_LOW else rank
    return cards_name([next(c for c in cards if int(c.rank) == want)])


def banner(event, names: list[str], you: int | None) -> str | None:
    if isinstance(event, ev.DealEnded):
        best = max(range(len(event.points)), key=lambda s: event.points[s])
        return translate("SneakBanner", "Deal %1 over — %2 banked most (%3)").replace(
            "%1", str(event.deal_no)).replace("%2", names[best]).replace(
            "%3", str(event.points[best]))
    if isinstance(event, ev.GameEnded):
        if you is not None and event.winners == (you,):
            return translate("SneakBanner", "You win the game!")
        return translate("SneakBanner", "%1 wins the game!").replace(
            "%1", join_names(event.winners, names))
    return None


OPTIONS = {
    "decks": (QT_TRANSLATE_NOOP("SneakOptions", "Decks"),
              QT_TRANSLATE_NOOP("SneakOptions",
                                "By players: one deck for 2–4 players, two for 5 or more; "
                                "4 players may choose two.")),
    "losers_discarded": (QT_TRANSLATE_NOOP("SneakOptions", "Losers' cards discarded"),
                         QT_TRANSLATE_NOOP("SneakOptions",
                                           "A challenge's winner banks only their own set; "
                                           "the others' cards leave the game.")),
    "hand_limit": (QT_TRANSLATE_NOOP("SneakOptions", "Hand limit"),
                   QT_TRANSLATE_NOOP("SneakOptions",
                                     "A player holding 7 cards (5 with 6+ players) cannot "
                                     "draw.")),
    "target": (QT_TRANSLATE_NOOP("SneakOptions", "Target"),
               QT_TRANSLATE_NOOP("SneakOptions",
                                 "Points to win (by decks: 100 with one deck, 200 with two).")),
}
#: What an optional number left empty means, as its spin box says it.
NONE_TEXTS = {
    "decks": QT_TRANSLATE_NOOP("SneakOptions", "by players"),
    "target": QT_TRANSLATE_NOOP("SneakOptions", "by decks"),
}
PRESETS = {
    "sneak": QT_TRANSLATE_NOOP("SneakOptions", "Sneak"),
    "sneak-hand-limit": QT_TRANSLATE_NOOP("SneakOptions", "Sneak with a hand limit"),
    "sneak-discard": QT_TRANSLATE_NOOP("SneakOptions", "Sneak, losers' cards discarded"),
}


def option_text(key: str, index: int) -> str:
    return translate("SneakOptions", OPTIONS[key][index])


def none_text(option: str) -> str | None:
    """The spin box's word for ``option`` left empty (``None``: not one of ours)."""
    source = NONE_TEXTS.get(option)
    return translate("SneakOptions", source) if source else None


def preset_name(name: str) -> str:
    text = PRESETS.get(name)
    return translate("SneakOptions", text) if text else name


#: One line per preset for the setup dialog's variant list.
DESCRIPTIONS = {
    "sneak": QT_TRANSLATE_NOOP("SneakOptions", "Parlett's rules: a challenge's winner banks "
                                               "every card played in it."),
    "sneak-hand-limit": QT_TRANSLATE_NOOP("SneakOptions", "A player holding 7 cards (5 with "
                                                          "6 or more players) cannot draw."),
    "sneak-discard": QT_TRANSLATE_NOOP("SneakOptions", "A challenge's winner banks only their "
                                                       "own cards; the losers' cards leave the "
                                                       "game."),
}


def preset_description(name: str) -> str:
    text = DESCRIPTIONS.get(name)
    return translate("SneakOptions", text) if text else ""


# Rules problems (``SneakRules.problems`` codes) → sentence, params for %1, %2 ….
PROBLEMS = {
    "decks": (QT_TRANSLATE_NOOP("SneakProblems", "Choose 1 or 2 decks, or none (by the "
                                                 "number of players)."), ()),
    "bool": (QT_TRANSLATE_NOOP("SneakProblems", "The option %1 must be on or off."), ("name",)),
    "target-type": (QT_TRANSLATE_NOOP("SneakProblems", "The target must be a whole number."),
                    ()),
    "target-range": (QT_TRANSLATE_NOOP("SneakProblems", "The target must be from %1 to %2, "
                                                        "not %3."), ("low", "high", "target")),
    "player-count": (QT_TRANSLATE_NOOP("SneakProblems", "Sneak is for 2 to 7 players, not "
                                                        "%1."), ("players",)),
    "one-deck": (QT_TRANSLATE_NOOP("SneakProblems", "%1 players need two decks: one deck is "
                                                    "for 2 to 4 players."), ("players",)),
    "two-decks": (QT_TRANSLATE_NOOP("SneakProblems", "%1 players play with one deck: two "
                                                     "decks are for 4 to 7 players."),
                  ("players",)),
}


def problem_text(problem) -> str:
    """A rules problem in the current language (its English text if its code is new)."""
    found = PROBLEMS.get(getattr(problem, "code", ""))
    if found is None:
        return str(problem)
    text, names = found
    params = getattr(problem, "params", {})
    return fill(translate("SneakProblems", text), *(params.get(n, "") for n in names))
