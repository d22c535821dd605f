"""Generate cardtable's own deck: 52 faces, a joker and a back, as SVG text.

The art is drawn from code instead of downloaded so the project owns it
outright (GPL-3.0-or-later) and every card can be regenerated after a
design change. Suit symbols and rank glyphs are SVG paths rather than font
characters, so a card looks the same on every machine whatever fonts are
installed; only the joker's word uses text, with a generic font list.

Run ``python scripts/make_cards.py`` (no Qt needed). Output is byte-for-byte
deterministic, so a regenerated deck only shows up in ``git diff`` when the
design really changed.
"""

from __future__ import annotations

import argparse
import math
from pathlib import Path

W, H, CORNER = 250, 350, 16
RED, BLACK, BLUE, GREEN = "#c0392b", "#1b1b1b", "#1f5fbf", "#1e7d3a"
GOLD, INK = "#d9a521", "#2c2c2c"
FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("S", "H", "D", "C")
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
RANK_NAMES = {"J": "Jack", "Q": "Queen", "K": "King", "A": "Ace"}
TWO_COLOR = {"S": BLACK, "H": RED, "D": RED, "C": BLACK}
FOUR_COLOR = {"S": BLACK, "H": RED, "D": BLUE, "C": GREEN}
TINTS = {BLACK: "#eef0f3", RED: "#fbeeec", BLUE: "#edf2fb", GREEN: "#ecf6ee"}

# Suit symbols, designed in a 100 x 100 box centred on (50, 50).
SUIT_PATHS = {
    "H": ["M50,94 C38,82 3,60 3,31 C3,14 15,5 28,5 C39,5 46,12 50,21 "
          "C54,12 61,5 72,5 C85,5 97,14 97,31 C97,60 62,82 50,94 Z"],
    "D": ["M50,2 C60,20 74,36 90,50 C74,64 60,80 50,98 C40,80 26,64 10,50 "
          "C26,36 40,20 50,2 Z"],
    "S": ["M50,3 C60,20 96,38 96,62 C96,77 85,85 73,85 C64,85 57,80 54,73 "
          "C55,84 60,92 68,98 L32,98 C40,92 45,84 46,73 C43,80 36,85 27,85 "
          "C15,85 4,77 4,62 C4,38 40,20 50,3 Z"],
    "C": ["M50,6 A22,22 0 1 1 49.9,6 Z", "M27,40 A22,22 0 1 1 26.9,40 Z",
          "M73,40 A22,22 0 1 1 72.9,40 Z", "M38,50 L62,50 L62,64 L38,64 Z",
          "M46,58 C46,80 42,90 32,98 L68,98 C58,90 54,80 54,58 Z"],
}

# Rank glyphs: stroke centre-lines in a box 100 units tall, drawn with a thick
# round-capped stroke. (width, paths, extra transform)
STROKE = 19
GLYPHS: dict[str, tuple[float, list[str], str]] = {
    "1": (14, ["M0,16 L14,0 V100"], ""),
    "0": (42, ["M0,50 A21,50 0 1 0 42,50 A21,50 0 1 0 0,50"], ""),
    "2": (56, ["M3,22 C7,7 17,0 29,0 C45,0 55,11 55,27 C55,43 45,54 31,67 L1,100 H57"], ""),
    "3": (55, ["M2,11 C9,4 18,0 28,0 C43,0 53,9 53,23 C53,37 43,46 25,46",
               "M25,46 C45,46 56,57 56,72 C56,89 43,100 28,100 C16,100 6,95 0,86"], ""),
    "4": (60, ["M45,100 V0 L0,68 H61"], ""),
    "5": (54, ["M51,0 H8 L4,45 C11,39 19,36 28,36 C45,36 56,48 56,67 "
               "C56,87 44,100 27,100 C16,100 6,95 0,87"], ""),
    "6": (58, ["M0,68 A29,32 0 1 0 58,68 A29,32 0 1 0 0,68",
               "M51,8 C45,2 38,0 32,0 C11,0 0,24 0,68"], ""),
    "7": (54, ["M0,0 H55 C39,28 28,60 23,100"], ""),
    "8": (56, ["M5,24 A23,24 0 1 0 51,24 A23,24 0 1 0 5,24",
               "M0,73 A28,27 0 1 0 56,73 A28,27 0 1 0 0,73"], ""),
    "9": (58, ["M0,68 A29,32 0 1 0 58,68 A29,32 0 1 0 0,68",
               "M51,8 C45,2 38,0 32,0 C11,0 0,24 0,68"], "rotate(180 29 50)"),
    "J": (46, ["M18,0 H46 V70 C46,89 36,100 22,100 C10,100 3,93 0,82"], ""),
    "Q": (66, ["M0,50 A33,50 0 1 0 66,50 A33,50 0 1 0 0,50", "M40,72 L66,102"], ""),
    "K": (58, ["M0,0 V100", "M57,0 L3,60", "M22,38 L59,100"], ""),
    "A": (66, ["M0,100 L33,0 L66,100", "M14,68 H52"], ""),
}
GLYPH_GAP = 26  # between the stroke centre-lines of neighbouring glyphs


def num(value: float) -> str:
    """Short, stable number text: deterministic output and small files."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def suit_shape(suit: str, cx: float, cy: float, size: float, color: str,
               flip: bool = False) -> str:
    """A suit symbol ``size`` wide centred on (cx, cy); ``flip`` turns it upside down."""
    scale = size / 100
    turn = " rotate(180)" if flip else ""
    paths = "".join(f'<path d="{d}"/>' for d in SUIT_PATHS[suit])
    return (f'<g transform="translate({num(cx)} {num(cy)}){turn} scale({num(scale)}) '
            f'translate(-50 -50)" fill="{color}">{paths}</g>')


def glyph_width(text: str) -> float:
    """Width of ``text`` in glyph units, stroke included."""
    return sum(GLYPHS[c][0] for c in text) + GLYPH_GAP * (len(text) - 1) + STROKE


def rank_text(text: str, cx: float, top: float, height: float, color: str,
              max_width: float = 1e9, stroke: float = STROKE, inline: str = "") -> str:
    """Draw ``text`` in the card's own glyphs, centred on ``cx``, ``height``
    tall including the stroke. Text wider than ``max_width`` (only "10") is
    narrowed rather than shrunk, so every index keeps the same height.
    ``inline`` draws a thin second line inside the stroke."""
    scale = height / (100 + stroke)
    width = glyph_width(text) - STROKE + stroke
    narrow = min(scale, max_width / width)
    x = cx - width * narrow / 2 + stroke * narrow / 2
    y = top + stroke * scale / 2
    parts = []
    for char in text:
        advance, paths, extra = GLYPHS[char]
        lines = "".join(f'<path d="{d}"/>' for d in paths)
        inner = f'<g transform="{extra}">{lines}</g>' if extra else lines
        size = num(scale) if narrow == scale else f"{num(narrow)} {num(scale)}"
        parts.append(f'<g transform="translate({num(x)} {num(y)}) scale({size})">'
                     f'{inner}</g>')
        x += (advance + GLYPH_GAP) * narrow
    body = "".join(parts)
    out = (f'<g fill="none" stroke="{color}" stroke-width="{num(stroke)}" '
           f'stroke-linecap="round" stroke-linejoin="round">{body}</g>')
    if inline:
        out += (f'<g fill="none" stroke="{inline}" stroke-width="{num(stroke * 0.28)}" '
                f'stroke-linecap="round" stroke-linejoin="round">{body}</g>')
    return out


def svg(title: str, body: str) -> str:
    """Wrap ``body`` in the document and the white rounded face every card shares."""
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            f'width="{W}" height="{H}" viewBox="0 0 {W} {H}">\n'
            f'<title>{title}</title>\n'
            f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="{CORNER}" ry="{CORNER}" '
            'fill="#ffffff" stroke="#9a9a9a" stroke-width="1.5"/>\n'
            f'{body}\n</svg>\n')


# Index: the rank is 22% of the card's height, so a card is known from its
# left 30% when fanned; the same index, turned, sits in the opposite corner.
INDEX_CX, INDEX_TOP, INDEX_HEIGHT, INDEX_MAX_W = 38, 11, 77, 58
INDEX_SUIT = 46


def corner_index(rank: str, suit: str, color: str) -> str:
    """Rank and suit in the top-left corner and again, rotated, bottom-right."""
    one = (rank_text(rank, INDEX_CX, INDEX_TOP, INDEX_HEIGHT, color, INDEX_MAX_W)
           + suit_shape(suit, INDEX_CX, INDEX_TOP + INDEX_HEIGHT + 8 + INDEX_SUIT / 2,
                        INDEX_SUIT, color))
    return f'<g>{one}</g>\n<g transform="rotate(180 {W // 2} {H // 2})">{one}</g>'


# Pip rows and columns inside the central band that the indices leave free.
COL_L, COL_C, COL_R = 92, 125, 158
TOP, BOTTOM = 40, 310
PIP = 38


def pip_positions(rank: int) -> list[tuple[float, float]]:
    """The classic arrangement of ``rank`` pips as (x, y) centres."""
    mid, step4 = (TOP + BOTTOM) / 2, (BOTTOM - TOP) / 3
    quarter = (BOTTOM - TOP) / 4
    rows2, rows3 = [TOP, BOTTOM], [TOP, mid, BOTTOM]
    rows4 = [TOP, TOP + step4, BOTTOM - step4, BOTTOM]
    sides = {4: rows2, 5: rows2, 6: rows3, 7: rows3, 8: rows3, 9: rows4, 10: rows4}
    centre = {2: rows2, 3: rows3, 5: [mid], 7: [TOP + quarter],
              8: [TOP + quarter, BOTTOM - quarter], 9: [mid],
              10: [TOP + step4 / 2, BOTTOM - step4 / 2]}
    out = [(x, y) for y in sides.get(rank, []) for x in (COL_L, COL_R)]
    out += [(COL_C, y) for y in centre.get(rank, [])]
    return sorted(out, key=lambda p: (p[1], p[0]))


def pips(rank: int, suit: str, color: str) -> str:
    """Pips for a number card; those below the middle are upside down."""
    return "\n".join(suit_shape(suit, x, y, PIP, color, flip=y > H / 2 + 1)
                     for x, y in pip_positions(rank))


def ace(suit: str, color: str) -> str:
    """One large central symbol; the ace of spades gets a ring and an inlay."""
    if suit != "S":
        return suit_shape(suit, W / 2, H / 2, 104, color)
    dots = []
    for i in range(24):
        angle = i * 15
        size = 3.2 if i % 2 else 1.8
        dots.append(f'<circle cx="125" cy="{num(175 - 66)}" r="{size}" '
                    f'transform="rotate({angle} 125 175)"/>')
    return (f'<circle cx="125" cy="175" r="58" fill="none" stroke="{color}" '
            'stroke-width="1.2"/>'
            f'<circle cx="125" cy="175" r="74" fill="none" stroke="{color}" '
            'stroke-width="0.8"/>'
            f'<g fill="{color}">{"".join(dots)}</g>'
            + suit_shape("S", W / 2, H / 2 - 2, 96, color)
            + '<g transform="translate(125 173) scale(0.62) translate(-50 -50)" fill="none" '
              f'stroke="#ffffff" stroke-width="2.4"><path d="{SUIT_PATHS["S"][0]}"/></g>'
            + suit_shape("S", W / 2, H / 2 - 4, 18, "#ffffff"))


CROWNS = {
    "K": ("M0,40 L0,10 L17,24 L24,4 L35,20 L46,4 L53,24 L70,10 L70,40 Z",
          [(0, 10), (24, 4), (46, 4), (70, 10), (35, 20)]),
    "Q": ("M0,40 L2,16 C10,24 16,26 22,12 C28,24 42,24 48,12 C54,26 60,24 68,16 L70,40 Z",
          [(2, 16), (22, 12), (48, 12), (68, 16), (35, 2)]),
    "J": ("M6,40 L10,14 L35,24 L60,14 L64,40 Z", [(10, 14), (60, 14)]),
}


def crown(rank: str, cx: float, top: float, color: str) -> str:
    """A small gold crown (king), tiara (queen) or cap (jack), 70 units wide."""
    body, balls = CROWNS[rank]
    beads = "".join(f'<circle cx="{x}" cy="{y}" r="4.5"/>' for x, y in balls)
    return (f'<g transform="translate({num(cx - 35)} {num(top)})">'
            f'<path d="{body}" fill="{GOLD}" stroke="{color}" stroke-width="2" '
            'stroke-linejoin="round"/>'
            f'<g fill="{GOLD}" stroke="{color}" stroke-width="2">{beads}</g>'
            f'<rect x="-2" y="36" width="74" height="9" rx="2" fill="{color}"/></g>')


PANEL = (77, 15, 173, 335)


def court(rank: str, suit: str, color: str) -> str:
    """A framed panel with a crown, a large inline letter in a cartouche and
    the suit: a clean modern court card that needs no portrait to be known."""
    x0, y0, x1, y1 = PANEL
    cx, mid = (x0 + x1) / 2, y0 + 146
    rule = (f'<path d="M{x0 + 14},{y1 - 26} H{cx - 14} M{cx + 14},{y1 - 26} H{x1 - 14}" '
            f'stroke="{color}" stroke-width="1.4"/>'
            + suit_shape("D", cx, y1 - 26, 16, GOLD))
    return (f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="8" '
            f'fill="{TINTS[color]}" stroke="{color}" stroke-width="2"/>'
            f'<path d="{lattice(x0 + 9, y0 + 9, x1 - 9, y1 - 9, 12)}" stroke="{color}" '
            'stroke-opacity="0.12" stroke-width="1" fill="none"/>'
            f'<rect x="{x0 + 4}" y="{y0 + 4}" width="{x1 - x0 - 8}" height="{y1 - y0 - 8}" '
            f'rx="5" fill="none" stroke="{color}" stroke-width="0.7"/>'
            f'<ellipse cx="{cx}" cy="{mid}" rx="41" ry="72" fill="#ffffff" '
            f'stroke="{color}" stroke-width="1.4"/>'
            f'<ellipse cx="{cx}" cy="{mid}" rx="37" ry="68" fill="none" '
            f'stroke="{GOLD}" stroke-width="1"/>'
            + crown(rank, cx, y0 + 14, color)
            + rank_text(rank, cx, mid - 58, 116, color, 74, inline="#ffffff")
            + suit_shape(suit, cx, y0 + 256, 50, color) + rule)


def face(rank: str, suit: str, colors: dict[str, str]) -> str:
    """The SVG document of one card face."""
    color = colors[suit]
    if rank in RANK_NAMES and rank != "A":
        middle = court(rank, suit, color)
    elif rank == "A":
        middle = ace(suit, color)
    else:
        middle = pips(int(rank), suit, color)
    title = f"{RANK_NAMES.get(rank, rank)} of {SUIT_NAMES[suit]}"
    return svg(title, middle + "\n" + corner_index(rank, suit, color))


def star(cx: float, cy: float, outer: float, inner: float, points: int = 5) -> str:
    """Path data of a star centred on (cx, cy), one point straight up."""
    coords = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi * i / points
        coords.append(f"{num(cx + radius * math.sin(angle))},{num(cy - radius * math.cos(angle))}")
    return "M" + " L".join(coords) + " Z"


def joker() -> str:
    """The joker: a star over a jester's hat, the word JOKER and star indices."""
    letters = "".join(
        f'<text x="{INDEX_CX}" y="{86 + 22 * i}" text-anchor="middle">{c}</text>'
        for i, c in enumerate("JOKER"))
    index = (f'<path d="{star(INDEX_CX, 38, 29, 12)}" fill="{GOLD}" stroke="{INK}" '
             'stroke-width="2.5" stroke-linejoin="round"/>'
             f'<g font-family="{FONT}" font-weight="bold" font-size="23" fill="{RED}">'
             f'{letters}</g>')
    hat = ('<path d="M84,214 C86,174 80,150 62,136 C90,130 104,144 111,166 '
           'C111,132 118,112 125,100 C132,112 139,132 139,166 C146,144 160,130 188,136 '
           'C170,150 164,174 166,214 Z" fill="' + RED + '" stroke="' + INK
           + '" stroke-width="2.5" stroke-linejoin="round"/>'
           '<path d="M116,214 L134,214 L139,166 C139,132 132,112 125,100 '
           'C118,112 111,132 111,166 Z" fill="' + BLACK + '"/>'
           f'<rect x="78" y="210" width="94" height="18" rx="6" fill="{GOLD}" stroke="{INK}" '
           'stroke-width="2.5"/>'
           f'<g fill="{GOLD}" stroke="{INK}" stroke-width="2">'
           '<circle cx="62" cy="136" r="8"/><circle cx="125" cy="98" r="8"/>'
           '<circle cx="188" cy="136" r="8"/></g>'
           + suit_shape("D", 90, 184, 14, GOLD) + suit_shape("D", 125, 170, 14, GOLD)
           + suit_shape("D", 160, 184, 14, GOLD))
    word = (f'<text x="125" y="266" text-anchor="middle" font-family="{FONT}" '
            f'font-weight="bold" font-size="36" fill="{INK}">JOKER</text>')
    stars = (f'<path d="{star(125, 56, 24, 10)}" fill="{GOLD}" stroke="{INK}" '
             'stroke-width="2" stroke-linejoin="round"/>')
    body = (stars + hat + word + f'<g>{index}</g>\n'
            f'<g transform="rotate(180 {W // 2} {H // 2})">{index}</g>')
    return svg("Joker", body)


def lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Path data of a diagonal lattice filling the rectangle, symmetric about
    the card's centre so the back gives no hint which way up the card lies."""
    cx, cy = W / 2, H / 2
    parts = []
    reach = int((x1 - x0 + y1 - y0) / step) + 1
    for k in range(-reach, reach + 1):
        c = cx - cy + k * step  # x - y = c
        xa, xb = max(x0, y0 + c), min(x1, y1 + c)
        if xb - xa > 0.5:
            parts.append(f"M{num(xa)},{num(xa - c)} L{num(xb)},{num(xb - c)}")
        c = cx + cy + k * step  # x + y = c
        xa, xb = max(x0, c - y1), min(x1, c - y0)
        if xb - xa > 0.5:
            parts.append(f"M{num(xa)},{num(c - xa)} L{num(xb)},{num(c - xb)}")
    return " ".join(parts)


def back() -> str:
    """A deep teal back: fine lattice, double frame and a central rosette."""
    frame_in = 20
    x0, y0, x1, y1 = frame_in, frame_in, W - frame_in, H - frame_in
    rosette = "".join(
        f'<path d="M125,{175 - 44} L131,{175 - 14} L125,175 L119,{175 - 14} Z" '
        f'transform="rotate({a} 125 175)"/>' for a in range(0, 360, 30))
    body = (
        '<defs><radialGradient id="deep" cx="50%" cy="50%" r="65%">'
        '<stop offset="0" stop-color="#1d6a80"/><stop offset="1" stop-color="#0c2f47"/>'
        '</radialGradient></defs>'
        f'<rect x="9" y="9" width="{W - 18}" height="{H - 18}" rx="10" fill="url(#deep)"/>'
        f'<path d="{lattice(x0, y0, x1, y1, 14)}" stroke="#6fc3cf" stroke-opacity="0.45" '
        'stroke-width="0.9" fill="none"/>'
        f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" fill="none" '
        'stroke="#a8dde4" stroke-width="1.6"/>'
        f'<rect x="{x0 + 4}" y="{y0 + 4}" width="{x1 - x0 - 8}" height="{y1 - y0 - 8}" '
        'fill="none" stroke="#a8dde4" stroke-width="0.7"/>'
        '<circle cx="125" cy="175" r="52" fill="#0c2f47" stroke="#a8dde4" stroke-width="1.6"/>'
        '<circle cx="125" cy="175" r="47" fill="none" stroke="#a8dde4" stroke-width="0.7"/>'
        f'<g fill="#a8dde4">{rosette}</g>'
        '<circle cx="125" cy="175" r="7" fill="#0c2f47" stroke="#a8dde4" stroke-width="1.4"/>')
    return svg("Card back", body)


LICENSE_TEXT = """\
cardtable card art
==================

Every file in this folder (the 52 faces, the four-colour faces in
four-color/, JK.svg and back.svg) was generated by scripts/make_cards.py
for the cardtable project. Nothing was copied from another deck, font or
image. Regenerate with:  python scripts/make_cards.py

Licence: GPL-3.0-or-later, the same as the rest of cardtable (see LICENSE
at the top of the repository).
"""


def generate(out_dir: Path) -> list[Path]:
    """Write the whole deck into ``out_dir``; returns the files written."""
    files: dict[Path, str] = {}
    for folder, colors in ((out_dir, TWO_COLOR), (out_dir / "four-color", FOUR_COLOR)):
        for suit in SUITS:
            for rank in RANKS:
                files[folder / f"{rank}{suit}.svg"] = face(rank, suit, colors)
    files[out_dir / "JK.svg"] = joker()
    files[out_dir / "back.svg"] = back()
    files[out_dir / "LICENSE.txt"] = LICENSE_TEXT
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))
    return list(files)


def main(argv: list[str] | None = None) -> int:
    """Command line: write the deck into ``assets/cards`` (or ``--out``)."""
    default = Path(__file__).resolve().parents[1] / "assets" / "cards"
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=default, help="output folder")
    args = parser.parse_args(argv)
    written = generate(args.out)
    print(f"wrote {len(written)} files to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
