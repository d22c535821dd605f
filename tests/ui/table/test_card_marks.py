"""What the table paints on cards never hides what a player reads on them.

A trick's tags ("Lead", "To beat", "Wins") leave both corner indices in view
(the "To beat" tag was centred on the bottom edge, over the upside-down
index); a crowded marker row (Supertrump's won tricks late in a game, in a
small window) shows one badge per run of equal badges, whole, instead of
stacking every "+1" on the next; a face-down pile says what it is; Sneak's
score piles are squared and say "banked", unlike the fanned hands above them.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from cardtable.table.animator import Animator
from cardtable.table.art.card_art import CardArt
from cardtable.table.items import BASE_H, BASE_W, CardItem
from cardtable.table.labels import index_rects
from cardtable.table.layout import table_width
from cardtable.table.scene import TableScene

NOMINAL = QRectF(-BASE_W / 2, -BASE_H / 2, BASE_W, BASE_H)


@pytest.fixture
def scene(qapp):
    table = TableScene(CardArt())
    yield table
    table.clear()


def body(item: CardItem) -> QRectF:
    return item.mapRectToScene(NOMINAL)


@pytest.mark.parametrize("scale", [0.3, 0.45, 0.62, 0.74, 1.0])
@pytest.mark.parametrize(("top", "bottom"), [("Lead", "To beat"), ("Lead", "Wins"),
                                              ("リード", "これに勝つ"), ("", "勝ち")])
def test_trick_tags_leave_both_corner_indices_in_view(qapp, scale, top, bottom):
    card = CardItem("TD", True)
    card.setScale(scale)
    card.set_marks("beat", top, bottom)
    tags = card.tag_rects()
    assert len(tags) == bool(top) + bool(bottom)
    for tag, index in itertools.product(tags, index_rects(NOMINAL)):
        assert not tag.intersects(index), (tag, index)


def tokens(scene: TableScene, seat: int, badges: list[str]) -> list[CardItem]:
    row = []
    for i, badge in enumerate(badges):
        item = scene.new_card(["2S", "3H", "4D", "5C", "6S", "7H", "8D", "9C"][i % 8], True)
        item.badge, item.badge_good = badge, True
        row.append(item)
    scene.markers[seat] = row
    return row


def laid_out(scene: TableScene, view: tuple[int, int], counts: tuple[int, int]
             ) -> list[CardItem]:
    """Supertrump's two seats seen in a ``view``-sized window, the person
    holding ``counts`` won tricks of stage 1 and stage 2."""
    scene.reset(2, 0)
    scene.set_width(table_width(*view))
    row = tokens(scene, 0, ["+1"] * counts[0] + ["+2"] * counts[1])
    scene.place_markers(Animator(scene, speed="instant"), 0)
    return row


def pills(row: list[CardItem]) -> list[tuple[CardItem, QRectF]]:
    return [(item, item.mapRectToScene(item.badge_rect())) for item in row if item.badge_text]


@pytest.mark.parametrize("view", [(596, 500), (800, 600), (1000, 700), (1366, 700)])
@pytest.mark.parametrize("counts", [(4, 3), (9, 11), (13, 13), (1, 16)])
def test_a_marker_rows_badges_are_never_covered(scene, view, counts):
    row = laid_out(scene, view, counts)
    shown = pills(row)
    for (_, a), (_, b) in itertools.combinations(shown, 2):
        assert not a.intersects(b), (a, b)
    for item, pill in shown:
        for other in row:
            if other is not item and other.zValue() > item.zValue():
                assert not body(other).intersects(pill.adjusted(1, 1, -1, -1)), item.badge_text
    # Every trick's worth is still told: "+1" on each card, or "+1 ×7" for a run.
    told = 0
    for item, _ in shown:
        text = item.badge_text
        told += int(text.split("×")[1]) if "×" in text else 1
    assert told == len(row)


def test_a_roomy_row_shows_every_badge_on_its_own_card(scene):
    row = laid_out(scene, (1366, 700), (3, 2))
    assert [item.badge_text for item in row] == ["+1", "+1", "+1", "+2", "+2"]


def test_a_face_down_discard_pile_says_what_it_is_and_a_face_up_card_does_not(scene):
    """22's exchanges leave face-down discards beside the stock; Supertrump's
    face-up card there needs no name."""
    scene.reset(3, 0)
    scene.set_width(1600)
    scene.discards = [scene.new_card() for _ in range(4)]
    scene.discards_caption.set_text("Discards")
    scene.place_all(Animator(scene, speed="instant"))
    caption = scene.discards_caption
    assert caption.isVisible()
    pill = caption.mapRectToScene(caption.boundingRect())
    top = body(scene.discards[-1])
    assert pill.bottom() <= top.top() and abs(pill.center().x() - top.center().x()) < 1
    for other in (scene.stock_caption, scene.pile_caption):
        assert not other.isVisible() or not pill.intersects(
            other.mapRectToScene(other.boundingRect()))
    scene.discards = [scene.new_card("QH", True)]
    scene.place_all(Animator(scene, speed="instant"))
    assert not caption.isVisible()


def test_a_crowded_row_counts_its_runs(scene):
    row = laid_out(scene, (800, 600), (6, 14))
    texts = [item.badge_text for item in row if item.badge_text]
    assert len(texts) < len(row) and all("×" in t for t in texts)


def test_the_played_cards_pile_and_the_stock_say_what_they_are(scene):
    scene.reset(3, 0)
    scene.set_width(1600)
    scene.pile = [scene.new_card() for _ in range(6)]
    scene.stock = []
    scene.stock_caption.set_text("Stock")
    scene.pile_caption.set_text("Played cards")
    scene.place_all(Animator(scene, speed="instant"))
    caption = scene.pile_caption
    assert caption.isVisible() and not scene.stock_caption.isVisible()   # no stock left
    pill = caption.mapRectToScene(caption.boundingRect())
    top = body(scene.pile[-1])
    assert pill.bottom() <= top.top() and abs(pill.center().x() - top.center().x()) < 1
    for seat in range(3):                                   # clear of the trick spots
        x, y = scene.box(seat).trick
        w = scene.layout_.centre_card_w
        assert not pill.intersects(QRectF(x - w / 2, y - w * 0.7, w, w * 1.4))


def test_sneaks_score_piles_are_squared_and_say_banked(window, qtbot):
    window.start_game(game="sneak", players=3, seed=4)
    scene = window.scene
    assert scene.stacked_markers
    for seat in (1, 2):
        scene.hands[seat] = [scene.new_card() for _ in range(4)]
        scene.markers[seat] = [scene.new_card() for _ in range(5)]
    scene.place_all(scene.instant)
    window.controller.presentation.update_plates(
        scene, window.session.observation(), window.controller.names(),
        window.controller.details())
    for seat in (1, 2):
        row = scene.markers[seat]
        lefts = {round(body(item).left()) for item in row}
        hand = scene.hands[seat]
        assert max(lefts) - min(lefts) < 4                       # squared, not fanned
        assert body(hand[-1]).left() - body(hand[0]).left() > 20  # the hand is a fan
        assert row[-1].badge == "5 banked" and hand[-1].badge.isdigit()
    window.start_game(game="cucumber", variant="twenty-two", players=3, seed=4)
    assert not window.scene.stacked_markers
