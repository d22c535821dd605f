"""The Cucumber family engine (22, Agurk, Gurka, …): one engine, many presets."""

from cardtable.games.cucumber.actions import Action, Decide, Exchange, Play
from cardtable.games.cucumber.game import check_playable, new_game, stacked_deck
from cardtable.games.cucumber.log import ScriptedDeal
from cardtable.games.cucumber.spec import SPEC
from cardtable.games.cucumber.state import CucumberState
from cardtable.games.cucumber.variants.presets import PRESETS, preset
from cardtable.games.cucumber.variants.rules import Ruleset

__all__ = [
    "PRESETS", "SPEC", "Action", "CucumberState", "Decide", "Exchange", "Play", "Ruleset",
    "ScriptedDeal", "check_playable", "new_game", "preset", "stacked_deck",
]
