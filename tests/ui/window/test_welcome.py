"""A first launch welcomes the newcomer with the lessons, not a game at its exchange."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog

from cardtable.table.lesson import all_lessons
from cardtable.ui.learning import welcome
from cardtable.ui.window.settings import Settings


@pytest.fixture
def shown(monkeypatch):
    """Every welcome shown, answered by ``press[0]`` (a button's name; None: closed)."""
    dialogs: list[welcome.WelcomeDialog] = []
    press: list = [None]

    def exec_(dialog):
        dialogs.append(dialog)
        if press[0] == "choose":
            dialog.choose_button.click()
        elif press[0] in ("host", "join"):
            getattr(dialog, f"{press[0]}_button").click()
        elif press[0] is not None:
            dialog.lesson_buttons[press[0]].click()
        return 0

    monkeypatch.setattr(welcome.WelcomeDialog, "exec", exec_)
    return dialogs, press


def test_a_first_launch_offers_every_lesson_and_opens_the_one_chosen(window, shown):
    dialogs, press = shown
    press[0] = 2
    window.start_first()
    assert len(dialogs) == 1
    titles = [b.text() for b in dialogs[0].lesson_buttons]
    assert titles == [lesson.title() for lesson in all_lessons()]
    assert window.lessons.active and window.lessons.lesson.key == all_lessons()[2].key
    window.start_first()                 # the next launch: no welcome, the last setup
    assert len(dialogs) == 1 and not window.lessons.active


def test_closing_the_welcome_is_a_quick_start(window, shown):
    dialogs, _press = shown
    window.start_first()
    assert "play 22 (Twenty-Two) now" in dialogs[0].quick_button.text()   # the game dealt
    assert window.session.state is not None and not window.lessons.active


def test_choose_a_game_opens_the_new_game_dialog_over_a_dealt_table(window, shown,
                                                                  monkeypatch):
    _dialogs, press = shown
    press[0] = "choose"
    asked = []
    monkeypatch.setattr(type(window), "choose_game", lambda self: asked.append(self))
    window.start_first()
    assert asked == [window] and window.session.state is not None


@pytest.mark.parametrize("button", ["host", "join"])
def test_friends_can_host_or_join_a_table_from_the_welcome(window, shown, monkeypatch, button):
    _dialogs, press = shown
    press[0] = button
    asked = []
    monkeypatch.setattr(type(window.friends), button, lambda self: asked.append(button))
    window.start_first()
    assert asked == [button]
    assert window.session.state is not None    # a cancelled dialog leaves a dealt table
    assert not window.lessons.active


def test_a_window_without_friends_offers_no_shared_table(qtbot):
    dialog = welcome.WelcomeDialog(None, all_lessons(), "22", friends=False)
    qtbot.addWidget(dialog)
    assert dialog.host_button is None and dialog.join_button is None
    assert dialog.quick_button.isDefault()


def test_someone_who_played_before_the_welcome_existed_is_not_welcomed(tmp_path):
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert Settings(store).welcomed is False
    store.setValue("last_setup", "{}")
    assert Settings(store).welcomed is True


def test_the_welcome_fits_in_japanese(qtbot, language):
    dialog = welcome.WelcomeDialog(None, all_lessons(), "22")
    qtbot.addWidget(dialog)
    dialog.show()
    assert isinstance(dialog, QDialog)
    buttons = [*dialog.lesson_buttons, dialog.quick_button, dialog.choose_button,
               dialog.host_button, dialog.join_button]
    assert all(b.sizeHint().width() <= dialog.width() for b in buttons)


def test_the_help_menus_lessons_have_mnemonics(window, language):
    texts = [action.text() for action, _lesson in window.lessons.actions]
    assert texts and all(text.startswith(f"&{n} ") for n, text in enumerate(texts, 1))
