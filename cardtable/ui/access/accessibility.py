"""Screen readers: a name (and, for the table's own widgets, a description)
for every widget a person can reach, and the table made audible.

Qt names most widgets by themselves — a button by its text, a field by the
label whose buddy it is — but not a list, a table, a tab widget, a text
browser or the card table, nor a combo box or spin box whose form label
was never made its buddy (a combo box then goes by its current value, so
"Game" is read as "22 and the Cucumber family"). :class:`ScreenReader`
names the main window's widgets itself (in the current language, again on
every language change) and gives any other widget without a name one from
what a sighted person reads beside it: its label in the form or row, its
tooltip, its placeholder, its window's title. That pass runs on the main
window, on each dialog or window opened over it (when Qt polishes it, just
before it is first shown) and on any window where the keyboard focus lands
on a widget without a name of its own (rows a dialog adds while open).

The hand, the trick and the announcements live in
:mod:`cardtable.ui.access.accessible_cards`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QLayout, QWidget

from cardtable import texts
from cardtable.ui.access import speech
from cardtable.ui.access.accessible_cards import CardLists, plain
from cardtable.ui.access.review_keys import ReviewKeys

translate = QCoreApplication.translate

# Classes are named, not imported: ``QObject.inherits`` asks Qt's own type
# data, where importing each class would make PySide6 build its Python type
# at start-up (QTabBar alone costs 3.6 ms).
#: Widgets a person acts on (besides anything that takes the keyboard focus).
INTERACTIVE = ("QAbstractButton", "QAbstractItemView", "QComboBox", "QAbstractSpinBox",
               "QLineEdit", "QTabBar", "QTextEdit", "QAbstractSlider")
#: Fields: read by their label rather than by their value when they have one.
FIELDS = ("QComboBox", "QAbstractSpinBox", "QLineEdit")
#: Qt's parts of a composite widget, read as part of the whole.
PARTS = ("QScrollBar", "QHeaderView")
#: A dynamic property on names this module gave (renamed on each pass; others' names stay).
AUTO = "cardtable_auto_name"


def kind_of(widget: QObject, classes: tuple[str, ...]) -> bool:
    """Is ``widget`` one of ``classes`` (Qt class names) or a subclass?"""
    return any(widget.inherits(name) for name in classes)


def is_interactive(widget: QWidget) -> bool:
    """A widget a person reaches or acts on, other than the parts Qt builds
    into a composite one (a view's scroll bars and headers, a spin box's
    line edit, a table's corner button) — the reader treats those as part
    of the whole."""
    if kind_of(widget, PARTS) or widget.objectName().startswith("qt_"):
        return False
    return kind_of(widget, INTERACTIVE) or widget.focusPolicy() != Qt.FocusPolicy.NoFocus


def accessible_name(widget: QWidget) -> str:
    """The name a screen reader hears for ``widget`` (Qt's, or the one set)."""
    from PySide6.QtGui import QAccessible  # at first use: its Python type costs 4.6 ms

    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name) if interface is not None else ""


def _words(text: str) -> str:
    """A label's text as a name: no mnemonic, no tags, no trailing colon."""
    return texts.plain_label(plain(text)).strip().rstrip(":：").strip()


def _holds(layout: QLayout, widget: QWidget) -> bool:
    return layout.indexOf(widget) >= 0 or any(
        (sub := layout.itemAt(i).layout()) is not None and _holds(sub, widget)
        for i in range(layout.count()))


def layout_label(layout: QLayout | None, widget: QWidget) -> QLabel | None:
    """The label in front of ``widget`` in ``layout`` or a layout inside it:
    its form row's label, the cell to its left in a grid, or the label just
    before it in a row."""
    if layout is None:
        return None
    for i in range(layout.count()):
        item = layout.itemAt(i)
        sub = item.layout()
        if item.widget() is not widget and (sub is None or not _holds(sub, widget)):
            continue
        label = None
        if layout.inherits("QFormLayout"):
            label = layout.labelForField(widget if item.widget() is widget else sub)
        elif layout.inherits("QGridLayout") and item.widget() is widget:
            row, column, _rows, _columns = layout.getItemPosition(i)
            left = layout.itemAtPosition(row, column - 1) if column > 0 else None
            label = left.widget() if left is not None else None
        elif (layout.inherits("QHBoxLayout") and item.widget() is widget and i > 0):
            label = layout.itemAt(i - 1).widget()   # a row's label; not a heading above
        if isinstance(label, QLabel) and label.text():
            return label
        return layout_label(sub, widget) if sub is not None else None
    return None


def seat_row_names(window: QWidget) -> dict[int, str]:
    """The setup dialog's seat rows (a name field and a level box each, with
    no label but the group's title): "Seat 2: name", "Seat 2: level"."""
    names: dict[int, str] = {}
    fields = (getattr(window, "seat_names", None), getattr(window, "seat_levels", None))
    if not all(isinstance(f, list) for f in fields):
        return names
    for i, edit in enumerate(fields[0]):
        names[id(edit)] = translate("ScreenReader", "Seat %1: name").replace("%1", str(i + 1))
    for i, box in enumerate(fields[1]):
        names[id(box)] = translate("ScreenReader", "Seat %1: level").replace("%1", str(i + 1))
    return names


def fallback_name(widget: QWidget, buddies: dict[int, QLabel], seats: dict[int, str]) -> str:
    """What a sighted person reads as ``widget``'s name, or ``""``. A label
    found in the layout is made the widget's buddy as well: on Linux a combo
    box's name is its value, and the reader finds its label by that relation."""
    label = buddies.get(id(widget))
    parent = widget.parentWidget()
    if label is None and parent is not None:
        label = layout_label(parent.layout(), widget)
        if label is not None and label.buddy() is None:
            label.setBuddy(widget)
    if label is not None:                 # its own name: a mark ("●") left out in words
        return _words(label.accessibleName() or label.text())
    if id(widget) in seats:
        return seats[id(widget)]
    tip = _words(widget.toolTip())
    if tip and len(tip) <= 60:
        return tip
    if widget.inherits("QLineEdit") and widget.placeholderText():
        return _words(widget.placeholderText())
    title = widget.window().windowTitle()
    if kind_of(widget, ("QAbstractScrollArea", "QTabBar")) and title:   # a window's view
        return _words(title)
    ancestor = parent
    while ancestor is not None and not ancestor.isWindow():
        if ancestor.inherits("QGroupBox") and ancestor.title():
            return _words(ancestor.title())
        ancestor = ancestor.parentWidget()
    return tip


def name_tree(root: QWidget) -> None:
    """Name every interactive widget under ``root`` that has no name of its
    own, and every field by its label (names this pass gave are renewed)."""
    widgets = [root, *root.findChildren(QWidget)]
    buddies = {id(w.buddy()): w for w in widgets
               if isinstance(w, QLabel) and w.buddy() is not None and w.text()}
    seats = seat_row_names(root)
    for widget in widgets:
        if not is_interactive(widget):
            continue
        auto = bool(widget.property(AUTO))
        if widget.accessibleName() and not auto:
            continue                               # named on purpose: keep it
        if widget.inherits("QAbstractButton") and widget.text():   # "Q", "♦": in words
            label = texts.plain_label(widget.text())
            words = texts.spoken_label(label)
            if words != label or auto:
                widget.setAccessibleName(words if words != label else "")
                widget.setProperty(AUTO, words != label)
            if words != label:
                continue
        if not auto and not kind_of(widget, FIELDS) and accessible_name(widget):
            continue                               # Qt's own name (a button's text)
        name = fallback_name(widget, buddies, seats)
        if name and name != widget.accessibleName():
            widget.setAccessibleName(name)
            widget.setProperty(AUTO, True)


def tell_descriptions(root: QWidget) -> None:
    """Tell the screen reader that the descriptions under ``root`` changed.
    Qt says so for a description set, not for one taken from a tooltip, and a
    reader keeps the old one: after a switch back to English, Orca still read
    the Hint button's Japanese description."""
    from PySide6.QtGui import QAccessible, QAccessibleEvent

    if not QAccessible.isActive():
        return
    for widget in (root, *root.findChildren(QWidget)):
        if widget.toolTip() and not widget.accessibleDescription() and is_interactive(widget):
            speech.send(QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged))


class ScreenReader(QObject):
    """Installed once per main window: names, the card lists, announcements."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.cards = CardLists(window)
        self.keys = ReviewKeys(window, self.cards)   # W, C; keys that do nothing say so
        hint = getattr(getattr(window, "aids", None), "hint", None)
        if hint is not None:                  # the hint said, not only shown (H)
            hint.said.connect(lambda text: self.cards.say(text, "hint"))
        #: Every announcement as (text, kind), for whoever wants to follow them.
        self.announced = self.cards.announced
        self._naming = False                  # a pass over the window is due
        self._retranslated = False            # the language changed since the last pass
        window.installEventFilter(self)
        QApplication.instance().focusChanged.connect(self._on_focus)
        window.session.game_reset.connect(self._describe_scores)

    def retranslate(self) -> None:
        """Name the window's widgets in the current language (after the window
        has retranslated its own texts)."""
        window = self.window
        panel, bar = window.panel, window.bar
        table = translate("ScreenReader", "Card table")
        keys = translate("ScreenReader", "Your cards and the trick. Left and Right move "
                                         "between your cards, Space selects a card, Enter "
                                         "plays the selection.")
        for widget in (window.view, window.view.viewport()):
            widget.setAccessibleName(table)
            widget.setAccessibleDescription(keys)
        named = (
            (panel, translate("ScreenReader", "Game log and scores"), ""),
            (panel.log, translate("ScreenReader", "Game log"),
             translate("ScreenReader", "Everything that happened in this game, newest last.")),
            (panel.score_tabs, translate("ScreenReader", "Scores"),
             translate("ScreenReader", "The score table and the score chart.")),
            (panel.scores, translate("ScreenReader", "Score table"), ""),
            (panel.chart, translate("ScreenReader", "Score chart"),
             translate("ScreenReader", "Every player's total after each deal.")),
            (bar, translate("ScreenReader", "Action bar"),
             translate("ScreenReader", "What to do now, and the buttons to do it.")),
        )
        for widget, name, description in named:
            widget.setAccessibleName(name)
            widget.setAccessibleDescription(description)
        described = (
            (bar.primary_button, translate("ScreenReader", "Play or exchange the selected "
                                                           "cards.")),
            (bar.keep_button, translate("ScreenReader", "Keep your hand: exchange no card.")),
            (bar.yes_button, translate("ScreenReader", "Answer yes to the question.")),
            (bar.no_button, translate("ScreenReader", "Answer no to the question.")),
        )
        for widget, description in described:
            widget.setAccessibleDescription(description)
        self._describe_scores()
        self.cards.retranslate()
        self._retranslated = True             # descriptions to refresh in the readers
        if not self._naming:                  # the rest once the event loop runs: the
            self._naming = True               # first frame need not wait (~10 ms)
            QTimer.singleShot(0, self, self._name_window)

    def _name_window(self) -> None:
        self._naming = False
        name_tree(self.window)
        if self._retranslated:
            self._retranslated = False
            tell_descriptions(self.window)

    def _describe_scores(self) -> None:
        """The score table is described by its heading, which each game words."""
        self.window.panel.scores.setAccessibleDescription(
            _words(self.window.panel.score_title.text()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        """A dialog or window opened over the main window is named when Qt
        polishes it, just before it is first shown (it is built by then)."""
        if event.type() == QEvent.Type.ChildPolished:
            child = event.child()
            if isinstance(child, QWidget) and child.isWindow():
                name_tree(child)
        return False

    def _on_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The focus lands on a widget without a name of its own (one a dialog
        added after it opened): name its window now — before Qt tells the
        screen reader about the focus, which it does right after this signal."""
        if new is not None and not new.accessibleName() and is_interactive(new):
            name_tree(new.window())
