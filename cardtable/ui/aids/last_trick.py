"""Looking back: the last trick (L, or a click on the trick pile) and this
deal's played cards (Ctrl+P), laid out in card pictures.

Both read the events the person's seat saw, replayed from the game's record
(the session's ``deal_events``) rather than the table's log, so they are
right after a load, a resume or an undo too, and show the last trick of the
previous deal once the next one has begun. What counts as a trick and who
took it is the game's business (``Presentation.tricks``); whether the whole
deal may be looked back at follows the rules (``Presentation.played_cards``
is ``None`` where they keep played cards hidden) — the last trick may always
be seen, as at a real table before the cards are gathered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from cardtable import texts
from cardtable.table.art.card_art import CardArt
from cardtable.table.presentation import TrickView, presentation_for
from cardtable.ui.kit.rows_area import fit_to_content

# Width of a card picture in the viewers, in logical pixels.
CARD_WIDTH = 64


class TrickPanel(QFrame):
    """One trick: a column per play (name over its cards), the taker marked."""

    def __init__(self, trick: TrickView, names: list[str], art: CardArt,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(self)
        grid.addWidget(QLabel(f"<b>{trick.title}</b>"), 0, 0, 1, max(1, len(trick.plays)))
        ratio = self.devicePixelRatioF() or 1.0
        for column, (seat, cards) in enumerate(trick.plays):
            won = seat in trick.winners
            name = QLabel(f"★ <b>{names[seat]}</b>" if won else names[seat])
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            if won:
                name.setToolTip(self.tr("%1 took this trick").replace("%1", names[seat]))
            grid.addWidget(name, 1, column)
            row = QHBoxLayout()
            row.setSpacing(2)
            for code in cards:
                picture = QLabel()
                picture.setPixmap(art.pixmap(code, CARD_WIDTH, ratio))
                picture.setToolTip(self.tr("face down") if code is None else code)
                row.addWidget(picture)
            holder = QWidget()
            holder.setLayout(row)
            if won:
                holder.setStyleSheet("background: rgba(255, 206, 84, 90); border-radius: 6px;")
            grid.addWidget(holder, 2, column, Qt.AlignmentFlag.AlignCenter)
        text = trick.note
        if trick.winners and not text:
            text = self.tr("%1 took the trick.").replace(
                "%1", texts.join_list(names[s] for s in trick.winners))
        if text:
            grid.addWidget(QLabel(text), 3, 0, 1, max(1, len(trick.plays)))


class TricksDialog(QDialog):
    """Tricks one under the other (scrolling when there are many).

    The table goes on while it is open (the AIs play behind a modal dialog),
    so when it is given a ``source`` it asks it again whenever the table shows
    a trick taken or catches up (:meth:`refresh`): a last trick that ends
    while you look is shown as the table shows it, not the word that none
    has ended yet."""

    def __init__(self, parent: QWidget | None, title: str, tricks: list[TrickView],
                 names: list[str], art: CardArt, empty: str = "",
                 source: Callable[[], tuple[list[TrickView], list[str]]] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.art = art
        self.empty = empty
        self.source = source
        self.panels: list[TrickPanel] = []
        self._shown: tuple[list[TrickView], list[str]] | None = None
        self.inner = QWidget()
        self.column = QVBoxLayout(self.inner)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(self.inner)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll)
        layout.addWidget(buttons)
        self.set_tricks(tricks, names)
        fit_to_content(self, self.scroll, 620, 300 if len(tricks) <= 1 else 560)

    def set_tricks(self, tricks: list[TrickView], names: list[str]) -> None:
        """Show ``tricks`` (nothing is rebuilt when they have not changed)."""
        if self._shown == (tricks, names):
            return
        self._shown = (list(tricks), list(names))
        while self.column.count():
            child = self.column.takeAt(0).widget()
            if child is not None:
                child.deleteLater()
        self.panels = []
        for trick in tricks:
            panel = TrickPanel(trick, names, self.art)
            self.panels.append(panel)
            self.column.addWidget(panel)
        if not tricks:
            self.column.addWidget(QLabel(self.empty))
        self.column.addStretch(1)
        if self.isVisible():   # a wider trick came in: every seat stays in view
            fit_to_content(self, self.scroll, self.width(), self.height())
        self.scroll.ensureVisible(0, self.inner.sizeHint().height())  # the latest in view

    def refresh(self) -> None:
        """The table caught up with the game: show what the source says now."""
        if self.source is not None:
            self.set_tricks(*self.source())


class TrickViewer(QObject):
    """Opens the two viewers for a main window, and the trick pile's click."""

    def __init__(self, window: Any, names: Callable[[], list[str]]) -> None:
        super().__init__(window)
        self.window = window
        self.names = names
        self._pile_press = False          # the left button went down on the pile / trick
        self._hand_press: int | None = None   # event time of the last press on a hand card
        window.view.viewport().installEventFilter(self)

    def deals(self) -> list[list[TrickView]] | None:
        """The tricks of the previous deal and this one, as the person saw them."""
        session = self.window.session
        if session.state is None or session.spec is None:
            return None
        try:
            events = session.deal_events()
        except Exception as exc:  # a record that does not replay: nothing to show
            session.error.emit(self.tr("The tricks cannot be shown (%1).").replace(
                "%1", str(exc)))
            return None
        return presentation_for(session.game).tricks(events, self.names())

    def last_trick_view(self) -> TrickView | None:
        deals = self.deals() or []
        finished = [t for deal in deals for t in deal if t.finished]
        return finished[-1] if finished else None

    def last_tricks(self) -> tuple[list[TrickView], list[str]]:
        """What the last-trick viewer shows now: the trick, or none; the names."""
        trick = self.last_trick_view() if self.window.session.state is not None else None
        return ([trick] if trick is not None else []), self.names()

    def played_tricks(self) -> tuple[list[TrickView], list[str]]:
        """What the played-cards viewer shows now: this deal's tricks (none
        where the rules in force keep played cards hidden); the names."""
        session = self.window.session
        if session.state is None or self._cards_hidden():
            return [], self.names()
        return (self.deals() or [[]])[-1], self.names()

    def _cards_hidden(self) -> bool:
        session = self.window.session
        return presentation_for(session.game).played_cards(
            session.observation(), self.names()) is None

    def show_last_trick(self) -> TricksDialog | None:
        """L: the last finished trick, or a word that there is none yet."""
        if self.window.session.state is None:
            return None
        return self._open(self.tr("Last trick"), self.last_tricks,
                          self.tr("No trick has been finished yet."))

    def show_played_cards(self) -> TricksDialog | None:
        """Ctrl+P: this deal's tricks in pictures, where the rules keep them visible."""
        if self.window.session.state is None:
            return None
        if self._cards_hidden():
            QMessageBox.information(self.window, self.tr("Played cards"), self.tr(
                "In this game the played cards are not kept face up: remember them! "
                "The last trick (L) may still be looked at."))
            return None
        games = presentation_for(self.window.session.game).rounds_are_games
        return self._open(self.tr("Played cards"), self.played_tricks,
                          self.tr("No card has been played in this game yet.") if games
                          else self.tr("No card has been played in this deal yet."))

    def _open(self, title: str, source: Callable[[], tuple[list[TrickView], list[str]]],
              empty: str) -> TricksDialog:
        """A viewer that follows the table until it is closed (then it is deleted)."""
        tricks, names = source()
        dialog = TricksDialog(self.window, title, tricks, names, self.window.art, empty, source)
        controller = self.window.controller   # both undone when the viewer is deleted
        controller.trick_shown.connect(dialog.refresh)   # a trick taken, with its log line
        controller.synced.connect(dialog.refresh)        # an undo, a new deal or game
        dialog.finished.connect(dialog.deleteLater)
        dialog.exec()
        return dialog

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        """A click on the won-tricks pile (or the trick in the middle) opens the
        last trick; clicks anywhere else go on to the table.

        A click is a press and a release, both on the pile: the release of a
        double-click that played a card lands on that very card, now in the
        trick and still under the pointer, and must not open anything. Nor does
        a press that comes within the double-click interval of a press on a
        hand card (a third click, on a card just flown off into the trick)."""
        if not isinstance(event, QMouseEvent) or event.button() != Qt.MouseButton.LeftButton:
            return False
        kind = event.type()
        if kind == QEvent.Type.MouseButtonDblClick:
            self._pile_press = False      # a double-click plays; it never opens anything
            self._hand_press = event.timestamp()
        elif kind == QEvent.Type.MouseButtonPress:
            item = self._item_at(event)
            if any(item in hand for hand in self.window.scene.hands):
                self._hand_press = event.timestamp()
            recent = (self._hand_press is not None and 0 <= event.timestamp() - self._hand_press
                      < QApplication.doubleClickInterval())
            self._pile_press = self._on_pile(item) and not recent
        elif kind == QEvent.Type.MouseButtonRelease:
            opens = self._pile_press and self._on_pile(self._item_at(event))
            self._pile_press = False
            if opens:
                self.show_last_trick()
                return True
        return False

    def _item_at(self, event: QMouseEvent) -> Any:
        return self.window.view.itemAt(event.position().toPoint())

    def _on_pile(self, item: Any) -> bool:
        """A card of the won-tricks pile, the discards or the trick on the felt."""
        scene = self.window.scene
        pile = scene.pile + scene.discards + [c for _, cs in scene.trick for c in cs]
        return item is not None and item in pile and not getattr(item, "interactive", False)
