"""Supertrump (RULES.md §2): a two-player trick game with a named trump suit
and four super trumps, 13 tricks with drawing from a stock, then 13 without.

Pure Python, no Qt. The registry finds the game through ``SPEC``.
"""

from cardtable.games.spec import GameSpec, Option
from cardtable.games.supertrump import record
from cardtable.games.supertrump.actions import Action, Declare, Play
from cardtable.games.supertrump.events import visible_events
from cardtable.games.supertrump.game import check_playable, new_game, stacked_deck
from cardtable.games.supertrump.log import DealLog, ScriptedDeal
from cardtable.games.supertrump.observation import SupertrumpObservation
from cardtable.games.supertrump.presets import PRESETS, preset
from cardtable.games.supertrump.rules import SupertrumpRules
from cardtable.games.supertrump.state import SupertrumpState
from cardtable.games.supertrump.tricks import effective_suit, is_trump, legal_cards, trick_winner

SPEC = GameSpec(
    id="supertrump", name="Supertrump", min_players=2, max_players=2,
    presets=PRESETS, default_preset="supertrump",
    options=(Option("match", "choice", ("single", "games", "points")),
             Option("target", "int", low=1, high=1000)),
    new_game=new_game, check_playable=check_playable,
    rules_to_dict=SupertrumpRules.to_dict, rules_from_dict=SupertrumpRules.from_dict,
    encode=record.encode, replay=record.replay, visible_events=visible_events,
    encode_move=record.encode_move, decode_move=record.decode_move,
    order=1, default_players=2,
)

__all__ = [
    "PRESETS", "SPEC", "Action", "DealLog", "Declare", "Play", "ScriptedDeal",
    "SupertrumpObservation", "SupertrumpRules", "SupertrumpState", "check_playable",
    "effective_suit", "is_trump", "legal_cards", "new_game", "preset", "stacked_deck",
    "trick_winner", "visible_events",
]
