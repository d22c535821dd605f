"""The bots' fast hand analysis agrees with the engine's combos.py by brute force."""

from __future__ import annotations

import itertools
import random

from cardtable.ai.sneak.hand import best_of_type, best_sneak_set, junk_set, lead_candidates
from cardtable.cards import ALL_CARDS, parse_cards
from cardtable.games.sneak.combos import ComboType, as_type, classify, sneak_key

PACK = ALL_CARDS[:52]


def hands(count: int, seed: int):
    rng = random.Random(seed)
    for _ in range(count):
        pack = PACK * rng.choice((1, 2))
        yield rng.sample(pack, rng.randrange(1, 11))


def test_best_sneak_set_is_the_brute_force_best():
    for hand in hands(400, 1):
        for k in range(1, min(len(hand), 5) + 1):
            best = max(sneak_key(list(s)) for s in itertools.combinations(hand, k))
            found = best_sneak_set(hand, k)
            assert len(found) == k and all(found.count(c) <= hand.count(c) for c in found)
            assert sneak_key(found) == best, (hand, k, found)


def test_best_of_type_is_the_brute_force_best():
    for hand in hands(300, 2):
        for kind in (ComboType.MATCH, ComboType.STRAIGHT_FLUSH, ComboType.STRAIGHT,
                     ComboType.FLUSH):
            for k in range(2, min(len(hand), 4) + 1):
                keys = [as_type(list(s), kind) for s in itertools.combinations(hand, k)]
                keys = [x for x in keys if x is not None]
                found = best_of_type(hand, kind, k)
                if not keys:
                    assert found is None
                else:
                    assert found is not None and as_type(found, kind) == max(keys)


def test_candidates_are_combos_or_singles_and_junk_is_low():
    hand = parse_cards(["2H", "3H", "4H", "4S", "4D", "9C", "KC"])
    cands = lead_candidates(hand, 7)
    assert parse_cards(["4H", "4S", "4D"]) in cands
    assert all(len(c) == 1 or classify(c).type is not ComboType.NONE for c in cands)
    assert sorted(c.code for c in junk_set(hand, 2)) == ["2H", "3H"]
