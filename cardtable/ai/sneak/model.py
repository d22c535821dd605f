"""What the expert learns about the others during a game, and how.

Two habits matter for bluffing: how often an opponent's sneak holds a real
combo when it is revealed (calling a bluffer pays, calling an honest
sneaker does not), and how often the table challenges the expert's own
leads (bait a caller with strong sneaks and safe flaunts; hide junk from a
table that never calls). Both are Beta-smoothed counts, so a few
observations move them and a prior keeps an unknown opponent sensible.

Where the counts come from: the observation carries the game's public
record of leads (``history``: who led, who challenged, what the challenge
turned face up), and :func:`from_history` counts both habits from it, so a
bot made afresh for every decision — as the table makes them — knows them
as well as one kept for the whole game. Only the calls on the expert's
unbeatable flaunts need what it knew at the time; :class:`Tracker` learns
that rate from consecutive observations of the same bot (the tournament
keeps one bot per seat for a whole game), attributing only what it can
for certain: the fate of its own leads (its public pile shows whether a
lead was banked, won or lost).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from cardtable.ai.sneak.hand import is_combo
from cardtable.cards import Card

#: Prior pseudo-counts: real sneaks (of 4), calls of the expert's sneaks and
#: of its flaunts that nobody could beat (of 5).
REAL_PRIOR = (2.0, 2.0)
CALL_PRIOR = (1.5, 3.5)
HOPELESS_PRIOR = (0.3, 4.7)
#: Prior pseudo-counts of one player's calls of the sneaks others lead.
SNEAK_CALL_PRIOR = (1.0, 3.0)


def real_set(cards: Sequence[Card]) -> bool:
    """A sneak holding a combo, or a single card of ten or higher."""
    return is_combo(cards) if len(cards) > 1 else int(cards[0].rank) >= 10


@dataclass
class Tendencies:
    """Beta-smoothed rates: real sneaks per seat, calls of this seat's leads."""

    real: dict[int, list[float]] = field(default_factory=dict)
    calls: list[float] = field(default_factory=lambda: list(CALL_PRIOR))
    hopeless: list[float] = field(default_factory=lambda: list(HOPELESS_PRIOR))
    sneak_calls: dict[int, list[float]] = field(default_factory=dict)

    def caller_rate(self, seat: int) -> float:
        """How often ``seat`` challenges a sneak led by another player."""
        a, b = self.sneak_calls.get(seat, SNEAK_CALL_PRIOR)
        return a / (a + b)

    def real_rate(self, seat: int) -> float:
        a, b = self.real.get(seat, REAL_PRIOR)
        return a / (a + b)

    def call_rate(self) -> float:
        return self.calls[0] / sum(self.calls)

    def hopeless_rate(self) -> float:
        return self.hopeless[0] / sum(self.hopeless)

    def saw_sneak(self, seat: int, cards: Sequence[Card]) -> None:
        a, b = self.real.get(seat, REAL_PRIOR)
        self.real[seat] = [a + 1, b] if real_set(cards) else [a, b + 1]


def from_history(history: Sequence, seat: int, hopeless: list[float],
                 players: int = 0) -> Tendencies:
    """``seat``'s model of the table from the game's public record of leads
    (``PlayRecord``): every revealed sneak of another seat, and whether each of
    ``seat``'s own leads was challenged. The same observation gives the same
    model however the bot was made — afresh for each move, as a table does,
    or kept for a whole game, as a tournament does — and an undone move
    takes what was learnt from it away with it. Only the rate of calls on
    flaunts nobody could beat (``hopeless``), which needs what ``seat`` knew
    then, is still learnt by a kept bot's :class:`Tracker`. With ``players``
    it also counts how often each player challenges the sneaks of others
    (a player short of cards for a lead is counted as passing)."""
    model = Tendencies(hopeless=list(hopeless))
    for record in history:
        if record.leader == seat:
            model.calls[0 if record.challengers else 1] += 1
        elif record.kind == "sneak" and record.sets:
            model.saw_sneak(record.leader, record.sets[0][1])
        if record.kind == "sneak":
            for other in range(players):
                if other != record.leader:
                    a, b = model.sneak_calls.get(other, SNEAK_CALL_PRIOR)
                    called = other in record.challengers
                    model.sneak_calls[other] = [a + called, b + (not called)]
    return model


@dataclass
class _Watched:
    """A play this bot saw open (as a challenger) or led, awaiting its outcome."""

    deal: int
    leader: int
    kind: str
    size: int
    seen_len: int
    public_len: int
    cards: tuple[Card, ...] = ()
    challenged: bool = False
    safe: bool = False


class Tracker:
    """Feeds :class:`Tendencies` from the observations one bot receives."""

    def __init__(self) -> None:
        self.model = Tendencies()
        self.watched: list[_Watched] = []
        self.game_key: tuple | None = None

    def update(self, obs) -> Tendencies:
        """Settle what earlier observations were waiting for; returns the model
        (from the observation's ``history`` where it has one: see :func:`from_history`)."""
        key = (obs.seat, obs.players, obs.target)
        if key != self.game_key or (obs.deal_no == 1 and sum(obs.turns_taken) <= 1):
            self.__init__()
            self.game_key = key
        still: list[_Watched] = []
        for w in self.watched:
            if w.deal != obs.deal_no:
                continue
            if not self._settle(w, obs):
                still.append(w)
        self.watched = still[-4:]
        history = getattr(obs, "history", None)
        if history is None:
            return self.model
        return from_history(history, obs.seat, self.model.hopeless, obs.players)

    def _settle(self, w: _Watched, obs) -> bool:
        """Learn from ``w`` if its outcome shows now; ``False`` to keep waiting."""
        if obs.play is not None and obs.play.leader == w.leader and w.leader != obs.seat:
            return False  # still open
        seen = obs.seen
        if w.leader != obs.seat:
            if w.challenged and len(seen) >= w.seen_len + w.size:
                self.model.saw_sneak(w.leader, seen[w.seen_len:w.seen_len + w.size])
            return True
        grown = obs.public_piles[obs.seat][w.public_len:]
        mine = Counter(w.cards)
        if w.kind == "flaunt":
            unchallenged = Counter(grown) == mine
        else:  # a called sneak is revealed first, right where the seen cards stood
            unchallenged = Counter(seen[w.seen_len:w.seen_len + w.size]) != mine
        target = self.model.calls
        target[0 if not unchallenged else 1] += 1
        if w.kind == "flaunt" and w.safe:
            self.model.hopeless[0 if not unchallenged else 1] += 1
        return True

    def watch_answer(self, obs, challenging: bool) -> None:
        """Remember a sneak this seat answers (its content shows if anyone called)."""
        play = obs.play
        called = challenging or any(r == "challenge" for _, r in play.responses)
        if play.kind == "sneak":
            self.watched.append(_Watched(obs.deal_no, play.leader, "sneak", play.size,
                                         len(obs.seen), 0, (), called))

    def watch_lead(self, obs, kind: str, cards: Sequence[Card], safe: bool) -> None:
        """Remember this seat's own lead (its fate shows in its public pile)."""
        seen_len = len(obs.seen) + (len(cards) if kind == "flaunt" else 0)
        self.watched.append(_Watched(obs.deal_no, obs.seat, kind, len(cards), seen_len,
                                     len(obs.public_piles[obs.seat]), tuple(cards),
                                     safe=safe))


__all__ = ["Tendencies", "Tracker", "real_set"]
