"""Replaying (and writing) a record through a game engine: the part every game shares.

A record is trusted only by replaying it: the rules are rebuilt and checked,
every deal's dealer and deck are scripted into a fresh game, every move is
decoded and applied with the seat and turn checked, and the written
``result`` blocks are compared with what the play produced — never copied
from the file. The steps are the same for every game; what differs is
gathered in one :class:`ReplaySpec`, so a game's ``record.replay`` is::

    _SPEC = ReplaySpec(
        rules_from_dict=Ruleset.from_dict,   # the rules codec (RulesError, TypeError)
        check_playable=check_playable,       # (rules, players) -> None or RulesError
        new_game=new_game,                   # (rules, players, seed, script=[...]) -> state
        scripted_deal=ScriptedDeal,          # (dealer, deck) -> one script entry
        decode_move=decode_move,             # (raw move, where) -> (seat, action)
        deal_word="deal", whole_word="game", # a record "deal" is a ... of a ...
        max_deals=5_000, max_moves=5_000, max_deck=220, max_winners=64,
        summarize=lambda r: f"losers {r['losers']}",
    )

    def replay(data, players):
        return replay_record(data, players, _SPEC)

    def encode(state):
        return encode_record(state, encode_move)  # (seat, action) -> move object

The other way, :func:`encode_record` writes a state back as the record's
rules object, deal list and final result, each deal from the state's ``log``
(``dealer``, ``deck``, ``moves``, ``result``) and the result from
``is_over`` / ``winners``; ``rules.to_dict()`` gives the rules object.

The state ``new_game`` returns must offer ``is_over``, ``deal_no`` (1-based,
the deal now in play), ``current_seat``, ``apply(action)`` (raising
:class:`~cardtable.games.errors.IllegalAction` or
:class:`~cardtable.games.errors.ScriptError`), ``log`` (one entry per deal
with a ``result`` dict, ``None`` while unfinished) and ``winners``.

The words make the messages: Cucumber says "deal 3, move 4: deal 3 was
already over." and "the game was already over", Supertrump (where a record
"deal" is one game of a match) "game 3, move 4: ..." and "the match was
already over". Each message is part of the records' tested behaviour, so
they are written here once, word for word. Pure Python: no Qt, and no game
package is imported — games import this.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.cards import Card, parse_card
from cardtable.games.errors import IllegalAction, RulesError, ScriptError
from cardtable.games.record_schema import RecordError, expect_int, expect_list, expect_obj


@dataclass(frozen=True, slots=True)
class ReplaySpec:
    """What one game brings to :func:`replay_record` (see the module docstring)."""

    rules_from_dict: Callable[[Any], Any]
    check_playable: Callable[[Any, int], None]
    new_game: Callable[..., Any]
    scripted_deal: Callable[[int, Sequence[Card]], Any]
    decode_move: Callable[[Any, str], tuple[int, Any]]
    #: How a message names one ``deals`` entry, and the whole record.
    deal_word: str
    whole_word: str
    #: Caps on the entries a record may hold, checked before any play.
    max_deals: int
    max_moves: int
    max_deck: int
    max_winners: int
    #: The replay's own result of a deal, in words, when the written one differs.
    summarize: Callable[[dict], str]


def encode_record(state: Any, encode_move: Callable[[int, Any], dict[str, Any]],
                  ) -> tuple[dict[str, Any], list[dict[str, Any]], dict | None]:
    """The rules object, the deal list and the final result of ``state``: what
    :func:`replay_record` reads back, so the two sides stay one format."""
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


def replay_record(data: dict[str, Any], players: int, spec: ReplaySpec) -> Any:
    """Rebuild the game a record describes, checking every move and result."""
    try:
        rules = spec.rules_from_dict(data.get("rules"))
        spec.check_playable(rules, players)
    except RulesError as exc:
        raise RecordError(f"Its rules cannot be played: {exc}") from None
    except TypeError:
        raise RecordError("Its rules have options of the wrong kind.") from None
    if "seed" not in data:
        raise RecordError("The record has no seed (write \"seed\": null if it is unknown).")
    seed = data["seed"]
    seed = 0 if seed is None else expect_int(seed, "seed", -(2**63), 2**64)
    deals = expect_list(data.get("deals"), "deals", spec.max_deals)
    if not deals:
        raise RecordError(f"It holds no {spec.deal_word}.")
    script = [_scripted(spec, i, raw, players) for i, raw in enumerate(deals, 1)]
    try:
        state = spec.new_game(rules, players, seed, script=script)
    except ScriptError as exc:
        raise RecordError(str(exc)) from None
    for i, raw in enumerate(deals, 1):
        _replay_deal(spec, state, i, raw)
    _check_result(spec, data.get("result"), state)
    return state


def _scripted(spec: ReplaySpec, i: int, raw: Any, players: int) -> Any:
    """Deal ``i``'s dealer and deck as a script entry; its moves are only size-checked
    here, so that a huge list fails before the engine deals anything."""
    name = f"{spec.deal_word} {i}"
    deal = expect_obj(raw, name)
    dealer = expect_int(deal.get("dealer"), f"{name}: dealer", 0, players - 1)
    texts = expect_list(deal.get("deck"), f"{name}: deck", spec.max_deck)
    try:
        deck = [parse_card(t) for t in texts]
    except ValueError as exc:
        raise RecordError(f"{name}: deck: {exc}.") from None
    expect_list(deal.get("moves"), f"{name}: moves", spec.max_moves)
    return spec.scripted_deal(dealer, deck)


def _replay_deal(spec: ReplaySpec, state: Any, i: int, deal: dict[str, Any]) -> None:
    word = spec.deal_word
    if state.is_over:
        raise RecordError(f"{word} {i}: the {spec.whole_word} was already over.")
    if state.deal_no != i:
        raise RecordError(f"{word} {i - 1} is unfinished, yet {word} {i} follows it.")
    for j, raw in enumerate(deal["moves"], 1):
        where = f"{word} {i}, move {j}"
        seat, action = spec.decode_move(raw, where)
        if state.is_over or state.deal_no != i:
            raise RecordError(f"{where}: {word} {i} was already over.")
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
            raise RecordError(f"{word} {i}: a result is written but the {word} is unfinished.")
        if _normal(recorded) != _normal(actual):
            raise RecordError(f"{word} {i}: the written result does not match the play "
                              f"(the play gives {spec.summarize(actual)}).")


def _check_result(spec: ReplaySpec, recorded: Any, state: Any) -> None:
    if recorded is None:
        return
    obj = expect_obj(recorded, "result")
    if not state.is_over:
        raise RecordError(f"A {spec.whole_word} result is written but the "
                          f"{spec.whole_word} is unfinished.")
    winners = expect_list(obj.get("winners"), "result: winners", spec.max_winners)
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
