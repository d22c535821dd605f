"""Layout at 2–12 players and small to large windows: no overlaps, nothing cut off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from cardtable.table.layout import table_layout, table_width


def seat_rects(window) -> list[QRectF]:
    scene = window.scene
    rects = []
    for seat in range(scene.players):
        r = scene.plates[seat].sceneBoundingRect()
        for item in scene.hands[seat] + scene.markers[seat]:
            r = r.united(item.sceneBoundingRect())
        rects.append(r)
    return rects


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4, 8, 12])
def test_seats_do_not_overlap_and_stay_in_view(window, qtbot, players, size):
    window.resize(*size)
    window.start_game(variant="twenty-two", players=players, seed=4)
    qtbot.waitUntil(lambda: window.hand_input.active or (window.session.state.current_seat
                    is not None and not window.animator.busy), timeout=10_000)
    window.view.fit()
    rects = seat_rects(window)
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.intersects(b), f"{players} players at {size}: seats overlap"
    visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    for r in rects:
        assert visible.adjusted(-1, -1, 1, 1).contains(r), f"cut off: {r} not in {visible}"


@pytest.mark.parametrize("players", range(2, 17))
@pytest.mark.parametrize("shape", [(1024, 700), (1280, 800), (1920, 1080), (1000, 1000)])
def test_layout_geometry_has_no_overlaps(players, shape):
    layout = table_layout(players, 0, table_width(*shape))
    boxes = [b.bounds for b in layout.seats]
    for i, a in enumerate(boxes):
        assert layout.rect.contains(a)
        for b in boxes[i + 1:]:
            assert not a.intersects(b)


@pytest.mark.parametrize(("variant", "players"), [("twenty-two", 8), ("twenty-two", 12),
                                                  ("ogorek", 16)])
def test_ai_plates_stay_legible_with_many_players(window, qtbot, variant, players):
    """#14 item 16: at 12 players an AI plate's text was 6–7 px high."""
    window.resize(1280, 800)
    window.start_game(game="cucumber", variant=variant, players=players, seed=4)
    window.view.fit()
    pixels_per_unit = window.view.transform().m22()
    for plate in window.scene.plates[1:]:
        assert plate.h * pixels_per_unit >= 30, f"{players} players: plate {plate.h:.0f} units"


@pytest.mark.parametrize("shape", [(1024, 700), (1280, 800), (1920, 1080)])
def test_a_lone_opponents_marker_row_uses_the_felt_beside_it(shape):
    """Supertrump's opponent can win 26 tricks: its row was squeezed into its
    176-unit block until the cards read "2A6A…"."""
    layout = table_layout(2, 0, table_width(*shape))
    top = next(b for b in layout.seats if not b.bottom)
    assert top.markers.w >= 2 * top.hand.w
    assert layout.rect.contains(top.markers)
    centre = top.markers.x + top.markers.w / 2
    assert abs(centre - (top.hand.x + top.hand.w / 2)) < 1 and top.markers_centred
