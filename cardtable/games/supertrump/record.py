"""Supertrump matches as records: encode a state, and rebuild one by replay.

The same conventions as the Cucumber record (DESIGN.md "Game records"): a
"deal" entry is one game with its dealer, shuffled deck (top first) and
moves; plays carry ``"cards": ["4H"]``, declarations ``"value"`` (``"trump"``:
a suit letter, ``"super"``: a rank text). Replaying the moves through the
engine is the only way a record is trusted: ``result`` blocks are compared
with what the replay produced, never copied from the file.
"""

from __future__ import annotations

from typing import Any

from cardtable.cards import parse_card
from cardtable.games.record_replay import ReplaySpec, encode_record, replay_record
from cardtable.games.record_schema import (
    RecordError,
    expect_int,
    expect_list,
    expect_obj,
    expect_str,
)
from cardtable.games.supertrump.actions import (
    DECLARATIONS,
    RANK_VALUES,
    SUIT_VALUES,
    Action,
    Declare,
    Play,
)
from cardtable.games.supertrump.game import check_playable, new_game
from cardtable.games.supertrump.log import ScriptedDeal
from cardtable.games.supertrump.rules import SupertrumpRules
from cardtable.games.supertrump.state import SupertrumpState

#: A points match to 1000 lasts about 50 games, first to 1000 games up to 1999.
MAX_DEALS = 5_000
#: Two declarations and 52 plays make a game.
MAX_MOVES_PER_DEAL = 60
MAX_DECK = 60


def encode(state: SupertrumpState) -> tuple[dict[str, Any], list[dict[str, Any]], dict | None]:
    """The rules object, the deal (game) list and the final result of ``state``."""
    return encode_record(state, encode_move)


def encode_move(seat: int, action: Action) -> dict[str, Any]:
    if isinstance(action, Declare):
        return {"seat": seat, "action": action.name, "value": action.value}
    return {"seat": seat, "action": "play", "cards": [action.card.code]}


def decode_move(move: Any, where: str) -> tuple[int, Action]:
    """One ``moves`` entry as (seat, action); :class:`RecordError` if malformed."""
    obj = expect_obj(move, where)
    seat = expect_int(obj.get("seat"), f"{where}: seat", 0, 1)
    name = obj.get("action")
    if name == "trump" or name == "super":
        value = expect_str(obj.get("value"), f"{where}: value", 4)
        allowed = SUIT_VALUES if name == "trump" else RANK_VALUES
        if value not in allowed:
            what = "trump suit" if name == "trump" else "super-trump rank"
            raise RecordError(f"{where}: the {what} must be one of {', '.join(allowed)}, "
                              f"not {value!r}.")
        return seat, Declare(name, value)
    if name != "play":
        known = ", ".join(["play", *DECLARATIONS])
        raise RecordError(f"{where}: unknown action {str(name)[:30]!r} "
                          f"(expected one of {known}).")
    texts = expect_list(obj.get("cards"), f"{where}: cards", 4)
    if len(texts) != 1:
        raise RecordError(f"{where}: a play is exactly one card, not {len(texts)}.")
    try:
        card = parse_card(texts[0])
    except ValueError as exc:
        raise RecordError(f"{where}: {exc}.") from None
    return seat, Play(card)


def _summarize(result: dict) -> str:
    return f"points {result['points']}, winner {result['winner']}"


_REPLAY = ReplaySpec(
    rules_from_dict=SupertrumpRules.from_dict, check_playable=check_playable,
    new_game=new_game, scripted_deal=ScriptedDeal, decode_move=decode_move,
    deal_word="game", whole_word="match", max_deals=MAX_DEALS,
    max_moves=MAX_MOVES_PER_DEAL, max_deck=MAX_DECK, max_winners=2, summarize=_summarize,
)


def replay(data: dict[str, Any], players: int) -> SupertrumpState:
    """Rebuild the match a record describes, checking every move and result."""
    return replay_record(data, players, _REPLAY)
