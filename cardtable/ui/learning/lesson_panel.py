"""The lesson's text beside the table, and the glow that points at cards.

A lesson (``cardtable.table.lesson``) talks to the person here: what is
happening, what they may do and why, and — when they try another move — why
that one is not taken. Its buttons lead through the lesson: Start, Continue
(an AI's move waits until the person has read about it), Play a game against
easy opponents, and Leave lesson at any time. The panel takes the side
panel's place while a lesson runs, so the table keeps its width at 800 px.

The glow is a child item of a card (it follows the card's moves, scale and
flips) drawn in a colour no other mark of the table uses, so a pointed card
reads as "this one" in the hand, on the trick or anywhere face up.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable import texts
from cardtable.cards import parse_card
from cardtable.table.items import BASE_H, BASE_W

#: The pointer's colour: unlike the gold of a legal card and the cyan of the cards to beat.
POINT = QColor(255, 80, 190)
#: A refusal's explanation: a pale box that reads as "not this, and why".
REFUSAL_STYLE = ("QLabel { background: #fff3e0; color: #5d2a00; border: 1px solid #f0a050; "
                 "border-radius: 5px; padding: 6px; }")


class PointerGlow(QGraphicsItem):
    """A glowing outline around its parent card: the lesson points at it."""

    MARGIN = 12.0

    def __init__(self, card: QGraphicsItem) -> None:
        super().__init__(card)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(5)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        m = self.MARGIN
        return QRectF(-BASE_W / 2 - m, -BASE_H / 2 - m, BASE_W + 2 * m, BASE_H + 2 * m)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rect = QRectF(-BASE_W / 2, -BASE_H / 2, BASE_W, BASE_H)
        for grow, width, alpha in ((8, 8, 60), (5, 5, 120), (2, 3, 255)):
            colour = QColor(POINT)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, width))
            painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), 9 + grow, 9 + grow)


def bold_metrics(widget: QWidget) -> QFontMetricsF:
    letters = QFont(widget.font())
    letters.setBold(True)
    return QFontMetricsF(letters)


def two_lines(text: str, metrics: QFontMetricsF, width: float) -> str:
    """``text`` as it is if it fits ``width``, else broken once where its two
    lines are most even: at a space, or (Japanese) between any characters."""
    if metrics.horizontalAdvance(text) <= width or len(text) < 2:
        return text
    spaces = [i for i, char in enumerate(text) if char == " "]
    cuts = spaces or list(range(1, len(text)))
    cut = min(cuts, key=lambda i: abs(metrics.horizontalAdvance(text[:i])
                                      - metrics.horizontalAdvance(text[i:].lstrip())))
    return text[:cut].rstrip() + "\n" + text[cut:].lstrip()


class LessonPanel(QWidget):
    """Title, the step's text, a refusal's explanation and the lesson's buttons."""

    start = Signal()
    go_on = Signal()
    play = Signal()
    leave = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(200)
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.progress = QLabel()
        # In the text colour: palette(mid) is too faint to read.
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.refusal = QLabel()
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet(REFUSAL_STYLE)
        self.refusal.hide()
        body = QWidget()
        inner = QVBoxLayout(body)
        inner.setContentsMargins(0, 0, 4, 0)
        inner.addWidget(self.text)
        # The trick just taken, in words: a step's text may speak of it once the
        # table has already swept it to the winner's pile.
        self.last_trick = QLabel()
        self.last_trick.setWordWrap(True)
        italic = QFont(self.last_trick.font())
        italic.setItalic(True)
        self.last_trick.setFont(italic)
        self.last_trick.hide()
        inner.addWidget(self.last_trick)
        # What the pink outline means, while a card wears one.
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.hide()
        inner.addWidget(self.legend)
        inner.addWidget(self.refusal)
        inner.addStretch(1)
        self.scroll = QScrollArea()
        self.scroll.setWidget(body)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.start_button = QPushButton()
        self.continue_button = QPushButton()
        self.play_button = QPushButton()
        self.leave_button = QPushButton()
        for button, signal in ((self.start_button, self.start), (self.continue_button, self.go_on),
                               (self.play_button, self.play), (self.leave_button, self.leave)):
            button.clicked.connect(signal)
            # Tab reaches them (a blind player has no other way); a click leaves the
            # keyboard with the cards, so the arrow keys stay the cards'.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.play_button.setStyleSheet("QPushButton { font-weight: bold; }")
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 10, 10, 10)
        column.addWidget(self.title)
        column.addWidget(self.progress)
        column.addWidget(self.scroll, 1)
        for button in (self.start_button, self.continue_button, self.play_button):
            column.addWidget(button)
        row = QHBoxLayout()
        row.addWidget(self.leave_button)
        column.addLayout(row)
        self._pointed: list[str] = []         # the outlined cards as last said
        self.show_buttons()
        self.retranslate()

    def retranslate(self) -> None:
        self.start_button.setText(self.tr("Start"))
        self.continue_button.setText(self.tr("Continue"))
        self._fit_play()
        self.leave_button.setText(self.tr("Leave lesson"))
        swatch = f'<span style="color: {POINT.name()}; font-weight: bold;">▢</span>'
        self.legend.setText(swatch + " " + self.tr(
            "A pink outline: in your hand, the cards to play now; elsewhere, the cards the "
            "text speaks of.").replace("&", "&amp;").replace("<", "&lt;"))

    def show_buttons(self, *, start: bool = False, go_on: bool = False,
                     play: bool = False) -> None:
        """Only the buttons the lesson's moment needs (Leave is always there)."""
        self.start_button.setVisible(start)
        self.continue_button.setVisible(go_on)
        self.play_button.setVisible(play)
        self._fit_play()

    def _fit_play(self) -> None:
        """The Play button's label on two lines when the panel is too narrow for
        one (at 800×600 it read "y a game against easy oppone", cut both sides);
        a reader hears it whole."""
        text = self.tr("Play a game against easy opponents")
        self.play_button.setAccessibleName(text)
        self.play_button.setText(two_lines(text, bold_metrics(self.play_button),
                                           self.play_button.width() - 24))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit_play()

    def set_text(self, title: str, progress: str, text: str) -> None:
        new_title, new_text = title != self.title.text(), text != self.text.text()
        self.title.setText(title)
        self.progress.setText(progress)
        self.progress.setVisible(bool(progress))
        self.text.setText(text)
        if new_title or new_text:             # a new lesson or step: said, not only shown
            self._say(f"{title}. {text}" if new_title else text)
            self._pointed = []                # its outlined cards are said again

    def set_legend(self, shown: bool, codes: Sequence[str] = ()) -> None:
        """Say what the pink outline means while a card wears one — and, to a
        screen reader, which cards wear it (the glow alone says nothing)."""
        self.legend.setVisible(shown)
        names = [texts.spoken_card_name(parse_card(code)) for code in codes]
        if names and names != self._pointed:
            self._say(self.tr("Outlined: %1").replace("%1", texts.join_list(names)))
        if names:                             # an outline redrawn is not said again
            self._pointed = names

    def _say(self, text: str) -> None:
        """Announce ``text`` to a screen reader through the window's (none: nothing)."""
        access = getattr(self.window(), "access", None)
        if access is not None and text:
            access.cards.say(text, "lesson")

    def set_last_trick(self, text: str) -> None:
        """The last trick taken, in words (empty: none to show)."""
        self.last_trick.setText(text)
        self.last_trick.setVisible(bool(text))

    def set_refusal(self, text: str) -> None:
        """Why the person's move was not taken (empty: nothing to explain)."""
        changed = text != self.refusal.text()
        self.refusal.setText(text)
        self.refusal.setVisible(bool(text))
        if text:
            self.scroll.ensureWidgetVisible(self.refusal)
            if changed:
                self._say(text)
