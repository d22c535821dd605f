"""A damaged settings file: a copy is kept beside it (never over
an earlier one), the player is told once, the app goes on with defaults,
and a sound file is left alone. Every test uses its own INI file in a
temporary folder, never the real settings."""

from __future__ import annotations

import datetime
import json
import random

import pytest
from PySide6.QtCore import QSettings

from cardtable.ui.window.main_window import MainWindow
from cardtable.ui.window.settings import Settings

DAY = datetime.date(2025, 3, 14)
SOUND = ("[General]\nspeed=fast\nfour_color=true\nlanguage=en\ncard_size=normal\n"
         f"last_setup={json.dumps(json.dumps({'game': 'sneak'}))}\n")


def store_at(path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


def copies(folder) -> list:
    return sorted(p.name for p in folder.iterdir() if ".damaged-" in p.name)


@pytest.fixture(autouse=True)
def _fixed_day(monkeypatch):
    """Copies are named by date: a fixed one, so the names are known."""
    from cardtable.ui.window import settings_damage

    real = settings_damage.keep_copy
    monkeypatch.setattr(settings_damage, "keep_copy",
                        lambda path, raw, today=None: real(path, raw, DAY))


def test_a_sound_file_is_neither_copied_nor_reported(qapp, tmp_path):
    path = tmp_path / "s.ini"
    path.write_text(SOUND)
    settings = Settings(store_at(path))
    assert settings.damage is None and settings.take_damage_notice() is None
    assert (settings.speed, settings.four_color) == ("fast", True)
    assert copies(tmp_path) == []


def test_no_file_yet_is_not_damage(qapp, tmp_path):
    settings = Settings(store_at(tmp_path / "new.ini"))
    assert settings.damage is None


def test_random_bytes_are_kept_reported_once_and_replaced_by_defaults(qapp, tmp_path):
    path = tmp_path / "s.ini"
    garbage = random.Random(5).randbytes(3000)
    path.write_bytes(garbage)
    settings = Settings(store_at(path))
    kept = tmp_path / "s.ini.damaged-2025-03-14"
    assert settings.damage is not None and settings.damage.kept == kept
    assert kept.read_bytes() == garbage                      # the player's file, whole
    notice = settings.take_damage_notice()
    assert notice == ("Your settings file was damaged: a copy was kept as "
                      f"{kept}, and the damaged settings are back to their defaults.")
    assert settings.take_damage_notice() is None             # said once
    assert (settings.speed, settings.four_color, settings.language) == ("normal", False, None)
    assert settings.store.allKeys() == []                    # no garbage written back
    settings.speed = "slow"
    settings.sync()
    assert Settings(store_at(path)).damage is None           # a sound file again


def test_wrong_values_are_reset_and_the_sound_ones_kept(qapp, tmp_path):
    # four_color had become "@Invalid()"; speed is no speed; last_setup is no JSON.
    path = tmp_path / "s.ini"
    text = ("[General]\nfour_color=@Invalid()\nspeed=warp\nlanguage=ja\n"
            "last_setup={not json\nfuture_option=kept\n")
    path.write_text(text)
    settings = Settings(store_at(path))
    assert settings.damage is not None
    assert sorted(settings.damage.removed) == ["four_color", "last_setup", "speed"]
    assert (tmp_path / "s.ini.damaged-2025-03-14").read_text() == text
    assert (settings.language, settings.speed, settings.four_color) == ("ja", "normal", False)
    assert settings.store.value("future_option") == "kept"   # a newer cardtable's key
    assert settings.take_damage_notice() is not None


def test_an_earlier_copy_is_never_overwritten(qapp, tmp_path):
    path = tmp_path / "s.ini"
    first = tmp_path / "s.ini.damaged-2025-03-14"
    first.write_text("the first copy")
    path.write_text("[General]\nspeed=warp\n")
    Settings(store_at(path))
    path.write_text("[General]\nspeed=turbo\n")
    Settings(store_at(path))
    assert first.read_text() == "the first copy"
    assert copies(tmp_path) == ["s.ini.damaged-2025-03-14", "s.ini.damaged-2025-03-14-2",
                                "s.ini.damaged-2025-03-14-3"]
    assert (tmp_path / "s.ini.damaged-2025-03-14-3").read_text() == "[General]\nspeed=turbo\n"


def test_without_a_copy_nothing_is_removed(qapp, tmp_path, monkeypatch):
    from cardtable.ui.window import settings_damage

    def refuse(*_args, **_kw):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(settings_damage, "keep_copy", refuse)
    path = tmp_path / "s.ini"
    path.write_text("[General]\nspeed=warp\n")
    settings = Settings(store_at(path))
    assert settings.damage is not None and settings.damage.kept is None
    assert settings.speed == "normal"
    settings.sync()
    assert path.read_text() == "[General]\nspeed=warp\n"   # the player's file untouched
    assert settings.take_damage_notice() == (
        "Your settings file is damaged and no copy of it could be kept (Permission denied): "
        "the damaged settings use their defaults for now.")


def test_the_window_says_so_in_the_status_bar(qtbot, tmp_path):
    path = tmp_path / "s.ini"
    path.write_bytes(b"\x00\xff\xfe garbage \x01\x02" * 50)
    window = MainWindow(autosave_path=None, settings=Settings(store_at(path)))
    qtbot.addWidget(window)
    message = window.statusBar().currentMessage()
    assert message.startswith("Your settings file was damaged: a copy was kept as ")
    assert "s.ini.damaged-2025-03-14" in message
    window.start_remembered()
    assert window.statusBar().currentMessage().startswith("Your settings file was damaged")
