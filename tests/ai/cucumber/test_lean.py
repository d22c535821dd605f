"""The search model (``ai.lean``) plays by the engine's rules: same plays, same losers."""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardtable.ai.cucumber.lean import Deal, lean_rules
from cardtable.games.cucumber import PRESETS, Play, new_game


def lean_of(state) -> Deal:
    kind = state.values.kind
    deal = Deal(lean_rules(state.rules), [[kind[c] for c in h] for h in state.hands],
                list(state.alive), state.leader, list(state.scores), list(state.multipliers),
                state.contra_by)
    deal.set_trick([(s, tuple(kind[c] for c in cs)) for s, cs in state.trick])
    return deal


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_lean_offers_the_engine_plays_and_scores_the_same_losers(variant):
    rules = PRESETS[variant]
    players = max(rules.min_players, 4) if variant != "kurkku" else 4
    _compare(rules, players)


@pytest.mark.parametrize("variant", ["gurka-no", "twenty-two", "agurk-online"])
def test_lean_follows_the_one_ace_per_trick_rule_as_the_engine(variant):
    """A forced second ace neither heads nor wins, in the model as in the engine."""
    _compare(dataclasses.replace(PRESETS[variant], ace_rule="one-ace-per-trick", jokers=0), 5,
             seeds=range(30))


def _compare(rules, players: int, seeds=range(12)) -> None:
    for seed in seeds:
        state = new_game(rules, players, seed=seed)
        rng = random.Random(seed)
        while state.phase not in ("play", "last"):
            state.apply(rng.choice(state.legal_actions()))
        deal = lean_of(state)
        kind = state.values.kind
        deal_no = state.deal_no
        while state.deal_no == deal_no and state.phase in ("play", "last"):
            legal = state.legal_actions()
            assert state.current_seat == deal.turn
            engine = sorted(tuple(sorted(kind[c] for c in a.cards)) for a in legal)
            lean = sorted(tuple(sorted(o)) for o in deal.options())
            assert engine == lean
            action = rng.choice(legal)
            assert isinstance(action, Play)
            shown = deal.play(tuple(kind[c] for c in action.cards))
            state.apply(action)
        assert shown is not None
        losers, delta = deal.result(shown)
        result = state.log[deal_no - 1].result
        assert sorted(losers) == sorted(result["losers"])
        assert {s: p for s, p in delta.items() if p > 0} == {
            int(s): p for s, p in result["points"].items()}


def test_heads_and_desc_fast_paths_match_the_general_rule():
    """Single cards take a shortcut in ``heads``/``desc``; it must agree with the tuple rule."""
    from cardtable.ai.cucumber.lean import desc, heads

    for a in range(2, 15):
        for b in range(2, 15):
            for eq in (False, True):
                general = all((m >= t) if eq else (m > t) for m, t in zip((a,), (b,), strict=True))
                assert heads((a,), (b,), eq) == general
        kind = a * 64 + 3
        assert desc((kind,)) == (a,) == desc([kind])
    assert desc((5 * 64, 9 * 64 + 1)) == (9, 5)
    assert heads((9, 5), (8, 5), True) and not heads((9, 5), (8, 5), False)
