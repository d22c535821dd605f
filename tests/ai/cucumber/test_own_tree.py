"""The expert's own later moves learned across worlds (``own_tree``): the other
seats still play the normal policy, the seat's own plays keep its reserve,
the tree is keyed by what the seat can see, and it plays better than the
random moves it replaces."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.cucumber.expert import ExpertBot
from cardtable.ai.cucumber.lean import Deal
from cardtable.ai.cucumber.own_tree import OwnTree
from cardtable.ai.cucumber.playout import finish, keeping_options, normal_choice, utility
from cardtable.games.cucumber import Play
from tests.ai.cucumber.test_playout import random_deal
from tests.ai.test_reasons import decisions


@pytest.mark.parametrize("variant", ["twenty-two", "agurk", "rassi", "gurka-se"])
def test_normal_choice_is_what_the_playout_plays(variant):
    for seed in range(30):
        deal = random_deal(variant, 4, seed)
        d = deal.copy()
        while (shown := d.play(normal_choice(d))) is None:
            pass
        assert shown == finish(deal.copy())


def traced(tree: OwnTree, world: Deal, option: tuple[int, ...]) -> list[tuple[Deal, tuple]]:
    """The plays of one ``tree.play``: (the deal before the play, the play)."""
    plays: list[tuple[Deal, tuple]] = []
    real = Deal.play

    def spy(self, cards):
        plays.append((self.copy(), cards))
        return real(self, cards)

    Deal.play = spy
    try:
        tree.play(world, option, lambda d, shown: utility(d, shown, tree.me))
    finally:
        Deal.play = real
    return plays


def test_the_others_play_normal_and_the_seat_keeps_its_reserve():
    for seed in range(25):
        world = random_deal("twenty-two", 4, seed)
        me = world.turn
        tree = OwnTree(me, random.Random(seed))
        root = world.options()[0]
        for _ in range(30):
            for d, cards in traced(tree, world, root)[1:]:
                if d.turn == me:
                    assert cards in keeping_options(d)
                else:
                    assert cards == normal_choice(d)


def test_nodes_are_what_the_seat_sees_and_learn_from_every_world():
    world = random_deal("twenty-two", 4, 3)
    me = world.turn
    rng = random.Random(1)
    tree = OwnTree(me, rng)
    root = world.options()[0]
    for _ in range(200):
        tree.play(world, root, lambda d, shown: utility(d, shown, me))
    assert tree.nodes
    for (option, hand, trick), node in tree.nodes.items():
        assert option == root
        assert list(hand) == sorted(hand)                # my own cards, nothing hidden
        assert all(isinstance(cards, tuple) for cards in trick)
        assert node.seen == sum(node.visits) and len(node.options) >= 2
    # one world met 200 times: the root's next node was visited every time it was reached
    assert max(node.seen for node in tree.nodes.values()) > 100


def test_the_tree_plays_its_own_moves_better_than_random():
    # in one known world, the tree's later playouts find the seat's better plays:
    # their mean utility beats random own moves' over the same number of deals
    tree_total = random_total = 0.0
    for seed in range(40):
        world = random_deal("twenty-two", 4, seed)
        me = world.turn
        root = world.options()[0]
        tree = OwnTree(me, random.Random(seed))
        values = [tree.play(world, root, lambda d, shown, me=me: utility(d, shown, me))
                  for _ in range(300)]
        tree_total += sum(values[-100:])
        rng = random.Random(seed)
        for _ in range(100):
            d = world.copy()
            shown = d.play(root)
            random_total += utility(d, shown if shown else finish(d, me, rng), me)
    assert tree_total > random_total + 2.0


def test_the_expert_with_its_tree_is_deterministic_and_off_by_default():
    assert ExpertBot.own_tree is False       # measured level with the random moves
    seen = 0
    for state, seat in decisions("cucumber", "twenty-two", 4, 5, 60):
        obs, legal = state.observation(seat), state.legal_actions()
        if len(legal) < 3 or not isinstance(legal[0], Play):
            continue
        with_tree = [ExpertBot(3000) for _ in range(2)]
        for bot in with_tree:
            bot.own_tree = True
        a = with_tree[0].choose(obs, legal, random.Random(2))
        assert a in legal and a == with_tree[1].choose(obs, legal, random.Random(2))
        seen += 1
    assert seen >= 3


def test_the_hint_explains_the_move_the_tree_chose():
    told, quiet = ExpertBot(3000), ExpertBot(3000)
    told.own_tree = quiet.own_tree = True
    told.explain = True
    for state, seat in decisions("cucumber", "twenty-two", 4, 8, 60):
        obs, legal = state.observation(seat), state.legal_actions()
        if len(legal) < 3 or not isinstance(legal[0], Play):
            continue
        move = told.choose(obs, legal, random.Random(4))
        assert move == quiet.choose(obs, legal, random.Random(4))
        assert told.last_reason is not None and told.last_reason.values
