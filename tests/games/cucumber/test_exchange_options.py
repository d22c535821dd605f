"""The lazy exchange list is exactly the eager one: same length, same order,
every option found by index without building the others."""

from __future__ import annotations

import pickle
import random

import pytest

from cardtable.cards import ALL_CARDS
from cardtable.games.cucumber import Exchange, preset
from cardtable.games.cucumber.exchange_options import ExchangeOptions
from cardtable.games.cucumber.plays import exchange_options
from cardtable.games.cucumber.values import values_for

VALUES = values_for(preset("twenty-two"))
DECK = [c for c in ALL_CARDS if not c.is_joker]


def _hand(rng: random.Random, size: int) -> list:
    return sorted(rng.sample(DECK, size), key=VALUES.sort_key)


@pytest.mark.parametrize("seed", range(40))
def test_every_index_matches_the_eager_list(seed: int) -> None:
    rng = random.Random(seed)
    hand = _hand(rng, rng.randint(1, 12))
    most = rng.randint(0, len(hand))
    sizes = None if seed % 3 else sorted({0, rng.randint(1, max(1, most))} & set(range(most + 1)))
    eager = [Exchange(c) for c in exchange_options(hand, most, VALUES.kind)
             if sizes is None or len(c) in sizes]
    lazy = ExchangeOptions(hand, most, VALUES.kind, sizes)
    assert len(lazy) == len(eager)
    assert [lazy[i] for i in range(len(lazy))] == eager  # decoded one by one
    assert lazy[-1] == eager[-1]
    assert list(lazy) == eager and lazy == eager and repr(lazy) == repr(eager)
    assert pickle.loads(pickle.dumps(lazy)) == eager


def test_out_of_range_index_raises() -> None:
    lazy = ExchangeOptions(_hand(random.Random(1), 5), 2, VALUES.kind)
    with pytest.raises(IndexError):
        lazy[len(lazy)]
