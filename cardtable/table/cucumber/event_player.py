"""Cucumber events → animation steps on the table scene.

Every event the viewer may see becomes one queued step: a deal is dealt
card by card, an exchange discards face down and draws, a play flies from
the hand to the trick and turns over, a trick is gathered, the last cards
are laid face down and revealed together, a losing card flies to its
marker row, chips go into the pot and out of it. Cards of other players
carry no code until the moment they are shown, so the table itself never
holds hidden information.
"""

from __future__ import annotations

from cardtable.games.cucumber import events as ev
from cardtable.table.animator import Animator
from cardtable.table.cucumber.chips import chip_view
from cardtable.table.event_player import EventPlayer, score_text
from cardtable.table.items import CardItem


class CucumberEventPlayer(EventPlayer):
    """Deals, exchanges, tricks, the last trick, penalty markers and chips."""

    _rewind_chips = False  # set by ``rebuild``: see ``context``
    _threshold = 0         # the elimination threshold the plates count towards

    # ------------------------------------------------------------ snapshots
    def rebuild(self, obs, players: int, viewer: int | None) -> None:
        """Make the table show ``obs`` at once, without animation."""
        self.anim.clear()
        s = self.scene
        s.reset(players, viewer)
        self._threshold = obs.rules.elimination_at
        for seat in range(players):
            if seat == viewer:
                s.hands[seat] = [s.new_card(c.code, True) for c in obs.hand]
            else:
                s.hands[seat] = [s.new_card() for _ in range(obs.hand_sizes[seat])]
            s.markers[seat] = [self._token(card.code, pts, obs.rules.penalty_cards_out)
                               for card, pts in obs.tokens[seat]]
        s.stock = [s.new_card() for _ in range(obs.stock_size)]
        s.discards = [s.new_card() for _ in range(sum(n for _, n in obs.exchanges))]
        in_trick = sum(len(cs) for _, cs in obs.trick)
        played = sum(len(cs) for _, cs in obs.played)
        s.pile = [s.new_card() for _ in range(played - in_trick)]
        s.trick = [(seat, [s.new_card(c.code, True) for c in cs]) for seat, cs in obs.trick]
        s.placed = {seat: s.new_card() for seat in obs.placed}
        s.place_all(s.instant)
        # The events that come with a new game (the antes) are already in
        # ``obs``: the first batch steps the chips back before showing them.
        self._rewind_chips = True

    def _token(self, code: str, points: int, kept: bool) -> CardItem:
        item = self.scene.new_card(code, True)
        if not kept:
            item.badge = f"+{points}" if points >= 0 else f"−{-points}"
        return item

    # ------------------------------------------------------------ events
    def context(self, events: list[ev.Event]) -> dict[int, ev.CardsExchanged]:
        """The viewer's own exchange details, for the public ``Exchanged`` events.

        Called as a batch is queued; the first batch after a rebuild also
        rewinds the chips on show, so the pot grows as the antes are shown."""
        if self._rewind_chips:
            self._rewind_chips = False
            chip_view(self.scene).rewind(events)
        return {e.seat: e for e in events if isinstance(e, ev.CardsExchanged)}

    def _on_DealStarted(self, e: ev.DealStarted, _p) -> None:  # noqa: N802
        total = e.hand_size * len(e.order)
        self._deal(e.order, e.hand_size, e.stock, max(12, min(60, 1800 // max(total, 1))),
                   dealer=e.dealer)

    def _on_CardsDealt(self, e: ev.CardsDealt, _p) -> None:  # noqa: N802
        self._reveal_dealt(e.seat, e.cards)

    def _on_Exchanged(self, e: ev.Exchanged, private) -> None:  # noqa: N802
        mine = private.get(e.seat)

        def swap(a: Animator) -> None:
            s = self.scene
            hand = s.hands[e.seat]
            if mine is not None:
                gone = [self._take(hand, c.code) for c in mine.discarded]
            else:
                gone = [hand.pop() for _ in range(e.count)]
            for item in gone:
                a.flip(item, False)
            s.discards.extend(gone)
            drawn = [s.stock.pop() for _ in range(e.count)]
            if mine is not None:
                for item, card in zip(drawn, mine.drawn, strict=True):
                    item.code = card.code
                    a.flip(item, True, delay=200)
                hand.extend(drawn)
                self._sort(hand)
            else:
                hand.extend(drawn)
            s.place_pile(a, s.discards, s.layout_.discards)
            s.place_hand(a, e.seat, delay=150 if e.count else 0)
        self.anim.enqueue(swap, hold_ms=120)

    def _on_Played(self, e: ev.Played, _p) -> None:  # noqa: N802
        def play(a: Animator) -> None:
            s = self.scene
            hand = s.hands[e.seat]
            items = []
            for card in e.cards:
                item = self._take(hand, card.code) if e.seat == s.viewer else hand.pop()
                item.code = card.code
                item.selected = False
                items.append(item)
                a.flip(item, True)
            s.trick.append((e.seat, items))
            s.place_trick(a, ms=340)
            s.place_hand(a, e.seat, ms=240)
        self.anim.enqueue(play, hold_ms=60)

    def _on_TrickWon(self, e: ev.TrickWon, _p) -> None:  # noqa: N802
        def last_trick() -> bool:
            if any(self.scene.hands):
                return False
            self.scene.marks.clear()  # the last trick is scored below, not won
            return True

        def to_winner(a: Animator) -> None:
            s = self.scene
            if all(not h for h in s.hands):
                return  # the last trick stays on show until it is scored
            s.marks.clear()
            x, y = s.box(e.seat).trick
            for i, item in enumerate(c for _, cs in s.trick for c in cs):
                item.setZValue(400 + i)
                a.move(item, x + i * 1.5, y - i * 1.5, 260)

        def to_pile(a: Animator) -> None:
            s = self.scene
            if all(not h for h in s.hands):
                return
            cards = [c for _, cs in s.trick for c in cs]
            s.trick = []
            for item in cards:
                a.flip(item, False)
            s.pile.extend(cards)
            s.place_pile(a, s.pile, s.layout_.pile, ms=360)
        self._show_winner(e.seat, skip=last_trick)
        self.anim.enqueue(to_winner, hold_ms=120)
        self.anim.enqueue(to_pile)

    def _on_LastCardPlaced(self, e: ev.LastCardPlaced, _p) -> None:  # noqa: N802
        def lay(a: Animator) -> None:
            s = self.scene
            item = s.hands[e.seat].pop()
            a.flip(item, False)
            s.placed[e.seat] = item
            s.place_trick(a, ms=300)
        self.anim.enqueue(lay)

    def _on_LastTrickRevealed(self, e: ev.LastTrickRevealed, _p) -> None:  # noqa: N802
        def reveal(a: Animator) -> None:
            for seat, card in e.cards:
                item = self.scene.placed[seat]
                item.code = card.code
                a.flip(item, True, ms=420)
        self.anim.enqueue(reveal, hold_ms=900)

    def _on_PenaltyTaken(self, e: ev.PenaltyTaken, _p) -> None:  # noqa: N802
        def take(a: Animator) -> None:
            self._to_markers(a, e.seat, e.card.code, e.points, e.kept)
            self._set_score(e.seat, score_text(e.total, self._threshold))
        self.anim.enqueue(take, hold_ms=250)

    def _on_PenaltyReduced(self, e: ev.PenaltyReduced, _p) -> None:  # noqa: N802
        if e.points == 0:
            return

        def reduce(a: Animator) -> None:
            self._to_markers(a, e.seat, e.card.code, -e.points, False)
            self._set_score(e.seat, score_text(e.total, self._threshold))
        self.anim.enqueue(reduce)

    def _on_ScoreSet(self, e: ev.ScoreSet, _p) -> None:  # noqa: N802
        self.anim.enqueue(
            lambda a: self._set_score(e.seat, score_text(e.total, self._threshold)),
            hold_ms=200)

    def _to_markers(self, a: Animator, seat: int, code: str, points: int, kept: bool) -> None:
        s = self.scene
        source = s.placed.pop(seat, None) if kept else None
        if source is None and kept:
            source = next((c for st, cs in s.trick if st == seat for c in cs), None)
            if source is not None:
                s.trick = [(st, [c for c in cs if c is not source]) for st, cs in s.trick]
        if source is None:
            source = self._token(code, points, kept)
            x, y = s.box(seat).trick
            source.setPos(x, y)
        s.markers[seat].append(source)
        s.place_markers(a, seat, ms=520)

    def _on_ChipsPaid(self, e: ev.ChipsPaid, _p) -> None:  # noqa: N802
        self.anim.enqueue(lambda a: chip_view(self.scene).paid(e), hold_ms=40)

    def _on_PotWon(self, e: ev.PotWon, _p) -> None:  # noqa: N802
        self.anim.enqueue(lambda a: chip_view(self.scene).won(e), hold_ms=300)

    def _on_Eliminated(self, e: ev.Eliminated, _p) -> None:  # noqa: N802
        def out(a: Animator) -> None:
            self.scene.plates[e.seat].out = True
            self._set_score(e.seat, score_text(e.total, self._threshold))
            self.scene.plates[e.seat].update()
        self.anim.enqueue(out, hold_ms=300)

    def _on_DealEnded(self, e: ev.DealEnded, _p) -> None:  # noqa: N802
        def totals(a: Animator) -> None:  # the plates agree with the banner that follows
            for seat, total in enumerate(e.scores):
                self._set_score(seat, score_text(total, self._threshold))
        self.anim.enqueue(totals)
        self._banner(e, hold=1400)

    def _on_GameEnded(self, e: ev.GameEnded, _p) -> None:  # noqa: N802
        self._banner(e, hold=600)
