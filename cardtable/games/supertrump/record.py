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
from cardtable.games.errors import IllegalAction, RulesError, ScriptError
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
from cardtable.records.schema import RecordError, expect_int, expect_list, expect_obj, expect_str

#: A points match to 1000 lasts about 50 games, first to 1000 games up to 1999.
MAX_DEALS = 5_000
#: Two declarations and 52 plays make a game.
MAX_MOVES_PER_DEAL = 60
MAX_DECK = 60


def encode(state: SupertrumpState) -> tuple[dict[str, Any], list[dict[str, Any]], dict | None]:
    """The rules object, the deal (game) list and the final result of ``state``."""
    deals = []
    for log in state.log:
        deal: dict[str, Any] = {
            "dealer": log.dealer,
            "deck": [c.code for c in log.deck],
            "moves": [_encode_move(seat, a) for seat, a in log.moves],
        }
        if log.result is not None:
            deal["result"] = log.result
        deals.append(deal)
    result = {"winners": list(state.winners)} if state.is_over else None
    return state.rules.to_dict(), deals, result


def _encode_move(seat: int, action: Action) -> dict[str, Any]:
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


def replay(data: dict[str, Any], players: int) -> SupertrumpState:
    """Rebuild the match a record describes, checking every move and result."""
    try:
        rules = SupertrumpRules.from_dict(data.get("rules"))
        check_playable(rules, players)
    except RulesError as exc:
        raise RecordError(f"Its rules cannot be played: {exc}") from None
    except TypeError:
        raise RecordError("Its rules have options of the wrong kind.") from None
    if "seed" not in data:
        raise RecordError("The record has no seed (write \"seed\": null if it is unknown).")
    seed = data["seed"]
    seed = 0 if seed is None else expect_int(seed, "seed", -(2**63), 2**64)
    deals = expect_list(data.get("deals"), "deals", MAX_DEALS)
    if not deals:
        raise RecordError("It holds no game.")
    script = []
    for i, raw in enumerate(deals, 1):
        deal = expect_obj(raw, f"game {i}")
        dealer = expect_int(deal.get("dealer"), f"game {i}: dealer", 0, players - 1)
        texts = expect_list(deal.get("deck"), f"game {i}: deck", MAX_DECK)
        try:
            deck = [parse_card(t) for t in texts]
        except ValueError as exc:
            raise RecordError(f"game {i}: deck: {exc}.") from None
        expect_list(deal.get("moves"), f"game {i}: moves", MAX_MOVES_PER_DEAL)
        script.append(ScriptedDeal(dealer, deck))
    try:
        state = new_game(rules, players, seed, script=script)
    except ScriptError as exc:
        raise RecordError(str(exc)) from None
    for i, raw in enumerate(deals, 1):
        _replay_deal(state, i, raw)
    _check_result(data.get("result"), state)
    return state


def _replay_deal(state: SupertrumpState, i: int, deal: dict[str, Any]) -> None:
    if state.is_over:
        raise RecordError(f"game {i}: the match was already over.")
    if state.deal_no != i:
        raise RecordError(f"game {i - 1} is unfinished, yet game {i} follows it.")
    for j, raw in enumerate(deal["moves"], 1):
        where = f"game {i}, move {j}"
        seat, action = decode_move(raw, where)
        if state.is_over or state.deal_no != i:
            raise RecordError(f"{where}: game {i} was already over.")
        if seat != state.current_seat:
            raise RecordError(f"{where}: it was seat {state.current_seat}'s turn, "
                              f"not seat {seat}'s.")
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise RecordError(f"{where}: seat {seat} cannot {action}: {exc.reason}") from None
        except ScriptError as exc:
            raise RecordError(str(exc)) from None
    recorded = deal.get("result")
    if recorded is not None:
        actual = state.log[i - 1].result
        if actual is None:
            raise RecordError(f"game {i}: a result is written but the game is unfinished.")
        if _normal(recorded) != _normal(actual):
            raise RecordError(f"game {i}: the written result does not match the play "
                              f"(the play gives points {actual['points']}, "
                              f"winner {actual['winner']}).")


def _check_result(recorded: Any, state: SupertrumpState) -> None:
    if recorded is None:
        return
    obj = expect_obj(recorded, "result")
    if not state.is_over:
        raise RecordError("A match result is written but the match is unfinished.")
    winners = expect_list(obj.get("winners"), "result: winners", 2)
    exact = all(type(w) is int for w in winners)
    if not exact or sorted(winners) != list(state.winners):
        shown = ", ".join(str(w)[:12] for w in winners)
        raise RecordError(f"The written winners [{shown}] are not the real ones "
                          f"{list(state.winners)}.")


def _normal(result: Any) -> Any:
    """A result block in a comparable form: JSON object keys are strings, and
    types are kept apart (``true`` is not seat 1, ``10.0`` is not 10)."""
    if isinstance(result, dict):
        return {str(k): _normal(v) for k, v in result.items()}
    if isinstance(result, list):
        return [_normal(v) for v in result]
    return (type(result).__name__, result)
