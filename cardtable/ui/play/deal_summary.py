"""The deal summary: a pause between deals that says what the deal did.

Deals and match games used to roll on with only the log to tell what
happened. When a deal ends (an engine event with ``ends_deal``) and the game
goes on, the game controller stops the table after that event and holds the
session; :class:`DealPause` lays a :class:`SummaryPanel` over the table (a
child of the table view, not a modal dialog) until Continue, Enter or Space.
In a game the person does not play in (a demo, or once they are out) it goes
on by itself after a few seconds, scaled by the animation speed (instant: at
once). View → "Pause after each deal" off skips it.

What the panel says is a :class:`~cardtable.table.summary.Summary`, from the
game's own ``cardtable.table.<game>.summary_texts.summary``, built from the
events the viewer saw in the deal and those that open the next one (who
deals): no rules live here. Texts are built again on a language switch.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsDropShadowEffect,
    QGraphicsItem,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.table.animator import Animator
from cardtable.table.summary import Summary

#: How long a summary stays up in a game nobody plays in (normal speed; the
#: speed setting scales it, instant: 0).
AUTO_CONTINUE_MS = 4000
#: The panel's width at most, and its margin from the view's edges.
MAX_WIDTH, EDGE = 560, 16
RED = "#b3261e"   # ♥ ♦ in the panel's text, as the card art paints them
BODY_SCALE = 1.15  # the panel's text against the window's


def rich(text: str) -> str:
    """``text`` as label HTML, red suits standing out as on the cards."""
    import html  # only when a summary shows: the first frame stays without it

    out = html.escape(text)
    for glyph in ("♥", "♦"):
        out = out.replace(glyph, f'<span style="color:{RED}">{glyph}</span>')
    return out.replace("\n", "<br>")


class SummaryPanel(QFrame):
    """The summary over the middle of the table, with a Continue button."""

    continued = Signal()

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self.setObjectName("DealSummary")
        # A little larger than the window's text: it is read across the table.
        body = QApplication.font().pointSizeF() * BODY_SCALE
        self.setStyleSheet(
            "#DealSummary { background: #fffaf0; border: 2px solid #c9a227;"
            " border-radius: 10px; }"
            " #DealSummary QLabel { color: #1f1a10; background: transparent; border: none;"
            f" font-size: {body:.1f}pt; }}"
            f" #DealSummary QLabel#DealSummaryTitle {{ font-size: {body * 1.4:.1f}pt;"
            " font-weight: bold; }"
            " #DealSummary QLabel#DealSummaryNote { color: #6b5d3a; }")
        shadow = QGraphicsDropShadowEffect(self)
        shadow.setBlurRadius(24)
        shadow.setOffset(0, 4)
        shadow.setColor(QColor(0, 0, 0, 140))
        self.setGraphicsEffect(shadow)
        self.title = QLabel()
        self.title.setObjectName("DealSummaryTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.lines = QLabel()
        self.lines.setWordWrap(True)
        self.lines.setTextFormat(Qt.TextFormat.RichText)
        self.table = QWidget()
        self.grid = QGridLayout(self.table)
        self.grid.setContentsMargins(0, 4, 0, 4)
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(3)
        self.next_label = QLabel()
        self.next_label.setWordWrap(True)
        self.note = QLabel()
        self.note.setObjectName("DealSummaryNote")
        self.note.setWordWrap(True)
        self.button = QPushButton()
        self.button.setAutoDefault(True)   # Enter presses it as well as Space
        self.button.clicked.connect(self.continued)
        row = QHBoxLayout()
        row.addWidget(self.note, 1)
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignRight)
        column = QVBoxLayout(self)
        column.setContentsMargins(20, 14, 20, 14)
        column.setSpacing(8)
        for widget in (self.title, self.lines, self.table, self.next_label):
            column.addWidget(widget)
        column.addLayout(row)
        self.auto = False
        view.installEventFilter(self)   # follow the table's size
        self.hide()

    def show_summary(self, summary: Summary, auto: bool) -> None:
        """Fill in ``summary`` and lie over the table (``auto``: it goes on by
        itself, and says so)."""
        self.auto = auto
        self.title.setText(summary.title)
        self.lines.setText(rich("\n".join(summary.lines)))
        self.lines.setVisible(bool(summary.lines))
        self._fill_table(summary)
        self.next_label.setText(rich(summary.next_line))
        self.next_label.setVisible(bool(summary.next_line))
        self.note.setText(self.tr("Continuing by itself in a few seconds…") if auto else "")
        self.button.setText(self.tr("Continue"))
        self.setAccessibleName(summary.title)
        self.setAccessibleDescription(summary.text())
        self._place()
        self.show()
        self.raise_()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fill_table(self, summary: Summary) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        for col, heading in enumerate(summary.columns, 1):
            label = QLabel(heading)
            label.setStyleSheet("color: #6b5d3a;")
            self.grid.addWidget(label, 0, col, right)
        for r, row in enumerate(summary.rows, 1):
            cells = ((row.name, left), (row.change, right), (row.total, right), (row.note, left))
            for col, (text, align) in enumerate(cells):
                label = QLabel(text)
                if row.marked:
                    label.setStyleSheet("font-weight: bold;")
                self.grid.addWidget(label, r, col, align)
        self.grid.setColumnStretch(3, 1)   # the notes take the room: names stay by their numbers
        self.table.setVisible(bool(summary.rows))

    def _place(self) -> None:
        """Centred over the table, as wide as it needs up to ``MAX_WIDTH``."""
        view = self.parentWidget()
        width = max(200, min(MAX_WIDTH, view.width() - 2 * EDGE))
        self.setFixedWidth(width)
        height = min(self.layout().heightForWidth(width) if self.layout().hasHeightForWidth()
                     else self.sizeHint().height(), view.height() - 2 * EDGE)
        self.setFixedHeight(max(height, self.minimumSizeHint().height()))
        self.move((view.width() - width) // 2, max(EDGE, (view.height() - self.height()) // 2))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        """Follow the table's size; Enter or Space on the table (a click there
        took the focus) continues too, while the summary is up."""
        if not self.isVisible():
            return False
        if event.type() == QEvent.Type.Resize:
            self._place()
        elif event.type() == QEvent.Type.KeyPress and _continues(event):
            self.continued.emit()
            return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if _continues(event):
            self.continued.emit()
            return
        super().keyPressEvent(event)


def _continues(event: QKeyEvent) -> bool:
    return event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class DealPause(QObject):
    """Holds the game after a deal while its summary is on show.

    ``hold`` shows the summary ``build`` makes and calls ``resume`` once the
    player continues (or, ``auto``, after ``AUTO_CONTINUE_MS`` scaled by the
    animation speed); ``cancel`` drops it (the game was replaced)."""

    shown = Signal(object)   # the Summary now on show

    def __init__(self, view: QWidget, animator: Animator,
                 banner: QGraphicsItem | None = None) -> None:
        super().__init__(view)
        self.view = view
        self.animator = animator
        self.banner = banner   # the table's deal banner: the panel says it all, and covers it
        self.panel = SummaryPanel(view)
        self.panel.continued.connect(self.go_on)
        self.enabled = True
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.go_on)
        self._build: Callable[[], Summary | None] | None = None
        self._resume: Callable[[], None] | None = None
        self.summary: Summary | None = None   # the one on show, in the current language

    @property
    def waiting(self) -> bool:
        """A summary is on show and the game waits for it."""
        return self._resume is not None

    def hold(self, build: Callable[[], Summary | None], resume: Callable[[], None],
             auto: bool) -> None:
        summary = build()
        if summary is None:   # nothing to say: go straight on
            resume()
            return
        self._build, self._resume, self.summary = build, resume, summary
        if self.banner is not None:
            self.banner.setVisible(False)
        self.panel.show_summary(summary, auto)
        if auto:
            self.timer.start(int(AUTO_CONTINUE_MS * self.animator.factor))
        self.shown.emit(summary)

    def go_on(self) -> None:
        """Continue: hide the summary and let the next deal come."""
        resume = self._resume
        if resume is None:
            return
        self._close()
        resume()

    def cancel(self) -> None:
        """Drop the summary without going on (a new game, a load, an undo)."""
        if self._resume is not None:
            self._close()

    def set_enabled(self, on: bool) -> None:
        """The setting changed; turned off with a summary on show, the game goes on."""
        self.enabled = on
        if not on:
            self.go_on()

    def retranslate(self) -> None:
        if self._build is not None:
            summary = self._build()
            if summary is not None:
                self.summary = summary
                self.panel.show_summary(summary, self.panel.auto)

    def _close(self) -> None:
        self._resume = self._build = self.summary = None
        self.timer.stop()
        focus = self.view.window().focusWidget()
        had_focus = focus is not None and self.panel.isAncestorOf(focus)
        self.panel.hide()
        if self.banner is not None:
            self.banner.setVisible(True)
        if had_focus:   # the keyboard goes back to the table, where the cards are
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
