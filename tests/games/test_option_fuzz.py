"""Random option combinations of every game and preset, played to the end.

The setup dialog and ``--set`` accept any value within each option's
declared range; whatever ``check_playable`` lets through must play to the
end without an exception (a 22 with a high threshold once ran out of cards
at deal 43). Seeded and bounded by a number of games, so the same games are
played on every machine; the long run is ``benchmarks/option_fuzz.py``.
"""

from __future__ import annotations

import random

from cardtable import games
from cardtable.games import option_fuzz
from tests.depth import depth

#: Random option combinations played to the end: 60, or 240 with CARDTABLE_SLOW=1
#: (``benchmarks/option_fuzz.py`` runs thousands).
GAMES = depth(60, 240)


def test_random_option_combinations_never_break_a_game():
    report = option_fuzz.run(600.0, seed=25, max_games=GAMES)
    failures = [f"{combo.describe()}\n{trace}" for combo, trace in report.failures[:3]]
    assert failures == []
    assert report.played == GAMES
    assert report.refused > 0          # the sampler reaches combinations that are refused


def test_the_sampler_stays_within_what_the_setup_accepts():
    rng = random.Random(1)
    for spec in games.all_games():
        for _ in range(200):
            combo, rules = option_fuzz.sample(spec, rng)
            assert spec.min_players <= combo.players <= spec.max_players
            for name, value in combo.changes:
                option = spec.option(name)
                if option.kind == "choice":
                    assert value in option.choices
                elif option.kind == "bool":
                    assert isinstance(value, bool)
                elif value is not None:
                    assert option.low <= value <= option.high
                # The same value typed on the command line parses back to itself.
                assert option.parse(option_fuzz._text(value)) == value
                assert getattr(rules, name) == value
