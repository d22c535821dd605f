"""Small dialogs: the end of the game (the played-cards viewer is ``last_trick``),
and keeping a dialog on its screen.

The game-over dialog opens over the middle of the table, where the winner's
banner is. Rather than hiding half the message behind a dialog (or guessing
where a window manager lets a dialog go), the dialog says who won as its
headline, large, and the banner it would cover steps aside while it is open
and comes back when it closes, so the table still says it afterwards.

A dialog opens where Qt centres it over its parent, at the size it first
asks for. The New game dialog then grows when the game is switched inside
it (22 has six times Sneak's rules), and a window grows downwards from where
its top already is: opened small in the middle of a 1366×768 screen, it ran
below the taskbar with OK and Cancel out of reach. Capping the size is not
enough; the window must also move up (or left) as far as its new frame
needs (:func:`resize_on_screen`). The frame — title bar, borders — counts:
it is what the player sees.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGraphicsItem,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

# The headline: large, bold and in the banner's gold, so it reads as the result.
HEADLINE_STYLE = ("QLabel { font-size: 20pt; font-weight: bold; color: #2b1d00;"
                  " background: #ffce54; border-radius: 8px; padding: 10px 16px; }")

# Standings rows shown without scrolling (sixteen would push the chart out).
SHOWN_ROWS = 8


class GameOverDialog(QDialog):
    """Who won (the headline), the final standings (and how the scores went,
    ``chart``), and Play again / Close. ``banner``: the table's winner banner,
    hidden while the dialog is open."""

    def __init__(self, parent: QWidget | None, winners: str,
                 standings: list[tuple[str, int, bool]], chart: QWidget | None = None,
                 banner: QGraphicsItem | None = None, totals_title: str = "") -> None:
        super().__init__(parent)
        self.banner = banner
        self.setWindowTitle(self.tr("Game over"))
        self.title = QLabel(self.tr("<h2>%1 won!</h2>").replace("%1", winners))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet(HEADLINE_STYLE)
        table = QTableWidget(len(standings), 2)
        table.setHorizontalHeaderLabels([self.tr("Player"), totals_title or self.tr("Points")])
        for row, (name, total, won) in enumerate(standings):
            label = f"★ {name}" if won else name
            table.setItem(row, 0, QTableWidgetItem(label))
            number = QTableWidgetItem(str(total))
            number.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, 1, number)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The names take the width (two narrow columns left most of the table an
        # empty white box), and the table is as tall as its rows: the chart below
        # gets the rest.
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(r) for r in range(min(table.rowCount(), SHOWN_ROWS)))
        table.setMaximumHeight(rows + header.sizeHint().height() + 2 * table.frameWidth() + 2)
        self.table = table
        buttons = QDialogButtonBox()
        self.again = buttons.addButton(self.tr("Play again"),
                                       QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        # Review my play: the game just played, graded, beside the table (review_window).
        self.review_button = buttons.addButton(self.tr("Review my play"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.clicked.connect(self._review)
        self.review_window = None
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(table)
        if chart is not None:
            layout.addWidget(chart, 1)
        layout.addWidget(buttons)
        self.resize(420, 560 if chart is not None else 320)

    def _review(self) -> None:
        from cardtable.ui.review_window import review_session

        self.reject()          # the review window is not blocked by this modal dialog
        self.review_window = review_session(self.parentWidget())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        if self.banner is not None:
            self.banner.setVisible(False)  # the headline says it; the dialog would cover it
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt override)
        if self.banner is not None:
            self.banner.setVisible(True)
        super().hideEvent(event)


# ------------------------------------------------------------ on the screen
def available_area(widget: QWidget) -> QRect:
    """The available geometry (without panels and taskbars) of the screen
    ``widget`` is on — its parent's, before it is first shown."""
    return (widget.parentWidget() or widget).screen().availableGeometry()


def capped_size(widget: QWidget, wanted: QSize, share: float) -> QSize:
    """``wanted``, but no more than ``share`` of the available area each way."""
    area = available_area(widget)
    return QSize(min(wanted.width(), int(area.width() * share)),
                 min(wanted.height(), int(area.height() * share)))


def place_on_screen(widget: QWidget, size: QSize) -> QPoint:
    """Where the top-level ``widget``'s frame must start so that, at ``size``
    (its contents, without the frame), all of it lies on the available area:
    where it is now, moved up or left only as far as needed, and never above
    or left of the area (a window taller than the area keeps its title bar
    on the screen)."""
    area = available_area(widget)
    frame = widget.frameGeometry()
    extra = frame.size() - widget.geometry().size()      # title bar and borders
    width, height = size.width() + extra.width(), size.height() + extra.height()
    x = max(area.left(), min(frame.x(), area.right() + 1 - width))
    y = max(area.top(), min(frame.y(), area.bottom() + 1 - height))
    return QPoint(x, y)


def resize_on_screen(widget: QWidget, size: QSize) -> None:
    """Resize the top-level ``widget`` to ``size`` and, if it is shown, move
    it so that its frame stays on the screen (:func:`place_on_screen`)."""
    if widget.isVisible():
        widget.move(place_on_screen(widget, size))
    widget.resize(size)
