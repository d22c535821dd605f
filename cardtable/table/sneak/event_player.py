"""Sneak events → animation steps: draws, sneaks, flaunts, challenges, reveals, banking.

A sneak lies face down in front of its player, a flaunt face up. A
challenger's cards join face down in front of the challenger — against a
flaunt too, since those commitments are made "simultaneously" and must stay
hidden until ``Revealed`` turns every set over together (only the person's
own cards are shown to them). The winner's score pile is the marker row in
front of each seat: banked cards lie there face down, the newest carrying
the pile's count. The other seats' cards carry no code until shown, so the
table never holds a card the person may not see.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.games.sneak import events as ev
from cardtable.table.animator import Animator
from cardtable.table.event_player import EventPlayer, score_text
from cardtable.table.items import CardItem
from cardtable.table.sneak import texts

translate = QCoreApplication.translate


class SneakEventPlayer(EventPlayer):
    """The table of a Sneak game, 2–7 seats."""

    names: Any = None   # () -> seat names, for the challenge banner
    target = 0          # the total that wins, on every plate

    # ------------------------------------------------------------ snapshots
    def rebuild(self, obs: Any, players: int, viewer: int | None) -> None:
        self.anim.clear()
        s = self.scene
        s.reset(players, viewer)
        s.stacked_markers = True    # score piles, squared: not another fanned hand
        self.target = obs.target
        for seat in range(players):
            if seat == viewer:
                s.hands[seat] = [s.new_card(c.code, True) for c in obs.hand]
            else:
                s.hands[seat] = [s.new_card() for _ in range(obs.hand_sizes[seat])]
            s.markers[seat] = [s.new_card() for _ in range(obs.pile_sizes[seat])]
            self._count(seat)
        s.stock = [s.new_card() for _ in range(obs.stock_size)]
        play = obs.play
        if play is not None:
            lead = ([s.new_card(c.code, True) for c in play.face_up] if play.face_up
                    else [s.new_card() for _ in range(play.size)])
            s.trick = [(play.leader, lead)]
            for seat, answer in play.responses:
                if answer != "challenge":
                    continue
                if seat == viewer and obs.committed:
                    s.trick.append((seat, [s.new_card(c.code, True) for c in obs.committed]))
                else:
                    s.trick.append((seat, [s.new_card() for _ in range(play.size)]))
        if viewer is not None:
            self._sort(s.hands[viewer])
        s.place_all(s.instant)

    def context(self, events: list[Any]) -> dict[tuple[str, int], Any]:
        """The viewer's private details of the public events of this batch."""
        out: dict[tuple[str, int], Any] = {}
        for e in events:
            if isinstance(e, ev.CardDrawn):
                out[("draw", e.seat)] = e
            elif isinstance(e, ev.SneakCards):
                out[("sneak", e.seat)] = e
            elif isinstance(e, ev.ChallengeCards):
                out[("challenge", e.seat)] = e
        return out

    # ------------------------------------------------------------ events
    def _on_DealStarted(self, e: ev.DealStarted, _c) -> None:  # noqa: N802
        self._deal((), 0, e.stock, 0, clear_markers=True, dealer=e.dealer)

    def _on_Drew(self, e: ev.Drew, private) -> None:  # noqa: N802
        mine = private.get(("draw", e.seat))

        def draw(a: Animator) -> None:
            s = self.scene
            item = s.stock.pop() if s.stock else s.new_card()
            s.hands[e.seat].append(item)
            if mine is not None:
                item.code = mine.card.code
                a.flip(item, True, delay=120)
                self._sort(s.hands[e.seat])
            s.place_hand(a, e.seat, ms=300)
        self.anim.enqueue(draw, hold_ms=40)

    def _on_Sneaked(self, e: ev.Sneaked, private) -> None:  # noqa: N802
        mine = private.get(("sneak", e.seat))
        codes = [c.code for c in mine.cards] if mine is not None else None
        self.anim.enqueue(lambda a: self._to_middle(a, e.seat, e.count, codes, False),
                          hold_ms=120)

    def _on_Flaunted(self, e: ev.Flaunted, _p) -> None:  # noqa: N802
        codes = [c.code for c in e.cards]
        self.anim.enqueue(lambda a: self._to_middle(a, e.seat, len(codes), codes, True),
                          hold_ms=200)

    def _on_Challenged(self, e: ev.Challenged, private) -> None:  # noqa: N802
        mine = private.get(("challenge", e.seat))
        codes = [c.code for c in mine.cards] if mine is not None else None
        # Face down for everyone else, even against a flaunt: revealed together.
        self.anim.enqueue(lambda a: self._to_middle(a, e.seat, e.count, codes, False,
                                                    show_own=True), hold_ms=120)

    def _on_Revealed(self, e: ev.Revealed, _p) -> None:  # noqa: N802
        self.last_sets = e.sets

        def reveal(a: Animator) -> None:
            shown = dict(e.sets)
            for seat, items in self.scene.trick:
                for item, card in zip(items, shown.get(seat, ()), strict=False):
                    item.code = card.code
                    a.flip(item, True, ms=360)
        self.anim.enqueue(reveal, hold_ms=900)

    def _on_ChallengeWon(self, e: ev.ChallengeWon, _p) -> None:  # noqa: N802
        sets = getattr(self, "last_sets", ())
        names = self.names() if self.names is not None else [str(s) for s in range(9)]
        if sets:
            text = texts.challenge_banner(sets, e.seat, e.taken, names, self.scene.viewer,
                                          e.kind)
            self.anim.enqueue(lambda a: self.scene.banner.show_text(text))
        self._show_winner(e.seat)
        self.anim.enqueue(lambda a: self._bank(a, e.seat, keep_only=e.seat if e.discarded
                                               else None), hold_ms=200)
        self.anim.enqueue(lambda a: self.scene.banner.show_text(""))

    def _on_PlayBanked(self, e: ev.PlayBanked, _p) -> None:  # noqa: N802
        self.anim.enqueue(lambda a: None, hold_ms=350)
        self.anim.enqueue(lambda a: self._bank(a, e.seat), hold_ms=150)

    def _on_HandBanked(self, e: ev.HandBanked, _p) -> None:  # noqa: N802
        def bank(a: Animator) -> None:
            s = self.scene
            items = s.hands[e.seat]
            s.hands[e.seat] = []
            for item in items:
                a.flip(item, False)
            s.markers[e.seat].extend(items)
            self._count(e.seat)
            s.place_markers(a, e.seat, ms=420)
        self.anim.enqueue(bank, hold_ms=300)

    def _on_DealEnded(self, e: ev.DealEnded, _p) -> None:  # noqa: N802
        def totals(a: Animator) -> None:  # the plates agree with the banner that follows
            for seat, total in enumerate(e.totals):
                self._set_score(seat, score_text(total, self.target))
        self.anim.enqueue(totals)
        self._banner(e, hold=1500)

    def _on_GameEnded(self, e: ev.GameEnded, _p) -> None:  # noqa: N802
        self._banner(e, hold=600)

    # ------------------------------------------------------------ helpers
    def _to_middle(self, a: Animator, seat: int, count: int, codes: list[str] | None,
                   face_up: bool, show_own: bool = False) -> None:
        """Move ``count`` cards of ``seat``'s hand to its place in the middle."""
        s = self.scene
        hand = s.hands[seat]
        items: list[CardItem] = []
        for i in range(count):
            if codes is not None and seat == s.viewer:
                item = self._take(hand, codes[i])
            else:
                item = hand.pop() if hand else s.new_card()
                if codes is not None:
                    item.code = codes[i]
            item.selected = False
            item.badge = ""          # a hand's count badge stays with the hand
            items.append(item)
            visible = face_up or (show_own and seat == s.viewer)
            a.flip(item, bool(visible and item.code))
        s.trick.append((seat, items))
        s.place_trick(a, ms=320)
        s.place_hand(a, seat, ms=240)

    def _bank(self, a: Animator, seat: int, keep_only: int | None = None) -> None:
        """Every card in the middle goes to ``seat``'s pile (with the discard
        option, only ``keep_only``'s own set; the rest leaves the table)."""
        s = self.scene
        s.marks.clear()
        for owner, items in s.trick:
            if keep_only is not None and owner != keep_only:
                s.drop(items)
                continue
            for item in items:
                a.flip(item, False)
                item.badge = ""
            s.markers[seat].extend(items)
        s.trick = []
        self._count(seat)
        s.place_markers(a, seat, ms=460)

    def _count(self, seat: int) -> None:
        """The pile's count on its newest card (``count_pile``)."""
        count_pile(self.scene, seat)


def count_pile(scene: Any, seat: int) -> None:
    """The newest card of ``seat``'s score pile says how many cards the pile
    holds ("12 banked": a hand's badge is a bare count)."""
    row = scene.markers[seat]
    for item in row[:-1]:
        item.badge = ""
    if row:
        banked = translate("SneakTable", "%1 banked").replace("%1", str(len(row)))
        if row[-1].badge != banked:
            row[-1].badge = banked
        row[-1].badge_good = True
        row[-1].update()
