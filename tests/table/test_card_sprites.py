"""Cards drawn as one blitted sprite (face and shadow) when upright, the general
way when squashed by a flip, and the same picture either way."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem

from cardtable.table.art import card_sprites
from cardtable.table.art.card_art import CardArt, card_height
from cardtable.table.art.card_sprites import SPRITE_CACHE_SIZE, CardSprites, snapped_width
from cardtable.table.items import CardItem


@pytest.fixture
def sprites(qapp):
    return CardSprites(CardArt())


def test_a_sprite_is_the_card_plus_its_shadow(sprites):
    sprite = sprites.sprite("AH", 80)
    assert sprite.width() > 80 and sprite.height() > card_height(80)
    image = sprite.toImage()
    assert image.pixelColor(40, 40).alpha() == 255              # the face
    corner = image.pixelColor(sprite.width() - 1, sprite.height() - 1)
    assert corner.alpha() < 10                                  # round corner: see-through
    shadow = image.pixelColor(sprite.width() - 2, sprite.height() // 2)
    assert 0 < shadow.alpha() < 255 and shadow.red() < 30       # a translucent dark edge


def test_sprites_are_cached_by_card_size_ratio_and_colours(sprites):
    first = sprites.sprite("10D", 76)
    assert sprites.sprite("10D", 76) is first
    assert sprites.sprite("10D", 80) is not first
    assert sprites.sprite("10D", 76, 2.0).devicePixelRatio() == 2.0
    sprites.art.set_four_color(True)
    assert sprites.sprite("10D", 76) is not first
    assert len(sprites) == 4


def test_the_cache_is_bounded(sprites, monkeypatch):
    assert SPRITE_CACHE_SIZE >= 100            # a table's faces at a few sizes
    monkeypatch.setattr(card_sprites, "SPRITE_CACHE_SIZE", 6)
    for width in range(8, 8 + 4 * 10, 4):
        sprites.sprite(None, width)
    assert len(sprites) == 6
    assert sprites.sprite(None, 8 + 4 * 9) is sprites.sprite(None, 8 + 4 * 9)  # newest kept


def test_the_cache_is_bounded_in_bytes_too(sprites, monkeypatch):
    # Large cards on a HiDPI screen: a few sprites fill the budget, the oldest go.
    one = sprites.sprite(None, 400).width() * sprites.sprite(None, 400).height() * 4
    monkeypatch.setattr(card_sprites, "SPRITE_CACHE_BYTES", 3 * one)
    for code in ("AS", "KS", "QS", "JS", "10S"):
        sprites.sprite(code, 400)
    assert len(sprites) == 3 and sprites.bytes <= 3 * one


def test_widths_snap_to_four_pixels():
    assert [snapped_width(w) for w in (1, 75.9, 77.9, 78.1)] == [8, 76, 76, 80]


def _render(item: CardItem, transform: QTransform, ratio: float = 1.0) -> QImage:
    """``item`` painted on felt, ``transform`` in logical pixels, at a screen's pixel ratio."""
    size = round(300 * ratio)
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor(20, 90, 50))
    painter = QPainter(image)
    painter.setTransform(transform)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def _difference(a: QImage, b: QImage) -> float:
    """Mean absolute channel difference over a grid of pixels (0–255)."""
    total, count = 0, 0
    for y in range(0, a.height(), 3):
        for x in range(0, a.width(), 3):
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            total += abs(ca.red() - cb.red()) + abs(ca.green() - cb.green()) \
                + abs(ca.blue() - cb.blue())
            count += 3
    return total / count


@pytest.fixture
def drawn(qapp):
    """CardItem's shared art and sprites for one test, then back as they were."""
    saved = CardItem.art, CardItem.sprites
    art = CardArt()
    CardItem.art, CardItem.sprites = art, CardSprites(art)
    yield art
    CardItem.art, CardItem.sprites = saved


@pytest.mark.parametrize("ratio", [1.0, 2.0, 1.5])
def test_an_upright_card_is_blitted_and_looks_as_the_general_way_draws_it(drawn, ratio):
    # Also on a HiDPI screen: the painter's transform there includes the pixel
    # ratio, and a sprite placed in the wrong units lands far off or not at all.
    scene = QGraphicsScene()
    item = CardItem("QS", True)
    scene.addItem(item)
    upright = QTransform.fromTranslate(150.3, 140.6).scale(1.2, 1.2)
    blitted = _render(item, upright, ratio)
    assert len(CardItem.sprites) == 1                     # drawn from a sprite
    assert CardItem.sprites.sprite("QS", snapped_width(120 * ratio), ratio) is not None
    assert len(CardItem.sprites) == 1                     # … at the card's device size
    CardItem.sprites = None                               # the general way, same card
    general = _render(item, upright, ratio)
    assert _difference(blitted, general) < 6              # at most a pixel's shift
    centre = round(150 * ratio), round(140 * ratio)
    assert blitted.pixelColor(*centre) == general.pixelColor(*centre)


def test_a_squashed_card_in_a_flip_is_not_blitted(drawn):
    item = CardItem("QS", True)
    image = _render(item, QTransform.fromTranslate(150, 150).scale(0.5, 1.0))
    assert len(CardItem.sprites) == 0
    assert image.pixelColor(150, 150) != QColor(20, 90, 50)  # still drawn
    turned = QTransform.fromTranslate(150, 150).rotate(30)
    _render(item, turned)
    assert len(CardItem.sprites) == 0


def test_the_sprite_lands_on_whole_device_pixels(drawn):
    item = CardItem(None, False)
    image = _render(item, QTransform.fromTranslate(100.5, 100.5))
    # The card's left edge is one sharp column: the felt, then the card's own
    # edge at full strength — no half-covered column of a smoothed draw.
    left = round(100.5 - snapped_width(100) / 2)
    felt = QColor(20, 90, 50)
    assert image.pixelColor(left - 1, 100) == felt
    assert image.pixelColor(left, 100) != felt
    assert image.pixelColor(left, 100) == image.pixelColor(left, 110)
