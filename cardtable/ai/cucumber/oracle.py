"""The ceiling of the expert's search, for measurement only: the same search
seeing the hidden cards.

* ``OracleBot`` sees every hand and, in 22's exchange, the stock: how far the
  expert is from perfect information (``benchmarks/strength_cucumber.py``).
* ``OraclePlayBot`` exchanges as the expert does, seeing nothing hidden, and
  only then plays seeing every hand. The stock's order is luck no player can
  read, so this is the ceiling a better reading of the *hands* could reach:
  the oracle's lead over it is what knowing the stock is worth.

Neither is a level nor is ever given to a table: the tournament hands them
the engine state (``choose_with_state``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.ai.cucumber.expert import ExpertBot, play_value, root_deal, without
from cardtable.ai.cucumber.normal import match_play, settled, unseen_cards
from cardtable.games.cucumber.actions import Action, Exchange


class OracleBot(ExpertBot):
    """Measurement only: the same search on the *true* deal (sees every card).

    Never registered as a level and never given to a table: the tournament
    calls :meth:`choose_with_state` with the engine state."""

    name = "oracle"

    def choose(self, observation, legal_actions, rng):  # pragma: no cover - guard
        raise TypeError("the oracle needs the full state: use choose_with_state")

    def choose_with_state(self, state, legal_actions: Sequence[Action],
                          rng: random.Random) -> Action:
        seat = state.current_seat
        observation = state.observation(seat)
        done = settled(observation, legal_actions)
        if done is not None:
            return done
        kind = state.values.kind
        if isinstance(legal_actions[0], Exchange):
            truth = ({s: sorted(kind[c] for c in state.hands[s]) for s in range(state.players)
                      if s != seat and state.alive[s]}, [kind[c] for c in state.stock])
            return self._exchange(observation, legal_actions, rng, truth)
        options = [tuple(kind[c] for c in a.cards) for a in legal_actions]
        hands = {s: [kind[c] for c in state.hands[s]] for s in range(state.players)}
        pool = [kind[c] for c in unseen_cards(observation)]
        world = root_deal(observation, kind, hands, without(
            [k >> 6 for k in pool] + [kind[c] >> 6 for c in observation.my_discards],
            [h for s, h in hands.items() if s != seat]))
        best = max(options, key=lambda o: play_value(world, o, seat))  # one known world
        return match_play(legal_actions, best, kind)


class OraclePlayBot(OracleBot):
    """Measurement only: 22's exchange as the expert's (blind to the stock and
    the other hands), the play as the oracle's (every hand seen)."""

    name = "oracle-play"

    def choose_with_state(self, state, legal_actions: Sequence[Action],
                          rng: random.Random) -> Action:
        if isinstance(legal_actions[0], Exchange):
            return ExpertBot.choose(self, state.observation(state.current_seat),
                                    legal_actions, rng)
        return super().choose_with_state(state, legal_actions, rng)
