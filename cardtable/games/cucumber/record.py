"""Cucumber games as records: encode a state, and rebuild one by replay.

The record is the game: rules, seats, seed, and per deal the dealer, the
shuffled deck and every move. Replaying the moves through the engine is the
only way a record is trusted — the ``result`` blocks are compared with what
the replay produced, never copied from the file.
"""

from __future__ import annotations

from typing import Any

from cardtable.cards import parse_card
from cardtable.games.cucumber.actions import ACTION_TYPES, DECISIONS, Action, Decide
from cardtable.games.cucumber.game import check_playable, new_game
from cardtable.games.cucumber.log import ScriptedDeal
from cardtable.games.cucumber.state import CucumberState
from cardtable.games.cucumber.variants.rules import Ruleset
from cardtable.games.record_replay import ReplaySpec, encode_record, replay_record
from cardtable.games.record_schema import RecordError, expect_int, expect_list, expect_obj

MAX_DEALS = 5_000
MAX_MOVES_PER_DEAL = 5_000
MAX_DECK = 4 * 55


def encode(state: CucumberState) -> tuple[dict[str, Any], list[dict[str, Any]], dict | None]:
    """The rules object, the deal list and the final result of ``state``."""
    return encode_record(state, encode_move)


def encode_move(seat: int, action: Action) -> dict[str, Any]:
    if isinstance(action, Decide):
        return {"seat": seat, "action": action.name, "value": action.value}
    return {"seat": seat, "action": action.name, "cards": [c.code for c in action.cards]}


def decode_move(move: Any, where: str) -> tuple[int, Action]:
    """One ``moves`` entry as (seat, action); :class:`RecordError` if malformed."""
    obj = expect_obj(move, where)
    seat = expect_int(obj.get("seat"), f"{where}: seat", 0, 63)
    name = obj.get("action")
    if isinstance(name, str) and name in DECISIONS:
        value = obj.get("value")
        if type(value) is not bool:
            raise RecordError(f"{where}: the answer to {name} must be true or false.")
        return seat, Decide(name, value)
    if not isinstance(name, str) or name not in ACTION_TYPES:
        known = ", ".join([*ACTION_TYPES, *DECISIONS])
        raise RecordError(f"{where}: unknown action {str(name)[:30]!r} "
                          f"(expected one of {known}).")
    texts = expect_list(obj.get("cards"), f"{where}: cards", MAX_DECK)
    try:
        cards = tuple(parse_card(t) for t in texts)
    except ValueError as exc:
        raise RecordError(f"{where}: {exc}.") from None
    return seat, ACTION_TYPES[name](cards)


def _summarize(result: dict) -> str:
    return f"losers {result['losers']}, scores {result['scores']}"


_REPLAY = ReplaySpec(
    rules_from_dict=Ruleset.from_dict, check_playable=check_playable, new_game=new_game,
    scripted_deal=ScriptedDeal, decode_move=decode_move, deal_word="deal", whole_word="game",
    max_deals=MAX_DEALS, max_moves=MAX_MOVES_PER_DEAL, max_deck=MAX_DECK, max_winners=64,
    summarize=_summarize,
)


def replay(data: dict[str, Any], players: int) -> CucumberState:
    """Rebuild the game a record describes, checking every move and result."""
    return replay_record(data, players, _REPLAY)
