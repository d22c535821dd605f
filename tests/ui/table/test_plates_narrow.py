"""Opponents' plates in a narrow window: every word whole and in view.

With the lesson panel taking its quarter of an 800×600 window, an AI's
plate read "AI · easy …": a plate was as wide as its seat's block whatever
its words, so a doubled stake ("×2") or a stack of chips beside the level
and the score cut the line.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from cardtable.table.lesson import all_lessons, scripted_action
from cardtable.table.plates import SeatPlate
from tests.ui.learning.test_lessons import TIMEOUT, act, person_turn

SIZE = (800, 600)


class RecordingPainter:
    """A plate's painter that notes every text drawn (the words a player sees)."""

    def __init__(self, painter: Any, drawn: list[str]) -> None:
        self._painter = painter
        self._drawn = drawn

    def drawText(self, *args: Any) -> None:
        self._drawn.extend(a for a in args if isinstance(a, str))
        self._painter.drawText(*args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._painter, name)


@pytest.fixture
def painted(monkeypatch) -> dict[int, list[str]]:
    """The texts each plate drew at its last paint, by seat."""
    drawn: dict[int, list[str]] = {}
    paint = SeatPlate.paint

    def recorded(self, painter, option, widget=None) -> None:
        drawn[self.seat] = []
        paint(self, RecordingPainter(painter, drawn[self.seat]), option, widget)

    monkeypatch.setattr(SeatPlate, "paint", recorded)
    return drawn


def check_plates(window, painted: dict[int, list[str]], where: str) -> None:
    """Each plate painted its name, its whole detail line and its score, inside the view."""
    painted.clear()
    window.view.viewport().grab()                 # paints every plate now
    view = window.view
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    for plate in window.scene.plates:
        left = plate.out_text if plate.out else plate.detail
        if plate.extra:
            left = f"{left}  {plate.extra}"
        words = [w for w in (plate.name, left, plate.score) if w]
        shown = painted.get(plate.seat, [])
        for word in words:
            assert word in shown, f"{where}: plate {plate.seat} shows {shown}, not {word!r}"
        rect = plate.mapRectToScene(QRectF(0, 0, plate.w, plate.h))
        assert visible.contains(rect), f"{where}: plate {plate.seat} {rect} cut by {visible}"


def lesson(key: str):
    return next(known for known in all_lessons() if known.key == key)


@pytest.mark.parametrize("key", ["twenty-two", "cucumber"])
def test_a_lessons_plates_are_whole_in_an_800_by_600_window(window, qtbot, language, painted,
                                                            key):
    """The 22 lesson and the family's (whose Ben doubles: "AI · easy  ×2"),
    at every step, beside the lesson panel."""
    window.resize(*SIZE)
    chosen = lesson(key)
    runner = window.lessons
    assert runner.open(chosen)
    panel = runner.panel
    qtbot.waitUntil(lambda: panel.start_button.isVisible(), timeout=TIMEOUT)
    assert (window.width(), window.height()) == SIZE and panel.isVisible()
    check_plates(window, painted, f"{key} intro")
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    seen: set[int] = set()
    for _ in range(len(chosen.steps) * 3 + 10):
        qtbot.waitUntil(lambda: panel.play_button.isVisible() or panel.continue_button
                        .isVisible() or (person_turn(window) and runner.index not in seen),
                        timeout=TIMEOUT)
        check_plates(window, painted, f"{key} step {runner.index + 1}")
        if panel.play_button.isVisible():
            break
        if panel.continue_button.isVisible():
            qtbot.mouseClick(panel.continue_button, Qt.MouseButton.LeftButton)
            continue
        seen.add(runner.index)
        act(window, qtbot, scripted_action(chosen.steps[runner.index],
                                           window.session.state.legal_actions()))
    assert panel.play_button.isVisible(), "the lesson did not reach its end"


def test_a_four_player_games_plates_are_whole_in_an_800_by_600_window(window, qtbot, language,
                                                                      painted):
    """Gurka's chips on every plate: "AI · normal  chips 9" beside "0 / 30"."""
    window.resize(*SIZE)
    window.start_game(variant="gurka-se", players=4, seed=5)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=TIMEOUT)
    assert (window.width(), window.height()) == SIZE
    ais = window.scene.plates[1:]
    assert all(any(c.isdigit() for c in p.detail + p.extra) for p in ais), "no chips shown"
    check_plates(window, painted, "gurka-se, 4 players")


def test_only_a_very_long_name_is_elided_never_the_level(qapp):
    """A plate grows for its words as far as its room and ``PLATE_GROWTH``
    allow; a name longer than that is cut, the level line never."""
    from PySide6.QtGui import QImage, QPainter

    from cardtable.table.layout import PLATE_GROWTH

    plate = SeatPlate(1, 100, 40)
    plate.set_slot(300.0, 50.0, 200.0, 60.0, 12.0, 1238.0)
    plate.name, plate.detail, plate.extra, plate.score = "Ben", "AI · easy", "×2", "10 / 22"
    assert 200 < plate.w < 200 * PLATE_GROWTH and plate.x() < 300     # grown on both sides
    plate.name = "Bartholomew " * 6
    assert plate.w == 200 * PLATE_GROWTH
    image = QImage(600, 100, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    drawn: list[str] = []
    plate.paint(RecordingPainter(painter, drawn), None)
    painter.end()
    assert "AI · easy  ×2" in drawn and "10 / 22" in drawn
    assert drawn[0].startswith("Bartholomew") and drawn[0].endswith("…")
    plate.set_slot(20.0, 50.0, 200.0, 60.0, 12.0, 240.0)     # as much as its room
    assert plate.w == 228.0 and plate.x() == 12.0
    plate.set_slot(20.0, 50.0, 200.0, 60.0, 20.0, 220.0)     # none: the slot
    assert plate.w == 200.0 and plate.x() == 20.0


class InkPainter(RecordingPainter):
    """A recording painter that also notes where each word's ink and the
    dealer's disc land on the plate (to tell overlapping words apart)."""

    def __init__(self, painter: Any, drawn: list[str], ink: list[tuple[str, QRectF]]) -> None:
        super().__init__(painter, drawn)
        self._ink = ink

    def drawText(self, *args: Any) -> None:
        text = next(a for a in args if isinstance(a, str))
        metrics = QFontMetricsF(self._painter.font())
        width = metrics.horizontalAdvance(text)
        if isinstance(args[0], QPointF):
            x, baseline = args[0].x(), args[0].y()
        else:
            rect, flags = QRectF(args[0]), Qt.AlignmentFlag(args[1])
            x = rect.left()
            if flags & Qt.AlignmentFlag.AlignRight:
                x = rect.right() - width
            elif flags & Qt.AlignmentFlag.AlignHCenter:
                x = rect.center().x() - width / 2
            baseline = rect.top() + (rect.height() - metrics.height()) / 2 + metrics.ascent()
        if text != "D":                                   # the disc's letter: inside it
            self._ink.append((text, metrics.tightBoundingRect(text).translated(x, baseline)))
        super().drawText(*args)

    def drawEllipse(self, rect: QRectF) -> None:
        self._ink.append(("(dealer)", QRectF(rect)))
        self._painter.drawEllipse(rect)


def apart(plate: SeatPlate, ink: list[tuple[str, QRectF]], where: str) -> None:
    """No two words (nor a word and the dealer's disc) overlap, all inside the plate."""
    inside = QRectF(0, 0, plate.w, plate.h).adjusted(-0.5, -0.5, 0.5, 0.5)
    for i, (word, box) in enumerate(ink):
        assert inside.contains(box), f"{where}: {word!r} {box} leaves the plate"
        for other, rect in ink[i + 1:]:
            common = box.intersected(rect)
            assert common.width() <= 0.5 or common.height() <= 0.5, \
                f"{where}: {word!r} {box} overlaps {other!r} {rect}"


def paint_plate(plate: SeatPlate) -> tuple[list[str], list[tuple[str, QRectF]]]:
    """What ``plate`` paints, and where."""
    image = QImage(int(plate.w) + 20, int(plate.h) + 20, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    drawn: list[str] = []
    ink: list[tuple[str, QRectF]] = []
    plate.paint(InkPainter(painter, drawn, ink), None)
    painter.end()
    return drawn, ink


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("variant", ["twenty-two", "gurka-se"])
def test_eight_players_plates_show_every_level_and_score(window, qtbot, language, painted,
                                                         variant, size):
    """At eight seats the side seats' plates read "AI · nor…  0 / 22" (and
    Gurka's "chips 9  AI · n…  0 / 30"): the trick spots and the neighbours
    left them no room to widen. Every AI plate paints its name, its whole
    level and its score, none over another or the dealer's disc."""
    window.resize(*size)
    window.start_game(variant=variant, players=8, seed=5, game="cucumber")
    qtbot.waitUntil(lambda: person_turn(window) and not window.animator.busy, timeout=TIMEOUT)
    assert (window.width(), window.height()) == size
    ais = window.scene.plates[1:]
    assert all(p.detail.endswith(("AI · normal", "AI・中級")) for p in ais), "no level shown"
    check_plates(window, painted, f"{variant}, 8 players, {size}")
    if variant == "twenty-two":
        # The side seats' plates widen into the felt beside the seat stacked
        # above or below them (``plate_room``): level and score share a line.
        from cardtable.table.plates import ROW

        assert [p.arrangement() for p in ais] == [ROW] * 7
    for plate in ais:
        plate.dealer = True                      # the disc beside each score in turn
        drawn, ink = paint_plate(plate)
        where = f"{variant} {size} plate {plate.seat}"
        assert plate.left_text() in drawn and plate.score in drawn, f"{where}: {drawn}"
        apart(plate, ink, where)


def test_a_plate_without_room_moves_its_score_up_beside_the_name(qapp):
    """No room to widen (``plate_room`` says so): the level keeps its line
    whole and the score goes up beside the short name, clear of the dealer's
    disc; with a long name and a three-figure score the disc goes down beside
    the level; only a very long name is ever cut."""
    from cardtable.table.plates import ROW, SPLIT, STACKED

    plate = SeatPlate(1, 100, 40)
    plate.set_slot(12.0, 370.0, 168.0, 60.0, 12.0, 200.0)   # too little for one line
    plate.name, plate.detail, plate.score, plate.dealer = "Lena", "AI · normal", "10 / 22", True
    assert plate.w <= 188.0 and plate.arrangement() == STACKED
    drawn, ink = paint_plate(plate)
    assert drawn[:3] == ["Lena", "AI · normal", "10 / 22"], drawn
    apart(plate, ink, "stacked")
    words = dict(ink)
    assert words["10 / 22"].bottom() < words["AI · normal"].top()        # up on the name line
    assert words["10 / 22"].right() < words["(dealer)"].left()

    plate.set_slot(12.0, 370.0, 193.0, 60.0, 12.0, 205.0)
    plate.name, plate.score = "Daichi", "195 / 200"
    assert plate.arrangement() == SPLIT
    drawn, ink = paint_plate(plate)
    assert drawn[0] == "Daichi" and drawn[1] == "AI · normal", drawn
    assert drawn[2] in ("195 / 200", "195/200"), drawn
    apart(plate, ink, "split")
    words = dict(ink)
    assert words["(dealer)"].top() > words["Daichi"].bottom()            # down by the level

    plate.name = "Bartholomew " * 4
    drawn, ink = paint_plate(plate)
    assert drawn[0].startswith("Bart") and drawn[0].endswith("…")
    assert "AI · normal" in drawn and any(s in drawn for s in ("195 / 200", "195/200"))
    apart(plate, ink, "long name")

    plate.set_slot(12.0, 370.0, 168.0, 60.0, 12.0, 400.0)   # room: all on two lines
    plate.name, plate.score = "Lena", "10 / 22"
    assert plate.arrangement() == ROW and plate.w > 168.0
