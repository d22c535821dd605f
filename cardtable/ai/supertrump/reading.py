"""Reading the other seat's stage-1 plays: how well an imagined hand explains them.

The expert's worlds (``inference.sample_world``) are uniform among the deals
consistent with the voids and the face-up cards it saw taken, yet a seat's
stage-1 plays say more. German Whist's stage 1 is a string of small
decisions — fight for the face-up card with the cheapest card that wins, or
throw the cheapest card — so a throw of the ten says the seat had no cheaper
card to throw, a win with the queen that it had no cheaper winner, a lead of
a low card while a good card was at stake that it had no sure winner to
lead. The oracle that sees the other hand wins 76 % of games against the
textbook PIMC where the expert wins 65 % (docs/ai.md, "Supertrump
measured"), so the hand is worth reading.

:func:`history_of` turns an observation into the other seat's past plays
and acquisitions, newest first. :func:`log_likelihood` walks a world back
through them: it takes back each face-up card the seat won, a random one of
its hidden cards for each hidden draw, and puts each played card back in
the hand it was played from; each play is then scored by a conditional
logit over the cards the hand could legally have played (:data:`FOLLOW`,
:data:`LEAD`), with features a player sees: does the card win the trick
(as leader: is it the top card of its suit still out), what is the face-up
card worth, what is the card itself worth later (``card_worth.worths``).
The coefficients are fitted to the textbook PIMC's and the expert's own
choices by ``scripts/supertrump_reading.py``, which also measures the
reading. It found too little to use: the true other hand explains the
plays only half a nat better than a consistent world, and worlds weighted
by the reading place the unseen cards no better (docs/ai.md, "Supertrump
measured"). Nor did the expert win more with such worlds
(``expert.ReadingExpertBot``, measurement only). The expert does not read;
the module is kept so that the figures reproduce.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from cardtable.ai.supertrump.card_worth import worths
from cardtable.ai.supertrump.inference import STAGE_TRICKS, declaration, trumps_for
from cardtable.ai.supertrump.model import FULL, Trumps, bits, runs

#: Follower's utility of a card: win, win × face-up card's worth, card's worth.
FOLLOW = (0.547, 3.291, -2.872)
#: Leader's utility of a card: top of its suit, top × face-up worth, card's worth, trump.
LEAD = (-2.234, 2.34, -0.052, -0.107)


@dataclass(frozen=True, slots=True)
class Play:
    """One of the other seat's stage-1 plays, as a world must explain it."""

    card: int
    lead: int   # the card it answered; -1 when it led
    face: int   # the face-up card the trick was for
    gone: int   # cards out of play before it chose (played, or the face-up card)


#: A step of the walk back: a play, or an acquisition (the face-up card won,
#: or -1 for a hidden draw).
Step = Play | int


@dataclass(frozen=True, slots=True)
class History:
    """The other seat's stage-1 past, newest first, and the face-up cards it won."""

    steps: tuple[Step, ...]
    won_face_up: int

    @property
    def plays(self) -> int:
        return sum(isinstance(s, Play) for s in self.steps)


def history_of(obs) -> History:
    """The other seat's stage-1 plays and draws this game, from an observation."""
    me = obs.seat
    opp = 1 - me
    decl = declaration(obs)
    assert decl is not None, "reading needs the declarations made"
    t = trumps_for(*decl)
    played = [(s, c.index) for s, c in obs.played]
    turned = [c.index for c in obs.turned]
    steps: list[Step] = []
    won = 0
    gone = 0
    done = len(played) // 2
    for k in range(min(done, STAGE_TRICKS)):
        (s1, a), (_, b) = played[2 * k], played[2 * k + 1]
        face = turned[k]
        if s1 == opp:
            steps.append(Play(a, -1, face, gone | 1 << face))
        else:
            steps.append(Play(b, a, face, gone | 1 << a | 1 << face))
        gone |= 1 << a | 1 << b
        winner = (1 - s1) if t.follower_wins(a, b) else s1
        if winner == opp:
            steps.append(face)
            won |= 1 << face
        else:
            steps.append(-1)
    if len(played) % 2 and done < STAGE_TRICKS and played[-1][0] == opp:
        face = turned[done]
        steps.append(Play(played[-1][1], -1, face, gone | 1 << face))
    return History(tuple(reversed(steps)), won)


@lru_cache(maxsize=64)
def _beats(trump: int, super_rank: int) -> tuple[int, ...]:
    """Per card: the mask of the cards that beat it as a lead."""
    t = trumps_for(trump, super_rank)
    return tuple(sum(1 << b for b in range(52) if b != a and t.follower_wins(a, b))
                 for a in range(52))


@lru_cache(maxsize=64)
def _weights(trump: int, super_rank: int, follow: tuple[float, ...],
             lead: tuple[float, ...]) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Per card: exp(the follower's worth term), exp(the leader's worth and trump terms)."""
    t = trumps_for(trump, super_rank)
    w = worths(trump, super_rank)
    e_follow = tuple(math.exp(follow[2] * w[c]) for c in range(52))
    e_lead = tuple(math.exp(lead[2] * w[c] + (lead[3] if t.is_trump(c) else 0.0))
                   for c in range(52))
    return e_follow, e_lead


def _choices(t: Trumps, hand: int, play: Play) -> tuple[list[int], int, int]:
    """The choices ``hand`` had at ``play``: one card per run of equivalent
    legal cards (cards with no card still out between them do the same work,
    and the bots play a run's top card, so which of them was played tells
    nothing), the index of the played card's run, and the mask of the cards
    that win (as follower) or are the top of their suit (as leader). A hand
    that could not have played the card (a world whose walk back kept a card
    of a suit it showed void in) is read as if that suit were gone: the void
    already constrained the world."""
    c = play.card
    out = FULL & ~(hand | play.gone) | 1 << play.face  # the face-up card splits runs
    if play.lead >= 0:
        legal = t.follows(hand, play.lead)
        if not legal >> c & 1:
            legal = hand & ~t.suit_mask[t.eff[play.lead]]
        special = _beats(t.trump, t.super_rank)[play.lead]
    else:
        legal = hand
        special = _tops(t, hand, play.gone)
    reps = runs(t, legal, out)
    # runs come weakest first within a suit: the first top at or above c is c's
    mine = next(j for j, top in enumerate(reps)
                if t.eff[top] == t.eff[c] and (t.power[top], top) >= (t.power[c], c))
    return reps, mine, special


def play_log_likelihood(t: Trumps, hand: int, play: Play,
                        follow: tuple[float, ...] = FOLLOW,
                        lead: tuple[float, ...] = LEAD) -> float:
    """log P(``play.card`` | ``hand``): the logit over the choices ``hand``
    had (:func:`_choices`), by per-card tables."""
    e_follow, e_lead = _weights(t.trump, t.super_rank, follow, lead)
    w = worths(t.trump, t.super_rank)
    reps, mine, special = _choices(t, hand, play)
    if play.lead >= 0:
        e, k = e_follow, math.exp(follow[0] + follow[1] * w[play.face])
    else:
        e, k = e_lead, math.exp(lead[0] + lead[1] * w[play.face])
    us = [e[top] * (k if special >> top & 1 else 1.0) for top in reps]
    return math.log(us[mine] / sum(us))


def run_features(t: Trumps, hand: int, play: Play) -> tuple[list[list[float]], int]:
    """The logit's inputs for one play, to fit it: a feature row per choice
    (follower: wins, wins × face-up worth, worth; leader: top of its suit, top
    × face-up worth, worth, trump) and the index of the one played.
    :func:`play_log_likelihood` is the same logit, computed fast."""
    w = worths(t.trump, t.super_rank)
    reps, mine, special = _choices(t, hand, play)
    rows = []
    for top in reps:
        hit = float(special >> top & 1)
        row = [hit, hit * w[play.face], w[top]]
        if play.lead < 0:
            row.append(float(t.is_trump(top)))
        rows.append(row)
    return rows, mine


def _tops(t: Trumps, hand: int, gone: int) -> int:
    """The cards of ``hand`` above every card of their suit still out (neither
    in ``hand`` nor ``gone``): the leads no card can beat in suit."""
    out = 0
    for s in range(4):
        mine = hand & t.suit_mask[s]
        if not mine:
            continue
        for c in reversed(t.by_power[s]):
            bit = 1 << c
            if mine & bit:
                out |= bit
            elif not gone & bit:
                break
    return out


def hands_at_plays(history: History, hand: int, rng: random.Random) -> Iterator[tuple[Play, int]]:
    """Each of the other seat's stage-1 plays, newest first, with the hand it
    played from, if it holds ``hand`` now: face-up cards it won are taken
    back where it won them, a random one of its hidden cards for each hidden
    draw (which one it drew is unknown), played cards put back."""
    h = hand
    for step in history.steps:
        if isinstance(step, Play):
            h |= 1 << step.card
            yield step, h
        elif step >= 0:
            h &= ~(1 << step)
        else:
            pool = list(bits(h & ~history.won_face_up))
            if pool:
                h &= ~(1 << pool[rng.randrange(len(pool))])


def log_likelihood(t: Trumps, history: History, hand: int, rng: random.Random,
                   follow: tuple[float, ...] = FOLLOW,
                   lead: tuple[float, ...] = LEAD) -> float:
    """log P(the other seat's stage-1 plays | it holds ``hand`` now), on one
    walk back (:func:`hands_at_plays`)."""
    return sum(play_log_likelihood(t, h, play, follow, lead)
               for play, h in hands_at_plays(history, hand, rng))
