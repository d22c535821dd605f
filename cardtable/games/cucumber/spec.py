"""The Cucumber family as the registry sees it: its ``GameSpec``.

The option schema is derived from the ``Ruleset`` fields, so a new rule
option appears in the setup dialog and ``--set`` without a second list.
``min_players``/``max_players`` are a preset's player range, not options.
"""

from __future__ import annotations

import dataclasses

from cardtable.games.cucumber import record
from cardtable.games.cucumber.events import visible_events
from cardtable.games.cucumber.game import check_playable, new_game
from cardtable.games.cucumber.variants.presets import PRESETS
from cardtable.games.cucumber.variants.rules import (
    CHOICES,
    MAX_PLAYERS,
    OPTION_RANGE,
    OPTIONAL_INTS,
    Ruleset,
)
from cardtable.games.spec import GameSpec, Option

#: The special top-card sets a player can choose (seed 003: Iceland).
TOP_CARD_SETS: tuple[tuple[str, ...], ...] = ((), ("6C",), ("7S", "7C"))
HIDDEN = ("min_players", "max_players")


def _options() -> tuple[Option, ...]:
    out = []
    for f in dataclasses.fields(Ruleset):
        if f.name in HIDDEN:
            continue
        if f.name == "top_cards":
            out.append(Option(f.name, "choice", TOP_CARD_SETS))
        elif f.name in CHOICES:
            out.append(Option(f.name, "choice", CHOICES[f.name]))
        elif isinstance(f.default, bool):
            out.append(Option(f.name, "bool"))
        else:
            low, high = OPTION_RANGE
            out.append(Option(f.name, "int", low=low, high=high,
                              optional=f.name in OPTIONAL_INTS))
    return tuple(out)


SPEC = GameSpec(
    id="cucumber", name="22 and the Cucumber family", min_players=2, max_players=MAX_PLAYERS,
    presets=PRESETS, default_preset="twenty-two", options=_options(),
    new_game=new_game, check_playable=check_playable, rules_to_dict=Ruleset.to_dict,
    rules_from_dict=Ruleset.from_dict, encode=record.encode, replay=record.replay,
    visible_events=visible_events, encode_move=record.encode_move,
    decode_move=record.decode_move, order=0, default_players=4,
)
