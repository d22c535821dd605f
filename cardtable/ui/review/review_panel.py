"""The replay viewer's review side: "Review my play" and every legal move's value.

Beside the table (above the score chart) so the step buttons stay as they
are. Its button reviews this deal or the whole game (``ReviewWindow``);
once reviewed, at each of the person's decisions the list gives every
legal move the expert weighed with its value, the move played and the best
one marked, and the line above says what the move cost.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.review.grading import Graded, Summary
from cardtable.ui.review import review_texts

BEST, PLAYED = "★", "▶"


class ReviewPanel(QWidget):
    """The review button and, at a reviewed decision, each legal move's value."""

    def __init__(self, viewer: Any) -> None:
        super().__init__(viewer)
        self.decisions: dict[int, Graded] = {}
        self.index = 0
        self.reviews: list[Any] = []
        self.button = QPushButton()
        self.menu = QMenu(self)
        self.deal_action = QAction(self)
        self.game_action = QAction(self)
        self.deal_action.triggered.connect(lambda: self.review(whole=False))
        self.game_action.triggered.connect(lambda: self.review(whole=True))
        self.menu.addAction(self.deal_action)
        self.menu.addAction(self.game_action)
        self.button.setMenu(self.menu)
        self.button.setEnabled(getattr(viewer, "viewer", None) is not None)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.list = QTreeWidget()
        self.list.setColumnCount(2)
        self.list.setRootIsDecorated(False)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The value is what the list is for: it always shows whole, and a long
        # move name (a five-card exchange) is shortened instead (its tooltip is whole).
        header = self.list.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.legend = QLabel()
        # Room for a move and its whole value side by side, and still a viewer
        # that fits an 800×500 screen (tests/ui/review/test_play_on.py).
        self.setMinimumWidth(280)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.button)
        layout.addWidget(self.note)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.legend)
        self.retranslate()
        self.show_step(0)

    @property
    def viewer(self) -> Any:
        """The replay window (not kept: a reference from its child kept a closed
        window's wrapper alive)."""
        return self.window()

    # ------------------------------------------------------------ reviewing
    def review(self, whole: bool) -> Any:
        """Open a review of this deal or the whole game, jumping in this viewer."""
        from cardtable.ui.review.review_window import open_review

        viewer = self.viewer
        deal = None if whole else viewer.steps.position(viewer.index).deal
        review = open_review(viewer, viewer.steps, viewer.title, deal, viewer=viewer)
        if review is not None:
            self.reviews.append(review)
        return review

    def set_summary(self, summary: Summary) -> None:
        """Keep ``summary``'s decisions (added to any reviewed before) and show them."""
        for decision in summary.decisions:
            self.decisions[decision.index] = decision
        self.show_step(self.index)

    # ------------------------------------------------------------ showing
    def show_step(self, index: int) -> None:
        self.index = index
        self.list.clear()
        decision = self.decisions.get(index)
        self.list.setVisible(decision is not None and bool(decision.values))
        self.legend.setVisible(self.list.isVisible())
        if decision is None:
            self.note.setText(self.tr("No graded move here: the review weighs only your own "
                                      "moves that had a choice.") if self.decisions
                              else self.tr("Review your play to see the expert's value of "
                                           "every legal move at each of your decisions."))
            return
        games = getattr(self.viewer.presentation, "rounds_are_games", False)
        play = (review_texts.play_number(self.viewer.steps, decision)
                if getattr(self.viewer.presentation, "numbers_plays", False) else None)
        where = review_texts.where_text(decision, games, play)
        self.note.setText(self.tr("%1: %2").replace("%1", where).replace(
            "%2", review_texts.note_text(decision)))
        rows = list(decision.values)
        if decision.figures_of(decision.played) is None:
            rows.append((decision.played, ()))
        bold = QFont(self.list.font())
        bold.setBold(True)
        for action, figures in rows:
            marks = (BEST if action == decision.best else "") + (
                PLAYED if action == decision.played else "")
            name = review_texts.action_name(action)
            value = (review_texts.value_text(decision.kind, action, figures) if figures
                     else self.tr("not weighed"))
            item = QTreeWidgetItem([f"{marks} {name}".strip(), value])
            item.setToolTip(0, name)
            item.setToolTip(1, value)
            if action == decision.played:
                item.setFont(0, bold)
                item.setFont(1, bold)
            self.list.addTopLevelItem(item)

    def retranslate(self) -> None:
        self.button.setText(self.tr("Review my play"))
        self.button.setToolTip(self.tr("Grade your decisions: the expert's value of every "
                                       "legal move"))
        games = getattr(self.viewer.presentation, "rounds_are_games", False)
        self.deal_action.setText(self.tr("This game") if games else self.tr("This deal"))
        self.game_action.setText(self.tr("Whole match") if games else self.tr("Whole game"))
        self.list.setHeaderLabels([self.tr("Move"), self.tr("Value")])
        self.legend.setText(self.tr("%1 best · %2 your move").replace("%1", BEST).replace(
            "%2", PLAYED))
        self.show_step(self.index)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
