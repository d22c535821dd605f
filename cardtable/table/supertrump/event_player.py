"""Supertrump events → animation steps: deal, declarations, the face-up draw, tricks.

The stock lies face down with its turned-up card beside it (the scene's
``discards`` slot holds that one card). A trick's winner gets the face-up
card — it flies face up into their hand and *stays face up in the
opponent's hand* on the person's screen, because both players know it —
and the loser a face-down card from the stock. Each won trick leaves its
winning card in the winner's marker row with its points (+1 in stage 1,
+2 in stage 2); the other card goes to the played pile. Super trumps carry
a star wherever they are face up.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.cards import Rank, parse_card
from cardtable.games.supertrump import events as ev
from cardtable.games.supertrump.tricks import trick_winner
from cardtable.table.animator import Animator
from cardtable.table.event_player import EventPlayer
from cardtable.table.items import CardItem


def points_text(points: int) -> str:
    """A plate's score in Supertrump: this game's points (the sync and the
    event steps write it alike)."""
    if points == 1:  # not "1 pts"
        return QCoreApplication.translate("SupertrumpTable", "1 pt")
    return QCoreApplication.translate("SupertrumpTable", "%1 pts").replace("%1", str(points))


class SupertrumpEventPlayer(EventPlayer):
    """The table of a Supertrump match, two seats."""

    super_rank: Rank | None = None
    on_info: Any = None   # called after declarations and draws to refresh the info box
    points: list[int]     # this game's points per seat, as the events so far have shown

    # ------------------------------------------------------------ snapshots
    def rebuild(self, obs: Any, players: int, viewer: int | None) -> None:
        self.anim.clear()
        s = self.scene
        s.reset(players, viewer)
        self.super_rank = obs.super_rank
        self.points = list(obs.points)
        me = viewer if viewer is not None else 0
        other = 1 - me
        s.hands[me] = [self._card(c.code) if viewer is not None else s.new_card()
                       for c in obs.hand]
        known = [self._card(c.code) for c in obs.known_opponent_cards]
        s.hands[other] = known + [s.new_card() for _ in range(
            obs.opponent_hand_size - len(known))]
        s.stock = [s.new_card() for _ in range(obs.stock_size)]
        s.discards = [self._card(obs.face_up.code)] if obs.face_up is not None else []
        played = list(obs.played)
        done = len(played) - len(obs.trick)
        for i in range(0, done, 2):
            pair = played[i:i + 2]
            winner = pair[trick_winner([c for _, c in pair], obs.trump, obs.super_rank)][0]
            stage = 1 if i // 2 < 13 else 2
            for seat, c in pair:
                if seat == winner:
                    s.markers[seat].append(self._token(c.code, stage))
                else:
                    s.pile.append(s.new_card())
        s.trick = [(seat, [self._card(c.code)]) for seat, c in obs.trick]
        if viewer is not None:
            self._sort(s.hands[me])
        s.place_all(s.instant)

    def _card(self, code: str) -> CardItem:
        item = self.scene.new_card(code, True)
        item.star = self._is_super(code)
        return item

    def _token(self, code: str, stage: int) -> CardItem:
        item = self._card(code)
        item.badge = f"+{stage}"
        item.badge_good = True
        return item

    def _is_super(self, code: str | None) -> bool:
        return code is not None and self.super_rank is not None and \
            parse_card(code).rank is self.super_rank

    def context(self, events: list[Any]) -> dict[int, ev.CardDrawn]:
        return {e.seat: e for e in events if isinstance(e, ev.CardDrawn)}

    # ------------------------------------------------------------ events
    def _on_DealStarted(self, e: ev.DealStarted, _c) -> None:  # noqa: N802
        def fresh() -> None:
            self.super_rank = None
            self.points = [0] * self.scene.players
            for seat in range(self.scene.players):
                self._set_score(seat, points_text(0))
            self._info()
        self._deal(e.order, e.hand_size, e.stock, 40, clear_markers=True, on_gathered=fresh,
                   dealer=e.dealer)

    def _on_CardsDealt(self, e: ev.CardsDealt, _c) -> None:  # noqa: N802
        self._reveal_dealt(e.seat, e.cards)

    def _on_TrumpDeclared(self, e: ev.TrumpDeclared, _c) -> None:  # noqa: N802
        self.anim.enqueue(lambda a: self._info(), hold_ms=300)

    def _on_SuperDeclared(self, e: ev.SuperDeclared, _c) -> None:  # noqa: N802
        def mark(a: Animator) -> None:
            self.super_rank = e.rank
            for item in self.scene.all_cards():
                item.star = self._is_super(item.code)
                item.update()
            self._resort()
            self._info()
        self.anim.enqueue(mark, hold_ms=300)

    def _on_CardTurned(self, e: ev.CardTurned, _c) -> None:  # noqa: N802
        def turn(a: Animator) -> None:
            s = self.scene
            if not s.stock:
                return
            item = s.stock.pop()
            item.code = e.card.code
            item.star = self._is_super(item.code)
            s.discards = [item]
            a.flip(item, True)
            s.place_pile(a, s.discards, s.layout_.discards, ms=280)
            self._info()
        self.anim.enqueue(turn, hold_ms=150)

    def _on_Played(self, e: ev.Played, _c) -> None:  # noqa: N802
        def play(a: Animator) -> None:
            s = self.scene
            hand = s.hands[e.seat]
            known = next((i for i in hand if i.code == e.card.code), None)
            if known is not None:
                hand.remove(known)
                item = known
            else:
                item = next((i for i in reversed(hand) if i.code is None), None) or hand[-1]
                hand.remove(item)
            item.code = e.card.code
            item.selected = False
            item.star = self._is_super(item.code)
            a.flip(item, True)
            s.trick.append((e.seat, [item]))
            s.place_trick(a, ms=340)
            s.place_hand(a, e.seat, ms=240)
        self.anim.enqueue(play, hold_ms=60)

    def _on_TrickWon(self, e: ev.TrickWon, _c) -> None:  # noqa: N802
        def score(a: Animator) -> None:
            if len(self.points) > e.seat:
                self.points[e.seat] += e.points
                self._set_score(e.seat, points_text(self.points[e.seat]))

        def collect(a: Animator) -> None:
            s = self.scene
            s.marks.clear()
            for seat, items in s.trick:
                for item in items:
                    if seat == e.seat:
                        item.badge = f"+{e.points}"
                        item.badge_good = True
                        s.markers[e.seat].append(item)
                    else:
                        a.flip(item, False)
                        s.pile.append(item)
            s.trick = []
            s.place_markers(a, e.seat, ms=420)
            s.place_pile(a, s.pile, s.layout_.pile, ms=360)
        self.anim.enqueue(score)
        self._show_winner(e.seat)
        self.anim.enqueue(collect, hold_ms=120)

    def _on_CardTaken(self, e: ev.CardTaken, _c) -> None:  # noqa: N802
        def take(a: Animator) -> None:
            s = self.scene
            item = s.discards.pop() if s.discards else self._card(e.card.code)
            s.hands[e.seat].append(item)
            if e.seat == s.viewer:
                self._sort(s.hands[e.seat])
            s.place_hand(a, e.seat, ms=360)
        self.anim.enqueue(take, hold_ms=80)

    def _on_HiddenCardDrawn(self, e: ev.HiddenCardDrawn, drawn) -> None:  # noqa: N802
        mine = drawn.get(e.seat) if drawn else None

        def draw(a: Animator) -> None:
            s = self.scene
            item = s.stock.pop() if s.stock else s.new_card()
            s.hands[e.seat].append(item)
            if mine is not None:
                item.code = mine.card.code
                item.star = self._is_super(item.code)
                a.flip(item, True, delay=200)
                self._sort(s.hands[e.seat])
            s.place_hand(a, e.seat, ms=360)
            self._info()
        self.anim.enqueue(draw, hold_ms=80)

    def _on_StageTwo(self, e: ev.StageTwo, _c) -> None:  # noqa: N802
        self.anim.enqueue(lambda a: self._info())
        self._banner(e, hold=1000)
        self.anim.enqueue(lambda a: self.scene.banner.show_text(""))

    def _on_GameEnded(self, e: ev.GameEnded, _c) -> None:  # noqa: N802
        def final(a: Animator) -> None:  # the plates agree with the banner that follows
            self.points = list(e.points)
            for seat, points in enumerate(e.points):
                self._set_score(seat, points_text(points))
        self.anim.enqueue(final)
        self._banner(e, hold=1600)

    def _on_MatchEnded(self, e: ev.MatchEnded, _c) -> None:  # noqa: N802
        self._banner(e, hold=600)

    # ------------------------------------------------------------ helpers
    def _resort(self) -> None:
        viewer = self.scene.viewer
        if viewer is not None and self.scene.hands:
            self._sort(self.scene.hands[viewer])
            self.scene.place_hand(self.scene.instant, viewer, ms=0)

    def _info(self) -> None:
        if self.on_info is not None:
            self.on_info()
