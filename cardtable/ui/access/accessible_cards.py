"""The table for a screen reader: your hand and the trick as lists, and
what happens, said aloud as it happens.

Cards are items on a ``QGraphicsScene``, which has no accessible interface
for them, and PySide6 cannot hand Qt an accessible interface written in
Python for a graphics item. So the table gets real widgets a screen reader
already knows: two ``QListWidget``\\ s, "Your hand" (card names in the
table's order) and "Trick" (who played what in the trick being played),
children of the table view's viewport. They are shown — a hidden widget is
hidden from screen readers too — but have no size and take no keyboard
focus, so nothing changes on screen or in the Tab order.

Every card is named in words in the interface's language ("ten of
diamonds", ``texts.spoken``): voices drop ♦ and ♣. The lists follow the
table, not the session, which may already hold the next deal: the hand as
the table shows it, the trick from the events the table has shown of the
current deal through the game's own ``Presentation.tricks`` (the same
reading as the last-trick viewer). Each event is said when the table shows
it (``GameController.event_shown``), worded as the log words it (each play,
trick winner, deal result …; an event the log leaves out but a banner
shows, such as the end of a 22 deal, as the banner words it), through the
channel the screen reader hears (``cardtable.ui.access.speech``). They leave
once the event loop runs, in order.

Two things a person playing by ear needs besides: the prompt when their
turn comes, and the card under the keyboard focus as Left, Right and Space
move and select (the only state read from the hand input, which is where
the selection lives).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6 import QtGui
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QItemSelectionModel,
    QObject,
    QTimer,
    Signal,
)
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QListView, QListWidget

from cardtable import texts
from cardtable.cards import parse_card
from cardtable.table.presentation import TrickView, presentation_for
from cardtable.ui.access import speech, table_lists
from cardtable.ui.access.speech import Speaker

# A literal translate(context, text) call that lupdate extracts.
translate = QCoreApplication.translate


def plain(text: str) -> str:
    """A prompt as words: rich text loses its tags."""
    if QtGui.Qt.mightBeRichText(text):   # QtGui's Qt namespace has it, QtCore's not
        return QTextDocumentFragment.fromHtml(text).toPlainText()
    return text


def hidden_cards(count: int) -> str:
    if count == 1:
        return translate("ScreenReader", "1 card face down")
    return translate("ScreenReader", "%1 cards face down").replace("%1", str(count))


def trick_lines(trick: TrickView | None, names: Sequence[str]) -> list[str]:
    """One line per play of ``trick``: "Ben: seven of spades, seven of hearts"
    (cards the person never saw face up are counted, not named)."""
    if trick is None:
        return []
    lines = []
    for seat, codes in trick.plays:
        if seat >= len(names):                # a game just replaced: its trick is gone
            continue
        shown = [texts.spoken_card_name(parse_card(code)) for code in codes if code is not None]
        hidden = sum(code is None for code in codes)
        if hidden:
            shown.append(hidden_cards(hidden))
        lines.append(texts.fill(translate("ScreenReader", "%1: %2"), names[seat],
                                texts.join_list(shown)))
    return lines


def card_words(code: str, selected: bool, unavailable: bool, toggled: bool) -> str:
    """The focused card as said: its name in words, and its state where it matters."""
    name = texts.spoken_card_name(parse_card(code))
    if selected:
        return translate("ScreenReader", "%1, selected").replace("%1", name)
    if toggled:
        return translate("ScreenReader", "%1, not selected").replace("%1", name)
    if unavailable:
        return translate("ScreenReader", "%1, unavailable").replace("%1", name)
    return name


class CardLists(QObject):
    """The hand and trick lists and the announcements of one main window."""

    # Every announcement: its text and its kind ("event": a log line; "turn":
    # the prompt or a forced move; "card": the card under the keyboard focus;
    # "focus": that card, said by the reader itself as the focused item of the
    # hand list — sent to no speaker).
    announced = Signal(str, str)

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.session = window.session
        view = window.view
        holder = view.viewport()
        self.hand = table_lists.overlay_list(holder, QListView.Flow.LeftToRight)
        self.trick = table_lists.overlay_list(holder, QListView.Flow.TopToBottom)
        view.setFocusProxy(self.hand)         # the focused card: the hand's current item
        table_lists.KeysToTable(self.hand, view)
        holder.installEventFilter(self)       # the lists follow the table's size
        self.hand.installEventFilter(self)    # the focus coming back to the hand
        self.speaker = Speaker(window.view, window.statusBar())   # the channel heard
        self.pending: list[tuple[str, str]] = []   # said, not yet sent (``_flush``)
        self._deal: list[Any] = []            # the viewer's events of the current deal
        self._turn = False                    # the person's turn was announced
        self._focus: tuple | None = None      # the focused card as last said
        self._row_due: int | None = None      # the hand list's next current item
        session = self.session
        session.game_reset.connect(self._on_reset)
        session.events_ready.connect(self._on_events)
        # Said when the table shows it, not when the session makes it: a deal's
        # first lines came seconds before its summary was even on screen.
        window.controller.event_shown.connect(self._on_shown)
        window.controller.synced.connect(self.refresh)
        session.human_turn.connect(self._on_turn)
        session.forced_move.connect(self._on_forced)
        window.hand_input.changed.connect(self._on_input)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() == QEvent.Type.Resize and watched is not self.hand:
            QTimer.singleShot(0, self, self.place)   # once the view has fitted the table
        elif event.type() == QEvent.Type.FocusIn and watched is self.hand:
            QTimer.singleShot(0, self, self._tell_focus)
        return False

    def _tell_focus(self) -> None:
        """The keyboard came back to the hand (from a button, the log): the
        reader is told its focused card, not only the list — Qt says the list
        alone when its current card was set while it had no focus (a hint's
        card after a Supertrump question), and Where Am I then named no card."""
        from PySide6.QtGui import QAccessible, QAccessibleEvent

        row = self.hand.currentRow()
        if QAccessible.isActive() and self.hand.hasFocus() and row >= 0:
            event = QAccessibleEvent(self.hand, QAccessible.Event.Focus)
            event.setChild(row)
            speech.send(event)

    def place(self) -> None:
        """Lay the lists over their cards as the table shows them now."""
        scene, view = self.window.scene, self.window.view
        seat = self.session.viewer_seat
        strips = (table_lists.hand_strips(scene, view, seat, self.hand.count())
                  if seat is not None else [])
        table_lists.place_hand(self.hand, strips)
        table_lists.place_trick(self.trick, table_lists.trick_area(scene, view))

    # ------------------------------------------------------------ the lists
    def retranslate(self) -> None:
        self.hand.setAccessibleName(translate("ScreenReader", "Your hand"))
        # Said as the focus comes to the hand: the keys (the card count changes,
        # and a description that changed would be said again at each play).
        self.hand.setAccessibleDescription(translate(
            "ScreenReader", "Left and Right move between your cards, Space selects a card, "
                            "Enter plays the selection; W: whose turn and the trick."))
        self.trick.setAccessibleName(translate("ScreenReader", "Trick"))
        self.pending.clear()                  # in the old language
        self.speaker.clear()
        self.refresh()

    def refresh(self, hand: bool = True) -> None:
        """Both lists as the table stands (names in the current language);
        the trick alone when ``hand`` is False."""
        session = self.session
        state = session.state
        if state is None or session.spec is None:
            self._fill(self.hand, [])
            self._fill(self.trick, [])
            self.place()
            return
        presentation = presentation_for(session.game)
        if hand:
            self._refresh_hand()
        names = self.window.controller.names()
        tricks = presentation.tricks([self._deal], names)[0] if self._deal else []
        current = tricks[-1] if tricks and not tricks[-1].finished else None
        self._fill(self.trick, trick_lines(current, names))
        self.trick.setAccessibleDescription(current.title if current is not None else "")
        self._select()
        self.place()

    def _refresh_hand(self) -> None:
        """The hand as the table shows it now, in its order (the session's may
        already hold the next deal's cards while the table shows the last)."""
        seat, hands = self.session.viewer_seat, self.window.scene.hands
        items = hands[seat] if seat is not None and seat < len(hands) else []   # all-AI: none
        cards = [parse_card(item.code) for item in items if item.face_up]
        self._fill(self.hand, [texts.spoken_card_name(card) for card in cards])

    @staticmethod
    def items(view: QListWidget) -> list[str]:
        """A list's lines as said."""
        return [view.item(i).text() for i in range(view.count())]

    def _fill(self, view: QListWidget, lines: list[str]) -> None:
        """``lines`` into ``view``, item by item: a line changed in place keeps
        the current item (and the focus a reader follows) where it is."""
        for i, line in enumerate(lines[:view.count()]):
            if view.item(i).text() != line:
                view.item(i).setText(line)
        if len(lines) <= view.currentRow() and lines:
            # The focused card's row goes: the focus moves to the last card
            # left, not to the list (Orca read the list's name and keys again
            # after each play that emptied the focused place).
            view.setCurrentRow(len(lines) - 1, QItemSelectionModel.SelectionFlag.NoUpdate)
        while view.count() > len(lines):
            view.takeItem(view.count() - 1)
        for line in lines[view.count():]:
            view.addItem(table_lists.LiveItem(line, self._describe
                                              if view is self.hand else lambda _row: ""))

    def _describe(self, row: int) -> str:
        """A card of the hand list, described as the game stands: on your turn
        whether it can be played, else whose turn it is (what Where Am I says)."""
        hand = self.window.hand_input.hand
        if not self._on_card_turn() or row >= len(hand) or len(hand) != self.hand.count():
            return self._whose_turn()
        if hand[row].marked == "dim":
            return translate("ScreenReader", "Your turn: cannot be played now.")
        return translate("ScreenReader", "Your turn: can be played.")

    def _select(self) -> None:
        """The hand list's selection: the cards selected on the table. Off the
        turn it is cleared without telling the reader: the cards just played
        leave the list next, and Orca asked Qt about each of them after they
        were gone (hundreds of "Could not find accessible" warnings a game)."""
        hand, view = self.window.hand_input.hand, self.hand
        on_turn = self._on_card_turn() and len(hand) == view.count()
        chosen = {i for i, item in enumerate(hand) if item.selected} if on_turn else set()
        selection = view.selectionModel()
        changed = [i for i in range(view.count()) if view.item(i).isSelected() != (i in chosen)]
        if not changed:
            return
        blocked = selection.blockSignals(not on_turn)
        try:
            for i in changed:
                selection.select(view.model().index(i, 0),
                                 QItemSelectionModel.SelectionFlag.Toggle)
        finally:
            selection.blockSignals(blocked)

    def _whose_turn(self) -> str:
        session = self.session
        state = session.state
        seat = getattr(state, "current_seat", None) if state is not None else None
        if seat is None or getattr(state, "is_over", False):
            return ""
        if seat == session.viewer_seat:
            return translate("ScreenReader", "Your turn is next.")
        names = self.window.controller.names()
        return translate("ScreenReader", "Waiting for %1.").replace(
            "%1", names[seat] if seat < len(names) else str(seat + 1))

    def _on_card_turn(self) -> bool:
        hand_input = self.window.hand_input
        return self._turn and hand_input.active and bool(hand_input.card_phase) \
            and bool(hand_input.hand)

    def show_card(self, row: int, text: str) -> None:
        """Make ``row`` the hand list's current item, after what is being said;
        ``text`` (the card in words) is said unless the reader says the newly
        focused item itself (the hand list has the keyboard focus)."""
        self._row_due = row
        self.say(text, "card")

    # ------------------------------------------------------------ the session
    def _on_reset(self) -> None:
        """A new, loaded, resumed or undone game: the deal so far, from its record."""
        session = self.session
        state = session.state
        self._deal, self._turn, self._focus = [], False, None
        if state is not None and state.moves_made:
            try:
                self._deal = (session.deal_events(deals=1) or [[]])[-1]
            except Exception:  # a record that does not replay: the trick list stays empty
                self._deal = []
            for i in range(len(self._deal) - 1, -1, -1):
                if getattr(self._deal[i], "ends_deal", False):
                    del self._deal[:i + 1]
                    break
        self.refresh()

    def _on_events(self, _events: list[Any]) -> None:
        """The session moved on: the table will show it (``_on_shown``); no card
        is said under the focus meanwhile."""
        self._turn = False

    def _on_shown(self, event: Any) -> None:
        """Say the event the table shows now, as the log (or the banner) says
        it; keep the deal's events for the trick. The hand follows once the
        table has shown the whole batch (``refresh`` on ``synced``)."""
        session = self.session
        presentation = presentation_for(session.game)
        names = self.window.controller.names()
        if getattr(event, "ends_deal", False):
            self._deal = []                   # the next deal's trick starts empty
        else:
            self._deal.append(event)
        you = session.viewer_seat
        # The log's line; else the banner's (a 22 deal's end: who lost, who is out).
        line = presentation.describe(event, names, you) or presentation.banner(event, names, you)
        if line:
            self.say(line.replace("\n", " "), "event")
        self.refresh()

    def _on_turn(self, _seat: int, _legal: list) -> None:
        """The person's turn (the controller has set the prompt): say it, then
        the card under the focus."""
        prompt = self.window.controller.prompt
        self.say(plain(prompt.text if prompt is not None else self.window.bar.text), "turn")
        self._turn, self._focus = True, None
        self._on_input()

    def _on_forced(self, _seat: int, _action: Any) -> None:
        self.say(plain(self.window.bar.status.text()), "turn")

    def _on_input(self) -> None:
        """Left, Right, Space or a click changed the focused card or its selection."""
        hand_input = self.window.hand_input
        hand = hand_input.hand
        self._select()
        if not self._on_card_turn():
            self._focus = None
            return
        index = min(hand_input.focus, len(hand) - 1)
        item = hand[index]
        focus = (index, item.code, item.selected, item.marked == "dim")
        if focus == self._focus:
            return
        before = self._focus
        toggled = before is not None and before[:2] == focus[:2] and before[2] != focus[2]
        self._focus = focus
        words = card_words(item.code, item.selected, focus[3], toggled)
        if toggled and self.hand.hasFocus():   # the reader says "selected" itself (Space)
            self.announced.emit(texts.spoken(words), "focus")
            return
        self.show_card(index, words)

    # ------------------------------------------------------------ speaking
    def say(self, text: str, kind: str) -> None:
        """Announce ``text`` to the screen reader, politely (after what it is
        saying), as soon as the event loop runs."""
        text = texts.spoken(text.strip())     # cards in words: no glyph reaches the voice
        if not text:
            return
        if not self.pending:
            QTimer.singleShot(0, self, self._flush)
        self.pending.append((text, kind))

    def _flush(self) -> None:
        said, self.pending = self.pending, []
        row, self._row_due = self._row_due, None
        for text, kind in said:
            if kind == "card" and self.hand.hasFocus() and row is not None:
                if 0 <= row < self.hand.count() and self._focus_row(row):
                    row = None                # the reader says the newly focused card
                    self.announced.emit(text, "focus")
                    continue
                row = None
            self.speaker.say(text)
            self.announced.emit(text, kind)
        if row is not None and 0 <= row < self.hand.count():
            self._focus_row(row)

    def _focus_row(self, row: int) -> bool:
        """Make ``row`` the hand list's current item; True if the reader is
        told that the focus moved to it (and so says it itself). Qt tells it
        when the current item changes; an item whose card changed in place
        keeps its accessible object, which the reader already follows."""
        if row == self.hand.currentRow():
            return False
        self.hand.setCurrentRow(row, QItemSelectionModel.SelectionFlag.NoUpdate)
        return self.hand.hasFocus()
