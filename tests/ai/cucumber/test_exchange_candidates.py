"""22's exchange candidates (``exchange.exchange_candidates``): what the
expert's exchange search weighs. Every count of the highest middle cards is
offered, so a hand can throw its middle and keep a second low card or a low
pair; every candidate is a legal discard of the hand."""

from __future__ import annotations

from collections import Counter

from cardtable.ai.cucumber.exchange import exchange_candidates
from cardtable.ai.cucumber.lean import lean_rules
from cardtable.ai.cucumber.normal import exchange_choice
from cardtable.games.cucumber import PRESETS


def kinds(*strengths: int) -> list[int]:
    """Cards as kinds (strength * 64 + points), points as 22 counts them."""
    return sorted(s * 64 + min(s, 11) for s in strengths)


def strengths(candidate: tuple[int, ...]) -> list[int]:
    return sorted(k >> 6 for k in candidate)


def candidates_of(hand: list[int], sizes: list[int]) -> list[tuple[int, ...]]:
    prior = exchange_choice(hand, sizes, lean_rules(PRESETS["twenty-two"]))
    return exchange_candidates(hand, sizes, prior)


def test_the_middle_can_go_while_a_low_pair_stays():
    hand = kinds(4, 4, 5, 7, 8, 10, 11)
    offered = [strengths(c) for c in candidates_of(hand, list(range(8)))]
    # keep 4-4-5: the measured best discard of this hand, not offered before
    assert [7, 8, 10, 11] in offered
    # every count of the highest cards up to 10 (the reserve 4 never among them)
    for n in range(1, 6):
        assert sorted([10, 8, 7, 5, 4][:n]) in offered


def test_candidates_are_distinct_legal_discards_of_the_hand():
    for hand in (kinds(2, 6, 7, 9, 10, 12, 13), kinds(6, 6, 7, 7, 9, 11, 13),
                 kinds(3, 4, 10, 13, 13, 14, 14), kinds(5, 6, 7, 8, 9, 10, 11)):
        for sizes in (list(range(8)), list(range(4)), [0, 2]):
            found = candidates_of(hand, sizes)
            assert len(found) == len(set(found))
            assert () in found or 0 not in sizes
            for c in found:
                assert len(c) in sizes
                assert not Counter(c) - Counter(hand)  # only cards of the hand
