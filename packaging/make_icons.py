"""Render the application icon into the hicolor PNG sizes desktops expect.

The one source is ``assets/icons/cardtable.svg`` (the wheel carries it, and
``cardtable.ui.window.appicon.app_icon`` loads it at run time). This script copies it to
``packaging/icons/hicolor/scalable/apps/`` and renders one PNG per size into
``packaging/icons/hicolor/<n>x<n>/apps/`` with Qt's SVG renderer, offscreen:

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/make_icons.py

The renderer is called once per size (seven times in all).
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "assets" / "icons" / "cardtable.svg"
ICONS = ROOT / "packaging" / "icons" / "hicolor"
APP_ID = "io.github.cardtable.CardTable"
SIZES = (16, 32, 48, 64, 128, 256, 512)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"make_icons: {SOURCE} is not a valid SVG", file=sys.stderr)
        return 1
    scalable = ICONS / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, scalable)
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        target = ICONS / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.convertToFormat(QImage.Format.Format_ARGB32).save(str(target), "PNG"):
            print(f"make_icons: cannot write {target}", file=sys.stderr)
            return 1
        print(target.relative_to(ROOT))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
