"""Sneak (RULES.md §3, after Parlett): 2–7 players draw from one stock and
lead sets face down (sneak) or face up (flaunt); the others may challenge,
and the best set takes every card played into its owner's score pile.

Pure Python, no Qt. The registry finds the game through ``SPEC``; the AI
reuses the combo judgement in :mod:`cardtable.games.sneak.combos`.
"""

from cardtable.games.sneak import combos, record
from cardtable.games.sneak.actions import Action, Challenge, Draw, Flaunt, Pass, Sneak
from cardtable.games.sneak.combos import (
    Combo,
    ComboType,
    classify,
    flaunt_beats,
    flaunt_winner,
    is_flaunt_set,
    sneak_beats,
    sneak_winner,
)
from cardtable.games.sneak.events import visible_events
from cardtable.games.sneak.game import check_playable, new_game, stacked_stock
from cardtable.games.sneak.log import DealLog, ScriptedDeal
from cardtable.games.sneak.observation import PlayView, SneakObservation
from cardtable.games.sneak.presets import PRESETS, preset
from cardtable.games.sneak.rules import SneakRules
from cardtable.games.sneak.state import SneakState
from cardtable.games.spec import GameSpec, Option

SPEC = GameSpec(
    id="sneak", name="Sneak", min_players=2, max_players=7,
    presets=PRESETS, default_preset="sneak",
    options=(Option("decks", "int", low=1, high=2, optional=True),
             Option("losers_discarded", "bool"),
             Option("hand_limit", "bool"),
             Option("target", "int", low=1, high=1000, optional=True)),
    new_game=new_game, check_playable=check_playable,
    rules_to_dict=SneakRules.to_dict, rules_from_dict=SneakRules.from_dict,
    encode=record.encode, replay=record.replay, visible_events=visible_events,
    encode_move=record.encode_move, decode_move=record.decode_move,
    order=2, default_players=4,
)

__all__ = [
    "PRESETS", "SPEC", "Action", "Challenge", "Combo", "ComboType", "DealLog", "Draw",
    "Flaunt", "Pass", "PlayView", "ScriptedDeal", "Sneak", "SneakObservation", "SneakRules",
    "SneakState", "check_playable", "classify", "combos", "flaunt_beats", "flaunt_winner",
    "is_flaunt_set", "new_game", "preset", "sneak_beats", "sneak_winner", "stacked_stock",
    "visible_events",
]
