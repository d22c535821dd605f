"""The generated SVG deck and the CardArt renderer that draws it."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from cardtable.resources import asset_path
from cardtable.table.art import card_art
from cardtable.table.art.card_art import CARD_HEIGHT, CARD_WIDTH, CardArt, card_height

ROOT = Path(__file__).resolve().parents[2]
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
FACES = [rank + suit for suit in "SHDC" for rank in RANKS]


def load_script():
    """scripts/ is not a package, so load make_cards.py by its path."""
    spec = importlib.util.spec_from_file_location("make_cards", ROOT / "scripts" / "make_cards.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def is_red(c: QColor) -> bool:
    return c.alpha() > 200 and c.red() > 140 and c.red() - max(c.green(), c.blue()) > 60


def is_blue(c: QColor) -> bool:
    return c.alpha() > 200 and c.blue() > 140 and c.blue() - max(c.red(), c.green()) > 50


def is_green(c: QColor) -> bool:
    return c.alpha() > 200 and c.green() > 90 and c.green() - max(c.red(), c.blue()) > 40


def count(image: QImage, test, region: tuple[int, int, int, int] | None = None) -> int:
    x0, y0, x1, y1 = region or (0, 0, image.width(), image.height())
    return sum(1 for y in range(y0, y1) for x in range(x0, x1) if test(image.pixelColor(x, y)))


@pytest.mark.parametrize("folder", ["", "four-color"])
def test_every_face_exists_and_is_a_valid_svg(qapp, folder):
    for code in FACES:
        path = asset_path("cards", folder, f"{code}.svg") if folder else asset_path(
            "cards", f"{code}.svg")
        assert path.is_file(), path
        renderer = QSvgRenderer(str(path))
        assert renderer.isValid(), path
        assert renderer.viewBoxF() == QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT), path


@pytest.mark.parametrize("name", ["JK.svg", "back.svg"])
def test_joker_and_back_are_valid_svg(qapp, name):
    renderer = QSvgRenderer(str(asset_path("cards", name)))
    assert renderer.isValid()
    assert renderer.viewBoxF() == QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT)


def test_svg_text_uses_a_generic_bold_font_list():
    joker = asset_path("cards", "JK.svg").read_text(encoding="utf-8")
    assert "JOKER" in joker
    assert 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"' in joker
    assert 'font-weight="bold"' in joker
    # Faces draw ranks and suits as paths, so no font can change them.
    assert "<text" not in asset_path("cards", "10H.svg").read_text(encoding="utf-8")


def test_licence_file_names_the_script_and_the_licence():
    text = asset_path("cards", "LICENSE.txt").read_text(encoding="utf-8")
    assert "scripts/make_cards.py" in text and "GPL-3.0-or-later" in text


def test_generation_is_deterministic(tmp_path):
    script = load_script()
    first = script.generate(tmp_path / "one")
    second = script.generate(tmp_path / "two")
    assert len(first) == len(second) == 52 * 2 + 3
    for a, b in zip(sorted(first), sorted(second), strict=True):
        assert a.relative_to(tmp_path / "one") == b.relative_to(tmp_path / "two")
        assert a.read_bytes() == b.read_bytes(), a.name


def test_shipped_deck_matches_the_script(tmp_path):
    # Catches a design change in make_cards.py that was never regenerated.
    for path in load_script().generate(tmp_path):
        shipped = asset_path("cards", *path.relative_to(tmp_path).parts)
        assert shipped.read_bytes() == path.read_bytes(), f"{shipped} is stale"


@pytest.mark.parametrize("width,dpr", [(120, 1.0), (60, 1.0), (100, 2.0), (90, 1.5)])
def test_pixmap_size_and_pixel_ratio(qapp, width, dpr):
    pixmap = CardArt().pixmap("QH", width, dpr)
    assert pixmap.devicePixelRatio() == dpr
    assert pixmap.width() == round(width * dpr)
    assert pixmap.height() == round(card_height(width) * dpr)
    assert pixmap.deviceIndependentSize().width() == pytest.approx(width)
    assert card_height(width) == round(width * 350 / 250)


def test_back_pixmap_has_transparent_rounded_corners(qapp):
    image = CardArt().pixmap(None, 120).toImage()
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(119, 167).alpha() == 0
    assert image.pixelColor(60, 84).alpha() == 255


def test_ace_of_hearts_is_red_and_ace_of_spades_is_not(qapp):
    art = CardArt()
    assert count(art.pixmap("AH", 80).toImage(), is_red) > 200
    assert count(art.pixmap("AS", 80).toImage(), is_red) == 0


def test_four_colour_diamonds_are_blue_and_clubs_green(qapp):
    art = CardArt(four_color=True)
    diamonds = art.pixmap("AD", 80).toImage()
    clubs = art.pixmap("AC", 80).toImage()
    assert count(diamonds, is_blue) > 200 and count(diamonds, is_red) == 0
    assert count(clubs, is_green) > 200 and count(clubs, is_red) == 0
    assert count(art.pixmap("AH", 80).toImage(), is_red) > 200
    # The two-colour deck keeps diamonds red.
    assert count(CardArt().pixmap("AD", 80).toImage(), is_red) > 200


def test_index_is_large_and_inside_the_left_30_percent(qapp):
    # A fanned card shows only its left 30%: the rank must be there and tall.
    image = CardArt().pixmap("10H", CARD_WIDTH).toImage()
    rows = [y for y in range(0, 92)
            if any(is_red(image.pixelColor(x, y)) for x in range(0, 75))]
    assert max(rows) - min(rows) >= 0.2 * CARD_HEIGHT
    assert count(image, is_red, (0, 0, 75, 150)) > 1500


def test_pixmap_cache_returns_the_same_object(qapp):
    art = CardArt()
    first = art.pixmap("7C", 100)
    assert art.pixmap("7C", 100) is first
    assert art.pixmap("7C", 101) is not first
    assert art.pixmap("7C", 100, 2.0) is not first
    assert art.renderer("7C") is art.renderer("7C")


def test_set_four_color_clears_the_cache(qapp):
    art = CardArt()
    two = art.pixmap("KD", 100)
    art.set_four_color(True)
    assert art.four_color
    four = art.pixmap("KD", 100)
    assert four is not two
    assert count(four.toImage(), is_blue) > 50 and count(four.toImage(), is_red) == 0


def test_cache_is_bounded(qapp, monkeypatch):
    monkeypatch.setattr(card_art, "CACHE_SIZE", 3)
    art = CardArt()
    oldest = art.pixmap("2S", 40)
    for code in ("3S", "4S", "5S"):
        art.pixmap(code, 40)
    assert art.pixmap("2S", 40) is not oldest


def test_cache_is_bounded_in_bytes_too(qapp, monkeypatch):
    art = CardArt()
    one = art.pixmap("AS", 300, 2.0)
    monkeypatch.setattr(card_art, "CACHE_BYTES", 2 * one.width() * one.height() * 4)
    kept = art.pixmap("KS", 300, 2.0)
    art.pixmap("QS", 300, 2.0)                       # a third: the oldest goes
    assert art.pixmap("KS", 300, 2.0) is kept
    assert art.pixmap("AS", 300, 2.0) is not one


def test_unknown_code_is_a_value_error(qapp):
    art = CardArt()
    for bad in ("1S", "ZZ", "as", "", "10X"):
        with pytest.raises(ValueError, match="no card art"):
            art.pixmap(bad, 80)


def test_missing_file_is_reported_by_name(qapp, tmp_path):
    art = CardArt(directory=tmp_path)
    with pytest.raises(FileNotFoundError, match=r"QS\.svg"):
        art.renderer("QS")
    with pytest.raises(FileNotFoundError, match=r"back\.svg"):
        art.pixmap(None, 50)


def test_paint_keeps_the_card_in_proportion(qapp):
    # A too-wide rect: the card is centred with transparent margins beside it.
    image = QImage(400, 140, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    CardArt().paint(painter, QRectF(0, 0, 400, 140), "JK")
    painter.end()
    card_w = 140 * CARD_WIDTH / CARD_HEIGHT
    left = int((400 - card_w) / 2)
    assert image.pixelColor(left - 3, 70).alpha() == 0
    assert image.pixelColor(200, 70).alpha() == 255
    assert image.pixelColor(int(left + card_w) + 3, 70).alpha() == 0
