"""Engine events → animation steps on the table scene: the part every game shares.

A game's event player (``cardtable.table.<game>.event_player``) subclasses
:class:`EventPlayer` and adds one ``_on_<EventClassName>(event, context)``
method per event it animates; ``play`` queues them in order on the one
animator, with the log callback (``on_event``) at each event's turn, so the
log never runs ahead of the table. ``rebuild`` snaps the table to an
observation (new game, resume). Cards of other players carry no code until
the moment they are shown, so the table itself never holds hidden
information.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.table.animator import Animator
from cardtable.table.items import CardItem
from cardtable.table.scene import TableScene


class EventPlayer:
    """Turns event lists into animation steps; subclasses know one game's events."""

    def __init__(self, scene: TableScene, animator: Animator,
                 banner_text: Callable[[Any], str | None],
                 on_event: Callable[[Any], None] = lambda e: None) -> None:
        self.scene = scene
        self.anim = animator
        self.banner_text = banner_text
        self.on_event = on_event  # runs as each event's turn comes (log, score table)
        self.sort_key: Callable[[str], object] | None = None  # set per game by the table

    def rebuild(self, obs: Any, players: int, viewer: int | None) -> None:
        """Make the table show ``obs`` at once, without animation."""
        raise NotImplementedError

    def context(self, events: list[Any]) -> Any:
        """What handlers of one batch share (e.g. private details of public events)."""
        return None

    def play(self, events: list[Any], after: Callable[[], None]) -> None:
        """Queue steps for ``events``; ``after`` runs once they have all played."""
        context = self.context(events)
        for event in events:
            self.anim.enqueue(lambda a, e=event: self.on_event(e))
            handler = getattr(self, "_on_" + type(event).__name__, None)
            if handler is not None:
                handler(event, context)
        self.anim.enqueue(lambda a: after())

    def _banner(self, e: Any, hold: int) -> None:
        text = self.banner_text(e)
        if text:
            self.anim.enqueue(lambda a: self.scene.banner.show_text(text, 760), hold_ms=hold)

    def _sort(self, hand: list[CardItem]) -> None:
        """Keep the person's hand in the game's order (cards they cannot see stay put)."""
        if self.sort_key is not None and all(item.code for item in hand):
            hand.sort(key=lambda item: self.sort_key(item.code))

    @staticmethod
    def _take(hand: list[CardItem], code: str) -> CardItem:
        for i, item in enumerate(hand):
            if item.code == code:
                return hand.pop(i)
        return hand.pop()
