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
    """At 12 players an AI plate's text was 6–7 px high."""
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
    assert top.markers.w >= 2 * top.plate.w   # the plate is the block's width
    assert layout.rect.contains(top.markers)
    centre = top.markers.x + top.markers.w / 2
    assert abs(centre - (top.hand.x + top.hand.w / 2)) < 1 and top.markers_centred


def fully_shown(label) -> bool:
    """``label`` has the height its wrapped text needs and lies inside its window."""
    inside = label.window().rect().contains(
        label.mapTo(label.window(), label.rect().bottomRight()))
    return inside and label.height() >= label.heightForWidth(label.width())


@pytest.mark.parametrize("size", [(800, 500), (1366, 768)])
@pytest.mark.parametrize(("game", "players"), [("cucumber", 2), ("cucumber", 4),
                                               ("cucumber", 8), ("supertrump", 2),
                                               ("sneak", 4)])
def test_every_plate_is_in_view_and_nothing_is_clipped(window, qtbot, game, players, size):
    """At 800×500 the window could not shrink below 894×515, and a
    window manager that forced it cut a plate under the side panel and the
    prompt under the table."""
    window.resize(*size)
    window.start_game(game=game, players=players, seed=4)
    for _ in range(6):     # past Supertrump's declarations, to the first card to play
        qtbot.waitUntil(lambda: not window.animator.busy and (
            window.hand_input.active or window.bar.mode == "choices"), timeout=10_000)
        if window.bar.mode != "choices":
            break
        window.session.submit(window.session.state.legal_actions()[0])
    # (Thirteen rank buttons widen the window while the super trumps are named:
    # the action bar's business, not the table's.)
    qtbot.waitUntil(lambda: window.minimumSizeHint().width() <= size[0], timeout=5000)
    window.resize(*size)
    assert (window.width(), window.height()) == size
    view = window.view
    view.fit()
    right = view.mapTo(window, view.rect().topRight()).x()
    assert right < window.panel.mapTo(window, window.panel.rect().topLeft()).x()
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    for plate in window.scene.plates:
        assert visible.contains(plate.sceneBoundingRect()), f"plate {plate.seat} cut at {size}"
    assert fully_shown(window.bar.status), "the prompt under the table is cut"


@pytest.mark.parametrize("players", [2, 4, 8])
def test_the_fan_spreads_over_the_felt_it_has(window, qtbot, players):
    """At 800×500 a 22 hand showed 62% of each card
    in a tight fan in the middle of empty felt; it now takes the width between
    the plate and the marker row."""
    window.resize(800, 500)
    window.start_game(game="cucumber", variant="twenty-two", players=players, seed=4)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
    window.view.fit()
    scene = window.scene
    hand = scene.hands[scene.bottom_seat]
    assert len(hand) >= 7
    xs = [item.pos().x() for item in hand]
    step = (xs[-1] - xs[0]) / (len(xs) - 1)
    card_w = scene.box(scene.bottom_seat).card_w
    assert step >= 0.7 * card_w, f"the fan shows {step / card_w:.0%} of each card"
    plate = scene.plates[scene.bottom_seat].sceneBoundingRect()
    assert xs[0] - card_w / 2 > plate.right(), "the fan runs under the person's plate"
