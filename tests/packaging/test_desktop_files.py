"""The freedesktop launcher, AppStream metainfo and icons in packaging/.

The validators (``desktop-file-validate`` from desktop-file-utils,
``appstreamcli`` from appstream) run when installed — .ci/run installs them —
and the tests say why they skip otherwise.
"""

from __future__ import annotations

import configparser
import re
import shutil
import struct
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.cardtable.CardTable"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
ICONS = PACKAGING / "icons" / "hicolor"
SIZES = (16, 32, 48, 64, 128, 256, 512)


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", f"{path} is no PNG"
    return struct.unpack(">II", data[16:24])


def _run(tool: str, *args: str) -> subprocess.CompletedProcess:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed (Debian: apt-get install "
                    f"{'desktop-file-utils' if tool == 'desktop-file-validate' else 'appstream'})")
    return subprocess.run([tool, *args], capture_output=True, text=True, timeout=60)


def test_desktop_file_passes_desktop_file_validate():
    result = _run("desktop-file-validate", str(DESKTOP))
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_passes_appstreamcli_validate():
    result = _run("appstreamcli", "validate", "--no-net", str(METAINFO))
    assert result.returncode == 0, result.stdout + result.stderr


def test_desktop_entry_launches_the_installed_command_with_the_app_icon():
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "cardtable %u"            # a cardtable:// link joins that table
    assert "x-scheme-handler/cardtable" in entry["MimeType"].split(";")
    assert "cardtable" in _pyproject()["project"]["scripts"]
    assert entry["Icon"] == APP_ID
    assert entry["Categories"].split(";")[:2] == ["Game", "CardGame"]
    for key in ("Name", "GenericName", "Comment", "Keywords", "Name[ja]", "Comment[ja]"):
        assert entry.get(key), key
    assert entry["Terminal"] == "false"


def test_metainfo_agrees_with_the_desktop_file_and_the_package():
    root = ET.parse(METAINFO).getroot()
    project = _pyproject()["project"]
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == project["license"]
    assert root.find("launchable[@type='desktop-id']").text == DESKTOP.name
    assert root.findtext("provides/binary") == "cardtable"
    assert root.find("content_rating").get("type") == "oars-1.1"
    assert root.find("url[@type='homepage']").text.startswith("https://")
    assert root.find("developer/name").text
    release = root.find("releases/release")
    assert release.get("version") == project["version"]
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", release.get("date"))
    assert root.find("description/p").text.strip()


def test_every_screenshot_is_a_picture_in_docs():
    root = ET.parse(METAINFO).getroot()
    images = [s.findtext("image") for s in root.iter("screenshot")]
    assert images and root.find("screenshots/screenshot[@type='default']") is not None
    for url in images:
        assert url.startswith("https://github.com/cardtable/cardtable/raw/main/docs/"), url
        assert (ROOT / "docs" / url.rsplit("/", 1)[1]).is_file(), url


def test_icon_pngs_exist_in_every_size():
    for size in SIZES:
        png = ICONS / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert png.is_file(), f"{png} missing: run packaging/make_icons.py"
        assert _png_size(png) == (size, size), png


def test_scalable_icon_is_the_packaged_svg():
    svg = ROOT / "assets" / "icons" / "cardtable.svg"
    copy = ICONS / "scalable" / "apps" / f"{APP_ID}.svg"
    assert copy.read_bytes() == svg.read_bytes(), "run packaging/make_icons.py"


def test_app_icon_loads_from_the_package(qapp):
    from cardtable.ui.window import appicon

    assert appicon.APP_ID == APP_ID
    path = Path(appicon.icon_path())
    assert path.is_absolute() and path.is_file()
    icon = appicon.app_icon()
    assert not icon.isNull()
    image = icon.pixmap(48, 48).toImage()
    assert image.width() == 48
    centre = image.pixelColor(24, 24)
    assert centre.alpha() == 255  # opaque felt and cards, not a blank


def test_ci_installs_the_validators():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "desktop-file-utils" in ci and "appstream" in ci
