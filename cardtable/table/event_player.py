"""Engine events → animation steps on the table scene: the part every game shares.

A game's event player (``cardtable.table.<game>.event_player``) subclasses
:class:`EventPlayer` and adds one ``_on_<EventClassName>(event, context)``
method per event it animates; ``play`` queues them in order on the one
animator, with the log callback (``on_event``) at each event's turn, so the
log never runs ahead of the table. ``rebuild`` snaps the table to an
observation (new game, resume). Cards of other players carry no code until
the moment they are shown, so the table itself never holds hidden
information.

While a batch is being shown nobody is to act, so the turn highlight goes
off with its first step and comes back with the controller's sync after
the last, on the seat the session says is to move. Scores on the plates
move with the events that change them (a penalty landing, a deal's end),
at the same moment as the banner that announces them. A finished trick
stands ``TRICK_SHOW_MS`` with its winner marked before it is gathered.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cardtable.table.animator import Animator
from cardtable.table.items import BASE_W, CardItem
from cardtable.table.scene import TableScene

#: How long a finished trick stays on show, its winner marked, before it is
#: gathered (at normal speed; the speed setting scales it, instant: 0).
TRICK_SHOW_MS = 1400


def score_text(total: int, limit: int) -> str:
    """A plate's score as a total against the game's limit ("12 / 22": the
    Cucumber family's elimination threshold, Sneak's target); the presentation's
    sync and the event steps write it alike."""
    return f"{total} / {limit}"


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
        if events:
            self.anim.enqueue(lambda a: self.scene.set_active(()))
        for event in events:
            self.anim.enqueue(lambda a, e=event: self.on_event(e))
            handler = getattr(self, "_on_" + type(event).__name__, None)
            if handler is not None:
                handler(event, context)
        self.anim.enqueue(lambda a: after())

    def _banner(self, e: Any, hold: int) -> None:
        text = self.banner_text(e)
        if text:
            self.anim.enqueue(lambda a: self.scene.banner.show_text(text), hold_ms=hold)

    def _show_winner(self, seat: int, skip: Callable[[], bool] = lambda: False) -> None:
        """Queue marking ``seat`` as the trick's winner (its cards ringed gold, its
        plate lit), then a pause long enough to read the finished trick. ``skip``,
        asked when the step runs: mark nothing (the pause stays)."""
        def mark(a: Animator) -> None:
            if not skip():
                self.scene.marks.winner(a, seat)
        self.anim.enqueue(mark, hold_ms=TRICK_SHOW_MS)

    def _set_score(self, seat: int, text: str) -> None:
        """Show a seat's new total on its plate now (the event that changed it is on show)."""
        plates = self.scene.plates
        if 0 <= seat < len(plates) and plates[seat].score != text:
            plates[seat].score = text
            plates[seat].update()

    def _deal(self, order: tuple[int, ...], hand_size: int, stock: int, per_card_ms: int,
              clear_markers: bool = False,
              on_gathered: Callable[[], None] | None = None,
              dealer: int | None = None) -> None:
        """Queue a new deal: gather every card on the table, build a fresh face-down
        stock, then fan ``hand_size`` cards to each seat of ``order`` in turn.

        Shared because every game opens a deal this way; what differs is passed in:
        the fan's pace, whether the marker rows go too (Cucumber keeps its penalty
        cards from deal to deal, Supertrump's won tricks start afresh), and
        ``on_gathered``, run once the table is bare (a game's own per-deal reset).
        The dealer button moves to ``dealer`` as the cards are gathered."""
        def gather(a: Animator) -> None:
            s = self.scene
            s.banner.show_text("")
            s.marks.clear()
            if dealer is not None:
                for plate in s.plates:
                    plate.dealer = plate.seat == dealer
                    plate.update()
            leftovers = s.pile + s.discards + s.stock + [c for _, cs in s.trick for c in cs]
            leftovers += list(s.placed.values()) + [c for h in s.hands for c in h]
            if clear_markers:
                leftovers += [c for m in s.markers for c in m]
                s.markers = [[] for _ in range(s.players)]
            s.drop(leftovers)
            s.pile, s.discards, s.trick, s.placed = [], [], [], {}
            s.hands = [[] for _ in range(s.players)]
            s.stock = [s.new_card() for _ in range(hand_size * len(order) + stock)]
            s.place_pile(s.instant, s.stock, s.layout_.stock)
            if on_gathered is not None:
                on_gathered()
        self.anim.enqueue(gather)

        def deal(a: Animator) -> None:
            s = self.scene
            dealt = []
            for i in range(hand_size * len(order)):
                seat = order[i % len(order)]
                item = s.stock.pop()
                s.hands[seat].append(item)
                dealt.append((i, seat, item))
            slots = {seat: s.hand_slots(seat, len(s.hands[seat])) for seat in order}
            for i, seat, item in dealt:
                x, y = slots[seat][s.hands[seat].index(item)]
                item.setZValue(100 + i)
                a.move(item, x, y, 260, delay=i * per_card_ms,
                       scale=s.box(seat).card_w / BASE_W, rotation=0.0)
        self.anim.enqueue(deal, hold_ms=150)

    def _reveal_dealt(self, seat: int, cards: Sequence[Any]) -> None:
        """Queue turning ``seat``'s freshly dealt hand face up as ``cards`` (the
        private ``CardsDealt`` event only the viewer receives), sorted."""
        def show(a: Animator) -> None:
            hand = self.scene.hands[seat]
            for item, card in zip(hand, cards, strict=True):
                item.code = card.code
                a.flip(item, True)
            self._sort(hand)
            self.scene.place_hand(a, seat, ms=220, delay=200)
        self.anim.enqueue(show, hold_ms=100)

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
