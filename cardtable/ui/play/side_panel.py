"""The side panel: the game log, and the scores by deal as a table and a chart.

The log stays a list of plain-text lines (callers and tests read
``log.item(i).text()``); only its painting is rich: a
:class:`~cardtable.ui.kit.log_delegate.SuitDelegate` draws the suit symbols in
the card art's colours (♥ ♦ red; with the four-colour deck ♦ blue, ♣ green)
— in black, ``10♦`` and ``10♠`` are one squint apart.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable import texts
from cardtable.ui.kit.log_delegate import SuitDelegate
from cardtable.ui.kit.score_chart import ScoreChart

#: Log lines laid out per batch (between events).
LOG_BATCH = 100


class SidePanel(QWidget):
    """What happened (log) and what it cost (points lost per deal, totals)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.log_title = QLabel()
        self.log = QListWidget()
        # A viewport PySide6 knows the type of: the delegate asks for it on the
        # first frame, and an unknown one costs a search of every widget class.
        self.log.setViewport(QWidget())
        self.log.setWordWrap(True)
        self.log.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # Tab and a click reach it (a screen reader's user reads the game here); a
        # button vanishing from the action bar hands the keys back to the cards
        # (``ActionBar.focus_released``), never to the log.
        self.log.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.log.setResizeMode(QListView.ResizeMode.Adjust)  # re-wrap on resize
        # Always there: a scroll bar appearing would narrow the lines already wrapped.
        self.log.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log_delegate = SuitDelegate(self.log)
        self.log.setItemDelegate(self.log_delegate)
        # Laid out in batches between events: laying out every wrapped line again
        # on each new one made a long game's log quadratic (1,500 lines: 7 s → 0.1 s).
        self.log.setLayoutMode(QListView.LayoutMode.Batched)
        self.log.setBatchSize(LOG_BATCH)
        # The batches grow the scroll range after add_log: follow the newest
        # line unless the player has scrolled up to read.
        self._follow = True
        bar = self.log.verticalScrollBar()
        bar.rangeChanged.connect(self._keep_following)
        bar.valueChanged.connect(self._note_position)
        self.score_title = QLabel()
        self.score_title.setWordWrap(True)   # a narrow panel (800×500) cut it short
        self.scores = QTableWidget()
        self.scores.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.scores.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.scores.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.scores.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.scores.horizontalScrollBar().rangeChanged.connect(self._scroll_to_newest)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.log_title)
        layout.addWidget(self.log, 3)
        layout.addWidget(self.score_title)
        self.chart = ScoreChart()
        self.score_tabs = QTabWidget()
        self.score_tabs.addTab(self.scores, "")
        self.score_tabs.addTab(self.chart, "")
        layout.addWidget(self.score_tabs, 2)
        #: The chart's target line for the game on the table (set by the window).
        self.score_target = lambda: None
        # Narrow enough to leave the table room in an 800×500 window.
        self.setMinimumWidth(200)
        self._rows: list[tuple[int, dict[int, int]]] = []
        self._names: list[str] = []
        self._totals: list[int] = []
        self._score_title = lambda: ""   # the game's wording, from its presentation
        self.retranslate()

    def retranslate(self) -> None:
        self.log_title.setText(self.tr("Game log"))
        self.score_tabs.setTabText(0, self.tr("Table"))
        self.score_tabs.setTabText(1, self.tr("Chart"))
        self.score_title.setText(self._score_title())
        self._fill()

    def set_score_title(self, title) -> None:
        """``title()`` gives the score table's title in the current language."""
        self._score_title = title
        self.score_title.setText(title())

    def add_log(self, line: str) -> None:
        item = QListWidgetItem(line)
        # A screen reader hears its cards in words (♦ and ♣ are dropped by voices).
        item.setData(Qt.ItemDataRole.AccessibleTextRole, texts.spoken(line))
        self.log.addItem(item)
        if self._follow:
            self.log.scrollToBottom()

    def _note_position(self, value: int) -> None:
        self._follow = value >= self.log.verticalScrollBar().maximum() - 2

    def _keep_following(self, _low: int, high: int) -> None:
        if self._follow:
            self.log.verticalScrollBar().setValue(high)

    def clear_log(self) -> None:
        self.log.clear()

    def set_four_color(self, on: bool) -> None:
        """Colour the log's suits as the four-colour deck does (♦ blue, ♣ green)."""
        self.log_delegate.set_four_color(on)
        self.log.viewport().update()

    def set_scores(self, names: list[str], rows: list[tuple[int, dict[int, int]]],
                   totals: list[int]) -> None:
        """``rows``: (deal number, {seat: points}) for every finished deal.
        The same scores again change nothing: the table is rebuilt only when
        they change (the controller sends them after every move)."""
        scores = list(names), list(rows), list(totals)
        if scores == (self._names, self._rows, self._totals):
            return
        self._names, self._rows, self._totals = scores
        self._fill()

    def _fill(self) -> None:
        """One row per player (names fit a narrow panel), then one column per
        deal, oldest first as on a score sheet, and Total last; scrolled to
        the right end, so Total and the latest deal are in view however many
        deals there were (older ones scroll off the left). Cells are changed
        in place, not rebuilt: a rebuild made a screen reader's view of the
        table anew (thousands of warnings a game), and each cell says whose
        score it is (a reader's review reads cells, not headers: "Total 0 0 0 0")."""
        table = self.scores
        rows = self._rows
        headers = [*(str(d) for d, _ in rows), self.tr("Total")]
        total_column = len(rows)
        table.setRowCount(len(self._names))
        table.setColumnCount(len(headers))
        if [table.verticalHeaderItem(r) and table.verticalHeaderItem(r).text()
                for r in range(table.rowCount())] != self._names:
            table.setVerticalHeaderLabels(self._names)
        if [table.horizontalHeaderItem(c) and table.horizontalHeaderItem(c).text()
                for c in range(table.columnCount())] != headers:
            table.setHorizontalHeaderLabels(headers)
        for seat, name in enumerate(self._names):
            for c, (deal, points) in enumerate(rows):
                text = f"{points[seat]:+d}" if seat in points else ""
                self._cell(seat, c, text, said=self.tr("%1, deal %2: %3").replace(
                    "%1", name).replace("%2", str(deal)).replace("%3", text))
            total = self._totals[seat] if seat < len(self._totals) else None
            self._cell(seat, total_column, "" if total is None else str(total), bold=True,
                       said=self.tr("%1: total %2").replace("%1", name).replace(
                           "%2", "" if total is None else str(total)))
        table.resizeColumnsToContents()
        self._scroll_to_newest()
        self.chart.set_scores(self._names, self._rows, self.score_target())

    def _scroll_to_newest(self, *_range: int) -> None:
        """Total and the newest deal in view: the table's right end (the scroll
        range grows once the view lays its new columns out, hence also on
        ``rangeChanged``)."""
        bar = self.scores.horizontalScrollBar()
        bar.setValue(bar.maximum())

    def _cell(self, row: int, column: int, text: str, *, said: str, bold: bool = False) -> None:
        """Set one cell's text (and what a screen reader says of it) where it changed."""
        item = self.scores.item(row, column)
        if item is None:
            item = QTableWidgetItem()
            self.scores.setItem(row, column, item)
        if item.font().bold() != bold:   # Total moves right as deals come in
            font = item.font()
            font.setBold(bold)
            item.setFont(font)
        if item.text() != text:
            item.setText(text)
        if item.data(Qt.ItemDataRole.AccessibleTextRole) != said:
            item.setData(Qt.ItemDataRole.AccessibleTextRole, said)
