"""Reading the other seat's stage-1 plays (``ai/supertrump/reading``)."""

from __future__ import annotations

import math
import random

from cardtable.ai.supertrump import LEVELS, reading
from cardtable.ai.supertrump.inference import sample_world, trumps_for, view_of
from cardtable.ai.supertrump.model import mask_of
from cardtable.games.supertrump import new_game, preset


def idx(code: str) -> int:
    """Card index of e.g. "9H" (rank-major, suits S H D C)."""
    ranks = {"J": 11, "Q": 12, "K": 13, "A": 14}
    rank = ranks.get(code[:-1]) or int(code[:-1])
    return (rank - 2) * 4 + "SHDC".index(code[-1])


def hand(*codes: str) -> int:
    return sum(1 << idx(c) for c in codes)


def stage1_positions(seed: int, games: int = 3):
    """(observation, the other seat's true hand, the other seat's won face-up
    cards) at every stage-1 decision of games between normal bots."""
    bot = LEVELS["normal"]()
    for g in range(games):
        state = new_game(preset("supertrump"), 2, seed + g)
        state.take_pending_events()
        rng = random.Random(seed + g)
        won: list[set[int]] = [set(), set()]
        while state.game_no == 1 and state.current_seat is not None:
            seat = state.current_seat
            obs = state.observation(seat)
            if obs.phase == "play" and obs.stage == 1:
                yield obs, mask_of(state.hands[1 - seat]), set(won[1 - seat])
            face = state.face_up
            action = bot.choose(obs, state.legal_actions(), rng)
            before = [sum(w) for w in state.tricks_won]
            state.apply(action)
            for s in (0, 1):
                if face is not None and sum(state.tricks_won[s]) > before[s]:
                    won[s].add(face.index)


def test_the_history_holds_every_stage1_play_and_draw_of_the_other_seat():
    checked = 0
    for obs, _, won in stage1_positions(5):
        history = reading.history_of(obs)
        theirs = [(i // 2, c.index) for i, (s, c) in enumerate(obs.played) if s != obs.seat]
        plays = [s for s in history.steps if isinstance(s, reading.Play)]
        assert [p.card for p in plays] == [c for _, c in theirs[::-1]]   # newest first
        for play, (trick, _) in zip(plays, theirs[::-1], strict=True):
            assert play.face == obs.turned[trick].index             # the card it was for
        draws = [s for s in history.steps if not isinstance(s, reading.Play)]
        assert len(draws) == len(obs.played) // 2               # one per finished trick
        assert {d for d in draws if d >= 0} == won              # the face-up cards it won
        assert mask_of(won) == history.won_face_up
        for p in plays:
            assert not p.gone >> p.card & 1 and p.gone >> p.face & 1
        checked += 1
    assert checked > 30


def test_walking_back_the_true_hand_gives_thirteen_cards_holding_each_play():
    rng = random.Random(1)
    for obs, true, _ in stage1_positions(9):
        for play, held in reading.hands_at_plays(reading.history_of(obs), true, rng):
            assert held.bit_count() == 13 and held >> play.card & 1


def test_a_throw_says_there_was_no_cheaper_card_to_throw():
    t = trumps_for(0, 3)  # spades trump, threes super
    throw = reading.Play(idx("9H"), idx("KH"), idx("5D"), hand("KH", "5D"))
    rest = ("4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "10D", "JD")
    cheaper = reading.play_log_likelihood(t, hand("9H", "4H", *rest), throw)
    none = reading.play_log_likelihood(t, hand("9H", "AH", *rest), throw)
    assert cheaper < none - 1.0


def test_a_won_fight_for_a_good_card_is_likelier_than_a_won_fight_for_a_poor_one():
    t = trumps_for(0, 3)
    mine = hand("AH", "4H", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "10D", "JD")
    good = reading.Play(idx("AH"), idx("KH"), idx("AS"), hand("KH", "AS"))
    poor = reading.Play(idx("AH"), idx("KH"), idx("4D"), hand("KH", "4D"))
    assert reading.play_log_likelihood(t, mine, good) > reading.play_log_likelihood(t, mine, poor)


def test_the_fast_likelihood_is_the_logit_of_the_features():
    rng = random.Random(2)
    checked = 0
    for obs, true, _ in stage1_positions(21, games=2):
        t = view_of(obs).trumps
        for play, held in reading.hands_at_plays(reading.history_of(obs), true, rng):
            rows, chosen = reading.run_features(t, held, play)
            beta = reading.FOLLOW if play.lead >= 0 else reading.LEAD
            u = [sum(b * x for b, x in zip(beta, row, strict=True)) for row in rows]
            top = max(u)
            expected = u[chosen] - top - math.log(sum(math.exp(x - top) for x in u))
            assert math.isclose(reading.play_log_likelihood(t, held, play), expected,
                                abs_tol=1e-9)
            checked += 1
    assert checked > 50


def test_the_true_hand_explains_the_plays_better_than_consistent_worlds():
    """The reading has signal: over normal bots' games (not the bots it was
    fitted to), the other seat's true hand makes its stage-1 plays likelier
    than the worlds the expert draws."""
    rng = random.Random(3)
    gaps = []
    for obs, true, _ in stage1_positions(31, games=4):
        v = view_of(obs)
        history = reading.history_of(obs)
        if not history.plays or v.stock_hidden == 0:
            continue
        worlds = [sample_world(v, rng)[0] for _ in range(20)]
        mean_world = sum(reading.log_likelihood(v.trumps, history, w, rng) for w in worlds) / 20
        mean_true = sum(reading.log_likelihood(v.trumps, history, true, rng) for _ in range(4)) / 4
        gaps.append(mean_true - mean_world)
    assert len(gaps) > 40
    assert sum(gaps) / len(gaps) > 0.3


def test_the_reading_expert_keeps_the_worlds_that_explain_the_plays():
    from cardtable.ai.supertrump.expert import ReadingExpertBot

    bot = ReadingExpertBot(play_budget=60)
    read = uniform = 0.0
    positions = 0
    for obs, _, _ in stage1_positions(41, games=2):
        v = view_of(obs)
        bot.history = reading.history_of(obs)
        if not bot.history.plays or v.stock_hidden == 0:
            continue
        rng = random.Random(positions)
        kept = bot.sample_worlds(v, 30, rng)
        drawn = [sample_world(v, rng) for _ in range(30)]
        assert len(kept) == 30
        for worlds, into in ((kept, "read"), (drawn, "uniform")):
            ll = sum(reading.log_likelihood(v.trumps, bot.history, opp, rng)
                     for opp, _ in worlds for _ in range(2)) / 60
            if into == "read":
                read += ll
            else:
                uniform += ll
        positions += 1
    assert positions > 20
    assert read / positions > uniform / positions + 0.2


def test_the_reading_expert_plays_legally_and_blind_to_hidden_cards():
    from cardtable.ai.supertrump.expert import ReadingExpertBot
    from cardtable.ai.supertrump.match import play_game

    from .test_levels import reshuffled, states

    points = play_game([ReadingExpertBot(play_budget=24, declare_budget=24), LEVELS["normal"]()],
                       17)
    assert sum(points) == 39
    for seed, moves in ((4, 12), (5, 20)):
        state = states(seed, moves)
        seat = state.current_seat
        obs = state.observation(seat)
        first = ReadingExpertBot(play_budget=40).choose(obs, state.legal_actions(),
                                                        random.Random(9))
        other = reshuffled(state, seat, random.Random(1))
        assert other.observation(seat) == obs
        again = ReadingExpertBot(play_budget=40).choose(other.observation(seat),
                                                        other.legal_actions(), random.Random(9))
        assert again == first
