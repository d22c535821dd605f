"""The expert's own later moves, learned across worlds within one decision.

The flat search (``expert.ranked_halving``) plays every candidate out in
each sampled world; in those playouts the others play the ``normal``
policy and the searching seat plays its own later moves at random among
the plays that keep its lowest kind. Random own moves undervalue a
candidate whose follow-up needs care, and the normal policy instead was
no better (docs/ai.md, "22 against the textbook").

Here the searching seat's later moves are chosen by a tree shared by all
the worlds of one decision, grown by the playouts themselves (single-
observer information-set search, with the others' moves given by their
model rather than searched):

* a node is a situation the seat can tell apart at the table, abstracted
  to what matters most for its next play: the root candidate it took, the
  cards it still holds and the cards of the trick in front of it. Worlds
  that differ in hidden cards meet in the same node, so what the tree
  learns is what works *on average over the worlds* (not in one world,
  which would be the oracle's knowledge fused into the plan). The tree
  forgets the earlier tricks' history: keyed by the whole public history,
  its nodes were seen too rarely to learn anything (measured: no gain);
* at a node, UCB1 among the plays that keep the lowest kind; a node met
  for the first time plays at random and the deal is played out as before
  (``playout.finish``), so a thinly visited tree is the flat search.

It changes nothing at the root: every candidate still meets the same
worlds in the sequential halving, and the tree only decides the seat's
moves below it. Decisions stay a pure function of (observation, rng).

Measured on 2,400 paired seat-deals of 22 against the expert without it,
it was level (docs/ai.md, "What is left for 22"), so ``ExpertBot.own_tree``
is off: it is kept so that the measurement reproduces.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from cardtable.ai.cucumber.lean import Deal
from cardtable.ai.cucumber.playout import finish, keeping_options, normal_choice

#: UCB1's exploration weight, in the units of ``playout.utility`` (a lost deal −1).
EXPLORATION = 0.7


class Node:
    """Statistics of one of the seat's own situations: per play, visits and
    total utility."""

    __slots__ = ("options", "seen", "totals", "visits")

    def __init__(self, options: list[tuple[int, ...]]) -> None:
        self.options = options
        self.visits = [0] * len(options)
        self.totals = [0.0] * len(options)
        self.seen = 0

    def select(self, rng: random.Random) -> int:
        """An untried play at random, else the best by UCB1."""
        untried = [j for j, n in enumerate(self.visits) if n == 0]
        if untried:
            return untried[rng.randrange(len(untried))]
        log_seen = math.log(self.seen)
        best, chosen = -math.inf, 0
        for j, n in enumerate(self.visits):
            score = self.totals[j] / n + EXPLORATION * math.sqrt(log_seen / n)
            if score > best:
                best, chosen = score, j
        return chosen

    def add(self, j: int, utility: float) -> None:
        self.visits[j] += 1
        self.totals[j] += utility
        self.seen += 1


class OwnTree:
    """The seat ``me``'s tree for one decision; :meth:`play` finishes a deal."""

    def __init__(self, me: int, rng: random.Random) -> None:
        self.me = me
        self.rng = rng
        self.nodes: dict[tuple, Node] = {}

    def play(self, world: Deal, option: tuple[int, ...],
             value: Callable[[Deal, list[tuple[int, int]]], float]) -> float:
        """Play ``option`` in a copy of ``world`` and the deal to its end (the
        others by the normal policy, ``me`` by the tree, then at random);
        ``value(deal, shown)`` of the finished deal (the utility, or a
        tally's record of it) is backed up the nodes the deal went through."""
        me = self.me
        rng = self.rng
        d = world.copy()
        shown = d.play(option)
        path: list[tuple[Node, int]] = []
        while shown is None:
            if d.turn != me:
                shown = d.play(normal_choice(d))
                continue
            options = keeping_options(d)
            if len(options) == 1:
                shown = d.play(options[0])
                continue
            key = (option, tuple(d.hands[me]), tuple(cards for _, cards in d.trick))
            node = self.nodes.get(key)
            if node is None:
                node = self.nodes[key] = Node(options)
                j = rng.randrange(len(options))
                path.append((node, j))
                shown = d.play(options[j])
                if shown is None:
                    shown = finish(d, me, rng)
                break
            j = node.select(rng)
            path.append((node, j))
            shown = d.play(node.options[j])
        utility = value(d, shown)
        for node, j in path:
            node.add(j, utility)
        return utility
