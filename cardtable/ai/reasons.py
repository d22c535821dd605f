"""Why a bot chose its move, as figures a hint can show.

A hint that only says *what* to play teaches little; the expert already
weighed the moves, so it can say *why* in its own terms: how often the move
loses the deal in the deals it imagined, how many tricks perfect play still
takes, how many cards a sneak is worth. Bots stay free of Qt and of any
language, so a reason is data — a kind and its figures, for the chosen move
and for the next best — and the table words it in the player's language
(``cardtable.ui.aids.hint_reasons``).

A bot explains only when its ``explain`` attribute is true (a hint turns it
on: :func:`explaining`) and leaves the reason in ``last_reason``
(:func:`reason_of`). The figures are counted in the playouts its search
runs anyway, but an AI's own move has no use for them.
"""

from __future__ import annotations

from typing import Any, NamedTuple

#: Cucumber family: (chance of losing the deal 0–1, mean points taken).
DEAL = "deal"
#: Supertrump's first stage: (mean final points, chance of reaching 20 points 0–1,
#: mean utility — the points plus a bonus for reaching 20 — which the search
#: ranks by).
SCORE = "score"
#: Supertrump's second stage, solved exactly: (tricks taken from here on,).
TRICKS = "tricks"
#: Sneak's lead: (cards gained on average,).
GAIN = "gain"
#: Sneak's challenge: (chance of winning the challenge 0–1,); in ``values`` a pass
#: has the chance the challenge needed to pay (its break-even).
CHALLENGE = "challenge"
#: A Cucumber yes/no question, answered by rule: (reserve strength, room before
#: elimination, cards of 4 or lower, the room and the reserve strength the rule
#: asks for, the elimination threshold); ``detail`` = (question, answer, reserve card).
QUESTION = "question"

KINDS = (DEAL, SCORE, TRICKS, GAIN, CHALLENGE, QUESTION)


class Reason(NamedTuple):
    """The figures behind a bot's choice (a NamedTuple: it crosses to the hint's
    worker process and back as plain data)."""

    kind: str
    #: The chosen move's figures, in the order its kind gives.
    figures: tuple[float, ...]
    #: How many imagined deals the figures come from (0: worked out exactly).
    worlds: int = 0
    #: The next best legal action and its figures (None: no other move was weighed).
    runner_up: Any = None
    runner_figures: tuple[float, ...] = ()
    #: What the figures alone cannot say (a question's name and answer).
    detail: tuple = ()
    #: Every weighed legal action with its figures (same kind and order as
    #: ``figures``), the chosen move's and the runner-up's the very same numbers:
    #: what "Review my play" grades every move by (``cardtable.review``). Moves
    #: the search tried as one (equal cards) each get the figures of the one tried.
    values: tuple[tuple[Any, tuple[float, ...]], ...] = ()


def explaining(bot: Any) -> Any:
    """``bot``, set to work out its reason (a bot that gives none is left as it is)."""
    if hasattr(bot, "explain"):
        bot.explain = True
    return bot


def reason_of(bot: Any) -> Reason | None:
    """The reason ``bot`` left for its last choice, if it left one."""
    reason = getattr(bot, "last_reason", None)
    return reason if isinstance(reason, Reason) else None
