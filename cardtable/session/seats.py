"""Who sits at each seat of a game: the one description the setup dialog,
the remembered setup, the session and its modes (lessons, play on) share."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SeatSpec:
    """Who sits at a seat: a name, ``human`` or ``ai``, and the AI's bot level."""

    name: str
    player: str = "ai"
    level: str | None = "easy"
