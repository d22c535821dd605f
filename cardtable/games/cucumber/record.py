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
from cardtable.games.cucumber.rules import Ruleset
from cardtable.games.cucumber.state import CucumberState
from cardtable.games.errors import IllegalAction, RulesError, ScriptError
from cardtable.records.schema import RecordError, expect_int, expect_list, expect_obj

MAX_DEALS = 5_000
MAX_MOVES_PER_DEAL = 5_000
MAX_DECK = 4 * 55


def encode(state: CucumberState) -> tuple[dict[str, Any], list[dict[str, Any]], dict | None]:
    """The rules object, the deal list and the final result of ``state``."""
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


def replay(data: dict[str, Any], players: int) -> CucumberState:
    """Rebuild the game a record describes, checking every move and result."""
    try:
        rules = Ruleset.from_dict(data.get("rules"))
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
        raise RecordError("It holds no deal.")
    script = []
    for i, raw in enumerate(deals, 1):
        deal = expect_obj(raw, f"deal {i}")
        dealer = expect_int(deal.get("dealer"), f"deal {i}: dealer", 0, players - 1)
        texts = expect_list(deal.get("deck"), f"deal {i}: deck", MAX_DECK)
        try:
            deck = [parse_card(t) for t in texts]
        except ValueError as exc:
            raise RecordError(f"deal {i}: deck: {exc}.") from None
        expect_list(deal.get("moves"), f"deal {i}: moves", MAX_MOVES_PER_DEAL)
        script.append(ScriptedDeal(dealer, deck))
    try:
        state = new_game(rules, players, seed, script=script)
    except ScriptError as exc:
        raise RecordError(str(exc)) from None
    for i, raw in enumerate(deals, 1):
        _replay_deal(state, i, raw)
    _check_result(data.get("result"), state)
    return state


def _replay_deal(state: CucumberState, i: int, deal: dict[str, Any]) -> None:
    if state.is_over:
        raise RecordError(f"deal {i}: the game was already over.")
    if state.deal_no != i:
        raise RecordError(f"deal {i - 1} is unfinished, yet deal {i} follows it.")
    for j, raw in enumerate(deal["moves"], 1):
        where = f"deal {i}, move {j}"
        seat, action = decode_move(raw, where)
        if state.is_over or state.deal_no != i:
            raise RecordError(f"{where}: deal {i} was already over.")
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
            raise RecordError(f"deal {i}: a result is written but the deal is unfinished.")
        if _normal(recorded) != _normal(actual):
            raise RecordError(f"deal {i}: the written result does not match the play "
                              f"(the play gives {_short(actual)}).")


def _check_result(recorded: Any, state: CucumberState) -> None:
    if recorded is None:
        return
    obj = expect_obj(recorded, "result")
    if not state.is_over:
        raise RecordError("A game result is written but the game is unfinished.")
    winners = expect_list(obj.get("winners"), "result: winners", 64)
    exact = all(type(w) is int for w in winners)
    if not exact or sorted(winners) != list(state.winners):
        shown = ", ".join(str(w)[:12] for w in winners[:8])
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


def _short(result: dict) -> str:
    return f"losers {result['losers']}, scores {result['scores']}"
