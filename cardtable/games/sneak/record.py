"""Sneak games as records: encode a state, and rebuild one by replay.

The conventions of the other games (DESIGN.md "Game records"): each deal
entry has its dealer, shuffled stock (top first) and moves, in the order
they were made — challenges and passes too, so the hidden flaunt
commitments are stored in seat (turn) order. Card moves carry ``"cards"``
(``{"seat": 2, "action": "sneak", "cards": ["KS", "9D"]}``); a draw or a
pass carries nothing else. Replaying through the engine is the only way a
record is trusted: ``result`` blocks are compared with the replay's own.
"""

from __future__ import annotations

from typing import Any

from cardtable.cards import parse_card
from cardtable.games.record_replay import ReplaySpec, replay_record
from cardtable.games.record_schema import RecordError, expect_int, expect_list, expect_obj
from cardtable.games.sneak.actions import ACTIONS, Action
from cardtable.games.sneak.game import check_playable, new_game
from cardtable.games.sneak.log import ScriptedDeal
from cardtable.games.sneak.rules import PLAYERS, SneakRules
from cardtable.games.sneak.state import SneakState

#: Ties at the top can add deals; no sane game comes near this.
MAX_DEALS = 5_000
#: 104 draws, at most 104 leads and six answers to each.
MAX_MOVES_PER_DEAL = 1_000
MAX_DECK = 104
#: A set can never hold more cards than two decks.
MAX_SET = 104
CARD_ACTIONS = ("sneak", "flaunt", "challenge")


def encode(state: SneakState) -> tuple[dict[str, Any], list[dict[str, Any]], dict | None]:
    """The rules object, the deal list and the final result of ``state``."""
    deals = []
    for log in state.log:
        deal: dict[str, Any] = {
            "dealer": log.dealer,
            "deck": [c.code for c in log.deck],
            "moves": [encode_move(seat, a) for seat, a in log.moves],
        }
        if log.result is not None:
            deal["result"] = log.result
        deals.append(deal)
    result = {"winners": list(state.winners)} if state.is_over else None
    return state.rules.to_dict(), deals, result


def encode_move(seat: int, action: Action) -> dict[str, Any]:
    """One move as the record writes it."""
    if action.name in CARD_ACTIONS:
        return {"seat": seat, "action": action.name, "cards": [c.code for c in action.cards]}
    return {"seat": seat, "action": action.name}


def decode_move(move: Any, where: str) -> tuple[int, Action]:
    """One ``moves`` entry as (seat, action); :class:`RecordError` if malformed."""
    obj = expect_obj(move, where)
    seat = expect_int(obj.get("seat"), f"{where}: seat", 0, PLAYERS[1] - 1)
    name = obj.get("action")
    if not isinstance(name, str) or name not in ACTIONS:
        raise RecordError(f"{where}: unknown action {str(name)[:30]!r} "
                          f"(expected one of {', '.join(ACTIONS)}).")
    if name not in CARD_ACTIONS:
        if "cards" in obj:
            raise RecordError(f"{where}: a {name} takes no cards.")
        return seat, ACTIONS[name]()
    texts = expect_list(obj.get("cards"), f"{where}: cards", MAX_SET)
    if not texts:
        raise RecordError(f"{where}: a {name} needs at least one card.")
    try:
        cards = [parse_card(t) for t in texts]
    except ValueError as exc:
        raise RecordError(f"{where}: {exc}.") from None
    return seat, ACTIONS[name](cards)


def _summarize(result: dict) -> str:
    return f"points {result['points']}, totals {result['scores']}"


_REPLAY = ReplaySpec(
    rules_from_dict=SneakRules.from_dict, check_playable=check_playable,
    new_game=new_game, scripted_deal=ScriptedDeal, decode_move=decode_move,
    deal_word="deal", whole_word="game", max_deals=MAX_DEALS,
    max_moves=MAX_MOVES_PER_DEAL, max_deck=MAX_DECK, max_winners=PLAYERS[1],
    summarize=_summarize,
)


def replay(data: dict[str, Any], players: int) -> SneakState:
    """Rebuild the game a record describes, checking every move and result."""
    return replay_record(data, players, _REPLAY)
