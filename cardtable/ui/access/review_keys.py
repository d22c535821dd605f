"""Keys that tell a blind player where the game stands, at any moment.

The table says each play as it happens, but a player who missed a line, or
who wants to think, needs to hear it again on demand — and a key that does
nothing must say why, or the player cannot tell a refused key from a lost
one:

- **W** (what now): your prompt again — what you may play — or whose turn
  it is, then the trick on the table;
- **C** (cards): your hand, card by card;
- **Left / Right** outside your turn: walk through your hand all the same,
  each card said (on your turn the hand input moves its focus, as before);
- **Space** on a card that cannot go, **Enter** with nothing to play, either
  when it is not your turn: said, with what to do instead;
- **F10**: the menu bar, as in other desktop programs.

W and C are window shortcuts, so they work wherever the focus is (the log,
the score table); the others are the card table's own keys, watched by an
event filter on the table view before the view takes them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut

from cardtable import texts
from cardtable.ui.access.accessible_cards import CardLists, card_words, plain

translate = QCoreApplication.translate
#: The keys, as their shortcuts are written.
WHAT_NOW, CARDS, MENU_BAR = "W", "C", "F10"


class ReviewKeys(QObject):
    """W, C, and the table's keys outside what the hand input takes."""

    def __init__(self, window: Any, cards: CardLists) -> None:
        super().__init__(window)
        self.window = window
        self.cards = cards
        self.index = 0                        # the reviewed card, outside the turn
        self.shortcuts = []
        for key, slot in ((WHAT_NOW, self.what_now), (CARDS, self.your_cards),
                          (MENU_BAR, self.open_menu_bar)):
            shortcut = QShortcut(QKeySequence(key), window)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)
        window.view.installEventFilter(self)

    # ------------------------------------------------------------ W and C
    def status(self) -> str:
        """Your prompt or whose turn it is, then the trick on the table."""
        window = self.window
        session = window.session
        state = session.state
        if state is None:
            return translate("ScreenReader", "No game on the table.")
        prompt = window.controller.prompt
        if prompt is not None and window.controller.turn is not None:
            first = plain(prompt.text)
        elif getattr(state, "is_over", False) or state.current_seat is None:
            first = plain(window.bar.text) or translate("ScreenReader", "Nobody's turn.")
        elif state.current_seat == session.viewer_seat:   # the table still shows the last move
            first = translate("ScreenReader", "Your turn is next.")
        else:
            first = translate("ScreenReader", "Waiting for %1.").replace(
                "%1", window.controller.names()[state.current_seat])
        lines = self.cards.items(self.cards.trick)
        between = translate("ScreenReader", ". ", "between two sentences")
        trick = (translate("ScreenReader", "Trick: %1").replace("%1", between.join(lines))
                 if lines else translate("ScreenReader", "No cards on the trick."))
        return f"{first} {trick}"

    def what_now(self) -> None:
        self.cards.say(self.status(), "review")

    def your_cards(self) -> None:
        hand = self.cards.items(self.cards.hand)
        if not hand:
            self.cards.say(translate("ScreenReader", "You hold no cards."), "review")
            return
        count = (translate("ScreenReader", "Your hand, 1 card:") if len(hand) == 1 else
                 translate("ScreenReader", "Your hand, %1 cards:").replace("%1", str(len(hand))))
        self.cards.say(f"{count} {texts.join_list(hand)}", "review")

    def open_menu_bar(self) -> None:
        """F10: the menu bar's first menu, as in GTK and Windows programs (Qt
        on Linux leaves F10 to the application; Alt alone is all it has)."""
        bar = self.window.menuBar()
        first = next((action for action in bar.actions() if action.isVisible()), None)
        if first is not None:
            bar.setFocus()
            bar.setActiveAction(first)

    # ------------------------------------------------------------ the table's keys
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return self._key(event.key())
        return False

    def _key(self, key: int) -> bool:
        """Say what the hand input would pass over in silence; True: the key is used."""
        hand_input = self.window.hand_input
        on_turn = hand_input.active and bool(hand_input.hand) and hand_input.card_phase
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            if on_turn:
                return False                  # the hand input moves the focus and says it
            return self._walk(-1 if key == Qt.Key.Key_Left else 1)
        if key not in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return False
        if not on_turn:
            if not hand_input.active:         # else a button's turn (Yes/No …): the bar's keys
                self.cards.say(self._not_yours(), "review")
            return False
        if key == Qt.Key.Key_Space:
            item = hand_input.hand[min(hand_input.focus, len(hand_input.hand) - 1)]
            if item.marked == "dim":
                self.cards.say(card_words(item.code, False, True, False) + " "
                               + translate("ScreenReader", "It cannot go with this turn."),
                               "review")
        elif hand_input.current_action() is None:
            self.cards.say(translate("ScreenReader", "Nothing to play yet: select cards with "
                                                     "Space, then press Enter."), "review")
        return False

    def _not_yours(self) -> str:
        state = self.window.session.state
        seat = getattr(state, "current_seat", None) if state is not None else None
        if seat is None or seat == self.window.session.viewer_seat:   # the table still moves
            return translate("ScreenReader", "Not your turn.")
        return translate("ScreenReader", "Not your turn: waiting for %1.").replace(
            "%1", self.window.controller.names()[seat])

    def _walk(self, step: int) -> bool:
        hand = self.cards.items(self.cards.hand)
        if not hand:
            self.cards.say(translate("ScreenReader", "You hold no cards."), "review")
            return True
        current = self.cards.hand.currentRow()
        self.index = current if 0 <= current < len(hand) else min(self.index, len(hand) - 1)
        self.index = (self.index + step) % len(hand)
        self.cards.show_card(self.index, hand[self.index])
        return True
