"""The Cucumber family's ``Ruleset``: every option of RULES.md §1.3 as a field.

A ruleset is a frozen value: presets are instances of it and a player's
variant is ``dataclasses.replace(preset, field=value)``. It validates itself
and explains what is wrong in words a player understands, so the setup
dialog, the record reader and ``cardtable sim`` all refuse the same things
with the same message.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import Any

from cardtable.games.errors import RulesError

#: Cards that may be declared special top cards, with their penalty points.
TOP_CARD_POINTS = {"6C": 21, "7S": 16, "7C": 15}

#: Allowed values of every enumerated option.
CHOICES: dict[str, tuple[str, ...]] = {
    "joker_rank": ("above-ace", "ace"),
    "points": ("twenty-two", "agurk", "ogorek", "norwegian"),
    "hand_size": ("fixed", "loser-points", "decreasing", "down-up", "even-split"),
    "exchange": ("none", "free", "same-count", "dealer-first", "one-fewer", "rassi"),
    "lead": ("single", "sets"),
    "follow_target": ("previous", "highest"),
    "ace_rule": ("none", "lowest-after-ace", "one-ace-per-trick"),
    "last_trick": ("simultaneous", "in-turn"),
    "last_trick_ties": ("all-lose", "last-loses"),
    "elimination_when": ("at-least", "over"),
    "game_end": ("last-survivor", "first-elimination"),
    "all_out_winner": ("lowest-total", "shared"),
    "dealer_rotation": ("loser", "clockwise", "lowest-last-card"),
    "first_lead": ("dealer-left", "dealer"),
    "rescue": ("none", "buy-in", "re-entry", "free-reset"),
}

#: Integer options that may be null (no limit / not used).
OPTIONAL_INTS = frozenset({"hand_cap", "exact_reset", "max_decks"})
#: The range of every whole-number option, as the setup dialog and ``--set``
#: offer it and a record must hold it.
OPTION_RANGE = (0, 200)

MAX_PLAYERS = 16
MAX_DECKS = 4


@dataclass(frozen=True, slots=True)
class Ruleset:
    """Every option of the Cucumber family (RULES.md §1.3).

    ``min_players``/``max_players`` (the preset's player range),
    ``max_decks`` (Ogórek: "two decks from 8 players", also for 15–16) and
    ``penalty_cards_out`` (22 keeps losing cards out of the deck; every other
    variant reshuffles them) are not in the §1.3 table but are rules all the
    same, so they live here and travel in records with the rest.
    """

    min_players: int = 2
    max_players: int = 12
    players_per_deck: int = 6
    max_decks: int | None = None
    jokers: int = 0
    joker_rank: str = "above-ace"
    top_cards: tuple[str, ...] = ()
    ace_low_in_last_trick: bool = False
    points: str = "twenty-two"
    first_hand: int = 7
    hand_size: str = "loser-points"
    hand_cap: int | None = None
    exchange: str = "free"
    lead: str = "sets"
    lead_lowest: bool = False
    follow_target: str = "highest"
    follow_allow_equal: bool = True
    follow_must_beat: bool = False
    ace_rule: str = "none"
    last_trick: str = "simultaneous"
    last_trick_ties: str = "all-lose"
    elimination_at: int = 22
    elimination_when: str = "at-least"
    exact_reset: int | None = None
    game_end: str = "last-survivor"
    all_out_winner: str = "lowest-total"
    dealer_rotation: str = "loser"
    first_lead: str = "dealer-left"
    played_cards_visible: bool = True
    ante: int = 0
    starting_chips: int = 0
    rescue: str = "none"
    contra: bool = False
    penalty_cards_out: bool = True

    # ----------------------------------------------------------------- derived
    def decks_for(self, players: int) -> int:
        """How many decks a game of ``players`` uses."""
        decks = max(1, math.ceil(players / self.players_per_deck))
        return min(decks, self.max_decks) if self.max_decks else decks

    def cards_for(self, players: int) -> int:
        """How many cards are in play for ``players`` (decks × (52 + jokers))."""
        return self.decks_for(players) * (52 + self.jokers)

    # -------------------------------------------------------------- validation
    def problems(self, players: int | None = None) -> list[str]:
        """Everything wrong with this ruleset (and with ``players``, if given),
        as sentences a player understands; empty when it is playable."""
        out = _field_problems(self)
        if out:
            return out
        if self.min_players < 2:
            out.append(_p("min-players", "A game needs at least 2 players."))
        if self.max_players > MAX_PLAYERS:
            out.append(_p("max-seats", f"At most {MAX_PLAYERS} players can sit at the table.",
                          most=MAX_PLAYERS))
        if self.min_players > self.max_players:
            out.append(_p("player-range",
                          f"The fewest players ({self.min_players}) is more than the most "
                          f"players ({self.max_players}).",
                          low=self.min_players, high=self.max_players))
        if self.elimination_at <= 0:
            out.append(_p("threshold", "The elimination threshold must be more than 0 points."))
        if self.exact_reset is not None:
            limit_ok = (self.exact_reset <= self.elimination_at
                        if self.elimination_when == "over"
                        else self.exact_reset < self.elimination_at)
            if self.exact_reset <= 0 or not limit_ok:
                out.append(_p("exact-reset",
                              f"A total of exactly {self.exact_reset} can never be reset: it "
                              "must be above 0 and reachable without being eliminated.",
                              total=self.exact_reset))
        if self.first_hand < 1:
            out.append(_p("first-hand", "The first deal must give each player at least 1 card."))
        if self.hand_cap is not None and self.hand_cap < 1:
            out.append(_p("hand-cap", "The hand size cap must be at least 1 card."))
        if self.hand_cap is not None and self.hand_size != "loser-points":
            out.append(_p("cap-needs-loser-points",
                          "A hand size cap only applies when hands follow the loser's points."))
        if self.max_decks is not None and not 1 <= self.max_decks <= MAX_DECKS:
            out.append(_p("max-decks", f"The most decks must be from 1 to {MAX_DECKS}.",
                          most=MAX_DECKS))
        if self.exchange == "dealer-first" and self.first_hand < 3:
            out.append(_p("dealer-first-hand",
                          "The dealer-first exchange keeps 2 cards in hand: deal at least 3."))
        if self.ante < 0 or self.starting_chips < 0:
            out.append(_p("negative-chips", "Chips cannot be negative."))
        if self.rescue in ("buy-in", "re-entry") and self.ante <= 0:
            out.append(_p("rescue-needs-ante", "Buying back in costs chips: set an ante above 0."))
        if self.ante > 0 and self.starting_chips < self.ante:
            out.append(_p("chips-for-ante",
                          "Each player must start with at least enough chips for the ante."))
        if len(set(self.top_cards)) != len(self.top_cards):
            out.append(_p("top-twice", "A top card is listed twice."))
        unknown = [c for c in self.top_cards if c not in TOP_CARD_POINTS]
        if unknown:
            allowed = ", ".join(TOP_CARD_POINTS)
            out.append(_p("top-unknown",
                          f"{', '.join(unknown)} cannot be a top card (allowed: {allowed}).",
                          cards=", ".join(unknown), allowed=allowed))
        if players is not None:
            out.extend(self._player_problems(players))
        return out

    def _player_problems(self, players: int) -> list[str]:
        out: list[str] = []
        if not self.min_players <= players <= self.max_players:
            out.append(_p("player-count",
                          f"This game is for {self.min_players} to {self.max_players} players, "
                          f"not {players}.", low=self.min_players, high=self.max_players,
                          players=players))
            return out
        decks = self.decks_for(players)
        if decks > MAX_DECKS:
            out.append(_p("too-many-decks",
                          f"{players} players at {self.players_per_deck} per deck would need "
                          f"{decks} decks; at most {MAX_DECKS} can be used.", players=players,
                          per_deck=self.players_per_deck, decks=decks, most=MAX_DECKS))
            return out
        total = self.cards_for(players)
        first = total // players if self.hand_size == "even-split" else self.first_hand
        if players * first > total:
            deck_words = "one deck" if decks == 1 else f"{decks} decks"
            out.append(_p("not-enough-cards",
                          f"{players} players with {first} cards each need {players * first} "
                          f"cards, but {deck_words} hold{'s' if decks == 1 else ''} only "
                          f"{total}: use more decks (fewer players per deck) or smaller hands.",
                          players=players, cards=first, need=players * first, decks=decks,
                          total=total))
        if first < 1:
            out.append(_p("no-cards",
                          f"There are not enough cards to give {players} players a card each.",
                          players=players))
        return out

    def validate(self, players: int | None = None) -> None:
        """Raise :class:`RulesError` with every problem, or return quietly."""
        found = self.problems(players)
        if found:
            raise RulesError(" ".join(found), found)

    # ---------------------------------------------------------- serialisation
    def to_dict(self) -> dict[str, Any]:
        """Every field by name, JSON-ready (records carry all of them)."""
        out = dataclasses.asdict(self)
        out["top_cards"] = list(self.top_cards)
        return out

    @classmethod
    def from_dict(cls, data: Any) -> Ruleset:
        """Build a ruleset from a record's ``rules`` object, strictly: every
        field must be present with the right type; unknown fields are refused."""
        if not isinstance(data, dict):
            raise RulesError("The rules must be an object of named options.")
        names = [f.name for f in dataclasses.fields(cls)]
        missing = [n for n in names if n not in data]
        unknown = [str(k)[:40] for k in data if k not in names]
        if missing:
            raise RulesError(f"The rules lack these options: {', '.join(missing)}.")
        if unknown:
            raise RulesError(f"Unknown rule options: {', '.join(unknown[:10])}.")
        values = dict(data)
        tops = values["top_cards"]
        if not isinstance(tops, list) or not all(isinstance(t, str) for t in tops):
            raise RulesError("The option top_cards must be a list of cards like \"6C\".")
        values["top_cards"] = tuple(tops)
        rules = cls(**values)
        found = _field_problems(rules) or _range_problems(rules)
        if found:
            raise RulesError(" ".join(found))
        return rules


class Problem(str):
    """One thing wrong with a ruleset: the English sentence, plus a stable
    ``code`` and ``params`` so a translated interface can say it in its own
    words (see ``cardtable.ui.option_texts.problem_text``)."""

    code: str
    params: dict[str, Any]


def _p(code: str, text: str, **params: Any) -> Problem:
    problem = Problem(text)
    problem.code = code
    problem.params = params
    return problem


def _field_problems(rules: Ruleset) -> list[str]:
    """Type and choice errors of single fields (hand-edited records, bad CLI input)."""
    out: list[str] = []
    for f in dataclasses.fields(rules):
        value = getattr(rules, f.name)
        if f.name in CHOICES:
            if value not in CHOICES[f.name]:
                out.append(
                    f"The option {f.name} cannot be {_short(value)}; choose one of "
                    f"{', '.join(CHOICES[f.name])}."
                )
        elif f.name == "top_cards":
            continue
        elif isinstance(f.default, bool):
            if not isinstance(value, bool):
                out.append(f"The option {f.name} must be true or false.")
        elif f.name in OPTIONAL_INTS and value is None:
            continue
        elif not isinstance(value, int) or isinstance(value, bool):
            out.append(f"The option {f.name} must be a whole number.")
        elif not -10**6 <= value <= 10**6:
            out.append(f"The option {f.name} is out of range.")
    if not out:
        if not 0 <= rules.jokers <= 3:
            out.append(_p("jokers-range", "A deck can hold 0 to 3 jokers."))
        if rules.players_per_deck < 1:
            out.append(_p("per-deck-min", "There must be at least 1 player per deck."))
    return out


def _range_problems(rules: Ruleset) -> list[str]:
    """A record's whole numbers must lie in the range the setup dialog and
    ``--set`` offer (:data:`OPTION_RANGE`): a game the program cannot make is
    not one to load, and the range bounds how long a game, and so its
    record, can grow (a threshold of a million would never end)."""
    low, high = OPTION_RANGE
    out = []
    for f in dataclasses.fields(rules):
        value = getattr(rules, f.name)
        if (f.name in ("min_players", "max_players") or isinstance(value, bool)
                or not isinstance(value, int)):
            continue
        if not low <= value <= high:
            out.append(f"The option {f.name} takes a number from {low} to {high}, "
                       f"not {_short(value)}.")
    return out


def _short(value: Any) -> str:
    """A value for an error message, cut short (hand-edited files can hold anything)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
