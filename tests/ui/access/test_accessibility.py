"""Screen readers: the accessibility tree names every widget a
person can reach, holds the hand and the trick as lists of card names in the
interface language, and the table announces what happens.

The tree is walked as a screen reader walks it, from the window's
``QAccessible.queryAccessibleInterface`` down through ``child(i)``.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QScrollBar,
    QTabBar,
    QTextEdit,
    QWidget,
)

from cardtable import games, texts
from cardtable.ai import make_bot
from cardtable.cards import parse_card
from cardtable.table.presentation import presentation_for
from cardtable.ui.access import accessible_cards, speech

TIMEOUT = 20_000
ACTED_ON = (QAbstractButton, QAbstractItemView, QComboBox, QAbstractSpinBox, QLineEdit, QTabBar,
            QTextEdit, QAbstractSlider)


@pytest.fixture(autouse=True)
def screen_reader():
    """Accessibility on, as when a screen reader runs: item views then keep
    their accessible rows up to date (Qt drops the change events otherwise)."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def tr(text: str) -> str:
    return QCoreApplication.translate("ScreenReader", text)


def tree(widget: QWidget) -> list:
    """Every accessible interface under ``widget``'s, depth first (the rows
    and cells of lists and tables included)."""
    out, todo = [], [QAccessible.queryAccessibleInterface(widget)]
    while todo:
        interface = todo.pop()
        if interface is None or not interface.isValid():
            continue
        out.append(interface)
        todo.extend(interface.child(i) for i in reversed(range(interface.childCount())))
    return out


def reachable(interface) -> bool:
    """A widget a person acts on, shown (Qt's own parts of a composite widget —
    scroll bars, headers, a spin box's editor — are read as the whole)."""
    widget = interface.object()
    if not isinstance(widget, QWidget) or interface.state().invisible:
        return False
    if isinstance(widget, QScrollBar | QHeaderView) or widget.objectName().startswith("qt_"):
        return False
    return isinstance(widget, ACTED_ON) or widget.focusPolicy() != Qt.FocusPolicy.NoFocus


def unnamed(widget: QWidget) -> list[str]:
    return [f"{type(i.object()).__name__} {i.object().objectName()!r}" for i in tree(widget)
            if reachable(i) and not i.text(QAccessible.Text.Name).strip()]


def named_list(window, name: str):
    """The list called ``name`` in the window's accessibility tree."""
    found = [i for i in tree(window) if i.role() == QAccessible.Role.List
             and i.text(QAccessible.Text.Name) == name]
    assert len(found) == 1, name
    return found[0]


def items(interface) -> list[str]:
    return [interface.child(i).text(QAccessible.Text.Name) for i in range(interface.childCount())]


def play(window, qtbot, done, seed: int = 1) -> None:
    """The person's moves by the easy bot until ``done()`` holds on their turn."""
    session = window.session
    bot, rng = make_bot("easy", session.game), random.Random(seed)
    while True:
        qtbot.waitUntil(lambda: window.hand_input.active and not window.animator.busy,
                        timeout=TIMEOUT)
        if done():
            return
        state = session.state
        session.submit(bot.choose(state.observation(state.current_seat),
                                  state.legal_actions(), rng))


def hand_names(window) -> list[str]:
    """The person's hand as the table lays it out, by card name."""
    return [texts.spoken_card_name(parse_card(item.code))
            for item in window.scene.hands[window.session.viewer_seat]]


# ------------------------------------------------------------ names
@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_widget_of_the_table_has_a_name(window, qtbot, language):
    window.set_language(language)
    window.start_game(variant="twenty-two", players=4, seed=6)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: unnamed(window) == [], timeout=TIMEOUT)   # passes run deferred
    interfaces = {id(i.object()): i for i in tree(window)}
    for widget in (window.view, window.panel.log, window.panel.scores, window.panel.chart,
                   window.access.cards.hand):
        interface = interfaces[id(widget)]        # in the tree, with words for each
        assert interface.text(QAccessible.Text.Name)
        assert interface.text(QAccessible.Text.Description)
    assert interfaces[id(window.view)].text(QAccessible.Text.Name) == tr("Card table")


def dialogs(window) -> list[QWidget]:
    from cardtable.ui.aids.aids import ShortcutsDialog, shortcut_rows
    from cardtable.ui.aids.last_trick import TricksDialog
    from cardtable.ui.aids.rules_dialog import RulesDialog
    from cardtable.ui.archive.history_dialog import HistoryDialog
    from cardtable.ui.archive.saved_games import SavedGamesDialog
    from cardtable.ui.archive.statistics_dialog import StatisticsDialog
    from cardtable.ui.kit.score_chart import ScoreChart
    from cardtable.ui.play.game_over import GameOverDialog
    from cardtable.ui.setup.setup_dialog import SetupDialog

    return [
        SetupDialog(window),
        GameOverDialog(window, "Ben", [("Ben", 3, True), ("You", 12, False)], ScoreChart()),
        RulesDialog("<p>Rules</p>", window),
        HistoryDialog(window, [], lambda _game: None, lambda _game: None),
        SavedGamesDialog(window, window.saved_games),
        StatisticsDialog(window, window.archive.store.call),
        ShortcutsDialog(window, shortcut_rows([window.new_action, window.quit_action])),
        TricksDialog(window, "Last trick", [], ["You", "Ben"], window.art, "None yet"),
    ]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_widget_of_the_dialogs_has_a_name(window, qtbot, language):
    """Each dialog is named as it opens over the window: its tables, its text,
    its fields (by their labels) and its seat rows."""
    window.set_language(language)
    for dialog in dialogs(window):
        dialog.show()
        assert unnamed(dialog) == [], type(dialog).__name__
        dialog.close()
        dialog.deleteLater()


def test_a_field_is_named_by_its_label(window):
    from cardtable.ui.setup.setup_dialog import SetupDialog

    dialog = SetupDialog(window)
    dialog.show()
    assert dialog.game.accessibleName() == texts.plain_label(dialog.game_label.text())
    assert dialog.game_label.buddy() is dialog.game     # Linux readers go by the relation
    assert dialog.players.accessibleName() == dialog.players_label.text()
    assert len({edit.accessibleName() for edit in dialog.seat_names}) == len(dialog.seat_names)
    dialog.close()


# ------------------------------------------------------------ the hand and the trick
@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_hand_and_the_trick_are_lists_of_card_names(window, qtbot, language):
    window.set_language(language)
    window.start_game(variant="twenty-two", players=4, seed=6)
    session = window.session
    play(window, qtbot, lambda: session.observation().phase == "play"
         and bool(session.observation().trick))
    names = window.controller.names()
    hand = named_list(window, tr("Your hand"))
    assert items(hand) == hand_names(window) != []
    trick = named_list(window, tr("Trick"))
    assert items(trick) == [
        texts.fill(tr("%1: %2"), names[seat],
                   texts.join_list(texts.spoken_card_name(card) for card in cards))
        for seat, cards in session.observation().trick]
    assert not any(glyph in line for line in items(trick) + items(hand) for glyph in "♠♥♦♣")
    before = hand_names(window)
    state = session.state
    session.submit(state.legal_actions()[0])                      # the person plays
    qtbot.waitUntil(lambda: hand_names(window) != before, timeout=TIMEOUT)
    hand = named_list(window, tr("Your hand"))
    assert items(hand) == hand_names(window)                      # kept up, move by move


def joker_seed() -> int:
    """A deal of Agurk with jokers where the person (seat 0) holds a joker."""
    spec = games.get("cucumber")
    rules = spec.preset("agurk-jokers")
    return next(seed for seed in range(200)
                if any(card.is_joker for card in spec.new_game(rules, 3, seed).hands[0]))


def test_card_names_follow_the_language(window, qtbot):
    window.start_game(variant="agurk-jokers", players=3, seed=joker_seed())
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=TIMEOUT)
    assert "Joker" in items(named_list(window, tr("Your hand")))
    window.set_language("ja")                    # the windows retranslate on the next events
    qtbot.waitUntil(lambda: "ジョーカー" in items(named_list(window, tr("Your hand"))),
                    timeout=TIMEOUT)
    hand = named_list(window, tr("Your hand"))
    assert "Joker" not in items(hand) and items(hand) == hand_names(window)


def test_an_all_ai_game_shows_no_hand(window, qtbot):
    window.start_game(demo=True, variant="twenty-two", players=3, seed=2)
    qtbot.waitUntil(lambda: window.session.state.moves_made > 3, timeout=TIMEOUT)
    assert items(named_list(window, tr("Your hand"))) == []


# ------------------------------------------------------------ announcements
def test_each_play_trick_winner_and_deal_result_is_announced(window, qtbot, monkeypatch):
    sent: list = []
    monkeypatch.setattr(speech, "send", sent.append)
    said: list[tuple[str, str]] = []
    window.access.announced.connect(lambda text, kind: said.append((text, kind)))
    seen: list = []
    window.session.events_ready.connect(seen.extend)
    window.start_game(variant="twenty-two", players=3, seed=4)
    play(window, qtbot, lambda: any(getattr(e, "ends_deal", False) for e in seen))
    qtbot.waitUntil(lambda: not window.access.cards.pending, timeout=TIMEOUT)  # all sent
    presentation = presentation_for("cucumber")
    names = window.controller.names()
    lines = [presentation.describe(e, names, 0)
             or (presentation.banner(e, names, 0) or "").replace("\n", " ") for e in seen]
    assert [text for text, kind in said if kind == "event"] == [
        texts.spoken(line) for line in lines if line]
    assert not any(glyph in text for text, _kind in said for glyph in "♠♥♦♣")
    kinds = {type(e).__name__ for e, line in zip(seen, lines, strict=True) if line}
    assert {"Played", "TrickWon", "DealEnded"} <= kinds
    assert any(kind == "turn" for _text, kind in said)           # the prompt, on each turn
    assert [(type(e), e.message(), e.object()) for e in sent] == [
        (QAccessibleAnnouncementEvent, text, window.view) for text, kind in said
        if kind != "focus"]                       # the focused card: the reader says it


@pytest.mark.parametrize("on_hand", [True, False])
def test_the_focused_card_is_said_as_the_keys_move(window, qtbot, on_hand):
    """With the keyboard on the table (the hand list, its focus proxy) the
    reader says the focused item itself; with it elsewhere the table says it."""
    said: list[tuple[str, str]] = []
    window.access.announced.connect(lambda text, kind: said.append((text, kind)))
    window.start_game(variant="twenty-two", players=4, seed=6)
    play(window, qtbot, lambda: window.hand_input.card_phase_name == "play")
    qtbot.waitUntil(lambda: not window.access.cards.pending, timeout=TIMEOUT)
    window.activateWindow()
    (window.view if on_hand else window.panel.log).setFocus()
    assert window.access.cards.hand.hasFocus() == on_hand
    kind = "focus" if on_hand else "card"
    hand_input = window.hand_input
    for _ in hand_input.hand:                      # along the hand to a card that may go
        said.clear()
        qtbot.keyClick(window.view, Qt.Key.Key_Right)
        qtbot.waitUntil(lambda: bool(said), timeout=TIMEOUT)
        focused = hand_input.hand[hand_input.focus]
        name = texts.spoken_card_name(parse_card(focused.code))
        assert said == [(name if focused.marked != "dim"
                         else tr("%1, unavailable").replace("%1", name), kind)]
        assert window.access.cards.hand.currentItem().text() == name
        if focused.marked != "dim":
            break
    said.clear()
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: bool(said), timeout=TIMEOUT)
    assert said == [(tr("%1, selected").replace("%1", name), kind)]
    assert window.access.cards.hand.currentItem().isSelected()
    said.clear()
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: bool(said), timeout=TIMEOUT)
    assert said == [(tr("%1, not selected").replace("%1", name), kind)]
    assert not window.access.cards.hand.currentItem().isSelected()


class ShowWatch(QObject):
    """Every notification as it is shown: its accessible name and role."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple[str, object]] = []

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Show and watched.property(speech.NOTICE):
            interface = QAccessible.queryAccessibleInterface(watched)
            self.seen.append((interface.text(QAccessible.Text.Name), interface.role()))
        return False


def test_on_at_spi_a_notification_speaks(window, qtbot, monkeypatch):
    """Orca 43 drops announcement events but says a status bar's notification
    as it is shown (Orca 46 too): on X11 and Wayland each text is a
    notification of its own, and no announcement event goes."""
    sent: list = []
    monkeypatch.setattr(speech, "send", sent.append)
    speaker = window.access.cards.speaker
    speaker.notify = True                          # as on X11 and Wayland
    shown = ShowWatch()
    QApplication.instance().installEventFilter(shown)
    said: list[str] = []                           # the focused card: the reader's own
    window.access.announced.connect(lambda text, kind: kind == "focus" or said.append(text))
    window.start_game(variant="twenty-two", players=4, seed=6)
    qtbot.waitUntil(lambda: window.hand_input.active and bool(said)
                    and not window.access.cards.pending, timeout=TIMEOUT)
    assert sent == []
    QApplication.instance().removeEventFilter(shown)
    assert shown.seen == [(text, QAccessible.Role.Notification) for text in said]
    notice = speaker.notice
    assert notice.parentWidget() is window.statusBar() and notice.text() == said[-1]
    window.set_language("ja")
    qtbot.waitUntil(lambda: not any(label.property(speech.NOTICE) and label.text()
                                    for label in window.statusBar().findChildren(QLabel)),
                    timeout=TIMEOUT)                            # no English left in Japanese


def test_on_x11_and_wayland_notifications_speak_elsewhere_announcements(window, monkeypatch):
    monkeypatch.setattr(QGuiApplication, "platformName", staticmethod(lambda: "xcb"))
    assert not speech.Speaker(window.view, window.statusBar()).uses_event()
    monkeypatch.setattr(QGuiApplication, "platformName", staticmethod(lambda: "windows"))
    assert speech.Speaker(window.view, window.statusBar()).uses_event()


def test_cards_never_seen_are_counted_not_named(qapp):
    """A Sneak lead stays face down to all but its owner: the trick list says
    how many cards lie there, never which."""
    from cardtable.table.presentation import TrickView

    trick = TrickView("Play 1", [(1, (None, None)), (0, ("7S", "7H")), (2, (None,))])
    assert accessible_cards.trick_lines(trick, ["You", "Ben", "Ivo"]) == [
        texts.fill(tr("%1: %2"), "Ben", tr("%1 cards face down").replace("%1", "2")),
        texts.fill(tr("%1: %2"), "You", texts.join_list(
            [texts.spoken_card_name(parse_card("7S")), texts.spoken_card_name(parse_card("7H"))])),
        texts.fill(tr("%1: %2"), "Ivo", tr("1 card face down"))]


def test_a_language_switch_tells_the_reader_of_the_new_descriptions(window, qtbot, monkeypatch):
    """A description taken from a tooltip changes with the language without
    Qt saying so: the reader is told, or Orca reads the old language's."""
    sent: list = []
    monkeypatch.setattr(speech, "send", sent.append)
    tipped = [w for w in window.findChildren(QWidget) if w.toolTip() and w.isVisible()
              and not w.accessibleDescription() and isinstance(w, QAbstractButton)]
    assert tipped
    window.set_language("ja")
    qtbot.waitUntil(lambda: {id(e.object()) for e in sent
                             if e.type() == QAccessible.Event.DescriptionChanged}
                    >= {id(w) for w in tipped}, timeout=TIMEOUT)
