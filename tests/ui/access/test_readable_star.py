"""A super trump's star stays in view wherever the card is.

It sat in the top-right corner, which the next card of a fan covers: in your
own hand only the rightmost super trump showed it, and a "Lead" tag covered
a led one's. It now sits in the index column under the suit, the part of a
card every fan, marker row and set leaves in view; the replay marks the
hands it turns over too.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cardtable.ai import make_bot
from cardtable.cards import parse_card
from cardtable.records.io import dumps
from cardtable.table import items
from cardtable.table.items import BASE_H, BASE_W, GOLD, CardItem
from cardtable.table.layout import table_layout, table_width
from tests.records.test_steps import played


def body(item: CardItem) -> QRectF:
    """The card itself on the felt (no shadow, badge or tag)."""
    return item.mapRectToScene(QRectF(-BASE_W / 2, -BASE_H / 2, BASE_W, BASE_H))


def gold_pixels(image: QImage, rect: QRectF) -> int:
    """How many pixels of ``rect`` (view pixels) are the star's gold."""
    count = 0
    for x in range(max(0, int(rect.left())), min(image.width(), int(rect.right()))):
        for y in range(max(0, int(rect.top())), min(image.height(), int(rect.bottom()))):
            c = image.pixelColor(x, y)
            count += c.red() > 225 and 180 < c.green() < 230 and c.blue() < 130
    return count


def in_view(window, item: CardItem, row: list[CardItem]) -> QRectF:
    """The part of ``item`` that the later cards of its fanned ``row`` leave
    uncovered (the left strip), in view pixels."""
    card = body(item)
    right = min([later_card.left() for later in row[row.index(item) + 1:]
                 if (later_card := body(later)).intersects(card)] + [card.right()])
    strip = QRectF(card.left(), card.top(), right - card.left(), card.height())
    return QRectF(window.view.mapFromScene(strip).boundingRect()).adjusted(1, 1, -1, -1)


def covered_stars(row: list[CardItem]) -> list[str]:
    """The cards of a fanned ``row`` whose star a later (higher) card covers."""
    out = []
    for i, item in enumerate(row):
        star = item.mapRectToScene(item.star_rect())
        assert body(item).contains(star)
        if any(star.intersects(body(later)) for later in row[i + 1:]
               if later.zValue() >= item.zValue()):
            out.append(item.code or "?")
    return out


def supertrump_mid_game(window, qtbot) -> None:
    """Supertrump at 1366×768, the person to play in stage 1 with tricks won
    on both sides and the super trumps named."""
    window.resize(1366, 768)
    window.start_game(game="supertrump", players=2, seed=4, level="easy")
    bot, rng = make_bot("easy", "supertrump"), random.Random(4)
    session = window.session
    state = session.state
    while not (window.hand_input.active and state.trick and state.trick_no >= 7
               and all(window.scene.markers)):
        qtbot.waitUntil(lambda: not window.animator.busy and (
            window.hand_input.active or window.bar.mode == "choices"), timeout=20_000)
        if window.hand_input.active and state.trick and state.trick_no >= 7 \
                and all(window.scene.markers):
            break
        session.submit(bot.choose(state.observation(0), state.legal_actions(), rng))
    window.view.fit()


def test_every_star_in_a_fan_or_a_row_stays_uncovered(window, qtbot):
    """Make every face-up card special and look at each fan: the hand, the
    opponent's cards taken face up, both rows of won tricks, the trick."""
    supertrump_mid_game(window, qtbot)
    scene = window.scene
    # The opponent's hand as it is after taking face-up cards (they stay face up).
    for item, code in zip(scene.hands[1][:4], ("2S", "7S", "9D", "KH"), strict=False):
        item.code, item.face_up = code, True
    rows = [scene.hands[0], scene.hands[1], scene.markers[0], scene.markers[1]]
    rows += [cards for _, cards in scene.trick]
    for row in rows:
        for item in row:
            item.star = item.face_up
    scene.place_all(scene.instant)
    assert len(scene.hands[0]) >= 5 and len(scene.markers[1]) >= 2
    # On screen: each card's uncovered strip turns gold where its star is drawn.
    marked = window.view.viewport().grab().toImage()
    for row in rows:
        for item in row:
            item.star = False
    plain = window.view.viewport().grab().toImage()
    hidden = []
    for row in rows:
        shown = [i for i in row if i.face_up]
        for item in shown:
            strip = in_view(window, item, shown)
            if gold_pixels(marked, strip) - gold_pixels(plain, strip) < 6:
                hidden.append(item.code)
    assert hidden == [], "stars drawn where the next card covers them"
    for row in rows:   # and the star's rect says so
        shown = [i for i in row if i.face_up]
        assert covered_stars(shown) == [], "a star under the next card"


def test_the_lead_tag_leaves_a_led_super_trumps_star_alone(window, qtbot):
    supertrump_mid_game(window, qtbot)
    led = window.scene.trick[0][1][-1]
    led.star = True
    assert led.top_tag, "the first card of the trick carries the Lead tag"
    tag = led.mapRectToScene(led._tag_rect(led.top_tag, True)[0])
    assert not tag.intersects(led.mapRectToScene(led.star_rect()))


@pytest.mark.parametrize("players", [2, 4, 8])
def test_the_star_fits_every_fans_visible_share(players):
    """Each seat's fan shows ``fan`` of a card's width: the star lies within it."""
    layout = table_layout(players, 0, table_width(1366, 700))
    card = QRectF(0, 0, BASE_W, BASE_H)
    disc = items.star_rect(card)
    for box in layout.seats:
        assert disc.right() <= box.fan * BASE_W, f"seat {box.seat}: fan {box.fan}"
    assert disc.top() >= BASE_H * 0.4      # under the index's suit, clear of the Lead tag


def test_the_star_is_painted_where_star_rect_says(qapp, window):
    """The mark is drawn in the rect the fans keep in view (gold inside it)."""
    item = CardItem("6H", True)
    item.star = True
    image = QImage(200, 280, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 90, 40))
    painter = QPainter(image)
    painter.translate(100, 140)
    painter.scale(2, 2)
    item.paint(painter, None)
    painter.end()
    disc = items.star_rect(QRectF(-BASE_W / 2, -BASE_H / 2, BASE_W, BASE_H))
    centre = disc.center()
    edge = disc.center().x() - disc.width() * 0.38
    x, y = int(100 + 2 * edge), int(140 + 2 * centre.y())
    assert image.pixelColor(x, y) == GOLD


def test_the_replay_marks_super_trumps_in_the_hands_it_turns_over(window, qtbot, tmp_path):
    _state, record, _prints = played("supertrump", 3)   # the opponent draws super trumps
    path = tmp_path / "supertrump.cardtable"
    path.write_text(dumps(record), encoding="utf-8")
    viewer = window.archive.open_path(path)
    assert viewer is not None
    qtbot.addWidget(viewer)
    viewer.face_up.setChecked(True)
    turned = 0
    for index in range(0, viewer.steps.count, 2):
        viewer.show_step(index)
        rank = viewer.current_state().super_rank
        if rank is None:
            continue
        supers = [i for h in viewer.scene.hands for i in h
                  if i.code and i.face_up and parse_card(i.code).rank == rank]
        assert all(i.star for i in supers), f"step {index}: a super trump without its star"
        turned += sum(1 for i in viewer.scene.hands[1] if i in supers)
    assert turned, "no super trump in the hand the replay turned over"
    viewer.close()
